// Notebook figures: DAG update after an edit in a 1,000-cell notebook; open and save of that
// notebook; a chart cell over a 1M-row source (aggregate query, then drawing); time to the first
// rows of a cell over a 10M-row table. "notebook-typing": one keystroke's edit in a notebook view
// of 300 SQL cells, and how often that rebuilt the shared completion list (never).
// "notebook-view": a shown view of 1,000 cells: the first screen, scrolling frames, and how many
// cells have a widget (the others are placeholders).

#include "bench.h"
#include "fixtures.h"

#include "chartrenderer.h"
#include "notebook/notebookdocument.h"
#include "notebook/notebookview.h"
#include "sqleditor.h"

#include "db/catalog.h"
#include "db/dbsession.h"
#include "db/resultstore.h"
#include "notebook/notebook.h"
#include "notebook/notebookfile.h"
#include "notebook/notebookrunner.h"

#include <QtCharts/QChart>
#include <QtCharts/QChartView>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QImage>
#include <QPainter>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <algorithm>

using namespace assay;
using namespace assay::notebook;

namespace {

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

// 1,000 cells: chains of SQL cells reading each other (ten per chain, chains reading the one
// before), a chart every tenth cell and a note every twentieth.
void buildThousandCells(Notebook &nb)
{
    QList<Cell> cells;
    for (int i = 0; i < 1000; ++i) {
        Cell c;
        c.id = QStringLiteral("c%1").arg(i);
        c.name = QStringLiteral("cell_%1").arg(i);
        if (i % 20 == 19) {
            c.kind = CellKind::Markdown;
            c.source = QStringLiteral("Total so far: {{cell_%1}} — a note with some text to parse.").arg(i - 2);
        } else if (i % 10 == 9) {
            c.kind = CellKind::Chart;
            c.chartSourceId = QStringLiteral("c%1").arg(i - 1);
            c.chart.x = QStringLiteral("day");
            c.chart.y = {{QStringLiteral("amount"), charts::Aggregation::Sum, {}}};
        } else {
            const int previous = i % 10 == 0 ? i - 2 : i - 1;
            c.source = i == 0 ? QStringLiteral("SELECT day, category, amount FROM sales WHERE amount > 10")
                              : QStringLiteral("-- step %1\nSELECT s.day, s.category, SUM(s.amount) AS amount\nFROM cell_%2 s\n"
                                               "JOIN sales t ON t.day = s.day\nWHERE s.category <> 'x' /* keep */\nGROUP BY 1, 2")
                                    .arg(i)
                                    .arg(previous);
        }
        cells.append(c);
    }
    nb.replaceAll(cells);
}

} // namespace

