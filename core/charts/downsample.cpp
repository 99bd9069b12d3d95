#include "downsample.h"

#include <algorithm>
#include <cmath>

namespace assay::charts {

QList<QPointF> downsampleMinMax(const QList<QPointF> &points, int buckets) {
    const qsizetype n = points.size();
    if (buckets <= 0 || n <= 4LL * buckets)
        return points;
    const double x0 = points.first().x();
    const double x1 = points.last().x();
    const double width = x1 - x0;
    if (!(width > 0))
        return downsampleLttb(points, std::max(3, 4 * buckets)); // no x range to cut: fall back
    QList<QPointF> out;
    out.reserve(4 * buckets);
    qsizetype i = 0;
    while (i < n) {
        // The bucket of point i, and every following point that falls into it.
        const int b = std::min(buckets - 1, int((points[i].x() - x0) / width * buckets));
        const qsizetype first = i;
        qsizetype lo = i, hi = i;
        ++i;
        while (i < n && std::min(buckets - 1, int((points[i].x() - x0) / width * buckets)) == b) {
            if (points[i].y() < points[lo].y())
                lo = i;
            if (points[i].y() > points[hi].y())
                hi = i;
            ++i;
        }
        const qsizetype last = i - 1;
        // Up to four distinct indices, in their original order.
        qsizetype keep[4] = {first, lo, hi, last};
        std::sort(std::begin(keep), std::end(keep));
        qsizetype previous = -1;
        for (qsizetype k : keep) {
            if (k != previous)
                out.append(points[k]);
            previous = k;
        }
    }
    return out;
}

QList<QPointF> downsampleLttb(const QList<QPointF> &points, int threshold) {
    const qsizetype n = points.size();
    if (threshold < 3 || n <= threshold)
        return points;
    QList<QPointF> out;
    out.reserve(threshold);
    out.append(points.first());
    // Buckets between the fixed first and last points.
    const double every = double(n - 2) / double(threshold - 2);
    qsizetype a = 0;
    for (int i = 0; i < threshold - 2; ++i) {
        // The average of the next bucket is the third corner of the triangle.
        qsizetype avgStart = qsizetype(std::floor((i + 1) * every)) + 1;
        qsizetype avgEnd = std::min<qsizetype>(qsizetype(std::floor((i + 2) * every)) + 1, n);
        double avgX = 0, avgY = 0;
        const qsizetype avgCount = std::max<qsizetype>(1, avgEnd - avgStart);
        for (qsizetype j = avgStart; j < avgEnd; ++j) {
            avgX += points[j].x();
            avgY += points[j].y();
        }
        if (avgEnd <= avgStart) {
            avgX = points.last().x();
            avgY = points.last().y();
        } else {
            avgX /= double(avgCount);
            avgY /= double(avgCount);
        }
        const qsizetype rangeStart = qsizetype(std::floor(i * every)) + 1;
        const qsizetype rangeEnd =
            std::min<qsizetype>(qsizetype(std::floor((i + 1) * every)) + 1, n - 1);
        const QPointF pa = points[a];
        double maxArea = -1;
        qsizetype chosen = rangeStart;
        for (qsizetype j = rangeStart; j < rangeEnd; ++j) {
            const double area = std::abs((pa.x() - avgX) * (points[j].y() - pa.y()) -
                                         (pa.x() - points[j].x()) * (avgY - pa.y()));
            if (area > maxArea) {
                maxArea = area;
                chosen = j;
            }
        }
        out.append(points[chosen]);
        a = chosen;
    }
    out.append(points.last());
    return out;
}

QList<QPointF> downsampleForWidth(const QList<QPointF> &points, int pixelWidth) {
    return downsampleMinMax(points, std::max(16, pixelWidth));
}

} // namespace assay::charts
