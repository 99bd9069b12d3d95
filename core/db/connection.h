#pragma once
// The one interface every engine implements. A Connection is created, opened and used on one
// thread (DbSession's worker); only interrupt() may be called from another thread.

#include "catalog.h"
#include "connectionconfig.h"
#include "dialect.h"
#include "resulttypes.h"

#include <memory>

namespace assay::db {

class Connection {
public:
    explicit Connection(ConnectionConfig config) : m_config(std::move(config)) {}
    virtual ~Connection() = default;
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    const ConnectionConfig &config() const { return m_config; }
    Engine engine() const { return m_config.engine; }
    const Dialect &dialect() const { return Dialect::forEngine(m_config.engine); }

    virtual DbError open(const QString &password) = 0;
    virtual void close() = 0;
    virtual bool isOpen() const = 0;
    virtual QString serverVersion() const = 0;

    // Runs `sql` and streams the rows of its (last) result set into `sink`. With
    // options.readOnly, exactly one statement runs and the engine refuses any write.
    virtual ExecSummary execute(const QString &sql, const ExecOptions &options, RowSink &sink) = 0;

    // Interrupts whatever this connection is executing now. Thread-safe, returns at once.
    virtual void interrupt() = 0;

    virtual DbError introspect(Catalog *catalog, const CancelTokenPtr &cancel = {}) = 0;

    // Asks the engine's parser about `sql` without running it: a Syntax error (with its position
    // in `sql` when the engine gives one) when a statement does not parse, else null. Other
    // problems (a missing table that an earlier statement would create) are not reported: only
    // running says. Engines that cannot tell (ODBC) answer null. Used before asking the user to
    // approve a write, so a typo is shown as the error it is.
    virtual DbError checkSyntax(const QString &sql) { Q_UNUSED(sql); return {}; }

    // Checks `sql` under options.privacy as execute() would, without running it (privacy.md):
    // a Privacy error with the reason when it is refused, another error when it does not
    // compile, else null; `report` says what was decided. Engines that cannot check refuse.
    virtual DbError checkPrivacy(const QString &sql, const ExecOptions &options, PrivacyReport *report);

    // The plan of `sql` as rows of text, always read-only. Under options.privacy the statement is
    // checked first, and the plan is made only for one that is allowed.
    ExecSummary explain(const QString &sql, RowSink &sink, const ExecOptions &options = {});

    // Convenience for small internal queries: all rows in memory.
    ExecSummary query(const QString &sql, QList<Row> *rows, const ExecOptions &options = {});

protected:
    ConnectionConfig m_config;
};

std::unique_ptr<Connection> createConnection(const ConnectionConfig &config);

} // namespace assay::db
