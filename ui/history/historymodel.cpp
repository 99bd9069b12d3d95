#include "historymodel.h"

#include <QBrush>
#include <QFont>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

namespace assay::ui {

void HistoryModel::setEntries(const QList<history::HistoryEntry> &entries)
{
    beginResetModel();
    m_entries = entries;
    endResetModel();
}

const history::HistoryEntry *HistoryModel::entry(int row) const
{
    return row >= 0 && row < m_entries.size() ? &m_entries[row] : nullptr;
}

int HistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int HistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    const history::HistoryEntry *e = entry(index.row());
    if (!e)
        return {};
    const QLocale locale;
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Time: {
            const QDateTime local = e->at.toLocalTime();
            return local.date() == QDate::currentDate() ? locale.toString(local.time(), QLocale::ShortFormat)
                                                        : locale.toString(local, QLocale::ShortFormat);
        }
        case Connection:
            return e->connection;
        case Source:
            return e->origin.isEmpty() || e->source == history::StatementSource::Console
                       ? history::sourceName(e->source)
                       : tr("%1: %2").arg(history::sourceName(e->source), e->origin.left(40));
        case Duration:
            if (e->durationMs < 0)
                return QStringLiteral("—");
            return e->durationMs < 1000 ? tr("%1 ms").arg(e->durationMs) : tr("%1 s").arg(e->durationMs / 1000.0, 0, 'f', 1);
        case Rows:
            return e->rows < 0 ? QStringLiteral("—") : locale.toString(e->rows);
        case Result:
            return e->failed() ? e->error.section(QLatin1Char('\n'), 0, 0).left(120) : tr("OK");
        case Statement:
            return e->sql.simplified().left(200);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole)
        return index.column() == Result && e->failed() ? e->error : e->sql;
    if (role == Qt::ForegroundRole && index.column() == Result && e->failed())
        return QBrush(QColor(0xc0, 0x39, 0x2b));
    if (role == Qt::TextAlignmentRole && (index.column() == Duration || index.column() == Rows))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole && index.column() == Statement) {
        QFont f = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return f;
    }
    return {};
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Time:
        return tr("Time");
    case Connection:
        return tr("Connection");
    case Source:
        return tr("Source");
    case Duration:
        return tr("Duration");
    case Rows:
        return tr("Rows");
    case Result:
        return tr("Result");
    case Statement:
        return tr("Statement");
    default:
        return {};
    }
}

} // namespace assay::ui
