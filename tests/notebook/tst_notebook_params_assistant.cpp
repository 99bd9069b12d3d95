// The Assistant knows the notebook's parameters: the context a model writes SQL from lists them
// (how a list or a range is written, the value now), SQL a model wrote with `:region` runs bound
// through the same StepRunner as every answer, and the offline assistant reads "the selected
// region" as the parameter: its SQL says :region, and its rows are those of the value written out.

#include "offlinetesthelpers.h"

#include "agents/notebookcontext.h"
#include "ask/steprunner.h"
#include "offline/offlineassistant.h"

#include <QtTest>

using namespace assay;
using namespace assay::notebook;

namespace {

Cell parameterCell(const QString &name, ParameterType type, const QStringList &value,
                   bool multiple = false) {
    Cell c;
    c.id = QStringLiteral("p_") + name;
    c.kind = CellKind::Parameter;
    c.name = name;
    c.parameter.type = type;
    c.parameter.multiple = multiple;
    c.parameter.defaultValue = value;
    return c;
}

QList<QStringList> textRows(const QList<db::Row> &rows) {
    QList<QStringList> out;
    for (const db::Row &r : rows) {
        QStringList line;
        for (const QVariant &v : r)
            line << v.toString();
        out << line;
    }
    return out;
}

} // namespace

class TestNotebookParamsAssistant : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void contextListsTheParameters();
    void modelSqlWithAParameterRunsBound();
    void offlineReadsTheSelectedParameter();
    void offlineDeclinesWhenTheValueIsNoFilter();

private:
    ask::AskRequest request(const QString &question, const QList<Cell> &cells) const;

    std::unique_ptr<db::Connection> m_db;
    std::shared_ptr<const knowledge::KnowledgeSnapshot> m_knowledge;
    QString m_region; // a region of the sample, read from it
};

void TestNotebookParamsAssistant::initTestCase() {
    m_db = test::openSample();
    m_knowledge = test::offlineSampleKnowledge(*m_db);
    const QList<QStringList> names =
        test::rowsOf(*m_db, QStringLiteral("SELECT name FROM regions ORDER BY region_id LIMIT 1"));
    QVERIFY(!names.isEmpty());
    m_region = names.first().first();
}

ask::AskRequest TestNotebookParamsAssistant::request(const QString &question,
                                                     const QList<Cell> &cells) const {
    ask::AskRequest r;
    r.question = question;
    r.cells = cells;
    r.flavor = sql::Flavor::SQLite;
    r.today = QDate(2025, 6, 30);
    r.rowCap = 100000;
    return r;
}

void TestNotebookParamsAssistant::contextListsTheParameters() {
    const QList<Cell> cells{
        parameterCell(QStringLiteral("region"), ParameterType::Text, {m_region}),
        parameterCell(QStringLiteral("regions"), ParameterType::Choice, {"a", "b"}, true),
        parameterCell(QStringLiteral("period"), ParameterType::DateRange,
                      {"2025-01-01", "2025-03-31"})};
    const agents::NotebookContext ctx = agents::selectNotebookContext(
        request(QStringLiteral("revenue for the selected region"), cells));
    QVERIFY2(
        ctx.parameters.contains(QStringLiteral(":region (text, now \u201c%1\u201d)").arg(m_region)),
        qPrintable(ctx.parameters));
    QVERIFY(ctx.parameters.contains(QStringLiteral("IN (:regions)")));
    QVERIFY(ctx.parameters.contains(QStringLiteral(":period.start and :period.end")));
    QVERIFY(ctx.text.contains(QStringLiteral("never write the value itself")));
    QVERIFY(ctx.tokens > 0);
}

void TestNotebookParamsAssistant::modelSqlWithAParameterRunsBound() {
    // What a model answers to "revenue by month for the selected region": SQL with :region.
    const QList<Cell> cells{
        parameterCell(QStringLiteral("region"), ParameterType::Text, {m_region})};
    const ask::AskRequest r =
        request(QStringLiteral("revenue by month for the selected region"), cells);
    const ask::StepRunner runner(*m_db, m_knowledge->catalog, r);
    const QString sql = QStringLiteral(
        "SELECT strftime('%Y-%m', o.order_date) AS month, SUM(ol.amount) AS revenue FROM "
        "order_lines ol "
        "JOIN orders o ON o.order_id = ol.order_id JOIN stores s ON s.store_id = o.store_id "
        "JOIN regions g ON g.region_id = s.region_id WHERE g.name = :region GROUP BY 1 ORDER BY 1");
    const ask::RunOutcome out = runner.run(QStringLiteral("revenue_by_month"), sql, {});
    QVERIFY2(out.ok, qPrintable(out.error));
    QVERIFY(out.executedSql.contains(QStringLiteral("?1")));
    QVERIFY(!out.executedSql.contains(m_region));
    QString literal = sql;
    literal.replace(QStringLiteral(":region"), QStringLiteral("'%1'").arg(QString(m_region).replace(
                                                   u'\'', QStringLiteral("''"))));
    const QList<QStringList> expected = test::rowsOf(*m_db, literal);
    QVERIFY(!expected.isEmpty());
    QCOMPARE(textRows(out.sample.rows), expected);
}

void TestNotebookParamsAssistant::offlineReadsTheSelectedParameter() {
    const offline::OfflineAssistant assistant(m_knowledge, db::Engine::SQLite);
    const QList<Cell> cells{
        parameterCell(QStringLiteral("region"), ParameterType::Text, {m_region})};
    const ask::AskResult byParameter = assistant.answer(
        request(QStringLiteral("revenue by month for the selected region"), cells), *m_db, {});
    QVERIFY2(byParameter.answered(), qPrintable(byParameter.message));
    const QString sql = byParameter.steps.first().sql;
    qInfo().noquote() << sql;
    QVERIFY2(sql.contains(QStringLiteral(":region")), qPrintable(sql));
    QVERIFY(!sql.contains(m_region));
    // The same rows as the question with the value written in it.
    const ask::AskResult byValue = assistant.answer(
        request(QStringLiteral("revenue by month for %1").arg(m_region), {}), *m_db, {});
    QVERIFY2(byValue.answered(), qPrintable(byValue.message));
    QCOMPARE(textRows(byParameter.steps.first().sample.rows),
             textRows(byValue.steps.first().sample.rows));
    QVERIFY(!byParameter.steps.first().sample.rows.isEmpty());
}

void TestNotebookParamsAssistant::offlineDeclinesWhenTheValueIsNoFilter() {
    // A value the data does not hold: the reader cannot tell which column it filters, and says
    // so rather than answer without the parameter.
    const offline::OfflineAssistant assistant(m_knowledge, db::Engine::SQLite);
    const QList<Cell> cells{
        parameterCell(QStringLiteral("region"), ParameterType::Text, {QStringLiteral("Qwxzzy")})};
    const ask::AskResult r = assistant.answer(
        request(QStringLiteral("revenue by month for the selected region"), cells), *m_db, {});
    QVERIFY(!r.answered());
    QVERIFY2(!r.message.isEmpty(), qPrintable(r.message));
    for (const ask::AskStep &s : r.steps)
        QVERIFY(!s.sql.contains(QStringLiteral("Qwxzzy")));
}

QTEST_GUILESS_MAIN(TestNotebookParamsAssistant)
#include "tst_notebook_params_assistant.moc"
