#pragma once
// The one door to language models. Owns the network thread (a QNetworkAccessManager lives there),
// the configured providers and their API keys (in memory only), the role mapping, the usage
// ledger and the debug log. Every method may be called from any thread and never blocks: calls
// return QFutures that agents on worker threads may wait on; the GUI thread never waits, it hands
// them to async::whenFinished (core/async/whenfinished.h).
//
//   auto future = service.chat(llm::Role::Fast, request, token, [](const QString &delta) { ... });
//   llm::ChatResponse r = future.result(); // on a worker thread
//
// Cancelling the token (or the future) aborts the HTTP request within about 20 ms; the future then
// holds a response with error kind Cancelled and whatever text had arrived.

#include "chattypes.h"
#include "debuglog.h"
#include "embeddingtypes.h"
#include "vectors/hashedembedder.h"
#include "llmsettings.h"
#include "provider.h"
#include "usageledger.h"

#include "db/resulttypes.h"

#include <QFuture>
#include <QHash>
#include <QMutex>
#include <QObject>

#include <functional>

#include <atomic>
#include <memory>

class QThread;

namespace assay::llm {

class NetworkWorker;

// The exact request about to leave the machine, for the user to read before it is sent.
struct PayloadPreview {
    QString provider; // the provider's name
    QString url;      // where it goes (credentials never appear here)
    QByteArray body;  // the JSON body, byte for byte what is sent
};
// Answers whether to send. Called on the thread that asked for the chat; the future may finish on
// any thread. A cancelled future counts as "do not send".
using PayloadReviewer = std::function<QFuture<bool>(const PayloadPreview &)>;

// What one of a question's calls is doing, for whoever shows the question's progress: its text
// as it streams in, then how it ended (which model answered, at what cost, or why it failed).
struct CallProgress {
    enum class Stage { Text, Finished };
    Stage stage = Stage::Text;
    quint64 callId = 0;
    QString purpose; // the request's label ("ask-generate", "insight", ...)
    bool json = false;
    QString text;    // the answer so far (Text), or the whole answer (Finished)
    ChatResponse response; // Finished: model, provider, usage with its price, error
};
// Called on the network thread; keep it short (post the progress on, never block).
using ProgressObserver = std::function<void(const CallProgress &)>;

class LlmService : public QObject {
    Q_OBJECT
public:
    struct Options {
        QString ledgerPath;   // empty: UsageLedger::defaultPath()
        QString logDirectory; // empty: <AppDataLocation>/logs
        // Keep what providers' refusals taught (and the context windows they reported) in the
        // application's QSettings under llm/learned, so the next session starts knowing it.
        bool rememberAcrossSessions = false;
    };

    explicit LlmService(QObject *parent = nullptr);
    explicit LlmService(Options options, QObject *parent = nullptr);
    ~LlmService()
        override; // cancels what is in flight (futures finish as Cancelled), joins the thread

    void applySettings(const LlmSettings &settings);
    LlmSettings settings() const;
    // Keys come from SecretStore; they are kept in memory and registered with the log's redactor.
    void setApiKey(const QString &providerId, const QString &apiKey);
    bool hasApiKey(const QString &providerId) const;

    // Whether the role has a provider with what it needs (a model, a key when the kind needs one).
    bool isReady(Role role) const;
    LlmError readiness(Role role) const;

    QFuture<ChatResponse> chat(Role role, ChatRequest request, db::CancelTokenPtr cancel = {},
                               DeltaCallback onDelta = {});
    // The same on an explicit provider (the settings dialog, tests).
    QFuture<ChatResponse> chat(const ProviderConfig &provider, const QString &apiKey,
                               ChatRequest request, db::CancelTokenPtr cancel = {},
                               DeltaCallback onDelta = {});

    // With the Embeddings role assigned to a provider that makes embeddings: its vectors. Otherwise
    // the local hashed embedding (no network). Either way every vector carries its source.
    QFuture<EmbeddingResponse> embed(EmbeddingRequest request, db::CancelTokenPtr cancel = {});
    QString
    embeddingSource() const; // where embed() vectors come from now ("local-hash-v1/512", ...)
    static vectors::HashedEmbedder localEmbedder() { return vectors::HashedEmbedder(); }

    // The provider's models, each with its shutdown date (the provider's, else the catalog's)
    // and replacement; on Ollama the configured model's context window too (/api/show), which
    // is remembered so num_ctx stays within it.
    QFuture<ModelList> listModels(const ProviderConfig &provider, const QString &apiKey);
    QFuture<HealthReport> checkHealth(const ProviderConfig &provider, const QString &apiKey);

    void cancelAll();

    // Every chat made with `scope` as its cancel token (one question's calls, whichever part of
    // Assay makes them) reports its progress to `observer` until stopObserving(scope). After
    // stopObserving returns, the observer is not running and will not be called again.
    void observeCalls(const db::CancelTokenPtr &scope, ProgressObserver observer);
    void stopObserving(const db::CancelTokenPtr &scope);

    // What the session learned each provider's models refuse (modelcapabilities.h).
    CapabilityMemory &capabilityMemory() { return *m_memory; }
    // The capabilities a call to this provider's model starts with: table, overrides, learned.
    ModelCapabilities capabilities(const ProviderConfig &provider) const;

    // With a reviewer, every chat request waits for its approval before it is sent (Settings →
    // Preview Requests). Declined requests finish as Cancelled and never reach the network.
    void setPayloadReviewer(PayloadReviewer reviewer);

    UsageLedger &ledger() { return *m_ledger; }
    DebugLog &debugLog() { return *m_log; }

signals:
    void usageRecorded(); // after a call is written to the ledger (queued to this object's thread)

private:
    struct Snapshot {
        std::optional<ProviderConfig> provider;
        QString apiKey;
        PriceTable prices;
        LlmError error;
    };
    Snapshot snapshot(Role role) const;
    void post(const QString &providerId, const ProviderLimits &limits,
              std::unique_ptr<class Exchange> exchange, std::function<bool()> cancelled);
    void recordUsage(const ProviderConfig &provider, const ChatRequest &request,
                     ChatResponse &response, const PriceTable &prices);
    db::CancelTokenPtr track(db::CancelTokenPtr token);
    void untrack(const db::CancelTokenPtr &token);
    void notify(const db::CancelToken *scope, const CallProgress &progress);
    void finishHealthCheck(const ProviderConfig &provider, const QString &apiKey, HealthReport report,
                           std::function<void(HealthReport)> finish);
    void addModelDetails(const ProviderConfig &provider, const QString &apiKey, ModelList list,
                         std::function<void(ModelList)> done);

    mutable QMutex m_mutex;
    LlmSettings m_settings;
    QHash<QString, QString> m_keys;
    QList<db::CancelTokenPtr> m_active;
    PayloadReviewer m_reviewer;
    std::shared_ptr<CapabilityMemory> m_memory;
    QMutex m_observerMutex; // held while an observer runs, so stopObserving can wait it out
    QHash<const db::CancelToken *, ProgressObserver> m_observers;

    std::shared_ptr<UsageLedger> m_ledger;
    std::unique_ptr<DebugLog> m_log;
    QThread *m_thread = nullptr;
    NetworkWorker *m_worker = nullptr; // lives on m_thread
    std::atomic<quint64> m_nextRequestId{1};
};

} // namespace assay::llm
