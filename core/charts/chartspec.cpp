#include "chartspec.h"
#include "chartstr.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace assay::charts {
namespace {

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

QString chartTypeNoun(ChartType type)
{
    switch (type) {
    case ChartType::Bar:
        return Tr::tr("bar chart");
    case ChartType::Line:
        return Tr::tr("line chart");
    case ChartType::Pie:
        return Tr::tr("pie chart");
    case ChartType::Scatter:
        return Tr::tr("scatter chart");
    case ChartType::Area:
        return Tr::tr("area chart");
    case ChartType::Table:
        return Tr::tr("table");
    }
    return {};
}

QString chartTypeChosen(ChartType type)
{
    switch (type) {
    case ChartType::Bar:
        return Tr::tr("A bar chart suits this result.");
    case ChartType::Line:
        return Tr::tr("A line chart suits this result.");
    case ChartType::Pie:
        return Tr::tr("A pie chart suits this result.");
    case ChartType::Scatter:
        return Tr::tr("A scatter chart suits this result.");
    case ChartType::Area:
        return Tr::tr("An area chart suits this result.");
    case ChartType::Table:
        return Tr::tr("A table suits this result.");
    }
    return {};
}

QString chartTypeName(ChartType type)
{
    switch (type) {
    case ChartType::Bar:
        return Tr::tr("Bar");
    case ChartType::Line:
        return Tr::tr("Line");
    case ChartType::Pie:
        return Tr::tr("Pie");
    case ChartType::Scatter:
        return Tr::tr("Scatter");
    case ChartType::Area:
        return Tr::tr("Area");
    case ChartType::Table:
        return Tr::tr("Table");
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
        return Tr::tr("value");
    case Aggregation::Sum:
        return Tr::tr("sum");
    case Aggregation::Avg:
        return Tr::tr("average");
    case Aggregation::Count:
        return Tr::tr("count");
    case Aggregation::CountDistinct:
        return Tr::tr("distinct count");
    case Aggregation::Min:
        return Tr::tr("minimum");
    case Aggregation::Max:
        return Tr::tr("maximum");
    }
    return {};
}

QString Measure::displayName() const
{
    if (!label.isEmpty())
        return label;
    if (aggregation == Aggregation::Count && column.isEmpty())
        return Tr::tr("count");
    // Whole phrases, so that each language words them ("Summe von amount", "amount 的总和").
    switch (aggregation) {
    case Aggregation::None:
        return column;
    case Aggregation::Sum:
        return Tr::tr("sum of %1").arg(column);
    case Aggregation::Avg:
        return Tr::tr("average of %1").arg(column);
    case Aggregation::Count:
        return Tr::tr("count of %1").arg(column);
    case Aggregation::CountDistinct:
        return Tr::tr("distinct count of %1").arg(column);
    case Aggregation::Min:
        return Tr::tr("minimum of %1").arg(column);
    case Aggregation::Max:
        return Tr::tr("maximum of %1").arg(column);
    }
    return column;
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
        if (m.fromText)
            mo[QStringLiteral("fromText")] = true;
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
    if (otherBucket)
        o[QStringLiteral("other")] = true;
    if (seriesLimit > 0)
        o[QStringLiteral("seriesLimit")] = seriesLimit;
    if (forecastPeriods > 0)
        o[QStringLiteral("forecast")] = forecastPeriods;
    if (!title.isEmpty())
        o[QStringLiteral("title")] = title;
    if (!reasons.isEmpty())
        o[QStringLiteral("why")] = QJsonArray::fromStringList(reasons);
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
        m.fromText = v.toObject().value(QStringLiteral("fromText")).toBool();
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
    s.otherBucket = o.value(QStringLiteral("other")).toBool();
    s.seriesLimit = std::max(0, o.value(QStringLiteral("seriesLimit")).toInt());
    s.forecastPeriods = std::clamp(o.value(QStringLiteral("forecast")).toInt(), 0, MaxForecastPeriods);
    s.title = o.value(QStringLiteral("title")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("why")).toArray())
        s.reasons << v.toString();
    return s;
}

