// The chat in the main window on the offscreen platform, with a scripted model behind the fake
// server: a question typed and sent becomes SQL, chart and insight cells that run; a question
// asked back is answered by clicking; Stop adds nothing; Undo removes the answer's cells; Keep
// stores an example; the conversation is saved with the notebook; no model says what to do.

#include "agentstesthelpers.h"

#include "agents/notebookcontext.h"
#include "chat/askcontroller.h"
#include "chat/chatpanel.h"
#include "chat/chatturnwidget.h"
#include "mainwindow.h"
#include "notebook/notebookdocument.h"

#include "db/connectionmanager.h"
#include "knowledgebuild/knowledgeservice.h"
#include "notebook/notebook.h"
#include "notebook/notebookfile.h"

#include <QDockWidget>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QCommandLinkButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QUndoStack>

#include <algorithm>

using namespace assay;

namespace {

const QString RegionsSql = QStringLiteral(
    "SELECT r.name AS region, ROUND(SUM(ol.amount), 2) AS revenue FROM order_lines ol JOIN orders o ON o.order_id = ol.order_id "
    "JOIN stores s ON s.store_id = o.store_id JOIN regions r ON r.region_id = s.region_id GROUP BY r.name ORDER BY revenue DESC");

const QString StoresSql = QStringLiteral("SELECT name, city FROM stores ORDER BY name");

void configure(llm::LlmService *service, const fakellm::FakeLlmServer &server)
{
    llm::ProviderLimits limits; // the provider's defaults, without retries
    limits.maxRetries = 0;
    fakellm::useFakeServer(*service, server, limits);
}

void grab(QWidget *w, const QString &name)
{
    QVERIFY(w->grab().save(test::outputDir() + QLatin1Char('/') + name + QStringLiteral(".png")));
}

} // namespace

class TestAgentsChat : public QObject {
    Q_OBJECT
    test::Script m_script;
    std::unique_ptr<fakellm::FakeLlmServer> m_server;

    void connectSample(ui::MainWindow &w)
    {
        QSignalSpy catalog(w.connections(), &db::ConnectionManager::catalogLoaded);
        w.openSqliteFile(test::sampleDatabase());
        QVERIFY(catalog.wait(15000));
        QTRY_VERIFY_WITH_TIMEOUT(!w.knowledge()->snapshot()->context.tables.isEmpty() && !w.knowledge()->isBuilding(), 120000);
        QTRY_VERIFY_WITH_TIMEOUT(w.knowledge()->snapshot()->retriever != nullptr && w.knowledge()->snapshot()->retriever->size() > 0, 30000);
    }

    // The window at a working size, its model (none: the offline assistant answers), and the
    // sample database connected with its knowledge built.
    void openWindow(ui::MainWindow &w, const fakellm::FakeLlmServer *model)
    {
        w.resize(1400, 900);
        w.show();
        if (model)
            configure(w.llm(), *model);
        connectSample(w);
    }

    ui::ChatTurnWidget *askAndWait(ui::MainWindow &w, const QString &question)
    {
        QSignalSpy finished(w.askController(), &ui::AskController::finished);
        w.chatPanel()->input()->setPlainText(question);
        QTest::keyClick(w.chatPanel()->input(), Qt::Key_Return);
        if (!finished.wait(60000))
            return nullptr;
        return w.chatPanel()->turns().last();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/knowledge")).removeRecursively();
        m_server = std::make_unique<fakellm::FakeLlmServer>();
        QVERIFY(m_server->listen());
        m_script.linkTables = {QStringLiteral("order_lines"), QStringLiteral("stores"), QStringLiteral("regions")};
        m_script.generate = [](const QString &question, const QString &) -> QString {
            if (question.contains(QLatin1String("stores")))
                return StoresSql;
            if (question.contains(QLatin1String("cancelled orders")))
                return QStringLiteral("SELECT COUNT(*) AS n FROM orders WHERE status_code = 'cancelled'"); // no such column
            if (question.contains(QLatin1String("forever")))
                return QStringLiteral("WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 1000000000) SELECT COUNT(*) AS n FROM s");
            return RegionsSql;
        };
        m_script.clarify = [](const QString &q, const QString &user) {
            if (q.contains(QLatin1String("best")) && !user.contains(QLatin1String("asked what they meant")))
                return QJsonObject{{QStringLiteral("rewritten"), q},
                                   {QStringLiteral("ambiguous"), true},
                                   {QStringLiteral("clarification"), QJsonObject{{QStringLiteral("question"), QStringLiteral("Best by what?")},
                                                                                {QStringLiteral("options"), QJsonArray{QStringLiteral("by revenue"), QStringLiteral("by units")}}}}};
            return QJsonObject{{QStringLiteral("rewritten"), q}, {QStringLiteral("ambiguous"), false}, {QStringLiteral("steps"), QJsonArray{q}}};
        };
        m_server->on(fakellm::Match::path(QStringLiteral("/v1/chat/completions")),
                     fakellm::Reply::generated([this](const fakellm::RecordedRequest &r) { return test::answerFor(m_script, r); }));
    }

