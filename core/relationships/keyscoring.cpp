#include "keyscoring.h"

#include <algorithm>
#include <cmath>

namespace assay::relationships {
namespace {

constexpr double textBitsPerValue = 8;
constexpr double strongBits = 10; // about one chance in a thousand
constexpr double narrowProbability = 0.01;
constexpr double narrowSpan = 0.5;       // the values fill less than half the key's range
constexpr qint64 sameKeySetValues = 100; // equal key sets this big are no coincidence

} // namespace

double spanProbability(qint64 k, double span) {
    if (k < 2 || span >= 1)
        return 1;
    if (span <= 0)
        return 0;
    const double kd = double(k);
    return std::clamp(kd * std::pow(span, kd - 1) - (kd - 1) * std::pow(span, kd), 0.0, 1.0);
}

double surpriseBits(bool wholeNumbers, double keyMin, double keyMax, qint64 keyValues) {
    if (!wholeNumbers)
        return textBitsPerValue;
    if (keyValues <= 0 || keyMax < keyMin)
        return 0;
    const double range = keyMax - keyMin + 1;
    return std::max(0.0, std::log2(range / double(keyValues)));
}

bool contained(const Evidence &e) {
    if (e.checked <= 0)
        return false;
    const qint64 missing = e.checked - e.found;
    return missing == 0 || (e.checked >= 10 && missing <= 1) || e.coverage() >= 0.95;
}

bool narrowSlice(const Evidence &e) {
    // Both unlikely for random picks and narrow in itself: with thousands of values even a
    // reference to all but the newest keys is "unlikely", and is no coincidence.
    return e.checked >= 3 && e.randomness >= 0 && e.randomness < narrowProbability && e.span >= 0 &&
           e.span < narrowSpan;
}

bool strongData(const Evidence &e) {
    return e.checked >= 2 && e.sparsity >= 0 && e.sparsity * double(e.found) >= strongBits;
}

int nameRank(Evidence::NameMatch m) {
    return int(m);
}

bool namesReference(Evidence::NameMatch m) {
    return nameRank(m) >= nameRank(Evidence::NameMatch::Role);
}

Verdict judge(const Evidence &e, const Circumstances &c) {
    using M = Evidence::NameMatch;
    Verdict v;
    const bool named = namesReference(e.name);
    if (!c.keyLike && nameRank(e.name) < nameRank(M::KeyName))
        return v; // a column unique by chance (a population, a year) is only a key by name
    if (c.sameKeySet) {
        // The same key values in both tables: a one-to-one extension, on data alone.
        v.accept = e.checked >= sameKeySetValues && e.found == e.checked;
        v.confidence = 0.6;
        return v;
    }
    // A table's own key extends another table when its name says so, or when its values could
    // not be in the other key by chance (sparse keys); dense ids 1..n are in any longer 1..m.
    if (c.ownKey && !named &&
        !(c.referenceName && strongData(e) && !narrowSlice(e) && contained(e)))
        return v;
    if (e.noValues) {
        // Nothing to check: only a name that says it, and then with little confidence.
        v.accept = named && c.referenceName;
        v.confidence = 0.5;
        return v;
    }
    if (!contained(e))
        return v;
    const bool strong = strongData(e);
    const bool narrow = narrowSlice(e);
    if (named) {
        static const double byName[] = {0, 0, 0, 0.86, 0.9, 0.92, 0.94};
        v.accept = true;
        v.confidence = byName[nameRank(e.name)] + (strong ? 0.04 : 0) - (narrow ? 0.2 : 0);
    } else if (e.name == M::Abbreviation || e.name == M::Hierarchy) {
        v.accept = !narrow || (e.name == M::Hierarchy && c.someNull);
        v.confidence = 0.72 + (strong ? 0.1 : 0);
    } else {
        v.accept = c.referenceName && strong && !narrow && e.checked >= 3;
        v.confidence = 0.66;
    }
    if (e.trimmed)
        v.confidence -= 0.15;
    if (e.found < e.checked)
        v.confidence -= 0.05;
    if (e.targetKey == Evidence::TargetKey::UniqueInSample)
        v.confidence -= 0.05;
    v.confidence = std::clamp(v.confidence, 0.3, 0.99);
    return v;
}

} // namespace assay::relationships
