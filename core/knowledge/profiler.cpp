#include "profiler.h"
#include "knowledgetr.h"

#include "db/connection.h"

#include <QCoreApplication>

namespace assay::knowledge {
namespace {

bool comparable(db::ValueType t)
{
    return t != db::ValueType::Blob && t != db::ValueType::Boolean;
}

} // namespace

TableProfile Profiler::profile(const db::TableInfo &table, const db::CancelTokenPtr &cancel)
{
    TableProfile p;
    p.schema = table.schema;
    p.table = table.name;
    p.profiledAt = QDateTime::currentDateTimeUtc();
    const db::Dialect &d = m_connection.dialect();
    const QString qualified = d.qualified(table.schema, table.name);
    db::ExecOptions opts;
    opts.cancel = cancel;
    opts.readOnly = true;

    // Rows: exact when affordable, the catalog's estimate otherwise.
    p.rowCount = table.rowEstimate;
    if (table.rowEstimate < 0 || table.rowEstimate < m_options.exactCountBelow) {
        QList<db::Row> rows;
        const db::ExecSummary s = m_connection.query(QStringLiteral("SELECT COUNT(*) FROM %1").arg(qualified), &rows, opts);
        if (s.ok() && !rows.isEmpty()) {
            p.rowCount = rows[0].value(0).toLongLong();
            p.rowCountExact = true;
        } else if (!s.ok()) {
            p.warning = Tr::tr("Rows could not be counted: %1").arg(s.error.message);
        }
    }
    const bool sampled = p.rowCount < 0 || p.rowCount > m_options.sampleRows;
    // The rows the profile asks for: the sample's size, or the whole table when it is smaller.
    const qint64 asked = sampled ? m_options.sampleRows : p.rowCount;
    QString relation = sampled ? d.sampleRelation(qualified, m_options.sampleRows, p.rowCount) + QStringLiteral(" s") : qualified;
    qint64 seen = measureColumns(table, relation, p, cancel);
    if (sampled && seen == 0 && p.rowCount != 0) {
        // A block sample of a small or sparse table can miss every page: profile the first rows instead.
        p.columns.clear();
        relation = d.firstRows(qualified, m_options.sampleRows) + QStringLiteral(" s");
        seen = measureColumns(table, relation, p, cancel);
    }
    // The rows actually measured, not the rows asked for: uniqueness and categories are judged on them.
    p.sampledRows = seen >= 0 ? seen : asked;
    for (ColumnProfile &c : p.columns) {
        if (cancel && cancel->isCancelled())
            break;
        measureValues(relation, c, p.sampledRows, cancel);
    }
    // Keys: the declared ones, else columns unique and never null in what we saw.
    // A composite key is one candidate ("order_id,product_id"); its parts are not keys alone.
    p.keyCandidates = table.primaryKey.isEmpty() ? QStringList() : QStringList{table.primaryKey.join(u',')};
    // A sample shorter than asked for (a block sample of a table smaller than its estimate)
    // proves no uniqueness: a few dozen rows are unique in almost any column.
    for (ColumnProfile &c : p.columns) {
        const bool declared = table.primaryKey.size() == 1 && table.primaryKey.first() == c.name;
        const bool unique = p.sampledRows > 1 && p.sampledRows >= asked && c.nonNull == p.sampledRows && c.distinct == p.sampledRows
                            && (c.type == db::ValueType::Integer || c.type == db::ValueType::Text || c.type == db::ValueType::Unknown);
        c.keyCandidate = declared || unique;
        if (unique && !declared && !p.keyCandidates.contains(c.name))
            p.keyCandidates << c.name;
    }
    return p;
}

qint64 Profiler::measureColumns(const db::TableInfo &table, const QString &relation, TableProfile &p, const db::CancelTokenPtr &cancel)
{
    qint64 seen = -1;
    const db::Dialect &d = m_connection.dialect();
    db::ExecOptions opts;
    opts.cancel = cancel;
    opts.readOnly = true;
    for (int start = 0; start < table.columns.size(); start += m_options.columnsPerQuery) {
        if (cancel && cancel->isCancelled())
            return seen;
        const int end = std::min<int>(int(table.columns.size()), start + m_options.columnsPerQuery);
        // One pass over the sample for a whole group of columns.
        QStringList select = {QStringLiteral("COUNT(*)")};
        for (int i = start; i < end; ++i) {
            const db::ColumnInfo &c = table.columns[i];
            const QString col = d.identifier(c.name);
            select << QStringLiteral("COUNT(%1)").arg(col);
            if (c.valueType == db::ValueType::Blob) {
                select << QStringLiteral("NULL") << QStringLiteral("NULL") << QStringLiteral("NULL") << QStringLiteral("NULL");
                continue;
            }
            select << QStringLiteral("COUNT(DISTINCT %1)").arg(col);
            select << (comparable(c.valueType) ? QStringLiteral("MIN(%1)").arg(col) : QStringLiteral("NULL"));
            select << (comparable(c.valueType) ? QStringLiteral("MAX(%1)").arg(col) : QStringLiteral("NULL"));
            select << (c.valueType == db::ValueType::Text || c.valueType == db::ValueType::Unknown
                           ? QStringLiteral("AVG(%1)").arg(d.textLength(col))
                           : QStringLiteral("NULL"));
        }
        QList<db::Row> rows;
        const db::ExecSummary s = m_connection.query(QStringLiteral("SELECT %1 FROM %2").arg(select.join(QStringLiteral(", ")), relation),
                                                     &rows, opts);
        for (int i = start; i < end; ++i) {
            const db::ColumnInfo &info = table.columns[i];
            ColumnProfile c;
            c.name = info.name;
            c.type = info.valueType;
            if (s.ok() && !rows.isEmpty()) {
                const db::Row &r = rows[0];
                const int base = 1 + (i - start) * 5;
                const qint64 total = r.value(0).toLongLong();
                seen = total;
                c.nonNull = r.value(base).toLongLong();
                c.nullRatio = total > 0 ? 1.0 - double(c.nonNull) / double(total) : 0;
                c.distinct = r.value(base + 1).isNull() ? -1 : r.value(base + 1).toLongLong();
                c.min = r.value(base + 2);
                c.max = r.value(base + 3);
                c.averageLength = r.value(base + 4).toDouble();
                if (c.min.isNull())
                    c.min = QVariant();
                if (c.max.isNull())
                    c.max = QVariant();
            }
            p.columns.append(c);
        }
        if (!s.ok()) {
            if (s.error.kind == db::DbError::Kind::Cancelled)
                return seen;
            p.warning = Tr::tr("Some columns could not be profiled: %1").arg(s.error.message);
        }
    }
    return seen;
}

void Profiler::measureValues(const QString &relation, ColumnProfile &c, qint64 sampledRows, const db::CancelTokenPtr &cancel)
{
    if (c.nonNull == 0 || c.type == db::ValueType::Blob || c.averageLength > 200)
        return;
    const db::Dialect &d = m_connection.dialect();
    const QString col = d.identifier(c.name);
    db::ExecOptions opts;
    opts.cancel = cancel;
    opts.readOnly = true;
    QList<db::Row> rows;
    if (c.isCategorical(sampledRows)) {
        const db::ExecSummary s = m_connection.query(
            QStringLiteral("SELECT %1, COUNT(*) AS n FROM %2 WHERE %1 IS NOT NULL GROUP BY %1 ORDER BY n DESC %3")
                .arg(col, relation, d.limitClause(m_options.topValues)),
            &rows, opts);
        if (s.ok()) {
            for (const db::Row &r : rows)
                c.topValues.append({r.value(0).toString(), r.value(1).toLongLong()});
            for (int i = 0; i < std::min<int>(m_options.samples, int(c.topValues.size())); ++i)
                c.samples << c.topValues[i].first;
            return;
        }
    }
    const db::ExecSummary s = m_connection.query(QStringLiteral("SELECT DISTINCT %1 FROM %2 WHERE %1 IS NOT NULL %3")
                                                     .arg(col, relation, d.limitClause(m_options.samples)),
                                                 &rows, opts);
    if (s.ok()) {
        for (const db::Row &r : rows)
            c.samples << r.value(0).toString();
    }
}

} // namespace assay::knowledge
