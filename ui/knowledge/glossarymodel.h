#pragma once
// The glossary as a table for the knowledge panel: term, kind, aliases, meaning. Read-only; the
// panel edits entries in GlossaryEntryDialog and the service saves them.

#include "knowledge/glossary.h"

#include <QAbstractTableModel>

namespace assay::ui {

class GlossaryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Term, Kind, Aliases, Meaning, ColumnCount };

    explicit GlossaryModel(QObject *parent = nullptr);

    void setEntries(const QList<knowledge::GlossaryEntry> &entries);
    const knowledge::GlossaryEntry *entry(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    static QString kindName(knowledge::GlossaryEntry::Kind kind);

private:
    QList<knowledge::GlossaryEntry> m_entries;
};

} // namespace assay::ui
