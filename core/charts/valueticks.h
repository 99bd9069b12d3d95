#pragma once
// Where a value axis starts and ends and where its ticks go: on round numbers (1, 2, 2.5 or 5
// times a power of ten) that cover the data with as little room to spare as the tick count
// allows. QtCharts' applyNiceNumbers rounds the step up before it fits the range, which can
// run an axis to twice the largest value (0-40M for 20.5M).

namespace assay::charts {

struct ValueScale {
    double min = 0;
    double max = 1;
    double step = 1;
    int ticks = 2; // min, max and the round numbers between them
};

// A scale over [lo, hi] with 2..maxTicks ticks (at least 3 when maxTicks allows), ending on the
// first round number at or past each end. An empty range gets some room around its value.
ValueScale niceScale(double lo, double hi, int maxTicks);

} // namespace assay::charts
