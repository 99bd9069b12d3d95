#include "llmservice.h"
#include "llmtr.h"

#include "chatexchange.h"
#include "embeddingsexchange.h"
#include "modelsexchange.h"
#include "networkworker.h"

#include "async/whenfinished.h"

#include <QCoreApplication>
#include <QPromise>
#include <QSettings>
#include <QStandardPaths>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

namespace assay::llm {

namespace {

template <typename T> QFuture<T> ready(T value) {
    QPromise<T> promise;
    promise.start();
    promise.addResult(std::move(value));
    promise.finish();
    return promise.future();
}

ChatResponse failedChat(const LlmError &error) {
    ChatResponse r;
    r.error = error;
    return r;
}

LlmError checkUsable(const ProviderConfig &provider, const QString &apiKey) {
    const QString problem = provider.validate();
    if (!problem.isEmpty())
        return LlmError::make(LlmError::Kind::NotConfigured,
                              Tr::tr("%1: %2").arg(provider.name, problem));
    if (kindNeedsApiKey(provider.kind) && apiKey.isEmpty())
        return LlmError::make(
            LlmError::Kind::NotConfigured,
            Tr::tr("There is no API key for %1. Enter it in Settings → Language Models.")
                .arg(provider.name));
    return {};
}

} // namespace

LlmService::LlmService(QObject *parent)
    : LlmService(Options{}, parent) {
}

LlmService::LlmService(Options options, QObject *parent)
    : QObject(parent) {
    if (options.ledgerPath.isEmpty())
        options.ledgerPath = UsageLedger::defaultPath();
    if (options.logDirectory.isEmpty())
        options.logDirectory = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                               QStringLiteral("/logs");
    m_ledger = std::make_shared<UsageLedger>(options.ledgerPath);
    if (options.rememberAcrossSessions) {
        // QSettings objects are per thread: each read and write makes its own.
        CapabilityMemory::Store store;
        store.read = [] { return QSettings().value(QStringLiteral("llm/learned")).toByteArray(); };
        store.write = [](const QByteArray &json) { QSettings().setValue(QStringLiteral("llm/learned"), json); };
        m_memory = std::make_shared<CapabilityMemory>(std::move(store));
    } else {
        m_memory = std::make_shared<CapabilityMemory>();
    }
    m_log = std::make_unique<DebugLog>(options.logDirectory);

    m_thread = new QThread;
    m_thread->setObjectName(QStringLiteral("llm-network"));
    m_worker = new NetworkWorker(m_log.get());
    m_worker->moveToThread(m_thread);
    m_thread->start();
}

LlmService::~LlmService() {
    cancelAll();
    // The worker (and with it the QNetworkAccessManager and every runner) dies on its own thread;
    // runners still running deliver Cancelled to their futures as they go.
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker] { delete worker; }, Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
    delete m_thread;
}

void LlmService::applySettings(const LlmSettings &settings) {
    QMutexLocker lock(&m_mutex);
    m_settings = settings;
    m_log->setEnabled(settings.debugLog);
}

LlmSettings LlmService::settings() const {
    QMutexLocker lock(&m_mutex);
    return m_settings;
}

void LlmService::setApiKey(const QString &providerId, const QString &apiKey) {
    QMutexLocker lock(&m_mutex);
    const QString old = m_keys.value(providerId);
    if (!old.isEmpty())
        m_log->redactor().removeSecret(old);
    if (apiKey.isEmpty()) {
        m_keys.remove(providerId);
        return;
    }
    m_keys.insert(providerId, apiKey);
    m_log->redactor().addSecret(apiKey);
}

bool LlmService::hasApiKey(const QString &providerId) const {
    QMutexLocker lock(&m_mutex);
    return !m_keys.value(providerId).isEmpty();
}

