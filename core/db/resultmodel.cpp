#include "resultmodel.h"

#include "columnformats.h"
#include "dbsession.h"
#include "resultstore.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace assay::db {

ResultModel::ResultModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_formats(std::make_unique<ColumnFormats>())
{
}

ResultModel::~ResultModel() = default;

void ResultModel::setJob(QueryJob *job)
{
    setStore(job ? job->store() : nullptr);
    if (job) {
        connect(job, &QueryJob::rowsArrived, this, &ResultModel::storeChanged);
        connect(job, &QueryJob::finished, this, &ResultModel::storeChanged);
    }
}

void ResultModel::setStore(std::shared_ptr<ResultStore> store)
{
    // Views (and QAbstractItemModelTester) may call fetchMore from their modelReset handlers; when
    // the new store already holds rows that would nest an insertion inside the reset. The first
    // chunk is shown right after it instead (storeChanged).
    m_inserting = true;
    beginResetModel();
    m_store = std::move(store);
    readColumns(m_store ? m_store->columns() : QList<ResultColumn>());
    m_formatsInferred = false;
    m_exposed = 0;
    endResetModel();
    m_inserting = false;
    storeChanged();
}

void ResultModel::clear()
{
    setStore(nullptr);
}

qint64 ResultModel::availableRows() const
{
    return m_store ? m_store->rowCount() : 0;
}

void ResultModel::storeChanged()
{
    if (!m_store)
        return;
    if (m_columns.isEmpty() && m_store->columnCount() > 0) {
        const QList<ResultColumn> cols = m_store->columns();
        m_inserting = true;
        beginInsertColumns({}, 0, int(cols.size()) - 1);
        readColumns(cols);
        endInsertColumns();
        m_inserting = false;
    }
    // Show the first chunk without waiting for the view to ask (and no more: rows past it come
    // when the view scrolls, however the batches happened to arrive).
    if (m_exposed < m_chunk && availableRows() > m_exposed && !m_inserting)
        exposeUpTo(std::min<qint64>(availableRows(), m_chunk));
    inferColumnFormats();
}

void ResultModel::readColumns(const QList<ResultColumn> &columns)
{
    m_columns = columns;
    m_formats = std::make_unique<ColumnFormats>(columns);
}

void ResultModel::inferColumnFormats()
{
    // Decimals and periods come from the first rows (columnformats.h), once there are enough.
    if (m_formatsInferred || !m_store || m_store->rowCount() == 0 || m_columns.isEmpty())
        return;
    const qint64 sample = std::min<qint64>(m_store->rowCount(), ColumnFormats::SampleRows);
    if (sample < ColumnFormats::SampleRows && !m_store->isComplete())
        return; // wait for more rows, unless that is all there is
    m_formatsInferred = true;
    m_formats->inferFrom(sample, [this](qint64 row, int column) { return m_store->value(row, column); });
    if (m_exposed > 0)
        emit dataChanged(index(0, 0), index(int(m_exposed) - 1, int(m_columns.size()) - 1), {Qt::DisplayRole});
}

int ResultModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return int(std::min<qint64>(m_exposed, std::numeric_limits<int>::max()));
}

int ResultModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

bool ResultModel::canFetchMore(const QModelIndex &parent) const
{
    // Not while our own insertion is being announced: views (and QAbstractItemModelTester) call
    // fetchMore from rowsInserted handlers, which would nest one insertion inside another.
    return !m_inserting && !parent.isValid() && m_store
           && m_exposed < std::min<qint64>(availableRows(), std::numeric_limits<int>::max());
}

void ResultModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    exposeUpTo(std::min<qint64>({availableRows(), m_exposed + m_chunk, std::numeric_limits<int>::max()}));
}

void ResultModel::exposeUpTo(qint64 target)
{
    if (target <= m_exposed)
        return;
    m_inserting = true;
    beginInsertRows({}, int(m_exposed), int(target - 1));
    m_exposed = target;
    endInsertRows();
    m_inserting = false;
}

