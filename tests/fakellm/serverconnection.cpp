#include "serverconnection.h"

#include "responsebuilder.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QUrl>

#include <sys/socket.h>

namespace assay::fakellm {

namespace {

// Parses one complete request from the front of `buffer`; nullopt when more bytes are needed.
std::optional<RecordedRequest> takeRequest(QByteArray &buffer) {
    const qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
    if (headerEnd < 0)
        return std::nullopt;
    const QList<QByteArray> lines = buffer.left(headerEnd).split('\n');
    RecordedRequest r;
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    r.method = requestLine.value(0);
    const QUrl target(QString::fromLatin1(requestLine.value(1)));
    r.path = target.path();
    r.query = target.query();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines[i].indexOf(':');
        if (colon > 0)
            r.headers.insert(lines[i].left(colon).trimmed().toLower(),
                             lines[i].mid(colon + 1).trimmed());
    }
    const qsizetype length = r.headers.value("content-length", "0").toLongLong();
    if (buffer.size() < headerEnd + 4 + length)
        return std::nullopt;
    r.body = buffer.mid(headerEnd + 4, length);
    r.receivedAt = QDateTime::currentDateTimeUtc();
    buffer.remove(0, headerEnd + 4 + length);
    return r;
}

QByteArray errorJson(const QString &type, const QString &message) {
    return QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("error")},
                                     {QStringLiteral("error"),
                                      QJsonObject{{QStringLiteral("type"), type},
                                                  {QStringLiteral("message"), message}}}})
        .toJson(QJsonDocument::Compact);
}

} // namespace

ServerConnection::ServerConnection(QTcpSocket *socket, std::shared_ptr<ServerState> state,
                                   QObject *parent)
    : QObject(parent)
    , m_socket(socket)
    , m_state(std::move(state)) {
    m_socket->setParent(this);
    m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1); // small writes leave at once
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ServerConnection::playNextStep);
    connect(m_socket, &QTcpSocket::readyRead, this, &ServerConnection::onReadyRead);
    connect(m_socket, &QTcpSocket::disconnected, this, &ServerConnection::onDisconnected);
    onReadyRead();
}

ServerConnection::~ServerConnection() {
    if (m_busy) {
        m_busy = false;
        m_state->finished();
    }
}

void ServerConnection::onReadyRead() {
    m_buffer.append(m_socket->readAll());
    tryNextRequest();
}

void ServerConnection::tryNextRequest() {
    if (m_busy)
        return;
    std::optional<RecordedRequest> request = takeRequest(m_buffer);
    if (!request)
        return;
    m_busy = true;
    RecordedRequest seen;
    const Reply reply = m_state->accept(*request, &seen);
    m_plan = route(seen, reply);
    m_step = 0;
    m_foreverUntil = QDateTime::currentMSecsSinceEpoch() + MaxForeverMs;
    playNextStep();
}

ResponsePlan ServerConnection::route(const RecordedRequest &request, const Reply &reply) {
    ServerFacts facts;
    QString requiredKey;
    {
        QMutexLocker lock(&m_state->mutex);
        facts = m_state->facts;
        requiredKey = m_state->requiredKey;
    }
    if (!requiredKey.isEmpty()) {
        const QByteArray key = requiredKey.toUtf8();
        const bool ok = request.header("authorization") == "Bearer " + key ||
                        request.header("api-key") == key || request.header("x-api-key") == key;
        if (!ok)
            return buildStatusResponse(401,
                                       errorJson(QStringLiteral("authentication_error"),
                                                 QStringLiteral("Incorrect API key provided.")));
    }
    const QString &path = request.path;
    if (request.method == "POST" && path == QLatin1String("/api/show"))
        return buildShowResponse(request, facts);
    if (request.method == "POST" && request.protocol() != RecordedRequest::Protocol::Unknown)
        return buildChatResponse(request, reply, facts);
    if (request.method == "POST" && path.endsWith(QLatin1String("/embeddings")))
        return buildEmbeddingsResponse(request, reply, facts);
    if (request.method == "GET" &&
        (path.endsWith(QLatin1String("/models")) || path == QLatin1String("/api/tags")))
        return buildModelsResponse(request, reply, facts);
    return buildStatusResponse(
        404,
        errorJson(
            QStringLiteral("not_found_error"),
            QStringLiteral("No route for %1 %2").arg(QString::fromLatin1(request.method), path)));
}

void ServerConnection::playNextStep() {
    if (!m_busy)
        return;
    if (m_step < m_plan.steps.size()) {
        ResponsePlan::Step &step = m_plan.steps[m_step];
        if (step.waitMs > 0) {
            m_timer.start(std::exchange(step.waitMs, 0)); // wait, then come back to write it
            return;
        }
        m_socket->write(step.bytes);
        m_socket->flush();
        ++m_step;
        QMetaObject::invokeMethod(this, &ServerConnection::playNextStep, Qt::QueuedConnection);
        return;
    }
    switch (m_plan.end) {
    case ResponsePlan::End::Complete:
        endResponse();
        return;
    case ResponsePlan::End::Reset:
        resetConnection();
        return;
    case ResponsePlan::End::Hang:
        return; // stays busy until the client goes away
    case ResponsePlan::End::Forever:
        if (QDateTime::currentMSecsSinceEpoch() > m_foreverUntil) {
            resetConnection();
            return;
        }
        m_socket->write(m_plan.repeat);
        m_socket->flush();
        m_timer.start(m_plan.repeatMs);
        return;
    }
}

void ServerConnection::endResponse() {
    m_busy = false;
    m_state->finished();
    QMetaObject::invokeMethod(this, &ServerConnection::tryNextRequest, Qt::QueuedConnection);
}

void ServerConnection::resetConnection() {
    // SO_LINGER with a zero timeout makes close() send RST instead of FIN: a real reset.
    const qintptr fd = m_socket->socketDescriptor();
    if (fd >= 0) {
        linger l{1, 0};
        ::setsockopt(int(fd), SOL_SOCKET, SO_LINGER, &l, sizeof l);
    }
    m_socket->abort();
    onDisconnected();
}

void ServerConnection::onDisconnected() {
    m_timer.stop();
    if (m_busy) {
        m_busy = false;
        m_state->finished();
    }
    deleteLater();
}

} // namespace assay::fakellm
