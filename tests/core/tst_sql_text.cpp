// The SQL tokenizer and statement splitter: quoting and comments of each dialect, statements that
// contain semicolons, and the column comments read from SQLite DDL.

#include "db/sqliteconnection.h"
#include "sql/relations.h"
#include "sql/statements.h"
#include "sql/tokenizer.h"

#include <QtTest>

using namespace assay;

class TestSqlText : public QObject {
    Q_OBJECT
private slots:
    void tokenizerIsLossless_data();
    void tokenizerIsLossless();
    void tokenKinds_data();
    void tokenKinds();
    void splitStatements_data();
    void splitStatements();
    void firstKeyword_data();
    void firstKeyword();
    void identifierText();
    void ddlComments();
    void positions();
    void relationAliases();
};

void TestSqlText::tokenizerIsLossless_data()
{
    QTest::addColumn<QString>("sql");
    QTest::newRow("plain") << "SELECT a, b FROM t WHERE x = 1";
    QTest::newRow("unterminated string") << "SELECT 'abc";
    QTest::newRow("unterminated comment") << "SELECT 1 /* never closed";
    QTest::newRow("unicode") << QStringLiteral("SELECT 'Müller' AS \"Straße\" -- ünïcode");
    QTest::newRow("operators") << "a<=b>=c<>d!=e||f::g->h->>i";
}

void TestSqlText::tokenizerIsLossless()
{
    QFETCH(QString, sql);
    for (auto flavor : {sql::Flavor::Generic, sql::Flavor::SQLite, sql::Flavor::PostgreSQL, sql::Flavor::MySQL}) {
        QString rebuilt;
        int expectedBegin = 0;
        for (const sql::Token &t : sql::tokenize(sql, flavor)) {
            QCOMPARE(t.begin, expectedBegin);
            QVERIFY(t.length > 0);
            rebuilt += t.text(sql);
            expectedBegin = t.end();
        }
        QCOMPARE(rebuilt, sql);
    }
}

void TestSqlText::tokenKinds_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<int>("flavor");
    QTest::addColumn<QString>("expected"); // kinds of significant tokens, space separated

    QTest::newRow("select") << "SELECT a FROM t" << int(sql::Flavor::Generic) << "w w w w";
    QTest::newRow("string with doubled quote") << "SELECT 'it''s'" << int(sql::Flavor::Generic) << "w s";
    QTest::newRow("quoted identifier") << "SELECT \"a b\" FROM t" << int(sql::Flavor::Generic) << "w q w w";
    QTest::newRow("dollar quote hides semicolon") << "SELECT $x$ a; b $x$" << int(sql::Flavor::PostgreSQL) << "w s";
    QTest::newRow("pg parameter") << "SELECT $1" << int(sql::Flavor::PostgreSQL) << "w p";
    QTest::newRow("pg escape string") << "SELECT E'a\\'b'" << int(sql::Flavor::PostgreSQL) << "w s";
    QTest::newRow("mysql backtick") << "SELECT `order` FROM t" << int(sql::Flavor::MySQL) << "w q w w";
    QTest::newRow("mysql hash comment") << "SELECT 1 # note\n" << int(sql::Flavor::MySQL) << "w n";
    QTest::newRow("mysql backslash escape") << "SELECT 'a\\'b'" << int(sql::Flavor::MySQL) << "w s";
    QTest::newRow("sqlite brackets") << "SELECT [my col] FROM t" << int(sql::Flavor::SQLite) << "w q w w";
    QTest::newRow("numbers") << "SELECT 1.5e3, .5, 0x1F" << int(sql::Flavor::Generic) << "w n , n , n";
    QTest::newRow("cast operator") << "SELECT a::int" << int(sql::Flavor::PostgreSQL) << "w w o w";
    QTest::newRow("qualified name") << "FROM s.t" << int(sql::Flavor::Generic) << "w w . w";
    QTest::newRow("parens and semicolon") << "(1);" << int(sql::Flavor::Generic) << "( n ) ;";
}

