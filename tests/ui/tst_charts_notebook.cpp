// Charts and insights in the notebook window, offscreen, on the sample database: a recommended
// chart with its reasons, point-and-click top N with Other and a forecast (impossible choices
// disabled with the reason), "Describe this result" writing an insight cell whose numbers check
// out, the insight going stale when its data changes and being regenerated, and a model that
// invents a number being overruled. Screenshots go to the test output (charts-notebook-*.png).

#include "charteditor.h"
#include "chartlabelcheck.h"
#include "chartview.h"
#include "llmtesthelpers.h"
#include "mainwindow.h"
#include "notebook/chartcellwidget.h"
#include "notebook/insightbar.h"
#include "notebook/insightcontroller.h"
#include "notebook/markdowncellwidget.h"
#include "notebook/notebookdocument.h"
#include "notebook/notebookview.h"
#include "testsupport.h"
#include "settledgrab.h"

#include "db/connectionmanager.h"
#include "db/resultstore.h"
#include "insights/numbercheck.h"
#include "notebook/notebookrunner.h"
#include "sample/sampledatabase.h"
#include "security/accesspolicy.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QToolButton>
#include <QUndoStack>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtTest>

using namespace assay;
using fakellm::Match;
using fakellm::Reply;

class TestChartsNotebook : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void recommendedChartSaysWhy();
    void topNOtherAndForecastByClicking();
    void describeAndRegenerateAnInsight();
    void aModelThatInventsNumbersIsOverruled();
    void chartsUseTheWindowsWidth();
    void privateResultsAreDescribedWithoutTheModel();
    void seriesChartsInTheWindow();

private:
    void openWelcome(ui::MainWindow &w);
    void grab(QWidget *w, const QString &name);
    bool waitForRun(ui::NotebookDocument *doc, const std::function<void()> &start);
    QString describe(ui::MainWindow &w, const QString &cellId);
};

void TestChartsNotebook::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    const QString target = sample::sampleDatabasePath();
    QDir().mkpath(QFileInfo(target).absolutePath());
    QFile::remove(target);
    QVERIFY(QFile::copy(test::sampleDatabase(), target));
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
         QStringLiteral("/recovery"))
        .removeRecursively();
}

void TestChartsNotebook::grab(QWidget *w, const QString &name) {
    // Once the notebook's layout settled (cells change height when their text renders).
    const QString path = test::outputDir() + QStringLiteral("/charts-notebook-%1.png").arg(name);
    QVERIFY(test::settledGrab(w).save(path));
    qInfo() << "screenshot:" << path;
}

void TestChartsNotebook::openWelcome(ui::MainWindow &w) {
    QSignalSpy catalog(w.connections(), &db::ConnectionManager::catalogLoaded);
    QSignalSpy finished(w.document()->runner(), &notebook::NotebookRunner::runFinished);
    w.openWelcomeNotebook(true);
    QVERIFY(catalog.wait(20000));
    QVERIFY(finished.wait(60000));
    QVERIFY(finished.first().first().toBool());
}

bool TestChartsNotebook::waitForRun(ui::NotebookDocument *doc, const std::function<void()> &start) {
    QSignalSpy finished(doc->runner(), &notebook::NotebookRunner::runFinished);
    start();
    return finished.wait(30000);
}

// Describes a cell and waits for the insight; returns the insight cell's id.
QString TestChartsNotebook::describe(ui::MainWindow &w, const QString &cellId) {
    QSignalSpy written(w.notebookView()->insights(), &ui::InsightController::insightWritten);
    QSignalSpy status(w.notebookView()->insights(), &ui::InsightController::status);
    w.notebookView()->describeResultOf(cellId);
    if (!written.wait(20000)) {
        for (const QList<QVariant> &s : std::as_const(status))
            qWarning() << "status:" << s.first().toString();
        return {};
    }
    return written.first().first().toString();
}

