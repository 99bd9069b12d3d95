#include "joinplan.h"
#include "schematr.h"

#include "db/dialect.h"

#include <QCoreApplication>

namespace assay::schema {

QString canonicalEdgeKey(const QString &tableA, const QString &columnA, const QString &tableB, const QString &columnB)
{
    QString a = tableA.section(u'.', -1).toLower() + QLatin1Char('.') + columnA.toLower();
    QString b = tableB.section(u'.', -1).toLower() + QLatin1Char('.') + columnB.toLower();
    if (b < a)
        std::swap(a, b);
    return a + QLatin1Char('=') + b;
}

QString JoinPlan::aliasOf(const QString &table) const
{
    for (const JoinStep &s : steps) {
        if (s.table.compare(table, Qt::CaseInsensitive) == 0 || s.tableName.compare(table, Qt::CaseInsensitive) == 0)
            return s.alias;
    }
    return {};
}

QStringList JoinPlan::tables() const
{
    QStringList out;
    for (const JoinStep &s : steps)
        out << s.table;
    return out;
}

QString JoinPlan::fromClause(const db::Dialect &d) const
{
    QStringList lines;
    for (const JoinStep &s : steps) {
        const QString relation = QStringLiteral("%1 %2").arg(d.qualified(s.schemaName, s.tableName), d.identifier(s.alias));
        if (s.parentAlias.isEmpty()) {
            lines << QStringLiteral("FROM ") + relation;
            continue;
        }
        QStringList on;
        for (int i = 0; i < s.columns.size() && i < s.parentColumns.size(); ++i)
            on << QStringLiteral("%1.%2 = %3.%4")
                      .arg(d.identifier(s.alias), d.identifier(s.columns[i]), d.identifier(s.parentAlias), d.identifier(s.parentColumns[i]));
        lines << QStringLiteral("%1 %2 ON %3").arg(s.left ? QStringLiteral("LEFT JOIN") : QStringLiteral("JOIN"), relation,
                                                   on.join(QStringLiteral(" AND ")));
    }
    return lines.join(QLatin1Char('\n'));
}

QString JoinPlan::describe(const db::Dialect &d) const
{
    QStringList lines = fromClause(d).split(QLatin1Char('\n'));
    for (int i = 1; i < lines.size() && i < steps.size(); ++i) {
        const JoinStep &s = steps[i];
        const QString meaning = s.cardinality == u"1:N"   ? Tr::tr("each %1 row has many %2 rows").arg(s.parentTable, s.table)
                                : s.cardinality == u"N:M" ? Tr::tr("%1 and %2 rows with the same key").arg(s.parentTable, s.table)
                                                          : Tr::tr("each %1 row has one %2 row").arg(s.parentTable, s.table);
        lines[i] += QStringLiteral("  -- ") + meaning + (s.left ? Tr::tr(", or none (kept)") : QString());
    }
    for (const QString &n : notes)
        lines << QStringLiteral("-- ") + n;
    return lines.join(QLatin1Char('\n'));
}

QStringList JoinPlan::edgeKeys() const
{
    QStringList keys;
    for (const JoinStep &s : steps) {
        for (int i = 0; i < s.columns.size() && i < s.parentColumns.size(); ++i)
            keys << canonicalEdgeKey(s.table, s.columns[i], s.parentTable, s.parentColumns[i]);
    }
    keys.sort();
    return keys;
}

} // namespace assay::schema
