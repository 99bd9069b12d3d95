#pragma once
// Small pieces the evaluations share: loading a dataset with a clear message, the no-model data
// context of a benchmark database, gold tables and literals from gold SQL.

#include "evalcommand.h"

#include "db/resulttypes.h"
#include "eval/dataset.h"
#include "knowledge/datacontext.h"

#include <memory>

class QTemporaryDir;

namespace assay::db {
class Connection;
}
namespace assay::llm {
class LlmService;
}

namespace assay::app {

// The half of the databases rules are developed on: fixed by a hash of the name before any rule
// was written, so the other half is only measured.
bool tuningDatabase(const QString &dbId);

bool loadDataset(const QString &dir, eval::Dataset *dataset, EvalOutput &out);

// The benchmark's SQLite database, read-only; null when the path is empty or it does not open.
std::unique_ptr<db::Connection> openBenchmarkDatabase(const QString &sqlitePath);

// Table knowledge for every table of `schema` (named `dbId`), profiled from `sqlitePath` when
// it is not empty: names, types, keys, friendly names as descriptions, top values.
QList<knowledge::TableKnowledge> benchmarkKnowledge(const QString &dbId, const db::Catalog &schema, const QString &sqlitePath);

// The catalog with its declared keys taken away, as a warehouse or an imported file comes: the
// foreign keys, and with `primaryKeys` the primary keys too. The database itself is not touched.
db::Catalog withoutDeclaredKeys(db::Catalog catalog, bool primaryKeys);
// The data context the knowledge build gives without a model: every table profiled, the declared
// keys, and the relationships and keys found in the data (core/relationships) when there is a
// connection; without one, the name rules with their name-only confidence.
knowledge::DataContext discoveredContext(const db::Catalog &catalog, db::Connection *connection);

// Tables of `schema` the gold SQL reads.
QStringList goldTables(const QString &goldSql, const db::Catalog &schema);
// String literals in the SQL, unquoted, with LIKE wildcards removed.
QStringList stringLiterals(const QString &sql);

// Where the database stores `literal` (case ignored): (table, column) of every text-like column
// holding it. The ground truth for value search and context completeness.
QList<std::pair<QString, QString>> literalLocations(db::Connection &connection, const db::Catalog &catalog, const QString &literal);

// A model for evaluations that use one: --llm-base-url URL --llm-model NAME [--llm-kind
// openai|anthropic], the key from ASSAY_LLM_API_KEY. Fast and reasoning roles both run on it.
// Null (and `error` says why) when the flags are missing or the model is not usable.
std::unique_ptr<llm::LlmService> evalModel(const QStringList &extra, QTemporaryDir &dir, QString *name, QString *error = nullptr);

// Execution accuracy (Spider's EX): the same rows as a multiset, in the same order only when the
// gold query orders its result. Values compare by type-tolerant text (1 = 1.0, '2024' = 2024).
bool sameResult(const QList<db::Row> &gold, const QList<db::Row> &predicted, bool ordered);
// Spider's official comparison (the test-suite evaluation's result_eq): as sameResult, but the
// columns may come in any order (the same number of them, matched by a permutation).
bool sameResultAnyColumnOrder(const QList<db::Row> &gold, const QList<db::Row> &predicted,
                              bool ordered);
// The relaxed variant: every gold column appears among the predicted ones (extra columns allowed).
bool sameResultRelaxed(const QList<db::Row> &gold, const QList<db::Row> &predicted, bool ordered);
// A Spider dev question reworded ({"questions": [{"dev_index": N, "question": "..."}]}): the
// original and the new wording. Empty (and `error` set) when the file holds none.
struct Paraphrase {
    const eval::EvalQuestion *original = nullptr;
    QString question;
    QString split; // "tune" or "heldout" when the file says, else empty
};
QList<Paraphrase> loadSpiderParaphrases(const QString &file, const eval::Dataset &dataset, QString *error);

// Whether the top-level query has ORDER BY (outside parentheses).
bool ordersResult(const QString &sql);

} // namespace assay::app
