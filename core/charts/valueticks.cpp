#include "valueticks.h"

#include <algorithm>
#include <cmath>

namespace assay::charts {

ValueScale niceScale(double lo, double hi, int maxTicks) {
    maxTicks = std::max(2, maxTicks);
    if (!std::isfinite(lo) || !std::isfinite(hi))
        return {};
    if (lo > hi)
        std::swap(lo, hi);
    if (!(hi > lo)) {
        // One value: room around it (from zero for a positive one, as bars grow from zero).
        const double pad = std::max(1.0, std::abs(lo) * 0.1);
        lo = lo > 0 ? 0 : lo - pad;
        hi = hi < 0 ? 0 : hi + pad;
    }
    const int fewest = std::min(3, maxTicks);
    const double raw = (hi - lo) / double(maxTicks - 1);
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    ValueScale best;
    double bestSpan = -1;
    // Round steps from a tenth of the raw step's power up to a hundred times it: the smallest
    // span wins, then the most ticks.
    for (double p = power / 10; p <= power * 100; p *= 10) {
        for (const double m : {1.0, 2.0, 2.5, 5.0}) {
            const double step = m * p;
            // A hair of tolerance: 20.000000001 is still 20.
            const double first = std::floor(lo / step + 1e-9) * step;
            const double last = std::ceil(hi / step - 1e-9) * step;
            const int ticks = int(std::llround((last - first) / step)) + 1;
            if (ticks < fewest || ticks > maxTicks)
                continue;
            const double span = last - first;
            if (bestSpan < 0 || span < bestSpan * (1 - 1e-12) ||
                (std::abs(span - bestSpan) <= bestSpan * 1e-12 && ticks > best.ticks)) {
                best = {first, last, step, ticks};
                bestSpan = span;
            }
        }
    }
    if (bestSpan < 0)
        return {lo, hi, (hi - lo) / (maxTicks - 1), maxTicks};
    return best;
}

} // namespace assay::charts
