#include "connection.h"
#include "dbtr.h"

#include "privacyoutput.h"

#include "postgresconnection.h"
#include "qtsqlconnection.h"
#include "sqliteconnection.h"

namespace assay::db {

DbError Connection::checkPrivacy(const QString &, const ExecOptions &options, PrivacyReport *report)
{
    if (!options.privacy || options.privacy->isEmpty())
        return {};
    report->verdict = PrivacyReport::Verdict::Refused;
    report->reason = Tr::tr("%1 connections cannot prove what a statement reads, so the assistant may not query them while "
                            "privacy settings are set.").arg(engineDisplayName(engine()));
    report->detail = report->reason;
    return privacyRefusal(report->reason);
}

ExecSummary Connection::explain(const QString &sql, RowSink &sink, const ExecOptions &options)
{
    ExecOptions o = options;
    o.readOnly = true;
    if (!o.privacy || o.privacy->isEmpty())
        return execute(dialect().explainPrefix() + sql, o, sink);
    // A plan names what the statement reads; it is made only for a statement the check allows
    // (EXPLAIN itself is refused under privacy rules), and its errors are scrubbed alike.
    ExecSummary checked;
    checked.error = checkPrivacy(sql, o, &checked.privacy);
    if (!checked.ok())
        return checked;
    o.privacy.reset();
    ExecSummary s = execute(dialect().explainPrefix() + sql, o, sink);
    scrubError(s.error, sql, *options.privacy);
    s.privacy = checked.privacy;
    return s;
}

ExecSummary Connection::query(const QString &sql, QList<Row> *rows, const ExecOptions &options)
{
    CollectingSink sink;
    ExecSummary s = execute(sql, options, sink);
    if (rows)
        *rows = sink.resultRows();
    return s;
}

std::unique_ptr<Connection> createConnection(const ConnectionConfig &config)
{
    switch (config.engine) {
    case Engine::SQLite:
        return std::make_unique<SqliteConnection>(config);
    case Engine::PostgreSQL:
        return std::make_unique<PostgresConnection>(config);
    case Engine::MySQL:
    case Engine::ODBC:
        return std::make_unique<QtSqlConnection>(config);
    }
    return nullptr;
}

} // namespace assay::db
