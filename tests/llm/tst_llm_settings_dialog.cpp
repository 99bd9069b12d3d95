// Settings → Language Models on the offscreen platform, against the fake server: every tab
// renders (screenshots go to the test output directory for a person to look at), Test Connection
// and List Models answer inline without blocking, and OK writes providers and roles to the
// settings file, the key to the secret store and the running service, and never the key to the
// settings file.

#include "llmtesthelpers.h"

#include "capabilitybox.h"
#include "llmsettingsdialog.h"
#include "pricespage.h"
#include "providereditor.h"
#include "providerspage.h"
#include "rolespage.h"
#include "usagepage.h"

#include "security/secretstore.h"
#include "testsupport.h"
#include "settledgrab.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>

using namespace assay;
using fakellm::Match;
using fakellm::Reply;

class TestLlmSettingsDialog : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void everyTabRenders();
    void testConnectionShowsTheResultInline();
    void listModelsFillsTheModelBox();
    void aRetiringModelIsFlaggedWithItsReplacement();
    void addingAProviderSavesSettingsAndKeySeparately();
    void usageTabShowsTheLedger();
    void editingKeepsLimitsWithoutAField();
    void theFirstProviderAnswersQuestionsAtOnce();
    void anotherProviderWaitsUntilChosen();
    void anOnlyProviderWithoutRolesIsUsedAfterLoading();
    void advancedSaysWhatIsSentAndKeepsOverrides();
    void unknownPricesShowAsUnknown();

private:
    void grab(QWidget *w, const QString &name);
    std::unique_ptr<fakellm::FakeLlmServer> m_server;
    std::unique_ptr<test::ServiceFixture> m_fx;
    std::unique_ptr<security::SecretStore> m_store;
};

void TestLlmSettingsDialog::grab(QWidget *w, const QString &name) {
    const QString path =
        test::outputDir() + QStringLiteral("/llm-settings-") + name + QStringLiteral(".png");
    QVERIFY(test::settledGrab(w).save(path));
    qInfo() << "screenshot:" << path;
}

void TestLlmSettingsDialog::init() {
    m_server = std::make_unique<fakellm::FakeLlmServer>();
    QVERIFY(m_server->listen());
    m_server->setRequiredApiKey(QStringLiteral("sk-right-key-000000"));
    m_fx = std::make_unique<test::ServiceFixture>();
    m_store = std::make_unique<security::SecretStore>(QStringLiteral("assay-test-dialog"));
    m_store->setKeychainEnabled(false);
    llm::LlmSettings settings;
    auto openai = test::fakeProvider(*m_server, llm::ProviderKind::OpenAICompatible,
                                     QStringLiteral("p-openai"));
    openai.name = QStringLiteral("OpenAI (fake)");
    auto claude =
        test::fakeProvider(*m_server, llm::ProviderKind::Anthropic, QStringLiteral("p-claude"));
    claude.name = QStringLiteral("Anthropic (fake)");
    settings.providers = {openai, claude};
    settings.roles.insert(llm::Role::Reasoning, {QStringLiteral("p-claude"), {}});
    settings.roles.insert(llm::Role::Fast,
                          {QStringLiteral("p-openai"), QStringLiteral("fake-model")});
    m_fx->service->applySettings(settings);
    QVERIFY(
        test::await(m_store->write(security::SecretStore::providerKey(QStringLiteral("p-openai")),
                                   QStringLiteral("sk-right-key-000000")))
            .ok());
}

void TestLlmSettingsDialog::cleanup() {
    m_store.reset();
    m_fx.reset();
    m_server.reset();
}