void TestChartsNotebook::recommendedChartSaysWhy() {
    ui::MainWindow w;
    w.resize(1300, 950);
    w.show();
    openWelcome(w);
    ui::NotebookDocument *doc = w.document();
    const int before = doc->notebook()->count();
    QVERIFY(waitForRun(doc, [&] { w.notebookView()->chartResultOf(QStringLiteral("w-top")); }));
    QCOMPARE(doc->notebook()->count(), before + 1);
    const notebook::Cell &chart =
        doc->notebook()->at(doc->notebook()->indexOf(QStringLiteral("w-top")) + 1);
    QCOMPARE(chart.kind, notebook::CellKind::Chart);
    // Ten products, each once: bars of units, largest first, and the reasons say so.
    QCOMPARE(chart.chart.type, charts::ChartType::Bar);
    QCOMPARE(chart.chart.x, QStringLiteral("product"));
    QCOMPARE(chart.chart.sort, charts::SortOrder::YDescending);
    QVERIFY(!chart.chart.reasons.isEmpty());
    auto *cw = qobject_cast<ui::ChartCellWidget *>(w.notebookView()->cellWidget(chart.id));
    QVERIFY(cw);
    QVERIFY2(cw->view()->hasChart(), qPrintable(cw->view()->message()));
    QVERIFY2(cw->whyLabel()->text().startsWith(QLatin1String("Why bars:")),
             qPrintable(cw->whyLabel()->text()));
    QVERIFY(cw->whyLabel()->toolTip().contains(QLatin1String("largest first")));
    w.notebookView()->setCurrentCell(chart.id);
    grab(cw, QStringLiteral("recommended"));
    doc->notebook()->setModified(false);
}

void TestChartsNotebook::topNOtherAndForecastByClicking() {
    ui::MainWindow w;
    w.resize(1300, 950);
    w.show();
    openWelcome(w);
    ui::NotebookDocument *doc = w.document();

    // Revenue by region: seven bars. Keep the top 3 and add the rest up as Other.
    const QString id = QStringLiteral("w-region-chart");
    auto *cw = qobject_cast<ui::ChartCellWidget *>(w.notebookView()->cellWidget(id));
    ui::ChartEditor *editor = cw->editor();
    // A forecast needs a line over time: disabled here, and the tooltip says why.
    QVERIFY(!editor->forecastBox()->isEnabled());
    QVERIFY(editor->forecastBox()->toolTip().contains(QLatin1String("line")));
    QVERIFY(editor->otherBox()->isEnabled());
    editor->topBox()->setValue(3);
    QVERIFY(waitForRun(doc, [&] { emit editor->topBox()->editingFinished(); }));
    QVERIFY(waitForRun(doc, [&] { editor->otherBox()->setChecked(true); }));
    const charts::ChartSpec spec = doc->notebook()->cell(id)->chart;
    QCOMPARE(spec.limit, 3);
    QVERIFY(spec.otherBucket);
    QVERIFY(spec.reasons.isEmpty()); // chosen by hand now
    QCOMPARE(cw->whyLabel()->text(), QStringLiteral("Chosen by hand."));
    QCOMPARE(doc->notebook()->result(id)->rowCount(), qint64(4));
    auto *axis = qobject_cast<QBarCategoryAxis *>(
        cw->view()->chartView()->chart()->axes(Qt::Horizontal).value(0));
    QVERIFY(axis);
    QCOMPARE(axis->categories().size(), 4);
    QCOMPARE(axis->categories().last(), QStringLiteral("Other"));
    // An average cannot be added up into Other: that aggregation is disabled, with the reason.
    auto *aggModel = qobject_cast<QStandardItemModel *>(editor->aggregationBox()->model());
    const int avg = editor->aggregationBox()->findData(int(charts::Aggregation::Avg));
    QVERIFY(!aggModel->item(avg)->isEnabled());
    QVERIFY(aggModel->item(avg)->toolTip().contains(QLatin1String("Other")));
    w.notebookView()->setCurrentCell(id);
    grab(cw, QStringLiteral("top3-other"));
    // Undo takes it back.
    doc->undoStack()->undo();
    QVERIFY(!doc->notebook()->cell(id)->chart.otherBucket);

    // Monthly revenue by channel: a line over time, so a forecast can be switched on.
    const QString monthly = QStringLiteral("w-monthly-chart");
    auto *mw = qobject_cast<ui::ChartCellWidget *>(w.notebookView()->cellWidget(monthly));
    QVERIFY(mw->editor()->forecastBox()->isEnabled());
    mw->editor()->forecastPeriodsBox()->setValue(12);
    QVERIFY(waitForRun(doc, [&] { mw->editor()->forecastBox()->setChecked(true); }));
    QCOMPARE(doc->notebook()->cell(monthly)->chart.forecastPeriods, 12);
    QChart *chart = mw->view()->chartView()->chart();
    int forecasts = 0;
    for (QAbstractSeries *s : chart->series())
        forecasts += s->name().contains(QLatin1String("forecast"));
    QCOMPARE(forecasts, 3); // one per channel
    QVERIFY2(chart->title().contains(QLatin1String("Forecast:")), qPrintable(chart->title()));
    QVERIFY(chart->title().contains(QLatin1String("hold-out")));
    w.notebookView()->setCurrentCell(monthly);
    grab(mw, QStringLiteral("forecast"));
    doc->notebook()->setModified(false);
}

