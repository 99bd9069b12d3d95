#include "relationshipdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace assay::ui {

RelationshipDialog::RelationshipDialog(const db::Catalog &catalog, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_fromTable(new QComboBox(this))
    , m_fromColumn(new QComboBox(this))
    , m_toTable(new QComboBox(this))
    , m_toColumn(new QComboBox(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Add Relationship"));
    for (QComboBox *table : {m_fromTable, m_toTable}) {
        for (const db::TableInfo &t : m_catalog.tables) {
            if (!t.isView())
                table->addItem(t.qualifiedName());
        }
        table->setMinimumContentsLength(24);
    }
    auto *form = new QFormLayout;
    form->addRow(tr("Table:"), m_fromTable);
    form->addRow(tr("Column:"), m_fromColumn);
    form->addRow(tr("Refers to table:"), m_toTable);
    form->addRow(tr("Key column:"), m_toColumn);
    auto *hint = new QLabel(tr("Each value of the column names a row of the other table by its key "
                               "column. Questions that "
                               "need both tables join them this way."),
                            this);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(hint);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_fromTable, &QComboBox::currentTextChanged, this,
            [this] { fillColumns(m_fromTable, m_fromColumn); });
    connect(m_toTable, &QComboBox::currentTextChanged, this,
            [this] { fillColumns(m_toTable, m_toColumn); });
    connect(m_fromColumn, &QComboBox::currentTextChanged, this, &RelationshipDialog::updateButtons);
    connect(m_toColumn, &QComboBox::currentTextChanged, this, &RelationshipDialog::updateButtons);
    fillColumns(m_fromTable, m_fromColumn);
    fillColumns(m_toTable, m_toColumn);
}

void RelationshipDialog::fillColumns(QComboBox *table, QComboBox *column) {
    column->clear();
    if (const db::TableInfo *t = m_catalog.find(table->currentText().section(u'.', -1),
                                                table->currentText().contains(u'.')
                                                    ? table->currentText().section(u'.', 0, -2)
                                                    : QString())) {
        for (const db::ColumnInfo &c : t->columns)
            column->addItem(c.name);
        // The key is what a reference points at: offered first.
        if (column == m_toColumn && t->primaryKey.size() == 1)
            column->setCurrentText(t->primaryKey.first());
    }
    updateButtons();
}

void RelationshipDialog::setRelationship(const QString &fromTable, const QString &fromColumn,
                                         const QString &toTable, const QString &toColumn) {
    m_fromTable->setCurrentText(fromTable);
    m_fromColumn->setCurrentText(fromColumn);
    m_toTable->setCurrentText(toTable);
    m_toColumn->setCurrentText(toColumn);
}

knowledge::Relationship RelationshipDialog::relationship() const {
    knowledge::Relationship r;
    r.fromTable = m_fromTable->currentText();
    r.fromColumns = {m_fromColumn->currentText()};
    r.toTable = m_toTable->currentText();
    r.toColumns = {m_toColumn->currentText()};
    r.source = knowledge::Relationship::Source::User;
    return r;
}

void RelationshipDialog::updateButtons() {
    const bool sameColumn = m_fromTable->currentText() == m_toTable->currentText() &&
                            m_fromColumn->currentText() == m_toColumn->currentText();
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(!m_fromColumn->currentText().isEmpty() &&
                     !m_toColumn->currentText().isEmpty() && !sameColumn);
}

} // namespace assay::ui
