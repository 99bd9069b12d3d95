#include "xlsxsink.h"
#include "exporttr.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QLocale>

#include <xlsxwriter.h>

#include <cmath>

namespace assay::exports {
namespace {

// Excel stores numbers as doubles: integers past 2^53 would silently change, so they go in as
// text instead.
constexpr qint64 MaxExactInteger = 9007199254740992LL; // 2^53

bool toExcelDateTime(const QString &text, db::ValueType type, lxw_datetime *out)
{
    QDateTime dt;
    if (type == db::ValueType::Date) {
        const QDate d = QDate::fromString(text.left(10), Qt::ISODate);
        if (!d.isValid())
            return false;
        dt = QDateTime(d, QTime(0, 0));
    } else {
        QString t = text;
        t.replace(QLatin1Char(' '), QLatin1Char('T'));
        dt = QDateTime::fromString(t, Qt::ISODateWithMs);
        if (!dt.isValid())
            return false;
    }
    // Excel has no time zones: the wall-clock time as the database gave it.
    const QDate d = dt.date();
    const QTime t = dt.time();
    if (d.year() < 1900 || d.year() > 9999)
        return false;
    *out = lxw_datetime{d.year(), d.month(), d.day(), t.hour(), t.minute(), t.second() + t.msec() / 1000.0};
    return true;
}

} // namespace

QString xlsxSheetName(const QString &wanted)
{
    QString name = wanted.trimmed();
    for (QChar &c : name) {
        if (QStringLiteral("[]:*?/\\").contains(c))
            c = QLatin1Char('_');
    }
    while (name.startsWith(QLatin1Char('\'')))
        name.remove(0, 1);
    name = name.left(31);
    while (name.endsWith(QLatin1Char('\'')))
        name.chop(1);
    return name.isEmpty() ? QStringLiteral("Result") : name;
}

XlsxSink::XlsxSink(const QString &path, const DataExportOptions &options)
    : m_path(path)
    , m_options(options)
    , m_file(path)
{
}

XlsxSink::~XlsxSink()
{
    closeWorkbook();
}

bool XlsxSink::open()
{
    // Claim the target first, so a folder we cannot write to is reported before any query runs.
    if (!m_file.open()) {
        m_result.error = m_file.error();
        m_result.fileError = true;
        return false;
    }
    if (!m_temp.isValid()) {
        m_result.error = Tr::tr("Cannot create a temporary folder for the workbook: %1").arg(m_temp.errorString());
        return false;
    }
    m_tempPath = QFile::encodeName(m_temp.filePath(QStringLiteral("export.xlsx")));
    m_tempDir = QFile::encodeName(m_temp.path());
    lxw_workbook_options options{};
    options.constant_memory = LXW_TRUE;
    options.tmpdir = m_tempDir.data();
    options.use_zip64 = LXW_TRUE; // workbooks past 4 GiB of XML stay valid
    m_workbook = workbook_new_opt(m_tempPath.constData(), &options);
    if (!m_workbook) {
        m_result.error = Tr::tr("Cannot start the workbook in %1.").arg(QDir::toNativeSeparators(m_temp.path()));
        return false;
    }
    m_sheet = workbook_add_worksheet(m_workbook, xlsxSheetName(m_options.sheetName).toUtf8().constData());
    m_headerFormat = workbook_add_format(m_workbook);
    format_set_bold(m_headerFormat);
    format_set_bottom(m_headerFormat, LXW_BORDER_THIN);
    m_dateFormat = workbook_add_format(m_workbook);
    format_set_num_format(m_dateFormat, "yyyy-mm-dd");
    m_dateTimeFormat = workbook_add_format(m_workbook);
    format_set_num_format(m_dateTimeFormat, "yyyy-mm-dd hh:mm:ss");
    if (!m_sheet) {
        m_result.error = Tr::tr("Cannot add a worksheet to the workbook.");
        return false;
    }
    return true;
}

bool XlsxSink::check(int status)
{
    if (status == LXW_NO_ERROR)
        return true;
    if (m_result.error.isEmpty()) {
        m_result.error = Tr::tr("Cannot write the workbook: %1.").arg(QString::fromUtf8(lxw_strerror(lxw_error(status))));
        m_result.fileError = true;
    }
    return false;
}

void XlsxSink::columns(const QList<db::ResultColumn> &given)
{
    const QList<db::ResultColumn> columns = named(given);
    m_columns = columns;
    if (m_headerWritten || !m_sheet)
        return;
    m_headerWritten = true;
    if (columns.size() > XlsxMaxColumns) {
        m_result.error = Tr::tr("An Excel sheet holds at most %1 columns and this result has %2. Export it as CSV instead.")
                             .arg(QLocale().toString(XlsxMaxColumns), QLocale().toString(columns.size()));
        return;
    }
    for (int c = 0; c < columns.size(); ++c) {
        const QByteArray name = columns[c].name.left(XlsxMaxCellChars).toUtf8();
        if (!check(worksheet_write_string(m_sheet, 0, lxw_col_t(c), name.constData(), m_headerFormat)))
            return;
        // A readable width from the header; Excel has no "fit to contents" in the file format.
        const double width = std::clamp(double(columns[c].name.size()) + 4, 10.0, 50.0);
        worksheet_set_column(m_sheet, lxw_col_t(c), lxw_col_t(c),
                             db::isTemporal(columns[c].type) ? std::max(width, 20.0) : width, nullptr);
    }
    worksheet_freeze_panes(m_sheet, 1, 0);
}

bool XlsxSink::writeValue(int column, const QVariant &value)
{
    const lxw_row_t row = lxw_row_t(m_result.rows + 1);
    const lxw_col_t col = lxw_col_t(column);
    if (value.isNull())
        return true; // an empty cell
    const db::ValueType type = m_columns.value(column).type;
    switch (value.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::ULongLong: {
        // Compared as integers: 2^53 + 1 converts to the double 2^53 and would pass a double test.
        const qint64 v = value.toLongLong();
        const bool exact = value.typeId() == QMetaType::ULongLong ? value.toULongLong() <= quint64(MaxExactInteger)
                                                                  : v >= -MaxExactInteger && v <= MaxExactInteger;
        if (exact)
            return check(worksheet_write_number(m_sheet, row, col, value.toDouble(), nullptr));
        return check(worksheet_write_string(m_sheet, row, col, value.toString().toUtf8().constData(), nullptr));
    }
    case QMetaType::Double:
    case QMetaType::Float: {
        const double d = value.toDouble();
        if (std::isfinite(d))
            return check(worksheet_write_number(m_sheet, row, col, d, nullptr));
        return check(worksheet_write_string(m_sheet, row, col, std::isnan(d) ? "NaN" : d > 0 ? "Infinity" : "-Infinity", nullptr));
    }
    case QMetaType::Bool:
        return check(worksheet_write_boolean(m_sheet, row, col, value.toBool(), nullptr));
    case QMetaType::QByteArray: {
        const QByteArray hex = "\\x" + value.toByteArray().left(XlsxMaxCellChars / 2 - 2).toHex();
        return check(worksheet_write_string(m_sheet, row, col, hex.constData(), nullptr));
    }
    default:
        break;
    }
    QString text = value.toString();
    if (type == db::ValueType::Date || type == db::ValueType::DateTime) {
        lxw_datetime dt;
        if (toExcelDateTime(text, type, &dt))
            return check(worksheet_write_datetime(m_sheet, row, col, &dt,
                                                  type == db::ValueType::Date ? m_dateFormat : m_dateTimeFormat));
    }
    if (type == db::ValueType::Decimal) {
        // Decimals arrive as text to keep their digits; Excel keeps 15, so longer ones stay text.
        bool ok = false;
        const double d = text.toDouble(&ok);
        int digits = 0;
        for (QChar c : text)
            digits += c.isDigit();
        if (ok && std::isfinite(d) && digits <= 15)
            return check(worksheet_write_number(m_sheet, row, col, d, nullptr));
    }
    if (text.size() > XlsxMaxCellChars) {
        text.truncate(XlsxMaxCellChars);
        if (text.back().isHighSurrogate())
            text.chop(1);
        ++m_clippedCells;
    }
    return check(worksheet_write_string(m_sheet, row, col, text.toUtf8().constData(), nullptr));
}

bool XlsxSink::rows(QList<db::Row> &&batch)
{
    if (!m_result.error.isEmpty() || !m_sheet)
        return false;
    if (cancelled()) {
        m_result.cancelled = true;
        return false;
    }
    for (const db::Row &r : batch) {
        if (m_result.rows >= XlsxMaxDataRows) {
            m_rowLimitReached = true;
            return false; // stops the query: the sheet is full
        }
        for (int c = 0; c < r.size(); ++c) {
            if (!writeValue(c, r[c]))
                return false;
        }
        ++m_result.rows;
    }
    reportProgress(m_result.rows);
    return true;
}

void XlsxSink::closeWorkbook()
{
    if (!m_workbook)
        return;
    const lxw_error status = workbook_close(m_workbook); // also frees it
    m_workbook = nullptr;
    m_sheet = nullptr;
    check(status);
}

ExportResult XlsxSink::finish()
{
    if (cancelled())
        m_result.cancelled = true;
    if (m_result.error.isEmpty() && !m_failure.isEmpty())
        m_result.error = m_failure;
    if (!m_headerWritten && m_sheet)
        columns(m_columns);
    closeWorkbook();
    if (m_result.ok()) {
        QFile built(QFile::decodeName(m_tempPath));
        if (!built.open(QIODevice::ReadOnly)) {
            m_result.error = Tr::tr("Cannot read the workbook that was built: %1").arg(built.errorString());
            m_result.fileError = true;
        } else {
            while (!built.atEnd()) {
                const QByteArray chunk = built.read(1 << 20);
                if (chunk.isEmpty() || !m_file.write(chunk)) {
                    m_result.error = chunk.isEmpty() ? built.errorString() : m_file.error();
                    m_result.fileError = true;
                    break;
                }
            }
            if (m_result.error.isEmpty() && !m_file.commit()) {
                m_result.error = m_file.error();
                m_result.fileError = true;
            }
        }
    }
    QFile::remove(QFile::decodeName(m_tempPath));
    if (!m_result.ok()) {
        m_file.discard();
        return m_result;
    }
    m_result.bytes = m_file.bytesWritten();
    const QLocale locale;
    QStringList warnings;
    if (m_rowLimitReached)
        warnings << Tr::tr("An Excel sheet holds at most %1 rows under its header, so only the first %1 rows were "
                       "written; the result has more. Export it as CSV to get every row.")
                        .arg(locale.toString(XlsxMaxDataRows));
    if (m_clippedCells > 0)
        warnings << Tr::tr("%n cell(s) longer than Excel's limit of 32,767 characters were shortened.", nullptr, int(m_clippedCells));
    m_result.warning = warnings.join(QLatin1Char(' '));
    return m_result;
}

} // namespace assay::exports
