#pragma once
// States a relationship by hand: a column of one table refers to a column of another (or the
// same) table. Tables and columns are picked from the catalog, so only real ones can be named.

#include "db/catalog.h"
#include "knowledge/datacontext.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;

namespace assay::ui {

class RelationshipDialog : public QDialog {
    Q_OBJECT
public:
    RelationshipDialog(const db::Catalog &catalog, QWidget *parent = nullptr);

    void setRelationship(const QString &fromTable, const QString &fromColumn,
                         const QString &toTable, const QString &toColumn);
    knowledge::Relationship relationship() const;

private:
    void fillColumns(QComboBox *table, QComboBox *column);
    void updateButtons();

    db::Catalog m_catalog;
    QComboBox *m_fromTable;
    QComboBox *m_fromColumn;
    QComboBox *m_toTable;
    QComboBox *m_toColumn;
    QDialogButtonBox *m_buttons;
};

} // namespace assay::ui
