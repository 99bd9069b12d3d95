#pragma once
// Adds or edits one glossary entry: a term with its aliases, and either a definition (with an
// optional SQL expression for business logic) or, for a value synonym, the stored value it means
// and where.

#include "knowledge/glossary.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QDialogButtonBox;

namespace assay::ui {

class GlossaryEntryDialog : public QDialog {
    Q_OBJECT
public:
    explicit GlossaryEntryDialog(QWidget *parent = nullptr);

    void setEntry(const knowledge::GlossaryEntry &entry);
    knowledge::GlossaryEntry entry() const;

private:
    void updateFields();

    qint64 m_id = 0;
    QComboBox *m_kind;
    QLineEdit *m_term;
    QLineEdit *m_aliases;
    QPlainTextEdit *m_definition;
    QLineEdit *m_expression;
    QLineEdit *m_table;
    QLineEdit *m_column;
    QLineEdit *m_value;
    QLabel *m_expressionLabel;
    QLabel *m_valueLabel;
    QDialogButtonBox *m_buttons;
};

} // namespace assay::ui
