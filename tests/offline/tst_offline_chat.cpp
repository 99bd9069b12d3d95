// The chat with no language model configured, in the main window on the offscreen platform: a
// question is answered by the offline assistant, labelled as such, with its reading shown and
// cells added that run; clicking another reading replaces the answer's cells with the re-read
// one; a question beyond it is declined and adds nothing; the mode can be picked explicitly.

#include "chat/askcontroller.h"
#include "chat/chatpanel.h"
#include "chat/chatturnwidget.h"
#include "mainwindow.h"
#include "notebook/notebookdocument.h"
#include "testsupport.h"

#include "db/connectionmanager.h"
#include "knowledgebuild/knowledgeservice.h"
#include "knowledge/knowledgesnapshot.h"
#include "notebook/notebook.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using namespace assay;

class TestOfflineChat : public QObject {
    Q_OBJECT

    ui::ChatTurnWidget *askAndWait(ui::MainWindow &w, const QString &question) {
        QSignalSpy finished(w.askController(), &ui::AskController::finished);
        w.chatPanel()->input()->setPlainText(question);
        QTest::keyClick(w.chatPanel()->input(), Qt::Key_Return);
        if (!finished.wait(60000))
            return nullptr;
        return w.chatPanel()->turns().last();
    }

    // The window on the sample database, its knowledge built and its values indexed.
    bool openSample(ui::MainWindow &w) {
        w.resize(1400, 900);
        w.show();
        QSignalSpy catalog(w.connections(), &db::ConnectionManager::catalogLoaded);
        w.openSqliteFile(test::sampleDatabase());
        if (!catalog.wait(15000))
            return false;
        return QTest::qWaitFor(
            [&] {
                return !w.knowledge()->snapshot()->context.tables.isEmpty() && !w.knowledge()->isBuilding() &&
                       w.knowledge()->snapshot()->values && w.knowledge()->snapshot()->values->size() > 0;
            },
            120000);
    }

