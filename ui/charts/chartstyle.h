#pragma once
// How charts look: the palette for light and dark themes, the locale numbers are written in,
// and what the view tells the renderer about its size.

#include <QColor>
#include <QLocale>

namespace assay::ui {

struct ChartStyle {
    bool dark = false;
    bool animate = false;
    int pixelWidth = 1000; // of the plot: long series are thinned to about this many columns
};

// Tableau 10's hues: distinct for the colour-blind and readable on light backgrounds; lifted
// for dark ones.
QColor paletteColor(int index, bool dark);
// The forecast's interval band: the series colour, mostly transparent.
QColor bandColor(const QColor &series, bool dark);
// The reader's locale, or English when the system says "C" (which writes no thousands
// separators).
QLocale displayLocale();

} // namespace assay::ui
