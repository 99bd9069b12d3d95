#pragma once
// What Assay knows about the current connection, kept up to date in the background. One instance
// per window, living on the GUI thread; all database, model and indexing work runs elsewhere:
//   - a DbSession of its own (so profiling never queues behind the user's queries), opened with
//     the password once at attach() and never keeping it;
//   - the context build (ContextBuilder) on that session's worker, blocking on model futures there;
//   - the retrieval index on the thread pool; the distinct-value collection on the worker again.
// Readers on any thread take snapshot(): an immutable view (context, glossary, examples, the
// retriever, the value index) that stays valid while they use it, however the service moves on.

#include "contextbuilder.h"
#include "knowledge/examples.h"
#include "knowledge/glossary.h"
#include "knowledge/knowledgesnapshot.h"
#include "knowledge/relationshipdecisions.h"

#include "db/catalog.h"
#include "db/connectionconfig.h"

#include <QFuture>
#include <QObject>
#include <QPointer>

#include <memory>
#include <mutex>

namespace assay::db {
class DbSession;
}
namespace assay::llm {
class LlmService;
}

namespace assay::knowledge {

class KnowledgeStore;

class KnowledgeService : public QObject {
    Q_OBJECT
public:
    struct Options {
        QString storeDirectory;      // empty: the application data directory's knowledge/
        bool buildOnAttach = true;   // build (or update) the context when it is missing or stale
        bool indexValues = true;     // collect distinct values for value search after a build
        BuildOptions build;
    };

    explicit KnowledgeService(llm::LlmService *llm, QObject *parent = nullptr);
    KnowledgeService(llm::LlmService *llm, Options options, QObject *parent = nullptr);
    ~KnowledgeService() override;

    Options options() const { return m_options; }
    void setOptions(const Options &options) { m_options = options; }

    // Starts following a connection (replacing any previous one). Loads the stored context in the
    // background, then builds what is missing or changed when buildOnAttach is set. The password
    // opens the service's own session and is not kept.
    void attach(const db::ConnectionConfig &config, const QString &password, const db::Catalog &catalog);
    // The same with a session already opened (or opening) for this service alone.
    void attach(std::unique_ptr<db::DbSession> session, const db::Catalog &catalog);
    // The catalog was reloaded (the user refreshed it): update what changed.
    void catalogChanged(const db::Catalog &catalog);
    void detach();
    bool isAttached() const { return m_session != nullptr; }
    QString connectionId() const { return m_config.id; }
    // Which knowledge store a connection uses: its id, or for an unsaved connection a digest of
    // where it points.
    static QString storeKey(const db::ConnectionConfig &config);
    // The knowledge store file of a connection under these options (other stores keep their
    // tables in it too: the schema last seen, the verified answers).
    static QString storePathFor(const Options &options, const db::ConnectionConfig &config);
    // The analyst's corrections stored for a connection (join choices, relationship decisions),
    // for readers without a service (assay mcp, assay ask); empty when nothing was ever stored.
    static QList<PatternCorrectionEntry> storedCorrections(const db::ConnectionConfig &config);

    // Builds the context: only changed tables unless `rebuildAll`. No-op while one runs.
    void build(bool rebuildAll = false);
    void cancelBuild();
    bool isBuilding() const { return m_building; }
    bool isIndexingValues() const { return m_indexingValues; }
    BuildReport lastReport() const { return m_lastReport; }

    // The current view; never null (empty before the first load).
    std::shared_ptr<const KnowledgeSnapshot> snapshot() const;