void TestChartsNotebook::describeAndRegenerateAnInsight() {
    ui::MainWindow w;
    w.resize(1300, 950);
    w.show();
    openWelcome(w);
    ui::NotebookDocument *doc = w.document();
    notebook::Notebook *nb = doc->notebook();
    const QString insightId = describe(w, QStringLiteral("w-region"));
    QVERIFY(!insightId.isEmpty());
    const notebook::Cell *insight = nb->cell(insightId);
    QVERIFY(insight && insight->isInsight());
    QCOMPARE(insight->insightSourceId, QStringLiteral("w-region"));
    QCOMPARE(nb->indexOf(insightId), nb->indexOf(QStringLiteral("w-region")) + 1);
    QVERIFY(!nb->isInsightOutdated(insightId));
    QCOMPARE(nb->state(insightId), notebook::CellState::Done);
    QVERIFY2(insight->source.contains(QLatin1String("has the highest")),
             qPrintable(insight->source));
    QVERIFY(insight->source.contains(QLatin1String("computed from the data")));
    // Every number it states is one of the result's values or computed from them: check them
    // against the rows themselves.
    insights::AllowedNumbers fromRows;
    double total = 0;
    const auto rows = nb->result(QStringLiteral("w-region"));
    for (qint64 r = 0; r < rows->rowCount(); ++r) {
        fromRows.add(rows->value(r, 1).toDouble());
        total += rows->value(r, 1).toDouble();
    }
    fromRows.add(total);
    fromRows.add(double(rows->rowCount()));
    for (qint64 r = 0; r < rows->rowCount(); ++r) {
        fromRows.add(100.0 * rows->value(r, 1).toDouble() / total);
        for (qint64 s = 0; s < rows->rowCount(); ++s)
            fromRows.add(rows->value(r, 1).toDouble() / rows->value(s, 1).toDouble());
    }
    fromRows.add(3); // "the top 3"
    double top3 = 0;
    QList<double> values;
    for (qint64 r = 0; r < rows->rowCount(); ++r)
        values << rows->value(r, 1).toDouble();
    std::sort(values.begin(), values.end(), std::greater<>());
    top3 = values[0] + values[1] + values[2];
    fromRows.add(100.0 * top3 / total);
    const insights::NumberCheck check = insights::checkNumbers(insight->source, fromRows);
    QVERIFY2(check.ok(),
             qPrintable(check.unsupported.join(u',') + QStringLiteral("\n") + insight->source));
    auto *mw = qobject_cast<ui::MarkdownCellWidget *>(w.notebookView()->cellWidget(insightId));
    QVERIFY(mw);
    QVERIFY(!mw->insightBar()->isHidden());
    QVERIFY(!mw->insightBar()->isOutdatedShown());
    w.notebookView()->setCurrentCell(insightId);
    grab(mw, QStringLiteral("insight"));

    // Change the data: the insight is stale, and says so with a button to write it again.
    const QString oldText = insight->source;
    doc->editSource(QStringLiteral("w-sales"), nb->cell(QStringLiteral("w-sales"))->source +
                                                   QStringLiteral(" AND o.channel = 'web'"));
    QVERIFY(waitForRun(doc, [&] { w.notebookView()->runCell(QStringLiteral("w-sales"), false); }));
    QVERIFY(nb->isInsightOutdated(insightId));
    QCOMPARE(nb->state(insightId), notebook::CellState::Stale);
    QVERIFY(mw->insightBar()->isOutdatedShown());
    grab(mw, QStringLiteral("insight-stale"));
    QSignalSpy written(w.notebookView()->insights(), &ui::InsightController::insightWritten);
    QTest::mouseClick(mw->insightBar()->regenerateButton(), Qt::LeftButton);
    QVERIFY(written.wait(20000));
    QCOMPARE(written.first().first().toString(), insightId); // rewritten in place
    QVERIFY(!nb->isInsightOutdated(insightId));
    QCOMPARE(nb->state(insightId), notebook::CellState::Done);
    QVERIFY(nb->cell(insightId)->source != oldText);
    QVERIFY(!mw->insightBar()->isOutdatedShown());
    grab(mw, QStringLiteral("insight-regenerated"));
    // The rewrite is an ordinary edit: undo brings the old text back.
    doc->undoStack()->undo();
    QCOMPARE(nb->cell(insightId)->source, oldText);
    doc->notebook()->setModified(false);
}