    void questionBecomesCellsThatRun()
    {
        ui::MainWindow w;
        openWindow(w, m_server.get());
        notebook::Notebook *nb = w.document()->notebook();
        const int before = nb->count();

        ui::ChatTurnWidget *turn = askAndWait(w, QStringLiteral("What is the revenue by region?"));
        QVERIFY(turn);
        QCOMPARE(w.askController()->lastResult().outcome, ask::AskResult::Outcome::Answered);
        QCOMPARE(nb->count(), before + 3); // SQL, chart, insight
        const notebook::Cell &sql = nb->at(before);
        QCOMPARE(sql.kind, notebook::CellKind::Sql);
        QCOMPARE(sql.source, RegionsSql);
        QCOMPARE(nb->at(before + 1).kind, notebook::CellKind::Chart);
        QCOMPARE(nb->at(before + 1).chartSourceId, sql.id);
        QVERIFY(nb->at(before + 2).kind == notebook::CellKind::Markdown && !nb->at(before + 2).source.isEmpty());
        // The new cells run like any other: the SQL cell has its seven rows, the insight its source.
        QTRY_COMPARE_WITH_TIMEOUT(nb->cell(sql.id)->output.rowCount, qint64(7), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(nb->cell(nb->at(before + 2).id)->isInsight(), 10000);
        QVERIFY(turn->answerLabel()->text().contains(sql.name));
        // The cost label says how much of the schema was sent, against all of it.
        const ask::AskResult &answered = w.askController()->lastResult();
        QVERIFY(answered.fullSchemaTokens > answered.schemaTokens && answered.schemaTokens > 0);
        const QString sent = turn->findChild<QLabel *>(QStringLiteral("cost"))->toolTip();
        QVERIFY2(sent.contains(QLocale().toString(answered.fullSchemaTokens)), qPrintable(sent));
        w.findChild<QDockWidget *>(QStringLiteral("chatDock"))->raise();
        grab(&w, QStringLiteral("chat-answered"));

        // Undo removes exactly the answer's cells.
        QTest::mouseClick(turn->undoButton(), Qt::LeftButton);
        QCOMPARE(nb->count(), before);

        // The conversation is saved with the notebook and comes back.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("chat.assaynb"));
        QCOMPARE(notebook::saveNotebook(*nb, path), QString());
        notebook::Notebook reopened;
        QCOMPARE(notebook::loadNotebook(path, reopened), QString());
        QCOMPARE(reopened.chat().size(), 1);
        // What the answer cost comes back with the conversation, for the reopened turn's label.
        QVERIFY(reopened.chat().first().toObject().value(QStringLiteral("tokens")).toInt() > 0);
        QCOMPARE(w.askController()->history().first().tokens, reopened.chat().first().toObject().value(QStringLiteral("tokens")).toInt());
        QCOMPARE(reopened.chat().first().toObject().value(QStringLiteral("question")).toString(), QStringLiteral("What is the revenue by region?"));

        // Keep as an example, after another question: the pair of the turn clicked goes to the
        // example memory, not the newest answer.
        ui::ChatTurnWidget *later = askAndWait(w, QStringLiteral("List the stores"));
        QVERIFY(later && later != turn);
        QCOMPARE(w.askController()->lastResult().steps.last().sql, StoresSql);
        QTest::mouseClick(turn->keepButton(), Qt::LeftButton);
        QTRY_VERIFY(!w.knowledge()->snapshot()->examples.isEmpty());
        QCOMPARE(w.knowledge()->snapshot()->examples.last().sql, RegionsSql);
        QCOMPARE(w.knowledge()->snapshot()->examples.last().question, QStringLiteral("What is the revenue by region?"));
    }

    // DataLab's information units are saved with the cell an answer wrote, come back with the
    // notebook file, and tell the follow-up question what that cell was for.
    void unitsRoundTripThroughASavedNotebookIntoAFollowUp()
    {
        ui::MainWindow w;
        openWindow(w, m_server.get());
        const QString first = QStringLiteral("What is the revenue by region?");
        QVERIFY(askAndWait(w, first));
        QCOMPARE(w.askController()->lastResult().outcome, ask::AskResult::Outcome::Answered);
        const QString cellName = w.askController()->lastResult().steps.first().cellName;

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("units.assaynb"));
        QCOMPARE(w.document()->saveAs(path), QString());
        QVERIFY(w.openNotebookFile(path));
        const notebook::Notebook *nb = w.document()->notebook();
        const auto found = std::find_if(nb->cells().begin(), nb->cells().end(), [&](const notebook::Cell &c) { return c.name == cellName; });
        QVERIFY(found != nb->cells().end());
        const notebook::Cell reopened = *found; // a copy: the notebook moves on while the next answer runs
        const notebook::Cell *sql = &reopened;
        QStringList actions;
        for (const ask::InformationUnit &u : ask::unitsFromJson(sql->units))
            actions << u.action;
        for (const char *action : {"step", "link", "plan-joins", "generate", "execute", "chart"})
            QVERIFY2(actions.contains(QLatin1String(action)), qPrintable(actions.join(u',')));
        QVERIFY(!sql->units.isEmpty());
        QVERIFY2(agents::cellPurpose(*sql).contains(QStringLiteral("asked \u201c%1\u201d").arg(first)), qPrintable(agents::cellPurpose(*sql)));

        // The follow-up names nothing; the reopened conversation brings the cell, and its units
        // tell the clarifier what it was for.
        const qsizetype before = m_server->requests().size();
        QVERIFY(askAndWait(w, QStringLiteral("And only for the north?")));
        const QString purpose = agents::cellPurpose(*sql);
        QVERIFY2(purpose.contains(QLatin1String("tables ")), qPrintable(purpose));
        int clarifierCalls = 0;
        const QList<fakellm::RecordedRequest> requests = m_server->requests();
        for (qsizetype i = before; i < requests.size(); ++i) {
            QString prompt;
            for (const QJsonValue &m : requests[i].json().value(QStringLiteral("messages")).toArray())
                prompt += m.toObject().value(QStringLiteral("content")).toString();
            if (!prompt.contains(QLatin1String("You are the clarifier")))
                continue;
            ++clarifierCalls;
            QVERIFY2(prompt.contains(purpose), qPrintable(prompt));
        }
        QCOMPARE(clarifierCalls, 1);
    }