ASSAY_BENCHMARK("notebook", "DAG updates, open/save of 1,000 cells, chart over 1M rows, first rows of a 10M-row cell")
{
    {
        Notebook nb;
        QElapsedTimer build;
        build.start();
        buildThousandCells(nb);
        bench::report(QStringLiteral("notebook.dag_build_1000_cells"), build.nsecsElapsed() / 1e6, QStringLiteral("ms"));
        // Edits that change a cell's references, in the middle of the notebook.
        QList<double> samples;
        for (int k = 0; k < 200; ++k) {
            const QString id = QStringLiteral("c%1").arg(500 + (k % 8));
            const QString source = QStringLiteral("SELECT * FROM cell_%1 JOIN cell_%2 ON 1 = 1 -- edit %3").arg(100 + k % 50).arg(300 + k % 40).arg(k);
            QElapsedTimer clock;
            clock.start();
            nb.setSource(id, source);
            samples.append(clock.nsecsElapsed() / 1e6);
        }
        bench::report(QStringLiteral("notebook.dag_update_1000_cells"), median(samples), QStringLiteral("ms"));
        bench::report(QStringLiteral("notebook.dag_update_1000_cells_max"), *std::max_element(samples.begin(), samples.end()),
                      QStringLiteral("ms"));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.assaynb"));
        QList<double> saves, opens;
        for (int k = 0; k < 5; ++k) {
            QElapsedTimer clock;
            clock.start();
            if (!saveNotebook(nb, path).isEmpty())
                qFatal("save failed");
            saves.append(clock.nsecsElapsed() / 1e6);
            Notebook other;
            clock.restart();
            if (!loadNotebook(path, other).isEmpty())
                qFatal("open failed");
            opens.append(clock.nsecsElapsed() / 1e6);
        }
        bench::report(QStringLiteral("notebook.save_1000_cells"), median(saves), QStringLiteral("ms"));
        bench::report(QStringLiteral("notebook.open_1000_cells"), median(opens), QStringLiteral("ms"));
    }

    {
        // A chart cell over a 1M-row source: the aggregate query runs in SQLite, then the chart
        // is built and painted offscreen.
        db::ConnectionConfig config;
        config.engine = db::Engine::SQLite;
        config.filePath = bench::millionRowSalesDatabase();
        db::DbSession session(config);
        session.open({}).waitForFinished();
        Notebook nb;
        Cell source;
        source.id = QStringLiteral("src");
        source.name = QStringLiteral("all_sales");
        source.source = QStringLiteral("SELECT * FROM sales");
        // The source's columns are what the chart needs; its rows are never fetched here.
        source.output.columns = {{QStringLiteral("day"), QStringLiteral("TEXT"), db::ValueType::Text},
                                 {QStringLiteral("category"), QStringLiteral("TEXT"), db::ValueType::Text},
                                 {QStringLiteral("amount"), QStringLiteral("REAL"), db::ValueType::Real}};
        source.output.rowCount = 1000000;
        Cell chart;
        chart.id = QStringLiteral("chart");
        chart.kind = CellKind::Chart;
        chart.name = QStringLiteral("monthly");
        chart.chartSourceId = QStringLiteral("src");
        chart.chart.type = charts::ChartType::Line;
        chart.chart.x = QStringLiteral("day");
        chart.chart.timeBucketing = true;
        chart.chart.grain = db::TimeGrain::Month;
        chart.chart.series = QStringLiteral("category");
        chart.chart.y = {{QStringLiteral("amount"), charts::Aggregation::Sum, {}}};
        nb.replaceAll({source, chart});
        nb.setState(QStringLiteral("src"), CellState::Done);
        NotebookRunner runner(&nb);
        runner.setSession(&session);
        QList<double> queries, draws;
        for (int k = 0; k < 3; ++k) {
            QEventLoop loop;
            QObject::connect(&runner, &NotebookRunner::runFinished, &loop, &QEventLoop::quit);
            QElapsedTimer clock;
            clock.start();
            runner.run(QStringLiteral("chart"));
            loop.exec();
            queries.append(clock.elapsed());
            const auto rows = nb.result(QStringLiteral("chart"));
            if (!rows)
                qFatal("chart query failed: %s", qPrintable(nb.cell(QStringLiteral("chart"))->output.error));
            clock.restart();
            QString error;
            QChart *c = ui::buildChart(nb.cell(QStringLiteral("chart"))->chart, *rows, {}, &error);
            QChartView view(c);
            view.resize(900, 420);
            QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
            QPainter painter(&image);
            view.render(&painter);
            draws.append(clock.nsecsElapsed() / 1e6);
            if (k == 0)
                bench::report(QStringLiteral("notebook.chart_1m_points_drawn"), rows->rowCount(), QStringLiteral("points"));
        }
        bench::report(QStringLiteral("notebook.chart_1m_source_query"), median(queries), QStringLiteral("ms"));
        bench::report(QStringLiteral("notebook.chart_1m_source_draw"), median(draws), QStringLiteral("ms"));
    }

    {
        // First rows of a cell over a 10M-row table, through the runner and the result store.
        db::ConnectionConfig config;
        config.engine = db::Engine::SQLite;
        config.filePath = bench::tenMillionRowDatabase();
        db::DbSession session(config);
        session.open({}).waitForFinished();
        Notebook nb;
        Cell c;
        c.id = QStringLiteral("big");
        c.name = QStringLiteral("all_events");
        c.source = QStringLiteral("SELECT * FROM events");
        nb.replaceAll({c});
        NotebookRunner runner(&nb);
        runner.setSession(&session);
        runner.setRowLimit(10'000'000);
        QList<double> samples;
        for (int k = 0; k < 3; ++k) {
            QEventLoop loop;
            QElapsedTimer clock;
            double first = -1;
            QObject::connect(&runner, &NotebookRunner::cellJobStarted, &loop, [&](const QString &, db::QueryJob *job) {
                QObject::connect(job, &db::QueryJob::rowsArrived, &loop, [&, job](qint64 rows) {
                    if (first < 0 && rows >= 200) {
                        first = clock.nsecsElapsed() / 1e6;
                        runner.cancel(); // the figure is the first rows; stop reading the rest
                    }
                    Q_UNUSED(job);
                });
            });
            QObject::connect(&runner, &NotebookRunner::runFinished, &loop, &QEventLoop::quit);
            clock.start();
            runner.run(QStringLiteral("big"));
            loop.exec();
            samples.append(first);
            QObject::disconnect(&runner, nullptr, &loop, nullptr);
        }
        bench::report(QStringLiteral("notebook.first_rows_cell_10m"), median(samples), QStringLiteral("ms"));
    }
}

