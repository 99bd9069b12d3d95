#pragma once
// Getting structured data out of a model's answer, which may wrap it in prose or code fences,
// trail a comma, or stop half-way. Never throws, never crashes; says why it failed.

#include <QJsonObject>
#include <QString>

namespace assay::llm {

// The first JSON object in the answer: fenced (```json ... ```) or bare. Returns false with a
// reason when there is none or it does not parse.
bool extractJsonObject(const QString &answer, QJsonObject *out, QString *error = nullptr);

// The SQL in an answer: a ```sql fence, any fence, or the text from the first SELECT/WITH.
// Trailing semicolons and prose after the statement are dropped. Empty when there is none.
QString extractSql(const QString &answer);

} // namespace assay::llm
