#include "hnswindex.h"
#include "knowledgetr.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>
#include <QThread>

#include <hnswlib/hnswlib.h>


namespace assay::knowledge {
namespace {

constexpr int M = 16;
constexpr int EfConstruction = 200;
constexpr int EfSearch = 64;

} // namespace

struct HnswIndex::Impl {
    std::unique_ptr<hnswlib::InnerProductSpace> space;
    std::unique_ptr<hnswlib::HierarchicalNSW<float>> index;
};

HnswIndex::HnswIndex() = default;
HnswIndex::~HnswIndex() = default;
HnswIndex::HnswIndex(HnswIndex &&) noexcept = default;
HnswIndex &HnswIndex::operator=(HnswIndex &&) noexcept = default;

QString HnswIndex::create(const QString &source, int dimension, int capacity)
{
    if (dimension <= 0)
        return Tr::tr("An embedding dimension must be positive.");
    m_impl = std::make_unique<Impl>();
    m_impl->space = std::make_unique<hnswlib::InnerProductSpace>(size_t(dimension));
    m_impl->index = std::make_unique<hnswlib::HierarchicalNSW<float>>(m_impl->space.get(), size_t(std::max(capacity, 16)), M,
                                                                      EfConstruction);
    m_impl->index->setEf(EfSearch);
    m_source = source;
    m_dimension = dimension;
    return {};
}

QString HnswIndex::add(quint64 label, const vectors::EmbeddingVector &v)
{
    if (!m_impl)
        return Tr::tr("The vector index was not created.");
    if (v.source != m_source || v.dimension() != m_dimension)
        return Tr::tr("Refused a vector from %1 in an index of %2: embeddings from different sources cannot be mixed.")
            .arg(v.source, m_source);
    try {
        // hnswlib 0.6 (Debian 12) has fixed capacity: grow it before it fills up.
        if (m_impl->index->cur_element_count >= m_impl->index->max_elements_)
            m_impl->index->resizeIndex(m_impl->index->max_elements_ * 2);
        m_impl->index->addPoint(v.values.constData(), size_t(label));
    } catch (const std::exception &e) {
        return Tr::tr("The vector index failed: %1").arg(QString::fromLocal8Bit(e.what()));
    }
    return {};
}

QList<HnswIndex::Hit> HnswIndex::search(const vectors::EmbeddingVector &query, int k, QString *error) const
{
    QList<Hit> out;
    if (!m_impl || m_impl->index->cur_element_count == 0)
        return out;
    if (query.source != m_source || query.dimension() != m_dimension) {
        if (error)
            *error = Tr::tr("The query vector comes from %1 but the index holds %2.").arg(query.source, m_source);
        return out;
    }
    try {
        auto result = m_impl->index->searchKnn(query.values.constData(), size_t(std::max(1, k)));
        while (!result.empty()) {
            // Inner-product "distance" is 1 - similarity.
            out.prepend({quint64(result.top().second), 1.0 - double(result.top().first)});
            result.pop();
        }
    } catch (const std::exception &e) {
        if (error)
            *error = QString::fromLocal8Bit(e.what());
    }
    return out;
}

int HnswIndex::size() const
{
    return m_impl ? int(m_impl->index->cur_element_count) : 0;
}

QString HnswIndex::save(const QString &path) const
{
    if (!m_impl)
        return Tr::tr("Nothing to save.");
    // hnswlib writes to a path; the source and dimension go to a small file beside it, written
    // last so that a half-written pair is never taken for a good one.
    // hnswlib cannot write to a QSaveFile, so the temporary name must be unique per writer: two
    // indexes saved to one path at once (two re-indexes, two windows) must not share a file.
    const QString tmp = path + QStringLiteral(".partial-%1-%2")
                                   .arg(QCoreApplication::applicationPid())
                                   .arg(quintptr(QThread::currentThreadId()), 0, 16);
    try {
        m_impl->index->saveIndex(QFile::encodeName(tmp).toStdString());
    } catch (const std::exception &e) {
        QFile::remove(tmp);
        return Tr::tr("Cannot save the vector index: %1").arg(QString::fromLocal8Bit(e.what()));
    }
    QFile::remove(path);
    if (!QFile::rename(tmp, path))
        return Tr::tr("Cannot move the vector index into place at %1.").arg(path);
    QSaveFile meta(path + QStringLiteral(".meta"));
    if (!meta.open(QIODevice::WriteOnly))
        return meta.errorString();
    meta.write(QStringLiteral("assay-hnsw-v1\n%1\n%2\n").arg(m_source).arg(m_dimension).toUtf8());
    return meta.commit() ? QString() : meta.errorString();
}

QString HnswIndex::load(const QString &path)
{
    QFile meta(path + QStringLiteral(".meta"));
    if (!meta.open(QIODevice::ReadOnly))
        return Tr::tr("%1 has no description beside it.").arg(path);
    const QList<QByteArray> lines = meta.readAll().split('\n');
    if (lines.size() < 3 || lines[0] != "assay-hnsw-v1")
        return Tr::tr("%1 is not an Assay vector index.").arg(path);
    const QString source = QString::fromUtf8(lines[1]);
    const int dimension = lines[2].toInt();
    if (dimension <= 0 || !QFile::exists(path))
        return Tr::tr("The vector index %1 is incomplete.").arg(path);
    auto impl = std::make_unique<Impl>();
    impl->space = std::make_unique<hnswlib::InnerProductSpace>(size_t(dimension));
    try {
        impl->index = std::make_unique<hnswlib::HierarchicalNSW<float>>(impl->space.get(), QFile::encodeName(path).toStdString());
    } catch (const std::exception &e) {
        return Tr::tr("The vector index %1 is damaged: %2").arg(path, QString::fromLocal8Bit(e.what()));
    }
    impl->index->setEf(EfSearch);
    m_impl = std::move(impl);
    m_source = source;
    m_dimension = dimension;
    return {};
}

} // namespace assay::knowledge
