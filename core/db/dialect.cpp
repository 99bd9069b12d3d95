#include "dialect.h"

#include <QRegularExpression>

namespace assay::db {

QString timeGrainKey(TimeGrain grain)
{
    switch (grain) {
    case TimeGrain::Year:
        return QStringLiteral("year");
    case TimeGrain::Quarter:
        return QStringLiteral("quarter");
    case TimeGrain::Month:
        return QStringLiteral("month");
    case TimeGrain::Week:
        return QStringLiteral("week");
    case TimeGrain::Day:
        return QStringLiteral("day");
    case TimeGrain::Hour:
        return QStringLiteral("hour");
    }
    return {};
}

bool timeGrainFromKey(const QString &key, TimeGrain *grain)
{
    for (TimeGrain g : {TimeGrain::Year, TimeGrain::Quarter, TimeGrain::Month, TimeGrain::Week,
                        TimeGrain::Day, TimeGrain::Hour}) {
        if (timeGrainKey(g) == key) {
            *grain = g;
            return true;
        }
    }
    return false;
}

const Dialect &Dialect::forEngine(Engine engine)
{
    static const Dialect sqlite(Engine::SQLite);
    static const Dialect postgres(Engine::PostgreSQL);
    static const Dialect mysql(Engine::MySQL);
    static const Dialect odbc(Engine::ODBC);
    switch (engine) {
    case Engine::SQLite:
        return sqlite;
    case Engine::PostgreSQL:
        return postgres;
    case Engine::MySQL:
        return mysql;
    case Engine::ODBC:
        return odbc;
    }
    return sqlite;
}

sql::Flavor Dialect::flavor() const
{
    switch (m_engine) {
    case Engine::SQLite:
        return sql::Flavor::SQLite;
    case Engine::PostgreSQL:
        return sql::Flavor::PostgreSQL;
    case Engine::MySQL:
        return sql::Flavor::MySQL;
    case Engine::ODBC:
        return sql::Flavor::Generic;
    }
    return sql::Flavor::Generic;
}

QString Dialect::quoteIdentifier(QStringView name) const
{
    const QChar q = m_engine == Engine::MySQL ? QChar(u'`') : QChar(u'"');
    QString inner = name.toString();
    inner.replace(q, QString(2, q));
    return q + inner + q;
}

QString Dialect::identifier(QStringView name) const
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    bool needsQuotes = !plain.match(name).hasMatch() || sql::isReservedKeyword(name);
    // PostgreSQL folds unquoted names to lower case, so MixedCase names must be quoted.
    if (m_engine == Engine::PostgreSQL && name != name.toString().toLower())
        needsQuotes = true;
    return needsQuotes ? quoteIdentifier(name) : name.toString();
}

QString Dialect::qualified(QStringView schema, QStringView name) const
{
    if (schema.isEmpty())
        return identifier(name);
    return identifier(schema) + QLatin1Char('.') + identifier(name);
}

QString Dialect::stringLiteral(QStringView value) const
{
    QString inner = value.toString();
    if (m_engine == Engine::MySQL)
        inner.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    inner.replace(QLatin1Char('\''), QStringLiteral("''"));
    return QLatin1Char('\'') + inner + QLatin1Char('\'');
}

QString Dialect::limitClause(qint64 rows) const
{
    if (m_engine == Engine::ODBC)
        return QStringLiteral("FETCH FIRST %1 ROWS ONLY").arg(rows);
    return QStringLiteral("LIMIT %1").arg(rows);
}

QString Dialect::explainPrefix() const
{
    return m_engine == Engine::SQLite ? QStringLiteral("EXPLAIN QUERY PLAN ")
                                      : QStringLiteral("EXPLAIN ");
}

