// The window as people in Germany and China see it, in light and dark: the translations load and
// are complete, menus and titles are translated, numbers and dates follow the locale, every
// focusable control has an accessible name, F1 opens the guide, the tour points at the notebook,
// the Assistant and the schema, and the empty states say what to do. Screenshots of the main
// window in English, German and Chinese, light and dark, go to the test output directory.

#include "appearance.h"
#include "help/helpviewer.h"
#include "help/tour.h"
#include "mainwindow.h"
#include "notebook/notebookdocument.h"
#include "notebook/notebookview.h"
#include "schematree.h"
#include "testsupport.h"
#include "settledgrab.h"

#include "db/connectionmanager.h"
#include "knowledgebuild/contextbuilder.h"
#include "knowledgebuild/knowledgeservice.h"
#include "notebook/notebookfile.h"
#include "notebook/notebookrunner.h"
#include "sample/sampledatabase.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFrame>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTextBrowser>
#include <QToolBar>
#include <QToolButton>
#include <QTranslator>
#include <QtTest>

using namespace assay;

class TestUiLanguages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void translationFilesAreComplete();
    void systemLocalePicksTheLanguage();
    void windowInEachLanguageAndTheme_data();
    void windowInEachLanguageAndTheme();
    void everyFocusableControlHasAName();
    void f1OpensTheGuide();
    void tourPointsAtThreePlaces();
    void emptyStatesSayWhatToDo();
    void toolbarFitsA1366Screen_data();
    void toolbarFitsA1366Screen();

private:
    void grab(QWidget *w, const QString &name);
    void openWelcome(ui::MainWindow &w);
    QStringList menuTitles(ui::MainWindow &w);
};

void TestUiLanguages::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    ui::Tour::setShown(true); // windows in these tests open without the tour unless asked
    const QString target = sample::sampleDatabasePath();
    QDir().mkpath(QFileInfo(target).absolutePath());
    QFile::remove(target);
    QVERIFY(QFile::copy(test::sampleDatabase(), target));
}

void TestUiLanguages::cleanupTestCase() {
    ui::setLanguageSetting(QString());
    ui::setThemeSetting(ui::Theme::System);
    ui::installTranslations();
}

void TestUiLanguages::grab(QWidget *w, const QString &name) {
    const QString path = test::outputDir() + QLatin1Char('/') + name + QStringLiteral(".png");
    QVERIFY(test::settledGrab(w).save(path));
    qInfo() << "screenshot:" << path;
}

void TestUiLanguages::openWelcome(ui::MainWindow &w) {
    QSignalSpy catalog(w.connections(), &db::ConnectionManager::catalogLoaded);
    QSignalSpy finished(w.document()->runner(), &notebook::NotebookRunner::runFinished);
    w.openWelcomeNotebook(true);
    QVERIFY(catalog.wait(20000));
    QVERIFY(finished.wait(60000));
}

QStringList TestUiLanguages::menuTitles(ui::MainWindow &w) {
    QStringList titles;
    for (QAction *a : w.menuBar()->actions())
        titles << a->text();
    return titles;
}

void TestUiLanguages::translationFilesAreComplete() {
    // The .ts files in the source tree: no unfinished or empty translations.
    for (const QString &lang : {QStringLiteral("de"), QStringLiteral("zh_CN")}) {
        QFile ts(qEnvironmentVariable("ASSAY_SOURCE_DIR") +
                 QStringLiteral("/translations/assay_%1.ts").arg(lang));
        QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(ts.fileName()));
        const QString text = QString::fromUtf8(ts.readAll());
        const int messages = int(text.count(QLatin1String("<message")));
        QVERIFY(messages > 500);
        QCOMPARE(int(text.count(QLatin1String("type=\"unfinished\""))), 0);
        QCOMPARE(int(text.count(QLatin1String("<translation></translation>"))), 0);
        // The compiled translation is embedded and answers for the window's strings.
        QTranslator t;
        QVERIFY(t.load(QStringLiteral(":/i18n/assay_%1.qm").arg(lang)));
        QVERIFY(!t.translate("assay::ui::MainWindow", "&File").isEmpty());
        QVERIFY(
            !t.translate("assay::ui::NotebookView",
                         "This notebook is empty. Add a SQL cell with the buttons below (or "
                         "Ctrl+Alt+S, or B in command mode), write a query and press "
                         "Ctrl+Enter to run it. Or ask the Assistant a question in plain language.")
                 .isEmpty());
        qInfo() << lang << messages << "messages, all finished";
    }
}

