// Secrets: the keychain store's session-only fallback (this machine and CI have no Secret Service;
// see README.md), the redactor, the debug log's rotation, and the end-to-end rule: after providers
// are configured with keys and used (including failures), no key appears in the settings file, the
// debug log, any error text, or any request body, path or query the fake server recorded: only in
// the authentication header.

#include "llmtesthelpers.h"

#include "llm/debuglog.h"
#include "llm/keyloader.h"
#include "llm/redactor.h"
#include "security/secretstore.h"

#include <QSettings>

using namespace assay;
using fakellm::Match;
using fakellm::Reply;
using security::SecretStore;

class TestLlmSecrets : public QObject {
    Q_OBJECT
private slots:
    void redactorMasks_data();
    void redactorMasks();
    void debugLogRotatesAndRedacts();
    void sessionOnlyStoreWhenTheKeychainIsSwitchedOff();
    void systemKeychainOrHonestFallback();
    void noSecretOutsideTheAuthHeader();
    void startupLoadsEveryProvidersKey();
};

void TestLlmSecrets::redactorMasks_data() {
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("mustNotContain");
    QTest::newRow("registered secret anywhere") << "the key is hunter2-secret-value, ok"
                                                << "hunter2-secret-value";
    QTest::newRow("registered secret percent-encoded") << "GET /x?k=hunter2%2Bplus"
                                                       << "hunter2%2Bplus";
    QTest::newRow("authorization header") << "Authorization: Bearer abcdefghijklmnop"
                                          << "abcdefghijklmnop";
    QTest::newRow("x-api-key header") << "x-api-key: sk-ant-api03-zzzzzzzzzzzzzzzz"
                                      << "zzzzzzzzzzzzzzzz";
    QTest::newRow("json api_key") << R"({"api_key": "qwertyuiop12345"})"
                                  << "qwertyuiop12345";
    QTest::newRow("json password") << R"({"password":"p4ssw0rd!"})"
                                   << "p4ssw0rd!";
    QTest::newRow("odbc pwd") << "Driver={PostgreSQL};PWD=s3cr3t;UID=me"
                              << "s3cr3t";
    QTest::newRow("openai-shaped key in prose")
        << "Incorrect API key provided: sk-proj-AAAAAAAAAAAAAAAAAAAA."
        << "AAAAAAAAAAAAAAAAAAAA";
    QTest::newRow("bearer in prose") << "sent Bearer eyJhbGciOiJIUzI1NiJ9.payload"
                                     << "eyJhbGciOiJIUzI1NiJ9";
}

void TestLlmSecrets::redactorMasks() {
    QFETCH(QString, input);
    QFETCH(QString, mustNotContain);
    llm::Redactor r;
    r.addSecret(QStringLiteral("hunter2-secret-value"));
    r.addSecret(QStringLiteral("hunter2+plus"));
    const QString out = r.redact(input);
    QVERIFY2(!out.contains(mustNotContain), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String(llm::Redactor::Mask)), qPrintable(out));
    // Ordinary text survives.
    QCOMPARE(r.redact(QStringLiteral("max_tokens: 300, prompt_tokens 12")),
             QStringLiteral("max_tokens: 300, prompt_tokens 12"));
}

void TestLlmSecrets::debugLogRotatesAndRedacts() {
    QTemporaryDir dir;
    llm::DebugLog log(dir.path(), 2048, 2);
    log.redactor().addSecret(QStringLiteral("sk-rotation-secret-1234"));
    log.logNote(1, QStringLiteral("written while disabled"));
    QVERIFY(!QFile::exists(log.currentFile()));
    log.setEnabled(true);
    llm::HttpCall call;
    call.url = QUrl(QStringLiteral("http://127.0.0.1:1/v1/chat/completions"));
    call.addHeader("Authorization", "Bearer sk-rotation-secret-1234");
    call.body = QByteArray(300, 'x');
    for (int i = 0; i < 40; ++i)
        log.logRequest(quint64(i), 1, call);
    QVERIFY(QFile::exists(log.currentFile()));
    QVERIFY(QFile::exists(log.currentFile() + ".1"));
    QVERIFY(QFile::exists(log.currentFile() + ".2"));
    QVERIFY(!QFile::exists(log.currentFile() + ".3")); // keepFiles = 2
    for (const QString &name : QDir(dir.path()).entryList(QDir::Files)) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(f.size() <= 2048 + 1024);
        QVERIFY(!text.contains("sk-rotation-secret-1234"));
        QVERIFY(text.contains("Authorization: [REDACTED]"));
    }
    QCOMPARE(QFileInfo(log.currentFile()).permissions() &
                 (QFileDevice::ReadOther | QFileDevice::ReadGroup),
             QFileDevice::Permissions());
}