static QString kindCode(sql::TokenKind k)
{
    switch (k) {
    case sql::TokenKind::Word:
        return QStringLiteral("w");
    case sql::TokenKind::QuotedIdentifier:
        return QStringLiteral("q");
    case sql::TokenKind::String:
        return QStringLiteral("s");
    case sql::TokenKind::Number:
        return QStringLiteral("n");
    case sql::TokenKind::Parameter:
        return QStringLiteral("p");
    case sql::TokenKind::Operator:
        return QStringLiteral("o");
    case sql::TokenKind::LeftParen:
        return QStringLiteral("(");
    case sql::TokenKind::RightParen:
        return QStringLiteral(")");
    case sql::TokenKind::Comma:
        return QStringLiteral(",");
    case sql::TokenKind::Dot:
        return QStringLiteral(".");
    case sql::TokenKind::Semicolon:
        return QStringLiteral(";");
    default:
        return QStringLiteral("?");
    }
}

void TestSqlText::tokenKinds()
{
    QFETCH(QString, sql);
    QFETCH(int, flavor);
    QFETCH(QString, expected);
    QStringList kinds;
    for (const sql::Token &t : sql::significantTokens(sql, sql::Flavor(flavor)))
        kinds << kindCode(t.kind);
    // The MySQL '#' comment row expects the comment to vanish: "w n" means SELECT and 1.
    QCOMPARE(kinds.join(u' '), expected);
}

void TestSqlText::splitStatements_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<int>("flavor");
    QTest::addColumn<QStringList>("statements");

    QTest::newRow("two") << "SELECT 1; SELECT 2;" << int(sql::Flavor::Generic) << QStringList{"SELECT 1", "SELECT 2"};
    QTest::newRow("empty statements ignored") << ";;  SELECT 1 ; -- c\n ;" << int(sql::Flavor::Generic)
                                              << QStringList{"SELECT 1"};
    QTest::newRow("semicolon in string") << "SELECT ';'; SELECT 2" << int(sql::Flavor::Generic)
                                         << QStringList{"SELECT ';'", "SELECT 2"};
    QTest::newRow("semicolon in comment") << "SELECT 1 /* ; */; SELECT 2" << int(sql::Flavor::Generic)
                                          << QStringList{"SELECT 1", "SELECT 2"}; // a trailing comment is not part of it
    QTest::newRow("only comments") << "-- nothing\n/* here */" << int(sql::Flavor::Generic) << QStringList{};
    QTest::newRow("sqlite trigger body")
        << "CREATE TRIGGER t AFTER INSERT ON a BEGIN UPDATE b SET x = 1; DELETE FROM c; END; SELECT 1"
        << int(sql::Flavor::SQLite)
        << QStringList{"CREATE TRIGGER t AFTER INSERT ON a BEGIN UPDATE b SET x = 1; DELETE FROM c; END", "SELECT 1"};
    QTest::newRow("trigger with case")
        << "CREATE TRIGGER t AFTER INSERT ON a BEGIN SELECT CASE WHEN 1 THEN 2 END; END; SELECT 3"
        << int(sql::Flavor::SQLite)
        << QStringList{"CREATE TRIGGER t AFTER INSERT ON a BEGIN SELECT CASE WHEN 1 THEN 2 END; END", "SELECT 3"};
    QTest::newRow("pg function body") << "CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql; SELECT f()"
                                      << int(sql::Flavor::PostgreSQL)
                                      << QStringList{"CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql", "SELECT f()"};
    QTest::newRow("begin transaction is not a block") << "BEGIN; SELECT 1; COMMIT" << int(sql::Flavor::SQLite)
                                                      << QStringList{"BEGIN", "SELECT 1", "COMMIT"};
}

void TestSqlText::splitStatements()
{
    QFETCH(QString, sql);
    QFETCH(int, flavor);
    QFETCH(QStringList, statements);
    QStringList got;
    for (const sql::StatementRange &r : sql::splitStatements(sql, sql::Flavor(flavor)))
        got << r.text(sql).toString();
    QCOMPARE(got, statements);
}

