#include "chartcellwidget.h"

#include "charteditor.h"
#include "chartview.h"
#include "notebookdocument.h"

#include "notebook/notebook.h"

#include <QVBoxLayout>

namespace assay::ui {

ChartCellWidget::ChartCellWidget(NotebookDocument *doc, const QString &cellId, QWidget *parent)
    : CellWidget(doc, cellId, parent)
    , m_editor(new ChartEditor(this))
    , m_view(new ChartView(this))
{
    body()->addWidget(m_editor);
    body()->addWidget(m_view);
    watchForActivation(m_editor);
    watchForActivation(m_view);
    connect(m_editor, &ChartEditor::specEdited, this, [this](const charts::ChartSpec &spec) {
        document()->setChart(this->cellId(), spec);
        // Point-and-click changes show at once: the aggregate query is cheap and pushed down.
        emit runRequested(this->cellId(), false);
    });
    connect(m_editor, &ChartEditor::sourceChosen, this, [this](const QString &sourceId) {
        document()->setChartSource(this->cellId(), sourceId);
    });
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

void ChartCellWidget::refreshContent()
{
    CellWidget::refreshContent();
    const notebook::Cell *c = cell();
    if (!c)
        return;
    refreshSources();
    m_editor->setSpec(c->chart);
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