    void clarificationByClickAndStop()
    {
        ui::MainWindow w;
        openWindow(w, m_server.get());
        notebook::Notebook *nb = w.document()->notebook();
        const int before = nb->count();

        ui::ChatTurnWidget *turn = askAndWait(w, QStringLiteral("Which region is best?"));
        QVERIFY(turn);
        QCOMPARE(w.askController()->lastResult().outcome, ask::AskResult::Outcome::NeedsClarification);
        QCOMPARE(turn->optionButtons().size(), 2);
        QCOMPARE(nb->count(), before);
        grab(&w, QStringLiteral("chat-asks-back"));
        QSignalSpy finished(w.askController(), &ui::AskController::finished);
        QTest::mouseClick(turn->optionButtons().first(), Qt::LeftButton);
        QVERIFY(finished.wait(60000));
        QCOMPARE(w.askController()->lastResult().outcome, ask::AskResult::Outcome::Answered);
        QVERIFY(nb->count() > before);

        // Stop while the query runs: the GUI stays responsive and nothing is added.
        const int now = nb->count();
        finished.clear();
        const qsizetype requestCountBefore = m_server->requests().size();
        w.chatPanel()->input()->setPlainText(QStringLiteral("count forever"));
        QTest::keyClick(w.chatPanel()->input(), Qt::Key_Return);
        QVERIFY(w.askController()->isBusy());
        QCOMPARE(w.chatPanel()->sendButton()->text(), QStringLiteral("Stop"));
        // The SQL writer has been asked (and answers at once): the pipeline is on to its query.
        auto writerAsked = [this, requestCountBefore] {
            const QList<fakellm::RecordedRequest> requests = m_server->requests();
            return std::any_of(requests.begin() + requestCountBefore, requests.end(), [](const fakellm::RecordedRequest &r) {
                return r.body.contains("You write one SQL query") && r.body.contains("count forever");
            });
        };
        QTRY_VERIFY_WITH_TIMEOUT(writerAsked(), 20000);
        QTest::mouseClick(w.chatPanel()->sendButton(), Qt::LeftButton);
        QVERIFY(finished.wait(20000));
        QCOMPARE(w.askController()->lastResult().outcome, ask::AskResult::Outcome::Cancelled);
        QCOMPARE(nb->count(), now);
        QCOMPARE(w.chatPanel()->sendButton()->text(), QStringLiteral("Ask"));
    }

