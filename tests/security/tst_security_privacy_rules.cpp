// The parts of the engine's privacy check that need no database: how policy names match schemas,
// what error text may be passed on, masking, the privacy log, and the reading of a SELECT's text
// that MariaDB statements and SQLite views are judged by. The engines themselves are tried in
// tst_security_privacy_corpus.

#include "db/privacyoutput.h"
#include "db/privacyrules.h"
#include "db/privacytext.h"
#include "security/accesspolicy.h"
#include "security/privacylog.h"
#include "security/sqlguard.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace assay;

class TestSecurityPrivacyRules : public QObject {
    Q_OBJECT

private slots:
    void namesMatchSchemas();
    void hiddenWinsOverRedacted();
    void errorsAreScrubbed_data();
    void errorsAreScrubbed();
    void maskingSinkMasksValuesAndNulls();
    void maskingSinkMasksEverythingWhenColumnsDiffer();
    void textJudgement_data();
    void textJudgement();
    void starIsExpanded();
    void statementLevelRedaction();
    void executableCommentsAreRefused();
    void logKeepsNoLiterals();
};

void TestSecurityPrivacyRules::namesMatchSchemas() {
    const db::PrivacyRules r({QStringLiteral("payroll"), QStringLiteral("vault.ledger")},
                             {QStringLiteral("customers.email")},
                             {QStringLiteral("hr.staff.last_name")});
    QVERIFY(r.tableHidden(u"public", u"payroll"));
    QVERIFY(r.tableHidden(u"vault", u"PAYROLL"));
    QVERIFY(r.tableHidden(u"vault", u"ledger"));
    QVERIFY(!r.tableHidden(u"public", u"ledger"));
    QVERIFY(r.tableHidden({}, u"ledger")); // an engine that names no schema: the stricter reading
    QVERIFY(r.columnHidden(u"main", u"Customers", u"EMAIL"));
    QVERIFY(r.columnRedacted(u"hr", u"staff", u"last_name"));
    QVERIFY(!r.columnRedacted(u"public", u"staff", u"last_name"));
    QVERIFY(r.restrictsColumnsOf(u"x", u"customers"));
    QVERIFY(!r.restrictsColumnsOf(u"x", u"orders"));
    QCOMPARE(r.tablesNamed(),
             (QStringList{QStringLiteral("customers"), QStringLiteral("hr.staff"),
                          QStringLiteral("payroll"), QStringLiteral("vault.ledger")}));
    QVERIFY(r.withoutRedaction().redactedColumnsOf(u"hr", u"staff").isEmpty());
    QVERIFY(r.withoutRedaction().columnHidden(u"x", u"customers", u"email"));
}

void TestSecurityPrivacyRules::hiddenWinsOverRedacted() {
    const db::PrivacyRules r(
        {}, {QStringLiteral("customers.email")},
        {QStringLiteral("customers.email"), QStringLiteral("customers.last_name")});
    QVERIFY(!r.columnRedacted(u"", u"customers", u"email"));
    QCOMPARE(r.redactedColumnsOf(u"", u"customers"), QStringList{QStringLiteral("last_name")});
}

void TestSecurityPrivacyRules::errorsAreScrubbed_data() {
    QTest::addColumn<QString>("statement");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("hint");
    QTest::addColumn<QString>("mustNotContain");
    QTest::addColumn<QString>("mustContain");
    // A failed cast echoes the value it could not convert.
    QTest::newRow("cast echo") << QStringLiteral("SELECT CAST(x AS int) FROM t")
                               << QStringLiteral("invalid input syntax for type integer: \"Davis\"")
                               << QString() << QStringLiteral("Davis")
                               << QStringLiteral("invalid input syntax");
    // PostgreSQL suggests the column it thinks was meant: a hidden one.
    QTest::newRow("hint names hidden column")
        << QStringLiteral("SELECT emial FROM customers")
        << QStringLiteral("column \"emial\" does not exist")
        << QStringLiteral("Perhaps you meant to reference the column \"customers.email\".")
        << QStringLiteral("email\"") << QStringLiteral("\"emial\"");
    // SQLite names the base table behind a view.
    QTest::newRow("base table behind a view")
        << QStringLiteral("SELECT * FROM sales")
        << QStringLiteral("access to orders.status is prohibited") << QString()
        << QStringLiteral("status") << QStringLiteral("prohibited");
    // MariaDB quotes its own clause names.
    QTest::newRow("engine phrase kept")
        << QStringLiteral("SELECT nope FROM customers")
        << QStringLiteral("Unknown column 'nope' in 'field list'") << QString()
        << QStringLiteral("withheld") << QStringLiteral("'field list'");
}

void TestSecurityPrivacyRules::errorsAreScrubbed() {
    QFETCH(QString, statement);
    QFETCH(QString, message);
    QFETCH(QString, hint);
    QFETCH(QString, mustNotContain);
    QFETCH(QString, mustContain);
    const db::PrivacyRules rules(
        {QStringLiteral("employees")},
        {QStringLiteral("customers.email"), QStringLiteral("orders.status")}, {});
    db::DbError e = db::DbError::make(db::DbError::Kind::Execution, message);
    e.hint = hint;
    db::scrubError(e, statement, rules);
    const QString text = e.displayText();
    QVERIFY2(!text.contains(mustNotContain), qPrintable(text));
    QVERIFY2(text.contains(mustContain), qPrintable(text));
}

