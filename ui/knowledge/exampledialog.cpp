#include "exampledialog.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace assay::ui {

ExampleDialog::ExampleDialog(QWidget *parent)
    : QDialog(parent)
    , m_question(new QLineEdit(this))
    , m_sql(new QPlainTextEdit(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Example Question"));
    m_question->setPlaceholderText(tr("What was the revenue per region last quarter?"));
    m_sql->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_sql->setPlaceholderText(QStringLiteral("SELECT ..."));
    m_sql->setTabChangesFocus(true);
    m_sql->setMinimumSize(520, m_sql->fontMetrics().lineSpacing() * 10);
    auto *form = new QFormLayout;
    form->addRow(tr("Question:"), m_question);
    form->addRow(tr("SQL:"), m_sql);
    auto *hint = new QLabel(tr("Examples teach Assay how questions about this database map to SQL. They are shown to the model "
                               "for similar questions."),
                            this);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form, 1);
    layout->addWidget(hint);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_question, &QLineEdit::textChanged, this, &ExampleDialog::updateButtons);
    connect(m_sql, &QPlainTextEdit::textChanged, this, &ExampleDialog::updateButtons);
    updateButtons();
}

void ExampleDialog::setExample(const QString &question, const QString &sql)
{
    m_question->setText(question);
    m_sql->setPlainText(sql);
}

QString ExampleDialog::question() const
{
    return m_question->text().trimmed();
}

QString ExampleDialog::sql() const
{
    return m_sql->toPlainText().trimmed();
}

void ExampleDialog::updateButtons()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!question().isEmpty() && !sql().isEmpty());
}

} // namespace assay::ui
