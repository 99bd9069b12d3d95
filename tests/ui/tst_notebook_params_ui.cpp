// Parameter cells in the notebook view, offscreen at 1366x768 in English and German: the compact
// rows at the top, a value chosen in a widget re-runs exactly the cells that read it (and Undo
// takes it back and re-runs them again), a multiple choice ticked in its pop-up, the definition
// changed by point and click, a `:name` without a cell offered a cell in one click, and the
// values a chart and an insight were computed with shown under them. Screenshots go to the test
// output for people to look at.

#include "messagebanner.h"
#include "notebook/cellwidget.h"
#include "notebook/notebookdocument.h"
#include "notebook/notebookview.h"
#include "notebook/parametercellwidget.h"
#include "notebook/parameterdefinition.h"
#include "notebook/parameterinput.h"
#include "settings/appearance.h"
#include "settledgrab.h"
#include "testsupport.h"

#include "db/dbsession.h"
#include "db/resultstore.h"
#include "notebook/notebook.h"
#include "notebook/notebookrunner.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

using namespace assay;
using namespace assay::notebook;

class TestNotebookParamsUi : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void parameterRows_data();
    void parameterRows();

private:
    std::unique_ptr<db::DbSession> open();
    bool waitForRun(ui::NotebookDocument &doc);
    void save(const QImage &image, const QString &name);

    QTemporaryDir m_dir;
    QString m_db;
};

void TestNotebookParamsUi::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    m_db = m_dir.filePath(QStringLiteral("shop.sqlite"));
    QFile(m_db).open(QIODevice::WriteOnly);
    auto session = open();
    QVERIFY(session);
    auto done = session->execute(
        QStringLiteral(
            "CREATE TABLE sales (id INTEGER PRIMARY KEY, region TEXT, amount REAL, sold_on TEXT);"
            "INSERT INTO sales (region, amount, sold_on) VALUES ('North', 10, '2025-01-10'), "
            "('North', 30, '2025-02-10'), "
            "('South', 5, '2025-01-20'), ('West', 7, '2025-04-01'), ('East', 12, '2025-03-03');"),
        {}, std::make_shared<db::CollectingSink>());
    done.waitForFinished();
    QVERIFY2(done.result().ok(), qPrintable(done.result().error.displayText()));
}

void TestNotebookParamsUi::cleanupTestCase() {
    ui::setLanguageSetting(QString());
    ui::installTranslations();
}

std::unique_ptr<db::DbSession> TestNotebookParamsUi::open() {
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = m_db;
    auto session = std::make_unique<db::DbSession>(config);
    if (!session->open({}).result().isNull())
        return nullptr;
    return session;
}

bool TestNotebookParamsUi::waitForRun(ui::NotebookDocument &doc) {
    QElapsedTimer t;
    t.start();
    // A run may start a moment later (a value committed on a queued signal): settle, then wait.
    QTest::qWait(20);
    while (doc.runner()->isRunning() && t.elapsed() < 20000)
        QTest::qWait(20);
    return !doc.runner()->isRunning();
}

void TestNotebookParamsUi::save(const QImage &image, const QString &name) {
    const QString file = test::outputDir() + QLatin1Char('/') + name;
    QVERIFY2(image.save(file), qPrintable(file));
    qInfo() << "screenshot" << file;
}

void TestNotebookParamsUi::parameterRows_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("define");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Define");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Festlegen");
}