void TestChartsNotebook::aModelThatInventsNumbersIsOverruled() {
    fakellm::FakeLlmServer server;
    QVERIFY(server.listen());
    test::ServiceFixture fx;
    llm::LlmSettings settings;
    settings.providers = {test::fakeProvider(server, llm::ProviderKind::OpenAICompatible)};
    settings.roles.insert(llm::Role::Fast, {QStringLiteral("fake"), {}});
    fx.service->applySettings(settings);
    fx.service->setApiKey(QStringLiteral("fake"), QStringLiteral("sk-test"));
    server.on(Match::systemContains("insights"),
              Reply::text(QStringLiteral("- Revenue will double to 123,456,789 next year.")));

    ui::MainWindow w;
    w.resize(1300, 950);
    w.show();
    w.notebookView()->setLlmService(fx.service.get());
    openWelcome(w);
    QSignalSpy status(w.notebookView(), &ui::NotebookView::status);
    const QString id = describe(w, QStringLiteral("w-dept"));
    QVERIFY(!id.isEmpty());
    const QString text = w.document()->notebook()->cell(id)->source;
    QVERIFY(!text.contains(QLatin1String("123,456,789")));
    QVERIFY(text.contains(QLatin1String("computed from the data")));
    bool said = false;
    for (const QList<QVariant> &s : std::as_const(status))
        said = said || s.first().toString().contains(QLatin1String("123,456,789"));
    QVERIFY2(said, "the user is told why the model's text was not used");
    QCOMPARE(server.requests().size(), 1);
    w.notebookView()->setLlmService(nullptr);
    w.document()->notebook()->setModified(false);
}

