#pragma once
// The pooled catalog the retrieval evaluation searches: every schema of a dataset as one big
// "enterprise" catalog (databases kept apart as schemas), with the no-model context (names,
// types, keys, profiling where the database exists), the declared foreign keys, and the distinct
// values of text columns where the database exists. The sample database can join the pool.

#include "eval/dataset.h"
#include "knowledge/datacontext.h"
#include "knowledge/knowledgestore.h"

namespace assay::app {

struct RetrievalPool {
    knowledge::DataContext context;
    QList<knowledge::StoredValue> values;
    int databases = 0;
    int profiled = 0;
};

// Adds every schema of `dataset` to `pool` (values only when `withValues`).
void addDatasetToPool(const eval::Dataset &dataset, bool withValues, RetrievalPool &pool);
// Adds the SQLite database at `path` under the schema name `name`; false with `error` on failure.
bool addDatabaseToPool(const QString &name, const QString &path, RetrievalPool &pool, QString *error);

// Hand-written questions with their gold tables and columns; each gold entry may list
// alternatives separated by "|" ("order_lines|sales"): any of them counts.
struct GoldQuestion {
    QString question;
    QList<QStringList> tables;  // slots of alternatives, unqualified names
    QList<QStringList> columns; // "table.column" alternatives
};
// {"questions": [{"question": ..., "tables": [...], "columns": [...]}]}
QList<GoldQuestion> loadGoldQuestions(const QString &path, QString *error);

} // namespace assay::app