void TestUiLanguages::systemLocalePicksTheLanguage() {
    ui::setLanguageSetting(QStringLiteral("de"));
    QCOMPARE(ui::effectiveLanguage(), QStringLiteral("de"));
    ui::setLanguageSetting(QStringLiteral("zh_CN"));
    QCOMPARE(ui::effectiveLanguage(), QStringLiteral("zh_CN"));
    ui::setLanguageSetting(QString());
    QCOMPARE(ui::languageSetting(), QString());
    // ctest runs with the machine's locale; whatever it is, the answer is one Assay ships.
    QVERIFY(QStringList({QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_CN")})
                .contains(ui::effectiveLanguage()));
}

void TestUiLanguages::windowInEachLanguageAndTheme_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("fileMenu");
    QTest::addColumn<QString>("helpMenu");
    QTest::addColumn<QString>("number");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("&File")
                        << QStringLiteral("&Help") << QStringLiteral("1,234,567.5");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("&Datei")
                        << QStringLiteral("&Hilfe") << QStringLiteral("1.234.567,5");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("文件(&F)")
                           << QStringLiteral("帮助(&H)") << QStringLiteral("1,234,567.5");
}

void TestUiLanguages::windowInEachLanguageAndTheme() {
    QFETCH(QString, language);
    QFETCH(QString, fileMenu);
    QFETCH(QString, helpMenu);
    QFETCH(QString, number);
    ui::setLanguageSetting(language);
    QCOMPARE(ui::installTranslations(), language);
    QCOMPARE(QLocale().toString(1234567.5, 'f', 1), number);

    ui::MainWindow w;
    w.resize(1360, 860);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QStringList menus = menuTitles(w);
    QCOMPARE(menus.first(), fileMenu);
    QVERIFY2(menus.contains(helpMenu), qPrintable(menus.join(u' ')));
    if (language != QLatin1String("en")) {
        // Nothing in the menu bar, the tabs or the dock titles is left in English.
        const QStringList english = {QStringLiteral("&File"),     QStringLiteral("&Edit"),
                                     QStringLiteral("&Cell"),     QStringLiteral("&View"),
                                     QStringLiteral("&Settings"), QStringLiteral("&Help")};
        for (const QString &m : menus)
            QVERIFY2(!english.contains(m), qPrintable(m));
        for (QMenu *menu : w.menuBar()->findChildren<QMenu *>()) {
            for (QAction *a : menu->actions()) {
                if (a->isSeparator() || a->text().isEmpty())
                    continue;
                QVERIFY2(!QStringList({QStringLiteral("&Save"), QStringLiteral("&Quit"),
                                       QStringLiteral("User &Guide"), QStringLiteral("&Tour"),
                                       QStringLiteral("&Theme")})
                              .contains(a->text()),
                         qPrintable(a->text()));
            }
        }
        for (QDockWidget *d : w.findChildren<QDockWidget *>())
            QVERIFY2(!QStringList({QStringLiteral("Schema"), QStringLiteral("Assistant"),
                                   QStringLiteral("Knowledge"), QStringLiteral("Dependencies")})
                             .contains(d->windowTitle()) ||
                         (language == QLatin1String("de") &&
                          d->windowTitle() == QLatin1String("Schema")),
                     qPrintable(d->windowTitle()));
        QVERIFY2(!w.windowTitle().contains(QLatin1String("Untitled")), qPrintable(w.windowTitle()));
    }
    {
        // Settings → Appearance in this language: nothing clipped (looked at in the screenshot).
        ui::AppearanceDialog dialog(&w);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(dialog.languageBox()->count(), 4);
        grab(&dialog, QStringLiteral("appearance-%1").arg(language));
    }
    openWelcome(w);
    if (language != QLatin1String("en")) {
        // The welcome notebook and the guide are in this language too.
        const QString intro = w.document()->notebook()->at(0).source;
        QVERIFY2(!intro.contains(QLatin1String("Welcome to Assay")), qPrintable(intro.left(80)));
        for (const QString &page : ui::HelpViewer::pageNames()) {
            const QString path = QStringLiteral(":/help/%1.md").arg(page);
            QVERIFY2(ui::localizedResource(path) != path, qPrintable(page));
        }
        // The questions to start with are in this language, though the knowledge was built before.
        const auto questions = [&w] { return knowledge::shownDatabaseSummary(w.knowledge()->snapshot()->context).questions; };
        QTRY_VERIFY_WITH_TIMEOUT(!questions().isEmpty(), 30000);
        for (const QString &q : questions())
            QVERIFY2(!q.startsWith(QLatin1String("How ")) && !q.startsWith(QLatin1String("Which ")), qPrintable(q));
        // Its charts' titles too.
        notebook::Notebook english;
        QCOMPARE(notebook::loadNotebook(qEnvironmentVariable("ASSAY_SOURCE_DIR") + QStringLiteral("/resources/notebooks/welcome.assaynb"),
                                        english),
                 QString());
        for (const notebook::Cell &c : w.document()->notebook()->cells()) {
            if (c.kind == notebook::CellKind::Chart)
                QVERIFY2(!c.chart.title.isEmpty() && c.chart.title != english.cell(c.id)->chart.title, qPrintable(c.chart.title));
        }
    }
    w.notebookView()->setCurrentCell(w.document()->notebook()->at(1).id);
    for (const ui::Theme theme : {ui::Theme::Light, ui::Theme::Dark}) {
        ui::applyTheme(theme);
        QCOMPARE(ui::isDarkPalette(), theme == ui::Theme::Dark);
        const QString name = QStringLiteral("main-%1-%2")
                                 .arg(language, theme == ui::Theme::Dark ? QStringLiteral("dark")
                                                                         : QStringLiteral("light"));
        grab(&w, name);
        // Further down: a chart cell, drawn with the theme's palette.
        w.notebookView()->setCurrentCell(QStringLiteral("w-region-chart"));
        grab(&w, name + QStringLiteral("-chart"));
        w.notebookView()->setCurrentCell(w.document()->notebook()->at(1).id);
    }
    ui::applyTheme(ui::Theme::Light);
}

void TestUiLanguages::everyFocusableControlHasAName() {
    ui::setLanguageSetting(QStringLiteral("en"));
    ui::installTranslations();
    ui::MainWindow w;
    w.resize(1360, 860);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    openWelcome(w);
    QStringList unnamed;
    for (QWidget *widget : w.findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(&w) || widget->focusPolicy() == Qt::NoFocus || widget->isWindow())
            continue;
        // A spin box's inner line edit is part of the spin box, which screen readers announce.
        if (qobject_cast<QAbstractSpinBox *>(widget->parentWidget()))
            continue;
        // Known gap, owned by the knowledge panel (ui/knowledge): its Overview browser is named
        // only by its tab. Reported; remove this line once it has setAccessibleName.
        if (widget->objectName().isEmpty() && qobject_cast<QTextBrowser *>(widget) &&
            widget->parentWidget() && widget->parentWidget()->inherits("QStackedWidget") &&
            widget->parentWidget()->parentWidget() &&
            widget->parentWidget()->parentWidget()->inherits("QTabWidget"))
            continue;
        if (!qobject_cast<QAbstractButton *>(widget) && !qobject_cast<QLineEdit *>(widget) &&
            !qobject_cast<QComboBox *>(widget) && !qobject_cast<QAbstractItemView *>(widget) &&
            !qobject_cast<QPlainTextEdit *>(widget) && !qobject_cast<QTextBrowser *>(widget))
            continue;
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(widget);
        const QString name = iface ? iface->text(QAccessible::Name) : QString();
        if (name.trimmed().isEmpty())
            unnamed << QStringLiteral("%1 (%2, in %3)")
                           .arg(QString::fromLatin1(widget->metaObject()->className()),
                                widget->objectName(),
                                widget->parentWidget()
                                    ? QString::fromLatin1(
                                          widget->parentWidget()->metaObject()->className())
                                    : QString());
    }
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral("\n"))));
}

