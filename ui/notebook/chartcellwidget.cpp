#include "chartcellwidget.h"

#include "chartadvisor.h"
#include "charteditor.h"
#include "chartview.h"
#include "export/exportactions.h"
#include "notebookdocument.h"
#include "wrappedlabel.h"

#include "notebook/notebook.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace assay::ui {

ChartCellWidget::ChartCellWidget(NotebookDocument *doc, const QString &cellId, QWidget *parent)
    : CellWidget(doc, cellId, parent)
    , m_editor(new ChartEditor(this))
    , m_why(new WrappedLabel(this))
    , m_recommend(new QToolButton(this))
    , m_view(new ChartView(this))
{
    m_why->setWordWrap(true);
    m_why->setEnabled(false); // secondary text, in light and dark palettes
    m_why->setAccessibleName(tr("Why this chart"));
    m_why->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_recommend->setText(tr("Recommend"));
    m_recommend->setAutoRaise(true);
    m_recommend->setToolTip(tr("Choose the chart again from the source's current result"));
    m_recommend->setAccessibleName(tr("Recommend a chart"));
    auto *whyRow = new QHBoxLayout;
    whyRow->setContentsMargins(0, 0, 0, 0);
    whyRow->addWidget(m_why, 1);
    whyRow->addWidget(m_recommend, 0, Qt::AlignTop);
    body()->addWidget(m_editor);
    body()->addLayout(whyRow);
    body()->addWidget(m_view);
    watchForActivation(m_editor);
    watchForActivation(m_view);
    watchForActivation(m_recommend);
    addChartExportActions(m_view, document()->notebook(), cellId); // right-click: export, copy
    connect(m_editor, &ChartEditor::specEdited, this, [this](const charts::ChartSpec &spec) {
        document()->setChart(this->cellId(), spec);
        // Point-and-click changes show at once: the aggregate query is cheap and pushed down.
        emit runRequested(this->cellId(), false);
    });
    connect(m_editor, &ChartEditor::sourceChosen, this, [this](const QString &sourceId) {
        document()->setChartSource(this->cellId(), sourceId);
    });
    connect(m_recommend, &QToolButton::clicked, this, &ChartCellWidget::recommendAgain);
    refreshContent();
    refreshOutput();
    refreshState();
}

void ChartCellWidget::refreshSources()
{
    const notebook::Cell *c = cell();
    if (!c)
        return;
    QList<ChartEditor::SourceOption> sources;
    for (const notebook::Cell &other : document()->notebook()->cells()) {
        if (other.kind == notebook::CellKind::Sql)
            sources.append({other.id, other.name});
    }
    m_editor->setSources(sources, c->chartSourceId);
    const notebook::Cell *source = document()->notebook()->cell(c->chartSourceId);
    m_editor->setColumns(source ? source->output.columns : QList<db::ResultColumn>());
}

void ChartCellWidget::refreshWhy()
{
    const notebook::Cell *c = cell();
    const QStringList reasons = c ? c->chart.reasons : QStringList();
    m_recommend->setEnabled(c && !c->chartSourceId.isEmpty());
    if (reasons.isEmpty()) {
        m_why->setText(c && !c->chartSourceId.isEmpty() ? tr("Chosen by hand.") : QString());
        m_why->setToolTip(QString());
        return;
    }
    m_why->setText(charts::chartWhy(c->chart, reasons.first()) + (reasons.size() > 1 ? tr(" (%n more)", nullptr, int(reasons.size()) - 1)
                                                                                          : QString()));
    QStringList items;
    for (const QString &r : reasons)
        items << QStringLiteral("<li>%1</li>").arg(r.toHtmlEscaped());
    m_why->setToolTip(QStringLiteral("<b>%1</b><ul>%2</ul>").arg(tr("Why this chart"), items.join(QString())));
}

void ChartCellWidget::recommendAgain()
{
    const notebook::Cell *c = cell();
    if (!c || c->chartSourceId.isEmpty())
        return;
    const charts::Recommendation r = ChartAdvisor::rulesFor(document()->notebook(), c->chartSourceId);
    if (r.spec == c->chart)
        return;
    document()->setChart(cellId(), r.spec);
    emit runRequested(cellId(), false);
}

void ChartCellWidget::refreshContent()
{
    CellWidget::refreshContent();
    const notebook::Cell *c = cell();
    if (!c)
        return;
    refreshSources();
    m_editor->setSpec(c->chart);
    refreshWhy();
}

void ChartCellWidget::refreshOutput()
{
    CellWidget::refreshOutput();
    const notebook::Cell *c = cell();
    if (!c)
        return;
    // The source's columns may have changed with its latest run.
    refreshSources();
    m_editor->setSpec(c->chart);
    refreshWhy();
    const auto rows = document()->notebook()->result(cellId());
    if (c->chart.type == charts::ChartType::Table)
        m_view->showMessage(tr("Table charts show the source cell's grid."));
    else if (rows)
        m_view->showChart(c->chart, rows);
    else if (!c->output.error.isEmpty())
        m_view->showMessage(tr("No chart: see the message below."));
    else if (c->chartSourceId.isEmpty())
        m_view->showMessage(tr("Choose the cell whose result to chart."));
    else
        m_view->showMessage(tr("Run the cell to draw the chart."));
}

} // namespace assay::ui
