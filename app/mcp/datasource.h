#pragma once
// One connection the MCP server offers: opened, its catalog read and its local knowledge built
// (profiles, stored values, the words layer) once, in the background, the first time a tool needs
// it. What the tools see is restricted by the connection's privacy settings and the server's
// --privacy file together: hidden tables and columns are gone from the catalog and the knowledge,
// and StepRunner refuses SQL that reads them.

#include "cliconnection.h"

#include "security/accesspolicy.h"

#include <QObject>

#include <functional>
#include <memory>

namespace assay::knowledge {
struct KnowledgeSnapshot;
}

namespace assay::app {

class DataSource : public QObject {
    Q_OBJECT
public:
    DataSource(QString name, ResolvedConnection connection, const security::AccessPolicy &extraPolicy, QObject *parent = nullptr);
    ~DataSource() override;

    const QString &name() const { return m_name; }
    const db::ConnectionConfig &config() const { return m_connection.config; }
    const security::AccessPolicy &policy() const { return m_policy; }
    // What the user should fix in the policy (names the database does not have); known once ready.
    const QStringList &policyWarnings() const { return m_policyWarnings; }

    // Calls `fn` (on this thread) once the source is ready, with an empty error, or with why it
    // cannot be; at once when that is already known.
    void whenReady(std::function<void(const QString &error)> fn);

    // Valid once ready.
    db::DbSession *session() const { return m_session.get(); }
    const std::shared_ptr<const knowledge::KnowledgeSnapshot> &knowledge() const { return m_knowledge; }

private:
    void prepare();
    void finish(const QString &error);

    QString m_name;
    ResolvedConnection m_connection;
    security::AccessPolicy m_policy;
    QStringList m_policyWarnings;
    std::unique_ptr<db::DbSession> m_session;
    std::shared_ptr<const knowledge::KnowledgeSnapshot> m_knowledge;
    enum class State { Idle, Preparing, Ready, Failed } m_state = State::Idle;
    QString m_error;
    QList<std::function<void(const QString &)>> m_waiting;
};

// The union of two policies: whatever either hides stays hidden; samples are shared only when
// both allow it.
security::AccessPolicy combinedPolicy(const security::AccessPolicy &a, const security::AccessPolicy &b);

} // namespace assay::app
