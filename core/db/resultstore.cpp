#include "resultstore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QTemporaryFile>

#include <cstring>

namespace assay::db {
namespace {

enum Tag : quint8 { TagNull = 0, TagInt = 1, TagReal = 2, TagText = 3, TagBlob = 4, TagTrue = 5, TagFalse = 6 };

void putVarint(QByteArray &out, quint64 v)
{
    while (v >= 0x80) {
        out.append(char(v | 0x80));
        v >>= 7;
    }
    out.append(char(v));
}

quint64 getVarint(const char *&p, const char *end)
{
    quint64 v = 0;
    int shift = 0;
    while (p < end && shift < 64) {
        const quint8 b = quint8(*p++);
        v |= quint64(b & 0x7f) << shift;
        if (!(b & 0x80))
            break;
        shift += 7;
    }
    return v;
}

void encodeValue(QByteArray &out, const QVariant &v)
{
    if (v.isNull()) {
        out.append(char(TagNull));
        return;
    }
    switch (v.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Long: {
        const qint64 n = v.toLongLong();
        out.append(char(TagInt));
        putVarint(out, (quint64(n) << 1) ^ quint64(n >> 63)); // zigzag
        return;
    }
    case QMetaType::Double:
    case QMetaType::Float: {
        const double d = v.toDouble();
        out.append(char(TagReal));
        char buf[sizeof d];
        std::memcpy(buf, &d, sizeof d);
        out.append(buf, sizeof d);
        return;
    }
    case QMetaType::Bool:
        out.append(char(v.toBool() ? TagTrue : TagFalse));
        return;
    case QMetaType::QByteArray: {
        const QByteArray b = v.toByteArray();
        out.append(char(TagBlob));
        putVarint(out, quint64(b.size()));
        out.append(b);
        return;
    }
    default: {
        const QByteArray b = v.toString().toUtf8();
        out.append(char(TagText));
        putVarint(out, quint64(b.size()));
        out.append(b);
        return;
    }
    }
}

QVariant decodeValue(const char *&p, const char *end)
{
    if (p >= end)
        return {};
    const quint8 tag = quint8(*p++);
    switch (tag) {
    case TagInt: {
        const quint64 z = getVarint(p, end);
        return QVariant(qint64((z >> 1) ^ (~(z & 1) + 1)));
    }
    case TagReal: {
        double d = 0;
        if (end - p >= qsizetype(sizeof d))
            std::memcpy(&d, p, sizeof d);
        p += sizeof d;
        return QVariant(d);
    }
    case TagTrue:
        return QVariant(true);
    case TagFalse:
        return QVariant(false);
    case TagText:
    case TagBlob: {
        const qsizetype n = qsizetype(std::min<quint64>(getVarint(p, end), quint64(end - p)));
        const char *s = p;
        p += n;
        if (tag == TagText)
            return QVariant(QString::fromUtf8(s, n));
        return QVariant(QByteArray(s, n));
    }
    default:
        return {};
    }
}

constexpr int CachedPages = 6;

} // namespace

QByteArray encodeRows(const QList<Row> &rows)
{
    QByteArray out;
    out.reserve(rows.size() * 32);
    for (const Row &r : rows) {
        for (const QVariant &v : r)
            encodeValue(out, v);
    }
    return out;
}

QList<Row> decodeRows(const QByteArray &data, int columnCount, int rowCount)
{
    QList<Row> rows;
    rows.reserve(rowCount);
    const char *p = data.constData();
    const char *end = p + data.size();
    for (int r = 0; r < rowCount; ++r) {
        Row row;
        row.reserve(columnCount);
        for (int c = 0; c < columnCount; ++c)
            row.append(decodeValue(p, end));
        rows.append(std::move(row));
    }
    return rows;
}

ResultStore::ResultStore(qint64 memoryBudget, int pageRows)
    : m_memoryBudget(memoryBudget)
    , m_pageRows(std::max(16, pageRows))
    , m_hash(std::make_unique<QCryptographicHash>(QCryptographicHash::Sha1))
{
}

ResultStore::~ResultStore() = default;

void ResultStore::setColumns(const QList<ResultColumn> &columns)
{
    QMutexLocker lock(&m_mutex);
    m_columns = columns;
}

QList<ResultColumn> ResultStore::columns() const
{
    QMutexLocker lock(&m_mutex);
    return m_columns;
}

int ResultStore::columnCount() const
{
    QMutexLocker lock(&m_mutex);
    return m_columns.size();
}

void ResultStore::append(QList<Row> &&rows)
{
    QMutexLocker lock(&m_mutex);
    const int ncols = m_columns.size();
    for (Row &r : rows) {
        r.resize(ncols);
        m_open.append(std::move(r));
        if (m_open.size() >= m_pageRows)
            sealOpenPage();
    }
    spillIfOverBudget();
    m_rowCount.store(m_rowCount.load() + rows.size());
}

void ResultStore::markComplete(bool truncated)
{
    QMutexLocker lock(&m_mutex);
    m_truncated.store(truncated);
    sealOpenPage();
    spillIfOverBudget();
    m_finalHash = QString::fromLatin1(m_hash->result().toHex());
    m_complete.store(true);
}

void ResultStore::sealOpenPage()
{
    if (m_open.isEmpty())
        return;
    Page page;
    page.firstRow = m_pages.isEmpty() ? 0 : m_pages.last().firstRow + m_pages.last().rows;
    page.rows = int(m_open.size());
    page.data = encodeRows(m_open);
    m_hash->addData(page.data);
    m_inMemoryBytes += page.data.size();
    m_pages.append(std::move(page));
    m_open.clear();
}

void ResultStore::spillIfOverBudget()
{
    while (m_inMemoryBytes > m_memoryBudget && m_firstInMemoryPage < m_pages.size() - 1) {
        if (!m_spill) {
            m_spill = std::make_unique<QTemporaryFile>(QDir::tempPath() + QStringLiteral("/assay-result-XXXXXX"));
            if (!m_spill->open()) {
                m_spillError = m_spill->errorString();
                m_spill.reset();
                return; // keep going in memory rather than lose rows
            }
        }
        Page &page = m_pages[m_firstInMemoryPage];
        m_spill->seek(m_spilledBytes);
        if (m_spill->write(page.data) != page.data.size()) {
            m_spillError = m_spill->errorString();
            return;
        }
        page.fileOffset = m_spilledBytes;
        page.fileSize = page.data.size();
        m_spilledBytes += page.data.size();
        m_inMemoryBytes -= page.data.size();
        page.data = QByteArray();
        ++m_firstInMemoryPage;
    }
}

ResultStore::DecodedPage ResultStore::decodedPage(int pageIndex) const
{
    for (int i = 0; i < m_cache.size(); ++i) {
        if (m_cache[i].first == pageIndex) {
            if (i > 0)
                m_cache.move(i, 0);
            return m_cache.first().second;
        }
    }
    const Page &page = m_pages[pageIndex];
    QByteArray data = page.data;
    if (page.fileOffset >= 0 && m_spill) {
        m_spill->seek(page.fileOffset);
        data = m_spill->read(page.fileSize);
    }
    auto decoded = std::make_shared<const QList<Row>>(decodeRows(data, m_columns.size(), page.rows));
    m_cache.prepend({pageIndex, decoded});
    if (m_cache.size() > CachedPages)
        m_cache.removeLast();
    return decoded;
}

Row ResultStore::row(qint64 index) const
{
    QMutexLocker lock(&m_mutex);
    if (index < 0)
        return {};
    const qint64 sealedRows = m_pages.isEmpty() ? 0 : m_pages.last().firstRow + m_pages.last().rows;
    if (index >= sealedRows) {
        const qint64 i = index - sealedRows;
        return i < m_open.size() ? m_open[i] : Row();
    }
    // Pages are full except possibly the last sealed one, so the page index is direct.
    const int pageIndex = int(index / m_pageRows);
    if (pageIndex >= m_pages.size())
        return {};
    const DecodedPage page = decodedPage(pageIndex);
    const qint64 offset = index - m_pages[pageIndex].firstRow;
    return offset < page->size() ? page->at(offset) : Row();
}

QVariant ResultStore::value(qint64 rowIndex, int column) const
{
    const Row r = row(rowIndex);
    return column >= 0 && column < r.size() ? r[column] : QVariant();
}

qint64 ResultStore::memoryBytes() const
{
    QMutexLocker lock(&m_mutex);
    qint64 cached = 0;
    for (const auto &entry : m_cache)
        cached += entry.second->size() * qint64(m_columns.size()) * qint64(sizeof(QVariant) + 16);
    const qint64 open = m_open.size() * qint64(m_columns.size()) * qint64(sizeof(QVariant) + 16);
    return m_inMemoryBytes + cached + open;
}

QString ResultStore::contentHash() const
{
    QMutexLocker lock(&m_mutex);
    return m_finalHash;
}

qint64 ResultStore::spilledBytes() const
{
    QMutexLocker lock(&m_mutex);
    return m_spilledBytes;
}

QString ResultStore::spillError() const
{
    QMutexLocker lock(&m_mutex);
    return m_spillError;
}

} // namespace assay::db