void TestSecurityPrivacyRules::maskingSinkMasksValuesAndNulls() {
    db::CollectingSink inner;
    db::MaskingSink sink(inner, {1});
    sink.columns({{QStringLiteral("id"), QStringLiteral("int"), db::ValueType::Integer},
                  {QStringLiteral("last_name"), QStringLiteral("varchar"), db::ValueType::Text}});
    sink.rows({{QVariant(1), QVariant(QStringLiteral("Davis"))}, {QVariant(2), QVariant()}});
    QCOMPARE(sink.maskedNames(), QStringList{QStringLiteral("last_name")});
    QCOMPARE(inner.resultRows()[0][0].toInt(), 1);
    QCOMPARE(inner.resultRows()[0][1].toString(), db::PrivacyRules::mask());
    QCOMPARE(inner.resultRows()[1][1].toString(), db::PrivacyRules::mask());
}

void TestSecurityPrivacyRules::maskingSinkMasksEverythingWhenColumnsDiffer() {
    db::CollectingSink inner;
    db::MaskingSink sink(inner, {0}, 1); // the check expected one column, two came
    sink.columns({{QStringLiteral("a"), {}, db::ValueType::Text},
                  {QStringLiteral("b"), {}, db::ValueType::Text}});
    sink.rows({{QVariant(QStringLiteral("x")), QVariant(QStringLiteral("y"))}});
    QCOMPARE(inner.resultRows()[0][0].toString(), db::PrivacyRules::mask());
    QCOMPARE(inner.resultRows()[0][1].toString(), db::PrivacyRules::mask());
}

void TestSecurityPrivacyRules::textJudgement_data() {
    QTest::addColumn<QString>("sql");
    QTest::addColumn<bool>("refused");
    QTest::addColumn<QList<int>>("masked");
    QTest::newRow("plain column") << QStringLiteral("SELECT id, last_name FROM customers") << false
                                  << QList<int>{1};
    QTest::newRow("qualified, aliased")
        << QStringLiteral("SELECT c.last_name AS ln FROM customers c") << false << QList<int>{0};
    QTest::newRow("implicit alias")
        << QStringLiteral("SELECT `last_name` ln, id FROM customers") << false << QList<int>{0};
    QTest::newRow("in WHERE") << QStringLiteral("SELECT id FROM customers WHERE last_name = 'x'")
                              << true << QList<int>{};
    QTest::newRow("in a function")
        << QStringLiteral("SELECT upper(last_name) FROM customers") << true << QList<int>{};
    QTest::newRow("ORDER BY alias")
        << QStringLiteral("SELECT last_name AS ln FROM customers ORDER BY ln") << true
        << QList<int>{};
    QTest::newRow("ORDER BY position")
        << QStringLiteral("SELECT id, last_name FROM customers ORDER BY 2") << true << QList<int>{};
    QTest::newRow("DISTINCT") << QStringLiteral("SELECT DISTINCT last_name FROM customers") << true
                              << QList<int>{};
    QTest::newRow("UNION") << QStringLiteral("SELECT last_name FROM customers UNION SELECT 'x'")
                           << true << QList<int>{};
    QTest::newRow("subquery") << QStringLiteral("SELECT (SELECT last_name FROM customers LIMIT 1)")
                              << true << QList<int>{};
    QTest::newRow("CTE") << QStringLiteral(
                                "WITH x AS (SELECT last_name FROM customers) SELECT * FROM x")
                         << true << QList<int>{};
    QTest::newRow("other table's column")
        << QStringLiteral("SELECT o.id FROM orders o WHERE o.last_name = 'x'") << false
        << QList<int>{};
    QTest::newRow("hidden column")
        << QStringLiteral("SELECT id FROM customers WHERE email LIKE 'a%'") << true << QList<int>{};
    QTest::newRow("hidden table") << QStringLiteral("SELECT 1 FROM payroll") << true
                                  << QList<int>{};
    QTest::newRow("catalog") << QStringLiteral("SELECT table_name FROM information_schema.tables")
                             << true << QList<int>{};
    QTest::newRow("NATURAL JOIN") << QStringLiteral("SELECT id FROM customers NATURAL JOIN orders")
                                  << true << QList<int>{};
    QTest::newRow("star in a subquery")
        << QStringLiteral("SELECT id FROM (SELECT * FROM customers) c") << true << QList<int>{};
}

