// The chat and the model behind it, in the main window on the offscreen platform: a long answer
// shows as it arrives while the cells wait for the complete, checked answer; Stop ends the stream
// at once; the turn says which model answered and that its price is unknown; an answer given
// offline says why no model answered.

#include "agentstesthelpers.h"

#include "chat/askcontroller.h"
#include "chat/chatpanel.h"
#include "chat/chatturnwidget.h"
#include "mainwindow.h"
#include "notebook/notebookdocument.h"

#include "db/connectionmanager.h"
#include "knowledgebuild/knowledgeservice.h"
#include "notebook/notebook.h"

#include <QDockWidget>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>

using namespace assay;
using fakellm::Match;
using fakellm::Reply;

namespace {

const QString StoresSql = QStringLiteral("SELECT name, city FROM stores ORDER BY name");
const QString Generator = QStringLiteral("You write one SQL query");

QString longExplanation()
{
    QStringList words;
    for (int i = 0; i < 300; ++i)
        words << QStringLiteral("store%1").arg(i);
    return QStringLiteral("Lists the stores one by one: ") + words.join(u' ');
}

} // namespace

class TestAgentsChatModels : public QObject {
    Q_OBJECT
    test::Script m_script;
    std::unique_ptr<fakellm::FakeLlmServer> m_server;

    void connectSample(ui::MainWindow &w)
    {
        QSignalSpy catalog(w.connections(), &db::ConnectionManager::catalogLoaded);
        w.openSqliteFile(test::sampleDatabase());
        QVERIFY(catalog.wait(15000));
        QTRY_VERIFY_WITH_TIMEOUT(!w.knowledge()->snapshot()->context.tables.isEmpty() && !w.knowledge()->isBuilding(), 120000);
    }

    void send(ui::MainWindow &w, const QString &question)
    {
        w.chatPanel()->input()->setPlainText(question);
        QTest::keyClick(w.chatPanel()->input(), Qt::Key_Return);
    }

    void grab(QWidget *w, const QString &name)
    {
        QVERIFY(w->grab().save(test::outputDir() + QLatin1Char('/') + name + QStringLiteral(".png")));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/knowledge")).removeRecursively();
        m_server = std::make_unique<fakellm::FakeLlmServer>();
        QVERIFY(m_server->listen());
        m_script.linkTables = {QStringLiteral("stores")};
        m_script.generate = [](const QString &, const QString &) { return StoresSql; };
        // The explanation comes first in the JSON (keys sorted), so it streams before the SQL.
        m_server->on(Match::systemContains(Generator) && Match::lastMessageContains(QStringLiteral("slowly")),
                     Reply::json(QJsonObject{{"explanation", "Lists every store with its city, by name."}, {"sql", StoresSql}})
                         .withChunkSize(4)
                         .withChunkInterval(25));
        m_server->on(Match::systemContains(Generator) && Match::lastMessageContains(QStringLiteral("endlessly")),
                     Reply::json(QJsonObject{{"explanation", longExplanation()}, {"sql", StoresSql}}).withChunkSize(4).withChunkInterval(100));
        m_server->on(Match::path(QStringLiteral("/v1/chat/completions")),
                     Reply::generated([this](const fakellm::RecordedRequest &r) { return test::answerFor(m_script, r); }));
    }

    void answersStreamStopAndSayWhoAnswered()
    {
        ui::MainWindow w;
        w.resize(1366, 768);
        w.show();
        llm::ProviderLimits limits;
        limits.maxRetries = 0;
        fakellm::useFakeServer(*w.llm(), *m_server, limits);
        connectSample(w);
        notebook::Notebook *nb = w.document()->notebook();
        const int before = nb->count();

        // The explanation shows while it is written; the cells wait for the whole answer.
        QSignalSpy finished(w.askController(), &ui::AskController::finished);
        send(w, QStringLiteral("List the stores slowly"));
        ui::ChatTurnWidget *turn = w.chatPanel()->turns().last();
        QTRY_VERIFY_WITH_TIMEOUT(turn->draftLabel()->isVisible() && turn->draftLabel()->text().contains(QLatin1String("Lists every")), 30000);
        QCOMPARE(nb->count(), before);
        w.findChild<QDockWidget *>(QStringLiteral("chatDock"))->raise();
        grab(&w, QStringLiteral("chat-streaming"));
        QVERIFY(finished.wait(60000));
        QCOMPARE(w.askController()->lastResult().outcome, ask::AskResult::Outcome::Answered);
        QVERIFY(!turn->draftLabel()->isVisible());
        QCOMPARE(nb->at(before).source, StoresSql);
        // Which model answered, and that nobody knows what it cost.
        QVERIFY2(turn->answerLabel()->text().contains(QLatin1String("Answered by fake-model (Fake)")), qPrintable(turn->answerLabel()->text()));
        const QLabel *cost = turn->findChild<QLabel *>(QStringLiteral("cost"));
        QVERIFY2(cost->text().contains(QLatin1String("price unknown")), qPrintable(cost->text()));
        QVERIFY(!cost->text().contains(QLatin1String("$")));
        grab(&w, QStringLiteral("chat-answered-by"));

        // Stop while a long answer streams: the stream ends at once, nothing is added.
        const int now = nb->count();
        finished.clear();
        send(w, QStringLiteral("List the stores endlessly"));
        turn = w.chatPanel()->turns().last();
        QTRY_VERIFY_WITH_TIMEOUT(turn->draftLabel()->isVisible(), 30000);
        QVERIFY(m_server->inFlight() > 0);
        QTest::mouseClick(w.chatPanel()->sendButton(), Qt::LeftButton);
        QVERIFY(finished.wait(10000));
        QCOMPARE(w.askController()->lastResult().outcome, ask::AskResult::Outcome::Cancelled);
        // The server sees the connection go; the answer had half a minute left to stream.
        QTRY_COMPARE_WITH_TIMEOUT(m_server->inFlight(), 0, 5000);
        QCOMPARE(nb->count(), now);
        QVERIFY(!turn->draftLabel()->isVisible());
    }

    void anOfflineAnswerSaysWhy()
    {
        // A provider was added but no role uses it: the question goes offline, and says why.
        ui::MainWindow w;
        w.resize(1366, 768);
        w.show();
        llm::LlmSettings settings;
        settings.providers << fakellm::fakeProviderConfig(*m_server);
        w.llm()->applySettings(settings);
        connectSample(w);
        QSignalSpy finished(w.askController(), &ui::AskController::finished);
        send(w, QStringLiteral("How many orders are there?"));
        QVERIFY(finished.wait(60000));
        QVERIFY(w.askController()->lastResult().offline);
        const QString text = w.chatPanel()->turns().last()->answerLabel()->text();
        QVERIFY2(text.contains(QLatin1String("no language model is ready")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("role “Reasoning”")), qPrintable(text));
        // ...and the way to a model is one click away.
        const QList<QPushButton *> buttons = w.chatPanel()->turns().last()->findChildren<QPushButton *>();
        const auto open = std::find_if(buttons.begin(), buttons.end(), [](QPushButton *b) { return b->text().contains(QLatin1String("Language Models")); });
        QVERIFY(open != buttons.end() && (*open)->isVisible());
        grab(&w, QStringLiteral("chat-offline-why"));
    }
};

QTEST_MAIN(TestAgentsChatModels)
#include "tst_agents_chat_models.moc"
