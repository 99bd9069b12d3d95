#include "glossaryentrydialog.h"

#include "glossarymodel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace assay::ui {

using knowledge::GlossaryEntry;

GlossaryEntryDialog::GlossaryEntryDialog(QWidget *parent)
    : QDialog(parent)
    , m_kind(new QComboBox(this))
    , m_term(new QLineEdit(this))
    , m_aliases(new QLineEdit(this))
    , m_definition(new QPlainTextEdit(this))
    , m_expression(new QLineEdit(this))
    , m_table(new QLineEdit(this))
    , m_column(new QLineEdit(this))
    , m_value(new QLineEdit(this))
    , m_expressionLabel(new QLabel(tr("SQL expression:"), this))
    , m_valueLabel(new QLabel(tr("Stored value:"), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Glossary Entry"));
    for (GlossaryEntry::Kind k : {GlossaryEntry::Kind::Term, GlossaryEntry::Kind::Acronym, GlossaryEntry::Kind::BusinessLogic,
                                  GlossaryEntry::Kind::ValueSynonym})
        m_kind->addItem(GlossaryModel::kindName(k), int(k));
    m_term->setPlaceholderText(tr("GMV"));
    m_aliases->setPlaceholderText(tr("gross merchandise value; gross sales"));
    m_definition->setPlaceholderText(tr("Total value of orders before refunds and discounts."));
    m_definition->setTabChangesFocus(true);
    m_definition->setFixedHeight(m_definition->fontMetrics().lineSpacing() * 4 + 12);
    m_expression->setPlaceholderText(QStringLiteral("SUM(order_lines.quantity * order_lines.unit_price)"));
    m_expression->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_table->setPlaceholderText(tr("customers"));
    m_column->setPlaceholderText(tr("country"));
    m_value->setPlaceholderText(tr("Germany"));
    m_term->setMinimumWidth(320);

    auto *form = new QFormLayout;
    form->addRow(tr("Kind:"), m_kind);
    form->addRow(tr("Term:"), m_term);
    form->addRow(tr("Also called:"), m_aliases);
    form->addRow(tr("Definition:"), m_definition);
    form->addRow(m_expressionLabel, m_expression);
    form->addRow(tr("Table:"), m_table);
    form->addRow(tr("Column:"), m_column);
    form->addRow(m_valueLabel, m_value);
    auto *hint = new QLabel(tr("Aliases are separated by semicolons. The model sees these entries when it describes columns and "
                               "answers questions."),
                            this);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(hint);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &GlossaryEntryDialog::updateFields);
    connect(m_term, &QLineEdit::textChanged, this, &GlossaryEntryDialog::updateFields);
    updateFields();
}

void GlossaryEntryDialog::updateFields()
{
    const auto kind = GlossaryEntry::Kind(m_kind->currentData().toInt());
    const bool synonym = kind == GlossaryEntry::Kind::ValueSynonym;
    m_valueLabel->setVisible(synonym);
    m_value->setVisible(synonym);
    m_expressionLabel->setVisible(kind == GlossaryEntry::Kind::BusinessLogic);
    m_expression->setVisible(kind == GlossaryEntry::Kind::BusinessLogic);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_term->text().trimmed().isEmpty());
}

void GlossaryEntryDialog::setEntry(const GlossaryEntry &e)
{
    m_id = e.id;
    m_kind->setCurrentIndex(m_kind->findData(int(e.kind)));
    m_term->setText(e.term);
    m_aliases->setText(e.aliases.join(QStringLiteral("; ")));
    m_definition->setPlainText(e.definition);
    m_expression->setText(e.expression);
    m_table->setText(e.table);
    m_column->setText(e.column);
    m_value->setText(e.value);
    updateFields();
}

GlossaryEntry GlossaryEntryDialog::entry() const
{
    GlossaryEntry e;
    e.id = m_id;
    e.kind = GlossaryEntry::Kind(m_kind->currentData().toInt());
    e.term = m_term->text().trimmed();
    for (const QString &a : m_aliases->text().split(u';', Qt::SkipEmptyParts)) {
        if (!a.trimmed().isEmpty())
            e.aliases << a.trimmed();
    }
    e.definition = m_definition->toPlainText().trimmed();
    e.expression = e.kind == GlossaryEntry::Kind::BusinessLogic ? m_expression->text().trimmed() : QString();
    e.table = m_table->text().trimmed();
    e.column = m_column->text().trimmed();
    e.value = e.kind == GlossaryEntry::Kind::ValueSynonym ? m_value->text().trimmed() : QString();
    return e;
}

} // namespace assay::ui
