#pragma once
// Small pieces the evaluations share: loading a dataset with a clear message, the no-model data
// context of a benchmark database, gold tables and literals from gold SQL.

#include "evalcommand.h"

#include "eval/dataset.h"
#include "knowledge/datacontext.h"

namespace assay::app {

bool loadDataset(const QString &dir, eval::Dataset *dataset, EvalOutput &out);

// Table knowledge for every table of `schema` (named `dbId`), profiled from `sqlitePath` when
// it is not empty: names, types, keys, friendly names as descriptions, top values.
QList<knowledge::TableKnowledge> benchmarkKnowledge(const QString &dbId, const db::Catalog &schema, const QString &sqlitePath);

// Tables of `schema` the gold SQL reads.
QStringList goldTables(const QString &goldSql, const db::Catalog &schema);
// String literals in the SQL, unquoted, with LIKE wildcards removed.
QStringList stringLiterals(const QString &sql);

} // namespace assay::app
