#include "chartspec.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace assay::charts {
namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("ChartSpec", s);
}

const db::ResultColumn *findColumn(const QList<db::ResultColumn> &columns, const QString &name)
{
    for (const db::ResultColumn &c : columns) {
        if (c.name.compare(name, Qt::CaseInsensitive) == 0)
            return &c;
    }
    return nullptr;
}

} // namespace

QString chartTypeKey(ChartType type)
{
    switch (type) {
    case ChartType::Bar:
        return QStringLiteral("bar");
    case ChartType::Line:
        return QStringLiteral("line");
    case ChartType::Pie:
        return QStringLiteral("pie");
    case ChartType::Scatter:
        return QStringLiteral("scatter");
    case ChartType::Area:
        return QStringLiteral("area");
    case ChartType::Table:
        return QStringLiteral("table");
    }
    return {};
}

bool chartTypeFromKey(const QString &key, ChartType *type)
{
    for (ChartType t : {ChartType::Bar, ChartType::Line, ChartType::Pie, ChartType::Scatter, ChartType::Area, ChartType::Table}) {
        if (chartTypeKey(t) == key) {
            *type = t;
            return true;
        }
    }
    return false;
}

QString chartTypeName(ChartType type)
{
    switch (type) {
    case ChartType::Bar:
        return tr("Bar");
    case ChartType::Line:
        return tr("Line");
    case ChartType::Pie:
        return tr("Pie");
    case ChartType::Scatter:
        return tr("Scatter");
    case ChartType::Area:
        return tr("Area");
    case ChartType::Table:
        return tr("Table");
    }
    return {};
}

QString aggregationKey(Aggregation agg)
{
    switch (agg) {
    case Aggregation::None:
        return QStringLiteral("none");
    case Aggregation::Sum:
        return QStringLiteral("sum");
    case Aggregation::Avg:
        return QStringLiteral("avg");
    case Aggregation::Count:
        return QStringLiteral("count");
    case Aggregation::CountDistinct:
        return QStringLiteral("count_distinct");
    case Aggregation::Min:
        return QStringLiteral("min");
    case Aggregation::Max:
        return QStringLiteral("max");
    }
    return {};
}

bool aggregationFromKey(const QString &key, Aggregation *agg)
{
    for (Aggregation a : {Aggregation::None, Aggregation::Sum, Aggregation::Avg, Aggregation::Count,
                          Aggregation::CountDistinct, Aggregation::Min, Aggregation::Max}) {
        if (aggregationKey(a) == key) {
            *agg = a;
            return true;
        }
    }
    return false;
}

QString aggregationName(Aggregation agg)
{
    switch (agg) {
    case Aggregation::None:
        return tr("value");
    case Aggregation::Sum:
        return tr("sum");
    case Aggregation::Avg:
        return tr("average");
    case Aggregation::Count:
        return tr("count");
    case Aggregation::CountDistinct:
        return tr("distinct count");
    case Aggregation::Min:
        return tr("minimum");
    case Aggregation::Max:
        return tr("maximum");
    }
    return {};
}

QString Measure::displayName() const
{
    if (!label.isEmpty())
        return label;
    if (aggregation == Aggregation::Count && column.isEmpty())
        return tr("count");
    if (aggregation == Aggregation::None)
        return column;
    return QStringLiteral("%1 of %2").arg(aggregationName(aggregation), column);
}

QJsonObject ChartSpec::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("type")] = chartTypeKey(type);
    o[QStringLiteral("x")] = x;
    QJsonArray ys;
    for (const Measure &m : y) {
        QJsonObject mo;
        mo[QStringLiteral("column")] = m.column;
        mo[QStringLiteral("aggregation")] = aggregationKey(m.aggregation);
        if (!m.label.isEmpty())
            mo[QStringLiteral("label")] = m.label;
        ys.append(mo);
    }
    o[QStringLiteral("y")] = ys;
    if (!series.isEmpty())
        o[QStringLiteral("series")] = series;
    if (timeBucketing)
        o[QStringLiteral("grain")] = db::timeGrainKey(grain);
    static const char *sorts[] = {"natural", "x-asc", "x-desc", "y-asc", "y-desc"};
    o[QStringLiteral("sort")] = QLatin1String(sorts[int(sort)]);
    if (limit > 0)
        o[QStringLiteral("limit")] = limit;
    if (stacked)
        o[QStringLiteral("stacked")] = true;
    if (!title.isEmpty())
        o[QStringLiteral("title")] = title;
    return o;
}