int ResultModel::declaredScale(const QString &declaredType)
{
    static const QRegularExpression scale(QStringLiteral("\\(\\s*\\d+\\s*,\\s*(\\d+)\\s*\\)"));
    const auto m = scale.match(declaredType);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

QString ResultModel::displayText(const QVariant &v, ValueType type, int scale)
{
    if (v.isNull())
        return QStringLiteral("NULL");
    switch (v.typeId()) {
    case QMetaType::Double: {
        const double d = v.toDouble();
        if (std::isnan(d))
            return QStringLiteral("NaN");
        if (std::isinf(d))
            return d > 0 ? QStringLiteral("Infinity") : QStringLiteral("-Infinity");
        // A declared NUMERIC(p,s) shows its s decimals (40.70, not 40.7).
        if (scale >= 0 && scale <= 12 && std::abs(d) < 1e15)
            return QString::number(d, 'f', scale);
        // 15 significant digits hide binary noise: 0.1 + 0.2 shows as 0.3.
        return QString::number(d, 'g', 15);
    }
    case QMetaType::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QMetaType::QByteArray:
        return QStringLiteral("<%1>").arg(QLocale::system().formattedDataSize(v.toByteArray().size()));
    default:
        Q_UNUSED(type);
        return v.toString();
    }
}

namespace {

// ASCII digits in the locale's own digits (most locales use ASCII; a few have their own).
QString localDigits(const QString &ascii, const QLocale &locale)
{
    const QString zero = locale.zeroDigit();
    if (zero == QLatin1String("0") || zero.size() != 1)
        return ascii;
    QString out = ascii;
    for (QChar &c : out)
        c = QChar(zero[0].unicode() + (c.unicode() - u'0'));
    return out;
}

// The integer part of a decimal, grouped as the locale groups. Up to 18 digits fit a qulonglong
// and get the locale's own grouping (Indian 12,34,567 too); longer ones are grouped by three.
QString groupedInteger(const QString &digits, const QLocale &locale)
{
    if (digits.size() <= 18)
        return locale.toString(digits.toULongLong());
    if (locale.numberOptions() & QLocale::OmitGroupSeparator)
        return localDigits(digits, locale);
    QString out;
    for (qsizetype i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += locale.groupSeparator();
        out += digits[i];
    }
    return localDigits(out, locale);
}

// A DECIMAL / NUMERIC value as the database wrote it ("-1234567.891"), with the locale's
// separators and every digit kept: converting to double would lose digits past the 15th.
// Anything else ("NaN", an exponent) is shown as it came.
QString localizedDecimal(const QString &text, const QLocale &locale)
{
    static const QRegularExpression decimal(QStringLiteral("^([+-]?)(\\d+)(?:\\.(\\d+))?$"));
    const QRegularExpressionMatch m = decimal.match(text);
    if (!m.hasMatch())
        return text;
    QString out = m.captured(1) == QLatin1String("-") ? locale.negativeSign() : QString();
    out += groupedInteger(m.captured(2), locale);
    if (m.capturedStart(3) >= 0)
        out += locale.decimalPoint() + localDigits(m.captured(3), locale);
    return out;
}

} // namespace

QString ResultModel::localizedText(const QVariant &v, ValueType type, int scale, const QLocale &locale)
{
    if (v.isNull())
        return displayText(v, type, scale);
    switch (v.typeId()) {
    case QMetaType::Int:
    case QMetaType::Long:
    case QMetaType::LongLong:
        return locale.toString(v.toLongLong());
    case QMetaType::UInt:
    case QMetaType::ULong:
    case QMetaType::ULongLong:
        return locale.toString(v.toULongLong());
    case QMetaType::Double: {
        const double d = v.toDouble();
        if (!std::isfinite(d))
            return displayText(v, type, scale);
        // The same digits displayText chooses, in the locale's notation.
        if (scale >= 0 && scale <= 12 && std::abs(d) < 1e15)
            return locale.toString(d, 'f', scale);
        return locale.toString(d, 'g', 15);
    }
    case QMetaType::QString:
        // Numeric columns whose values arrive as text: PostgreSQL NUMERIC, MySQL DECIMAL.
        return isNumeric(type) ? localizedDecimal(v.toString(), locale) : v.toString();
    case QMetaType::QByteArray:
        return QStringLiteral("<%1>").arg(locale.formattedDataSize(v.toByteArray().size()));
    default:
        return displayText(v, type, scale);
    }
}

bool ResultModel::isLabelColumn(const QString &name)
{
    // id, customer_id, "customer id", ORDER_NO, year, fiscal_year; camelCase: orderId, fiscalYear.
    static const QRegularExpression words(QStringLiteral("(^|[_ ])(id|key|code|no|number|year|yr|zip)$"),
                                          QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression camel(QStringLiteral("[a-z0-9](Id|ID|Key|Code|No|Number|Year)$"));
    return words.match(name).hasMatch() || camel.match(name).hasMatch();
}

QString ResultModel::gridText(const QVariant &value, int column) const
{
    return m_formats->text(value, column, QLocale()); // the UI's language: installTranslations() sets it
}

QVariant ResultModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_store || index.row() >= m_exposed || index.column() >= m_columns.size())
        return {};
    const ValueType type = m_columns[index.column()].type;
    switch (role) {
    case Qt::DisplayRole: {
        const QVariant v = m_store->value(index.row(), index.column());
        QString text = gridText(v, index.column());
        // A cell shows one line; the tooltip has the whole value.
        if (text.size() > 300)
            text = text.left(300) + QChar(0x2026);
        return text.replace(QLatin1Char('\n'), QChar(0x21b5));
    }
    case Qt::EditRole:
    case RawValueRole:
        return m_store->value(index.row(), index.column());
    case Qt::ToolTipRole: {
        const QVariant v = m_store->value(index.row(), index.column());
        const QString text = gridText(v, index.column());
        if (m_formats->isPeriod(index.column())) {
            if (const QString whole = displayText(v, type); whole != text)
                return whole; // a period's whole date
        }
        return text.size() > 40 || text.contains(QLatin1Char('\n')) ? text.left(4000) : QVariant();
    }
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(isNumeric(type) ? (Qt::AlignRight | Qt::AlignVCenter) : (Qt::AlignLeft | Qt::AlignVCenter));
    case IsNullRole:
        return m_store->value(index.row(), index.column()).isNull();
    case ValueTypeRole:
        return int(type);
    default:
        return {};
    }
}

QVariant ResultModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole)
            return section + 1;
        return {};
    }
    if (section < 0 || section >= m_columns.size())
        return {};
    const ResultColumn &c = m_columns[section];
    switch (role) {
    case Qt::DisplayRole:
        return c.name;
    case Qt::ToolTipRole:
        return c.declaredType.isEmpty() ? c.name : QStringLiteral("%1 (%2)").arg(c.name, c.declaredType);
    case ValueTypeRole:
        return int(c.type);
    default:
        return {};
    }
}

} // namespace assay::db