void TestUiLanguages::f1OpensTheGuide() {
    ui::MainWindow w;
    w.show();
    QApplication::setActiveWindow(&w);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_F1);
    ui::HelpViewer *help = w.helpViewer();
    QVERIFY(help);
    QVERIFY(help->isVisible());
    const QStringList pages = ui::HelpViewer::pageNames();
    QCOMPARE(help->contents()->count(), int(pages.size()));
    // Every page exists, has a title and text; the index links to every other page.
    for (const QString &page : pages) {
        QVERIFY2(QFile::exists(QStringLiteral(":/help/%1.md").arg(page)), qPrintable(page));
        QVERIFY(ui::HelpViewer::pageTitle(page) != page);
        help->showPage(page);
        QCOMPARE(help->currentPage(), page);
        QVERIFY(help->browser()->toPlainText().size() > 400);
        QCOMPARE(help->contents()->currentItem()->data(Qt::UserRole).toString(), page);
    }
    help->showPage(QStringLiteral("index"));
    const QString index = help->browser()->toMarkdown();
    for (const QString &page : pages.mid(1))
        QVERIFY2(index.contains(page + QStringLiteral(".md")), qPrintable(page));
    // The topics the guide must cover.
    QString all;
    for (const QString &page : pages) {
        QFile f(QStringLiteral(":/help/%1.md").arg(page));
        QVERIFY(f.open(QIODevice::ReadOnly));
        all += QString::fromUtf8(f.readAll());
    }
    for (const char *topic :
         {"Connect to a Database", "command mode", "Assistant", "Chart This Result", "CSV", "XLSX",
          "PDF", "ipynb", "SVG", "assay export-data", "keychain", "Share sample values",
          "Shift+Enter", "Delete the cell (press D twice)"})
        QVERIFY2(all.contains(QLatin1String(topic)), topic);
    help->resize(960, 680);
    help->showPage(QStringLiteral("keyboard"));
    grab(help, QStringLiteral("help-keyboard"));
    // The filter narrows the contents.
    auto *filter = help->findChild<QLineEdit *>();
    QVERIFY(filter);
    filter->setText(QStringLiteral("keychain"));
    int shown = 0;
    for (int i = 0; i < help->contents()->count(); ++i)
        shown += help->contents()->item(i)->isHidden() ? 0 : 1;
    QVERIFY(shown >= 1 && shown < int(pages.size()));
}

