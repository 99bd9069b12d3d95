#pragma once
// Builds the hierarchical data context (TiInsight 3.1) for a connection:
//   1. profiling, no model: row counts, nulls, distincts, ranges, top values, key candidates;
//   2. column descriptions in groups sized to the model's context, with comments, statistics
//      (sample values only when sharing them is allowed) and glossary terms for abbreviations;
//   3. table descriptions by map-reduce under a token budget (Algorithm 1): primary key, up to
//      five key attributes, table type, main entity;
//   4. relationships: declared keys; relationships found in the data (core/relationships:
//      inclusion dependencies checked by the database, scored by names and value evidence); with a
//      model, a coarse search for similar tables, then the model proposes links with columns and
//      cardinality (Algorithm 2), each checked against the data;
//   5. entities from the most connected tables (Algorithm 3) and a database summary with
//      recommended first questions (3.1.3).
// Model calls fan out in parallel (the provider's concurrency limit applies). Incremental: only
// tables whose catalog fingerprint changed are rebuilt; tables that disappeared are reported.
// Each finished table is saved at once, so a cancelled build keeps what finished. A malformed or
// missing model answer leaves the profiling-only context for that part and a warning.
//
// Runs on the thread that owns `connection` (a worker); blocks on model futures there.

#include "knowledge/datacontext.h"
#include "knowledge/glossary.h"
#include "knowledge/profiler.h"

#include "db/resulttypes.h"

#include <QHash>
#include <QSet>

#include <functional>

namespace assay::db {
class Connection;
struct Catalog;
} // namespace assay::db
namespace assay::llm {
class LlmService;
struct ChatRequest;
struct ChatResponse;
} // namespace assay::llm

namespace assay::knowledge {

class KnowledgeStore;

struct BuildOptions {
    bool useModel = true;           // ignored when no LlmService is given or its Fast role is not ready
    int columnsPerGroup = 40;       // TiInsight used 40 for GPT-4, 80 for newer models
    int reduceTokenBudget = 3000;   // per reduce prompt
    int similarTables = 8;          // Algorithm 2's coarse search (the paper used 20)
    int entityTables = 20;          // Algorithm 3's N
    bool shareSampleValues = false; // cell values go to the model only when this is on
    bool inferRelationships = true;
    int relationshipBudgetMs = 60000; // finding relationships in the data stops after this
    // The connection's privacy settings (security::AccessPolicy): what never goes into a prompt.
    // `hidden(table, {})` asks about a whole table; a column of a hidden table is hidden too
    // (security::AccessPolicy::hiddenFromModel). Hidden things are still profiled locally.
    std::function<bool(const QString &table, const QString &column)> hidden;
    std::function<bool(const QString &table, const QString &column)> redacted; // values stay here
    bool rebuildAll = false;        // ignore fingerprints
    Profiler::Options profiler;
};

struct BuildProgress {
    QString stage;
    int done = 0;
    int total = 0;
};

struct BuildReport {
    int tablesBuilt = 0;
    int tablesKept = 0;
    QStringList tablesRebuilt; // qualified names
    QStringList tablesAdded;
    QStringList tablesRemoved;
    int modelCalls = 0;
    int failedCalls = 0;
    bool usedModel = false;
    bool cancelled = false;
    qint64 elapsedMs = 0;
    QStringList warnings;
};

class ContextBuilder {
public:
    ContextBuilder(db::Connection &connection, const db::Catalog &catalog, KnowledgeStore *store, llm::LlmService *llm,
                   BuildOptions options);

    void setGlossary(const QList<GlossaryEntry> &glossary) { m_glossary = glossary; }
    // `context` holds what was known before (from the store) and receives the result.
    BuildReport build(DataContext &context, const db::CancelTokenPtr &cancel,
                      const std::function<void(const BuildProgress &)> &progress = {});

private:
    struct Job; // one model call, and what to do with its answer
    bool cancelled() const;
    void report(const QString &stage, int done, int total);
    QList<TableKnowledge *> plan(DataContext &context);
    void profile(const QList<TableKnowledge *> &tables);
    void describeColumns(const QList<TableKnowledge *> &tables);
    // Algorithm 1's map-reduce: a wide table's columns are summarised block by block, the
    // summaries folded recursively until they fit the reduce budget, then one reduce per table.
    struct SummaryPart {
        QString text;
        int from = 0; // the columns it covers
        int to = 0;
    };
    using TableMaterial = QHash<TableKnowledge *, QList<SummaryPart>>;
    void describeTables(const QList<TableKnowledge *> &tables);
    TableMaterial summariseColumnBlocks(const QList<TableKnowledge *> &tables);
    void foldOverBudget(TableMaterial &material);
    QString describedColumns(const TableKnowledge &t, int from, int to) const;
    QString columnNames(const TableKnowledge &t, int from, int to) const;
    // A map or fold answer as the part it summarises; the column names when there is no summary.
    SummaryPart summaryPart(const llm::ChatResponse &answer, const TableKnowledge &t, int from, int to) const;
    // Relationships found in the data (core/relationships); false when it did not finish.
    bool discoverRelationships(DataContext &context);
    void inferRelationships(DataContext &context, const QList<TableKnowledge *> &tables);
    void extractEntities(DataContext &context);
    void summarizeDatabase(DataContext &context);
    // Sends every request at once and waits for all; failures are counted and warned about.
    QList<llm::ChatResponse> fanOut(const QString &stage, const QList<llm::ChatRequest> &requests);
    QString columnLines(const TableKnowledge &table, const QList<int> &indices) const;
    QString glossaryFor(const TableKnowledge &table) const;
    const db::TableInfo *catalogTable(const TableKnowledge &t) const;
    bool hiddenFromModel(const QString &table, const QString &column = {}) const;
    void save(const TableKnowledge &t);

    db::Connection &m_connection;
    const db::Catalog &m_catalog;
    KnowledgeStore *m_store;
    llm::LlmService *m_llm;
    BuildOptions m_options;
    QList<GlossaryEntry> m_glossary;
    db::CancelTokenPtr m_cancel;
    std::function<void(const BuildProgress &)> m_progress;
    BuildReport m_report;
    bool m_useModel = false;
    QSet<QString> m_profiled; // tables whose profile was kept from a build with the same shape
};

// The no-model parts, shared with the offline assistant: table roles from keys and sizes,
// relationships from naming rules confirmed by the data, first questions from the schema's shape.
void assignTableRoles(DataContext &context);
// Name rules ("orders.customer_id" -> the key of "customers"); with a connection each candidate is
// checked against the data (the share of sampled values found in the referenced key) and kept
// only when nearly all are; without one, candidates keep a low confidence.
QList<Relationship> inferRelationshipsByName(const DataContext &context, const db::Catalog &catalog,
                                             db::Connection *verifyWith = nullptr, const db::CancelTokenPtr &cancel = {});
QStringList suggestFirstQuestions(const DataContext &context, int count = 5);
// The database summary to show now: one derived from the schema (no model) is written again in
// the current language, since the stored one is in the language of the build; a model's is
// shown as it wrote it.
DatabaseSummary shownDatabaseSummary(const DataContext &context);
// The share of (sampled) values of a one-column reference found in the referenced column: near 1
// for a real foreign key; -1 when it cannot be measured (composite keys, a failed query).
double referenceCoverage(db::Connection &connection, const db::Catalog &catalog, const Relationship &r,
                         const db::CancelTokenPtr &cancel = {});

} // namespace assay::knowledge
