#pragma once
// One client connection on the fake server's thread: reads HTTP/1.1 requests (keep-alive, one at
// a time), routes each to a ResponsePlan and plays the plan's timed writes, resets and endless
// streams.

#include "responseplan.h"
#include "serverstate.h"

#include <QObject>
#include <QTimer>

#include <memory>

class QTcpSocket;

namespace assay::fakellm {

class ServerConnection final : public QObject {
    Q_OBJECT
public:
    ServerConnection(QTcpSocket *socket, std::shared_ptr<ServerState> state, QObject *parent);
    ~ServerConnection() override;

    static constexpr int MaxForeverMs = 10 * 60 * 1000; // an endless stream still ends sometime

private:
    void onReadyRead();
    void tryNextRequest();
    ResponsePlan route(const RecordedRequest &request, const Reply &reply);
    void playNextStep();
    void endResponse();
    void resetConnection();
    void onDisconnected();

    QTcpSocket *m_socket;
    std::shared_ptr<ServerState> m_state;
    QByteArray m_buffer;
    bool m_busy = false;
    ResponsePlan m_plan;
    int m_step = 0;
    QTimer m_timer;
    qint64 m_foreverUntil = 0;
};

} // namespace assay::fakellm
