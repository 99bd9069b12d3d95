#pragma once
// The rows the History panel shows: a page of history entries (the newest that match), as a
// table of time, connection, source, duration, rows, result and the statement's first line.

#include "history/historyentry.h"

#include <QAbstractTableModel>

namespace assay::ui {

class HistoryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Time, Connection, Source, Duration, Rows, Result, Statement, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    void setEntries(const QList<history::HistoryEntry> &entries);
    const history::HistoryEntry *entry(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<history::HistoryEntry> m_entries;
};

} // namespace assay::ui