ASSAY_BENCHMARK("notebook-typing", "one edit in a notebook view of 300 SQL cells (completion lists, highlighting)")
{
    ui::NotebookDocument doc;
    ui::NotebookView view(&doc);
    QList<Cell> cells;
    for (int i = 0; i < 300; ++i) {
        Cell c;
        c.id = QStringLiteral("c%1").arg(i);
        c.name = QStringLiteral("step_%1").arg(i);
        c.source = QStringLiteral("SELECT * FROM step_%1").arg(std::max(0, i - 1));
        cells.append(c);
    }
    db::Catalog catalog;
    for (int t = 0; t < 60; ++t) {
        db::TableInfo table;
        table.name = QStringLiteral("table_%1").arg(t);
        for (int k = 0; k < 12; ++k) {
            db::ColumnInfo column;
            column.name = QStringLiteral("column_%1_%2").arg(t).arg(k);
            table.columns.append(column);
        }
        catalog.tables.append(table);
    }
    QElapsedTimer open;
    open.start();
    doc.notebook()->replaceAll(cells);
    view.setCatalog(catalog);
    bench::report(QStringLiteral("notebook.view_open_300_sql_cells"), open.nsecsElapsed() / 1e6, QStringLiteral("ms"));
    // What a keystroke does: an undoable source edit, which every view follows.
    const int rebuilds = view.completions()->rebuildCount();
    QList<double> samples;
    QString source = QStringLiteral("SELECT * FROM step_149 WHERE 1 = 1");
    for (int k = 0; k < 100; ++k) {
        source += QLatin1Char('x');
        QElapsedTimer clock;
        clock.start();
        doc.editSource(QStringLiteral("c150"), source);
        samples.append(clock.nsecsElapsed() / 1e6);
    }
    bench::report(QStringLiteral("notebook.keystroke_300_sql_cells"), median(samples), QStringLiteral("ms"));
    bench::report(QStringLiteral("notebook.keystroke_completion_rebuilds"), view.completions()->rebuildCount() - rebuilds,
                  QStringLiteral("rebuilds"));
}

namespace {

// Counts the paints a widget receives: a frame paints once, by the event loop's update request
// when that came in time, else by the bench's own repaint.
class PaintCounter : public QObject {
public:
    int paints = 0;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return QObject::eventFilter(watched, event);
    }
};

