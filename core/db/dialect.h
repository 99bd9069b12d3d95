#pragma once
// Every fact about an engine's SQL text lives here: identifier quoting, string literals, LIMIT,
// EXPLAIN, date truncation and extraction. Code that builds SQL asks the dialect instead of
// testing the engine.

#include "engine.h"
#include "sql/tokenizer.h"

#include <QString>

namespace assay::db {

enum class TimeGrain { Year, Quarter, Month, Week, Day, Hour };
QString timeGrainKey(TimeGrain grain); // "year", "quarter", ...
bool timeGrainFromKey(const QString &key, TimeGrain *grain);

class Dialect {
public:
    static const Dialect &forEngine(Engine engine);

    Engine engine() const { return m_engine; }
    sql::Flavor flavor() const;

    // Quotes only when needed (reserved word, mixed case where folding matters, odd characters).
    QString identifier(QStringView name) const;
    QString quoteIdentifier(QStringView name) const; // always quotes
    QString qualified(QStringView schema, QStringView name) const;
    QString stringLiteral(QStringView value) const;

    // "SELECT ... LIMIT n" for a query text that has no limit of its own.
    QString limitClause(qint64 rows) const;
    QString explainPrefix() const;

    QString truncateDate(TimeGrain grain, const QString &expr) const;
    QString extractYear(const QString &expr) const;
    QString extractMonth(const QString &expr) const;
    QString currentDate() const;
    QString dateLiteral(QStringView isoDate) const;
    QString castToText(const QString &expr) const;
    QString castToReal(const QString &expr) const;
    // A number rounded to `digits` decimals. PostgreSQL rounds only numerics to a scale, so a
    // double precision expression is cast first.
    QString rounded(const QString &expr, int digits) const;
    // A relation of about `rows` rows of `table` (profiling big tables). `estimatedRows` lets
    // engines with block sampling pick a percentage.
    QString sampleRelation(const QString &qualifiedTable, qint64 rows, qint64 estimatedRows) const;
    // The first `rows` rows of `table` as a relation: cheap everywhere, biased to the oldest rows.
    QString firstRows(const QString &qualifiedTable, qint64 rows) const;
    // Characters in a text expression.
    QString textLength(const QString &expr) const;
    // The integer part of a non-negative numeric expression (histogram buckets).
    QString floorToInteger(const QString &expr) const;
    // A case-insensitive substring match of a text expression against a literal pattern.
    QString containsInsensitive(const QString &expr, QStringView needle) const;

private:
    explicit Dialect(Engine engine) : m_engine(engine) {}
    Engine m_engine;
};

} // namespace assay::db
