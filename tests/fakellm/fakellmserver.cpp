#include "fakellmserver.h"

#include "fixturefile.h"
#include "serverconnection.h"
#include "serverstate.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QJsonDocument>
#include <QTcpServer>
#include <QThread>

namespace assay::fakellm {

// The listening socket and its connections, on the server's thread.
class ServerCore final : public QObject {
public:
    explicit ServerCore(std::shared_ptr<ServerState> state)
        : m_state(std::move(state)) {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection())
                new ServerConnection(socket, m_state, this);
        });
    }

    quint16 listen(quint16 port, const QHostAddress &address) {
        m_server.setListenBacklogSize(256); // a burst of 100 connections must not be refused
        return m_server.listen(address, port) ? m_server.serverPort() : 0;
    }

private:
    std::shared_ptr<ServerState> m_state;
    QTcpServer m_server{this}; // a child, so moveToThread takes it along
};

FakeLlmServer::FakeLlmServer(QObject *parent)
    : QObject(parent)
    , m_state(std::make_shared<ServerState>()) {
    m_thread = new QThread;
    m_thread->setObjectName(QStringLiteral("fake-llm"));
    m_core = new ServerCore(m_state);
    m_core->moveToThread(m_thread);
    m_thread->start();
}

FakeLlmServer::~FakeLlmServer() {
    QMetaObject::invokeMethod(
        m_core, [core = m_core] { delete core; }, Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
    delete m_thread;
}

bool FakeLlmServer::listen(quint16 port, const QHostAddress &address) {
    quint16 bound = 0;
    QMetaObject::invokeMethod(
        m_core, [&] { bound = m_core->listen(port, address); }, Qt::BlockingQueuedConnection);
    m_port = bound;
    return bound != 0;
}

quint16 FakeLlmServer::port() const {
    return m_port;
}

QString FakeLlmServer::baseUrl() const {
    return QStringLiteral("http://127.0.0.1:%1").arg(m_port);
}

FakeLlmServer &FakeLlmServer::on(const Match &match, const Reply &reply, int times) {
    QMutexLocker lock(&m_state->mutex);
    m_state->fixtures.append({match, reply, times});
    return *this;
}

void FakeLlmServer::setFallback(const Reply &reply) {
    QMutexLocker lock(&m_state->mutex);
    m_state->fallback = reply;
}

void FakeLlmServer::clearFixtures() {
    QMutexLocker lock(&m_state->mutex);
    m_state->fixtures.clear();
}

bool FakeLlmServer::loadFixtures(const QJsonObject &json, QString *error) {
    FixtureSet set;
    if (!parseFixtureSet(json, &set, error))
        return false;
    QMutexLocker lock(&m_state->mutex);
    for (const auto &f : std::as_const(set.fixtures))
        m_state->fixtures.append({f.match, f.reply, f.times});
    if (set.fallback)
        m_state->fallback = *set.fallback;
    if (!set.models.isEmpty())
        m_state->facts.models = set.models;
    if (set.embeddingDimension > 0)
        m_state->facts.embeddingDimension = set.embeddingDimension;
    if (!set.requiredApiKey.isEmpty())
        m_state->requiredKey = set.requiredApiKey;
    m_state->service = set.service;
    return true;
}

bool FakeLlmServer::loadFixturesFile(const QString &path, QString *error) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("Cannot read %1: %2").arg(path, f.errorString());
        return false;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error =
                QStringLiteral("%1: %2 at offset %3").arg(path, pe.errorString()).arg(pe.offset);
        return false;
    }
    return loadFixtures(doc.object(), error);
}

void FakeLlmServer::setModels(const QStringList &models) {
    QMutexLocker lock(&m_state->mutex);
    m_state->facts.models = models;
    if (!models.isEmpty())
        m_state->facts.defaultModel = models.first();
}

void FakeLlmServer::setToday(const QDate &today) {
    QMutexLocker lock(&m_state->mutex);
    m_state->facts.today = today;
}

void FakeLlmServer::setStreamingRefused(const QStringList &models) {
    QMutexLocker lock(&m_state->mutex);
    m_state->facts.streamRefused = models;
}

void FakeLlmServer::setContextLength(const QString &model, int tokens) {
    QMutexLocker lock(&m_state->mutex);
    m_state->facts.contextLengths.insert(model, tokens);
}

void FakeLlmServer::setEmbeddingDimension(int dimension) {
    QMutexLocker lock(&m_state->mutex);
    m_state->facts.embeddingDimension = qMax(1, dimension);
}

void FakeLlmServer::setRequiredApiKey(const QString &key) {
    QMutexLocker lock(&m_state->mutex);
    m_state->requiredKey = key;
}

void FakeLlmServer::behaveLike(Service service) {
    QMutexLocker lock(&m_state->mutex);
    m_state->service = service;
}

QList<RecordedRequest> FakeLlmServer::requests() const {
    QMutexLocker lock(&m_state->mutex);
    return m_state->requests;
}

QList<RecordedRequest> FakeLlmServer::requests(const QString &path) const {
    QList<RecordedRequest> out;
    for (const RecordedRequest &r : requests()) {
        if (r.path == path)
            out.append(r);
    }
    return out;
}

void FakeLlmServer::clearRequests() {
    QMutexLocker lock(&m_state->mutex);
    m_state->requests.clear();
}

int FakeLlmServer::inFlight() const {
    QMutexLocker lock(&m_state->mutex);
    return m_state->inFlight;
}

int FakeLlmServer::maxInFlight() const {
    QMutexLocker lock(&m_state->mutex);
    return m_state->maxInFlight;
}

void FakeLlmServer::resetCounters() {
    QMutexLocker lock(&m_state->mutex);
    m_state->maxInFlight = m_state->inFlight;
}

bool FakeLlmServer::waitForRequests(int count, int timeoutMs) const {
    QDeadlineTimer deadline(timeoutMs);
    QMutexLocker lock(&m_state->mutex);
    while (m_state->requests.size() < count) {
        if (!m_state->requestArrived.wait(&m_state->mutex, deadline))
            return m_state->requests.size() >= count;
    }
    return true;
}

} // namespace assay::fakellm
