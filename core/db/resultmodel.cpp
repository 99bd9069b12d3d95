#include "resultmodel.h"

#include "dbsession.h"
#include "resultstore.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace assay::db {

ResultModel::ResultModel(QObject *parent)
    : QAbstractTableModel(parent)
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
    m_columns = m_store ? m_store->columns() : QList<ResultColumn>();
    m_scales.clear();
    for (const ResultColumn &c : std::as_const(m_columns))
        m_scales.append(declaredScale(c.declaredType));
    m_decimalsInferred = false;
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
        m_columns = cols;
        m_scales.clear();
        for (const ResultColumn &c : cols)
            m_scales.append(declaredScale(c.declaredType));
        endInsertColumns();
        m_inserting = false;
    }
    // Show the first chunk without waiting for the view to ask (and no more: rows past it come
    // when the view scrolls, however the batches happened to arrive).
    if (m_exposed < m_chunk && availableRows() > m_exposed && !m_inserting)
        exposeUpTo(std::min<qint64>(availableRows(), m_chunk));
    inferDecimals();
}

void ResultModel::inferDecimals()
{
    // A column of REAL values shows as many decimals as its first rows need (at most 6), so
    // 20261341 lines up with 4045157.49 as 20261341.00. Declared scales win.
    if (m_decimalsInferred || !m_store || m_store->rowCount() == 0 || m_columns.isEmpty())
        return;
    const qint64 sample = std::min<qint64>(m_store->rowCount(), 200);
    if (sample < 200 && !m_store->isComplete())
        return; // wait for more rows, unless that is all there is
    m_decimalsInferred = true;
    for (int c = 0; c < m_columns.size(); ++c) {
        if (m_scales.value(c, -1) >= 0 || m_columns[c].type != ValueType::Real)
            continue;
        int decimals = 0;
        bool anyDouble = false;
        for (qint64 r = 0; r < sample; ++r) {
            const QVariant v = m_store->value(r, c);
            if (v.typeId() != QMetaType::Double)
                continue;
            anyDouble = true;
            const QString text = QString::number(v.toDouble(), 'g', 15);
            const int dot = int(text.indexOf(u'.'));
            if (text.contains(u'e'))
                continue;
            if (dot >= 0)
                decimals = std::max(decimals, int(text.size()) - dot - 1);
        }
        if (anyDouble && decimals > 0)
            m_scales[c] = std::min(decimals, 6);
    }
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

QVariant ResultModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_store || index.row() >= m_exposed || index.column() >= m_columns.size())
        return {};
    const ValueType type = m_columns[index.column()].type;
    const int scale = m_scales.value(index.column(), -1);
    switch (role) {
    case Qt::DisplayRole: {
        const QVariant v = m_store->value(index.row(), index.column());
        QString text = displayText(v, type, scale);
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
        const QString text = displayText(v, type, scale);
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