QString Dialect::truncateDate(TimeGrain grain, const QString &x) const
{
    switch (m_engine) {
    case Engine::SQLite:
        switch (grain) {
        case TimeGrain::Year:
            return QStringLiteral("strftime('%Y-01-01', %1)").arg(x);
        case TimeGrain::Quarter:
            return QStringLiteral("printf('%s-%02d-01', strftime('%Y', %1), "
                                  "((CAST(strftime('%m', %1) AS INTEGER) - 1) / 3) * 3 + 1)")
                .arg(x);
        case TimeGrain::Month:
            return QStringLiteral("strftime('%Y-%m-01', %1)").arg(x);
        case TimeGrain::Week:
            return QStringLiteral("date(%1, 'weekday 0', '-6 days')").arg(x);
        case TimeGrain::Day:
            return QStringLiteral("date(%1)").arg(x);
        case TimeGrain::Hour:
            return QStringLiteral("strftime('%Y-%m-%d %H:00:00', %1)").arg(x);
        }
        break;
    case Engine::MySQL:
        switch (grain) {
        case TimeGrain::Year:
            return QStringLiteral("DATE_FORMAT(%1, '%Y-01-01')").arg(x);
        case TimeGrain::Quarter:
            return QStringLiteral("DATE_FORMAT(MAKEDATE(YEAR(%1), 1) + INTERVAL (QUARTER(%1) - 1) "
                                  "QUARTER, '%Y-%m-%d')")
                .arg(x);
        case TimeGrain::Month:
            return QStringLiteral("DATE_FORMAT(%1, '%Y-%m-01')").arg(x);
        case TimeGrain::Week:
            return QStringLiteral("DATE_FORMAT(DATE_SUB(DATE(%1), INTERVAL WEEKDAY(%1) DAY), "
                                  "'%Y-%m-%d')")
                .arg(x);
        case TimeGrain::Day:
            return QStringLiteral("DATE_FORMAT(%1, '%Y-%m-%d')").arg(x);
        case TimeGrain::Hour:
            return QStringLiteral("DATE_FORMAT(%1, '%Y-%m-%d %H:00:00')").arg(x);
        }
        break;
    case Engine::PostgreSQL:
    case Engine::ODBC:
        if (grain == TimeGrain::Hour)
            return QStringLiteral("date_trunc('hour', %1)").arg(x);
        return QStringLiteral("CAST(date_trunc('%1', %2) AS DATE)").arg(timeGrainKey(grain), x);
    }
    return x;
}

QString Dialect::extractYear(const QString &x) const
{
    switch (m_engine) {
    case Engine::SQLite:
        return QStringLiteral("CAST(strftime('%Y', %1) AS INTEGER)").arg(x);
    case Engine::MySQL:
        return QStringLiteral("YEAR(%1)").arg(x);
    case Engine::PostgreSQL:
    case Engine::ODBC:
        return QStringLiteral("CAST(EXTRACT(YEAR FROM %1) AS INTEGER)").arg(x);
    }
    return x;
}

QString Dialect::extractMonth(const QString &x) const
{
    switch (m_engine) {
    case Engine::SQLite:
        return QStringLiteral("CAST(strftime('%m', %1) AS INTEGER)").arg(x);
    case Engine::MySQL:
        return QStringLiteral("MONTH(%1)").arg(x);
    case Engine::PostgreSQL:
    case Engine::ODBC:
        return QStringLiteral("CAST(EXTRACT(MONTH FROM %1) AS INTEGER)").arg(x);
    }
    return x;
}

QString Dialect::currentDate() const
{
    switch (m_engine) {
    case Engine::SQLite:
        return QStringLiteral("date('now')");
    case Engine::MySQL:
        return QStringLiteral("CURDATE()");
    case Engine::PostgreSQL:
    case Engine::ODBC:
        return QStringLiteral("CURRENT_DATE");
    }
    return {};
}

QString Dialect::dateLiteral(QStringView isoDate) const
{
    // SQLite keeps dates as ISO text, so the plain string compares correctly.
    if (m_engine == Engine::SQLite)
        return stringLiteral(isoDate);
    return QStringLiteral("DATE ") + stringLiteral(isoDate);
}

