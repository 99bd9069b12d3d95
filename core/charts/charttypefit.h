#pragma once
// What each chart type needs of a spec, in one place for every path that changes a chart's type
// after the rules chose one: a question naming a type (chartrequest.h) and the model's check
// (core/agents/chartverifier). A pie has one measure and no series, lines and areas run along x
// in order with no top N, a scatter plots raw values, stacking needs a series.

#include "chartspec.h"
#include "columnroles.h"

namespace assay::charts {

// The spec redrawn as `type`, keeping its axes and measures where the type allows them.
ChartSpec fitToType(ChartSpec spec, ChartType type);

// Beyond validateSpec: what the rules require of the spec's type from the columns' profiles (a
// pie of values that add up, are never negative and have few parts; a line along time, an order
// or numbers; numbers to sum or plot). Empty when the spec meets them.
QString typeProblem(const ChartSpec &spec, const QList<ColumnProfile> &columns);

} // namespace assay::charts