LlmService::Snapshot LlmService::snapshot(Role role) const {
    QMutexLocker lock(&m_mutex);
    Snapshot s;
    s.prices = m_settings.prices;
    s.provider = m_settings.resolve(role);
    if (!s.provider) {
        s.error = LlmError::make(LlmError::Kind::NotConfigured,
                                 Tr::tr("No language model is chosen for the role “%1”. Choose one in "
                                    "Settings → Language Models.")
                                     .arg(roleDisplayName(role)));
        return s;
    }
    s.apiKey = m_keys.value(s.provider->id);
    s.error = checkUsable(*s.provider, s.apiKey);
    if (!s.error && role == Role::Embeddings && !createProvider(*s.provider)->supportsEmbeddings())
        s.error = LlmError::make(LlmError::Kind::NotConfigured,
                                 Tr::tr("%1 has no embedding model set.").arg(s.provider->name));
    return s;
}

bool LlmService::isReady(Role role) const {
    return readiness(role).isNull();
}

LlmError LlmService::readiness(Role role) const {
    return snapshot(role).error;
}

db::CancelTokenPtr LlmService::track(db::CancelTokenPtr token) {
    if (!token)
        token = std::make_shared<db::CancelToken>();
    QMutexLocker lock(&m_mutex);
    m_active.append(token);
    return token;
}

void LlmService::untrack(const db::CancelTokenPtr &token) {
    QMutexLocker lock(&m_mutex);
    m_active.removeOne(token);
}

void LlmService::cancelAll() {
    QMutexLocker lock(&m_mutex);
    for (const db::CancelTokenPtr &t : std::as_const(m_active))
        t->cancel();
}

void LlmService::post(const QString &providerId, const ProviderLimits &limits,
                      std::unique_ptr<Exchange> exchange, std::function<bool()> cancelled) {
    const quint64 id = m_nextRequestId++;
    // std::function needs a copyable callable; the exchange travels in a shared holder.
    auto holder = std::make_shared<std::unique_ptr<Exchange>>(std::move(exchange));
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, id, providerId, limits, holder, cancelled] {
            worker->run(id, providerId, limits, std::move(*holder), cancelled);
        },
        Qt::QueuedConnection);
}

QFuture<ChatResponse> LlmService::chat(Role role, ChatRequest request, db::CancelTokenPtr cancel,
                                       DeltaCallback onDelta) {
    Snapshot s = snapshot(role);
    if (s.error)
        return ready(failedChat(s.error));
    return chat(*s.provider, s.apiKey, std::move(request), std::move(cancel), std::move(onDelta));
}