ChartSpec ChartSpec::fromJson(const QJsonObject &o)
{
    ChartSpec s;
    chartTypeFromKey(o.value(QStringLiteral("type")).toString(), &s.type);
    s.x = o.value(QStringLiteral("x")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("y")).toArray()) {
        Measure m;
        m.column = v.toObject().value(QStringLiteral("column")).toString();
        aggregationFromKey(v.toObject().value(QStringLiteral("aggregation")).toString(), &m.aggregation);
        m.label = v.toObject().value(QStringLiteral("label")).toString();
        s.y.append(m);
    }
    s.series = o.value(QStringLiteral("series")).toString();
    if (o.contains(QStringLiteral("grain")))
        s.timeBucketing = db::timeGrainFromKey(o.value(QStringLiteral("grain")).toString(), &s.grain);
    const QString sort = o.value(QStringLiteral("sort")).toString();
    static const char *sorts[] = {"natural", "x-asc", "x-desc", "y-asc", "y-desc"};
    for (int i = 0; i < 5; ++i) {
        if (sort == QLatin1String(sorts[i]))
            s.sort = SortOrder(i);
    }
    s.limit = std::max(0, o.value(QStringLiteral("limit")).toInt());
    s.stacked = o.value(QStringLiteral("stacked")).toBool();
    s.title = o.value(QStringLiteral("title")).toString();
    return s;
}

ChartSpec suggestSpec(const QList<db::ResultColumn> &columns)
{
    ChartSpec s;
    const db::ResultColumn *temporal = nullptr;
    const db::ResultColumn *category = nullptr;
    const db::ResultColumn *measure = nullptr;
    for (const db::ResultColumn &c : columns) {
        const bool idLike = c.name.compare(QLatin1String("id"), Qt::CaseInsensitive) == 0 || c.name.endsWith(QLatin1String("_id"));
        if (!temporal && db::isTemporal(c.type))
            temporal = &c;
        else if (!category && (c.type == db::ValueType::Text || c.type == db::ValueType::Boolean))
            category = &c;
        else if (!measure && db::isNumeric(c.type) && !idLike)
            measure = &c;
    }
    if (temporal) {
        s.type = ChartType::Line;
        s.x = temporal->name;
        s.timeBucketing = true;
        s.grain = db::TimeGrain::Month;
    } else if (category) {
        s.type = ChartType::Bar;
        s.x = category->name;
        s.sort = SortOrder::YDescending;
        s.limit = 20;
    } else if (!columns.isEmpty()) {
        s.type = ChartType::Bar;
        s.x = columns.first().name;
    }
    if (measure && measure->name != s.x)
        s.y = {{measure->name, Aggregation::Sum, {}}};
    else
        s.y = {{QString(), Aggregation::Count, {}}};
    return s;
}

QString validateSpec(const ChartSpec &spec, const QList<db::ResultColumn> &columns)
{
    if (spec.type == ChartType::Table)
        return {};
    if (spec.x.isEmpty())
        return tr("Choose a column for the x axis.");
    const db::ResultColumn *x = findColumn(columns, spec.x);
    if (!x)
        return tr("The source has no column %1.").arg(spec.x);
    if (spec.y.isEmpty())
        return tr("Choose at least one measure.");
    for (const Measure &m : spec.y) {
        if (m.column.isEmpty()) {
            if (m.aggregation != Aggregation::Count)
                return tr("Choose a column for the measure.");
            continue;
        }
        const db::ResultColumn *c = findColumn(columns, m.column);
        if (!c)
            return tr("The source has no column %1.").arg(m.column);
        const bool numeric = db::isNumeric(c->type) || c->type == db::ValueType::Unknown;
        if ((m.aggregation == Aggregation::Sum || m.aggregation == Aggregation::Avg) && !numeric)
            return tr("%1 is not numeric, so it cannot be summed or averaged; count it instead.").arg(m.column);
        if (m.aggregation == Aggregation::None && !numeric)
            return tr("%1 is not numeric; plot a count or pick a numeric column.").arg(m.column);
    }
    if (!spec.series.isEmpty() && !findColumn(columns, spec.series))
        return tr("The source has no column %1.").arg(spec.series);
    if (spec.type == ChartType::Pie) {
        if (spec.y.size() != 1)
            return tr("A pie shows exactly one measure.");
        if (!spec.series.isEmpty())
            return tr("A pie cannot have series; use a stacked bar instead.");
    }
    if (spec.type == ChartType::Scatter) {
        if (!db::isNumeric(x->type) && x->type != db::ValueType::Unknown)
            return tr("A scatter plot needs a numeric x column.");
    }
    if (spec.timeBucketing && !db::isTemporal(x->type) && x->type != db::ValueType::Text && x->type != db::ValueType::Unknown)
        return tr("Only dates can be grouped by %1.").arg(db::timeGrainKey(spec.grain));
    if (spec.stacked && spec.series.isEmpty() && spec.y.size() < 2)
        return tr("Stacking needs a series column or several measures.");
    return {};
}

} // namespace assay::charts
