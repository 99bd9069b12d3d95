#pragma once
// Axis labels that fit the space a chart has, measured in the font QtCharts draws them with,
// so that QtCharts never has to cut them to a few letters ("Jan 2...", "Shi...", "120,0..."):
// labels lie flat when they fit, turn 45 or 90 degrees when they do not, drop a part they all
// share (the year of a run of days goes to the axis title), and past that only every k-th label
// is shown. Tick counts of value and time axes follow the width of their widest label.

#include <QFont>
#include <QStringList>

namespace assay::ui {

// The font of QtCharts' axis labels and legend in the light and dark themes.
QFont chartLabelFont();
int labelWidth(const QString &text);
int widestLabel(const QStringList &labels);

struct FittedLabels {
    QStringList labels; // one per category, shortened by `common`
    int angle = 0;      // 0, -45 or -90
    QString common;     // what every label had and no longer shows ("2024"), for the title
    int shownEvery = 1; // 1: every label in its slot; k: every k-th, flat (see makeCategoryAxis)
};

// Labels along a horizontal axis `pixelWidth` wide, one slot per category.
FittedLabels fitAlongX(const QStringList &categories, int pixelWidth);

// How many ticks a value axis `pixelLength` long can label without labels touching, for labels
// as wide as `widestLabel` (horizontal axes) or as tall as a line (vertical ones).
int ticksThatFit(int pixelLength, int widest, bool horizontal, int most = 9);

} // namespace assay::ui