QString Dialect::castToText(const QString &x) const
{
    switch (m_engine) {
    case Engine::MySQL:
        return QStringLiteral("CAST(%1 AS CHAR)").arg(x);
    case Engine::ODBC:
        return QStringLiteral("CAST(%1 AS VARCHAR(4000))").arg(x);
    case Engine::SQLite:
    case Engine::PostgreSQL:
        return QStringLiteral("CAST(%1 AS TEXT)").arg(x);
    }
    return x;
}

QString Dialect::castToReal(const QString &x) const
{
    switch (m_engine) {
    case Engine::MySQL:
        return QStringLiteral("CAST(%1 AS DOUBLE)").arg(x);
    case Engine::SQLite:
        return QStringLiteral("CAST(%1 AS REAL)").arg(x);
    case Engine::PostgreSQL:
    case Engine::ODBC:
        return QStringLiteral("CAST(%1 AS DOUBLE PRECISION)").arg(x);
    }
    return x;
}

QString Dialect::rounded(const QString &x, int digits) const
{
    if (m_engine == Engine::PostgreSQL)
        return QStringLiteral("ROUND(CAST(%1 AS NUMERIC), %2)").arg(x).arg(digits);
    return QStringLiteral("ROUND(%1, %2)").arg(x).arg(digits);
}

QString Dialect::sampleRelation(const QString &table, qint64 rows, qint64 estimatedRows) const
{
    if (m_engine == Engine::PostgreSQL && estimatedRows > rows * 2) {
        // Block sampling reads a fraction of the pages: fast on big tables, spread over the table.
        // REPEATABLE: every query of one profile sees the same pages, so per-column figures agree
        // with the row count measured beside them (a fresh draw per query could even come back empty).
        const double percent = std::clamp(100.0 * double(rows) * 1.5 / double(estimatedRows), 0.01, 100.0);
        return QStringLiteral("(SELECT * FROM %1 TABLESAMPLE SYSTEM (%2) REPEATABLE (42) LIMIT %3)")
            .arg(table)
            .arg(percent, 0, 'f', 4)
            .arg(rows);
    }
    // The first rows: cheap everywhere; biased towards the oldest rows, which the profile says.
    return firstRows(table, rows);
}

QString Dialect::firstRows(const QString &table, qint64 rows) const
{
    return QStringLiteral("(SELECT * FROM %1 %2)").arg(table, limitClause(rows));
}

QString Dialect::textLength(const QString &x) const
{
    switch (m_engine) {
    case Engine::MySQL:
        return QStringLiteral("CHAR_LENGTH(%1)").arg(castToText(x));
    case Engine::SQLite:
    case Engine::PostgreSQL:
    case Engine::ODBC:
        return QStringLiteral("LENGTH(%1)").arg(castToText(x));
    }
    return x;
}

QString Dialect::floorToInteger(const QString &x) const
{
    switch (m_engine) {
    case Engine::SQLite:
        return QStringLiteral("CAST(%1 AS INTEGER)").arg(x); // truncation is floor for x >= 0
    case Engine::MySQL:
        return QStringLiteral("FLOOR(%1)").arg(x);
    case Engine::PostgreSQL:
    case Engine::ODBC:
        return QStringLiteral("CAST(FLOOR(%1) AS INTEGER)").arg(x);
    }
    return x;
}

QString Dialect::containsInsensitive(const QString &expr, QStringView needle) const
{
    QString escaped = needle.toString();
    escaped.replace(QLatin1Char('%'), QString()).replace(QLatin1Char('_'), QString());
    const QString pattern = stringLiteral(QLatin1Char('%') + escaped.toLower() + QLatin1Char('%'));
    switch (m_engine) {
    case Engine::PostgreSQL:
        return QStringLiteral("%1 ILIKE %2").arg(castToText(expr), pattern);
    case Engine::SQLite:
    case Engine::MySQL:
    case Engine::ODBC:
        return QStringLiteral("LOWER(%1) LIKE %2").arg(castToText(expr), pattern);
    }
    return {};
}

} // namespace assay::db