QFuture<ChatResponse> LlmService::chat(const ProviderConfig &provider, const QString &apiKey,
                                       ChatRequest request, db::CancelTokenPtr cancel,
                                       DeltaCallback onDelta) {
    if (LlmError e = checkUsable(provider, apiKey))
        return ready(failedChat(e));
    if (request.messages.isEmpty())
        return ready(failedChat(
            LlmError::make(LlmError::Kind::BadRequest, Tr::tr("A chat needs at least one message."))));
    if (cancel && cancel->isCancelled())
        return ready(failedChat(
            LlmError::make(LlmError::Kind::Cancelled, Tr::tr("The request was cancelled."))));
    m_log->redactor().addSecret(apiKey); // a key being tried in the settings dialog, too
    const db::CancelToken *scope = cancel.get();
    const db::CancelTokenPtr token = track(std::move(cancel));
    PriceTable prices = settings().prices;
    const quint64 callId = m_nextRequestId++;
    auto promise = std::make_shared<QPromise<ChatResponse>>();
    promise->start();
    QFuture<ChatResponse> future = promise->future();
    auto done = [this, promise, token, provider, request, prices, scope, callId](ChatResponse r) {
        // Providers sometimes echo the key in their error text ("Incorrect API key: sk-...").
        r.error.detail = m_log->redactor().redact(r.error.detail);
        recordUsage(provider, request, r, prices);
        untrack(token);
        if (scope)
            notify(scope, {CallProgress::Stage::Finished, callId, request.purpose,
                           request.jsonResponse, r.text, r});
        promise->addResult(std::move(r));
        promise->finish();
    };
    if (scope && request.stream) {
        // The question's observer sees the text as it arrives; the caller's callback still does.
        auto soFar = std::make_shared<QString>(); // touched on the network thread only
        onDelta = [this, scope, callId, purpose = request.purpose, json = request.jsonResponse,
                   soFar, inner = std::move(onDelta)](const QString &delta) {
            if (inner)
                inner(delta);
            *soFar += delta;
            notify(scope, {CallProgress::Stage::Text, callId, purpose, json, *soFar, {}});
        };
    }
    PayloadReviewer reviewer;
    {
        QMutexLocker lock(&m_mutex);
        reviewer = m_reviewer;
    }
    std::shared_ptr<const Provider> impl(createProvider(provider));
    const ModelCapabilities caps = capabilities(provider);
    auto exchange = std::make_unique<ChatExchange>(impl, request, apiKey, caps, m_memory,
                                                   std::move(onDelta), done);
    auto cancelled = [token, promise] { return token->isCancelled() || promise->isCanceled(); };
    if (!reviewer) {
        post(provider.id, provider.limits, std::move(exchange), cancelled);
        return future;
    }
    // The user reads exactly what would be sent (the body is built by the same provider code that
    // builds the real request; the key travels only in a header, which is not shown).
    const HttpCall call = impl->chatCall(request, caps, QString());
    const PayloadPreview preview{provider.name.isEmpty() ? provider.id : provider.name,
                                 m_log->redactor().redact(call.url.toString()), call.body};
    auto held = std::make_shared<std::unique_ptr<Exchange>>(std::move(exchange));
    auto declined = [done] {
        done(failedChat(LlmError::make(LlmError::Kind::Cancelled, Tr::tr("Not sent: the request was declined in the preview."))));
    };
    async::whenFinished(
        reviewer(preview), this,
        [this, held, provider, cancelled, declined](bool approved) {
            if (!approved) {
                declined();
                return;
            }
            post(provider.id, provider.limits, std::move(*held), cancelled);
        },
        declined);
    return future;
}

ModelCapabilities LlmService::capabilities(const ProviderConfig &provider) const {
    ModelCapabilities caps = capabilitiesFor(provider);
    m_memory->applyTo(provider.id, createProvider(provider)->modelName(), caps);
    return caps;
}

void LlmService::observeCalls(const db::CancelTokenPtr &scope, ProgressObserver observer) {
    if (!scope)
        return;
    QMutexLocker lock(&m_observerMutex);
    m_observers.insert(scope.get(), std::move(observer));
}

void LlmService::stopObserving(const db::CancelTokenPtr &scope) {
    QMutexLocker lock(&m_observerMutex);
    m_observers.remove(scope.get());
}

void LlmService::notify(const db::CancelToken *scope, const CallProgress &progress) {
    QMutexLocker lock(&m_observerMutex);
    const auto it = m_observers.constFind(scope);
    if (it != m_observers.cend() && *it)
        (*it)(progress);
}

void LlmService::setPayloadReviewer(PayloadReviewer reviewer)
{
    QMutexLocker lock(&m_mutex);
    m_reviewer = std::move(reviewer);
}

