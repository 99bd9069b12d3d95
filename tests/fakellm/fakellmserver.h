#pragma once
// A fake language-model server on loopback that speaks the real protocols over real HTTP/1.1:
// OpenAI-compatible /v1/chat/completions (JSON and SSE), /v1/embeddings and /v1/models (also
// under Azure's /openai/deployments/<name>/... form), Anthropic /v1/messages (JSON and its event
// stream), and Ollama's /api/tags. Answers come from fixtures, first match wins:
//
//   FakeLlmServer server;                       // runs on its own thread
//   server.listen();                            // port 0: the system picks one
//   server.on(Match::lastMessageContains("describe the columns"), Reply::text("..."));
//   server.on(Match::any(), Reply::rateLimited(1), 1);   // only once
//   ... point a provider at server.baseUrl() + "/v1" ...
//   QCOMPARE(server.requests().size(), 2);
//
// It records every request, counts requests in flight (maxInFlight() for concurrency tests) and
// can inject faults (see Reply). All methods are thread-safe; the server never needs the caller's
// event loop, so tests may block on futures while it answers.

#include "match.h"
#include "recordedrequest.h"
#include "reply.h"
#include "responsebuilder.h"
#include "strictservice.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QObject>

#include <memory>

class QThread;

namespace assay::fakellm {

class ServerCore;
struct ServerState;

class FakeLlmServer : public QObject {
    Q_OBJECT
public:
    explicit FakeLlmServer(QObject *parent = nullptr);
    ~FakeLlmServer() override;

    bool listen(quint16 port = 0, const QHostAddress &address = QHostAddress::LocalHost);
    quint16 port() const;
    QString baseUrl() const; // "http://127.0.0.1:<port>"

    // Fixtures: tried in the order added; `times` < 0 means forever, else it expires after that
    // many answers (so "429 once, then the answer" is two fixtures).
    FakeLlmServer &on(const Match &match, const Reply &reply, int times = -1);
    void setFallback(const Reply &reply); // when nothing matches (default: a short text)
    void clearFixtures();
    // Loads fixtures from the JSON format described in README.md; false and `error` when invalid.
    bool loadFixtures(const QJsonObject &json, QString *error = nullptr);
    bool loadFixturesFile(const QString &path, QString *error = nullptr);

    void setModels(const QStringList &models);
    // The day "retired" is measured against (models past their shutdown date answer 404).
    void setToday(const QDate &today);
    // Models this organisation may not stream: stream: true is refused (OpenAI, Azure).
    void setStreamingRefused(const QStringList &models);
    // Ollama's /api/show context_length for a model (default 131072).
    void setContextLength(const QString &model, int tokens);
    void setEmbeddingDimension(int dimension);
    // Requests without this key (Bearer, api-key or x-api-key) get 401.
    void setRequiredApiKey(const QString &key);
    // Refuse and cut what that real service refuses and cuts (strictservice.h); Lenient (the
    // default) accepts anything.
    void behaveLike(Service service);

    QList<RecordedRequest> requests() const;
    QList<RecordedRequest> requests(const QString &path) const;
    void clearRequests();
    int inFlight() const;
    int maxInFlight() const; // the most requests being answered at once since the last reset
    void resetCounters();
    // Resolves when `count` requests have arrived or the timeout passes (from any thread).
    bool waitForRequests(int count, int timeoutMs = 5000) const;

private:
    std::shared_ptr<ServerState> m_state;
    QThread *m_thread = nullptr;
    ServerCore *m_core = nullptr; // lives on m_thread
    quint16 m_port = 0;
};

} // namespace assay::fakellm
