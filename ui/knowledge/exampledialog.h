#pragma once
// Adds a question/SQL pair to the example memory by hand.

#include <QDialog>

class QLineEdit;
class QPlainTextEdit;
class QDialogButtonBox;

namespace assay::ui {

class ExampleDialog : public QDialog {
    Q_OBJECT
public:
    explicit ExampleDialog(QWidget *parent = nullptr);

    void setExample(const QString &question, const QString &sql);
    QString question() const;
    QString sql() const;

private:
    void updateButtons();

    QLineEdit *m_question;
    QPlainTextEdit *m_sql;
    QDialogButtonBox *m_buttons;
};

} // namespace assay::ui
