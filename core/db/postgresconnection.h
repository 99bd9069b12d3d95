#pragma once
// PostgreSQL through libpq: rows arrive in single-row mode and are batched; statements run one at
// a time through the extended protocol (which refuses "SELECT 1; DROP ..." by itself); read-only
// execution happens inside a READ ONLY transaction; cancellation through PQcancel.

#include "connection.h"

#include <QDeadlineTimer>
#include <QHash>

#include <atomic>
#include <memory>
#include <mutex>

typedef struct pg_conn PGconn;
typedef struct pg_cancel PGcancel;
typedef struct pg_result PGresult;

namespace assay::db {

class PostgresConnection final : public Connection {
public:
    explicit PostgresConnection(ConnectionConfig config);
    ~PostgresConnection() override;

    DbError open(const QString &password) override;
    void close() override;
    bool isOpen() const override;
    QString serverVersion() const override;
    ExecSummary execute(const QString &sql, const ExecOptions &options, RowSink &sink) override;
    void interrupt() override;
    DbError checkSyntax(const QString &sql) override;
    DbError introspect(Catalog *catalog, const CancelTokenPtr &cancel) override;
    DbError checkPrivacy(const QString &sql, const ExecOptions &options, PrivacyReport *report) override;

private:
    struct StatementOutcome;
    DbError connectionLost() const;
    DbError ensureConnected();
    DbError simpleCommand(const char *sql);
    // Inside the read-only transaction: plans `statement` and judges the plan under
    // options.privacy (postgresprivacy.h); `masked` receives the result columns to mask.
    DbError checkPrivately(const QString &statement, const ExecOptions &options, PrivacyReport *report, QList<int> *masked);
    StatementOutcome runStatement(const QString &sql, bool stream, const ExecOptions &options,
                                  const QDeadlineTimer &deadline, RowSink &sink);
    DbError waitForResult(const ExecOptions &options, const QDeadlineTimer &deadline, bool *timedOut);
    DbError errorFromResult(const PGresult *result) const;
    QString typeName(unsigned int oid) const;
    void loadTypeNames();

    PGconn *m_conn = nullptr;
    void sendCancel();
    void waitForCancels();

    // What PQcancel needs, shared with the thread that sends a cancel (which may outlive close()).
    std::shared_ptr<PGcancel> m_cancel;
    std::mutex m_cancelMutex;
    quint64 m_executionSerial = 0;   // counts statements started (under m_cancelMutex)
    quint64 m_interruptedSerial = 0; // the last one interrupt() sent a cancel for
    std::shared_ptr<std::atomic<int>> m_cancelsInFlight = std::make_shared<std::atomic<int>>(0);
    QString m_password; // kept only in memory, to reconnect after the server went away
    QHash<unsigned int, QString> m_typeNames;
};

} // namespace assay::db