void TestSqlText::firstKeyword_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QString>("keyword");
    QTest::newRow("select") << "select 1" << "SELECT";
    QTest::newRow("comment first") << "-- hi\n/* x */ WITH a AS (SELECT 1) SELECT * FROM a" << "WITH";
    QTest::newRow("parenthesised") << "((SELECT 1))" << "SELECT";
    QTest::newRow("empty") << "   " << "";
    QTest::newRow("string first") << "'x'" << "";
}

void TestSqlText::firstKeyword()
{
    QFETCH(QString, sql);
    QFETCH(QString, keyword);
    QCOMPARE(sql::firstKeyword(sql), keyword);
}

void TestSqlText::identifierText()
{
    const QString s = QStringLiteral("\"a\"\"b\" `c``d` [e f] plain");
    const auto tokens = sql::significantTokens(s, sql::Flavor::SQLite);
    QCOMPARE(tokens.size(), 4);
    QCOMPARE(sql::identifierText(s, tokens[0]), QStringLiteral("a\"b"));
    QCOMPARE(sql::identifierText(s, tokens[1]), QStringLiteral("c`d"));
    QCOMPARE(sql::identifierText(s, tokens[2]), QStringLiteral("e f"));
    QCOMPARE(sql::identifierText(s, tokens[3]), QStringLiteral("plain"));
}

void TestSqlText::ddlComments()
{
    const QString ddl = QStringLiteral(
        "CREATE TABLE orders ( -- One row per checkout\n"
        "    order_id INTEGER PRIMARY KEY, -- Order identifier\n"
        "    -- The day of the order\n"
        "    order_date DATE NOT NULL,\n"
        "    \"Total Amount\" NUMERIC(10,2), /* Amount in EUR */\n"
        "    status TEXT CHECK (status IN ('a','b')), -- 'a' or 'b'; semicolons; fine\n"
        "    plain INTEGER,\n"
        "    PRIMARY KEY (order_id) -- not a column\n"
        ")");
    const db::DdlComments c = db::parseDdlComments(ddl);
    QCOMPARE(c.table, QStringLiteral("One row per checkout"));
    QCOMPARE(c.columns.value("order_id"), QStringLiteral("Order identifier"));
    QCOMPARE(c.columns.value("order_date"), QStringLiteral("The day of the order"));
    QCOMPARE(c.columns.value("total amount"), QStringLiteral("Amount in EUR"));
    QCOMPARE(c.columns.value("status"), QStringLiteral("'a' or 'b'; semicolons; fine"));
    QVERIFY(!c.columns.contains("plain"));
    QVERIFY(!c.columns.contains("primary"));
}

void TestSqlText::positions()
{
    const QString text = QStringLiteral("SELECT 1\nFROM x\n  WHERE");
    QCOMPARE(sql::positionOf(text, 0).line, 1);
    QCOMPARE(sql::positionOf(text, 9).line, 2);
    QCOMPARE(sql::positionOf(text, 9).column, 1);
    QCOMPARE(sql::positionOf(text, 18).line, 3);
    QCOMPARE(sql::positionOf(text, 18).column, 3);
}

void TestSqlText::relationAliases()
{
    const QString q = QStringLiteral("SELECT T1.name FROM singer AS T1 JOIN concert c ON c.id = T1.id, main.stadium "
                                     "WHERE x IN (SELECT y FROM other)");
    const sql::RelationReferences r = sql::findRelations(q);
    QCOMPARE(r.relations.size(), 4);
    QCOMPARE(r.relations[0].name, QStringLiteral("singer"));
    QCOMPARE(r.relations[0].alias, QStringLiteral("T1"));
    QCOMPARE(r.relations[1].alias, QStringLiteral("c"));
    QCOMPARE(r.relations[2].qualifier, QStringLiteral("main"));
    QVERIFY(r.relations[2].alias.isEmpty()); // WHERE is not an alias
    QCOMPARE(r.relations[3].name, QStringLiteral("other"));
}

QTEST_GUILESS_MAIN(TestSqlText)
#include "tst_sql_text.moc"
