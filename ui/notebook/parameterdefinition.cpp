#include "parameterdefinition.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>

namespace assay::ui {
namespace {

constexpr notebook::ParameterType Types[] = {
    notebook::ParameterType::Text, notebook::ParameterType::Number, notebook::ParameterType::Date,
    notebook::ParameterType::DateRange, notebook::ParameterType::Choice};

// Values as --param takes them: "a,b" for several choices, "START..END" for a range.
QString typedText(const notebook::ParameterSpec &spec, const QStringList &values) {
    if (spec.type == notebook::ParameterType::DateRange && values.size() == 2)
        return values[0] + QStringLiteral("..") + values[1];
    return values.join(spec.isList() ? QStringLiteral(",") : QString());
}

// A value that fits a new type: the old one when it parses, else a sensible start.
QStringList fitted(const notebook::ParameterSpec &spec, const QStringList &values) {
    QString error;
    const QStringList kept = notebook::parseParameterText(spec, typedText(spec, values), &error);
    if (error.isEmpty())
        return kept;
    const QDate today = QDate::currentDate();
    switch (spec.type) {
    case notebook::ParameterType::Text:
        return {QString()};
    case notebook::ParameterType::Number:
        return {QStringLiteral("0")};
    case notebook::ParameterType::Date:
        return {today.toString(Qt::ISODate)};
    case notebook::ParameterType::DateRange:
        return {QDate(today.year(), today.month(), 1).toString(Qt::ISODate),
                today.toString(Qt::ISODate)};
    case notebook::ParameterType::Choice:
        if (spec.multiple)
            return spec.options;
        return spec.options.isEmpty() ? QStringList{QString()} : QStringList{spec.options.first()};
    }
    return {};
}

} // namespace

ParameterDefinition::ParameterDefinition(QWidget *parent)
    : QWidget(parent)
    , m_type(new QComboBox(this))
    , m_multiple(new QCheckBox(tr("Several values"), this))
    , m_sourceLabel(new QLabel(tr("Choices from"), this))
    , m_source(new QComboBox(this))
    , m_options(new QLineEdit(this))
    , m_query(new QPlainTextEdit(this))
    , m_default(new QLineEdit(this))
    , m_defaultError(new QLabel(this)) {
    for (notebook::ParameterType t : Types)
        m_type->addItem(notebook::parameterTypeName(t), int(t));
    m_type->setAccessibleName(tr("Parameter type"));
    m_source->addItem(tr("a list"), int(notebook::ChoiceSource::Fixed));
    m_source->addItem(tr("a query"), int(notebook::ChoiceSource::Query));
    m_source->setAccessibleName(tr("Choices from"));
    m_options->setPlaceholderText(tr("North, South, East, West"));
    m_options->setAccessibleName(tr("Choices"));
    m_query->setPlaceholderText(tr("SELECT DISTINCT region FROM customers ORDER BY 1 — its first "
                                   "column gives the choices; Run loads them."));
    m_query->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_query->setAccessibleName(tr("Query for the choices"));
    m_query->setFixedHeight(m_query->fontMetrics().lineSpacing() * 3 + 12);
    m_default->setAccessibleName(tr("Default value"));
    // A value, a list of choices: a line of reading width, not the notebook's.
    for (QWidget *w : {static_cast<QWidget *>(m_options), static_cast<QWidget *>(m_default), static_cast<QWidget *>(m_query)})
        w->setMaximumWidth(560);
    m_defaultError->setStyleSheet(QStringLiteral("color: #b3261e;"));
    m_defaultError->setWordWrap(true);
    m_defaultError->hide();

    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 4, 0, 0);
    form->setHorizontalSpacing(8);
    form->setVerticalSpacing(4);
    auto *typeRow = new QHBoxLayout;
    typeRow->addWidget(m_type);
    typeRow->addWidget(m_multiple);
    typeRow->addSpacing(12);
    typeRow->addWidget(m_sourceLabel);
    typeRow->addWidget(m_source);
    typeRow->addStretch(1);
    form->addRow(tr("Type"), typeRow);
    form->addRow(tr("Choices"), m_options);
    form->addRow(tr("Query"), m_query);
    form->addRow(tr("Default"), m_default);
    form->addRow(QString(), m_defaultError);