void TestLlmSecrets::sessionOnlyStoreWhenTheKeychainIsSwitchedOff() {
    SecretStore store(QStringLiteral("assay-test-") +
                      QString::number(QCoreApplication::applicationPid()));
    QSignalSpy statusSpy(&store, &SecretStore::statusChanged);
    store.setKeychainEnabled(false);
    QCOMPARE(store.status(), SecretStore::Status::SessionOnly);
    QCOMPARE(statusSpy.size(), 1);
    QVERIFY(store.statusMessage().contains("this session only"));
    const auto written = test::await(
        store.write(SecretStore::providerKey(QStringLiteral("p1")), QStringLiteral("k-123456")));
    QVERIFY(written.ok());
    QVERIFY(!written.persisted);
    auto read = test::await(store.read(SecretStore::providerKey(QStringLiteral("p1"))));
    QVERIFY(read.found);
    QCOMPARE(read.value, QStringLiteral("k-123456"));
    QVERIFY(test::await(store.remove(SecretStore::providerKey(QStringLiteral("p1")))).ok());
    QVERIFY(!test::await(store.read(SecretStore::providerKey(QStringLiteral("p1")))).found);
    QCOMPARE(SecretStore::connectionKey(QStringLiteral("c9")),
             QStringLiteral("connection/c9/password"));
}

void TestLlmSecrets::systemKeychainOrHonestFallback() {
    // Whatever this machine has, the store must answer quickly and truthfully: either the
    // system keychain keeps the secret across store instances, or it says the secret is kept for
    // this session only and why, and a new session (a new store) does not find it.
    const QString service =
        QStringLiteral("assay-test-") + QString::number(QCoreApplication::applicationPid());
    const QString key = SecretStore::providerKey(QStringLiteral("probe"));
    QString status;
    {
        SecretStore store(service);
        store.setTimeoutMs(8000);
        QElapsedTimer clock;
        clock.start();
        const auto written =
            test::await(store.write(key, QStringLiteral("value-for-the-keychain")), 20000);
        QVERIFY2(written.ok(), qPrintable(written.error));
        QVERIFY(clock.elapsed() < 10000);
        QCOMPARE(test::await(store.read(key)).value, QStringLiteral("value-for-the-keychain"));
        if (written.persisted) {
            QCOMPARE(store.status(), SecretStore::Status::Keychain);
            status = QStringLiteral("keychain");
        } else {
            QCOMPARE(store.status(), SecretStore::Status::SessionOnly);
            QVERIFY2(store.statusMessage().contains("ask for this key again next time"),
                     qPrintable(store.statusMessage()));
            status = QStringLiteral("session-only");
        }
    }
    qInfo() << "secret store on this machine:" << status;
    if (qEnvironmentVariableIntValue("ASSAY_EXPECT_KEYCHAIN") == 1)
        QCOMPARE(status, QStringLiteral("keychain")); // with-keyring.sh started a real one
    SecretStore nextSession(service);
    nextSession.setTimeoutMs(8000);
    const auto again = test::await(nextSession.read(key), 20000);
    if (status == QLatin1String("keychain")) {
        QVERIFY(again.found);
        QVERIFY(test::await(nextSession.remove(key)).ok());
        QVERIFY(!test::await(nextSession.read(key)).found);
    } else {
        QVERIFY(!again.found);
    }
}