    void aJoinChoiceIsKeptForTheConnection()
    {
        // Lines reach regions through stores or through customers: the chat asks, each button
        // says one plan in words, the click is kept as a correction and the next question with
        // these tables is not asked again.
        const QStringList linked = m_script.linkTables;
        m_script.linkTables = {QStringLiteral("order_lines"), QStringLiteral("regions")};
        ui::MainWindow w;
        openWindow(w, m_server.get());
        for (const knowledge::PatternCorrectionEntry &e : w.knowledge()->snapshot()->corrections)
            w.knowledge()->removePatternCorrection(e.id); // from an earlier run of this suite
        ui::ChatTurnWidget *turn = askAndWait(w, QStringLiteral("Revenue per region"));
        QVERIFY(turn);
        QCOMPARE(w.askController()->lastResult().outcome, ask::AskResult::Outcome::NeedsClarification);
        QCOMPARE(w.askController()->lastResult().clarification.kind, QStringLiteral("join"));
        QCOMPARE(turn->optionButtons().size(), 2);
        QPushButton *viaCustomers = nullptr;
        for (QPushButton *b : turn->optionButtons()) {
            if (b->text().contains(QLatin1String("customers")))
                viaCustomers = b;
        }
        // Each button says the plan in words (its description), not only the short title.
        QVERIFY(viaCustomers && qobject_cast<QCommandLinkButton *>(viaCustomers));
        QVERIFY(qobject_cast<QCommandLinkButton *>(viaCustomers)->description().contains(QLatin1String("customers.customer_id")));
        QVERIFY(viaCustomers);
        w.findChild<QDockWidget *>(QStringLiteral("chatDock"))->raise();
        w.resize(1366, 768);
        grab(&w, QStringLiteral("chat-join-choice-1366"));
        w.resize(1920, 1080);
        grab(&w, QStringLiteral("chat-join-choice-1920"));
        QSignalSpy finished(w.askController(), &ui::AskController::finished);
        QTest::mouseClick(viaCustomers, Qt::LeftButton);
        QVERIFY(finished.wait(60000));
        QCOMPARE(w.askController()->lastResult().outcome, ask::AskResult::Outcome::Answered);
        const QList<knowledge::PatternCorrectionEntry> kept = w.knowledge()->snapshot()->corrections;
        QCOMPARE(kept.size(), 1);
        QCOMPARE(kept.first().kind, QStringLiteral("join"));
        QCOMPARE(kept.first().description, qobject_cast<QCommandLinkButton *>(viaCustomers)->description());

        QVERIFY(askAndWait(w, QStringLiteral("Revenue per region")));
        QCOMPARE(w.askController()->lastResult().outcome, ask::AskResult::Outcome::Answered);
        m_script.linkTables = linked;
    }

