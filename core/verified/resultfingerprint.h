#pragma once
// A fingerprint of a query's result that two answers to the same question share when they return
// the same data: the rows as a multiset (their order left out: when ORDER BY ... LIMIT picks the
// rows, the rows themselves differ), each row's cells as a multiset (so the same columns
// in another order, or under other names, are the same result), numbers folded to 12 significant
// digits (12.50 and 12.5 are one value). Computed while the rows stream in, so no result is
// held in memory, and the first rows are kept as text to show beside another result.

#include "db/resulttypes.h"

#include <QCryptographicHash>
#include <QStringList>

namespace assay::db {
class Connection;
}

namespace assay::verified {

struct ResultRun {
    bool ok = false;
    QString error;
    QString digest;       // hex; equal for equal results
    qint64 rows = 0;
    bool truncated = false; // more rows than the cap: the digest covers the first ones
    QStringList columns;
    QList<QStringList> sample; // the first rows, as text
};

// The text a value stands for in a fingerprint.
QString canonicalValue(const QVariant &value);

// Hashes rows as they arrive; `sampleRows` are kept as text.
class FingerprintSink final : public db::RowSink {
public:
    explicit FingerprintSink(int sampleRows = 20) : m_sampleRows(sampleRows) {}
    void columns(const QList<db::ResultColumn> &columns) override;
    bool rows(QList<db::Row> &&batch) override;
    // The digest of everything seen so far.
    QString digest() const;
    QStringList columnNames() const { return m_columns; }
    QList<QStringList> sample() const { return m_sample; }
    qint64 rowCount() const { return m_rows; }

private:
    int m_sampleRows;
    QStringList m_columns;
    QList<QStringList> m_sample;
    QList<QByteArray> m_rowHashes;
    qint64 m_rows = 0;
};

// Runs `sql` read-only with a row cap and a timeout, and fingerprints what it returns.
ResultRun runAndFingerprint(db::Connection &connection, const QString &sql, const db::CancelTokenPtr &cancel,
                            qint64 rowCap = 100000, int timeoutMs = 60000);

} // namespace assay::verified
