#include "chartadvisor.h"

#include "notebookdocument.h"

#include "async/whenfinished.h"
#include "agents/chartverifier.h"
#include "charts/resultsample.h"
#include "db/resultstore.h"
#include "llm/llmservice.h"
#include "notebook/notebook.h"
#include "notebook/notebookrunner.h"

namespace assay::ui {

ChartAdvisor::ChartAdvisor(NotebookDocument *doc, QObject *parent)
    : QObject(parent)
    , m_doc(doc) {
}

charts::Recommendation ChartAdvisor::rulesFor(const notebook::Notebook *nb,
                                              const QString &sourceId) {
    const notebook::Cell *src = nb->cell(sourceId);
    if (!src)
        return {};
    if (const auto rows = nb->result(sourceId))
        return charts::recommendChart(charts::sampleResult(*rows, charts::InteractiveSampleRows));
    return charts::recommendFromTypes(src->output.columns);
}

void ChartAdvisor::verify(const QString &chartId) {
    const notebook::Notebook *nb = m_doc->notebook();
    const notebook::Cell *chart = nb->cell(chartId);
    if (!m_llm || !m_llm->isReady(llm::Role::Fast) || !chart ||
        chart->kind != notebook::CellKind::Chart)
        return;
    const notebook::Cell *source = nb->cell(chart->chartSourceId);
    if (!source || !nb->result(source->id))
        return;
    const charts::Recommendation rules = rulesFor(nb, source->id);
    if (chart->chart != rules.spec)
        return; // chosen by hand: not ours to second-guess
    // The notebook has no question; the source's name and SQL say what the result is.
    const QString question =
        tr("Chart the result of the SQL cell %1:\n%2").arg(source->name, source->source.left(2000));
    const qint64 rows = nb->result(source->id)->rowCount();
    // The answer comes back on this object's (the GUI) thread.
    const QFuture<charts::Recommendation> verified =
        agents::verifyWithModel(m_llm, rules, question, source->output.columns, rows);
    async::whenFinished(verified, this, [this, chartId, rules](const charts::Recommendation &checked) {
        const notebook::Cell *now = m_doc->notebook()->cell(chartId);
        if (!now || now->chart != rules.spec)
            return; // deleted or edited while the model thought
        const bool changed = checked.spec.type != rules.spec.type ||
                             checked.spec.x != rules.spec.x || checked.spec.y != rules.spec.y ||
                             checked.spec.series != rules.spec.series;
        m_doc->setChart(chartId, checked.spec);
        if (changed)
            m_doc->runner()->run(chartId);
        emit chartVerified(chartId, changed);
    });
}

} // namespace assay::ui
