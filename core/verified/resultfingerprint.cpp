#include "resultfingerprint.h"

#include "db/connection.h"

#include <QDate>
#include <QDateTime>

#include <algorithm>

namespace assay::verified {

QString canonicalValue(const QVariant &value)
{
    if (value.isNull() || !value.isValid())
        return QStringLiteral("\x01null");
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
    case QMetaType::Double:
    case QMetaType::Float:
        return QString::number(value.toDouble(), 'g', 12);
    case QMetaType::Bool:
        return value.toBool() ? QStringLiteral("1") : QStringLiteral("0");
    case QMetaType::QDate:
        return value.toDate().toString(Qt::ISODate);
    case QMetaType::QDateTime:
        return value.toDateTime().toString(Qt::ISODate);
    case QMetaType::QByteArray:
        return QString::fromLatin1(value.toByteArray().toHex());
    default:
        break;
    }
    // Decimals arrive as text from some drivers: "12.50" is the number 12.5.
    const QString text = value.toString();
    bool number = false;
    const double d = text.toDouble(&number);
    return number ? QString::number(d, 'g', 12) : text;
}

void FingerprintSink::columns(const QList<db::ResultColumn> &columns)
{
    m_columns.clear();
    for (const db::ResultColumn &c : columns)
        m_columns << c.name;
}

bool FingerprintSink::rows(QList<db::Row> &&batch)
{
    for (const db::Row &row : batch) {
        QStringList cells;
        cells.reserve(row.size());
        for (const QVariant &v : row)
            cells << canonicalValue(v);
        if (m_sample.size() < m_sampleRows) {
            QStringList shown;
            for (const QVariant &v : row)
                shown << (v.isNull() ? QStringLiteral("NULL") : v.toString());
            m_sample << shown;
        }
        cells.sort();
        m_rowHashes << QCryptographicHash::hash(cells.join(QChar(0x1f)).toUtf8(), QCryptographicHash::Sha1);
        ++m_rows;
    }
    return true;
}

QString FingerprintSink::digest() const
{
    QList<QByteArray> sorted = m_rowHashes;
    std::sort(sorted.begin(), sorted.end());
    QCryptographicHash h(QCryptographicHash::Sha1);
    h.addData(QByteArray::number(m_rows));
    for (const QByteArray &r : std::as_const(sorted))
        h.addData(r);
    return QString::fromLatin1(h.result().toHex());
}

ResultRun runAndFingerprint(db::Connection &connection, const QString &sql, const db::CancelTokenPtr &cancel, qint64 rowCap, int timeoutMs)
{
    ResultRun out;
    db::ExecOptions options;
    options.readOnly = true;
    options.cancel = cancel;
    options.maxRows = rowCap;
    options.timeoutMs = timeoutMs;
    FingerprintSink sink;
    const db::ExecSummary s = connection.execute(sql, options, sink);
    if (!s.ok()) {
        out.error = s.error.displayText(sql);
        return out;
    }
    out.ok = true;
    out.digest = sink.digest();
    out.rows = sink.rowCount();
    out.truncated = s.truncated;
    out.columns = sink.columnNames();
    out.sample = sink.sample();
    return out;
}

} // namespace assay::verified
