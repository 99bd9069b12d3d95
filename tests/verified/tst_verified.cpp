// Verified answers on a real SQLite file, asked again through the real assistant path
// (assistant::answerQuestion; no model is configured, so the offline assistant answers): the same
// result, the same result on data that grew (said), a different result (both kept), and questions
// no longer answerable (declined; a renamed column). Also the fingerprint and the store.

#include "assistant/questionrouter.h"
#include "db/connection.h"
#include "knowledgebuild/localsnapshot.h"
#include "verified/resultfingerprint.h"
#include "verified/verifiedcheck.h"
#include "verified/verifiedstore.h"

#include <QTemporaryDir>
#include <QtTest>

#include <sqlite3.h>

using namespace assay;
using namespace assay::verified;

namespace {

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

QString digestOf(const QList<db::Row> &rows)
{
    FingerprintSink sink;
    sink.columns({});
    QList<db::Row> copy = rows;
    sink.rows(std::move(copy));
    return sink.digest();
}

} // namespace

class TestVerified : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<db::Connection> m_db;

    std::unique_ptr<db::Connection> open()
    {
        db::ConnectionConfig c;
        c.engine = db::Engine::SQLite;
        c.filePath = m_path;
        auto connection = db::createConnection(c);
        if (connection->open({}))
            return nullptr;
        return connection;
    }

    // The chat's path, without a window: the offline assistant (no model) on a fresh snapshot.
    Asker asker(db::Connection &c)
    {
        return [&c](const QString &question) {
            db::Catalog catalog;
            c.introspect(&catalog);
            ask::AskRequest request;
            request.question = question;
            request.flavor = sql::Flavor::SQLite;
            request.allowClarification = false;
            request.writeInsight = false;
            return assistant::answerQuestion(c, {knowledge::buildLocalSnapshot(catalog, &c), nullptr}, request, std::make_shared<db::CancelToken>());
        };
    }

    VerifiedAnswer verifyAsAnswered(db::Connection &c, const QString &question)
    {
        const ask::AskResult r = asker(c)(question);
        if (!r.answered())
            return {};
        QString error;
        const QString sql = answerSql(r, {}, c.dialect(), &error);
        return verifyAnswer(c, question, sql, answeredBy(r), {}, &error);
    }