void TestNotebookParamsUi::parameterRows() {
    QFETCH(QString, language);
    QFETCH(QString, define);
    ui::setLanguageSetting(language);
    QCOMPARE(ui::installTranslations(), language);
    auto session = open();
    QVERIFY(session);

    ui::NotebookDocument doc;
    Notebook *nb = doc.notebook();
    nb->setFlavor(sql::Flavor::SQLite);
    doc.runner()->setSession(session.get());
    const QString regionId = doc.addParameterCell(QStringLiteral("region"));
    ParameterSpec region;
    region.type = ParameterType::Choice;
    region.options = {"North", "South", "West", "East"};
    region.defaultValue = {"North"};
    doc.setParameter(regionId, region);
    const QString regionsId = doc.addParameterCell(QStringLiteral("regions"));
    ParameterSpec regions;
    regions.type = ParameterType::Choice;
    regions.multiple = true;
    regions.choices = ChoiceSource::Query;
    regions.defaultValue = {"North", "South"};
    doc.setParameter(regionsId, regions);
    doc.editSource(regionsId, QStringLiteral("SELECT DISTINCT region FROM sales ORDER BY 1"));
    const QString periodId = doc.addParameterCell(QStringLiteral("period"));
    ParameterSpec period;
    period.type = ParameterType::DateRange;
    period.defaultValue = {"2025-01-01", "2025-03-31"};
    doc.setParameter(periodId, period);
    const QString minimumId = doc.addParameterCell(QStringLiteral("minimum"));
    ParameterSpec minimum;
    minimum.type = ParameterType::Number;
    minimum.defaultValue = {"7.5"};
    doc.setParameter(minimumId, minimum);

    const QString byRegion = doc.addCell(
        CellKind::Sql, nb->count(),
        QStringLiteral("SELECT region, SUM(amount) AS total FROM sales\n"
                       "WHERE region = :region AND sold_on BETWEEN :period AND amount >= :minimum\n"
                       "GROUP BY region"),
        QStringLiteral("by_region"));
    const QString several =
        doc.addCell(CellKind::Sql, nb->count(),
                    QStringLiteral("SELECT region, SUM(amount) AS total FROM sales WHERE region IN "
                                   "(:regions) GROUP BY region"),
                    QStringLiteral("several"));
    const QString chartId = doc.addChartCell(nb->count(), several, [] {
        charts::ChartSpec s;
        s.type = charts::ChartType::Bar;
        s.x = QStringLiteral("region");
        charts::Measure m;
        m.column = QStringLiteral("total");
        s.y = {m};
        return s;
    }());
    const QString independent =
        doc.addCell(CellKind::Sql, nb->count(), QStringLiteral("SELECT COUNT(*) AS n FROM sales"),
                    QStringLiteral("everything"));
    doc.addCell(CellKind::Markdown, nb->count(),
                QStringLiteral("Sales for **{{region}}** in {{period}}."), QStringLiteral("note"));

    ui::NotebookView view(&doc);
    view.resize(1366, 768);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    // The parameters stand at the top, in the order they were added.
    for (int i = 0; i < 4; ++i)
        QCOMPARE(nb->at(i).kind, CellKind::Parameter);

    doc.runner()->runAll();
    QVERIFY(waitForRun(doc));
    QVERIFY2(nb->cell(byRegion)->output.error.isEmpty(),
             qPrintable(nb->cell(byRegion)->output.error));
    QCOMPARE(nb->result(byRegion)->value(0, 1).toDouble(), 40.0); // North, Q1, >= 7.5: 10 + 30
    QCOMPARE(nb->cell(chartId)->output.rowCount, 2);

    auto *regionRow = qobject_cast<ui::ParameterCellWidget *>(view.cellWidget(regionId));
    QVERIFY(regionRow);
    QCOMPARE(regionRow->defineButton()->text(), define);
    // A row, not a panel: about one line tall when the definition is closed.
    QVERIFY2(regionRow->height() < 70, qPrintable(QString::number(regionRow->height())));
    // The chart says what it was computed with. (Widgets are fetched anew each time: the view
    // releases the cells far from the screen.)
    QVERIFY(view.cellWidget(chartId)->parametersLabel()->isVisible());
    QVERIFY(view.cellWidget(chartId)->parametersLabel()->text().contains(
        QStringLiteral("regions = North, South")));
    save(test::settledGrab(&view), QStringLiteral("params-rows-%1.png").arg(language));

    // A new region: exactly by_region (and the note that shows it) run again; `everything` stays.
    QSignalSpy ran(doc.runner(), &NotebookRunner::cellFinished);
    auto *combo = qobject_cast<QComboBox *>(regionRow->input()->editor());
    QVERIFY(combo);
    const int south = combo->findText(QStringLiteral("South"));
    combo->setCurrentIndex(south);
    emit combo->activated(south);
    QVERIFY(waitForRun(doc));
    QStringList ranIds;
    for (const QList<QVariant> &args : ran)
        ranIds << args.first().toString();
    QVERIFY2(ranIds.contains(byRegion) && !ranIds.contains(independent) &&
                 !ranIds.contains(several),
             qPrintable(ranIds.join(u',')));
    QCOMPARE(nb->result(byRegion)->rowCount(), 0); // South's one sale is below 7.5
    QVERIFY(doc.undoStack()->undoText().contains(
        QStringLiteral("region"))); // named after the parameter
    doc.undoStack()->undo();
    QVERIFY(waitForRun(doc));
    QCOMPARE(nb->cell(regionId)->parameter.value(), QStringList{"North"});
    QCOMPARE(nb->result(byRegion)->value(0, 1).toDouble(), 40.0);
    QCOMPARE(combo->currentText(), QStringLiteral("North"));

    // Several values ticked in the pop-up: the list closes, one change, the chart follows.
    auto *regionsRow = qobject_cast<ui::ParameterCellWidget *>(view.cellWidget(regionsId));
    QVERIFY(regionsRow->input()->choiceList());
    QCOMPARE(regionsRow->input()->choiceList()->count(),
             4); // from the query: East, North, South, West
    const int undoBefore = doc.undoStack()->index();
    QListWidget *list = regionsRow->input()->choiceList();
    for (int i = 0; i < list->count(); ++i)
        list->item(i)->setCheckState(list->item(i)->text() == u"South" ? Qt::Unchecked
                                                                       : Qt::Checked);
    emit regionsRow->input()->choiceButton()->menu()->aboutToHide();
    QVERIFY(waitForRun(doc));
    QCOMPARE(doc.undoStack()->index(), undoBefore + 1);
    QCOMPARE(nb->cell(chartId)->output.rowCount, 3);
    QVERIFY(view.cellWidget(chartId)->parametersLabel()->text().contains(
        QStringLiteral("East, North, West")));

    // The definition, by point and click: a number becomes text, undoably.
    auto *minimumRow = qobject_cast<ui::ParameterCellWidget *>(view.cellWidget(minimumId));
    minimumRow->defineButton()->click();
    QVERIFY(minimumRow->definition()->isVisible());
    QCOMPARE(minimumRow->definition()->defaultEdit()->text(), QStringLiteral("7.5"));
    save(test::settledGrab(&view), QStringLiteral("params-define-%1.png").arg(language));
    QComboBox *type = minimumRow->definition()->typeBox();
    type->setCurrentIndex(type->findData(int(ParameterType::Text)));
    emit type->activated(type->currentIndex());
    QCOMPARE(nb->cell(minimumId)->parameter.type, ParameterType::Text);
    doc.undoStack()->undo();
    QCOMPARE(nb->cell(minimumId)->parameter.type, ParameterType::Number);
    QVERIFY(waitForRun(doc));

    // A :name no cell defines: the cell offers to create its parameter, at the top.
    const QString reader = doc.addCell(CellKind::Sql, nb->count(),
                                       QStringLiteral("SELECT * FROM sales WHERE region = :area"),
                                       QStringLiteral("by_area"));
    ui::CellWidget *readerWidget = view.cellWidget(reader);
    QVERIFY(readerWidget->banner()->isVisible());
    QVERIFY(readerWidget->banner()->text().contains(QStringLiteral(":area")));
    auto *create = readerWidget->banner()->findChild<QPushButton *>();
    QVERIFY(create && create->isVisible());
    save(test::settledGrab(&view), QStringLiteral("params-undeclared-%1.png").arg(language));
    create->click();
    const QString area = nb->graph().cellForName(QStringLiteral("area"));
    QVERIFY(!area.isEmpty());
    QCOMPARE(nb->cell(area)->kind, CellKind::Parameter);
    QCOMPARE(nb->indexOf(area), 4); // after the other parameters
    QCOMPARE(nb->graph().diagnostic(reader).kind, Diagnostic::Kind::None);
    doc.undoStack()->undo();
    QCOMPARE(nb->graph().diagnostic(reader).kind, Diagnostic::Kind::UndeclaredParameter);

    // The multiple choice's pop-up, open (its own picture: a menu is a window of its own).
    regionsRow = qobject_cast<ui::ParameterCellWidget *>(view.cellWidget(regionsId));
    QToolButton *button = regionsRow->input()->choiceButton();
    QMenu *menu = button->menu();
    menu->popup(button->mapToGlobal(QPoint(0, button->height())));
    QVERIFY(QTest::qWaitForWindowExposed(menu));
    save(test::settledGrab(menu), QStringLiteral("params-choices-%1.png").arg(language));
    menu->close();
    QVERIFY(waitForRun(doc));
}

QTEST_MAIN(TestNotebookParamsUi)
#include "tst_notebook_params_ui.moc"