void TestLlmSettingsDialog::everyTabRenders() {
    ui::LlmSettingsDialog dialog(m_fx->service.get(), m_store.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.keychainStatusText().contains("session only"));
    const QStringList names{QStringLiteral("providers"), QStringLiteral("models"),
                            QStringLiteral("prices"), QStringLiteral("usage")};
    for (int i = 0; i < dialog.tabs()->count(); ++i) {
        dialog.tabs()->setCurrentIndex(i);
        grab(&dialog, names.value(i));
    }
    // The editor shows the first provider and knows a key is stored.
    auto *apiKey =
        dialog.providersPage()->editor()->findChild<QLineEdit *>(QStringLiteral("apiKey"));
    QTRY_VERIFY(apiKey->placeholderText().contains("A key is stored"));
    QCOMPARE(
        dialog.providersPage()->editor()->findChild<QLineEdit *>(QStringLiteral("name"))->text(),
        QStringLiteral("OpenAI (fake)"));
    QCOMPARE(dialog.rolesPage()->providerBox(llm::Role::Reasoning)->currentText(),
             QStringLiteral("Anthropic (fake)"));
    QCOMPARE(dialog.rolesPage()->providerBox(llm::Role::Embeddings)->currentIndex(), 0); // local
    QVERIFY(dialog.pricesPage()->table()->rowCount() > 3);
}