void TestChartsNotebook::chartsUseTheWindowsWidth() {
    // Seven regions with long names over three years, and a bar per day: recommended by the
    // rules, drawn in a window of 1366x768 and of 1920x1080 (screenshots for someone to look
    // at). The chart grows with the notebook and QtCharts cuts none of its texts.
    ui::MainWindow w;
    w.resize(1366, 768);
    w.show();
    openWelcome(w);
    ui::NotebookDocument *doc = w.document();
    const QString sql = QStringLiteral(
        "WITH RECURSIVE m(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM m WHERE i < 35), "
        "r(region, k) AS (VALUES ('Asia Pacific', 0), ('British Isles', 1), ('Central Europe', 2), "
        "('Eastern Europe', 3), ('Latin America', 4), ('North America', 5), ('Sub-Saharan Africa', 6)) "
        "SELECT date('2021-01-01', '+' || i || ' months') AS order_month, region, "
        "120000 + 9000 * k + 1500 * i * (k % 3) AS revenue FROM m, r");
    const QString sqlId = doc->addCell(notebook::CellKind::Sql, doc->notebook()->count(), sql,
                                       QStringLiteral("regions"));
    QVERIFY(waitForRun(doc, [&] { doc->runner()->run(sqlId); }));
    QVERIFY(waitForRun(doc, [&] { w.notebookView()->chartResultOf(sqlId); }));
    const notebook::Cell &chart = doc->notebook()->at(doc->notebook()->indexOf(sqlId) + 1);
    QCOMPARE(chart.chart.type, charts::ChartType::Line);
    QCOMPARE(chart.chart.series, QStringLiteral("region"));
    auto *cw = qobject_cast<ui::ChartCellWidget *>(w.notebookView()->cellWidget(chart.id));
    QVERIFY(cw);
    w.notebookView()->setCurrentCell(chart.id);
    for (const QSize &size : {QSize(1366, 768), QSize(1920, 1080)}) {
        w.resize(size);
        QApplication::processEvents();
        QTRY_COMPARE(cw->view()->drawnWidth(), cw->view()->width());
        QVERIFY2(cw->view()->hasChart(), qPrintable(cw->view()->message()));
        grab(&w, QStringLiteral("window-%1x%2").arg(size.width()).arg(size.height()));
        QChart *c = cw->view()->chartView()->chart();
        const QStringList cut = test::cutChartTexts(c);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(" | "))));
        // The chart takes the notebook's width, not a fixed one.
        QVERIFY2(cw->view()->width() > w.notebookView()->width() * 0.7,
                 qPrintable(QStringLiteral("%1 of %2").arg(cw->view()->width()).arg(w.notebookView()->width())));
        QVERIFY(c->plotArea().width() > cw->view()->width() * 0.5);
    }
    doc->notebook()->setModified(false);
}

void TestChartsNotebook::privateResultsAreDescribedWithoutTheModel() {
    // Under the connection's privacy settings a result's facts (its values among them) go to the
    // model only when the database finds that the cell reads nothing hidden or redacted; else the
    // rules phrase them and the note says why. A policy on something the cell does not read
    // changes nothing.
    fakellm::FakeLlmServer server;
    QVERIFY(server.listen());
    test::ServiceFixture fx;
    llm::LlmSettings settings;
    settings.providers = {test::fakeProvider(server, llm::ProviderKind::OpenAICompatible)};
    settings.roles.insert(llm::Role::Fast, {QStringLiteral("fake"), {}});
    fx.service->applySettings(settings);
    fx.service->setApiKey(QStringLiteral("fake"), QStringLiteral("sk-test"));
    server.on(Match::systemContains("insights"), Reply::text(QStringLiteral("- Revenue is spread over the departments.")));

    ui::MainWindow w;
    w.resize(1366, 768);
    w.show();
    w.notebookView()->setLlmService(fx.service.get());
    openWelcome(w);
    ui::NotebookDocument *doc = w.document();
    // Reconnects to the sample database with `policy`, and runs w-dept there again.
    auto connectWith = [&](const security::AccessPolicy &policy) {
        db::ConnectionConfig c = w.connections()->config();
        c.privacy = policy.toJson();
        QSignalSpy catalog(w.connections(), &db::ConnectionManager::catalogLoaded);
        w.connections()->connectTo(c);
        QVERIFY(catalog.wait(20000));
        QVERIFY(waitForRun(doc, [&] { doc->runner()->run(QStringLiteral("w-dept")); }));
    };

    security::AccessPolicy unrelated;
    unrelated.hiddenColumns = {QStringLiteral("customers.email")};
    unrelated.redactedColumns = {QStringLiteral("customers.last_name")};
    connectWith(unrelated);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(!describe(w, QStringLiteral("w-dept")).isEmpty());
    QCOMPARE(server.requests().size(), 1); // allowed: the model phrased it

    // Department names are redacted, and w-dept groups by them: its facts stay on the machine.
    security::AccessPolicy redacted = unrelated;
    redacted.redactedColumns << QStringLiteral("categories.name");
    connectWith(redacted);
    if (QTest::currentTestFailed())
        return;
    QSignalSpy written(w.notebookView()->insights(), &ui::InsightController::insightWritten);
    const QString id = describe(w, QStringLiteral("w-dept"));
    QVERIFY(!id.isEmpty());
    QCOMPARE(server.requests().size(), 1); // nothing more was sent
    QCOMPARE(written.size(), 1);
    QCOMPARE(written.first().at(2).toBool(), false); // not from the model
    QVERIFY2(written.first().at(3).toString().contains(QLatin1String("privacy")), qPrintable(written.first().at(3).toString()));
    QVERIFY(!doc->notebook()->cell(id)->source.isEmpty()); // the rules still described it

    // A chart over a hidden table's data: its source cell is what the check reads.
    security::AccessPolicy hidden;
    hidden.hiddenTables = {QStringLiteral("categories")};
    connectWith(hidden);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(waitForRun(doc, [&] { doc->runner()->run(QStringLiteral("w-dept-chart")); }));
    QVERIFY(!describe(w, QStringLiteral("w-dept-chart")).isEmpty());
    QCOMPARE(server.requests().size(), 1);

    w.notebookView()->setLlmService(nullptr);
    w.connections()->disconnectCurrent();
}

