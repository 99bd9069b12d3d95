// "notebook-params": a new value for a parameter in a 300-cell notebook. The figure is the whole
// re-plan: the value set (which marks its readers stale through the DAG) and the plan of what runs
// (the readers, and what they need that is not fresh), with the number of cells planned. Also the
// time to compose and bind one planned cell's query.

#include "bench.h"

#include "notebook/notebook.h"
#include "notebook/notebookrunner.h"
#include "notebook/sqlcomposer.h"

#include <QElapsedTimer>

#include <algorithm>

using namespace assay;
using namespace assay::notebook;

namespace {

double median(QList<double> v) {
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

// 300 cells: four parameters; 30 cells read `region` directly, each read in turn by a chain of
// two cells that also join another cell; the rest are chains that read the other parameters or
// none. Every cell has run (Done), as in a notebook someone is working in.
QString build(Notebook &nb) {
    QList<Cell> cells;
    auto parameter = [&](const QString &name, ParameterType type, const QStringList &value) {
        Cell c;
        c.id = QStringLiteral("p_") + name;
        c.kind = CellKind::Parameter;
        c.name = name;
        c.parameter.type = type;
        c.parameter.defaultValue = value;
        cells << c;
    };
    parameter(QStringLiteral("region"), ParameterType::Text, {QStringLiteral("North")});
    parameter(QStringLiteral("period"), ParameterType::DateRange,
              {QStringLiteral("2025-01-01"), QStringLiteral("2025-03-31")});
    parameter(QStringLiteral("minimum"), ParameterType::Number, {QStringLiteral("10")});
    parameter(QStringLiteral("channel"), ParameterType::Text, {QStringLiteral("web")});
    auto sql = [&](const QString &name, const QString &source) {
        Cell c;
        c.id = QStringLiteral("c_") + name;
        c.name = name;
        c.source = source;
        cells << c;
    };
    for (int i = 0; cells.size() < 300; ++i) {
        if (i < 30) {
            sql(QStringLiteral("by_region_%1").arg(i),
                QStringLiteral("SELECT day, SUM(amount) AS amount FROM sales\nWHERE region = "
                               ":region AND day BETWEEN :period\n"
                               "AND amount > %1 GROUP BY day")
                    .arg(i));
            sql(QStringLiteral("weekly_%1").arg(i),
                QStringLiteral("SELECT strftime('%W', day) AS week, SUM(amount) AS amount\n"
                               "FROM by_region_%1 GROUP BY 1")
                    .arg(i));
            sql(QStringLiteral("share_%1").arg(i),
                QStringLiteral("SELECT w.week, w.amount / t.amount AS share FROM weekly_%1 w\n"
                               "JOIN totals_%1 t ON 1 = 1")
                    .arg(i));
        } else {
            const QString filter =
                i % 3 == 0 ? QStringLiteral("WHERE channel = :channel AND amount > :minimum")
                           : QStringLiteral("WHERE amount > 5 /* no parameter */");
            sql(QStringLiteral("totals_%1").arg(i - 30),
                QStringLiteral("SELECT SUM(amount) AS amount FROM sales %1").arg(filter));
        }
    }
    nb.replaceAll(cells.mid(0, 300));
    for (const Cell &c : nb.cells())
        nb.setState(c.id, CellState::Done);
    return QStringLiteral("p_region");
}

} // namespace

ASSAY_BENCHMARK(
    "notebook-params",
    "a new parameter value in a 300-cell notebook: set and re-plan (median, max, cells planned)") {
    Notebook nb;
    nb.setReactiveMode(ReactiveMode::RunDescendants);
    const QString region = build(nb);
    NotebookRunner runner(&nb); // no session: planning only, nothing runs
    QList<double> samples;
    qsizetype planned = 0;
    for (int k = 0; k < 200; ++k) {
        QElapsedTimer clock;
        clock.start();
        nb.setParameterValue(region, {QStringLiteral("region %1").arg(k)});
        const QStringList plan = runner.planParameterChange(region);
        samples.append(clock.nsecsElapsed() / 1e6);
        planned = plan.size();
        for (const QString &id : plan) // as if they had run again
            nb.setState(id, CellState::Done);
    }
    bench::report(QStringLiteral("notebook.param_replan_300_cells"), median(samples),
                  QStringLiteral("ms"));
    bench::report(QStringLiteral("notebook.param_replan_300_cells_max"),
                  *std::max_element(samples.begin(), samples.end()), QStringLiteral("ms"));
    bench::report(QStringLiteral("notebook.param_replan_cells_planned"), double(planned),
                  QStringLiteral("cells"));

    // Composing and binding the deepest planned cell: two cells inlined, a parameter bound.
    QList<double> composes;
    const db::Dialect &dialect = db::Dialect::forEngine(db::Engine::PostgreSQL);
    for (int k = 0; k < 200; ++k) {
        QElapsedTimer clock;
        clock.start();
        const ComposedQuery q =
            composeCellQuery(nb, QStringLiteral("c_share_%1").arg(k % 30), dialect);
        composes.append(clock.nsecsElapsed() / 1e6);
        if (!q.ok())
            qFatal("compose failed: %s", qPrintable(q.error));
    }
    bench::report(QStringLiteral("notebook.param_compose_bound_cell"), median(composes),
                  QStringLiteral("ms"));
}