    // --- edits (saved at once; the user's text wins over generated text in every rebuild) --------
    QString setTableDescription(const QString &table, const QString &text);
    QString setColumnDescription(const QString &table, const QString &column, const QString &text);
    QString saveGlossaryEntry(GlossaryEntry entry);
    QString removeGlossaryEntry(qint64 id);
    // Imports a .csv or .md file; returns how many entries were added, with warnings per skipped row.
    int importGlossary(const QString &path, QString *error, QStringList *warnings = nullptr);
    QString exportGlossary(const QString &path) const;
    // A question/SQL pair (from the user, or a thumbs-up on a generated query). The tables and
    // columns it uses are found by parsing the SQL against the catalog.
    QString addExample(const QString &question, const QString &sql, ExampleEntry::Source source = ExampleEntry::Source::User);
    QString removeExample(qint64 id);
    // The analyst's corrections to the schema's patterns: a join choice made when Assay asked
    // which way tables connect, a table that is (not) a lookup. Saved at once; an entry of the same
    // kind saying the same replaces the older one. Listed, and removable, in the Knowledge panel.
    QString addPatternCorrection(const PatternCorrectionEntry &entry);
    QString removePatternCorrection(qint64 id);
    // The analyst's say over a relationship (relationshipdecisions.h): keep one found (or add one
    // of their own), or reject one found. Replaces any earlier decision about the same link; saved
    // at once and applied to every snapshot from now on (planner, model context, offline, MCP).
    QString decideRelationship(const Relationship &relationship, RelationshipDecision decision);
    // Forgets the decision about this link, if any: a found relationship is found again, one the
    // user added is gone.
    QString forgetRelationshipDecision(const Relationship &relationship);
    // The user ran this query successfully (console or notebook): remembered for SQL2NL.
    void recordQuery(const QString &sql);
    QStringList recentQueries(int limit = 50) const;
    // SQL2NL: the model writes a question for each query (the user's history), added as examples.
    // Runs in the background; examplesChanged() when done, failures in generationFinished().
    void generateExamplesFromQueries(const QStringList &sqls);

signals:
    void loaded();                    // the stored context is in the snapshot
    void detached();                  // no connection any more; the snapshot is empty
    void buildStarted();
    void buildProgress(const QString &stage, int done, int total);
    void buildFinished(const assay::knowledge::BuildReport &report);
    void contextChanged();            // descriptions, relationships, summary
    void glossaryChanged();
    void examplesChanged();
    void correctionsChanged();
    void retrievalReady(int items);   // the retriever covers the current context
    void valuesProgress(int done, int total);
    void valuesReady(int values);
    void generationFinished(int added, const QStringList &failures);
    void errorOccurred(const QString &message); // for the window's banner

private:
    void loadStored();
    void startBuild(bool rebuildAll);
    void finishBuild(const DataContext &context, const BuildReport &report);
    void publish(std::function<void(KnowledgeSnapshot &)> change, bool reindex);
    void reindex();
    // Collects values of `tables` and of any table not collected completely before; rebuilds the
    // index when anything was collected (or `reindexAnyway`, after tables were removed).
    void indexValues(const QStringList &tables, bool reindexAnyway = false);
    QString storePath() const;
    void track(QFuture<void> future);

    llm::LlmService *m_llm;
    Options m_options;
    db::ConnectionConfig m_config;
    db::Catalog m_catalog;
    std::unique_ptr<db::DbSession> m_session;
    std::shared_ptr<KnowledgeStore> m_store;
    mutable std::mutex m_snapshotMutex;
    std::shared_ptr<const KnowledgeSnapshot> m_snapshot;
    db::CancelTokenPtr m_buildCancel;
    db::CancelTokenPtr m_valuesCancel;
    bool m_loaded = false;
    bool m_destroying = false;
    bool m_building = false;
    bool m_buildQueued = false;
    bool m_indexingValues = false;
    // Cancelled when the service goes: thread-pool work (indexing, SQL2NL) that may still be
    // waiting on the model stops, and the destructor waits for it.
    db::CancelTokenPtr m_lifetime;
    QList<QFuture<void>> m_pending;
    quint64 m_generation = 0;    // answers from a previous attach are dropped
    quint64 m_indexRevision = 0; // only the latest retrieval index is published
    BuildReport m_lastReport;
    // The relationships as built (declared and found), before the analyst's decisions are applied
    // to each published snapshot: a decision taken back restores what was found.
    QList<Relationship> m_builtRelationships;
};

} // namespace assay::knowledge

Q_DECLARE_METATYPE(assay::knowledge::BuildReport)
