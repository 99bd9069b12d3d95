#pragma once
// Tables and their columns as a two-level tree for the knowledge panel: name, description (the
// one editable column), and what profiling found. Reads an immutable snapshot; an edit is handed
// to the panel as a signal (the service saves it and publishes a new snapshot).

#include "knowledge/knowledgesnapshot.h"

#include <QAbstractItemModel>

#include <memory>

namespace assay::ui {

class KnowledgeTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { Name, Description, Details, ColumnCount };
    enum Roles { TableRole = Qt::UserRole + 1, ColumnNameRole, SourceRole };

    explicit KnowledgeTreeModel(QObject *parent = nullptr);

    void setSnapshot(std::shared_ptr<const knowledge::KnowledgeSnapshot> snapshot);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // The row of a table (qualified name), for selecting it after a reset.
    QModelIndex tableIndex(const QString &qualifiedName) const;

signals:
    // column is empty for the table's own description.
    void descriptionEdited(const QString &table, const QString &column, const QString &text);

private:
    const knowledge::TableKnowledge *tableAt(const QModelIndex &index) const;
    std::shared_ptr<const knowledge::KnowledgeSnapshot> m_snapshot;
};

} // namespace assay::ui
