// Secrets never land on disk or on the wire outside their one place: after a connection and a
// provider are saved (passwords and keys in the secret store), a notebook is saved and
// autosaved, the notebook is run headless and exported in every format, and a model request is
// made with the debug log on, a search of every file Assay wrote and of every request the fake
// server recorded finds neither the database password nor the API key.

#include "fakellmserver.h"
#include "recordedrequest.h"
#include "testsupport.h"

#include "db/savedconnections.h"
#include "llm/llmservice.h"
#include "llm/llmsettings.h"
#include "llm/providerconfig.h"
#include "notebook/notebook.h"
#include "notebook/notebookfile.h"
#include "notebook/recovery.h"
#include "security/secretstore.h"

#include <QDirIterator>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace assay;

class TestSecuritySecrets : public QObject {
    Q_OBJECT

private slots:
    void noSecretAnywhere();
};

void TestSecuritySecrets::noSecretAnywhere()
{
    const auto pg = test::postgres();
    ASSAY_REQUIRE(pg, QStringLiteral("PostgreSQL"));
    const QString password = pg->password;
    const QString apiKey = QStringLiteral("sk-scan-9f8e7d6c5b4a3f2e1d0c");
    QVERIFY(password.size() >= 12); // a random secret, not a word that occurs by chance
    QTemporaryDir dir;
    QVERIFY(dir.isValid());

    // Saved connection and provider, secrets in the store.
    db::ConnectionConfig config = pg->config;
    config.id = QStringLiteral("secret-scan-pg");
    config.name = QStringLiteral("Scan");
    db::SavedConnections::remember(config);
    security::SecretStore store;
    // The store answers on this thread's event loop: wait with events served.
    QFuture<security::SecretResult> w1 = store.write(security::SecretStore::connectionKey(config.id), password);
    QFuture<security::SecretResult> w2 = store.write(security::SecretStore::providerKey(QStringLiteral("scan")), apiKey);
    QTRY_VERIFY_WITH_TIMEOUT(w1.isFinished() && w2.isFinished(), 60000);

    fakellm::FakeLlmServer server;
    QVERIFY(server.listen());
    server.on(fakellm::Match::any(), fakellm::Reply::text(QStringLiteral("ok")));
    llm::ProviderConfig provider;
    provider.id = QStringLiteral("scan");
    provider.name = QStringLiteral("Scan");
    provider.kind = llm::ProviderKind::OpenAICompatible;
    provider.baseUrl = server.baseUrl() + QStringLiteral("/v1");
    provider.model = QStringLiteral("fake-model");
    llm::LlmSettings settings;
    settings.providers << provider;
    settings.roles.insert(llm::Role::Fast, {provider.id, {}});
    settings.save();
    llm::LlmService::Options o;
    o.ledgerPath = dir.filePath(QStringLiteral("usage.sqlite"));
    o.logDirectory = dir.filePath(QStringLiteral("logs"));
    {
        llm::LlmService service(o);
        service.debugLog().setEnabled(true);
        service.applySettings(settings);
        service.setApiKey(provider.id, apiKey);
        llm::ChatRequest r;
        r.messages = {llm::Message::user(QStringLiteral("Say ok"))};
        QFuture<llm::ChatResponse> f = service.chat(llm::Role::Fast, r);
        QTRY_VERIFY_WITH_TIMEOUT(f.isFinished(), 20000);
        QVERIFY2(f.result().ok(), qPrintable(f.result().error.message));
    }

    // A notebook on the server, saved, autosaved, run headless and exported.
    notebook::Notebook nb;
    nb.setConnection(config);
    notebook::Cell cell;
    cell.id = notebook::newCellId();
    cell.kind = notebook::CellKind::Sql;
    cell.name = QStringLiteral("numbers");
    cell.source = QStringLiteral("SELECT g AS n FROM generate_series(1, 5) g");
    nb.replaceAll({cell});
    const QString notebookPath = dir.filePath(QStringLiteral("scan.assaynb"));
    QVERIFY(notebook::saveNotebook(nb, notebookPath).isEmpty());
    notebook::RecoveryStore recovery(dir.filePath(QStringLiteral("recovery")));
    QVERIFY(recovery.write(QStringLiteral("scan"), nb, notebookPath).isEmpty()); // an error message, empty on success
    QVERIFY(!QDir(recovery.directory()).entryList(QDir::Files).isEmpty());

    const QString url = QStringLiteral("postgresql://%1@%2:%3/%4")
                            .arg(config.user, config.host).arg(config.effectivePort()).arg(config.database);
    QProcess assay;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ASSAY_DB_PASSWORD"), password);
    assay.setProcessEnvironment(env);
    QStringList args{QStringLiteral("run"), notebookPath, QStringLiteral("--connection"), url, QStringLiteral("--quiet")};
    for (const char *ext : {"html", "md", "ipynb", "pdf"})
        args << QStringLiteral("--export") << dir.filePath(QStringLiteral("report.%1").arg(QLatin1String(ext)));
    assay.start(qEnvironmentVariable("ASSAY_BINARY"), args);
    QVERIFY(assay.waitForFinished(120000));
    QVERIFY2(assay.exitCode() == 0, assay.readAllStandardError().constData());
    assay.start(qEnvironmentVariable("ASSAY_BINARY"),
                {QStringLiteral("export-data"), notebookPath, QStringLiteral("--cell"), QStringLiteral("numbers"),
                 QStringLiteral("--connection"), url, QStringLiteral("--output"), dir.filePath(QStringLiteral("numbers.csv"))});
    QVERIFY(assay.waitForFinished(120000));
    QVERIFY2(assay.exitCode() == 0, assay.readAllStandardError().constData());
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("report.html"))));

    // Search every file Assay wrote: this test's folder and Assay's settings, data and cache.
    QStringList roots{dir.path()};
    for (const auto location : {QStandardPaths::AppDataLocation, QStandardPaths::AppConfigLocation,
                                QStandardPaths::GenericConfigLocation, QStandardPaths::CacheLocation}) {
        const QString root = QStandardPaths::writableLocation(location);
        if (QFileInfo(root).isDir() && !roots.contains(root))
            roots << root;
    }
    const QList<QByteArray> needles{password.toUtf8(), apiKey.toUtf8(), password.toUtf8().toBase64(), apiKey.toUtf8().toBase64(),
                                    QUrl::toPercentEncoding(password)};
    int files = 0;
    QStringList found;
    for (const QString &root : std::as_const(roots)) {
        QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            if (!f.open(QIODevice::ReadOnly) || f.size() > 256 * 1024 * 1024)
                continue;
            const QByteArray bytes = f.readAll();
            ++files;
            for (const QByteArray &n : needles) {
                if (bytes.contains(n))
                    found << f.fileName();
            }
        }
    }
    // And every request the fake server recorded: the key only in the Authorization header.
    int requests = 0;
    for (const fakellm::RecordedRequest &r : server.requests()) {
        ++requests;
        for (const QByteArray &n : needles) {
            if (r.body.contains(n) || r.path.toUtf8().contains(n) || r.query.toUtf8().contains(n))
                found << QStringLiteral("request %1").arg(r.path);
            for (auto h = r.headers.cbegin(); h != r.headers.cend(); ++h) {
                if (h.key() != "authorization" && h.value().contains(n))
                    found << QStringLiteral("request header %1").arg(QString::fromLatin1(h.key()));
            }
        }
    }
    qInfo().noquote() << QStringLiteral("secrets_scan files %1 requests %2 secrets_found %3").arg(files).arg(requests).arg(found.size());
    QVERIFY(files >= 8);
    QVERIFY(requests >= 1);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    db::SavedConnections::forget(config.id);
}

QTEST_MAIN(TestSecuritySecrets)
#include "tst_security_secrets.moc"
