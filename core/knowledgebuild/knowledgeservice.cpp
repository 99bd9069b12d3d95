#include "knowledgeservice.h"
#include "knowledge/knowledgetr.h"

#include "security/accesspolicy.h"

#include "knowledge/knowledgestore.h"

#include "async/whenfinished.h"
#include "db/dbsession.h"
#include "io/atomicfile.h"
#include "llm/llmservice.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QPointer>
#include <QRegularExpression>
#include <QtConcurrent/QtConcurrentRun>

namespace assay::knowledge {
namespace {

struct BuildOutcome {
    DataContext context;
    BuildReport report;
};

struct StoredKnowledge {
    DataContext context;
    QList<GlossaryEntry> glossary;
    QList<ExampleEntry> examples;
    QList<PatternCorrectionEntry> corrections;
    std::shared_ptr<const ValueIndex> values;
    QString error;
};

// Provider embeddings when the Embeddings role has one, the local hashed embedding otherwise;
// batched so a big schema does not become one enormous request.
Embedder serviceEmbedder(llm::LlmService *llm, db::CancelTokenPtr cancel)
{
    return [llm, cancel](const QStringList &texts, QString *error) {
        QList<llm::EmbeddingVector> out;
        constexpr int Batch = 256;
        for (int from = 0; from < texts.size(); from += Batch) {
            llm::EmbeddingRequest request;
            request.texts = texts.mid(from, Batch);
            request.purpose = QStringLiteral("knowledge-index");
            QFuture<llm::EmbeddingResponse> f = llm->embed(request, cancel);
            f.waitForFinished();
            if (f.resultCount() == 0 || !f.result().ok()) {
                if (error)
                    *error = f.resultCount() ? f.result().error.message : Tr::tr("Embedding was cancelled.");
                return QList<llm::EmbeddingVector>{};
            }
            out += f.result().vectors;
        }
        return out;
    };
}

} // namespace

KnowledgeService::KnowledgeService(llm::LlmService *llm, QObject *parent)
    : KnowledgeService(llm, Options{}, parent)
{
}

KnowledgeService::KnowledgeService(llm::LlmService *llm, Options options, QObject *parent)
    : QObject(parent)
    , m_llm(llm)
    , m_options(std::move(options))
    , m_snapshot(std::make_shared<const KnowledgeSnapshot>())
    , m_lifetime(std::make_shared<db::CancelToken>())
{
    qRegisterMetaType<assay::knowledge::BuildReport>();
}

KnowledgeService::~KnowledgeService()
{
    m_lifetime->cancel();
    m_destroying = true; // no signals to views that may already be half gone
    detach();
    // Teardown: the old build's work uses the model service, which goes with the window.
    db::DbSession::waitForRetired();
    for (QFuture<void> &f : m_pending)
        f.waitForFinished();
}

void KnowledgeService::track(QFuture<void> future)
{
    m_pending.removeIf([](const QFuture<void> &f) { return f.isFinished(); });
    m_pending << future;
}

QString KnowledgeService::storeKey(const db::ConnectionConfig &config)
{
    if (!config.id.isEmpty())
        return config.id;
    // A connection that was never saved (a SQLite file opened directly): known by where it
    // points, so reopening the same file finds the same knowledge.
    const QString where = QStringList{db::engineKey(config.engine), config.filePath, config.host, QString::number(config.effectivePort()),
                                      config.database, config.user, config.odbcConnectionString}
                              .join(u'\x1f');
    return QStringLiteral("auto-") + QString::fromLatin1(QCryptographicHash::hash(where.toUtf8(), QCryptographicHash::Sha1).toHex().left(16));
}

QList<PatternCorrectionEntry> KnowledgeService::storedCorrections(const db::ConnectionConfig &config)
{
    const QString path = KnowledgeStore::defaultPath(storeKey(config));
    if (!QFileInfo::exists(path))
        return {}; // never create a store just to read it
    KnowledgeStore store;
    if (!store.open(path).isEmpty())
        return {};
    return store.patternCorrections();
}

QString KnowledgeService::storePath() const
{
    return storePathFor(m_options, m_config);
}

QString KnowledgeService::storePathFor(const Options &options, const db::ConnectionConfig &config)
{
    if (options.storeDirectory.isEmpty())
        return KnowledgeStore::defaultPath(storeKey(config));
    QString id = storeKey(config);
    id.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")), QStringLiteral("_"));
    return QDir(options.storeDirectory).filePath(id + QStringLiteral(".sqlite"));
}

std::shared_ptr<const KnowledgeSnapshot> KnowledgeService::snapshot() const
{
    std::lock_guard lock(m_snapshotMutex);
    return m_snapshot;
}

void KnowledgeService::publish(std::function<void(KnowledgeSnapshot &)> change, bool reindexAfter)
{
    {
        std::lock_guard lock(m_snapshotMutex);
        auto next = std::make_shared<KnowledgeSnapshot>(*m_snapshot);
        change(*next);
        // Every snapshot shows the relationships as built with the analyst's decisions applied.
        next->context.relationships = m_builtRelationships;
        applyRelationshipDecisions(next->context, next->corrections);
        m_snapshot = std::move(next);
    }
    if (reindexAfter)
        reindex();
}

void KnowledgeService::attach(const db::ConnectionConfig &config, const QString &password, const db::Catalog &catalog)
{
    auto session = std::make_unique<db::DbSession>(config);
    const quint64 next = m_generation + 2; // detach() and attach() below each advance it once
    async::whenFinished(session->open(password), this, [this, next](const db::DbError &error) {
        if (next == m_generation && error)
            emit errorOccurred(Tr::tr("Knowledge about this database cannot be built: %1").arg(error.displayText()));
    });
    attach(std::move(session), catalog);
}

void KnowledgeService::attach(std::unique_ptr<db::DbSession> session, const db::Catalog &catalog)
{
    detach();
    if (!session)
        return;
    ++m_generation;
    m_config = session->config();
    m_catalog = catalog;
    m_store = std::make_shared<KnowledgeStore>();
    m_session = std::move(session);
    m_builtRelationships.clear();
    publish([&](KnowledgeSnapshot &s) {
        s = KnowledgeSnapshot{};
        s.connectionId = m_config.id;
        s.catalog = catalog;
    }, false);
    loadStored();
}

void KnowledgeService::loadStored()
{
    const quint64 generation = m_generation;
    std::shared_ptr<KnowledgeStore> store = m_store;
    const QString path = storePath();
    QFuture<StoredKnowledge> f = QtConcurrent::run([store, path] {
        StoredKnowledge k;
        QDir().mkpath(QFileInfo(path).absolutePath());
        k.error = store->open(path);
        if (!k.error.isEmpty())
            return k;
        QString error;
        if (!store->loadContext(&k.context, &error))
            k.error = error;
        store->applyUserDescriptions(k.context);
        k.glossary = store->glossary();
        k.examples = store->examples();
        k.corrections = store->patternCorrections();
        const QList<StoredValue> values = store->values();
        if (!values.isEmpty()) {
            auto index = std::make_shared<ValueIndex>();
            index->build(values);
            k.values = index;
        }
        return k;
    });
    async::whenFinished(f, this, [this, generation](const StoredKnowledge &k) {
        if (generation != m_generation)
            return;
        if (!k.error.isEmpty())
            emit errorOccurred(Tr::tr("The stored knowledge could not be read (%1); it will be built again.").arg(k.error));
        m_builtRelationships = k.context.relationships;
        publish([&](KnowledgeSnapshot &s) {
            s.context = k.context;
            s.glossary = k.glossary;
            s.examples = k.examples;
            s.corrections = k.corrections;
            s.values = k.values;
        }, true);
        m_loaded = true;
        emit loaded();
        emit contextChanged();
        emit correctionsChanged();
        if (k.values)
            emit valuesReady(k.values->size());
        const bool stale = k.context.tables.isEmpty() || k.context.catalogFingerprint != QString::fromLatin1(m_catalog.fingerprint());
        if (m_options.buildOnAttach && stale)
            startBuild(false);
        else if (m_options.indexValues && !k.context.tables.isEmpty())
            indexValues({}); // only what an earlier session did not finish
    });
}

void KnowledgeService::catalogChanged(const db::Catalog &catalog)
{
    if (!m_session)
        return;
    m_catalog = catalog;
    publish([&](KnowledgeSnapshot &s) { s.catalog = catalog; }, false);
    if (m_loaded && m_options.buildOnAttach)
        startBuild(false);
}

void KnowledgeService::detach()
{
    const bool hadSession = m_session != nullptr;
    ++m_generation;
    if (m_buildCancel)
        m_buildCancel->cancel();
    if (m_valuesCancel)
        m_valuesCancel->cancel();
    if (m_session) {
        m_session->cancelAll();
        m_session.reset(); // its worker stops the cancelled work and closes on its own
    }
    m_store.reset();
    m_loaded = false;
    m_building = false;
    m_buildQueued = false;
    m_indexingValues = false;
    const bool wasAttached = hadSession;
    m_builtRelationships.clear();
    publish([](KnowledgeSnapshot &s) { s = KnowledgeSnapshot{}; }, false);
    if (wasAttached && !m_destroying)
        emit detached();
}

void KnowledgeService::build(bool rebuildAll)
{
    if (!m_session)
        return;
    startBuild(rebuildAll);
}

void KnowledgeService::cancelBuild()
{
    if (m_buildCancel && m_session)
        m_session->cancel(m_buildCancel);
    m_buildQueued = false;
}

void KnowledgeService::startBuild(bool rebuildAll)
{
    if (m_building) {
        m_buildQueued = true;
        return;
    }
    m_building = true;
    emit buildStarted();
    if (m_valuesCancel)
        m_valuesCancel->cancel(); // the value index follows the build
    m_buildCancel = std::make_shared<db::CancelToken>();
    BuildOptions options = m_options.build;
    options.rebuildAll = rebuildAll;
    // The connection's privacy settings decide what the model hears while the context is built.
    const security::AccessPolicy policy = security::AccessPolicy::fromJson(m_config.privacy);
    if (!policy.isEmpty()) {
        options.hidden = [policy](const QString &table, const QString &column) {
            return policy.hiddenFromModel(table, column);
        };
        options.redacted = [policy](const QString &table, const QString &column) {
            return policy.valueWithheld(table, column);
        };
    }
    if (m_config.privacy.contains(QStringLiteral("shareSampleValues")))
        options.shareSampleValues = policy.shareSampleValues;
    const std::shared_ptr<const KnowledgeSnapshot> current = snapshot();
    const db::Catalog catalog = m_catalog;
    std::shared_ptr<KnowledgeStore> store = m_store;
    llm::LlmService *llm = m_llm;
    db::CancelTokenPtr cancel = m_buildCancel;
    const quint64 generation = m_generation;
    // The worker posts progress here, through the application object (a detach does not wait
    // for the worker, so the build may end after this service is gone).
    auto progress = [self = QPointer<KnowledgeService>(this), generation](const BuildProgress &p) {
        async::postIfAlive(self, [generation, p](KnowledgeService &s) {
            if (generation == s.m_generation)
                emit s.buildProgress(p.stage, p.done, p.total);
        });
    };
    QFuture<BuildOutcome> f = m_session->submit<BuildOutcome>(
        [=](db::Connection &connection) {
            BuildOutcome out;
            out.context = current->context;
            if (!connection.isOpen()) {
                out.report.warnings << Tr::tr("Assay could not open its own connection to the database, so nothing was profiled.");
                return out;
            }
            ContextBuilder builder(connection, catalog, store.get(), llm, options);
            builder.setGlossary(current->glossary);
            out.report = builder.build(out.context, cancel, progress);
            return out;
        },
        cancel);
    async::whenFinished(f, this,
        [this, generation](const BuildOutcome &o) {
            if (generation == m_generation)
                finishBuild(o.context, o.report);
        },
        [this, generation] {
            if (generation != m_generation)
                return;
            // Cancelled before it started: nothing changed.
            m_building = false;
            BuildReport report;
            report.cancelled = true;
            m_lastReport = report;
            emit buildFinished(report);
        });
}

void KnowledgeService::finishBuild(const DataContext &context, const BuildReport &report)
{
    m_building = false;
    m_lastReport = report;
    m_builtRelationships = context.relationships;
    publish([&](KnowledgeSnapshot &s) { s.context = context; }, true);
    emit contextChanged();
    emit buildFinished(report);
    // Rebuilt tables are read again; tables never (completely) read are picked up as well.
    if (m_options.indexValues && !report.cancelled)
        indexValues(report.tablesRebuilt, !report.tablesRemoved.isEmpty());
    if (m_buildQueued) {
        m_buildQueued = false;
        startBuild(false);
    }
}

void KnowledgeService::reindex()
{
    const quint64 revision = ++m_indexRevision;
    const quint64 generation = m_generation;
    const std::shared_ptr<const KnowledgeSnapshot> current = snapshot();
    const QString cache = m_store && m_llm
                              ? storePath() + QStringLiteral(".vectors-")
                                    + m_llm->embeddingSource().replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")), QStringLiteral("_"))
                              : QString();
    Embedder embed = m_llm ? serviceEmbedder(m_llm, m_lifetime) : localEmbedder();
    QFuture<std::shared_ptr<const Retriever>> f = QtConcurrent::run([current, embed, cache] {
        auto retriever = std::make_shared<Retriever>();
        QString error;
        retriever->build(current->context, current->glossary, current->examples, embed, &error, cache);
        return std::shared_ptr<const Retriever>(retriever);
    });
    track(QFuture<void>(f));
    async::whenFinished(f, this, [this, revision, generation](const std::shared_ptr<const Retriever> &retriever) {
        if (generation != m_generation || revision != m_indexRevision)
            return;
        publish([&](KnowledgeSnapshot &s) { s.retriever = retriever; }, false);
        emit retrievalReady(retriever->size());
    });
}

void KnowledgeService::indexValues(const QStringList &tables, bool reindexAnyway)
{
    if (!m_session || !m_store)
        return;
    if (m_valuesCancel)
        m_valuesCancel->cancel();
    m_valuesCancel = std::make_shared<db::CancelToken>();
    m_indexingValues = true;
    const std::shared_ptr<const KnowledgeSnapshot> current = snapshot();
    std::shared_ptr<KnowledgeStore> store = m_store;
    db::CancelTokenPtr cancel = m_valuesCancel;
    const quint64 generation = m_generation;
    auto progress = [self = QPointer<KnowledgeService>(this), generation](int done, int total) {
        async::postIfAlive(self, [generation, done, total](KnowledgeService &s) {
            if (generation == s.m_generation)
                emit s.valuesProgress(done, total);
        });
    };
    QFuture<std::shared_ptr<const ValueIndex>> f = m_session->submit<std::shared_ptr<const ValueIndex>>(
        [=](db::Connection &connection) {
            ValueCollector collector(connection);
            // The tables asked for, and any whose values were never collected completely (a
            // collection cancelled earlier) or were collected from an older shape of the table.
            const QHash<QString, QString> collected = store->valuesCollected();
            QList<const TableKnowledge *> todo;
            int columns = 0;
            for (const TableKnowledge &t : current->context.tables) {
                if (tables.contains(t.qualifiedName(), Qt::CaseInsensitive) || collected.value(t.key()) != t.fingerprint) {
                    todo << &t;
                    columns += int(std::count_if(t.columns.begin(), t.columns.end(),
                                                 [](const ColumnKnowledge &c) { return ValueCollector::worthIndexing(c, {}); }));
                }
            }
            if (todo.isEmpty() && !reindexAnyway)
                return std::shared_ptr<const ValueIndex>(); // nothing new: the current index stands
            int done = 0;
            for (const TableKnowledge *t : std::as_const(todo)) {
                bool complete = true;
                for (const ColumnKnowledge &c : t->columns) {
                    if (!ValueCollector::worthIndexing(c, {}))
                        continue;
                    if (cancel->isCancelled())
                        return std::shared_ptr<const ValueIndex>();
                    progress(done++, columns);
                    QString error;
                    const auto values = collector.collect(*t, c, cancel, &error);
                    if (error.isEmpty())
                        store->replaceValues(t->qualifiedName(), c.name, values);
                    else
                        complete = false;
                }
                if (complete && !cancel->isCancelled())
                    store->markValuesCollected(t->qualifiedName(), t->fingerprint);
            }
            progress(done, columns);
            auto index = std::make_shared<ValueIndex>();
            index->build(store->values());
            return std::shared_ptr<const ValueIndex>(index);
        },
        cancel);
    auto isCurrent = [this, generation, cancel] { return generation == m_generation && cancel == m_valuesCancel; };
    async::whenFinished(f, this,
        [this, isCurrent](const std::shared_ptr<const ValueIndex> &index) {
            if (!isCurrent())
                return;
            m_indexingValues = false;
            if (!index)
                return; // nothing new: the current index stands
            publish([&](KnowledgeSnapshot &s) { s.values = index; }, false);
            emit valuesReady(index->size());
        },
        [this, isCurrent] {
            if (isCurrent())
                m_indexingValues = false; // cancelled: the previous index stays
        });
}

} // namespace assay::knowledge
