#pragma once
// A small deterministic random source (SplitMix64). The standard library's distributions are
// implementation-defined, so the sample data would differ between compilers; this does not.

#include <QtGlobal>

#include <cmath>

namespace assay::sample {

class Random {
public:
    explicit Random(quint64 seed) : m_state(seed) {}

    quint64 next()
    {
        quint64 z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, 1).
    double uniform() { return double(next() >> 11) * (1.0 / 9007199254740992.0); }
    // Uniform integer in [lo, hi].
    int range(int lo, int hi) { return lo + int(next() % quint64(hi - lo + 1)); }
    bool chance(double p) { return uniform() < p; }
    // Index in [0, n) skewed towards small values: some customers and products are far more
    // popular than others, as in real sales data.
    int skewed(int n, double power = 2.0) { return std::min(n - 1, int(n * std::pow(uniform(), power))); }
    // Approximately normal (sum of uniforms), mean 0, standard deviation 1.
    double normal()
    {
        double s = 0;
        for (int i = 0; i < 12; ++i)
            s += uniform();
        return s - 6.0;
    }
    template <typename T>
    const T &pick(const T *items, int count) { return items[range(0, count - 1)]; }

private:
    quint64 m_state;
};

} // namespace assay::sample
