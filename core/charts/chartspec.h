#pragma once
// A chart as data: what to plot from which columns of a source result. Plain value, JSON-able.

#include "db/dialect.h"
#include "db/resulttypes.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace assay::charts {

enum class ChartType { Bar, Line, Pie, Scatter, Area, Table };
enum class Aggregation { None, Sum, Avg, Count, CountDistinct, Min, Max };
enum class SortOrder { Natural, XAscending, XDescending, YAscending, YDescending };

QString chartTypeKey(ChartType type);
bool chartTypeFromKey(const QString &key, ChartType *type);
QString chartTypeName(ChartType type); // translated, for menus ("Bar")
// Translated as whole phrases, so each language can decline them: "bar chart" (inside a
// sentence) and "A bar chart." (a line of its own in the chat's progress).
QString chartTypeNoun(ChartType type);
QString chartTypeChosen(ChartType type);
QString aggregationKey(Aggregation agg);
bool aggregationFromKey(const QString &key, Aggregation *agg);
QString aggregationName(Aggregation agg);
// "month", "Monat", "月": a time grain in the window's language (db::timeGrainKey is the file's).
QString timeGrainName(db::TimeGrain grain);
// "by month", "nach Monat", "按月": how a time axis is grouped, as one phrase.
QString byTimeGrain(db::TimeGrain grain);

// The longest forecast a chart may ask for.
constexpr int MaxForecastPeriods = 120;

struct Measure {
    QString column; // empty with Count means COUNT(*)
    Aggregation aggregation = Aggregation::Sum;
    QString label;  // optional display name
    bool fromText = false; // numbers stored as text: converted to numbers before aggregating

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
    // With a limit: the categories past the top N are added up into one "Other" bar or slice
    // instead of being left out (needs a measure that adds up: sum, count, min or max).
    bool otherBucket = false;
    // With a series column: how many series values to draw, largest first; the rest are added
    // up into one "Other" series when the measure rolls up (canRollUp), else left out and noted.
    // 0 = all (up to MaxChartSeries).
    int seriesLimit = 0;
    // Line and area charts over time: how many periods to forecast (0 = none).
    int forecastPeriods = 0;
    QString title;
    // Why this chart was chosen, in plain language (the recommender's reasons). Cleared when the
    // user changes the chart by hand; kept in the file so a reopened notebook still explains it.
    QStringList reasons;

    QJsonObject toJson() const;
    static ChartSpec fromJson(const QJsonObject &json);
    bool operator==(const ChartSpec &) const = default;
};

// The line a chart cell shows above its chart: "Why lines: <reason>", "Why stacked bars: ...",
// "Why a pie: ...", worded per chart (and per series or stacking) so every language can say it.
QString chartWhy(const ChartSpec &spec, const QString &reason);

// Why a spec cannot be drawn from these columns; empty when it can. Used to disable impossible
// combinations in the editor with a reason.
QString validateSpec(const ChartSpec &spec, const QList<db::ResultColumn> &columns);

// Whether categories past the top N can be added up into "Other" with this aggregation (a sum,
// count, minimum or maximum of the parts is still right; an average of averages is not).
bool canRollUp(Aggregation aggregation);

} // namespace assay::charts