private slots:
    void initTestCase()
    {
        m_path = m_dir.filePath(QStringLiteral("orders.sqlite"));
        QString script = QStringLiteral("CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer TEXT, status TEXT, amount REAL); BEGIN;");
        const QStringList statuses = {QStringLiteral("open"), QStringLiteral("shipped"), QStringLiteral("returned")};
        for (int i = 1; i <= 120; ++i)
            script += QStringLiteral("INSERT INTO orders VALUES (%1, 'C%2', '%3', %4);").arg(i).arg(i % 17).arg(statuses[i % 3]).arg(5 + (i * 13) % 90);
        script += QStringLiteral("COMMIT;");
        QCOMPARE(exec(m_path, script), QString());
        m_db = open();
        QVERIFY(m_db);
    }

    void fingerprintIgnoresOrderNamesAndSpelling()
    {
        const QList<db::Row> a = {{QStringLiteral("open"), 12.5}, {QStringLiteral("shipped"), 3}};
        const QList<db::Row> b = {{3, QStringLiteral("shipped")}, {QStringLiteral("12.50"), QStringLiteral("open")}};
        QCOMPARE(digestOf(a), digestOf(b));
        const QList<db::Row> c = {{QStringLiteral("open"), 12.5}, {QStringLiteral("shipped"), 4}};
        QVERIFY(digestOf(a) != digestOf(c));
        QVERIFY(digestOf({{QVariant()}}) != digestOf({{QStringLiteral("")}})); // NULL is not ''
    }

    void sameResult()
    {
        const VerifiedAnswer a = verifyAsAnswered(*m_db, QStringLiteral("how many orders"));
        QVERIFY2(!a.digest.isEmpty(), "the offline assistant answers it");
        QCOMPARE(a.rows, 1);
        QCOMPARE(a.answeredBy, QStringLiteral("offline"));
        const CheckResult r = recheckAnswer(*m_db, a, asker(*m_db), {});
        QCOMPARE(r.status, CheckStatus::Same);
        QVERIFY(!r.dataChanged);
    }

    void differentResultKeepsBoth()
    {
        // The analyst verified a query that counts open orders only, for a question that asks for
        // all of them: asked again, the assistant counts all. Both are kept to be shown.
        QString error;
        const VerifiedAnswer a = verifyAnswer(*m_db, QStringLiteral("how many orders"),
                                              QStringLiteral("SELECT COUNT(*) FROM orders WHERE status = 'open'"), QStringLiteral("model"), {}, &error);
        QCOMPARE(error, QString());
        const CheckResult r = recheckAnswer(*m_db, a, asker(*m_db), {});
        QCOMPARE(r.status, CheckStatus::Different);
        QVERIFY(!r.sql.isEmpty());
        QCOMPARE(r.sample.size(), 1);
        QCOMPARE(r.sample.first().first(), QStringLiteral("120"));
        QCOMPARE(a.sample.first().first(), QStringLiteral("40"));
    }

    void noLongerAnswerable()
    {
        QString error;
        const VerifiedAnswer a = verifyAnswer(*m_db, QStringLiteral("what is the zorblax of the frobnicators"),
                                              QStringLiteral("SELECT 1"), QStringLiteral("model"), {}, &error);
        const CheckResult r = recheckAnswer(*m_db, a, asker(*m_db), {});
        QCOMPARE(r.status, CheckStatus::Unanswerable);
        QVERIFY(!r.message.isEmpty());
    }

    void grownDataIsSaidNotFailed()
    {
        const QString path = m_dir.filePath(QStringLiteral("grow.sqlite"));
        QVERIFY(QFile::copy(m_path, path));
        db::ConnectionConfig c;
        c.engine = db::Engine::SQLite;
        c.filePath = path;
        auto db = db::createConnection(c);
        QVERIFY(!db->open({}));
        const VerifiedAnswer a = verifyAsAnswered(*db, QStringLiteral("how many orders"));
        QVERIFY(!a.digest.isEmpty());
        QCOMPARE(exec(path, QStringLiteral("INSERT INTO orders VALUES (500, 'C1', 'open', 10);")), QString());
        const CheckResult r = recheckAnswer(*db, a, asker(*db), {});
        QCOMPARE(r.status, CheckStatus::Same); // the answer still matches the verified query's result now
        QVERIFY(r.dataChanged);
        QVERIFY(r.message.contains(QStringLiteral("data changed")));
    }

    void aRenamedColumn()
    {
        const QString path = m_dir.filePath(QStringLiteral("rename.sqlite"));
        QVERIFY(QFile::copy(m_path, path));
        db::ConnectionConfig c;
        c.engine = db::Engine::SQLite;
        c.filePath = path;
        auto db = db::createConnection(c);
        QVERIFY(!db->open({}));
        QString error;
        const VerifiedAnswer a = verifyAnswer(*db, QStringLiteral("total amount by status"),
                                              QStringLiteral("SELECT status, SUM(amount) FROM orders GROUP BY status"), QStringLiteral("offline"), {}, &error);
        QCOMPARE(error, QString());
        QCOMPARE(exec(path, QStringLiteral("ALTER TABLE orders RENAME COLUMN amount TO paid;")), QString());
        const CheckResult r = recheckAnswer(*db, a, asker(*db), {});
        // The verified query no longer runs; whatever the assistant makes of "amount" now, the
        // report says so instead of calling it the same.
        QVERIFY(r.status != CheckStatus::Same);
        QVERIFY2(r.message.contains(QStringLiteral("verified query")), qPrintable(r.message));
    }

    void storeKeepsAnswersAndChecks()
    {
        VerifiedStore store;
        QCOMPARE(store.open(m_dir.filePath(QStringLiteral("store.sqlite"))), QString());
        VerifiedAnswer a;
        a.question = QStringLiteral("how many orders");
        a.sql = QStringLiteral("SELECT COUNT(*) FROM orders");
        a.digest = QStringLiteral("abc");
        a.rows = 1;
        a.columns = {QStringLiteral("n")};
        a.sample = {{QStringLiteral("120")}};
        const qint64 id = store.save(a);
        QVERIFY(id > 0);
        a.sql = QStringLiteral("SELECT COUNT(order_id) FROM orders");
        QCOMPARE(store.save(a), id); // the same question replaces its answer
        CheckResult check;
        check.status = CheckStatus::Different;
        check.sql = QStringLiteral("SELECT 1");
        check.sample = {{QStringLiteral("1")}};
        check.columns = {QStringLiteral("x")};
        QCOMPARE(store.saveCheck(id, check), QString());
        const QList<VerifiedAnswer> all = store.answers();
        QCOMPARE(all.size(), 1);
        QCOMPARE(all.first().sql, QStringLiteral("SELECT COUNT(order_id) FROM orders"));
        QCOMPARE(all.first().sample, a.sample);
        QCOMPARE(all.first().lastCheck.status, CheckStatus::Different);
        QCOMPARE(all.first().lastCheck.sample, check.sample);
        QCOMPARE(store.remove(id), QString());
        QVERIFY(store.answers().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestVerified)
#include "tst_verified.moc"
