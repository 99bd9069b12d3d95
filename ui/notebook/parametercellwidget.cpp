#include "parametercellwidget.h"

#include "notebookdocument.h"
#include "parameterdefinition.h"
#include "parameterinput.h"

#include "db/resultstore.h"
#include "notebook/notebook.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace assay::ui {
namespace {

// More choices than this from a query are a sign the query is not a list of choices.
constexpr qint64 MaxQueryChoices = 10'000;

} // namespace

ParameterCellWidget::ParameterCellWidget(NotebookDocument *doc, const QString &cellId,
                                         QWidget *parent)
    : CellWidget(doc, cellId, parent)
    , m_input(new ParameterInput(this))
    , m_readers(new QLabel(this))
    , m_define(new QToolButton(this))
    , m_definition(new ParameterDefinition(this)) {
    setBadgeShown(false); // the value is the state that matters; a problem shows in the banner
    m_readers->setEnabled(false);
    m_readers->setAccessibleName(tr("Cells that read this parameter"));
    m_define->setText(tr("Define"));
    m_define->setCheckable(true);
    m_define->setAutoRaise(true);
    m_define->setToolTip(tr("Type, choices and default of this parameter"));
    m_define->setAccessibleName(tr("Define parameter"));
    header()->insertWidget(headerInsertIndex(), m_input);
    header()->insertWidget(headerInsertIndex() + 1, m_readers);
    header()->insertWidget(headerInsertIndex() + 2, m_define);
    m_definition->hide();
    body()->addWidget(m_definition);
    watchForActivation(m_input);
    watchForActivation(m_definition);
    watchForActivation(m_define);

    connect(m_input, &ParameterInput::edited, this, [this](const QStringList &values) {
        document()->setParameterValue(this->cellId(), values);
    });
    connect(m_define, &QToolButton::toggled, this, &ParameterCellWidget::setDefinitionShown);
    connect(m_definition, &ParameterDefinition::specEdited, this,
            [this](const notebook::ParameterSpec &spec) {
                document()->setParameter(this->cellId(), spec);
            });
    connect(m_definition, &ParameterDefinition::queryEdited, this,
            [this](const QString &query) { document()->editSource(this->cellId(), query); });
    connect(doc->notebook(), &notebook::Notebook::graphChanged, this,
            &ParameterCellWidget::refreshReaders);
    refreshContent();
    refreshOutput();
    refreshState();
    // A new parameter opens on its definition: the first thing to do with it is say what it is.
    const notebook::Cell *c = cell();
    setDefinitionShown(c && !c->parameter.hasCurrent && !c->output.hasRun() &&
                       c->source.isEmpty() && c->parameter.type == notebook::ParameterType::Text &&
                       c->parameter.defaultValue.value(0).isEmpty());
}

void ParameterCellWidget::setDefinitionShown(bool shown) {
    m_definition->setVisible(shown);
    if (m_define->isChecked() != shown)
        m_define->setChecked(shown);
}

QStringList ParameterCellWidget::choices() const {
    const notebook::Cell *c = cell();
    if (!c || c->parameter.type != notebook::ParameterType::Choice)
        return {};
    if (c->parameter.choices == notebook::ChoiceSource::Fixed)
        return c->parameter.options;
    QStringList out;
    const auto store = document()->notebook()->result(cellId());
    if (!store || store->columns().isEmpty())
        return out;
    const qint64 rows = std::min(store->rowCount(), MaxQueryChoices);
    for (qint64 r = 0; r < rows; ++r) {
        const QVariant v = store->value(r, 0);
        if (!v.isNull() && !out.contains(v.toString()))
            out << v.toString();
    }
    return out;
}

void ParameterCellWidget::refreshContent() {
    CellWidget::refreshContent();
    const notebook::Cell *c = cell();
    if (!c)
        return;
    m_input->display(c->parameter, c->parameter.value(), choices());
    m_definition->display(c->parameter, c->source);
    refreshReaders();
}

void ParameterCellWidget::refreshOutput() {
    CellWidget::refreshOutput();
    const notebook::Cell *c = cell();
    if (c && c->parameter.choices == notebook::ChoiceSource::Query)
        m_input->display(c->parameter, c->parameter.value(), choices());
}

void ParameterCellWidget::refreshReaders() {
    const notebook::Notebook *nb = document()->notebook();
    QStringList names;
    for (const QString &id : nb->graph().children(cellId())) {
        if (const notebook::Cell *c = nb->cell(id))
            names << c->name;
    }
    if (names.isEmpty()) {
        m_readers->setText(tr("no cell reads it yet"));
    } else {
        const QString shown = names.size() > 3
                                  ? tr("%1 and %n more", nullptr, int(names.size() - 3))
                                        .arg(names.mid(0, 3).join(QStringLiteral(", ")))
                                  : names.join(QStringLiteral(", "));
        m_readers->setText(tr("read by %1").arg(shown));
    }
    m_readers->setToolTip(names.join(QStringLiteral(", ")));
}

void ParameterCellWidget::focusEditor() {
    if (QWidget *w = m_input->editor())
        w->setFocus();
}

} // namespace assay::ui
