// Before a request goes to a model the user can read it: with Settings → Preview Requests on, the
// exact body waits in a window; Don't Send keeps it off the network entirely, Send sends exactly
// what was shown, and the debug log records what went.

#include "llmtesthelpers.h"
#include "testsupport.h"

#include "llm/llmservice.h"
#include "llm/llmsettings.h"
#include "payloadpreview.h"

#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QJsonDocument>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QtTest>

using namespace assay;

namespace {

QDialog *openPreview()
{
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (w->objectName() == u"payloadPreview" && w->isVisible())
            return qobject_cast<QDialog *>(w);
    }
    return nullptr;
}

} // namespace

class TestSecurityPayload : public QObject {
    Q_OBJECT

private slots:
    void previewShowsExactlyWhatIsSent();
};

void TestSecurityPayload::previewShowsExactlyWhatIsSent()
{
    fakellm::FakeLlmServer server;
    QVERIFY(server.listen());
    server.on(fakellm::Match::any(), fakellm::Reply::text(QStringLiteral("Fine.")));
    QTemporaryDir dir;
    llm::LlmService::Options o;
    o.ledgerPath = dir.filePath(QStringLiteral("usage.sqlite"));
    o.logDirectory = dir.filePath(QStringLiteral("logs"));
    llm::LlmService service(o);
    service.debugLog().setEnabled(true);
    const llm::ProviderConfig provider = test::fakeProvider(server, llm::ProviderKind::OpenAICompatible);
    QMainWindow window;
    window.show();
    ui::setPayloadPreviewEnabled(true);
    ui::installPayloadPreview(&service, &window);

    // Declined: nothing reaches the server.
    QFuture<llm::ChatResponse> declined = service.chat(provider, QStringLiteral("sk-preview-key"),
                                                       test::ask(QStringLiteral("Which region sold most?"), false));
    QTRY_VERIFY_WITH_TIMEOUT(openPreview(), 5000);
    QDialog *dialog = openPreview();
    const QString shown = dialog->findChild<QPlainTextEdit *>(QStringLiteral("payloadText"))->toPlainText();
    QVERIFY(shown.contains(QLatin1String("Which region sold most?")));
    QVERIFY(!shown.contains(QLatin1String("sk-preview-key")));
    QVERIFY(dialog->grab().save(test::outputDir() + QStringLiteral("/security-payload-preview.png")));
    dialog->findChild<QPushButton *>(QStringLiteral("dontSend"))->click();
    const llm::ChatResponse no = test::await(declined);
    QCOMPARE(no.error.kind, llm::LlmError::Kind::Cancelled);
    QVERIFY(server.requests(QStringLiteral("/v1/chat/completions")).isEmpty());

    // Approved: sent, byte for byte what was shown.
    QFuture<llm::ChatResponse> approved = service.chat(provider, QStringLiteral("sk-preview-key"),
                                                       test::ask(QStringLiteral("Monthly revenue, please"), false));
    QTRY_VERIFY_WITH_TIMEOUT(openPreview(), 5000);
    dialog = openPreview();
    const QString shownAgain = dialog->findChild<QPlainTextEdit *>(QStringLiteral("payloadText"))->toPlainText();
    dialog->findChild<QPushButton *>(QStringLiteral("send"))->click();
    const llm::ChatResponse yes = test::await(approved);
    QVERIFY2(yes.ok(), qPrintable(yes.error.message));
    const auto sent = server.requests(QStringLiteral("/v1/chat/completions"));
    QCOMPARE(sent.size(), 1);
    QCOMPARE(QJsonDocument::fromJson(sent.first().body), QJsonDocument::fromJson(shownAgain.toUtf8()));

    // The debug log shows what went, without the key.
    QFile log(service.debugLog().currentFile());
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QByteArray logged = log.readAll();
    QVERIFY(logged.contains("Monthly revenue, please"));
    QVERIFY(!logged.contains("sk-preview-key"));

    // Switched off: requests go straight out again.
    ui::setPayloadPreviewEnabled(false);
    const llm::ChatResponse direct = test::await(service.chat(provider, QStringLiteral("sk-preview-key"),
                                                              test::ask(QStringLiteral("And now?"), false)));
    QVERIFY(direct.ok());
    QVERIFY(!openPreview());
}

QTEST_MAIN(TestSecurityPayload)
#include "tst_security_payload.moc"
