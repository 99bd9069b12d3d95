// WHERE for the plan's stored values, numeric conditions and time; and the figure's expression.
#include "offlinetr.h"
#include "sqlparts.h"

#include "db/dialect.h"

#include <QRegularExpression>

#include <algorithm>

namespace assay::offline {

namespace {

// A stored value as the SQL writes it: a literal, or `:name` for the notebook parameter that
// stands for it (bound when the cell runs, so a new value needs no new SQL).
QString valueText(const SqlInputs &in, int fi, const QString &value)
{
    const QString parameter = in.p.parameterOf.value(fi);
    if (!parameter.isEmpty() && value == in.p.filters[fi].value)
        return QLatin1Char(':') + parameter;
    return in.lex.dialect().stringLiteral(value);
}

// The parent column of a value's table when the value is a tree's ("products in Toys", a
// department whose products sit in its sub-categories) and the tree is not what is listed; -1
// otherwise.
int treeParent(const SqlInputs &in, int fi)
{
    const int t = in.lex.cols[in.p.filters[fi].col].table;
    return t == in.p.main ? -1 : in.lex.parentColumn(t);
}

void writeValueFilters(const SqlInputs &in, SqlParts &out)
{
    const SchemaLexicon &lex = in.lex;
    const db::Dialect &dialect = lex.dialect();
    for (int fi = 0; fi < in.p.filters.size(); ++fi) {
        const Filter &f = in.p.filters[fi];
        const bool tree = treeParent(in, fi) >= 0;
        if (tree)
            out.treeFilters.insert(fi);
        if (!f.orValues.isEmpty() || !f.andValues.isEmpty() || !f.exceptValues.isEmpty()) {
            // all of them (or some and none of others): the rows with any, grouped and counted
            // (sqlwriter's HAVING)
            const QStringList values = QStringList{f.value} + f.orValues + f.andValues + f.exceptValues;
            if (!tree) {
                QStringList literals;
                for (const QString &v : values)
                    literals << dialect.stringLiteral(v);
                out.where << QStringLiteral("%1 IN (%2)").arg(lex.ref(f.col, in.j.aliasOfFilter(in.p, lex, fi)),
                                                            literals.join(QStringLiteral(", ")));
                continue;
            }
            QStringList any;
            for (const QString &v : values)
                any << valueMatch(in, fi, v);
            out.where << QLatin1Char('(') + any.join(QStringLiteral(" OR ")) + QLatin1Char(')');
            continue;
        }
        // not in the tree: neither the value nor below it
        const QString match = valueMatch(in, fi, f.value);
        if (!tree)
            out.where << QStringLiteral("%1 %2 %3")
                             .arg(lex.ref(f.col, in.j.aliasOfFilter(in.p, lex, fi)),
                                  f.negated ? QStringLiteral("<>") : QStringLiteral("="), valueText(in, fi, f.value));
        else
            out.where << (f.negated ? QStringLiteral("NOT ") : QString()) + match;
    }
}

// Rows of the main table with none of another table's: NOT EXISTS over the table (or link table)
// that refers to the main one's key.
void writeAbsences(const SqlInputs &in, SqlParts &out)
{
    const SchemaLexicon &lex = in.lex;
    const db::Dialect &d = lex.dialect();
    const LexTable &m = lex.tabs[in.p.main];
    const QString alias = in.aliasOf(in.p.main);
    const QString outer = alias.isEmpty() ? d.qualified(m.schema, m.name) : d.identifier(alias);
    for (int i = 0; i < in.p.absent.size(); ++i) {
        const AbsentLink &l = in.p.absent[i];
        const LexTable &t = lex.tabs[l.table];
        const QString inner = d.identifier(QStringLiteral("absent%1").arg(i + 1));
        QStringList on;
        for (int c = 0; c < l.innerCols.size() && c < l.outerCols.size(); ++c)
            on << QStringLiteral("%1.%2 = %3.%4").arg(inner, d.identifier(l.innerCols[c]), outer, d.identifier(l.outerCols[c]));
        for (const QString &p : l.partnerCols)
            on << QStringLiteral("%1.%2 IS NOT NULL").arg(inner, d.identifier(p));
        for (const AbsentCondition &c : l.conditions)
            on << QStringLiteral("%1.%2 = %3").arg(inner, d.identifier(lex.cols[c.col].name), d.stringLiteral(c.value));
        out.where << QStringLiteral("NOT EXISTS (SELECT 1 FROM %1 %2 WHERE %3)")
                         .arg(d.qualified(t.schema, t.name), inner, on.join(QStringLiteral(" AND ")));
    }
}

// A year column within a time range: one year, a span, or open before ("before 2009").
QString yearCondition(const QString &col, const ask::TimeRange &r)
{
    const int lastYear = r.to.addDays(-1).year();
    if (r.openStart())
        return QStringLiteral("%1 <= %2").arg(col).arg(lastYear);
    if (lastYear == r.from.year())
        return QStringLiteral("%1 = %2").arg(col).arg(r.from.year());
    return QStringLiteral("%1 >= %2 AND %1 <= %3").arg(col).arg(r.from.year()).arg(lastYear);
}

// Conditions any of which holds: "(a OR b)", or the one condition as it is.
QString anyOf(const QStringList &conditions)
{
    if (conditions.size() == 1)
        return conditions.first();
    QStringList parts;
    for (const QString &c : conditions)
        parts << QLatin1Char('(') + c + QLatin1Char(')');
    return QLatin1Char('(') + parts.join(QStringLiteral(" OR ")) + QLatin1Char(')');
}

// The date column within a time range: from its first day (unless open, "before 2009") to
// before the day after it.
QString dateConditionOf(const SqlInputs &in, const ask::TimeRange &r)
{
    const db::Dialect &dialect = in.lex.dialect();
    const QString col = in.R(in.p.dateCol);
    const QString before = QStringLiteral("%1 < %2").arg(col, dialect.dateLiteral(r.to.toString(Qt::ISODate)));
    if (r.openStart())
        return before;
    return QStringLiteral("%1 >= %2 AND %3").arg(col, dialect.dateLiteral(r.from.toString(Qt::ISODate)), before);
}

// "2023-01-01 to 2023-12-31", "before 2009-01-01".
QString rangeText(const ask::TimeRange &r)
{
    return r.openStart() ? Tr::tr("before %1").arg(r.to.toString(Qt::ISODate))
                         : Tr::tr("%1 to %2").arg(r.from.toString(Qt::ISODate), r.to.addDays(-1).toString(Qt::ISODate));
}

// A date column within any of the ranges, and the ranges said joined by `joiner`.
void writeDateRanges(const SqlInputs &in, const QList<ask::TimeRange> &ranges, const QString &joiner, SqlParts &out)
{
    QStringList conditions, texts;
    for (const ask::TimeRange &r : ranges) {
        conditions << dateConditionOf(in, r);
        texts << rangeText(r);
    }
    out.where << anyOf(conditions);
    out.timeText = Tr::tr("%1 (%2)").arg(texts.join(joiner), in.lex.colTitle(in.p.dateCol));
}

void writeTime(const SqlInputs &in, SqlParts &out)
{
    const QueryPlan &p = in.p;
    const SchemaLexicon &lex = in.lex;
    if (p.dateCol >= 0 && !p.periods.isEmpty()) {
        writeDateRanges(in, p.periods, Tr::tr(" compared with "), out);
    } else if (p.yearCol >= 0) {
        QStringList conditions, texts;
        for (const ask::TimeRange &r : p.times) {
            conditions << yearCondition(in.N(p.yearCol), r);
            texts << r.text.trimmed();
        }
        out.where << anyOf(conditions);
        // "Year_of_Founded after 2008", not "in after 2008" (nor "in in 2008")
        static const QRegularExpression bound(
            QStringLiteral("^(after|before|since|until|from|in|between|later|earlier|during|on|by|prior)\\b"),
            QRegularExpression::CaseInsensitiveOption);
        const bool open = std::all_of(texts.begin(), texts.end(), [](const QString &t) { return bound.match(t).hasMatch(); });
        out.timeText = (open ? Tr::tr("%1 %2", "a year column and an open time: Year_of_Founded after 2008")
                             : Tr::tr("%1 in %2"))
                           .arg(lex.colTitle(p.yearCol), texts.join(Tr::tr(" or ")));
    }
    if (p.dateCol >= 0 && !p.times.isEmpty() && p.periods.isEmpty())
        writeDateRanges(in, p.times, Tr::tr(" or "), out);
}

} // namespace

QString dateCondition(const SqlInputs &in, const ask::TimeRange &r)
{
    return dateConditionOf(in, r);
}

QString valueMatch(const SqlInputs &in, int fi, const QString &value)
{
    const SchemaLexicon &lex = in.lex;
    const db::Dialect &dialect = lex.dialect();
    const Filter &f = in.p.filters[fi];
    const QString fa = in.j.aliasOfFilter(in.p, lex, fi);
    const int parent = treeParent(in, fi);
    if (parent < 0)
        return QStringLiteral("%1 = %2").arg(lex.ref(f.col, fa), valueText(in, fi, value));
    // the value or below it, three levels deep
    const int t = lex.cols[f.col].table;
    const QString table = dialect.qualified(lex.tabs[t].schema, lex.tabs[t].name);
    const QString key = dialect.identifier(lex.tabs[t].primaryKey.first());
    const QString match = QStringLiteral("%1 = %2").arg(lex.ref(f.col, {}), valueText(in, fi, value));
    const QString level1 = QStringLiteral("SELECT %1 FROM %2 WHERE %3").arg(key, table, match);
    const QString level2 =
        QStringLiteral("SELECT %1 FROM %2 WHERE %3 OR %4 IN (%5)").arg(key, table, match, lex.ref(parent, {}), level1);
    return QStringLiteral("(%1 = %2 OR %3 IN (%4))")
        .arg(lex.ref(f.col, fa), valueText(in, fi, value), lex.ref(parent, fa), level2);
}

Decline writeWhere(const SqlInputs &in, SqlParts &out)
{
    // A value not wanted reads as "<>" only while each row is one of the main table's: joined to a
    // child (a student's pets), "<> 'cat'" would keep a student with a cat and a dog.
    const bool negated = std::any_of(in.p.filters.begin(), in.p.filters.end(), [](const Filter &f) { return f.negated; });
    for (const QString &table : in.j.tables)
        if (const int t = in.lex.findTable(table); negated && t >= 0 && in.lex.throughChild(in.p.main, t))
            return separateSets();
    writeValueFilters(in, out);
    writeAbsences(in, out);
    for (const NumericFilter &f : in.p.numeric) {
        const LexTable &t = in.lex.tabs[in.lex.cols[f.col].table];
        const QString bound = f.average ? QStringLiteral("(SELECT AVG(%1) FROM %2)")
                                              .arg(in.lex.numberRef(f.col, QString()), in.lex.dialect().qualified(t.schema, t.name))
                                        : f.number;
        if (!f.alternatives.isEmpty())
            out.where << QStringLiteral("%1 IN (%2)").arg(in.R(f.col), (QStringList{f.number} + f.alternatives).join(QStringLiteral(", ")));
        else
            out.where << QStringLiteral("%1 %2 %3").arg(in.N(f.col), f.op, bound);
    }
    if (in.p.yearCol >= 0 && !in.p.periods.isEmpty())
        return Decline{ask::DeclineReason::PeriodsOnYearColumn, {in.lex.tabs[in.lex.cols[in.p.yearCol].table].name}};
    writeTime(in, out);
    return {};
}

void writeMeasure(const SqlInputs &in, SqlParts &out)
{
    const QueryPlan &p = in.p;
    const SchemaLexicon &lex = in.lex;
    out.countExpr = QStringLiteral("COUNT(*)");
    if (p.needed.size() > 1 && lex.tabs[p.main].primaryKey.size() == 1)
        out.countExpr = QStringLiteral("COUNT(DISTINCT %1)").arg(lex.keyRef(p.main, in.aliasOf(p.main)));
    if (p.glossary && p.measure < 0) {
        static const QRegularExpression nonWord(QStringLiteral("\\W+"));
        out.measureExpr = p.glossary->expression;
        out.measureName = p.glossary->term.toLower().replace(nonWord, QStringLiteral("_"));
        out.measureText = p.glossary->term;
    } else if (p.measure >= 0 && p.measureAgg != Agg::None && p.measureAgg != Agg::Count) {
        out.measureExpr = QStringLiteral("%1(%2)").arg(aggSql(p.measureAgg), in.N(p.measure));
        out.measureName = aggSql(p.measureAgg).toLower() + QLatin1Char('_') + lex.cols[p.measure].name;
        // named in the question's own business word ("revenue", "spend") when it used one
        if (!p.businessName.isEmpty() && p.measureAgg == Agg::Sum)
            out.measureName = p.businessName;
        out.measureText = Tr::tr("%1 of %2", "an aggregate of a column: sum of revenue")
                              .arg(aggWords(p.measureAgg), lex.colTitle(p.measure));
    } else {
        out.measureExpr = out.countExpr;
        out.measureName = QStringLiteral("count");
        out.measureText = Tr::tr("count of %1").arg(lex.tabs[p.main].name);
    }
    // "revenue per unit sold": one total over the other (NULL where the other is 0)
    if (p.ratioOf >= 0) {
        out.measureExpr = QStringLiteral("%1 * SUM(%2) / NULLIF(SUM(%3), 0)")
                              .arg(p.ratioPercent ? QStringLiteral("100.0") : QStringLiteral("1.0"), in.N(p.measure),
                                   in.N(p.ratioOf));
        out.measureName = lex.cols[p.measure].name + (p.ratioPercent ? QStringLiteral("_pct_of_") : QStringLiteral("_per_")) +
                          lex.cols[p.ratioOf].name;
        out.measureText = (p.ratioPercent ? Tr::tr("sum of %1 as a percentage of sum of %2")
                                          : Tr::tr("sum of %1 divided by sum of %2"))
                              .arg(lex.colTitle(p.measure), lex.colTitle(p.ratioOf));
    }
    // "average revenue per customer": the total over the number of customers that have rows
    if (p.perEntity >= 0) {
        const QString perKey = lex.keyRef(p.perEntity, in.aliasOf(p.perEntity));
        if (p.measure < 0 && lex.tabs[p.main].primaryKey.size() == 1)
            out.measureExpr = QStringLiteral("COUNT(DISTINCT %1)").arg(lex.keyRef(p.main, in.aliasOf(p.main)));
        out.measureExpr = QStringLiteral("1.0 * %1 / COUNT(DISTINCT %2)").arg(out.measureExpr, perKey);
        out.measureName = (p.measure >= 0 ? QStringLiteral("avg_") + lex.cols[p.measure].name : lex.tabs[p.main].name) +
                          QStringLiteral("_per_") + lex.tabs[p.perEntity].name;
        out.measureText = Tr::tr("%1 per %2 (on average)").arg(out.measureText, lex.tabs[p.perEntity].name);
    }
}

} // namespace assay::offline