QString validateSpec(const ChartSpec &spec, const QList<db::ResultColumn> &columns)
{
    if (spec.type == ChartType::Table)
        return {};
    if (spec.x.isEmpty())
        return Tr::tr("Choose a column for the x axis.");
    const db::ResultColumn *x = findColumn(columns, spec.x);
    if (!x)
        return Tr::tr("The source has no column %1.").arg(spec.x);
    if (spec.y.isEmpty())
        return Tr::tr("Choose at least one measure.");
    for (const Measure &m : spec.y) {
        if (m.column.isEmpty()) {
            if (m.aggregation != Aggregation::Count)
                return Tr::tr("Choose a column for the measure.");
            continue;
        }
        const db::ResultColumn *c = findColumn(columns, m.column);
        if (!c)
            return Tr::tr("The source has no column %1.").arg(m.column);
        const bool numeric = db::isNumeric(c->type) || c->type == db::ValueType::Unknown ||
                             (m.fromText && c->type == db::ValueType::Text);
        if ((m.aggregation == Aggregation::Sum || m.aggregation == Aggregation::Avg) && !numeric)
            return Tr::tr("%1 is not numeric, so it cannot be summed or averaged; count it instead.").arg(m.column);
        if (m.aggregation == Aggregation::None && !numeric)
            return Tr::tr("%1 is not numeric; plot a count or pick a numeric column.").arg(m.column);
    }
    if (!spec.series.isEmpty() && !findColumn(columns, spec.series))
        return Tr::tr("The source has no column %1.").arg(spec.series);
    if (spec.type == ChartType::Pie) {
        if (spec.y.size() != 1)
            return Tr::tr("A pie shows exactly one measure.");
        if (!spec.series.isEmpty())
            return Tr::tr("A pie cannot have series; use a stacked bar instead.");
        // Slices are parts of a whole: averages, minima and maxima do not add up to one.
        const Aggregation a = spec.y.first().aggregation;
        if (a == Aggregation::Avg || a == Aggregation::Min || a == Aggregation::Max)
            return Tr::tr("A pie shows parts of a whole, and %1s do not add up to one; use a sum or a count, or bars.")
                .arg(aggregationName(a));
    }
    if (spec.type == ChartType::Scatter) {
        if (!db::isNumeric(x->type) && x->type != db::ValueType::Unknown)
            return Tr::tr("A scatter plot needs a numeric x column.");
    }
    if (spec.timeBucketing && !db::isTemporal(x->type) && x->type != db::ValueType::Text && x->type != db::ValueType::Unknown)
        return Tr::tr("Only dates can be grouped by %1.").arg(timeGrainName(spec.grain));
    if (spec.seriesLimit > 0 && spec.series.isEmpty())
        return Tr::tr("Only a chart with a series column can show its largest series and the rest as Other.");
    if (spec.stacked && spec.series.isEmpty() && spec.y.size() < 2)
        return Tr::tr("Stacking needs a series column or several measures.");
    if (spec.otherBucket) {
        if (spec.type != ChartType::Bar && spec.type != ChartType::Pie)
            return Tr::tr("Only bars and pies group the remaining categories as Other.");
        if (spec.limit <= 0)
            return Tr::tr("Choose how many categories to show before grouping the rest as Other.");
        if (spec.timeBucketing || db::isTemporal(x->type))
            return Tr::tr("Dates are not grouped as Other; show a shorter period instead.");
        for (const Measure &m : spec.y) {
            if (!canRollUp(m.aggregation))
                return Tr::tr("The %1 of the other categories cannot be added up from theirs; use a sum, count, minimum or "
                          "maximum to group them as Other.").arg(aggregationName(m.aggregation));
        }
    }
    if (spec.forecastPeriods > 0) {
        if (spec.type != ChartType::Line && spec.type != ChartType::Area)
            return Tr::tr("A forecast extends a line over time; choose a line or area chart.");
        const bool timeLike = db::isTemporal(x->type) || spec.timeBucketing || x->type == db::ValueType::Text
                              || x->type == db::ValueType::Unknown || x->type == db::ValueType::Integer;
        if (!timeLike)
            return Tr::tr("A forecast needs dates on the x axis; %1 is not a date.").arg(spec.x);
        if (spec.forecastPeriods > MaxForecastPeriods)
            return Tr::tr("Forecast at most %1 periods.").arg(MaxForecastPeriods);
    }
    return {};
}

bool canRollUp(Aggregation aggregation)
{
    return aggregation == Aggregation::Sum || aggregation == Aggregation::Count || aggregation == Aggregation::Min
           || aggregation == Aggregation::Max;
}

} // namespace assay::charts
