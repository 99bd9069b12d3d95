#pragma once
// The shapes of answer the offline reader writes (each a record in shaperules.cpp, with its cue
// words, trigger, plan, SQL and examples).

#include <QString>

namespace assay::offline {

enum class Shape { List, Distinct, TopRow, Count, Aggregate, Group, Top, Superlative, Share, Having, Change, Rate };
// As Reading::shape names it: "list", "distinct", "top-row", "count", ... (shaperules.cpp)
QString shapeName(Shape shape);

} // namespace assay::offline
