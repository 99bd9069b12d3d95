#pragma once
// Prompt templates live in prompts/*.txt, compiled into the resources (":/prompts/<name>.txt").
// A template is a system part and a user part separated by a line "=== user ===", with
// {{placeholders}} filled by render(). Unknown placeholders are left visible so a test can catch
// them; values are inserted verbatim.

#include "chattypes.h"

#include <QHash>
#include <QString>

namespace assay::llm {

struct PromptTemplate {
    QString name;
    QString system;
    QString user;

    static PromptTemplate load(const QString &name, QString *error = nullptr);
    // System and user messages with the placeholders filled in.
    QList<Message> render(const QHash<QString, QString> &values) const;
    static QString fill(QString text, const QHash<QString, QString> &values);
};

} // namespace assay::llm
