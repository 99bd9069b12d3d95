#pragma once
// A chart as data: what to plot from which columns of a source result. Plain value, JSON-able.

#include "db/dialect.h"
#include "db/resulttypes.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace assay::charts {

enum class ChartType { Bar, Line, Pie, Scatter, Area, Table };
enum class Aggregation { None, Sum, Avg, Count, CountDistinct, Min, Max };
enum class SortOrder { Natural, XAscending, XDescending, YAscending, YDescending };

QString chartTypeKey(ChartType type);
bool chartTypeFromKey(const QString &key, ChartType *type);
QString chartTypeName(ChartType type); // translated, for menus
QString aggregationKey(Aggregation agg);
bool aggregationFromKey(const QString &key, Aggregation *agg);
QString aggregationName(Aggregation agg);

struct Measure {
    QString column; // empty with Count means COUNT(*)
    Aggregation aggregation = Aggregation::Sum;
    QString label;  // optional display name

    QString displayName() const;
    bool operator==(const Measure &) const = default;
};

struct ChartSpec {
    ChartType type = ChartType::Bar;
    QString x;
    QList<Measure> y;
    QString series;          // optional: one line/bar group per value
    bool timeBucketing = false; // bucket a temporal x by `grain`
    db::TimeGrain grain = db::TimeGrain::Month;
    SortOrder sort = SortOrder::Natural;
    int limit = 0;           // 0 = all
    bool stacked = false;
    QString title;

    QJsonObject toJson() const;
    static ChartSpec fromJson(const QJsonObject &json);
    bool operator==(const ChartSpec &) const = default;
};

// A reasonable first chart for a result: a line over the first date column, else bars by the
// first text column, measuring the first numeric column (or counting rows).
ChartSpec suggestSpec(const QList<db::ResultColumn> &columns);

// Why a spec cannot be drawn from these columns; empty when it can. Used to disable impossible
// combinations in the editor with a reason.
QString validateSpec(const ChartSpec &spec, const QList<db::ResultColumn> &columns);

} // namespace assay::charts
