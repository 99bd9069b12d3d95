#pragma once
// Prompt templates live in prompts/*.txt, compiled into the resources (":/prompts/<name>.txt").
// A template is a system part and a user part separated by a line "=== user ===", with
// {{placeholders}} filled by render(). Unknown placeholders are left visible so a test can catch
// them; values are inserted verbatim. {{language}} is filled with analystLanguage() unless the
// caller gives it.

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

// The language the analyst reads Assay in, named in English for a prompt ("German"): the
// installed translation names it, so what a model writes matches the window's language.
QString analystLanguage();

} // namespace assay::llm
