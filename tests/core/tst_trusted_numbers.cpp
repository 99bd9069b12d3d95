// Numbers an analyst can trust outside the grid: every report (HTML, Markdown, Jupyter; PDF in
// tst_analyst_day), {{name}} values and insights write a value as the grid does (no binary noise,
// the reader's separators, a comma-decimal locale too), and an insight about a top N or a
// filtered set says what its shares and extremes are of ("of the top 5"), in the template and in
// what the model is asked to phrase.

#include "agents/insightphrasing.h"
#include "ask/answerpresenter.h"
#include "charts/resultsample.h"
#include "db/columnformats.h"
#include "db/resultstore.h"
#include "export/htmlreport.h"
#include "export/ipynbexport.h"
#include "export/markdownreport.h"
#include "export/markdowntext.h"
#include "export/report.h"
#include "insights/insightfacts.h"
#include "insights/insightwriter.h"
#include "notebook/notebook.h"
#include "sql/queryscope.h"

#include <QRegularExpression>
#include <QScopeGuard>
#include <QtTest>

using namespace assay;

namespace {

db::ResultColumn column(const char *name, db::ValueType type, const char *declared = "")
{
    return {QString::fromLatin1(name), QString::fromLatin1(declared), type};
}

std::shared_ptr<db::ResultStore> storeOf(const QList<db::ResultColumn> &columns, QList<db::Row> rows)
{
    auto store = std::make_shared<db::ResultStore>();
    store->setColumns(columns);
    store->append(std::move(rows));
    store->markComplete();
    return store;
}

// A SUM of money as SQLite hands it back: the binary noise of adding doubles.
constexpr double NoisySum = 660625.88999996;
constexpr double NoisyTotal = 1899466.0499999726;

// Seven or more decimals: more than the grid ever writes (it needs at most 6), so noise.
const QRegularExpression FloatNoise(QStringLiteral("\\d[.,]\\d{7,}"));

// A notebook with a SQL cell whose result is a noisy sum per region, and a text cell that
// embeds a noisy single value.
void fillNotebook(notebook::Notebook &nb)
{
    notebook::Cell regions;
    regions.kind = notebook::CellKind::Sql;
    regions.name = QStringLiteral("revenue_by_region");
    regions.source = QStringLiteral("SELECT region, SUM(amount) AS revenue FROM sales GROUP BY region");
    const QString regionsId = nb.insertCell(0, regions);
    notebook::Cell total;
    total.kind = notebook::CellKind::Sql;
    total.name = QStringLiteral("total_revenue");
    total.source = QStringLiteral("SELECT SUM(amount) AS revenue FROM sales");
    const QString totalId = nb.insertCell(1, total);
    notebook::Cell text;
    text.kind = notebook::CellKind::Markdown;
    text.source = QStringLiteral("Revenue: **{{total_revenue}}**.");
    nb.insertCell(2, text);
    notebook::OutputInfo o;
    o.ranAt = QDateTime::currentDateTimeUtc();
    o.rowCount = 2;
    nb.setResult(regionsId,
                 storeOf({column("region", db::ValueType::Text), column("revenue", db::ValueType::Real)},
                         {{QStringLiteral("North"), NoisySum}, {QStringLiteral("South"), 12.5}}),
                 o);
    o.rowCount = 1;
    nb.setResult(totalId, storeOf({column("revenue", db::ValueType::Real)}, {{NoisyTotal}}), o);
}

// Top five products by revenue: the rows a "top 5" question gets back.
charts::ResultSample topFive()
{
    charts::ResultSample s;
    s.columns = {column("product", db::ValueType::Text), column("revenue", db::ValueType::Real)};
    s.rows = {{QStringLiteral("Kestrel Air Camera 140"), 31605.73},
              {QStringLiteral("Orbit Desk Lamp"), 25110.10},
              {QStringLiteral("Voltra Pro Laptop 900"), 22001.00},
              {QStringLiteral("Nimbus Tablet 8"), 17900.25},
              {QStringLiteral("Voltra Lite Laptop 430"), 15800.00}};
    s.totalRows = s.rows.size();
    return s;
}

const QString TopFiveSql = QStringLiteral(
    "SELECT p.name AS product, SUM(ol.amount) AS revenue FROM order_lines ol JOIN products p ON p.product_id = ol.product_id\n"
    "GROUP BY p.name ORDER BY revenue DESC LIMIT 5");

} // namespace