void TestLlmSettingsDialog::testConnectionShowsTheResultInline() {
    ui::LlmSettingsDialog dialog(m_fx->service.get(), m_store.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    ui::ProviderEditor *editor = dialog.providersPage()->editor();
    QTRY_VERIFY(editor->findChild<QLineEdit *>(QStringLiteral("apiKey"))
                    ->placeholderText()
                    .contains("A key is stored"));
    QSignalSpy checked(editor, &ui::ProviderEditor::healthChecked);
    editor->testConnection();
    QVERIFY(checked.wait(10000));
    QCOMPARE(checked.first().first().toBool(), true);
    QVERIFY2(editor->statusText().contains("Connected"), qPrintable(editor->statusText()));
    grab(&dialog, "test-ok");

    // The Anthropic provider has no key: the fake server refuses it, and the form says so.
    dialog.providersPage()->selectProvider(1);
    checked.clear();
    editor->testConnection();
    QVERIFY(checked.wait(10000));
    QCOMPARE(checked.first().first().toBool(), false);
    QVERIFY2(editor->statusText().contains("Authentication failed"),
             qPrintable(editor->statusText()));
    grab(&dialog, "test-failed");
}

void TestLlmSettingsDialog::listModelsFillsTheModelBox() {
    m_server->setModels({QStringLiteral("alpha-1"), QStringLiteral("beta-2")});
    ui::LlmSettingsDialog dialog(m_fx->service.get(), m_store.get());
    dialog.show();
    ui::ProviderEditor *editor = dialog.providersPage()->editor();
    QTRY_VERIFY(editor->findChild<QLineEdit *>(QStringLiteral("apiKey"))
                    ->placeholderText()
                    .contains("A key is stored"));
    QSignalSpy listed(editor, &ui::ProviderEditor::modelsListed);
    editor->refreshModels();
    QVERIFY(listed.wait(10000));
    QCOMPARE(listed.first().first().toInt(), 2);
    auto *model = editor->findChild<QComboBox *>(QStringLiteral("model"));
    QCOMPARE(model->count(), 2);
    QCOMPARE(model->itemText(1), QStringLiteral("beta-2"));
    QCOMPARE(model->currentText(), QStringLiteral("fake-model")); // the choice is kept
}

void TestLlmSettingsDialog::aRetiringModelIsFlaggedWithItsReplacement() {
    // The server lists hundreds of models, some with a shutdown date (OpenAI's shutdown_date).
    QStringList models{QStringLiteral("gpt-4.1"), QStringLiteral("gpt-6.1-terra"), QStringLiteral("o4-mini"),
                       QStringLiteral("text-embedding-3-small")};
    for (int i = 0; i < 500; ++i)
        models << QStringLiteral("ft:gpt-4.1-mini:acme::run-%1").arg(i, 3, 10, QLatin1Char('0'));
    m_server->setModels(models);
    ui::LlmSettingsDialog dialog(m_fx->service.get(), m_store.get());
    dialog.resize(1000, 760);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    ui::ProviderEditor *editor = dialog.providersPage()->editor();
    editor->setToday(QDate(2026, 12, 7));
    QTRY_VERIFY(editor->findChild<QLineEdit *>(QStringLiteral("apiKey"))->placeholderText().contains("A key is stored"));
    auto *api = editor->findChild<QComboBox *>(QStringLiteral("api"));
    QVERIFY(api->isVisible()); // an OpenAI-compatible provider chooses its protocol
    QSignalSpy listed(editor, &ui::ProviderEditor::modelsListed);
    QElapsedTimer clock;
    clock.start();
    editor->refreshModels();
    QVERIFY(listed.wait(10000));
    QCOMPARE(listed.first().first().toInt(), 504);
    auto *model = editor->findChild<QComboBox *>(QStringLiteral("model"));
    QCOMPARE(model->count(), 504);
    QCOMPARE(model->itemText(0), QStringLiteral("gpt-6.1-terra")); // current chat models first
    // gpt-4.1 goes on 2027-01-14: a warning with the date and the replacement.
    model->setCurrentText(QStringLiteral("gpt-4.1"));
    QVERIFY2(editor->modelNote().contains(QStringLiteral("gpt-6.1-terra")), qPrintable(editor->modelNote()));
    QVERIFY2(editor->modelNote().contains(QStringLiteral("2027")), qPrintable(editor->modelNote()));
    grab(&dialog, "model-retiring");
    // o4-mini went on 2026-10-23: an error that names what to use.
    model->setCurrentText(QStringLiteral("o4-mini"));
    QVERIFY2(editor->modelNote().contains(QStringLiteral("no longer answers")), qPrintable(editor->modelNote()));
    QVERIFY2(editor->modelNote().contains(QStringLiteral("gpt-6-luna")), qPrintable(editor->modelNote()));
    grab(&dialog, "model-retired");
    // A current model: no note.
    model->setCurrentText(QStringLiteral("gpt-6.1-terra"));
    QVERIFY(editor->modelNote().isEmpty());
    // The protocol is saved with the provider.
    api->setCurrentIndex(api->findData(int(llm::WireApi::ChatCompletions)));
    QCOMPARE(editor->provider().api, llm::WireApi::ChatCompletions);
}

void TestLlmSettingsDialog::addingAProviderSavesSettingsAndKeySeparately() {
    QTemporaryDir dir;
    const QString ini = dir.filePath(QStringLiteral("assay.ini"));
    const QString newKey = QStringLiteral("sk-ollama-NEW-KEY-424242");
    ui::LlmSettingsDialog dialog(m_fx->service.get(), m_store.get());
    dialog.setSettingsFile(ini);
    dialog.show();
    dialog.providersPage()->addProvider(llm::ProviderKind::Ollama);
    ui::ProviderEditor *editor = dialog.providersPage()->editor();
    auto *name = editor->findChild<QLineEdit *>(QStringLiteral("name"));
    name->clear();
    QTest::keyClicks(name, QStringLiteral("GPU box"));
    auto *url = editor->findChild<QLineEdit *>(QStringLiteral("baseUrl"));
    url->clear();
    QTest::keyClicks(url, m_server->baseUrl());
    editor->findChild<QComboBox *>(QStringLiteral("model"))
        ->setCurrentText(QStringLiteral("fake-model-large"));
    QTest::keyClicks(editor->findChild<QLineEdit *>(QStringLiteral("apiKey")), newKey);
    grab(&dialog, "new-provider");

    dialog.tabs()->setCurrentWidget(dialog.rolesPage());
    QComboBox *reasoning = dialog.rolesPage()->providerBox(llm::Role::Reasoning);
    const int index = reasoning->findText(QStringLiteral("GPU box"));
    QVERIFY(index > 0);
    reasoning->setCurrentIndex(index);
    dialog.accept();

    // The service runs with the new provider and key at once.
    const llm::LlmSettings applied = m_fx->service->settings();
    QCOMPARE(applied.providers.size(), 3);
    const llm::ProviderConfig added = applied.providers.last();
    QCOMPARE(added.name, QStringLiteral("GPU box"));
    QCOMPARE(added.kind, llm::ProviderKind::Ollama);
    QCOMPARE(applied.roles.value(llm::Role::Reasoning).providerId, added.id);
    QVERIFY(m_fx->service->hasApiKey(added.id));
    const llm::ChatResponse r =
        test::await(m_fx->service->chat(llm::Role::Reasoning, test::ask(QStringLiteral("hi"))));
    QVERIFY(!r.ok()); // the fake server wants another key...
    QCOMPARE(m_server->requests().last().header("authorization"),
             "Bearer " + newKey.toUtf8()); // ...but this one was sent

    // The key went to the secret store, not to the settings file.
    QTRY_COMPARE(test::await(m_store->read(security::SecretStore::providerKey(added.id))).value,
                 newKey);
    QFile file(ini);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray saved = file.readAll();
    QVERIFY(saved.contains("GPU box"));
    QVERIFY(!saved.contains(newKey.toUtf8()));
    QVERIFY(!saved.contains("sk-right-key"));
    QSettings reread(ini, QSettings::IniFormat);
    const llm::LlmSettings loaded = llm::LlmSettings::load(reread);
    QCOMPARE(loaded.providers, applied.providers);
    QCOMPARE(loaded.roles.value(llm::Role::Fast).model, QStringLiteral("fake-model"));
}

void TestLlmSettingsDialog::usageTabShowsTheLedger() {
    for (int i = 0; i < 3; ++i) {
        llm::UsageRecord r;
        r.at = QDateTime::currentDateTimeUtc().addDays(-i);
        r.kind = QStringLiteral("chat");
        r.model = i == 0 ? QStringLiteral("gpt-4o-mini") : QStringLiteral("claude-3-5-haiku");
        r.promptTokens = 1200 * (i + 1);
        r.completionTokens = 300;
        r.cost = 0.0021 * (i + 1);
        r.priced = true;
        r.attempts = 1;
        QVERIFY(m_fx->service->ledger().record(r).isNull());
    }
    ui::LlmSettingsDialog dialog(m_fx->service.get(), m_store.get());
    dialog.show();
    QSignalSpy refreshed(dialog.usagePage(), &ui::UsagePage::refreshed);
    dialog.tabs()->setCurrentWidget(dialog.usagePage());
    QVERIFY(refreshed.wait(5000));
    QVERIFY2(dialog.usagePage()->summaryText().contains("<b>3</b> requests"),
             qPrintable(dialog.usagePage()->summaryText()));
    QCOMPARE(dialog.usagePage()->dayTable()->rowCount(), 3);
    QCOMPARE(dialog.usagePage()->modelTable()->rowCount(), 2);
    QCOMPARE(dialog.usagePage()->modelTable()->item(0, 0)->text(),
             QStringLiteral("claude-3-5-haiku")); // most expensive first
    grab(&dialog, "usage-filled");

    // A call made while the tab is open shows up without reopening it.
    m_fx->service->setApiKey(QStringLiteral("p-openai"), QStringLiteral("sk-right-key-000000"));
    refreshed.clear();
    QVERIFY(
        test::await(m_fx->service->chat(llm::Role::Fast, test::ask(QStringLiteral("hi")))).ok());
    QTRY_VERIFY_WITH_TIMEOUT(dialog.usagePage()->summaryText().contains("<b>4</b> requests"), 5000);
}

void TestLlmSettingsDialog::editingKeepsLimitsWithoutAField() {
    // Saving a provider must not reset what the editor shows no field for.
    ui::ProviderEditor editor(m_fx->service.get());
    llm::ProviderConfig c;
    c.id = QStringLiteral("kept");
    c.name = QStringLiteral("Kept");
    c.kind = llm::ProviderKind::OpenAICompatible;
    c.baseUrl = QStringLiteral("http://127.0.0.1:9/v1");
    c.model = QStringLiteral("m");
    c.limits.retryBaseDelayMs = 1234;
    c.limits.retryMaxDelayMs = 45678;
    c.limits.callDeadlineMs = 77000;
    c.limits.maxRetries = 5;
    editor.setProvider(c, false, {});
    const llm::ProviderConfig saved = editor.provider();
    QCOMPARE(saved.limits.retryBaseDelayMs, 1234);
    QCOMPARE(saved.limits.retryMaxDelayMs, 45678);
    QCOMPARE(saved.limits.callDeadlineMs, 77000);
    QCOMPARE(saved.limits.maxRetries, 5);
    QCOMPARE(saved.model, QStringLiteral("m"));
}

void TestLlmSettingsDialog::theFirstProviderAnswersQuestionsAtOnce() {
    // A new user: no provider. Adding one must be enough for questions to reach it.
    test::ServiceFixture fresh;
    QTemporaryDir dir;
    ui::LlmSettingsDialog dialog(fresh.service.get(), m_store.get());
    dialog.setSettingsFile(dir.filePath(QStringLiteral("assay.ini")));
    dialog.resize(1366, 768);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY2(dialog.providersPage()->roleUseLabel()->text().contains("offline assistant"),
             qPrintable(dialog.providersPage()->roleUseLabel()->text()));
    grab(&dialog, "empty-1366x768");
    dialog.providersPage()->addProvider(llm::ProviderKind::OpenAICompatible);
    ui::ProviderEditor *editor = dialog.providersPage()->editor();
    auto *url = editor->findChild<QLineEdit *>(QStringLiteral("baseUrl"));
    url->clear();
    QTest::keyClicks(url, m_server->baseUrl() + QStringLiteral("/v1"));
    QTest::keyClicks(editor->findChild<QLineEdit *>(QStringLiteral("apiKey")), QStringLiteral("sk-right-key-000000"));
    // The choice is visible where the provider was added, and on the Models tab.
    QVERIFY2(dialog.providersPage()->roleUseLabel()->text().contains("Reasoning, Fast"),
             qPrintable(dialog.providersPage()->roleUseLabel()->text()));
    QVERIFY(!dialog.providersPage()->useButton()->isVisible());
    grab(&dialog, "first-provider-1366x768");
    dialog.tabs()->setCurrentWidget(dialog.rolesPage());
    QCOMPARE(dialog.rolesPage()->providerBox(llm::Role::Reasoning)->currentText(), QStringLiteral("OpenAI"));
    QCOMPARE(dialog.rolesPage()->providerBox(llm::Role::Fast)->currentText(), QStringLiteral("OpenAI"));
    grab(&dialog, "first-provider-models-1366x768");
    dialog.accept();
    QVERIFY2(fresh.service->isReady(llm::Role::Reasoning), qPrintable(fresh.service->readiness(llm::Role::Reasoning).message));
    QVERIFY(fresh.service->isReady(llm::Role::Fast));
    QCOMPARE(fresh.service->settings().providers.first().model, llm::defaultChatModel(llm::ProviderKind::OpenAICompatible));
}

void TestLlmSettingsDialog::anotherProviderWaitsUntilChosen() {
    ui::LlmSettingsDialog dialog(m_fx->service.get(), m_store.get());
    dialog.show();
    // Roles already held: a new provider does not take them unasked...
    dialog.providersPage()->addProvider(llm::ProviderKind::Anthropic);
    QCOMPARE(dialog.rolesPage()->providerBox(llm::Role::Reasoning)->currentText(), QStringLiteral("Anthropic (fake)"));
    QVERIFY2(dialog.providersPage()->roleUseLabel()->text().contains("Not used yet"),
             qPrintable(dialog.providersPage()->roleUseLabel()->text()));
    QVERIFY(dialog.providersPage()->useButton()->isVisible());
    QCOMPARE(dialog.providersPage()->editor()->findChild<QComboBox *>(QStringLiteral("model"))->currentText(),
             llm::defaultChatModel(llm::ProviderKind::Anthropic));
    grab(&dialog, "second-provider");
    // ...but one click gives them to it.
    QTest::mouseClick(dialog.providersPage()->useButton(), Qt::LeftButton);
    QCOMPARE(dialog.rolesPage()->providerBox(llm::Role::Reasoning)->currentText(), QStringLiteral("Anthropic"));
    QCOMPARE(dialog.rolesPage()->providerBox(llm::Role::Fast)->currentText(), QStringLiteral("Anthropic"));
    QVERIFY(dialog.providersPage()->roleUseLabel()->text().contains("Reasoning, Fast"));
    QVERIFY(!dialog.providersPage()->useButton()->isVisible());
}

void TestLlmSettingsDialog::anOnlyProviderWithoutRolesIsUsedAfterLoading() {
    // Settings saved by a version that did not assign roles when a provider was added.
    QTemporaryDir dir;
    QSettings ini(dir.filePath(QStringLiteral("old.ini")), QSettings::IniFormat);
    llm::LlmSettings old;
    old.providers << test::fakeProvider(*m_server, llm::ProviderKind::OpenAICompatible, QStringLiteral("only"));
    old.save(ini);
    const llm::LlmSettings loaded = llm::LlmSettings::load(ini);
    QCOMPARE(loaded.roles.value(llm::Role::Reasoning).providerId, QStringLiteral("only"));
    QCOMPARE(loaded.roles.value(llm::Role::Fast).providerId, QStringLiteral("only"));
    QVERIFY(loaded.roles.value(llm::Role::Embeddings).providerId.isEmpty()); // local stays local
    // With two providers nobody guesses.
    old.providers << test::fakeProvider(*m_server, llm::ProviderKind::Anthropic, QStringLiteral("second"));
    old.save(ini);
    QVERIFY(llm::LlmSettings::load(ini).roles.isEmpty());
}

void TestLlmSettingsDialog::advancedSaysWhatIsSentAndKeepsOverrides() {
    ui::ProviderEditor editor(m_fx->service.get());
    llm::ProviderConfig c = test::fakeProvider(*m_server, llm::ProviderKind::OpenAICompatible, QStringLiteral("r"));
    c.model = QStringLiteral("o3");
    editor.setProvider(c, false, {});
    const QString sent = editor.capabilityBox()->effectiveText();
    QVERIFY2(sent.contains("no temperature") && sent.contains("max_completion_tokens") && sent.contains("low for checks, medium for SQL"),
             qPrintable(sent));
    auto *temperature = editor.capabilityBox()->findChildren<QComboBox *>().first();
    QSignalSpy edited(&editor, &ui::ProviderEditor::edited);
    temperature->setCurrentIndex(temperature->findData(QStringLiteral("yes")));
    QVERIFY(!edited.isEmpty());
    QCOMPARE(editor.provider().overrides.temperature, llm::CapabilityOverrides::Choice::Yes);
    QVERIFY2(editor.capabilityBox()->effectiveText().contains("a temperature"), qPrintable(editor.capabilityBox()->effectiveText()));
    // The override survives a round trip through the editor.
    editor.setProvider(editor.provider(), false, {});
    QCOMPARE(editor.provider().overrides.temperature, llm::CapabilityOverrides::Choice::Yes);
}

void TestLlmSettingsDialog::unknownPricesShowAsUnknown() {
    auto record = [this](const QString &model, bool priced, double cost) {
        llm::UsageRecord r;
        r.at = QDateTime::currentDateTimeUtc();
        r.kind = QStringLiteral("chat");
        r.model = model;
        r.promptTokens = 1000;
        r.completionTokens = 100;
        r.priced = priced;
        r.cost = cost;
        r.attempts = 1;
        QVERIFY(m_fx->service->ledger().record(r).isNull());
    };
    record(QStringLiteral("my-finetune"), false, 0);
    record(QStringLiteral("gpt-4o-mini"), true, 0.0002);
    ui::LlmSettingsDialog dialog(m_fx->service.get(), m_store.get());
    dialog.show();
    QSignalSpy refreshed(dialog.usagePage(), &ui::UsagePage::refreshed);
    dialog.tabs()->setCurrentWidget(dialog.usagePage());
    QVERIFY(refreshed.wait(5000));
    QTableWidget *models = dialog.usagePage()->modelTable();
    QString finetune;
    for (int row = 0; row < models->rowCount(); ++row) {
        if (models->item(row, 0)->text() == u"my-finetune")
            finetune = models->item(row, 4)->text();
    }
    QCOMPARE(finetune, QStringLiteral("unknown")); // not $0.0000
    const QString summary = dialog.usagePage()->summaryText();
    QVERIFY2(summary.contains(QStringLiteral("≥ $")) && summary.contains("without a price"), qPrintable(summary));
    grab(&dialog, "usage-unknown-price");
}

QTEST_MAIN(TestLlmSettingsDialog)
#include "tst_llm_settings_dialog.moc"
