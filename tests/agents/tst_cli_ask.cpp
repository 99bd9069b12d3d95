// `assay ask` as a script runs it, on the sample database: an answered question (its count checked
// against the database), a declined one, and, with a model the user saved in the window's settings
// (the fake server, over real HTTP), a question that is asked back (exit 7, the options printed)
// and then answered with --clarification; the chart exported as an image; wrong arguments.

#include "agentstesthelpers.h"

#include "db/columnformats.h"
#include "llm/llmsettings.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <sqlite3.h>

using namespace assay;

namespace {

struct Run {
    int code = -1;
    QString out;
    QString err;
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

qint64 countOf(const QString &db, const char *sql)
{
    sqlite3 *h = nullptr;
    sqlite3_open_v2(db.toUtf8().constData(), &h, SQLITE_OPEN_READONLY, nullptr);
    sqlite3_stmt *st = nullptr;
    sqlite3_prepare_v2(h, sql, -1, &st, nullptr);
    const qint64 n = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
    sqlite3_finalize(st);
    sqlite3_close(h);
    return n;
}

} // namespace

class TestCliAsk : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(QFileInfo::exists(m_sample));
        QVERIFY(QFileInfo(qEnvironmentVariable("ASSAY_BINARY")).isExecutable());
    }

    void answered()
    {
        const Run r = assay({"ask", "--connection", m_sample, "How many customers are there?", "--json"});
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        const QJsonObject o = r.json();
        QCOMPARE(o.value("outcome").toString(), QStringLiteral("answered"));
        QVERIFY(o.value("sql").toString().contains(QLatin1String("customers")));
        QCOMPARE(o.value("rows").toArray().first().toArray().first().toInteger(), countOf(m_sample, "SELECT COUNT(*) FROM customers"));
        // The same as text: the SQL and the number, for a reader.
        const Run text = assay({"ask", "--connection", m_sample, "How many customers are there?"});
        QCOMPARE(text.code, 0);
        QVERIFY(text.out.contains(QLatin1String("SELECT")));
        // The number as the grid writes it (db/columnformats.h), in the reader's locale: "1,200".
        const QString count = db::readerLocale().toString(countOf(m_sample, "SELECT COUNT(*) FROM customers"));
        QVERIFY2(text.out.contains(count), qPrintable(count + QStringLiteral(" not in:\n") + text.out));
    }

    void chartExported()
    {
        const QString png = m_dir.filePath("revenue.png");
        const Run r = assay({"ask", "--connection", m_sample, "revenue by region", "--export", png});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1200, 700));
        const QString json = m_dir.filePath("answer.json");
        QCOMPARE(assay({"ask", "--connection", m_sample, "revenue by region", "--export", json}).code, 0);
        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(f.readAll()).object().value("chart").toObject().value("type").toString(), QStringLiteral("bar"));
    }

    void declined()
    {
        const Run r = assay({"ask", "--connection", m_sample, "Why did sales drop last spring?", "--json"});
        QCOMPARE(r.code, 6);
        QCOMPARE(r.json().value("outcome").toString(), QStringLiteral("declined"));
        QVERIFY(!r.json().value("message").toString().isEmpty());
        QVERIFY(!r.json().contains("sql"));
    }

    void askedBackThenAnswered()
    {
        test::ScriptedModel model;
        model.script.clarify = [](const QString &q, const QString &user) {
            if (user.contains(QLatin1String("answered: by revenue")))
                return QJsonObject{{"rewritten", "Which product has the highest revenue?"}, {"ambiguous", false},
                                   {"steps", QJsonArray{"Which product has the highest revenue?"}}};
            return QJsonObject{{"rewritten", q}, {"ambiguous", true},
                               {"clarification", QJsonObject{{"question", "Best by what?"},
                                                             {"options", QJsonArray{"by revenue", "by units sold"}}}}};
        };
        model.script.generate = [](const QString &, const QString &) {
            return QStringLiteral("SELECT p.name, SUM(ol.amount) AS revenue FROM order_lines ol JOIN products p ON p.product_id = "
                                  "ol.product_id GROUP BY p.name ORDER BY revenue DESC LIMIT 1");
        };
        model.answerByScript();
        // The provider as the window saves it; the key comes from the environment, never a file.
        QTemporaryDir config;
        {
            QSettings saved(config.filePath("Assay/Assay.conf"), QSettings::IniFormat);
            llm::LlmSettings settings;
            settings.providers << fakellm::fakeProviderConfig(model.server);
            settings.save(saved);
        }
        QProcessEnvironment env;
        env.insert("XDG_CONFIG_HOME", config.path());
        env.insert("ASSAY_LLM_API_KEY", "sk-test");
        Run r = assay({"ask", "--connection", m_sample, "Which product is best?", "--provider", "Fake"}, env);
        QVERIFY2(r.code == 7, qPrintable(r.err + r.out));
        QVERIFY(r.out.contains(QLatin1String("Best by what?")));
        QVERIFY(r.out.contains(QLatin1String("1. by revenue")));
        QVERIFY(r.out.contains(QLatin1String("2. by units sold")));
        r = assay({"ask", "--connection", m_sample, "Which product is best?", "--provider", "Fake", "--clarification", "by revenue", "--json"}, env);
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        QCOMPARE(r.json().value("outcome").toString(), QStringLiteral("answered"));
        QCOMPARE(r.json().value("offline").toBool(), false);
        QCOMPARE(r.json().value("rows").toArray().size(), 1);
        QVERIFY(!model.requestsWith(QStringLiteral("You write one SQL query")).isEmpty());
        // No key ever reaches the output.
        QVERIFY(!r.out.contains(QLatin1String("sk-test")) && !r.err.contains(QLatin1String("sk-test")));
    }

    void wrongArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::newRow("no question") << QStringList{"ask", "--connection", "SAMPLE"} << 2;
        QTest::newRow("no connection") << QStringList{"ask", "how many customers"} << 2;
        QTest::newRow("bad export") << QStringList{"ask", "--connection", "SAMPLE", "q", "--export", "x.gif"} << 2;
        QTest::newRow("unknown provider") << QStringList{"ask", "--connection", "SAMPLE", "q", "--provider", "Nope"} << 2;
        QTest::newRow("missing database") << QStringList{"ask", "--connection", "/nonexistent/x.sqlite", "q"} << 3;
    }
    void wrongArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        args.replaceInStrings(QStringLiteral("SAMPLE"), m_sample);
        const Run r = assay(args);
        QCOMPARE(r.code, code);
        QVERIFY(r.err.startsWith(QLatin1String("assay: ")));
    }

private:
    Run assay(const QStringList &args, const QProcessEnvironment &extra = {})
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_CONFIG_HOME", m_home.filePath("config"));
        env.insert("XDG_DATA_HOME", m_home.filePath("data"));
        env.insert("QT_QPA_PLATFORM", "offscreen");
        for (const QString &k : extra.keys())
            env.insert(k, extra.value(k));
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(qEnvironmentVariable("ASSAY_BINARY"), args);
        if (!p.waitForFinished(120000))
            p.kill();
        Run r;
        r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    QString m_sample = qEnvironmentVariable("ASSAY_TEST_SAMPLE");
    QTemporaryDir m_dir;
    QTemporaryDir m_home;
};

QTEST_GUILESS_MAIN(TestCliAsk)
#include "tst_cli_ask.moc"
