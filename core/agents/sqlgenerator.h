#pragma once
// SQL generation from the linked schema, the join view, the question's values, glossary and
// retrieved question/SQL examples (SageCopilot's in-context learning), and its repair from the
// database's own error (TiSQL's self-refine chain, SageCopilot's SQL reflection).

#include "agentmodel.h"

namespace assay::agents {

struct GenerationInput {
    QString question;
    QString dialect;  // "SQLite", "PostgreSQL", "MySQL/MariaDB"
    QString schema;
    QString joins;
    QString values;
    QString glossary;
    QString examples;
    QString cells;    // notebook cells and earlier steps readable by name, with their columns
    QString time;
};

struct GeneratedSql {
    QString sql;
    QString explanation;
    QString error; // why there is no SQL
    bool cancelled = false;
    bool noAnswer = false; // the call itself failed (rate limit, timeout, server error): nothing was written

};

// The generation prompt's placeholders filled from the input.
QHash<QString, QString> generationValues(const GenerationInput &input);
// The SQL-writing prompt as the model receives it (system and user text), for counting tokens.
QString generationPromptText(const GenerationInput &input);

GeneratedSql generateSql(AgentModel &model, const GenerationInput &input);
GeneratedSql repairSql(AgentModel &model, const GenerationInput &input, const QString &sql, const QString &error);

} // namespace assay::agents