    void anUnreachableModelOffersOfflineAnswers()
    {
        // A configured provider that is down: the question fails fast (one call, not one per
        // stage), says why, and one click lets the offline assistant answer it instead.
        fakellm::FakeLlmServer down;
        QVERIFY(down.listen());
        down.on(fakellm::Match::any(), fakellm::Reply::serverError(503));
        ui::MainWindow w;
        openWindow(w, &down);
        ui::ChatTurnWidget *turn = askAndWait(w, QStringLiteral("How many orders are there?"));
        QVERIFY(turn);
        QVERIFY2(w.askController()->lastResult().outcome == ask::AskResult::Outcome::Failed, qPrintable(w.askController()->lastResult().message));
        QVERIFY(w.askController()->lastResult().modelUnreachable);
        QVERIFY2(turn->answerLabel()->text().contains(QLatin1String("could not be asked")), qPrintable(turn->answerLabel()->text()));
        QCOMPARE(down.requests(QStringLiteral("/v1/chat/completions")).size(), 1);
        QCOMPARE(turn->optionButtons().size(), 1);
        grab(&w, QStringLiteral("chat-model-down"));

        QSignalSpy finished(w.askController(), &ui::AskController::finished);
        QTest::mouseClick(turn->optionButtons().first(), Qt::LeftButton);
        QVERIFY(finished.wait(60000));
        const ask::AskResult offline = w.askController()->lastResult();
        QVERIFY(offline.offline);
        QVERIFY2(offline.outcome == ask::AskResult::Outcome::Answered, qPrintable(offline.message));
        QCOMPARE(down.requests(QStringLiteral("/v1/chat/completions")).size(), 1); // the model was not asked again
    }

    void aFailedAnswerKeepsItsQuery()
    {
        // The model's query keeps failing after its repairs: its last SQL stays in the notebook
        // as a cell with the error (unrun, undoable), and the offline assistant is one click away.
        ui::MainWindow w;
        openWindow(w, m_server.get());
        notebook::Notebook *nb = w.document()->notebook();
        const int before = nb->count();
        ui::ChatTurnWidget *turn = askAndWait(w, QStringLiteral("How many cancelled orders are there?"));
        QVERIFY(turn);
        const ask::AskResult r = w.askController()->lastResult();
        QCOMPARE(r.outcome, ask::AskResult::Outcome::Failed);
        QVERIFY(!r.modelUnreachable);
        QCOMPARE(nb->count(), before + 1);
        const notebook::Cell &kept = nb->at(before);
        QVERIFY2(kept.source.contains(QLatin1String("status_code")), qPrintable(kept.source));
        QCOMPARE(nb->state(kept.id), notebook::CellState::Error);
        QVERIFY2(kept.output.error.contains(QLatin1String("status_code")), qPrintable(kept.output.error));
        QVERIFY2(turn->answerLabel()->text().contains(kept.name), qPrintable(turn->answerLabel()->text()));
        QCOMPARE(turn->optionButtons().size(), 1); // Answer Offline
        grab(&w, QStringLiteral("chat-failed-answer-kept"));
        // Undo takes the kept cell away like any answer.
        w.document()->undoStack()->undo();
        QCOMPARE(nb->count(), before);
        QSignalSpy finished(w.askController(), &ui::AskController::finished);
        QTest::mouseClick(turn->optionButtons().first(), Qt::LeftButton);
        QVERIFY(finished.wait(60000));
        QVERIFY(w.askController()->lastResult().offline);
    }

    void withoutAModelTheChatSaysWhatToDo()
    {
        ui::MainWindow w;
        openWindow(w, nullptr); // no provider configured in this window
        // Without a model the offline assistant answers (tests/offline); what it declines points
        // to the model settings.
        ui::ChatTurnWidget *turn = askAndWait(w, QStringLiteral("Why did revenue by region drop?"));
        QVERIFY(turn);
        QVERIFY(w.askController()->lastResult().offline);
        QCOMPARE(w.askController()->lastResult().outcome, ask::AskResult::Outcome::Failed);
        QVERIFY(turn->answerLabel()->text().contains(QLatin1String("Settings")));
        const QList<QPushButton *> buttons = turn->findChildren<QPushButton *>();
        QPushButton *open = *std::find_if(buttons.begin(), buttons.end(), [](QPushButton *b) { return b->text().contains(QLatin1String("Language Models")); });
        QVERIFY(open->isVisible());
        grab(&w, QStringLiteral("chat-no-model"));
    }
};

QTEST_MAIN(TestAgentsChat)
#include "tst_agents_chat.moc"