void TestLlmSecrets::noSecretOutsideTheAuthHeader() {
    const QString openAiKey = QStringLiteral("sk-openai-SECRET-0123456789abcdef");
    const QString claudeKey = QStringLiteral("sk-ant-SECRET-fedcba9876543210");
    const QString azureKey = QStringLiteral("azure-SECRET-key-55555");
    const QString dbPassword = QStringLiteral("db-SECRET-password-777");
    const QStringList secrets{openAiKey, claudeKey, azureKey, dbPassword};

    fakellm::FakeLlmServer server;
    QVERIFY(server.listen());
    // A provider that echoes the key in its error, as some do.
    server.on(
        Match::lastMessageContains("echo"),
        Reply::status(401, QByteArray(R"({"error":{"message":"Incorrect API key provided: )") +
                               openAiKey.toUtf8() + "\"}}"));
    server.on(Match::lastMessageContains("flaky"), Reply::serverError(503), 1);

    QTemporaryDir dir;
    const QString settingsFile = dir.filePath(QStringLiteral("assay.ini"));
    test::ServiceFixture fx;
    SecretStore store(QStringLiteral("assay-test-secrets"));
    store.setKeychainEnabled(false); // session-only here; the real keychain is tested above

    llm::LlmSettings settings;
    settings.providers = {
        test::fakeProvider(server, llm::ProviderKind::OpenAICompatible, QStringLiteral("oa")),
        test::fakeProvider(server, llm::ProviderKind::Anthropic, QStringLiteral("an")),
        test::fakeProvider(server, llm::ProviderKind::AzureOpenAI, QStringLiteral("az"))};
    settings.roles.insert(llm::Role::Reasoning, {QStringLiteral("oa"), {}});
    settings.roles.insert(llm::Role::Fast, {QStringLiteral("an"), {}});
    settings.roles.insert(llm::Role::Embeddings, {QStringLiteral("az"), {}});
    settings.debugLog = true;
    {
        QSettings qs(settingsFile, QSettings::IniFormat);
        settings.save(qs);
    }
    const QHash<QString, QString> keys{{QStringLiteral("oa"), openAiKey},
                                       {QStringLiteral("an"), claudeKey},
                                       {QStringLiteral("az"), azureKey}};
    for (auto it = keys.cbegin(); it != keys.cend(); ++it) {
        QVERIFY(test::await(store.write(SecretStore::providerKey(it.key()), it.value())).ok());
        fx.service->setApiKey(it.key(),
                              test::await(store.read(SecretStore::providerKey(it.key()))).value);
    }
    QVERIFY(test::await(
                store.write(SecretStore::connectionKey(QStringLiteral("warehouse")), dbPassword))
                .ok());
    fx.service->applySettings(settings);

    // Use everything: plain, streamed, a retried failure, an echoed key, listing, health,
    // embeddings.
    QVERIFY(test::await(
                fx.service->chat(llm::Role::Reasoning, test::ask(QStringLiteral("hello"), false)))
                .ok());
    QVERIFY(
        test::await(fx.service->chat(llm::Role::Fast, test::ask(QStringLiteral("hello")))).ok());
    QVERIFY(test::await(fx.service->chat(llm::Role::Reasoning, test::ask(QStringLiteral("flaky"))))
                .ok());
    const llm::ChatResponse echoed =
        test::await(fx.service->chat(llm::Role::Reasoning, test::ask(QStringLiteral("echo"))));
    QCOMPARE(echoed.error.kind, llm::LlmError::Kind::Auth);
    QVERIFY(echoed.error.detail.contains("Incorrect API key provided"));
    QVERIFY(test::await(fx.service->listModels(*settings.provider(QStringLiteral("an")), claudeKey))
                .ok());
    QVERIFY(test::await(fx.service->checkHealth(*settings.provider(QStringLiteral("az")), azureKey))
                .ok);
    llm::EmbeddingRequest embed;
    embed.texts = {QStringLiteral("orders")};
    QVERIFY(test::await(fx.service->embed(embed)).ok());

    QStringList errorTexts{echoed.error.displayText(), echoed.error.detail};
    QFile ini(settingsFile);
    QVERIFY(ini.open(QIODevice::ReadOnly));
    const QByteArray settingsBytes = ini.readAll();
    QVERIFY(settingsBytes.contains("llm")); // the providers are there...
    const QString log = fx.logText();
    QVERIFY(log.contains("[REDACTED]")); // ...and the log has entries
    QVERIFY(log.size() > 1000);
    for (const QString &secret : secrets) {
        QVERIFY2(!settingsBytes.contains(secret.toUtf8()), qPrintable(secret));
        QVERIFY2(!log.contains(secret), qPrintable(secret));
        for (const QString &e : errorTexts)
            QVERIFY2(!e.contains(secret), qPrintable(e));
    }

    const auto requests = server.requests();
    QVERIFY(requests.size() >= 7);
    for (const auto &r : requests) {
        for (const QString &secret : secrets) {
            QVERIFY2(!r.body.contains(secret.toUtf8()), qPrintable(r.path));
            QVERIFY(!r.path.contains(secret));
            QVERIFY(!r.query.contains(secret));
            for (auto h = r.headers.cbegin(); h != r.headers.cend(); ++h) {
                if (h.key() == "authorization" || h.key() == "x-api-key" || h.key() == "api-key")
                    continue;
                QVERIFY2(!h.value().contains(secret.toUtf8()), h.key().constData());
            }
        }
        // And the key is where it belongs.
        const QByteArray auth =
            r.header("authorization") + r.header("x-api-key") + r.header("api-key");
        QVERIFY2(auth.contains(openAiKey.toUtf8()) || auth.contains(claudeKey.toUtf8()) ||
                     auth.contains(azureKey.toUtf8()),
                 qPrintable(r.path));
    }
}

void TestLlmSecrets::startupLoadsEveryProvidersKey()
{
    fakellm::FakeLlmServer server;
    QVERIFY(server.listen());
    test::ServiceFixture fx;
    SecretStore store(QStringLiteral("assay-test-startup"));
    store.setKeychainEnabled(false);
    llm::LlmSettings settings;
    settings.providers = {test::fakeProvider(server, llm::ProviderKind::Anthropic, QStringLiteral("with-key")),
                          test::fakeProvider(server, llm::ProviderKind::Anthropic, QStringLiteral("without-key"))};
    fx.service->applySettings(settings);
    QVERIFY(test::await(store.write(SecretStore::providerKey(QStringLiteral("with-key")), QStringLiteral("sk-startup-1234"))).ok());
    QVERIFY(!fx.service->hasApiKey(QStringLiteral("with-key")));
    QFuture<void> loaded = llm::loadApiKeys(*fx.service, store);
    QTRY_VERIFY_WITH_TIMEOUT(loaded.isFinished(), 5000);
    QVERIFY(fx.service->hasApiKey(QStringLiteral("with-key")));
    QVERIFY(!fx.service->hasApiKey(QStringLiteral("without-key")));
}

QTEST_GUILESS_MAIN(TestLlmSecrets)
#include "tst_llm_secrets.moc"