void LlmService::recordUsage(const ProviderConfig &provider, const ChatRequest &request,
                             ChatResponse &r, const PriceTable &prices) {
    if (const auto cost = prices.cost(r.model, r.usage.promptTokens, r.usage.completionTokens)) {
        r.usage.cost = *cost;
        r.usage.priced = true;
    } else if (const auto configured =
                   prices.cost(provider.model, r.usage.promptTokens, r.usage.completionTokens)) {
        r.usage.cost = *configured;
        r.usage.priced = true;
    } else if (isLocalProvider(provider) || r.usage.totalTokens() == 0) {
        // A model on this machine costs nothing per token; nor does a request nothing processed.
        r.usage.priced = true;
    }
    if (r.attempts == 0)
        return; // nothing reached the provider
    UsageRecord rec;
    rec.at = QDateTime::currentDateTimeUtc();
    rec.kind = QStringLiteral("chat");
    rec.providerId = provider.id;
    rec.providerName = provider.name;
    rec.model = r.model;
    rec.purpose = request.purpose;
    rec.questionId = request.questionId;
    rec.notebookId = request.notebookId;
    rec.promptTokens = r.usage.promptTokens;
    rec.completionTokens = r.usage.completionTokens;
    rec.reasoningTokens = r.usage.reasoningTokens;
    rec.estimated = r.usage.estimated;
    rec.cost = r.usage.cost;
    rec.priced = r.usage.priced;
    rec.errorKind = r.error ? errorKindName(r.error.kind) : QString();
    rec.attempts = r.attempts;
    rec.latencyMs = r.latencyMs;
    m_ledger->record(rec);
    QMetaObject::invokeMethod(
        this, [this] { emit usageRecorded(); }, Qt::QueuedConnection);
}

QString LlmService::embeddingSource() const {
    Snapshot s = snapshot(Role::Embeddings);
    if (s.error)
        return localEmbedder().source();
    const ProviderConfig &p = *s.provider;
    // The dimension is only known after the first call; the prefix identifies the space.
    return providerKindId(p.kind) + QLatin1Char(':') +
           (p.kind == ProviderKind::AzureOpenAI ? p.azureEmbeddingDeployment : p.embeddingModel);
}

QFuture<EmbeddingResponse> LlmService::embed(EmbeddingRequest request, db::CancelTokenPtr cancel) {
    Snapshot s = snapshot(Role::Embeddings);
    if (s.error) {
        // Local hashing: CPU work on the thread pool, not on the caller's thread.
        return QtConcurrent::run([texts = request.texts, cancel] {
            EmbeddingResponse r;
            if (cancel && cancel->isCancelled()) {
                r.error =
                    LlmError::make(LlmError::Kind::Cancelled, Tr::tr("The request was cancelled."));
                return r;
            }
            const vectors::HashedEmbedder embedder;
            r.source = embedder.source();
            r.vectors = embedder.embed(texts);
            return r;
        });
    }
    const ProviderConfig provider = *s.provider;
    const db::CancelTokenPtr token = track(std::move(cancel));
    auto promise = std::make_shared<QPromise<EmbeddingResponse>>();
    promise->start();
    QFuture<EmbeddingResponse> future = promise->future();
    auto done = [this, promise, token, provider, request, prices = s.prices](EmbeddingResponse r) {
        r.error.detail = m_log->redactor().redact(r.error.detail);
        if (const auto cost = prices.cost(provider.embeddingModel, r.promptTokens, 0))
            r.cost = *cost;
        if (r.attempts > 0) {
            UsageRecord rec;
            rec.at = QDateTime::currentDateTimeUtc();
            rec.kind = QStringLiteral("embeddings");
            rec.providerId = provider.id;
            rec.providerName = provider.name;
            rec.model = provider.kind == ProviderKind::AzureOpenAI
                            ? provider.azureEmbeddingDeployment
                            : provider.embeddingModel;
            rec.purpose = request.purpose;
            rec.questionId = request.questionId;
            rec.notebookId = request.notebookId;
            rec.promptTokens = r.promptTokens;
            rec.estimated = r.estimated;
            rec.cost = r.cost;
            rec.priced = prices.find(rec.model).has_value();
            rec.errorKind = r.error ? errorKindName(r.error.kind) : QString();
            rec.attempts = r.attempts;
            rec.latencyMs = r.latencyMs;
            m_ledger->record(rec);
            QMetaObject::invokeMethod(
                this, [this] { emit usageRecorded(); }, Qt::QueuedConnection);
        }
        untrack(token);
        promise->addResult(std::move(r));
        promise->finish();
    };
    auto exchange = std::make_unique<EmbeddingsExchange>(
        std::shared_ptr<const Provider>(createProvider(provider)), request, s.apiKey,
        std::move(done));
    post(provider.id, provider.limits, std::move(exchange),
         [token, promise] { return token->isCancelled() || promise->isCanceled(); });
    return future;
}

