// `assay check` as cron or CI runs it: the first run records the schema (exit 0); after ALTER
// TABLE ... RENAME COLUMN the report names the rename, its evidence and every cell and chart it
// breaks with the rewrite the window would offer (exit 8), in text and in JSON; nothing is
// rewritten; --accept records the new schema (exit 0 again). A notebook whose connection is gone,
// a file that is not a database: exit 3 with a clear message. `assay check --verified` asks the
// verified questions again (the offline assistant answers): exit 0 when all give their result,
// 9 when one does not.

#include "notebook/notebook.h"
#include "notebook/notebookfile.h"
#include "verified/verifiedstore.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
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

QString exec(const QString &path, const QString &sql)
{
    sqlite3 *db = nullptr;
    sqlite3_open(path.toUtf8().constData(), &db);
    char *error = nullptr;
    const int rc = sqlite3_exec(db, sql.toUtf8().constData(), nullptr, nullptr, &error);
    QString message = rc == SQLITE_OK ? QString() : QString::fromUtf8(error);
    sqlite3_free(error);
    sqlite3_close(db);
    return message;
}

} // namespace

class TestCliCheck : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QTemporaryDir m_home;
    QString m_db;
    QString m_notebook;

    Run assay(const QStringList &args)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_CONFIG_HOME", m_home.filePath("config"));
        env.insert("XDG_DATA_HOME", m_home.filePath("data"));
        env.remove("QT_QPA_PLATFORM");
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

    QString knowledgeStore() const
    {
        QDirIterator it(m_home.filePath("data"), {QStringLiteral("*.sqlite")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString f = it.next();
            if (f.contains(QLatin1String("/knowledge/")))
                return f;
        }
        return {};
    }

private slots:
    void initTestCase()
    {
        QVERIFY(QFileInfo(qEnvironmentVariable("ASSAY_BINARY")).isExecutable());
        m_db = m_dir.filePath(QStringLiteral("shop.sqlite"));
        QString script = QStringLiteral("CREATE TABLE orders (order_id INTEGER PRIMARY KEY, status TEXT, amount REAL); BEGIN;");
        for (int i = 1; i <= 200; ++i)
            script += QStringLiteral("INSERT INTO orders VALUES (%1, '%2', %3);").arg(i).arg(i % 3 ? QStringLiteral("shipped") : QStringLiteral("open")).arg(3 + (i * 29) % 300 / 2.0);
        QCOMPARE(exec(m_db, script + QStringLiteral("COMMIT;")), QString());
        notebook::Notebook nb;
        notebook::Cell a;
        a.kind = notebook::CellKind::Sql;
        a.name = QStringLiteral("by_status");
        a.source = QStringLiteral("SELECT status, SUM(amount) AS revenue FROM orders GROUP BY status");
        notebook::Cell b;
        b.kind = notebook::CellKind::Sql;
        b.name = QStringLiteral("order_count");
        b.source = QStringLiteral("SELECT COUNT(*) FROM orders");
        nb.replaceAll({a, b});
        db::ConnectionConfig c;
        c.engine = db::Engine::SQLite;
        c.filePath = m_db;
        c.name = QStringLiteral("shop");
        nb.setConnection(c);
        m_notebook = m_dir.filePath(QStringLiteral("sales.assaynb"));
        QCOMPARE(notebook::saveNotebook(nb, m_notebook), QString());
    }

    void recordsThenFindsARename()
    {
        const Run first = assay({"check", m_notebook});
        QVERIFY2(first.code == 0, qPrintable(first.err + first.out));
        QVERIFY2(first.out.contains(QStringLiteral("recorded now")), qPrintable(first.out));
        QCOMPARE(assay({"check", m_notebook}).code, 0); // unchanged

        QCOMPARE(exec(m_db, QStringLiteral("ALTER TABLE orders RENAME COLUMN amount TO total;")), QString());
        const Run changed = assay({"check", m_notebook});
        QVERIFY2(changed.code == 8, qPrintable(changed.err + changed.out));
        QVERIFY(changed.out.contains(QStringLiteral("orders.amount probably renamed to total")));
        QVERIFY(changed.out.contains(QStringLiteral("distinct values"))); // the evidence
        QVERIFY(changed.out.contains(QStringLiteral("by_status")));
        QVERIFY(!changed.out.contains(QStringLiteral("order_count"))); // not touched
        QVERIFY(changed.out.contains(QStringLiteral("SELECT status, SUM(total) AS revenue FROM orders GROUP BY status")));
        // Nothing was rewritten.
        notebook::Notebook nb;
        QCOMPARE(notebook::loadNotebook(m_notebook, nb), QString());
        QCOMPARE(nb.at(0).source, QStringLiteral("SELECT status, SUM(amount) AS revenue FROM orders GROUP BY status"));

        const Run json = assay({"check", m_notebook, "--json"});
        QCOMPARE(json.code, 8);
        const QJsonObject o = json.json();
        QCOMPARE(o.value("status").toString(), QStringLiteral("changed"));
        const QJsonObject change = o.value("changes").toArray().first().toObject();
        QCOMPARE(change.value("kind").toString(), QStringLiteral("column_renamed"));
        QCOMPARE(change.value("confidence").toString(), QStringLiteral("probable"));
        QCOMPARE(o.value("affected").toArray().size(), 1);

        const Run accepted = assay({"check", m_notebook, "--accept"});
        QCOMPARE(accepted.code, 8); // the report is the one before accepting
        QCOMPARE(assay({"check", m_notebook}).code, 0);
    }

    void verifiedAnswers()
    {
        // The store `assay check` created for this connection holds the verified answers too.
        const QString store = knowledgeStore();
        QVERIFY(!store.isEmpty());
        {
            verified::VerifiedStore s;
            QCOMPARE(s.open(store), QString());
            verified::VerifiedAnswer same;
            same.question = QStringLiteral("how many orders");
            same.sql = QStringLiteral("SELECT COUNT(*) FROM orders");
            same.digest = QStringLiteral("not the digest: re-checked against the query now");
            same.rows = 1;
            QVERIFY(s.save(same) > 0);
        }
        const Run ok = assay({"check", "--verified", "--connection", m_db});
        QVERIFY2(ok.code == 0, qPrintable(ok.err + ok.out));
        QVERIFY(ok.out.contains(QStringLiteral("[same] how many orders")));
        {
            verified::VerifiedStore s;
            QCOMPARE(s.open(store), QString());
            verified::VerifiedAnswer other;
            other.question = QStringLiteral("how many orders are open");
            other.sql = QStringLiteral("SELECT COUNT(*) FROM orders WHERE status = 'shipped'");
            other.digest = QStringLiteral("x");
            QVERIFY(s.save(other) > 0);
        }
        const Run changed = assay({"check", "--verified", "--connection", m_db, "--json"});
        QVERIFY2(changed.code == 9, qPrintable(changed.err + changed.out));
        QCOMPARE(changed.json().value("changed").toInt(), 1);
    }

    void badInput()
    {
        // The notebook's database is gone.
        const QString gone = m_dir.filePath(QStringLiteral("gone.assaynb"));
        notebook::Notebook nb;
        db::ConnectionConfig c;
        c.engine = db::Engine::SQLite;
        c.filePath = m_dir.filePath(QStringLiteral("nowhere/missing.sqlite"));
        nb.setConnection(c);
        QCOMPARE(notebook::saveNotebook(nb, gone), QString());
        const Run missing = assay({"check", gone});
        QCOMPARE(missing.code, 3);
        QVERIFY(!missing.err.trimmed().isEmpty());
        // A file that is not a database.
        const QString text = m_dir.filePath(QStringLiteral("notes.sqlite"));
        QFile f(text);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(2048, 'z'));
        f.close();
        const Run garbage = assay({"check", m_notebook, "--connection", text});
        QCOMPARE(garbage.code, 3);
        QVERIFY(!garbage.err.trimmed().isEmpty());
        QCOMPARE(assay({"check"}).code, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliCheck)
#include "tst_cli_check.moc"