void TestSecurityPrivacyRules::textJudgement() {
    QFETCH(QString, sql);
    QFETCH(bool, refused);
    QFETCH(QList<int>, masked);
    const db::PrivacyRules rules({QStringLiteral("payroll")}, {QStringLiteral("customers.email")},
                                 {QStringLiteral("customers.last_name")});
    const db::TextFacts facts = db::readSelectText(sql, sql::Flavor::MySQL);
    QList<db::RelationInfo> infos;
    for (const db::TextRelation &r : facts.relations) {
        db::RelationInfo info;
        info.kind =
            r.qualifier.compare(QLatin1String("information_schema"), Qt::CaseInsensitive) == 0
                ? db::RelationInfo::Kind::Catalog
                : db::RelationInfo::Kind::Table;
        info.schema = r.qualifier.isEmpty() ? QStringLiteral("shop") : r.qualifier;
        info.name = r.name;
        infos << info;
    }
    const db::TextJudgement j = db::judgeSelectText(facts, infos, rules);
    QVERIFY2(j.refused == refused, qPrintable(j.detail));
    if (!refused)
        QCOMPARE(j.maskedOutputs, masked);
}

void TestSecurityPrivacyRules::starIsExpanded() {
    const db::PrivacyRules rules({}, {}, {QStringLiteral("customers.last_name")});
    const db::TextFacts facts = db::readSelectText(
        u"SELECT o.id, c.* FROM orders o JOIN customers c ON c.id = o.customer_id",
        sql::Flavor::MySQL);
    QList<db::RelationInfo> infos;
    for (const db::TextRelation &r : facts.relations) {
        db::RelationInfo info;
        info.kind = db::RelationInfo::Kind::Table;
        info.name = r.name;
        info.columns = r.name == u"customers"
                           ? QStringList{QStringLiteral("id"), QStringLiteral("first_name"),
                                         QStringLiteral("last_name")}
                           : QStringList{QStringLiteral("id"), QStringLiteral("customer_id")};
        infos << info;
    }
    const db::TextJudgement j = db::judgeSelectText(facts, infos, rules);
    QVERIFY(!j.refused);
    QCOMPARE(j.outputNames,
             (QStringList{QStringLiteral("id"), QStringLiteral("id"), QStringLiteral("first_name"),
                          QStringLiteral("last_name")}));
    QCOMPARE(j.maskedOutputs, QList<int>{3});
}

void TestSecurityPrivacyRules::statementLevelRedaction() {
    // The friendlier first message: the access policy reads the text before the engine does.
    security::AccessPolicy p;
    p.redactedColumns = {QStringLiteral("customers.last_name")};
    QVERIFY(p.check(u"SELECT last_name FROM customers", sql::Flavor::SQLite).isEmpty());
    QVERIFY(
        p.check(u"SELECT * FROM customers", sql::Flavor::SQLite).isEmpty()); // the engine masks it
    QVERIFY(p.check(u"SELECT id FROM customers ORDER BY last_name", sql::Flavor::SQLite)
                .contains(QLatin1String("redacted")));
    QVERIFY(!p.check(u"SELECT count(*) FROM customers GROUP BY last_name", sql::Flavor::SQLite)
                 .isEmpty());
}

void TestSecurityPrivacyRules::executableCommentsAreRefused() {
    // MySQL runs /*! ... */: the guard never sees what is inside.
    QVERIFY(!security::checkModelSql(u"SELECT 1 /*!, email */ FROM customers", sql::Flavor::MySQL));
    QVERIFY(!security::checkModelSql(u"SELECT 1 /*M!100000 , email */ FROM customers",
                                     sql::Flavor::MySQL));
    QVERIFY(
        security::checkModelSql(u"SELECT 1 /* a comment */ FROM customers", sql::Flavor::MySQL));
}

void TestSecurityPrivacyRules::logKeepsNoLiterals() {
    QTemporaryDir dir;
    security::PrivacyLog log(dir.filePath(QStringLiteral("privacy.log")), 4096);
    QCOMPARE(security::PrivacyLog::withoutLiterals(
                 QStringLiteral("SELECT id FROM t WHERE name = 'Davis' AND n > 42")),
             QStringLiteral("SELECT id FROM t WHERE name = ? AND n > ?"));
    for (int i = 0; i < 200; ++i) {
        security::PrivacyLogEntry e;
        e.connectionId = i % 2 ? QStringLiteral("a") : QStringLiteral("b");
        e.connection = QStringLiteral("conn");
        e.verdict = security::PrivacyDecision::Refused;
        e.reason = QStringLiteral("reads the hidden column customers.email #%1").arg(i);
        e.statement = security::PrivacyLog::withoutLiterals(
            QStringLiteral("SELECT email FROM customers WHERE id = %1").arg(i));
        log.append(e);
    }
    // Cut to its newer half as it grows; newest first, one connection's only.
    QVERIFY(QFileInfo(log.path()).size() <= 4096 + 400);
    const QList<security::PrivacyLogEntry> recent = log.recent(QStringLiteral("a"), 5);
    QCOMPARE(recent.size(), 5);
    QVERIFY(recent.first().reason.endsWith(QLatin1String("#199")));
    for (const security::PrivacyLogEntry &e : recent) {
        QCOMPARE(e.connectionId, QStringLiteral("a"));
        QVERIFY(!e.statement.contains(QLatin1String("199")));
    }
}

QTEST_GUILESS_MAIN(TestSecurityPrivacyRules)
#include "tst_security_privacy_rules.moc"