class TestTrustedNumbers : public QObject {
    Q_OBJECT
private slots:
    void init() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void oneRuleForAValue_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("declared");
        QTest::addColumn<QString>("text");
        QTest::newRow("noisy sum") << "en_US" << QVariant(NoisySum) << "revenue" << "" << "660,625.89";
        QTest::newRow("noisy sum, German") << "de_DE" << QVariant(NoisySum) << "revenue" << "" << "660.625,89";
        QTest::newRow("noisy total") << "en_US" << QVariant(NoisyTotal) << "revenue" << "" << "1,899,466.05";
        QTest::newRow("0.1 + 0.2") << "en_US" << QVariant(0.1 + 0.2) << "rate" << "" << "0.3";
        QTest::newRow("declared scale") << "en_US" << QVariant(40.7) << "price" << "NUMERIC(10,2)" << "40.70";
        QTest::newRow("a year is a label") << "en_US" << QVariant(qint64(2024)) << "year" << "" << "2024";
        QTest::newRow("whole number") << "de_DE" << QVariant(qint64(1234567)) << "orders" << "" << "1.234.567";
    }

    void oneRuleForAValue()
    {
        QFETCH(QString, locale);
        QFETCH(QVariant, value);
        QFETCH(QString, name);
        QFETCH(QString, declared);
        QFETCH(QString, text);
        const db::ValueType type = value.typeId() == QMetaType::Double ? db::ValueType::Real : db::ValueType::Integer;
        QCOMPARE(db::formatSingleValue({name, declared, type}, value, QLocale(locale)), text);
    }

    void reportsWriteNumbersAsTheGridDoes_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("sum");
        QTest::addColumn<QString>("total");
        QTest::newRow("English") << "en_US" << "660,625.89" << "1,899,466.05";
        QTest::newRow("German, a comma decimal") << "de_DE" << "660.625,89" << "1.899.466,05";
    }

    void reportsWriteNumbersAsTheGridDoes()
    {
        QFETCH(QString, locale);
        QFETCH(QString, sum);
        QFETCH(QString, total);
        QLocale::setDefault(QLocale(locale));
        notebook::Notebook nb;
        fillNotebook(nb);
        const exports::Report report = exports::buildReport(nb, {});
        QCOMPARE(report.cells[0].table.rows[0][1], sum);
        QCOMPARE(report.cells[1].table.rows[0][0], total);
        QVERIFY2(report.cells[2].markdown.contains(total), qPrintable(report.cells[2].markdown));
        const QString html = QString::fromUtf8(exports::htmlReport(report));
        const QString markdown = QString::fromUtf8(exports::markdownReport(report, QStringLiteral("files")).main);
        const QString jupyter = QString::fromUtf8(exports::ipynbNotebook(report));
        for (const QString &written : {html, markdown, jupyter}) {
            QVERIFY2(written.contains(sum) && written.contains(total), qPrintable(written.left(2000)));
            const QRegularExpressionMatch noise = FloatNoise.match(written);
            QVERIFY2(!noise.hasMatch(), qPrintable(noise.captured(0)));
        }
    }

    void queryScope_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<qint64>("limit");
        QTest::addColumn<bool>("descending");
        QTest::addColumn<bool>("having");
        QTest::newRow("top 5") << TopFiveSql << qint64(5) << true << false;
        QTest::newRow("no limit") << "SELECT a, SUM(b) FROM t GROUP BY a ORDER BY 2 DESC" << qint64(0) << true << false;
        QTest::newRow("ascending") << "SELECT a FROM t ORDER BY a LIMIT 3 OFFSET 6" << qint64(3) << false << false;
        QTest::newRow("MySQL offset, count") << "SELECT a FROM t ORDER BY b DESC LIMIT 10, 20" << qint64(20) << true << false;
        QTest::newRow("tie-breaker DESC is not the order")
            << "SELECT a FROM t ORDER BY a ASC, b DESC LIMIT 4" << qint64(4) << false << false;
        QTest::newRow("limit inside a CTE is not the result's")
            << "WITH top AS (SELECT a FROM t ORDER BY a DESC LIMIT 5) SELECT COUNT(*) FROM top" << qint64(0) << false << false;
        QTest::newRow("subquery limit") << "SELECT * FROM (SELECT a FROM t LIMIT 2) x" << qint64(0) << false << false;
        QTest::newRow("having") << "SELECT a, SUM(b) FROM t GROUP BY a HAVING SUM(b) > 100" << qint64(0) << false << true;
        QTest::newRow("fetch first") << "SELECT a FROM t ORDER BY b DESC FETCH FIRST 7 ROWS ONLY" << qint64(7) << true << false;
        QTest::newRow("top") << "SELECT TOP 3 a FROM t ORDER BY b DESC" << qint64(3) << true << false;
        QTest::newRow("in a string") << "SELECT 'LIMIT 5' AS a FROM t" << qint64(0) << false << false;
    }

    void queryScope()
    {
        QFETCH(QString, sql);
        QFETCH(qint64, limit);
        QFETCH(bool, descending);
        QFETCH(bool, having);
        const sql::QueryScope s = sql::queryScope(sql);
        QCOMPARE(s.limit, limit);
        QCOMPARE(s.descending && s.ordered, descending);
        QCOMPARE(s.having, having);
    }

    void aTopFiveInsightSaysWhatItIsOf()
    {
        const charts::ResultSample rows = topFive();
        const ask::Presentation top = ask::presentResult(rows, TopFiveSql, QStringLiteral("top 5 products by revenue"),
                                                         QStringLiteral("top_products"), nullptr, true,
                                                         std::make_shared<db::CancelToken>());
        QVERIFY2(!top.insight.isEmpty(), "no insight");
        // The share is of these five, the lowest the lowest of the five.
        QVERIFY2(top.insight.contains(QLatin1String("of the total of the top 5")), qPrintable(top.insight));
        QVERIFY2(top.insight.contains(QLatin1String("has the lowest of the top 5")), qPrintable(top.insight));
        QVERIFY2(!top.insight.contains(QLatin1String("of the total.")), qPrintable(top.insight));
        QVERIFY2(!top.insight.contains(QLatin1String("has the lowest:")), qPrintable(top.insight));
        QVERIFY2(top.insight.contains(QLatin1String("only the top 5 row")), qPrintable(top.insight));
        QVERIFY2(!top.insight.contains(QLatin1String("top 3 make up")), qPrintable(top.insight));
        // The values are written as the grid writes them.
        QVERIFY2(top.insight.contains(QLatin1String("31,605.73")), qPrintable(top.insight));

        // The same rows from a query without a LIMIT are all there are: "of the total" is true.
        const QString all = QString(TopFiveSql).remove(QStringLiteral(" LIMIT 5"));
        const ask::Presentation whole = ask::presentResult(rows, all, QString(), QStringLiteral("products"), nullptr, true,
                                                           std::make_shared<db::CancelToken>());
        QVERIFY2(whole.insight.contains(QLatin1String("of the total.")), qPrintable(whole.insight));
        QVERIFY2(whole.insight.contains(QLatin1String("has the lowest:")), qPrintable(whole.insight));
        // A LIMIT the result did not reach cut nothing.
        const ask::Presentation under = ask::presentResult(rows, QString(TopFiveSql).replace(QLatin1String("LIMIT 5"), QLatin1String("LIMIT 50")),
                                                           QString(), QStringLiteral("products"), nullptr, true,
                                                           std::make_shared<db::CancelToken>());
        QVERIFY2(under.insight.contains(QLatin1String("of the total.")), qPrintable(under.insight));
        // Groups a HAVING kept: their total is not everyone's.
        const ask::Presentation having = ask::presentResult(
            rows, QStringLiteral("SELECT p.name AS product, SUM(ol.amount) AS revenue FROM order_lines ol JOIN products p USING (product_id) "
                                 "GROUP BY p.name HAVING SUM(ol.amount) > 15000"),
            QString(), QStringLiteral("products"), nullptr, true, std::make_shared<db::CancelToken>());
        QVERIFY2(having.insight.contains(QLatin1String("of the total of these 5")), qPrintable(having.insight));
    }

    void theModelIsToldTheScope()
    {
        const charts::ResultSample rows = topFive();
        insights::InsightFacts facts = insights::computeTableFacts(rows, insights::scopeOfQuery(TopFiveSql, rows.totalRows));
        const llm::ChatRequest request = agents::buildPhrasingRequest(facts, QStringLiteral("top 5 products by revenue"), {});
        QString prompt;
        for (const llm::Message &m : request.messages)
            prompt += m.content;
        QVERIFY2(prompt.contains(QLatin1String("Scope: these 5 rows are part of the data")), qPrintable(prompt));
        // A sum of the five is not the column's total: no such fact reaches the model.
        QVERIFY2(!prompt.contains(QLatin1String("adds up to")), qPrintable(prompt));
        QVERIFY(!prompt.contains(QLatin1String("{{")));
        facts.scope = {};
        const llm::ChatRequest whole = agents::buildPhrasingRequest(facts, QString(), {});
        QVERIFY(whole.messages.last().content.contains(QLatin1String("Scope: the whole result")));
    }

    void insightValuesAsTheGridShowsThem()
    {
        charts::ResultSample one;
        one.columns = {column("revenue", db::ValueType::Real), column("year", db::ValueType::Integer)};
        one.rows = {{NoisyTotal, qint64(2024)}};
        one.totalRows = 1;
        const insights::Insight i = insights::templateInsight(insights::computeTableFacts(one));
        QVERIFY2(i.markdown.contains(QLatin1String("**revenue** is 1,899,466.05.")), qPrintable(i.markdown));
        QVERIFY2(i.markdown.contains(QLatin1String("**year** is 2024.")), qPrintable(i.markdown));
        QVERIFY(!FloatNoise.match(i.markdown).hasMatch());
        QVERIFY(insights::checkNumbers(i.markdown, insights::allowedNumbers(insights::computeTableFacts(one))).ok());
        // A comma-decimal locale: the same value, its own separators, and still checked.
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const insights::InsightFacts german = insights::computeTableFacts(one);
        const insights::Insight de = insights::templateInsight(german);
        QVERIFY2(de.markdown.contains(QLatin1String("1.899.466,05")), qPrintable(de.markdown));
        QVERIFY(insights::checkNumbers(de.markdown, insights::allowedNumbers(german)).ok());
    }
};

QTEST_GUILESS_MAIN(TestTrustedNumbers)
#include "tst_trusted_numbers.moc"
