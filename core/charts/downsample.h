#pragma once
// Fewer points that draw the same picture. A chart's aggregate query already ran in the
// database; what comes back can still be a long series (raw points, daily data over decades).
// Drawing more points than the plot has pixel columns only costs time, so series are thinned to
// the pixel width before they reach QtCharts. Pure functions over points sorted by x.

#include <QList>
#include <QPointF>

namespace assay::charts {

// Min/max buckets (M4): the x range is cut into `buckets` equal columns (one per pixel) and each
// keeps its first, lowest, highest and last point, in x order. A line through them covers the
// same pixels as the full series: endpoints and every extreme survive. At most 4 x buckets points.
QList<QPointF> downsampleMinMax(const QList<QPointF> &points, int buckets);

// Largest-Triangle-Three-Buckets (Steinarsson 2013): exactly `threshold` points (>= 3) that keep
// the visual shape; first and last points kept. Smoother than min/max, but it may drop a spike.
QList<QPointF> downsampleLttb(const QList<QPointF> &points, int threshold);

// What the charts use: min/max buckets at the pixel width when the series is longer than about
// four points per pixel column, the series unchanged otherwise.
QList<QPointF> downsampleForWidth(const QList<QPointF> &points, int pixelWidth);

} // namespace assay::charts
