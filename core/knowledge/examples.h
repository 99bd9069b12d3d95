#pragma once
// SageCopilot's example memory: question/SQL pairs used as in-context examples for later
// questions. They come from the user (thumbs-up on a generated query, or added by hand), from
// SQL2NL (the model writes questions for queries the user ran), or from seeds; each records the
// tables and columns its SQL uses, found by parsing it against the catalog.

#include "db/catalog.h"
#include "sql/tokenizer.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

namespace assay::knowledge {

struct ExampleEntry {
    enum class Source { User, Feedback, SqlToQuestion, Seed };

    qint64 id = 0;
    QString question;
    QString sql;
    QStringList tables;  // qualified names
    QStringList columns; // "table.column"
    Source source = Source::User;
    QDateTime createdAt;
};

QString exampleSourceKey(ExampleEntry::Source s);
ExampleEntry::Source exampleSourceFromKey(const QString &key);

struct SqlUsage {
    QStringList tables;  // catalog tables the SQL reads (qualified names)
    QStringList columns; // "table.column" of those tables that the SQL mentions
};

// Which catalog tables and columns a query reads: relations from the tokenizer-based finder,
// columns by qualifier (alias or table name) or, unqualified, by the tables that have them.
SqlUsage analyzeSqlUsage(const QString &sql, const db::Catalog &catalog, sql::Flavor flavor = sql::Flavor::Generic);

} // namespace assay::knowledge
