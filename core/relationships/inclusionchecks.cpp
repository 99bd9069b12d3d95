#include "inclusionchecks.h"

#include "db/connection.h"

namespace assay::relationships {
namespace {

constexpr int sampleBlocks = 20; // rowid ranges a SQLite sample is read from

} // namespace

InclusionChecks::InclusionChecks(db::Connection &connection, const Facts &facts, CheckLimits limits,
                                 db::CancelTokenPtr cancel)
    : m_connection(connection)
    , m_facts(facts)
    , m_limits(limits)
    , m_cancel(std::move(cancel)) {
}

bool InclusionChecks::run(const QString &sql, QList<db::Row> *rows, int timeoutMs, QString *error,
                          bool *timedOut) {
    db::ExecOptions options;
    options.readOnly = true;
    options.timeoutMs = timeoutMs > 0 ? timeoutMs : m_limits.queryTimeoutMs;
    options.cancel = m_cancel;
    options.maxRows = 10;
    ++m_queries;
    const db::ExecSummary s = m_connection.query(sql, rows, options);
    if (timedOut)
        *timedOut = s.error.kind == db::DbError::Kind::Timeout;
    if (s.error) {
        if (error)
            *error = s.error.message;
        return false;
    }
    return !rows->isEmpty();
}

QString InclusionChecks::tableSql(int table) const {
    const TableFacts &t = m_facts.tables[table];
    return m_connection.dialect().qualified(t.schema, t.name);
}

InclusionChecks::Relation InclusionChecks::relationOf(int table) {
    if (const auto it = m_relations.constFind(table); it != m_relations.constEnd())
        return *it;
    const TableFacts &t = m_facts.tables[table];
    const db::Dialect &d = m_connection.dialect();
    const QString whole = tableSql(table);
    Relation r{whole, false, true};
    if (t.rows < 0 || t.rows > m_limits.sampleRows) {
        r.sampled = true;
        r.spread = false;
        r.sql = d.firstRows(whole, m_limits.sampleRows);
        if (m_connection.engine() == db::Engine::PostgreSQL && t.rows > m_limits.sampleRows * 2) {
            r.sql = d.sampleRelation(whole, m_limits.sampleRows, t.rows);
            r.spread = true;
        } else if (m_connection.engine() == db::Engine::SQLite) {
            // SQLite has no TABLESAMPLE: blocks of rowids spread over the table, each found by
            // the rowid's own index (a table without rowids keeps the first rows).
            QList<db::Row> rows;
            if (run(QStringLiteral("SELECT MIN(rowid), MAX(rowid) FROM %1").arg(whole), &rows, 0,
                    nullptr, nullptr) &&
                !rows.first().value(0).isNull()) {
                const qint64 lo = rows.first().value(0).toLongLong();
                const qint64 hi = rows.first().value(1).toLongLong();
                // From the first rowid to the last: the newest rows are sampled like the oldest.
                const qint64 block = std::max<qint64>(1, m_limits.sampleRows / sampleBlocks);
                const qint64 last = std::max(lo, hi - block + 1);
                QStringList ranges;
                for (int i = 0; i < sampleBlocks; ++i) {
                    const qint64 start = lo + (last - lo) * i / (sampleBlocks - 1);
                    ranges << QStringLiteral("rowid BETWEEN %1 AND %2")
                                  .arg(start)
                                  .arg(start + block - 1);
                    if (last == lo)
                        break;
                }
                r.sql = QStringLiteral("(SELECT * FROM %1 WHERE %2)")
                            .arg(whole, ranges.join(QStringLiteral(" OR ")));
                r.spread = true;
            }
        }
    }
    m_relations.insert(table, r);
    return r;
}

QString InclusionChecks::columnSql(const QString &alias, int column, bool trim, bool asText) const {
    const db::Dialect &d = m_connection.dialect();
    const ColumnFacts &c = m_facts.columns[column];
    const QString base = alias + u'.' + d.identifier(c.name);
    if (asText)
        return c.valueClass == ValueClass::Integer ? d.castToText(base)
                                                   : QStringLiteral("TRIM(%1)").arg(base);
    // TRIM of a number is an error on PostgreSQL; numbers have no spaces to trim anyway.
    return trim && c.valueClass != ValueClass::Integer ? QStringLiteral("TRIM(%1)").arg(base)
                                                       : base;
}

InclusionResult InclusionChecks::inclusion(const QList<int> &from, const QList<int> &key, bool trim,
                                           const QList<bool> &asText, int timeoutMs) {
    InclusionResult out;
    if (from.isEmpty() || from.size() != key.size())
        return out;
    const db::Dialect &d = m_connection.dialect();
    const Relation rel = relationOf(m_facts.columns[from.first()].table);
    out.sampled = rel.sampled;
    out.spreadSample = rel.spread;
    QStringList values, notNull, sides, keys, keyNotNull;
    for (int i = 0; i < from.size(); ++i) {
        const bool text = asText.value(i);
        values << QStringLiteral("%1 AS v%2")
                      .arg(columnSql(QStringLiteral("d"), from[i], trim, text))
                      .arg(i);
        notNull
            << QStringLiteral("d.%1 IS NOT NULL").arg(d.identifier(m_facts.columns[from[i]].name));
        sides << QStringLiteral("s.v%1").arg(i);
        keys << columnSql(QStringLiteral("k"), key[i], trim, text);
        keyNotNull
            << QStringLiteral("k.%1 IS NOT NULL").arg(d.identifier(m_facts.columns[key[i]].name));
    }
    const QString keyTable = tableSql(m_facts.columns[key.first()].table);
    const QString left = sides.size() == 1
                             ? sides.first()
                             : QStringLiteral("(%1)").arg(sides.join(QStringLiteral(", ")));
    QString span = QStringLiteral("NULL");
    const bool numbers = from.size() == 1 && !asText.value(0) &&
                         m_facts.columns[from.first()].valueClass == ValueClass::Integer;
    if (numbers) {
        const QString k = d.identifier(m_facts.columns[key.first()].name);
        span = QStringLiteral("(SELECT COUNT(*) FROM %1 k WHERE k.%2 >= (SELECT MIN(v0) FROM s) "
                              "AND k.%2 <= (SELECT MAX(v0) FROM s))")
                   .arg(keyTable, k);
    }
    const QString sql =
        QStringLiteral("WITH s AS (SELECT DISTINCT %1 FROM %2 d WHERE %3 %4) "
                       "SELECT (SELECT COUNT(*) FROM s), "
                       "(SELECT COUNT(*) FROM s WHERE %5 IN (SELECT %6 FROM %7 k WHERE %8)), %9")
            .arg(values.join(QStringLiteral(", ")), rel.sql, notNull.join(QStringLiteral(" AND ")),
                 d.limitClause(m_limits.maxDistinct), left, keys.join(QStringLiteral(", ")),
                 keyTable, keyNotNull.join(QStringLiteral(" AND ")), span);
    QList<db::Row> rows;
    if (!run(sql, &rows, timeoutMs, &out.error, &out.timedOut))
        return out;
    const db::Row &r = rows.first();
    out.ran = true;
    out.checked = r.value(0).toLongLong();
    out.found = r.value(1).toLongLong();
    out.keyValuesInSpan = r.value(2).isNull() ? -1 : r.value(2).toLongLong();
    return out;
}

UniquenessResult InclusionChecks::uniqueness(const QList<int> &columns, bool sampleOnly,
                                             int timeoutMs) {
    UniquenessResult out;
    if (columns.isEmpty())
        return out;
    const db::Dialect &d = m_connection.dialect();
    const int table = m_facts.columns[columns.first()].table;
    const QString rel = sampleOnly ? relationOf(table).sql : tableSql(table);
    QStringList names, isNull;
    for (int c : columns) {
        const QString n = d.identifier(m_facts.columns[c].name);
        names << n;
        isNull << n + QStringLiteral(" IS NULL");
    }
    const QString sql =
        QStringLiteral("SELECT COUNT(*), SUM(CASE WHEN %1 THEN 1 ELSE 0 END), "
                       "(SELECT COUNT(*) FROM (SELECT DISTINCT %2 FROM %3 x) y) FROM %3 z")
            .arg(isNull.join(QStringLiteral(" OR ")), names.join(QStringLiteral(", ")), rel);
    QList<db::Row> rows;
    if (!run(sql, &rows, timeoutMs, nullptr, nullptr))
        return out;
    out.ran = true;
    out.rows = rows.first().value(0).toLongLong();
    out.withNull = rows.first().value(1).toLongLong();
    out.distinct = rows.first().value(2).toLongLong();
    return out;
}

} // namespace assay::relationships