    void grab(QWidget *w, const QString &name) {
        const QImage image = w->grab().toImage();
        QVERIFY(image.save(test::outputDir() + QLatin1Char('/') + name + QStringLiteral(".png")));
        QVERIFY(image.save(QStringLiteral("/tmp/") + name + QStringLiteral(".png")));
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear(); // no provider: no model is ready
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
             QStringLiteral("/knowledge"))
            .removeRecursively();
    }

    void answersWithoutAModelAndSaysSo() {
        ui::MainWindow w;
        QVERIFY(openSample(w));
        QVERIFY(!w.askController()->modelReady());
        QVERIFY(w.askController()->answersOffline());

        notebook::Notebook *nb = w.document()->notebook();
        const int before = nb->count();
        ui::ChatTurnWidget *turn = askAndWait(w, QStringLiteral("revenue by region"));
        QVERIFY(turn);
        const ask::AskResult first = w.askController()->lastResult();
        QCOMPARE(first.outcome, ask::AskResult::Outcome::Answered);
        QVERIFY(first.offline);
        QVERIFY(turn->offlineBadge()->isVisible());
        QVERIFY(turn->offlineBadge()->text().contains(QLatin1String("Offline assistant")));
        QVERIFY(turn->answerLabel()->text().contains(QLatin1String("I read this as:")));
        QVERIFY(turn->answerLabel()->text().contains(QLatin1String("regions.name")));
        QVERIFY(turn->alternativesLabel()->isVisible());
        const int added = nb->count() - before;
        QVERIFY(added >= 2); // SQL and chart (and an insight)
        const QString sql = nb->cells().at(before).source;
        QVERIFY(sql.contains(QLatin1String("SUM(")));
        QTRY_VERIFY_WITH_TIMEOUT(nb->cells().at(before).output.rowCount > 0, 30000);

        if (QDockWidget *dock = qobject_cast<QDockWidget *>(w.chatPanel()->parentWidget()))
            grab(dock, QStringLiteral("offline-chat"));
        else
            grab(w.chatPanel(), QStringLiteral("offline-chat"));
        grab(&w, QStringLiteral("offline-window"));

        // Another reading (the other way to regions): the answer's cells are replaced.
        int join = -1;
        for (int i = 0; i < first.alternatives.size(); ++i)
            if (first.alternatives[i].change.slot == ask::ReadingSlot::Join)
                join = i;
        QVERIFY(join >= 0);
        QVERIFY(join < 8);
        QSignalSpy finished(w.askController(), &ui::AskController::finished);
        emit turn->alternativesLabel()->linkActivated(QStringLiteral("alt:%1").arg(join));
        QVERIFY(finished.wait(60000));
        const ask::AskResult second = w.askController()->lastResult();
        QCOMPARE(second.outcome, ask::AskResult::Outcome::Answered);
        QVERIFY(second.offline);
        QVERIFY(second.steps.first().sql != first.steps.first().sql);
        QCOMPARE(nb->count() - before, added); // replaced, not added twice
        QCOMPARE(nb->cells().at(before).source, second.steps.first().sql);

        // Beyond it: declined, nothing added, the model settings offered.
        const int now = nb->count();
        ui::ChatTurnWidget *why = askAndWait(w, QStringLiteral("why did sales drop?"));
        QVERIFY(why);
        QCOMPARE(w.askController()->lastResult().outcome, ask::AskResult::Outcome::Failed);
        QVERIFY(why->offlineBadge()->isVisible());
        QVERIFY(why->answerLabel()->text().contains(QLatin1String("language model")));
        QCOMPARE(nb->count(), now);
        if (QDockWidget *dock = qobject_cast<QDockWidget *>(w.chatPanel()->parentWidget()))
            grab(dock, QStringLiteral("offline-chat-decline"));

        // The offline assistant can be picked explicitly.
        QComboBox *mode = w.chatPanel()->modeBox();
        const int offlineIndex = mode->findData(int(ask::AskMode::Offline));
        QVERIFY(offlineIndex >= 0);
        mode->setCurrentIndex(offlineIndex);
        QCOMPARE(w.askController()->mode(), ask::AskMode::Offline);
    }

    // A decline says what it understood and offers the closest readings; choosing one answers.
    void declinesOfferTheClosestReadings() {
        ui::MainWindow w;
        QVERIFY(openSample(w));
        notebook::Notebook *nb = w.document()->notebook();
        const int before = nb->count();

        // A word no part of the reading places: named, the rest read, "answer without" offered.
        ui::ChatTurnWidget *turn = askAndWait(w, QStringLiteral("how many customers in Berlin predominantly"));
        QVERIFY(turn);
        const ask::AskResult declined = w.askController()->lastResult();
        QCOMPARE(declined.outcome, ask::AskResult::Outcome::Failed);
        QCOMPARE(declined.decline, ask::DeclineReason::UnplacedWords);
        QVERIFY2(declined.message.contains(QLatin1String("predominantly")), qPrintable(declined.message));
        QVERIFY2(declined.message.contains(QLatin1String("I read the rest as")), qPrintable(declined.message));
        QCOMPARE(nb->count(), before);
        QVERIFY(turn->alternativesLabel()->isVisible());
        QVERIFY(turn->alternativesLabel()->text().contains(QLatin1String("Closest readings")));
        if (QDockWidget *dock = qobject_cast<QDockWidget *>(w.chatPanel()->parentWidget()))
            grab(dock, QStringLiteral("offline-chat-closest"));
        int without = -1;
        for (int i = 0; i < declined.alternatives.size(); ++i)
            if (declined.alternatives[i].change.slot == ask::ReadingSlot::Unread)
                without = i;
        QVERIFY(without >= 0);
        QSignalSpy finished(w.askController(), &ui::AskController::finished);
        emit turn->alternativesLabel()->linkActivated(QStringLiteral("alt:%1").arg(without));
        QVERIFY(finished.wait(60000));
        const ask::AskResult answered = w.askController()->lastResult();
        QCOMPARE(answered.outcome, ask::AskResult::Outcome::Answered);
        QVERIFY(answered.steps.first().sql.contains(QLatin1String("'Berlin'")));
        QVERIFY(nb->count() > before);

        // A word that could mean two columns: both offered, each answers.
        turn = askAndWait(w, QStringLiteral("list the employees and their managers"));
        QVERIFY(turn);
        const ask::AskResult ambiguous = w.askController()->lastResult();
        QCOMPARE(ambiguous.outcome, ask::AskResult::Outcome::Failed);
        QCOMPARE(ambiguous.decline, ask::DeclineReason::AmbiguousColumn);
        QVERIFY2(ambiguous.message.contains(QLatin1String("employees.manager_id")), qPrintable(ambiguous.message));
        int column = -1;
        for (int i = 0; i < ambiguous.alternatives.size(); ++i)
            if (ambiguous.alternatives[i].change.slot == ask::ReadingSlot::Column &&
                ambiguous.alternatives[i].change.target == QLatin1String("employees.manager_id"))
                column = i;
        QVERIFY(column >= 0);
        emit turn->alternativesLabel()->linkActivated(QStringLiteral("alt:%1").arg(column));
        QVERIFY(finished.wait(60000));
        QCOMPARE(w.askController()->lastResult().outcome, ask::AskResult::Outcome::Answered);
        QVERIFY(w.askController()->lastResult().steps.first().sql.contains(QLatin1String("manager_id")));
    }

    // A reading that rests on a weak link asks back, with the reading it would use and the
    // others as buttons; one click answers, adds the cells, and keeps the word's meaning in the
    // connection's glossary, so the same word is read at once next time.
    void asksBackOnAWeakLinkAndLearnsTheAnswer() {
        ui::MainWindow w;
        QVERIFY(openSample(w));
        notebook::Notebook *nb = w.document()->notebook();
        const int before = nb->count();
        // "shops" is a word of stores.floor_area_m2's description ("... NULL for the online shop"),
        // not what the column is: read silently, it gave the floor area summed per region
        const QString question = QStringLiteral("How many shops does each region have?");
        ui::ChatTurnWidget *turn = askAndWait(w, question);
        QVERIFY(turn);
        const ask::AskResult asked = w.askController()->lastResult();
        QCOMPARE(asked.outcome, ask::AskResult::Outcome::NeedsClarification);
        QVERIFY(asked.offline);
        QVERIFY2(asked.clarification.question.contains(QStringLiteral("“shops”")), qPrintable(asked.clarification.question));
        QCOMPARE(nb->count(), before); // nothing ran, nothing added
        QCOMPARE(turn->optionButtons().size(), asked.clarification.readings.size());
        int stores = -1;
        for (int i = 0; i < asked.clarification.readings.size(); ++i) {
            const ask::ReadingChoice &c = asked.clarification.readings[i];
            QCOMPARE(c.change.slot, ask::ReadingSlot::Word);
            if (c.overrides.meanings.size() == 1 && c.overrides.meanings.first().table == QLatin1String("stores") &&
                c.overrides.meanings.first().column.isEmpty())
                stores = i;
        }
        QVERIFY(stores >= 0);
        QTRY_VERIFY(turn->optionButtons().at(stores)->isVisible());
        if (QDockWidget *dock = qobject_cast<QDockWidget *>(w.chatPanel()->parentWidget()))
            grab(dock, QStringLiteral("offline-chat-askback"));

        QSignalSpy finished(w.askController(), &ui::AskController::finished);
        turn->optionButtons().at(stores)->click();
        QVERIFY(finished.wait(60000));
        const ask::AskResult answered = w.askController()->lastResult();
        QCOMPARE(answered.outcome, ask::AskResult::Outcome::Answered);
        QVERIFY2(answered.steps.first().sql.contains(QLatin1String("COUNT(")), qPrintable(answered.steps.first().sql));
        QVERIFY2(!answered.steps.first().sql.contains(QLatin1String("floor_area")), qPrintable(answered.steps.first().sql));
        QVERIFY(nb->count() > before);

        // learned: a glossary term for the connection, and the next question reads it at once
        const QList<knowledge::GlossaryEntry> glossary = w.knowledge()->snapshot()->glossary;
        QVERIFY(std::any_of(glossary.begin(), glossary.end(), [](const knowledge::GlossaryEntry &g) {
            return g.term == QLatin1String("shops") && g.table == QLatin1String("stores") && g.column.isEmpty();
        }));
        ui::ChatTurnWidget *again = askAndWait(w, QStringLiteral("how many shops are in Central Europe"));
        QVERIFY(again);
        const ask::AskResult second = w.askController()->lastResult();
        QCOMPARE(second.outcome, ask::AskResult::Outcome::Answered);
        QVERIFY2(second.steps.first().sql.contains(QLatin1String("stores")), qPrintable(second.steps.first().sql));
        if (QDockWidget *dock = qobject_cast<QDockWidget *>(w.chatPanel()->parentWidget()))
            grab(dock, QStringLiteral("offline-chat-askback-answered"));
    }
};

QTEST_MAIN(TestOfflineChat)
#include "tst_offline_chat.moc"
