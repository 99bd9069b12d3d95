#pragma once
// MySQL/MariaDB/TiDB (QMYSQL) and ODBC (QODBC) through Qt SQL drivers.
//
// Limits of the drivers, handled here: QMYSQL buffers a whole result in the client library, so
// the row cap is applied by the server (sql_select_limit); QODBC has no cancel, so an ODBC query
// stops at the next row fetched after cancellation. MySQL cancellation is KILL QUERY sent on a
// short-lived second connection.

#include "connection.h"

#include <QString>

#include <atomic>
#include <memory>
#include <mutex>

class QSqlDatabase;
class QSqlError;

namespace assay::db {

class QtSqlConnection final : public Connection {
public:
    explicit QtSqlConnection(ConnectionConfig config);
    ~QtSqlConnection() override;

    DbError open(const QString &password) override;
    void close() override;
    bool isOpen() const override;
    QString serverVersion() const override;
    ExecSummary execute(const QString &sql, const ExecOptions &options, RowSink &sink) override;
    void interrupt() override;
    DbError checkSyntax(const QString &sql) override;
    DbError introspect(Catalog *catalog, const CancelTokenPtr &cancel) override;
    DbError checkPrivacy(const QString &sql, const ExecOptions &options, PrivacyReport *report) override;

    bool isMariaDb() const { return m_mariaDb; }

private:
    QSqlDatabase database() const;
    DbError configureAndOpen(const QString &name, bool readOnlyAccess);
    DbError errorFrom(const QSqlError &error, QStringView statement) const;
    DbError runStatement(const QString &name, const QString &sql, bool stream, const ExecOptions &options,
                         RowSink &sink, ExecSummary *summary);
    DbError introspectMySql(Catalog *catalog);
    DbError introspectOdbc(Catalog *catalog);
    void runSession(const QString &name, const QString &sql);
    DbError refuseOpenTransaction(const QString &name) const;
    DbError beginReadOnly(const QString &name) const;
    // Inside the read-only transaction on `name`: judges `statement` under options.privacy
    // (mysqlprivacy.h) and asks the server to EXPLAIN it.
    DbError checkPrivately(const QString &name, const QString &statement, const ExecOptions &options, PrivacyReport *report,
                           QList<int> *masked, int *outputCount);

    QString m_name;         // Qt connection name of the main connection
    QString m_readOnlyName; // ODBC: a second connection opened in read-only access mode
    QString m_password;     // in memory only: KILL QUERY and reconnects need it
    QString m_version;
    qint64 m_threadId = 0;
    bool m_mariaDb = false;
    bool m_lost = false;
    mutable std::mutex m_killMutex;
    // KILL QUERY is sent from a helper thread. One per execution at most, and the next statement
    // waits until it has landed, so a late KILL can never hit a statement that came after.
    quint64 m_executionSerial = 0; // guarded by m_killMutex
    quint64 m_finishedSerial = 0;  // the last execution past its statements; guarded by m_killMutex
    std::shared_ptr<std::atomic<int>> m_killsInFlight = std::make_shared<std::atomic<int>>(0);
    void waitForKills() const;
};

} // namespace assay::db
