#include "connection.h"

#include "postgresconnection.h"
#include "qtsqlconnection.h"
#include "sqliteconnection.h"

namespace assay::db {

ExecSummary Connection::explain(const QString &sql, RowSink &sink, const ExecOptions &options)
{
    ExecOptions o = options;
    o.readOnly = true;
    return execute(dialect().explainPrefix() + sql, o, sink);
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