void TestChartsNotebook::seriesChartsInTheWindow() {
    // Two dimensions and a measure on the sample database, charted by the rules at 1366x768:
    // revenue per month and channel is a line per channel; revenue per region in 2024 and 2025
    // is one bar per year beside each region (never the two years added up). Screenshots for
    // someone to look at; no chart text is cut.
    ui::MainWindow w;
    w.resize(1366, 768);
    w.show();
    openWelcome(w);
    ui::NotebookDocument *doc = w.document();
    struct Case {
        QString name;
        QString sql;
        charts::ChartType type;
        QString x, series;
        int legendEntries;
    };
    const QList<Case> cases = {
        {QStringLiteral("lines-by-channel"),
         QStringLiteral("SELECT date(order_date, 'start of month') AS order_month, channel, "
                        "SUM(amount) AS revenue FROM sales GROUP BY 1, 2"),
         charts::ChartType::Line, QStringLiteral("order_month"), QStringLiteral("channel"), 3},
        {QStringLiteral("bars-regions-by-year"),
         QStringLiteral("SELECT r.name AS region, strftime('%Y', s.order_date) AS year, "
                        "SUM(s.amount) AS revenue FROM sales s JOIN stores st ON st.store_id = s.store_id "
                        "JOIN regions r ON r.region_id = st.region_id "
                        "WHERE strftime('%Y', s.order_date) IN ('2024', '2025') GROUP BY 1, 2"),
         charts::ChartType::Bar, QStringLiteral("region"), QStringLiteral("year"), 2},
    };
    for (const Case &c : cases) {
        const QString sqlId = doc->addCell(notebook::CellKind::Sql, doc->notebook()->count(), c.sql, c.name);
        QVERIFY(waitForRun(doc, [&] { doc->runner()->run(sqlId); }));
        QVERIFY(waitForRun(doc, [&] { w.notebookView()->chartResultOf(sqlId); }));
        const notebook::Cell &chart = doc->notebook()->at(doc->notebook()->indexOf(sqlId) + 1);
        QCOMPARE(chart.chart.type, c.type);
        QCOMPARE(chart.chart.x, c.x);
        QCOMPARE(chart.chart.series, c.series);
        QVERIFY(!chart.chart.stacked);
        auto *cw = qobject_cast<ui::ChartCellWidget *>(w.notebookView()->cellWidget(chart.id));
        QVERIFY(cw);
        w.notebookView()->setCurrentCell(chart.id);
        QApplication::processEvents();
        QTRY_COMPARE(cw->view()->drawnWidth(), cw->view()->width());
        QVERIFY2(cw->view()->hasChart(), qPrintable(cw->view()->message()));
        QVERIFY2(cw->whyLabel()->text().startsWith(c.type == charts::ChartType::Line ? QLatin1String("Why lines:")
                                                                                     : QLatin1String("Why grouped bars:")),
                 qPrintable(cw->whyLabel()->text()));
        QChart *qc = cw->view()->chartView()->chart();
        int shown = 0;
        for (QLegendMarker *m : qc->legend()->markers())
            shown += m->isVisible();
        QCOMPARE(shown, c.legendEntries);
        const QStringList cut = test::cutChartTexts(qc);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(" | "))));
        grab(&w, c.name);
    }
    doc->notebook()->setModified(false);
}

QTEST_MAIN(TestChartsNotebook)
#include "tst_charts_notebook.moc"