// Opens `nb`'s cells in a shown 1200x900 notebook view: the time to the first painted screen,
// then a scroll to the end and back a third of a screen at a time, one step per 16 ms frame (each
// step: the scroll, the cells it builds and one paint, never two; between steps the event loop
// runs what waits, each turn timed), and how many cells have a widget. Returns the
// longest scrolling frame, wheel or drag.
double viewFigures(const QString &prefix, const QList<Cell> &cells)
{
    double longestFrame = 0;
    ui::NotebookDocument doc;
    ui::NotebookView view(&doc);
    view.resize(1200, 900);
    view.show();
    QCoreApplication::processEvents();
    const qint64 rssBefore = bench::currentRssBytes();
    QElapsedTimer open;
    open.start();
    doc.notebook()->replaceAll(cells);
    QCoreApplication::processEvents();
    view.viewport()->repaint();
    bench::report(QStringLiteral("notebook.view_open_%1").arg(prefix), open.nsecsElapsed() / 1e6, QStringLiteral("ms"));
    bench::report(QStringLiteral("notebook.view_cells_built_after_open_%1").arg(prefix), view.builtCellCount(), QStringLiteral("cells"));
    QScrollBar *bar = view.verticalScrollBar();
    // One cell's widget: the cells after the first screen, built one at a time.
    QList<double> builds;
    const int firstUnbuilt = view.builtCellCount();
    for (int i = firstUnbuilt; i < firstUnbuilt + 20 && i < cells.size(); ++i) {
        QElapsedTimer clock;
        clock.start();
        view.cellWidget(cells[i].id);
        builds.append(clock.nsecsElapsed() / 1e6);
    }
    bench::report(QStringLiteral("notebook.view_cell_build_median_%1").arg(prefix), median(builds), QStringLiteral("ms"));
    // A wheel notch (three lines of 20 px) per frame down a hundred cells and back, then a
    // scroll-bar drag of a third of a screen per frame to the end and back.
    QList<double> frames;
    int step = 3 * bar->singleStep();
    PaintCounter painted;
    view.widget()->installEventFilter(&painted);
    double idleTurnMax = 0; // the longest turn of the event loop between two scroll frames
    auto frame = [&](int value) {
        QElapsedTimer clock;
        clock.start();
        bar->setValue(value);
        const int paintsBefore = painted.paints;
        QCoreApplication::processEvents();
        if (painted.paints == paintsBefore) // the event loop's update request has not painted yet
            view.viewport()->repaint();
        // Released cells go with deleteLater, which needs an event loop this bench does not run.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        frames.append(clock.nsecsElapsed() / 1e6);
        // The next scroll comes with the next frame, 16 ms after this one began (a drag does not
        // deliver faster than the screen refreshes): meanwhile the event loop runs what waits
        // (the prefetch), each turn of which is timed too, since the analyst sees it as a frame.
        while (clock.elapsed() < 16) {
            QElapsedTimer turn;
            turn.start();
            QCoreApplication::processEvents();
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            idleTurnMax = std::max(idleTurnMax, turn.nsecsElapsed() / 1e6);
            if (clock.elapsed() < 16)
                QThread::usleep(500);
        }
    };
    auto reportFrames = [&](const QString &kind) {
        longestFrame = std::max(longestFrame, *std::max_element(frames.begin(), frames.end()));
        bench::report(QStringLiteral("notebook.view_%1_frame_max_%2").arg(kind, prefix), *std::max_element(frames.begin(), frames.end()),
                      QStringLiteral("ms"));
        bench::report(QStringLiteral("notebook.view_%1_frame_median_%2").arg(kind, prefix), median(frames), QStringLiteral("ms"));
        bench::report(QStringLiteral("notebook.view_%1_frames_%2").arg(kind, prefix), frames.size(), QStringLiteral("frames"));
        // How rare the long frames are: on this shared machine one frame in hundreds can wait for
        // the scheduler, which the maximum alone cannot tell from a slow path.
        const auto over = std::count_if(frames.begin(), frames.end(), [](double ms) { return ms > 16.0; });
        bench::report(QStringLiteral("notebook.view_%1_frames_over_16ms_%2").arg(kind, prefix), double(over), QStringLiteral("frames"));
        bench::report(QStringLiteral("notebook.view_%1_between_frames_turn_max_%2").arg(kind, prefix), idleTurnMax, QStringLiteral("ms"));
        longestFrame = std::max(longestFrame, idleTurnMax);
        idleTurnMax = 0;
        frames.clear();
    };
    const int hundredCells = bar->maximum() / 10;
    for (int v = step; v < hundredCells; v += step)
        frame(v);
    for (int v = hundredCells; v > 0; v -= step)
        frame(v);
    reportFrames(QStringLiteral("wheel"));
    step = view.viewport()->height() / 3;
    for (int v = step; v < bar->maximum(); v += step) // the maximum grows as cells are built
        frame(v);
    const int builtAtEnd = view.builtCellCount();
    for (int v = bar->maximum(); v > 0; v -= step)
        frame(v);
    reportFrames(QStringLiteral("drag"));
    bench::report(QStringLiteral("notebook.view_cells_built_at_end_%1").arg(prefix), builtAtEnd, QStringLiteral("cells"));
    bench::report(QStringLiteral("notebook.view_rss_growth_%1").arg(prefix), double(bench::currentRssBytes() - rssBefore) / (1024.0 * 1024.0),
                  QStringLiteral("MiB"));
    return longestFrame;
}

} // namespace

ASSAY_BENCHMARK("notebook-view", "a shown notebook view of 1,000 cells: first screen, scrolling frames, cells built")
{
    QList<Cell> sqlCells;
    for (int i = 0; i < 1000; ++i) {
        Cell c;
        c.id = QStringLiteral("c%1").arg(i);
        c.name = QStringLiteral("step_%1").arg(i);
        c.source = QStringLiteral("SELECT region, SUM(amount) AS revenue\nFROM step_%1\nWHERE amount > %2\nGROUP BY region")
                       .arg(std::max(0, i - 1))
                       .arg(i);
        sqlCells.append(c);
    }
    double longest = viewFigures(QStringLiteral("1000_sql_cells"), sqlCells);
    Notebook mixed;
    buildThousandCells(mixed);
    longest = std::max(longest, viewFigures(QStringLiteral("1000_mixed_cells"), mixed.cells()));
    // The names: the first screen of 1,000 SQL cells is notebook.view_open_1000_sql_cells
    // above; this is the longest frame of any scroll of either notebook.
    bench::report(QStringLiteral("notebook.view_scroll_frame_max"), longest, QStringLiteral("ms"));
}