    connect(m_type, &QComboBox::activated, this, &ParameterDefinition::commitType);
    connect(m_multiple, &QCheckBox::toggled, this, &ParameterDefinition::commitType);
    connect(m_source, &QComboBox::activated, this, &ParameterDefinition::commitChoices);
    connect(m_options, &QLineEdit::editingFinished, this, &ParameterDefinition::commitChoices);
    connect(m_default, &QLineEdit::editingFinished, this, &ParameterDefinition::commitDefault);
    connect(m_query, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_syncing)
            emit queryEdited(m_query->toPlainText());
    });
}

notebook::ParameterSpec ParameterDefinition::withType(const notebook::ParameterSpec &spec,
                                                      notebook::ParameterType type) {
    notebook::ParameterSpec out = spec;
    out.type = type;
    if (type != notebook::ParameterType::Choice)
        out.multiple = false;
    out.defaultValue = fitted(out, spec.defaultValue);
    if (out.hasCurrent)
        out.current = fitted(out, spec.current);
    return out;
}

void ParameterDefinition::display(const notebook::ParameterSpec &spec, const QString &query) {
    m_syncing = true;
    m_spec = spec;
    m_type->setCurrentIndex(m_type->findData(int(spec.type)));
    m_multiple->setChecked(spec.multiple);
    m_source->setCurrentIndex(m_source->findData(int(spec.choices)));
    if (!m_options->hasFocus())
        m_options->setText(spec.options.join(QStringLiteral(", ")));
    if (m_query->toPlainText() != query)
        m_query->setPlainText(query);
    if (!m_default->hasFocus())
        m_default->setText(typedText(spec, spec.defaultValue));
    m_default->setPlaceholderText(
        spec.type == notebook::ParameterType::DateRange ? QStringLiteral("2025-01-01..2025-03-31")
        : spec.type == notebook::ParameterType::Date    ? QStringLiteral("2025-01-31")
        : spec.isList()                                 ? tr("North, South")
                                                        : QString());
    updateVisibility();
    m_syncing = false;
}

void ParameterDefinition::updateVisibility() {
    const bool choice = m_spec.type == notebook::ParameterType::Choice;
    const bool query = choice && m_spec.choices == notebook::ChoiceSource::Query;
    m_multiple->setVisible(choice);
    m_sourceLabel->setVisible(choice);
    m_source->setVisible(choice);
    auto *form = static_cast<QFormLayout *>(layout());
    form->setRowVisible(m_options, choice && !query);
    form->setRowVisible(m_query, query);
}

void ParameterDefinition::commitType() {
    if (m_syncing)
        return;
    notebook::ParameterSpec spec =
        withType(m_spec, notebook::ParameterType(m_type->currentData().toInt()));
    if (spec.type == notebook::ParameterType::Choice && spec.multiple != m_multiple->isChecked()) {
        spec.multiple = m_multiple->isChecked();
        spec = withType(spec, spec.type);
    }
    if (spec != m_spec)
        emit specEdited(spec);
}

void ParameterDefinition::commitChoices() {
    if (m_syncing)
        return;
    notebook::ParameterSpec spec = m_spec;
    spec.choices = notebook::ChoiceSource(m_source->currentData().toInt());
    spec.options.clear();
    for (const QString &o : m_options->text().split(u','))
        if (!o.trimmed().isEmpty() && !spec.options.contains(o.trimmed()))
            spec.options << o.trimmed();
    spec = withType(spec, spec.type); // a default no longer among the choices becomes one of them
    if (spec != m_spec)
        emit specEdited(spec);
}

void ParameterDefinition::commitDefault() {
    if (m_syncing)
        return;
    QString error;
    const QStringList values = notebook::parseParameterText(m_spec, m_default->text(), &error);
    m_defaultError->setText(error);
    m_defaultError->setVisible(!error.isEmpty());
    if (!error.isEmpty() || values == m_spec.defaultValue)
        return;
    notebook::ParameterSpec spec = m_spec;
    spec.defaultValue = values;
    emit specEdited(spec);
}

} // namespace assay::ui
