#include "insightcontroller.h"

#include "notebookdocument.h"

#include "async/whenfinished.h"
#include "charts/chartdata.h"
#include "charts/memoryaggregate.h"
#include "charts/recommender.h"
#include "charts/resultsample.h"
#include "db/connection.h"
#include "db/dbsession.h"
#include "db/privacyrules.h"
#include "db/resultstore.h"
#include "insights/insightfacts.h"
#include "agents/insightphrasing.h"
#include "notebook/notebook.h"
#include "notebook/notebookrunner.h"
#include "notebook/sqlcomposer.h"
#include "security/accesspolicy.h"

#include <QtConcurrent/QtConcurrentRun>

namespace assay::ui {
namespace {

// Rows read to describe a SQL cell's result; past them the insight says it saw the first rows.
constexpr int InsightSampleRows = 100000;

// On a worker: the facts about a result. A chart cell's rows are already its aggregate; a SQL
// cell's are described through the chart the rules would draw of them.
// `sql` is the query whose rows are described (a chart's source cell's): a LIMIT or HAVING in it
// makes them a part of the data.
insights::InsightFacts factsOf(std::shared_ptr<db::ResultStore> rows, bool isChart,
                               charts::ChartSpec chart, QString sql, qint64 sourceRows) {
    const insights::ResultScope scope = insights::scopeOfQuery(sql, sourceRows);
    if (isChart)
        return insights::computeFacts(charts::readChartData(chart, *rows), chart, scope);
    const charts::ResultSample sample = charts::sampleResult(*rows, InsightSampleRows);
    const charts::Recommendation r = charts::recommendChart(sample);
    if (r.spec.type == charts::ChartType::Table)
        return insights::computeTableFacts(sample, scope);
    const charts::AggregatedRows aggregated = charts::aggregateInMemory(r.spec, sample);
    if (!aggregated.error.isEmpty())
        return insights::computeTableFacts(sample, scope);
    const charts::ChartData data =
        charts::chartDataFromRows(r.spec, aggregated.columns, aggregated.rows.size(),
                                  [&aggregated](qint64 i) { return aggregated.rows[int(i)]; });
    insights::InsightFacts facts = insights::computeFacts(data, r.spec, scope);
    facts.rows = sample.totalRows;
    facts.partial = !sample.isWhole();
    return facts;
}

} // namespace

InsightController::InsightController(NotebookDocument *doc, QObject *parent)
    : QObject(parent)
    , m_doc(doc) {
}

void InsightController::describe(const QString &cellId) {
    const notebook::Notebook *nb = m_doc->notebook();
    const notebook::Cell *cell = nb->cell(cellId);
    if (!cell)
        return;
    const QString sourceId = cell->isInsight() ? cell->insightSourceId : cellId;
    const QString targetId = cell->isInsight() ? cellId : QString();
    const notebook::Cell *source = nb->cell(sourceId);
    if (!source || source->kind == notebook::CellKind::Markdown || source->kind == notebook::CellKind::Parameter) {
        emit status(tr("Only the result of a SQL or chart cell can be described."), true);
        return;
    }
    const std::shared_ptr<db::ResultStore> rows = nb->result(sourceId);
    if (!rows || !rows->isComplete()) {
        emit status(tr("Run %1 first: there is no result to describe yet.").arg(source->name),
                    true);
        return;
    }
    const quint64 generation = ++m_generation;
    m_pending.insert(sourceId, generation);
    const bool isChart = source->kind == notebook::CellKind::Chart;
    const charts::ChartSpec chart = source->chart;
    const QString dataHash = source->output.dataHash;
    // The query the rows come from: a chart's is its source cell's.
    const notebook::Cell *query = isChart ? nb->cell(source->chartSourceId) : source;
    const QString sql = query ? query->source : QString();
    const qint64 queryRows = query ? query->output.rowCount : 0;
    insights::InsightOptions options;
    options.sourceName = source->name;
    emit status(tr("Describing %1…").arg(source->name), false);

    // Each step's answer comes back on this object's (the GUI) thread, so nothing runs once it is
    // gone and the GUI thread never waits. A newer request for this source answers instead.
    auto isCurrent = [this, sourceId, generation] { return m_pending.value(sourceId) == generation; };
    // A step that ends without an answer (cancelled) ends the request, so the cell is not busy forever.
    auto dropped = [this, isCurrent, sourceId] {
        if (isCurrent())
            m_pending.remove(sourceId);
    };
    // The SQL whose result is described, composed as it runs (a chart's source cell), for the
    // privacy check.
    db::DbSession *session = m_doc->runner()->session();
    const std::shared_ptr<const db::PrivacyRules> rules =
        session ? security::AccessPolicy::fromJson(session->config().privacy).engineRules() : nullptr;
    QString composedSql;
    if (rules && m_llm) {
        const notebook::ComposedQuery q = notebook::composeCellQuery(*nb, isChart ? source->chartSourceId : sourceId, session->dialect());
        composedSql = q.ok() ? q.sql : QString();
    }
    const QFuture<insights::InsightFacts> facts = QtConcurrent::run(factsOf, rows, isChart, chart, sql, queryRows);
    async::whenFinished(facts, this,
        [this, isCurrent, dropped, sourceId, targetId, dataHash, options, generation, rules, composedSql, session](const insights::InsightFacts &f) {
            if (!isCurrent())
                return;
            if (!rules || !m_llm) {
                phrase(sourceId, targetId, dataHash, generation, f, options, true, {});
                return;
            }
            const QString withheld = tr("Described without the model: this result reads data the connection's privacy "
                                        "settings hide or redact, so its values were not sent.");
            if (composedSql.isEmpty() || session != m_doc->runner()->session()) {
                phrase(sourceId, targetId, dataHash, generation, f, options, false, withheld);
                return;
            }
            // The database says what the cell's statement reads; anything masked or refused
            // keeps the facts (values of those columns among them) away from the model.
            const QFuture<bool> allowed = session->submit<bool>([sql = composedSql, rules](db::Connection &c) {
                db::ExecOptions o;
                o.readOnly = true;
                o.privacy = rules;
                db::PrivacyReport report;
                return c.checkPrivacy(sql, o, &report).isNull() && report.verdict == db::PrivacyReport::Verdict::Allowed;
            });
            async::whenFinished(allowed, this,
                [this, isCurrent, sourceId, targetId, dataHash, options, generation, f, withheld](bool ok) {
                    if (isCurrent())
                        phrase(sourceId, targetId, dataHash, generation, f, options, ok, ok ? QString() : withheld);
                },
                dropped);
        },
        dropped);
}

void InsightController::phrase(const QString &sourceId, const QString &targetId, const QString &dataHash, quint64 generation,
                               const insights::InsightFacts &facts, const insights::InsightOptions &options, bool useModel,
                               const QString &withheldNote)
{
    auto isCurrent = [this, sourceId, generation] { return m_pending.value(sourceId) == generation; };
    const QFuture<insights::Insight> phrased = agents::writeInsight(useModel ? m_llm : nullptr, facts, QString(), options);
    async::whenFinished(phrased, this,
        [this, isCurrent, sourceId, targetId, dataHash, withheldNote](insights::Insight insight) {
            if (!isCurrent())
                return;
            m_pending.remove(sourceId);
            if (!withheldNote.isEmpty() && insight.rejected.isEmpty())
                insight.rejected = withheldNote;
            write(sourceId, targetId, dataHash, insight);
        },
        [this, isCurrent, sourceId] {
            if (isCurrent())
                m_pending.remove(sourceId);
        });
}

void InsightController::write(const QString &sourceId, const QString &targetId,
                              const QString &dataHash, const insights::Insight &insight) {
    notebook::Notebook *nb = m_doc->notebook();
    const notebook::Cell *source = nb->cell(sourceId);
    if (!source)
        return; // deleted meanwhile
    QString id = targetId;
    if (!id.isEmpty() && nb->cell(id)) {
        m_doc->editSource(id, insight.markdown);
    } else {
        id = m_doc->addCell(notebook::CellKind::Markdown, nb->indexOf(sourceId) + 1,
                            insight.markdown, source->name + QStringLiteral("_insight"));
    }
    // Written from the result with this hash: another hash later makes the text stale.
    nb->setInsightSource(id, sourceId, dataHash);
    nb->setState(id, nb->isInsightOutdated(id) ? notebook::CellState::Stale
                                               : notebook::CellState::Done);
    QString note;
    if (insight.fromModel)
        note = tr("Insight phrased by the model; every number in it was checked against the data.");
    else if (!insight.rejected.isEmpty())
        note = insight.rejected;
    emit insightWritten(id, sourceId, insight.fromModel, note);
    emit status(note.isEmpty() ? tr("Described %1.").arg(source->name) : note, false);
}

} // namespace assay::ui