QFuture<ModelList> LlmService::listModels(const ProviderConfig &provider, const QString &apiKey) {
    m_log->redactor().addSecret(apiKey);
    auto promise = std::make_shared<QPromise<ModelList>>();
    promise->start();
    QFuture<ModelList> future = promise->future();
    auto finish = [this, promise](ModelList list) {
        list.error.detail = m_log->redactor().redact(list.error.detail);
        promise->addResult(std::move(list));
        promise->finish();
    };
    auto done = [this, provider, apiKey, finish](ModelList list) {
        // What the catalog knows about each listed model: when it goes, what replaces it.
        const QString vendor = provider.kind == ProviderKind::Anthropic ? QStringLiteral("anthropic") : QString();
        for (ModelInfo &m : list.models) {
            const auto entry = provider.kind == ProviderKind::Ollama ? std::nullopt
                                                                     : ModelCatalog::shipped().find(m.id, vendor);
            if (!entry)
                continue;
            if (!m.shutdown.isValid())
                m.shutdown = entry->shutdown;
            m.replacement = entry->replacement;
            if (m.contextWindow == 0 && !entry->family)
                m.contextWindow = entry->contextWindow;
        }
        addModelDetails(provider, apiKey, std::move(list), finish);
    };
    // A listing is interactive: fail fast rather than retry for minutes.
    ProviderLimits limits = provider.limits;
    limits.maxRetries = qMin(limits.maxRetries, 1);
    limits.totalTimeoutMs = qMin(limits.totalTimeoutMs, 20000);
    auto exchange = std::make_unique<ModelsExchange>(
        std::shared_ptr<const Provider>(createProvider(provider)), apiKey, std::move(done));
    post(provider.id, limits, std::move(exchange), [promise] { return promise->isCanceled(); });
    return future;
}

// Ollama's listing has no context windows: /api/show gives the configured model's, once per
// listing (not one call per model: a server may hold hundreds), and it is remembered.
void LlmService::addModelDetails(const ProviderConfig &provider, const QString &apiKey, ModelList list,
                                 std::function<void(ModelList)> done) {
    std::shared_ptr<const Provider> impl(createProvider(provider));
    qsizetype index = -1;
    for (qsizetype i = 0; list.ok() && i < list.models.size(); ++i) {
        if (sameModel(provider.model, list.models[i].id) && list.models[i].contextWindow == 0)
            index = i;
    }
    const std::optional<HttpCall> call =
        index >= 0 ? impl->modelDetailsCall(list.models[index].id, apiKey) : std::nullopt;
    if (!call) {
        done(std::move(list));
        return;
    }
    auto held = std::make_shared<ModelList>(std::move(list));
    auto exchange = std::make_unique<DetailsExchange>(
        impl, *call, [this, impl, held, index, provider, done](const QByteArray &body, const LlmError &error) {
            if (!error) {
                const int window = impl->parseContextWindow(body);
                ModelInfo &m = (*held).models[index];
                m.contextWindow = window;
                m_memory->rememberContextWindow(provider.id, m.id, window);
                if (m.id != provider.model)
                    m_memory->rememberContextWindow(provider.id, provider.model, window);
            }
            done(std::move(*held)); // without details the list still stands
        });
    ProviderLimits limits = provider.limits;
    limits.maxRetries = 0;
    limits.totalTimeoutMs = qMin(limits.totalTimeoutMs, 10000);
    post(provider.id, limits, std::move(exchange), [] { return false; });
}

