#include "engine.h"

#include <QCoreApplication>

namespace assay::db {

QString engineDisplayName(Engine engine)
{
    switch (engine) {
    case Engine::SQLite:
        return QStringLiteral("SQLite");
    case Engine::PostgreSQL:
        return QStringLiteral("PostgreSQL");
    case Engine::MySQL:
        return QStringLiteral("MySQL / MariaDB");
    case Engine::ODBC:
        return QStringLiteral("ODBC");
    }
    return {};
}

QString engineKey(Engine engine)
{
    switch (engine) {
    case Engine::SQLite:
        return QStringLiteral("sqlite");
    case Engine::PostgreSQL:
        return QStringLiteral("postgresql");
    case Engine::MySQL:
        return QStringLiteral("mysql");
    case Engine::ODBC:
        return QStringLiteral("odbc");
    }
    return {};
}

bool engineFromKey(const QString &key, Engine *engine)
{
    for (Engine e : {Engine::SQLite, Engine::PostgreSQL, Engine::MySQL, Engine::ODBC}) {
        if (engineKey(e) == key.toLower()) {
            *engine = e;
            return true;
        }
    }
    return false;
}

bool driverBuffersWholeResults(Engine engine)
{
    return engine == Engine::MySQL;
}

} // namespace assay::db