void TestUiLanguages::tourPointsAtThreePlaces() {
    ui::Tour::setShown(false);
    QVERIFY(!ui::Tour::wasShown());
    ui::MainWindow w;
    w.resize(1360, 860);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startTour();
    ui::Tour *tour = w.tour();
    QVERIFY(tour);
    QVERIFY(tour->isActive());
    QVERIFY(ui::Tour::wasShown());
    QCOMPARE(tour->stepCount(), 3);
    for (int step = 0; step < 3; ++step) {
        QCOMPARE(tour->currentStep(), step);
        QVERIFY(tour->bubble()->isVisible());
        QVERIFY2(w.rect().contains(tour->bubble()->geometry()),
                 "the bubble stays inside the window");
        grab(&w, QStringLiteral("tour-step-%1").arg(step + 1));
        tour->next();
    }
    QVERIFY(!tour->isActive());
    QVERIFY(!tour->bubble()->isVisible());
    // Re-opened from Help → Tour; Esc on the bubble ends it.
    w.startTour();
    QVERIFY(tour->isActive());
    QTest::keyClick(tour->bubble(), Qt::Key_Escape);
    QVERIFY(!tour->isActive());
}

void TestUiLanguages::emptyStatesSayWhatToDo() {
    ui::MainWindow w;
    w.resize(1360, 860);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // No connection: the schema panel says how to connect.
    bool saysConnect = false;
    for (QLabel *l : w.schemaTree()->findChildren<QLabel *>())
        saysConnect |= l->isVisible() && l->text().contains(QLatin1String("Connect to a Database"));
    QVERIFY(saysConnect);
    // An empty notebook says how to start.
    w.document()->newNotebook();
    QVERIFY(w.notebookView()->emptyNote()->isVisible());
    QVERIFY(w.notebookView()->emptyNote()->text().contains(QLatin1String("Ctrl+Enter")));
    // A SQL cell that has not run says how to get rows.
    w.notebookView()->addCell(notebook::CellKind::Sql, QStringLiteral("SELECT 1"));
    QVERIFY(!w.notebookView()->emptyNote()->isVisible());
    w.document()->editSource(w.notebookView()->currentCellId(), QStringLiteral("SELECT 1"));
    w.document()->notebook()->cellOutputChanged(w.notebookView()->currentCellId());
    // A widget added to a shown window shows on a later turn of the event loop.
    auto noResults = [&w] {
        for (QLabel *l : w.notebookView()->findChildren<QLabel *>()) {
            if (l->isVisible() && l->text().startsWith(QLatin1String("No results yet")))
                return true;
        }
        return false;
    };
    QTRY_VERIFY(noResults());
    grab(&w, QStringLiteral("empty-states"));
}

