#pragma once
// A query result, kept in compact encoded pages of rows. Pages past a memory budget are spilled
// to a temporary file, so a result of any length costs bounded memory; decoded pages are cached
// (a few at a time) for the view that reads them. Appended on a worker, read on any thread.

#include "resulttypes.h"

#include <QByteArray>
#include <QList>
#include <QMutex>

#include <atomic>
#include <memory>

class QCryptographicHash;
class QTemporaryFile;

namespace assay::db {

class ResultStore {
public:
    static constexpr qint64 DefaultMemoryBudget = 32 * 1024 * 1024;
    static constexpr int DefaultPageRows = 1024;

    explicit ResultStore(qint64 memoryBudget = DefaultMemoryBudget, int pageRows = DefaultPageRows);
    ~ResultStore();
    ResultStore(const ResultStore &) = delete;
    ResultStore &operator=(const ResultStore &) = delete;

    void setColumns(const QList<ResultColumn> &columns);
    QList<ResultColumn> columns() const;
    int columnCount() const;

    void append(QList<Row> &&rows);
    // `truncated`: the query stopped at a row limit, so this is not the whole result.
    void markComplete(bool truncated = false);
    bool isComplete() const { return m_complete.load(); }
    bool isTruncated() const { return m_truncated.load(); }

    qint64 rowCount() const { return m_rowCount.load(); }
    Row row(qint64 index) const;                // empty Row when out of range
    QVariant value(qint64 row, int column) const;

    // SHA-1 of the encoded rows, hex: equal results hash equally. Final once complete.
    QString contentHash() const;

    qint64 memoryBytes() const;  // encoded pages held in memory plus the decoded cache
    qint64 spilledBytes() const; // bytes written to the temporary file
    QString spillError() const;  // set when the temporary file could not be written

private:
    struct Page {
        qint64 firstRow = 0;
        int rows = 0;
        QByteArray data;       // encoded rows while in memory
        qint64 fileOffset = -1; // where it lives once spilled
        qint64 fileSize = 0;
    };
    using DecodedPage = std::shared_ptr<const QList<Row>>;

    void sealOpenPage();          // encodes the page being filled
    void spillIfOverBudget();
    DecodedPage decodedPage(int pageIndex) const; // caller holds m_mutex

    const qint64 m_memoryBudget;
    const int m_pageRows;
    mutable QMutex m_mutex;
    QList<ResultColumn> m_columns;
    QList<Page> m_pages;
    QList<Row> m_open; // rows of the last, unsealed page
    qint64 m_inMemoryBytes = 0;
    qint64 m_spilledBytes = 0;
    int m_firstInMemoryPage = 0;
    std::unique_ptr<QTemporaryFile> m_spill;
    QString m_spillError;
    std::unique_ptr<QCryptographicHash> m_hash;
    QString m_finalHash;
    mutable QList<std::pair<int, DecodedPage>> m_cache; // most recently used first
    std::atomic<qint64> m_rowCount{0};
    std::atomic<bool> m_complete{false};
    std::atomic<bool> m_truncated{false};
};

// The row encoding, exposed for tests and the export code: a tag byte per value, then varints
// for integers and lengths, raw little-endian doubles, UTF-8 text.
QByteArray encodeRows(const QList<Row> &rows);
QList<Row> decodeRows(const QByteArray &data, int columnCount, int rowCount);

} // namespace assay::db