QFuture<HealthReport> LlmService::checkHealth(const ProviderConfig &provider,
                                              const QString &apiKey) {
    if (const QString problem = provider.validate(); !problem.isEmpty()) {
        HealthReport r;
        r.error = LlmError::make(LlmError::Kind::NotConfigured, problem);
        r.message = problem;
        return ready(r);
    }
    auto promise = std::make_shared<QPromise<HealthReport>>();
    promise->start();
    QFuture<HealthReport> future = promise->future();
    // Continuations run on the network thread, so a caller may wait on this future anywhere.
    auto finish = [promise](HealthReport r) {
        promise->addResult(std::move(r));
        promise->finish();
    };
    async::whenFinished(
        listModels(provider, apiKey), m_worker,
        [this, provider, apiKey, finish](const ModelList &list) {
            HealthReport r;
            r.latencyMs = list.latencyMs;
            // 404: no model listing on this server (some proxies, older local servers).
            if (!list.ok() && list.error.httpStatus != 404) {
                r.error = list.error;
                r.message = list.error.explain();
                finish(r);
                return;
            }
            r.modelCount = list.ok() ? int(list.models.size()) : -1;
            const QString wanted =
                provider.kind == ProviderKind::AzureOpenAI ? QString() : provider.model;
            const ModelInfo *found = nullptr;
            for (const ModelInfo &m : list.models) {
                if (!found && sameModel(wanted, m.id))
                    found = &m;
            }
            r.modelFound = found != nullptr;
            if (list.ok()) {
                r.message = Tr::tr("Connected in %1 ms: %n model(s) listed.", nullptr, r.modelCount)
                                .arg(r.latencyMs);
                if (!wanted.isEmpty())
                    r.message += QLatin1Char(' ') +
                                 (r.modelFound ? Tr::tr("%1 is available.").arg(wanted)
                                               : Tr::tr("%1 is not among them.").arg(wanted));
                const ModelInfo listed = found ? *found : ModelInfo{};
                const QString note = lifecycleNote(wanted, listed.shutdown, listed.replacement, QDate::currentDate());
                if (!note.isEmpty())
                    r.message += QLatin1Char(' ') + note;
            } else {
                r.message = Tr::tr("Connected (the server does not list models).");
            }
            finishHealthCheck(provider, apiKey, r, finish);
        });
    return future;
}

// A listing proves the key, not that questions will work: one small request shaped like
// Assay's own (JSON wanted, streamed, a temperature, a token budget) goes to the model, through
// the same capability rules and adjustments as every call, so what this model refuses is
// learned here rather than on the first question.
void LlmService::finishHealthCheck(const ProviderConfig &provider, const QString &apiKey,
                                   HealthReport report, std::function<void(HealthReport)> finish) {
    ChatRequest ping;
    ping.messages = {Message::system(QStringLiteral("You check that a connection works.")),
                     Message::user(QStringLiteral(
                         "Reply with the JSON object {\"ok\": true} and nothing else."))};
    ping.jsonResponse = true;
    ping.temperature = 0;
    ping.maxTokens = 16;
    ping.effort = Effort::Low;
    ping.stream = true;
    ping.purpose = QStringLiteral("health-check");
    async::whenFinished(
        chat(provider, apiKey, ping), m_worker, [report, finish](const ChatResponse &c) mutable {
            // An empty answer at the token limit is still an accepted request: a reasoning model
            // may think through a small budget.
            report.chatOk = c.ok() || c.error.kind == LlmError::Kind::EmptyAnswer;
            report.ok = report.chatOk;
            report.answeredBy = c.model;
            report.adjustments = c.adjustments;
            if (!report.chatOk) {
                report.error = c.error;
                report.message +=
                    QLatin1Char(' ') + Tr::tr("But the model did not answer a test request: %1")
                                           .arg(c.error.explain());
                finish(report);
                return;
            }
            report.message +=
                QLatin1Char(' ') +
                Tr::tr("%1 answered a test request in %2 ms.").arg(c.model).arg(c.latencyMs);
            if (!c.adjustments.isEmpty()) {
                QStringList what;
                for (Adjustment a : c.adjustments)
                    what << describeAdjustment(a);
                report.message +=
                    QLatin1Char(' ') +
                    Tr::tr("For this model Assay %1.").arg(what.join(QStringLiteral(", ")));
            }
            finish(report);
        });
}

} // namespace assay::llm
