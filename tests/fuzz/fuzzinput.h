#pragma once
// Small helpers shared by the fuzz targets: reading options from the first bytes of an input, and
// an abort that says which property broke (libFuzzer then saves the input as a crash).

#include <QByteArrayView>
#include <QString>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace assay::fuzz {

// Consumes bytes from the front of the input; zero once it is exhausted.
class FuzzInput {
public:
    FuzzInput(const uint8_t *data, size_t size)
        : m_data(reinterpret_cast<const char *>(data)), m_size(qsizetype(size)) {}

    uint8_t byte() { return m_pos < m_size ? uint8_t(m_data[m_pos++]) : 0; }
    QByteArrayView rest() const { return QByteArrayView(m_data + m_pos, m_size - m_pos); }
    QString restAsText() const { return QString::fromUtf8(rest()); }

private:
    const char *m_data;
    qsizetype m_size;
    qsizetype m_pos = 0;
};

[[noreturn]] inline void fail(const char *property) {
    std::fprintf(stderr, "fuzz property violated: %s\n", property);
    std::abort();
}

inline void check(bool ok, const char *property) {
    if (!ok)
        fail(property);
}

} // namespace assay::fuzz