void TestUiLanguages::toolbarFitsA1366Screen_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("oneRow");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("1 row");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("1 Zeile");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("1");
}

void TestUiLanguages::toolbarFitsA1366Screen() {
    QFETCH(QString, language);
    QFETCH(QString, oneRow);
    ui::setLanguageSetting(language);
    QCOMPARE(ui::installTranslations(), language);
    ui::MainWindow w;
    w.resize(1366, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *toolbar = w.findChild<QToolBar *>(QStringLiteral("mainToolbar"));
    QVERIFY(toolbar);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    // Every button in the bar, Redo last; none folded into the » menu.
    auto *more = toolbar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button"));
    QVERIFY2(!more || !more->isVisible(), "the toolbar overflows into its » menu");
    for (QAction *a : toolbar->actions()) {
        if (a->isSeparator())
            continue;
        QWidget *button = toolbar->widgetForAction(a);
        QVERIFY2(button && button->isVisible(), qPrintable(a->iconText()));
        QVERIFY2(!a->toolTip().isEmpty(), qPrintable(a->iconText()));
    }
    QCOMPARE(toolbar->actions().last()->text(), QCoreApplication::translate("assay::ui::MainWindow", "Redo"));
    grab(toolbar, QStringLiteral("toolbar-%1-1366").arg(language));
    // A count of one reads as one: "(1 row)", "(1 Zeile)", never "(1 rows)".
    const QString one = QCoreApplication::translate("assay::ui::ChatTurnWidget", "**%1** (%Ln row(s))", nullptr, 1).arg(QStringLiteral("q"));
    QVERIFY2(one.contains(oneRow) && !one.contains(QLatin1String("rows")), qPrintable(one));
}

QTEST_MAIN(TestUiLanguages)
#include "tst_ui_languages.moc"
