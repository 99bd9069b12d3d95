#pragma once
// The schema browser: schemas, tables and views with their columns, keys and comments, a filter
// box, and actions to query a table. Built from a db::Catalog.

#include "db/catalog.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTreeView;

namespace assay::ui {

class SchemaTree : public QWidget {
    Q_OBJECT
public:
    enum Roles { SchemaRole = Qt::UserRole + 1, TableRole, ColumnRole, KindRole };
    enum class NodeKind { Schema = 1, Table, View, Column };

    explicit SchemaTree(QWidget *parent = nullptr);

    void setCatalog(const db::Catalog &catalog);
    void setLoading(const QString &message);
    void clear(const QString &message = {});
    QTreeView *view() const { return m_view; }
    int tableCount() const { return m_tableCount; }

    const db::Catalog &catalog() const { return m_catalog; }

signals:
    // The user wants to see a table's rows (double-click or "Select first 100 rows").
    void tableActivated(const QString &schema, const QString &table);
    // "Distribution of x" (dateColumn empty) or "x over time by d" from a column's menu.
    void columnExplorationRequested(const QString &schema, const QString &table, const QString &column,
                                    const QString &dateColumn);

private:
    void showContextMenu(const QPoint &pos);

    QLineEdit *m_filter;
    QTreeView *m_view;
    QLabel *m_status;
    QStandardItemModel *m_model;
    QSortFilterProxyModel *m_proxy;
    db::Catalog m_catalog;
    int m_tableCount = 0;
};

} // namespace assay::ui
