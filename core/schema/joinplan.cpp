#include "joinplan.h"
#include "schematr.h"

#include "db/dialect.h"

#include <QCoreApplication>
#include <QSet>

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

QString JoinPlan::aliasOfUse(int use) const
{
    for (const JoinStep &s : steps) {
        if (s.use == use)
            return s.alias;
    }
    return {};
}

QStringList JoinPlan::tables() const
{
    QStringList out;
    for (const JoinStep &s : steps) {
        if (!out.contains(s.table))
            out << s.table;
    }
    return out;
}

bool JoinPlan::hasRepeatedTables() const
{
    return tables().size() < steps.size();
}

bool JoinPlan::hasLeftJoins() const
{
    for (const JoinStep &s : steps) {
        if (s.left)
            return true;
    }
    return false;
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
    if (!steps.isEmpty() && !steps.first().role.isEmpty())
        lines[0] += QStringLiteral("  -- ") + Tr::tr("%1 as %2").arg(steps.first().alias, steps.first().role);
    for (int i = 1; i < lines.size() && i < steps.size(); ++i) {
        const JoinStep &s = steps[i];
        const QString parent = s.parentAlias;
        QString meaning = s.cardinality == u"1:N"   ? Tr::tr("each %1 row has many %2 rows").arg(parent, s.alias)
                          : s.cardinality == u"N:M" ? Tr::tr("%1 and %2 rows with the same key").arg(parent, s.alias)
                                                    : Tr::tr("each %1 row has one %2 row").arg(parent, s.alias);
        if (!s.role.isEmpty())
            meaning += Tr::tr(" (%1 is %2 as %3)").arg(s.alias, s.tableName, s.role);
        if (s.inferred)
            meaning += Tr::tr(", over a relationship no key declares");
        lines[i] += QStringLiteral("  -- ") + meaning + (s.left ? Tr::tr(", or none (kept)") : QString());
    }
    for (const QString &n : notes)
        lines << QStringLiteral("-- ") + n;
    return lines.join(QLatin1Char('\n'));
}

QStringList JoinPlan::inWords(const QStringList &exceptEdgeKeys) const
{
    QStringList out;
    for (const JoinStep &s : steps) {
        if (s.parentAlias.isEmpty())
            continue;
        QStringList on;
        bool shared = !exceptEdgeKeys.isEmpty();
        for (int i = 0; i < s.columns.size() && i < s.parentColumns.size(); ++i) {
            on << QStringLiteral("%1.%2 = %3.%4").arg(s.parentTable.section(u'.', -1), s.parentColumns[i], s.tableName, s.columns[i]);
            shared = shared && exceptEdgeKeys.contains(canonicalEdgeKey(s.parentTable, s.parentColumns[i], s.table, s.columns[i]));
        }
        if (shared)
            continue;
        const QString target = s.role.isEmpty() ? s.tableName : Tr::tr("%1 as %2").arg(s.tableName, s.role);
        out << (s.left ? Tr::tr("%1 to %2 when there is one, on %3") : Tr::tr("%1 to %2 on %3"))
                   .arg(s.parentTable.section(u'.', -1), target, on.join(QStringLiteral(" AND "))); // reads as SQL, in every language
    }
    if (!extraTables.isEmpty() && exceptEdgeKeys.isEmpty())
        out.prepend(Tr::tr("through %1").arg(extraTables.join(QStringLiteral(", "))));
    return out;
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
