#include "hashedembedder.h"

#include <QHash>

#include <cmath>

namespace assay::vectors {

namespace {

QStringList words(const QString &text) {
    QStringList out;
    const QString normal = text.normalized(QString::NormalizationForm_KC);
    QString current;
    auto flush = [&] {
        if (current.isEmpty())
            return;
        const QString folded = current.toCaseFolded();
        out.append(folded);
        // camelCase parts: "orderDate" also gives "order" and "date".
        QString part;
        QStringList parts;
        for (int i = 0; i < current.size(); ++i) {
            const QChar c = current[i];
            if (i > 0 && c.isUpper() && current[i - 1].isLower()) {
                parts.append(part);
                part.clear();
            }
            part += c;
        }
        parts.append(part);
        if (parts.size() > 1) {
            for (const QString &p : std::as_const(parts))
                out.append(p.toCaseFolded());
        }
        current.clear();
    };
    for (const QChar c : normal) {
        if (c.isLetterOrNumber() || c.isMark())
            current += c;
        else
            flush();
    }
    flush();
    return out;
}

} // namespace

HashedEmbedder::HashedEmbedder(int dimension)
    : m_dimension(qMax(8, dimension)) {
}

QString HashedEmbedder::source() const {
    return QStringLiteral("local-hash-v1/%1").arg(m_dimension);
}

quint64 HashedEmbedder::fnv1a64(QByteArrayView bytes) {
    quint64 h = 14695981039346656037ull;
    for (char c : bytes) {
        h ^= quint8(c);
        h *= 1099511628211ull;
    }
    return h;
}

EmbeddingVector HashedEmbedder::embed(const QString &text) const {
    // Feature -> accumulated weight, then dampened; a QHash keyed by the feature's hash.
    QHash<quint64, double> features;
    auto add = [&](const QByteArray &feature, double weight) {
        features[fnv1a64(feature)] += weight;
    };
    for (const QString &w : words(text)) {
        add("w:" + w.toUtf8(), 1.0);
        const QList<uint> cps = (QLatin1Char('#') + w + QLatin1Char('#')).toUcs4();
        for (int n : {3, 4}) {
            for (qsizetype i = 0; i + n <= cps.size(); ++i) {
                const QString gram =
                    QString::fromUcs4(reinterpret_cast<const char32_t *>(cps.constData() + i), n);
                add(QByteArray::number(n) + ':' + gram.toUtf8(), 0.5);
            }
        }
    }
    EmbeddingVector v;
    v.source = source();
    v.values.fill(0.0f, m_dimension);
    QList<double> acc(m_dimension, 0.0);
    for (auto it = features.cbegin(); it != features.cend(); ++it) {
        const quint64 h = it.key();
        const int bucket = int(h % quint64(m_dimension));
        const double sign = (h >> 63) ? -1.0 : 1.0;
        // Sub-linear in frequency: a word said ten times is not ten times as important.
        const double weight =
            it.value() > 0 ? 1.0 + std::log(1.0 + it.value()) - std::log(2.0) : 0.0;
        acc[bucket] += sign * weight;
    }
    double norm = 0;
    for (double x : std::as_const(acc))
        norm += x * x;
    norm = std::sqrt(norm);
    if (norm > 0) {
        for (int i = 0; i < m_dimension; ++i)
            v.values[i] = float(acc[i] / norm);
    }
    return v;
}

QList<EmbeddingVector> HashedEmbedder::embed(const QStringList &texts) const {
    QList<EmbeddingVector> out;
    out.reserve(texts.size());
    for (const QString &t : texts)
        out.append(embed(t));
    return out;
}

} // namespace assay::vectors
