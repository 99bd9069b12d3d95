// The offline reader's stages one by one, with no database: a small retail schema built by hand
// (offlinestageschema.h), value search faked from a few stored values, and each stage's output
// checked for a question. Rows marked QEXPECT_FAIL hold the right reading the stages miss today.

#include "offlinestageschema.h"

#include "offline/choicebook.h"
#include "offline/planjoins.h"
#include "offline/queryplan.h"
#include "offline/questionwords.h"
#include "offline/roles.h"
#include "offline/shapewords.h"
#include "offline/sqlwriter.h"
#include "offline/structure.h"
#include "offline/askback.h"
#include "offline/spelling.h"
#include "offline/wordledger.h"

#include "knowledge/wordnet.h"

#include <QtTest>

#include <optional>

using namespace assay;
using namespace assay::offline;

namespace {

const QDate Today(2024, 6, 15);

const test::StageSchema &retail()
{
    static const test::StageSchema s;
    return s;
}

// ---- running the stages ----------------------------------------------------------------------

enum class Upto { Words, Mentions, Shape, Structure, Roles, Plan, Sql };

// The stages' outputs up to a stage, or the first decline.
struct Run {
    std::optional<QuestionWords> words;
    std::optional<Mentions> mentions;
    std::optional<ShapeWords> shape;
    std::optional<AbsenceReading> absent; // its mentions are what the stages after it see
    std::optional<Structure> structure;
    std::optional<Roles> roles;
    std::optional<QueryPlan> plan;
    std::optional<JoinedPlan> joined;
    std::optional<WrittenSql> sql;
    Decline decline;
    QString declinedAt;
};

template <typename T>
bool keep(Staged<T> staged, std::optional<T> &into, Run &run, const char *stage)
{
    if (!staged.ok()) {
        run.decline = staged.decline();
        run.declinedAt = QString::fromLatin1(stage);
        return false;
    }
    into = std::move(*staged);
    return true;
}

void runRolesAndPlan(Run &run, Upto upto)
{
    const test::StageSchema &s = retail();
    ChoiceBook book(s.lex, {});
    const RoleInputs in{s.lex, *run.words, run.absent->mentions, *run.shape, *run.structure};
    if (!keep(assignRoles(in, book), run.roles, run, "roles") || upto == Upto::Roles)
        return;
    if (!keep(buildPlan(in, *run.roles), run.plan, run, "plan") || upto == Upto::Plan)
        return;
    const QList<schema::JoinPreference> preferences;
    const schema::JoinChoice choice;
    if (keep(planJoins(*run.plan, JoinInputs{s.lex, s.planner, preferences, choice}, book), run.joined, run, "joins"))
        keep(writeSql(*run.plan, *run.joined, s.lex), run.sql, run, "sql");
}

Run read(const QString &question, Upto upto)
{
    const test::StageSchema &s = retail();
    Run run;
    if (!keep(readWords(question, Today), run.words, run, "words") || upto == Upto::Words)
        return run;
    if (!keep(findMentions(*run.words, s.lex, s.sources), run.mentions, run, "mentions") || upto == Upto::Mentions)
        return run;
    run.shape = readShape(*run.words, *run.mentions, s.lex);
    if (upto == Upto::Shape)
        return run;
    run.absent = readAbsences(*run.words, *run.mentions, *run.shape, s.lex);
    if (!keep(readStructure(*run.words, run.absent->mentions, *run.shape, s.lex, run.absent->absences), run.structure, run,
              "structure") ||
        upto == Upto::Structure)
        return run;
    runRolesAndPlan(run, upto);
    return run;
}

// ---- naming outputs for comparisons ----------------------------------------------------------

QString colName(int ci)
{
    return ci < 0 ? QStringLiteral("-") : retail().lex.colTitle(ci);
}

QString tableName(int t)
{
    return t < 0 ? QStringLiteral("-") : retail().lex.tabs[t].name;
}

// A mention's best candidate: "table" or "table.column".
QString mentionName(const SchemaMention &m)
{
    const Candidate &c = m.candidates.first();
    return c.col >= 0 ? colName(c.col) : tableName(c.table);
}

QStringList mentionNames(const Run &run, const QList<int> &indexes)
{
    QStringList out;
    for (int i : indexes)
        out << mentionName(run.mentions->schema[i]);
    return out;
}

QString aggName(Agg a)
{
    return a == Agg::None ? QStringLiteral("none") : aggSql(a);
}

QStringList aggNames(const QList<Agg> &aggs)
{
    QStringList out;
    for (Agg a : aggs)
        out << aggName(a);
    return out;
}

QStringList colNames(const QList<int> &cols)
{
    QStringList out;
    for (int c : cols)
        out << colName(c);
    return out;
}

QString grainName(ask::TimeGrainHint g)
{
    switch (g) {
    case ask::TimeGrainHint::Day: return QStringLiteral("day");
    case ask::TimeGrainHint::Week: return QStringLiteral("week");
    case ask::TimeGrainHint::Month: return QStringLiteral("month");
    case ask::TimeGrainHint::Quarter: return QStringLiteral("quarter");
    case ask::TimeGrainHint::Year: return QStringLiteral("year");
    case ask::TimeGrainHint::None: break;
    }
    return QStringLiteral("none");
}

// "Berlin=stores.city,customers.city": the text and where it is stored, best first.
QString valueName(const ValueMention &v)
{
    QStringList places;
    for (const knowledge::ValueHit &h : v.hits)
        places << h.table + u'.' + h.column;
    return v.text + u'=' + places.join(u',');
}

// "customers.age > 30"; a HAVING count names the table counted.
QString comparisonName(const Run &run, const Comparison &c)
{
    return mentionName(run.mentions->schema[c.mention]) + u' ' + c.op + u' ' + c.number;
}

// What a run that stopped early says instead of a stage's output.
QString declined(const Run &run)
{
    return QStringLiteral("(declined at %1: %2: %3)")
        .arg(run.declinedAt, ask::declineReasonKey(run.decline.reason), run.decline.text());
}

// A decline as a row expects it: "declined: " and the reason's key, and a word the reason must
// quote (“...”) when given.
QString declinedAs(ask::DeclineReason reason, const QString &quoted = {})
{
    return QStringLiteral("declined: ") + ask::declineReasonKey(reason) +
           (quoted.isEmpty() ? QString() : QStringLiteral(" “%1”").arg(quoted));
}

// Whether a decline is the one `expected` (declinedAs) names: its reason, and the words quoted.
bool declineIs(const Decline &d, const QString &expected)
{
    const QString key = expected.section(u' ', 1, 1);
    const qsizetype open = expected.indexOf(u'“');
    const QString quoted = open < 0 ? QString() : expected.mid(open + 1).chopped(1);
    return ask::declineReasonKey(d.reason) == key &&
           (quoted.isEmpty() || std::any_of(d.args.begin(), d.args.end(), [&](const QString &a) { return a.contains(quoted); }));
}

// Empty when the run declined as expected: not at all for None, else at `stage` for `reason`.
// Otherwise what happened instead.
QString declineMismatch(const Run &run, ask::DeclineReason reason, const char *stage)
{
    const bool expected = reason == ask::DeclineReason::None
                              ? run.decline.isEmpty()
                              : run.decline.reason == reason && run.declinedAt == QLatin1String(stage);
    if (expected)
        return {};
    return run.decline.isEmpty() ? QStringLiteral("not declined") : declined(run);
}

QStringList rangeNames(const QList<ask::TimeRange> &ranges)
{
    QStringList out;
    for (const ask::TimeRange &r : ranges)
        out << r.from.toString(Qt::ISODate) + QStringLiteral("..") + r.to.toString(Qt::ISODate);
    return out;
}

QString flagsOf(const ShapeWords &s)
{
    QStringList flags;
    if (s.count)
        flags << QStringLiteral("count");
    if (s.share)
        flags << QStringLiteral("share");
    if (s.distinct)
        flags << QStringLiteral("distinct");
    return flags.join(u' ');
}

QString superlativeOf(const Run &r)
{
    if (!r.shape->superlative)
        return {};
    const int t = r.shape->superlativeToken;
    return t >= 0 && t < r.words->tokens.size() ? r.words->tokens[t].raw : QStringLiteral("(no token)");
}

QStringList filterNames(const QList<Filter> &filters)
{
    QStringList out;
    for (const Filter &f : filters)
        out << colName(f.col) + u'=' + f.value;
    return out;
}

// ---- test data -------------------------------------------------------------------------------

// "a | b | c" -> {"a", "b", "c"}; "" -> {}.
QStringList parts(const char *text)
{
    return QString::fromUtf8(text).split(QStringLiteral(" | "), Qt::SkipEmptyParts);
}

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

// A list as one string, so that a failed comparison shows both lists whole.
QString joined(const QStringList &list)
{
    return list.join(QStringLiteral(" | "));
}

// A row named by its question, with the question as the first column.
QTestData &row(const char *question)
{
    return QTest::newRow(question) << QString::fromUtf8(question);
}

} // namespace

class TestOfflineStages : public QObject {
    Q_OBJECT

private slots:
    void readWordsNumbers_data();
    void readWordsNumbers();
    void readWordsDeclines_data();
    void readWordsDeclines();
    void readWordsTime_data();
    void readWordsTime();
    void readWordsPossessive_data();
    void readWordsPossessive();
    void findMentions_data();
    void findMentions();
    void readShape_data();
    void readShape();
    void readStructure_data();
    void readStructure();
    void negationsAndAverages_data();
    void negationsAndAverages();
    void ratiosOfTwoFigures_data();
    void ratiosOfTwoFigures();
    void listsAndRankings_data();
    void listsAndRankings();
    void rolesAndPlan_data();
    void rolesAndPlan();
    void rolesOfferOtherValuePlace();
    void writeSql_data();
    void writeSql();
    void wordLedger_data();
    void wordLedger();
    void weakLinksAskBack_data();
    void weakLinksAskBack();
    void spellingCorrections_data();
    void spellingCorrections();
    void analystShapes_data();
    void analystShapes();
};

// ---- readWords -------------------------------------------------------------------------------

void TestOfflineStages::readWordsNumbers_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("numbers"); // the tokens read as numbers
    row("customers with at least two orders") << str("customers with at least 2 orders") << parts("2");
    row("customers with more than three orders") << str("customers with more than 3 orders") << parts("3");
    row("stores with fewer than ten orders") << str("stores with fewer than 10 orders") << parts("10");
    row("customers with two or more orders") << str("customers with 2 or more orders") << parts("2");
    row("two stores") << str("two stores") << parts(""); // no bound before it
    QTest::newRow("spaces and a line break") << str("  how   many\n orders ") << str("how many orders") << parts("");
    row("orders in 2023") << str("orders in 2023") << parts("2023");
}

void TestOfflineStages::readWordsNumbers()
{
    QFETCH(QString, question);
    QFETCH(QString, text);
    QFETCH(QStringList, numbers);
    const Run r = read(question, Upto::Words);
    QVERIFY2(r.words, qPrintable(r.decline.text()));
    QCOMPARE(r.words->text, text);
    QCOMPARE(r.words->lower, text.toLower());
    QStringList actual;
    for (const Token &t : r.words->tokens)
        if (t.number)
            actual << t.raw;
    QCOMPARE(joined(actual), joined(numbers));
}

void TestOfflineStages::readWordsDeclines_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<ask::DeclineReason>("reason"); // None: read
    row("Umsatz nach Region") << ask::DeclineReason::NotEnglish;
    row("Umsatz nach Region im Jahr 2023") << ask::DeclineReason::NotEnglish;
    row("why did the amount drop in 2023") << ask::DeclineReason::NeedsModel;
    row("predict the orders of next month") << ask::DeclineReason::NeedsModel;
    row("orders except those from Berlin") << ask::DeclineReason::SeparateSets;
    // read later: values of one column all or any of which are wanted
    row("customers with both web and store orders") << ask::DeclineReason::None;
    row("products priced higher than any toy") << ask::DeclineReason::SeparateSets;
    // read later: a value not wanted, rows without another table's, a column's average
    row("orders not from Berlin") << ask::DeclineReason::None;
    row("customers who never ordered") << ask::DeclineReason::None;
    row("products priced above average") << ask::DeclineReason::None;
    row("amount in 2023 compared with March 2022") << ask::DeclineReason::PeriodsOfDifferentKinds;
    row("how many orders") << ask::DeclineReason::None;
    row("orders by channel") << ask::DeclineReason::None;
    row("total amount in 2023 compared with 2022") << ask::DeclineReason::None;
}

void TestOfflineStages::readWordsDeclines()
{
    QFETCH(QString, question);
    QFETCH(ask::DeclineReason, reason);
    const QString mismatch = declineMismatch(read(question, Upto::Words), reason, "words");
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
}

void TestOfflineStages::readWordsTime_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QStringList>("times");   // from..to (first day after)
    QTest::addColumn<QStringList>("periods"); // compared periods, earliest first
    QTest::addColumn<QString>("grain");
    row("total amount in 2023 compared with 2022") << parts("2023-01-01..2024-01-01 | 2022-01-01..2023-01-01")
                                                  << parts("2022-01-01..2023-01-01 | 2023-01-01..2024-01-01")
                                                  << str("year");
    row("amount in Q1 2024 versus Q1 2023") << parts("2024-01-01..2024-04-01 | 2023-01-01..2023-04-01")
                                            << parts("2023-01-01..2023-04-01 | 2024-01-01..2024-04-01")
                                            << str("quarter");
    row("number of orders in 2023") << parts("2023-01-01..2024-01-01") << parts("") << str("none");
    row("orders since 2023") << parts("2023-01-01..2024-06-16") << parts("") << str("none");
    // open on one side: after a year ends today, as since does; before has no first day
    row("stores opened after 2019") << parts("2020-01-01..2024-06-16") << parts("") << str("none");
    row("stores opened before 2010") << parts("0001-01-01..2010-01-01") << parts("") << str("none");
    row("stores opened after 2019 or before 2010") << parts("2020-01-01..2024-06-16 | 0001-01-01..2010-01-01")
                                                   << parts("") << str("none");
    row("customers with more than 2000 orders") << parts("") << parts("") << str("none"); // a number, no year
    row("monthly revenue") << parts("") << parts("") << str("month");
    row("quarterly amount") << parts("") << parts("") << str("quarter");
    row("amount per week") << parts("") << parts("") << str("week");
    row("daily orders") << parts("") << parts("") << str("day");
}

void TestOfflineStages::readWordsTime()
{
    QFETCH(QString, question);
    QFETCH(QStringList, times);
    QFETCH(QStringList, periods);
    QFETCH(QString, grain);
    const Run r = read(question, Upto::Words);
    QVERIFY2(r.words, qPrintable(r.decline.text()));
    QCOMPARE(joined(rangeNames(r.words->times)), joined(times));
    QCOMPARE(joined(rangeNames(r.words->periods)), joined(periods));
    QCOMPARE(grainName(r.words->grain), grain);
}

void TestOfflineStages::readWordsPossessive_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<int>("token");
    QTest::addColumn<QString>("raw");
    QTest::addColumn<int>("end");
    QTest::addColumn<int>("fullEnd");
    row("orders of Macy's") << 2 << str("Macy") << 14 << 16;
    row("Macy's orders in Berlin") << 0 << str("Macy") << 4 << 6;
    row("orders of Macys") << 2 << str("Macys") << 15 << -1;
    row("orders of Macy") << 2 << str("Macy") << 14 << -1;
}

void TestOfflineStages::readWordsPossessive()
{
    QFETCH(QString, question);
    QFETCH(int, token);
    QFETCH(QString, raw);
    QFETCH(int, end);
    QFETCH(int, fullEnd);
    const Run r = read(question, Upto::Words);
    QVERIFY2(r.words, qPrintable(r.decline.text()));
    QVERIFY(token < r.words->tokens.size());
    const Token &t = r.words->tokens[token];
    QCOMPARE(t.raw, raw);
    QCOMPARE(t.low, raw.toLower());
    QCOMPARE(t.end, end);
    QCOMPARE(t.fullEnd, fullEnd);
}

// ---- findMentions ----------------------------------------------------------------------------

void TestOfflineStages::findMentions_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QStringList>("schema"); // each mention's best candidate, in question order
    QTest::addColumn<QStringList>("values"); // text=where it is stored
    QTest::addColumn<ask::DeclineReason>("decline"); // None: read
    row("how many orders") << parts("orders") << parts("") << ask::DeclineReason::None;
    row("total amount by region") << parts("order_lines.amount | regions") << parts("") << ask::DeclineReason::None;
    row("average unit price per category") << parts("order_lines.unit_price | products.category") << parts("")
                                           << ask::DeclineReason::None;
    // customers.city before stores.city: the question names customers
    row("distinct cities of customers") << parts("customers.city | customers") << parts("") << ask::DeclineReason::None;
    row("order lines with quantity more than 10") << parts("order_lines | order_lines.quantity") << parts("")
                                                  << ask::DeclineReason::None;
    row("orders in Berlin") << parts("orders") << parts("Berlin=stores.city,customers.city") << ask::DeclineReason::None;
    row("web orders") << parts("orders") << parts("web=orders.channel") << ask::DeclineReason::None;
    row("orders of Macy's") << parts("orders") << parts("Macy's=stores.name") << ask::DeclineReason::None;
    row("orders of the North region") << parts("orders | regions") << parts("North=regions.name") << ask::DeclineReason::None;
    row("orders from Atlantis") << parts("") << parts("")
                                << ask::DeclineReason::UnknownName;
    row("hello there") << parts("") << parts("") << ask::DeclineReason::NothingKnown;
    row("total revenue") << parts("") << parts("")
                         << ask::DeclineReason::NothingKnown;
}

void TestOfflineStages::findMentions()
{
    QFETCH(QString, question);
    QFETCH(QStringList, schema);
    QFETCH(QStringList, values);
    QFETCH(ask::DeclineReason, decline);
    const Run r = read(question, Upto::Mentions);
    const QString mismatch = declineMismatch(r, decline, "mentions");
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    if (decline != ask::DeclineReason::None)
        return;
    QStringList actualSchema, actualValues;
    for (const SchemaMention &m : r.mentions->schema)
        actualSchema << mentionName(m);
    for (const ValueMention &v : r.mentions->values)
        actualValues << valueName(v);
    QCOMPARE(joined(actualSchema), joined(schema));
    QCOMPARE(joined(actualValues), joined(values));
}

// ---- readShape -------------------------------------------------------------------------------

void TestOfflineStages::readShape_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("flags"); // of count, share, distinct
    QTest::addColumn<QString>("agg");
    QTest::addColumn<QStringList>("aggList");
    QTest::addColumn<int>("limit");
    QTest::addColumn<bool>("descending");
    QTest::addColumn<QString>("superlative"); // its token, or empty
    QTest::addColumn<QStringList>("comparisons");
    row("how many orders") << str("count") << str("none") << parts("") << 0 << true << str("") << parts("");
    row("number of customers") << str("count") << str("none") << parts("") << 0 << true << str("") << parts("");
    row("total amount by region") << str("") << str("SUM") << parts("SUM") << 0 << true << str("") << parts("");
    row("average and maximum list price of products")
        << str("") << str("AVG") << parts("AVG | MAX") << 0 << true << str("") << parts("");
    row("share of orders by channel") << str("share") << str("none") << parts("") << 0 << true << str("") << parts("");
    row("distinct cities of customers") << str("distinct") << str("none") << parts("") << 0 << true << str("")
                                        << parts("");
    row("count of distinct channels") << str("count distinct") << str("none") << parts("") << 0 << true << str("")
                                      << parts("");
    row("top 5 products by total amount") << str("") << str("SUM") << parts("SUM") << 5 << true << str("top")
                                          << parts("");
    row("bottom 3 stores by total amount") << str("") << str("SUM") << parts("SUM") << 3 << false << str("bottom")
                                           << parts("");
    row("the 5 products with the lowest list price")
        << str("") << str("none") << parts("MIN") << 5 << false << str("lowest") << parts("");
    row("which store has the most orders") << str("") << str("none") << parts("") << 0 << true << str("most")
                                           << parts("");
    row("the cheapest product") << str("") << str("none") << parts("") << 0 << false << str("cheapest") << parts("");
    // an entity with the extreme value, not the aggregate
    row("product with the maximum list price")
        << str("") << str("none") << parts("MAX") << 0 << true << str("maximum") << parts("");
    row("product with the minimum list price")
        << str("") << str("none") << parts("MIN") << 0 << false << str("minimum") << parts("");
    // "at least" is a bound, not a superlative
    row("customers with at least 2 orders") << str("") << str("none") << parts("") << 0 << true << str("")
                                            << parts("at least 2");
    row("customers older than 30 with at most 4 orders")
        << str("") << str("none") << parts("") << 0 << true << str("") << parts("older than 30 | at most 4");
    row("products with list price over 100") << str("") << str("none") << parts("") << 0 << true << str("")
                                             << parts("over 100");
}

void TestOfflineStages::readShape()
{
    QFETCH(QString, question);
    QFETCH(QString, flags);
    QFETCH(QString, agg);
    QFETCH(QStringList, aggList);
    QFETCH(int, limit);
    QFETCH(bool, descending);
    QFETCH(QString, superlative);
    QFETCH(QStringList, comparisons);
    const Run r = read(question, Upto::Shape);
    QVERIFY2(r.shape, qPrintable(r.decline.text()));
    QCOMPARE(flagsOf(*r.shape), flags);
    QCOMPARE(aggName(r.shape->agg), agg);
    QCOMPARE(joined(aggNames(r.shape->aggList)), joined(aggList));
    QCOMPARE(r.shape->limit, limit);
    QCOMPARE(r.shape->descending, descending);
    QCOMPARE(superlativeOf(r), superlative);
    QStringList actual;
    for (const NumberComparison &c : r.shape->comparisons)
        actual << c.word + u' ' + c.number;
    QCOMPARE(joined(actual), joined(comparisons));
}

// ---- readStructure ---------------------------------------------------------------------------

void TestOfflineStages::readStructure_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QStringList>("groups");
    QTest::addColumn<QString>("order");
    QTest::addColumn<QString>("having");
    QTest::addColumn<QStringList>("numeric");
    QTest::addColumn<ask::DeclineReason>("decline"); // None: read
    row("total amount by region") << parts("regions") << str("") << str("") << parts("") << ask::DeclineReason::None;
    row("how many orders per store") << parts("stores") << str("") << str("") << parts("") << ask::DeclineReason::None;
    row("number of orders for each store") << parts("stores") << str("") << str("") << parts("") << ask::DeclineReason::None;
    row("average unit price per category") << parts("products.category") << str("") << str("") << parts("")
                                           << ask::DeclineReason::None;
    // a number after "by" ranks, it does not group
    row("top 3 products by total amount") << parts("") << str("") << str("") << parts("") << ask::DeclineReason::None;
    row("orders by channel sorted by order date") << parts("orders.channel") << str("orders.order_date") << str("")
                                                  << parts("") << ask::DeclineReason::None;
    row("products sorted by list price") << parts("") << str("products.list_price") << str("") << parts("")
                                         << ask::DeclineReason::None;
    row("customers with more than 5 orders") << parts("") << str("") << str("orders > 5") << parts("") << ask::DeclineReason::None;
    row("customers with at least two orders") << parts("") << str("") << str("orders >= 2") << parts("") << ask::DeclineReason::None;
    // "İ" lower-cases to two code units; the offsets of the lower-case text must still be the text's
    row("Ii customers with more than 5 orders") << parts("") << str("") << str("orders > 5") << parts("") << ask::DeclineReason::None;
    row("İİ customers with more than 5 orders") << parts("") << str("") << str("orders > 5") << parts("") << ask::DeclineReason::None;
    row("customers older than 30") << parts("") << str("") << str("") << parts("customers.age > 30") << ask::DeclineReason::None;
    row("order lines with a quantity of at least 3")
        << parts("") << str("") << str("") << parts("order_lines.quantity >= 3") << ask::DeclineReason::None;
    row("products with list price over 100") << parts("") << str("") << str("") << parts("products.list_price > 100")
                                             << ask::DeclineReason::None;
    // "or" right between two values of one column: alternatives (IN); "and": both at once, declined
    row("orders in Berlin or Hamburg") << parts("") << str("") << str("") << parts("") << ask::DeclineReason::None;
    row("customers in Berlin and Hamburg") << parts("") << str("") << str("") << parts("")
                                           << ask::DeclineReason::TwoValuesOfOneColumn;
    row("Web and Store orders") << parts("") << str("") << str("") << parts("")
                                << ask::DeclineReason::TwoValuesOfOneColumn;
    row("Toys and Web orders") << parts("") << str("") << str("") << parts("") << ask::DeclineReason::None; // two columns
    row("stores with more than 5") << parts("") << str("") << str("") << parts("")
                                   << ask::DeclineReason::UnboundComparison;
}

void TestOfflineStages::readStructure()
{
    QFETCH(QString, question);
    QFETCH(QStringList, groups);
    QFETCH(QString, order);
    QFETCH(QString, having);
    QFETCH(QStringList, numeric);
    QFETCH(ask::DeclineReason, decline);
    const Run r = read(question, Upto::Structure);
    const QString mismatch = declineMismatch(r, decline, "structure");
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    if (decline != ask::DeclineReason::None)
        return;
    const Structure &s = *r.structure;
    QCOMPARE(joined(mentionNames(r, s.groupMentions)), joined(groups));
    QCOMPARE(s.orderMention < 0 ? QString() : mentionName(r.mentions->schema[s.orderMention]), order);
    QCOMPARE(s.having ? comparisonName(r, *s.having) : QString(), having);
    QStringList actual;
    for (const Comparison &c : s.numeric)
        actual << comparisonName(r, c);
    QCOMPARE(joined(actual), joined(numeric));
}

// ---- assignRoles + buildPlan -----------------------------------------------------------------

void TestOfflineStages::rolesAndPlan_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("main");
    QTest::addColumn<QString>("measure");
    QTest::addColumn<QStringList>("dims");
    QTest::addColumn<QStringList>("filters");
    QTest::addColumn<QString>("date");
    QTest::addColumn<QStringList>("needed");
    row("how many orders") << str("count") << str("orders") << str("-") << parts("") << parts("") << str("-")
                           << parts("orders");
    row("total amount by region") << str("group") << str("order_lines") << str("order_lines.amount")
                                  << parts("regions.name") << parts("") << str("-") << parts("order_lines | regions");
    row("top 3 products by total amount") << str("top") << str("order_lines") << str("order_lines.amount")
                                          << parts("products.name") << parts("") << str("-")
                                          << parts("order_lines | products");
    row("top 3 products by amount") << str("top") << str("order_lines") << str("order_lines.amount")
                                    << parts("products.name") << parts("") << str("-")
                                    << parts("order_lines | products");
    row("average unit price per category") << str("group") << str("order_lines") << str("order_lines.unit_price")
                                           << parts("products.category") << parts("") << str("-")
                                           << parts("order_lines | products");
    row("customers with more than 5 orders") << str("having") << str("customers") << str("-") << parts("")
                                             << parts("") << str("-") << parts("customers | orders");
    // Berlin is stored for stores and customers alike; the tie goes to the first by name
    row("orders in Berlin") << str("list") << str("orders") << str("-") << parts("")
                            << parts("customers.city=Berlin") << str("-") << parts("orders | customers");
    row("which store has the most orders") << str("superlative") << str("orders") << str("-")
                                           << parts("stores.name") << parts("") << str("-")
                                           << parts("orders | stores");
    row("number of orders in 2023") << str("count") << str("orders") << str("-") << parts("") << parts("")
                                    << str("orders.order_date") << parts("orders");
    row("total amount by month") << str("group") << str("order_lines") << str("order_lines.amount") << parts("")
                                 << parts("") << str("orders.order_date") << parts("order_lines | orders");
    row("the 5 products with the lowest list price") << str("top-row") << str("products")
                                                     << str("products.list_price") << parts("") << parts("")
                                                     << str("-") << parts("products");
    row("the product with the highest list price") << str("top-row") << str("products")
                                                   << str("products.list_price") << parts("") << parts("")
                                                   << str("-") << parts("products");
}

void TestOfflineStages::rolesAndPlan()
{
    QFETCH(QString, question);
    QFETCH(QString, shape);
    QFETCH(QString, main);
    QFETCH(QString, measure);
    QFETCH(QStringList, dims);
    QFETCH(QStringList, filters);
    QFETCH(QString, date);
    QFETCH(QStringList, needed);
    const Run r = read(question, Upto::Plan);
    QEXPECT_FAIL("top 3 products by amount",
                 "a measure after 'by' with no aggregate word reads as the top order lines (joins then decline)", Abort);
    QCOMPARE(r.plan ? shapeName(r.plan->shape) : declined(r), shape);
    QCOMPARE(tableName(r.roles->main), main);
    QCOMPARE(tableName(r.plan->main), main);
    QCOMPARE(colName(r.plan->measure), measure);
    QCOMPARE(joined(colNames(r.plan->dims)), joined(dims));
    QCOMPARE(joined(filterNames(r.plan->filters)), joined(filters));
    QCOMPARE(colName(r.plan->dateCol), date);
    QCOMPARE(joined(r.plan->needed), joined(needed));
}

// The place a value was not read in is offered as another reading.
void TestOfflineStages::rolesOfferOtherValuePlace()
{
    const test::StageSchema &s = retail();
    const Run r = read(QStringLiteral("orders in Berlin"), Upto::Structure);
    QVERIFY2(r.structure, qPrintable(r.decline.text()));
    ChoiceBook book(s.lex, {});
    const Staged<Roles> roles = assignRoles(RoleInputs{s.lex, *r.words, r.absent->mentions, *r.shape, *r.structure}, book);
    QVERIFY2(roles.ok(), qPrintable(roles.decline().text()));
    QCOMPARE(joined(filterNames(roles->filters)), QStringLiteral("customers.city=Berlin"));
    QStringList labels;
    for (const ask::ReadingChoice &c : book.alternatives())
        labels << c.label;
    QVERIFY2(labels.contains(QStringLiteral("“Berlin” in stores.city")), qPrintable(labels.join(u'\n')));
    QVERIFY2(!labels.contains(QStringLiteral("“Berlin” in customers.city")), qPrintable(labels.join(u'\n')));
}

// ---- planJoins + writeSql --------------------------------------------------------------------

void TestOfflineStages::writeSql_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QStringList>("describe");
    row("how many orders") << str("SELECT COUNT(*) AS count\nFROM orders") << parts("count of orders");
    // a number after a numeric column's name: compared by the words before the name, or equal
    row("how many customers above age 30")
        << str("SELECT COUNT(*) AS count\nFROM customers\nWHERE age > 30")
        << parts("count of customers | where customers.age > 30");
    row("customers in age 30 or 31") << str("SELECT first_name || ' ' || last_name\nFROM customers\nWHERE age IN (30, 31)")
                                     << parts("customers | where customers.age is any of 30, 31");
    // the counted table's own column groups its rows
    row("cities with more than 2 customers")
        << str("SELECT city\nFROM customers\nGROUP BY city\nHAVING COUNT(DISTINCT id) > 2")
        << parts("customers.city with > 2 customers");
    // how often, by the verb that names a table (WordNet's base form: "ordered" -> orders)
    row("how many customers ordered more than 3 times")
        << str("SELECT COUNT(*) AS count\nFROM (SELECT c.first_name || ' ' || c.last_name AS customers\nFROM orders "
               "o\nJOIN customers c ON c.id = o.customer_id\nGROUP BY c.id, c.first_name || ' ' || c.last_name\n"
               "HAVING COUNT(DISTINCT o.id) > 3) groups1")
        << parts("the number of customers | customers with > 3 orders");
    row("customers who ordered at least twice")
        << str("SELECT c.first_name || ' ' || c.last_name AS customers\nFROM orders o\nJOIN customers c ON c.id = "
               "o.customer_id\nGROUP BY c.id, c.first_name || ' ' || c.last_name\nHAVING COUNT(DISTINCT o.id) >= 2")
        << parts("customers with >= 2 orders");
    // values of one column compared: alternatives, grouped by their column ("store" is a table's
    // name too, but beside "web" it is the channel's value)
    row("compare web and store amount in 2023")
        << str("SELECT o.channel, SUM(ol.amount) AS sum_amount\nFROM order_lines ol\nJOIN orders o ON o.id = ol.order_id\n"
               "WHERE o.channel IN ('Web', 'Store')\n  AND o.order_date >= '2023-01-01' AND o.order_date < '2024-01-01'\n"
               "GROUP BY o.channel\nORDER BY SUM(ol.amount) DESC")
        << parts("sum of order_lines.amount by orders.channel | where orders.channel is any of “Web”, “Store” | "
                 "2023-01-01 to 2023-12-31 (orders.order_date)");
    row("Berlin vs Hamburg customers")
        << str("SELECT city, COUNT(*) AS count\nFROM customers\nWHERE city IN ('Berlin', 'Hamburg')\nGROUP BY city\n"
               "ORDER BY COUNT(*) DESC")
        << parts("count of customers by customers.city | where customers.city is any of “Berlin”, “Hamburg”");
    // each period with its change from the previous one (the other dimensions partition it)
    row("total amount year over year")
        << str("SELECT periods1.*, LAG(periods1.sum_amount) OVER (ORDER BY periods1.year) AS previous,\n"
               "       ROUND(100.0 * (periods1.sum_amount - LAG(periods1.sum_amount) OVER (ORDER BY periods1.year)) / "
               "NULLIF(LAG(periods1.sum_amount) OVER (ORDER BY periods1.year), 0), 1) AS change_pct\n"
               "FROM (SELECT strftime('%Y-01-01', o.order_date) AS year, SUM(ol.amount) AS sum_amount\n"
               "FROM order_lines ol\nJOIN orders o ON o.id = ol.order_id\nGROUP BY strftime('%Y-01-01', o.order_date)\n"
               "ORDER BY strftime('%Y-01-01', o.order_date)) periods1\nORDER BY periods1.year")
        << parts("sum of order_lines.amount | per year of orders.order_date | with the change from the previous year");
    // an entity's key asked for as "id": shown beside its label, instead of it when no name is asked
    row("the id and city of the customer with the most orders")
        << str("SELECT c.id, c.city\nFROM orders o\nJOIN customers c ON c.id = o.customer_id\nGROUP BY c.id, c.city\n"
               "ORDER BY COUNT(DISTINCT o.id) DESC\nLIMIT 1")
        << parts("count of orders by customers (showing customers.id), customers (showing customers.city) | the highest one");
    // "identifier" spelled out is the "id" schemas abbreviate it to
    row("the identifier and city of the customer with the most orders")
        << str("SELECT c.id, c.city\nFROM orders o\nJOIN customers c ON c.id = o.customer_id\nGROUP BY c.id, c.city\n"
               "ORDER BY COUNT(DISTINCT o.id) DESC\nLIMIT 1")
        << parts("count of orders by customers (showing customers.id), customers (showing customers.city) | the highest one");
    // what is asked of the ranked row: each customer's city, one group per customer
    row("the city of the customer with the most orders")
        << str("SELECT c.city\nFROM orders o\nJOIN customers c ON c.id = o.customer_id\nGROUP BY c.id, c.city\n"
               "ORDER BY COUNT(DISTINCT o.id) DESC\nLIMIT 1")
        << parts("count of orders by customers (showing customers.city) | the highest one");
    row("customer ids and the number of orders of each customer")
        << str("SELECT c.id, COUNT(DISTINCT o.id) AS count\nFROM orders o\nJOIN customers c ON c.id = o.customer_id\n"
               "GROUP BY c.id\nORDER BY COUNT(DISTINCT o.id) DESC")
        << parts("count of orders by customers.id");
    // "different" before the figure qualifies the listed ids, which the count groups
    row("the different customer ids and the number of orders of each customer")
        << str("SELECT c.id, COUNT(DISTINCT o.id) AS count\nFROM orders o\nJOIN customers c ON c.id = o.customer_id\n"
               "GROUP BY c.id\nORDER BY COUNT(DISTINCT o.id) DESC")
        << parts("count of orders by customers.id");
    // with no top or bottom to pick, a direction word sorts the groups' figure that way
    row("customer ids and the number of orders of each customer, in ascending order of count")
        << str("SELECT c.id, COUNT(DISTINCT o.id) AS count\nFROM orders o\nJOIN customers c ON c.id = o.customer_id\n"
               "GROUP BY c.id\nORDER BY COUNT(DISTINCT o.id)")
        << parts("count of orders by customers.id");
    row("customer ids and the number of orders of each customer, from the fewest to the most")
        << str("SELECT c.id, COUNT(DISTINCT o.id) AS count\nFROM orders o\nJOIN customers c ON c.id = o.customer_id\n"
               "GROUP BY c.id\nORDER BY COUNT(DISTINCT o.id)")
        << parts("count of orders by customers.id");
    row("average unit price per category")
        << str("SELECT AVG(ol.unit_price) AS avg_unit_price, p.category\n"
               "FROM order_lines ol\n"
               "JOIN products p ON p.id = ol.product_id\n"
               "GROUP BY p.category\n"
               "ORDER BY AVG(ol.unit_price) DESC")
        << parts("average of order_lines.unit_price by products.category");
    row("customers in Berlin with more than 2 orders")
        << str("SELECT c.first_name || ' ' || c.last_name AS customers\n"
               "FROM orders o\n"
               "JOIN customers c ON c.id = o.customer_id\n"
               "WHERE c.city = 'Berlin'\n"
               "GROUP BY c.id, c.first_name || ' ' || c.last_name\n"
               "HAVING COUNT(DISTINCT o.id) > 2")
        << parts("customers with > 2 orders | where customers.city = “Berlin”");
    row("total amount in 2023 compared with 2022")
        << str("SELECT strftime('%Y-01-01', o.order_date) AS year, SUM(ol.amount) AS sum_amount\n"
               "FROM order_lines ol\n"
               "JOIN orders o ON o.id = ol.order_id\n"
               "WHERE ((o.order_date >= '2022-01-01' AND o.order_date < '2023-01-01') OR "
               "(o.order_date >= '2023-01-01' AND o.order_date < '2024-01-01'))\n"
               "GROUP BY strftime('%Y-01-01', o.order_date)\n"
               "ORDER BY strftime('%Y-01-01', o.order_date)")
        << parts("sum of order_lines.amount | per year of orders.order_date | "
                 "2022-01-01 to 2022-12-31 compared with 2023-01-01 to 2023-12-31 (orders.order_date)");
    row("top 3 products by total amount")
        << str("SELECT p.name AS product, SUM(ol.amount) AS sum_amount\n"
               "FROM order_lines ol\n"
               "JOIN products p ON p.id = ol.product_id\n"
               "GROUP BY p.id, p.name\n"
               "ORDER BY SUM(ol.amount) DESC\n"
               "LIMIT 3")
        << parts("sum of order_lines.amount by products.name | top 3");
    row("customers in Berlin or Hamburg")
        << str("SELECT first_name || ' ' || last_name\nFROM customers\nWHERE city IN ('Berlin', 'Hamburg')")
        << parts("customers | where customers.city is any of “Berlin”, “Hamburg”");
    row("average quantity and total amount")
        << str("SELECT AVG(quantity) AS avg_quantity, SUM(amount) AS sum_amount\nFROM order_lines")
        << parts("average of order_lines.quantity | sum of order_lines.amount");
    row("the 5 products with the lowest list price")
        << str("SELECT name, list_price\nFROM products\nORDER BY list_price\nLIMIT 5")
        << parts("products.list_price | the row with the lowest products.list_price");
}

// A row's question read to SQL: exactly the row's SQL, or the decline declinedAs names.
static void compareSqlOrDecline()
{
    QFETCH(QString, question);
    QFETCH(QString, sql);
    const Run r = read(question, Upto::Sql);
    if (sql.startsWith(QLatin1String("SELECT")))
        QCOMPARE(r.sql ? r.sql->sql : declined(r), sql);
    else
        QVERIFY2(declineIs(r.decline, sql), qPrintable(r.sql ? r.sql->sql : declined(r)));
}

// Negations and averages through the whole reader: each "not" is read or the question declined.
void TestOfflineStages::negationsAndAverages_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("sql"); // or declinedAs(the reason)
    // the only column named is shown, as for "orders whose channel is Web"
    row("orders whose channel is not Web") << str("SELECT channel\nFROM orders\nWHERE channel <> 'Web'");
    row("customers without any orders")
        << str("SELECT first_name || ' ' || last_name\nFROM customers\n"
               "WHERE NOT EXISTS (SELECT 1 FROM orders absent1 WHERE absent1.customer_id = customers.id)");
    row("how many products have never had any order lines")
        << str("SELECT COUNT(*) AS count\nFROM products\n"
               "WHERE NOT EXISTS (SELECT 1 FROM order_lines absent1 WHERE absent1.product_id = products.id)");
    // a verb's particle is no second word between the negation and the table
    row("how many products have not gone through any order lines")
        << str("SELECT COUNT(*) AS count\nFROM products\n"
               "WHERE NOT EXISTS (SELECT 1 FROM order_lines absent1 WHERE absent1.product_id = products.id)");
    row("customers older than average")
        << str("SELECT first_name || ' ' || last_name\nFROM customers\nWHERE age > (SELECT AVG(age) FROM customers)");
    row("order lines whose quantity is below the average quantity")
        << str("SELECT *\nFROM order_lines\nWHERE quantity < (SELECT AVG(quantity) FROM order_lines)");
    // a value of a child: "<>" would keep a customer with a web order and a store order; no order
    // on the Web is NOT EXISTS (the verb "order" names the table, "on the Web" conditions it)
    row("customers who do not order on the Web")
        << str("SELECT first_name || ' ' || last_name\nFROM customers\nWHERE NOT EXISTS (SELECT 1 FROM orders absent1 WHERE "
               "absent1.customer_id = customers.id AND absent1.channel = 'Web')");
    // a value of a table no single key links to the rows: no absence to write
    row("customers who do not buy toys as orders") << declinedAs(ask::DeclineReason::NoSingleKey, QStringLiteral("toys"));
    // conditions of the absent rows' own
    row("stores without any orders in 2023") << declinedAs(ask::DeclineReason::UnreadNegation, QStringLiteral("without any orders in"));
    row("customers with an age above the average number of orders") << declinedAs(ask::DeclineReason::UnclearAverageOf, QStringLiteral("number"));
    row("customers whose age is above the average age of customers")
        << str("SELECT first_name || ' ' || last_name\nFROM customers\nWHERE age > (SELECT AVG(age) FROM customers)");
    // "average X per E" over a table E with many rows of X: X's total over the number of E
    row("average amount per order")
        << str("SELECT 1.0 * SUM(ol.amount) / COUNT(DISTINCT o.id) AS avg_amount_per_orders\nFROM order_lines ol\n"
               "JOIN orders o ON o.id = ol.order_id");
    row("average number of order lines per customer")
        << str("SELECT 1.0 * COUNT(DISTINCT ol.id) / COUNT(DISTINCT c.id) AS order_lines_per_customers\nFROM order_lines ol\n"
               "JOIN orders o ON o.id = ol.order_id\nJOIN customers c ON c.id = o.customer_id");
    row("average amount per order by channel")
        << str("SELECT 1.0 * SUM(ol.amount) / COUNT(DISTINCT o.id) AS avg_amount_per_orders, o.channel\nFROM order_lines ol\n"
               "JOIN orders o ON o.id = ol.order_id\nGROUP BY o.channel\n"
               "ORDER BY 1.0 * SUM(ol.amount) / COUNT(DISTINCT o.id) DESC");
    // a figure that does not add up is averaged as it is, grouped
    row("average unit price per category")
        << str("SELECT AVG(ol.unit_price) AS avg_unit_price, p.category\nFROM order_lines ol\n"
               "JOIN products p ON p.id = ol.product_id\nGROUP BY p.category\nORDER BY AVG(ol.unit_price) DESC");
}

void TestOfflineStages::negationsAndAverages()
{
    compareSqlOrDecline();
}

void TestOfflineStages::ratiosOfTwoFigures_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("sql"); // or declinedAs(the reason)
    const QString byCategory = str("SELECT p.category, 1.0 * SUM(ol.amount) / NULLIF(SUM(ol.quantity), 0) AS "
                                   "amount_per_quantity\nFROM order_lines ol\nJOIN products p ON p.id = ol.product_id\n"
                                   "GROUP BY p.category\nORDER BY 1.0 * SUM(ol.amount) / NULLIF(SUM(ol.quantity), 0) DESC");
    row("amount per quantity by category") << byCategory;
    row("the ratio of amount to quantity by category") << byCategory;
    row("amount to quantity ratio by category") << byCategory;
    row("amount divided by quantity by category") << byCategory;
    row("amount per unit by category") << byCategory;
    row("amount as a percentage of quantity")
        << str("SELECT 100.0 * SUM(amount) / NULLIF(SUM(quantity), 0) AS amount_pct_of_quantity\nFROM order_lines");
    row("top 3 products by amount per quantity")
        << str("SELECT p.name AS product, 1.0 * SUM(ol.amount) / NULLIF(SUM(ol.quantity), 0) AS amount_per_quantity\n"
               "FROM order_lines ol\nJOIN products p ON p.id = ol.product_id\nGROUP BY p.id, p.name\n"
               "ORDER BY 1.0 * SUM(ol.amount) / NULLIF(SUM(ol.quantity), 0) DESC\nLIMIT 3");
    // a price is averaged, not summed: a ratio of its totals means nothing
    row("the ratio of amount to list price") << declinedAs(ask::DeclineReason::UnreadRatio, QStringLiteral("ratio"));
    // "per" + a table is no ratio of two figures: it groups ("amount per order" is averaged per
    // order only when asked for the average)
    row("amount per order by channel")
        << str("SELECT o.id AS \"order\", o.channel, SUM(ol.amount) AS sum_amount\nFROM order_lines ol\n"
               "JOIN orders o ON o.id = ol.order_id\nGROUP BY o.id, o.channel\nORDER BY SUM(ol.amount) DESC");
}

void TestOfflineStages::ratiosOfTwoFigures()
{
    compareSqlOrDecline();
}

void TestOfflineStages::listsAndRankings_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("sql"); // or declinedAs(the reason)
    // "which X has the most Y" asks for the X: the count only ranks ...
    // a change from the previous period needs the periods
    // one value wanted and another not, of a column on the child side: grouped, EXCEPT as HAVING
    row("customers who ordered Toys but not Books")
        << str("SELECT c.first_name || ' ' || c.last_name\nFROM customers c\nJOIN orders o ON o.customer_id = c.id\n"
               "JOIN order_lines ol ON ol.order_id = o.id\nJOIN products p ON p.id = ol.product_id\n"
               "WHERE p.category IN ('Toys', 'Books')\n  AND c.id IS NOT NULL\n"
               "GROUP BY c.id, c.first_name || ' ' || c.last_name\n"
               "HAVING COUNT(DISTINCT CASE WHEN p.category = 'Toys' THEN 'Toys' END) = 1 AND COUNT(CASE WHEN "
               "p.category = 'Books' THEN 1 END) = 0");
    // each customer has one city: "but not" another adds nothing a set operation would
    row("customers from Berlin but not Hamburg") << declinedAs(ask::DeclineReason::OneValueExcept, QStringLiteral("Hamburg"));
    row("amount growth") << declinedAs(ask::DeclineReason::ChangeNeedsPeriods);
    row("which store has the most orders")
        << str("SELECT s.name AS store\nFROM orders o\nJOIN stores s ON s.id = o.store_id\nGROUP BY s.id, s.name\n"
               "ORDER BY COUNT(DISTINCT o.id) DESC\nLIMIT 1");
    // ... unless the question asks for it too
    row("which store has the most orders and how many")
        << str("SELECT s.name AS store, COUNT(DISTINCT o.id) AS count\nFROM orders o\nJOIN stores s ON s.id = o.store_id\n"
               "GROUP BY s.id, s.name\nORDER BY COUNT(DISTINCT o.id) DESC\nLIMIT 1");
    // customers listed through their orders come once each, not once per order
    row("customers with Web orders")
        << str("SELECT DISTINCT c.first_name || ' ' || c.last_name\nFROM orders o\nJOIN customers c ON c.id = o.customer_id\n"
               "WHERE o.channel = 'Web'");
    // ... but a column of the orders themselves is listed per order
    // "both": rows related to every one of the values (the same rows as an INTERSECT) ...
    row("customers with both Web and Store orders")
        << str("SELECT c.first_name || ' ' || c.last_name\nFROM orders o\nJOIN customers c ON c.id = o.customer_id\n"
               "WHERE o.channel IN ('Web', 'Store')\n  AND c.id IS NOT NULL\nGROUP BY c.id, c.first_name || ' ' || c.last_name\n"
               "HAVING COUNT(DISTINCT o.channel) = 2");
    row("how many customers have both Web and Store orders")
        << str("SELECT COUNT(*) AS count\nFROM (SELECT c.id\nFROM orders o\nJOIN customers c ON c.id = o.customer_id\n"
               "WHERE o.channel IN ('Web', 'Store')\n  AND c.id IS NOT NULL\nGROUP BY c.id\nHAVING COUNT(DISTINCT o.channel) = 2) every1");
    // ... which a row's own column cannot have
    row("customers from both Berlin and Hamburg") << declinedAs(ask::DeclineReason::OneValuePerRow, QStringLiteral("customers.city"));
    row("customers who both ordered and returned") << declinedAs(ask::DeclineReason::UnreadSetWord, QStringLiteral("both ordered and returned"));
    // "either": any of them
    row("customers with either Web or Store orders")
        << str("SELECT DISTINCT c.first_name || ' ' || c.last_name\nFROM orders o\nJOIN customers c ON c.id = o.customer_id\n"
               "WHERE o.channel IN ('Web', 'Store')");
    row("customers whose age is either 30 or 40")
        << str("SELECT first_name || ' ' || last_name\nFROM customers\nWHERE age IN (30, 40)");
    // "both" before listed columns only lists them
    row("list both the city and the age of customers") << str("SELECT city, age\nFROM customers");
    row("order dates of customers from Berlin")
        << str("SELECT o.order_date\nFROM orders o\nJOIN customers c ON c.id = o.customer_id\nWHERE c.city = 'Berlin'");
    // a superlative adjective names the column it ranks by ("youngest": age) ...
    row("the city of the youngest customer") << str("SELECT city\nFROM customers\nORDER BY age\nLIMIT 1");
    // ... and between "from" and "to" gives a sort's direction, not one row
    row("cities of customers from the oldest to the youngest") << str("SELECT city\nFROM customers\nORDER BY age DESC");
    // the direction may stand between the sort verb and its column
    row("cities of customers ordered by ascending age") << str("SELECT city\nFROM customers\nORDER BY age");
    row("cities of customers in descending order of age") << str("SELECT city\nFROM customers\nORDER BY age DESC");
    // a quantity stored as text is ranked and compared as a number ('12' > '3.25') ...
    row("the name of the heaviest product") << str("SELECT name\nFROM products\nORDER BY CAST(weight AS REAL) DESC\nLIMIT 1");
    row("products with a weight over 2") << str("SELECT name\nFROM products\nWHERE CAST(weight AS REAL) > 2");
    // ... an identifier stored as text is not ('00123')
    row("the average sku of products") << declinedAs(ask::DeclineReason::NoFigureForAverage);
    // times open on one side, and any of several
    row("stores opened before 2010") << str("SELECT name\nFROM stores\nWHERE opened_on < '2010-01-01'");
    row("stores opened after 2019 or before 2010")
        << str("SELECT name\nFROM stores\nWHERE ((opened_on >= '2020-01-01' AND opened_on < '2024-06-16') OR "
               "(opened_on < '2010-01-01'))");
    row("stores opened before 2010 and after 2019") << declinedAs(ask::DeclineReason::SeveralTimes);
    // a table named only for its rows' existence is joined, each main row once ...
    row("cities of customers who have orders")
        << str("SELECT DISTINCT c.city\nFROM orders o\nJOIN customers c ON c.id = o.customer_id");
    row("how many customers placed an order")
        << str("SELECT COUNT(DISTINCT c.id) AS count\nFROM orders o\nJOIN customers c ON c.id = o.customer_id");
    // ... but not when it is listed beside them, counted or negated
    row("cities of customers and their orders") << declinedAs(ask::DeclineReason::NamedButUnused, QStringLiteral("orders"));
    // "more than a single order" is a count of them, more than 1
    row("cities of customers with more than a single order")
        << str("SELECT c.city\nFROM orders o\nJOIN customers c ON c.id = o.customer_id\nGROUP BY c.id, c.city\n"
               "HAVING COUNT(DISTINCT o.id) > 1");
    row("cities of stores that have orders in 2024") << declinedAs(ask::DeclineReason::NamedButUnused, QStringLiteral("orders"));
    // a sort with nothing to sort by is declined, not dropped
    row("stores sorted from the tallest to the shortest") << declinedAs(ask::DeclineReason::UnknownSortColumn);
    // grouped by the counted table's own key, each row is a group of one
    row("what are the ids of all customers that have more than 2 customers") << declinedAs(ask::DeclineReason::GroupsOfOne, QStringLiteral("customers"));
    // a bare "id" of an owner is the owner's key; "the order ids of each customer" are the orders'
    row("the order ids of each customer") << str("SELECT o.id\nFROM orders o\nJOIN customers c ON c.id = o.customer_id");
    // the owner after the last column listed owns them all: the customers' id, not the order's
    row("the id and city of the customers with more than 2 orders")
        << str("SELECT c.id, c.city\nFROM orders o\nJOIN customers c ON c.id = o.customer_id\nGROUP BY c.id, c.city\n"
               "HAVING COUNT(DISTINCT o.id) > 2");
    // a figure of the grouping column itself means the words were read wrong
    row("each customer age and the average customer age") << declinedAs(ask::DeclineReason::FigureIsItsGroup, QStringLiteral("customers.age"));
    // one figure over all rows has nothing to sort: the sort column means groups not found
    row("the number of orders sorted by order date") << declinedAs(ask::DeclineReason::NamedButUnused, QStringLiteral("orders.order_date"));
    // a ranking word or an aggregate with nothing to apply to is declined, not dropped
    row("the city of the last customer") << declinedAs(ask::DeclineReason::UnknownRankColumn, QStringLiteral("last"));
    row("the maximum and minimum city of customers") << declinedAs(ask::DeclineReason::UnclearAggregateTarget, QStringLiteral("maximum"));
    // "how many" of the grouped rows counts the groups HAVING keeps
    // the row with the lowest X shows X when the question asks for it first; only ranks otherwise
    row("the lowest list price and its category")
        << str("SELECT list_price, category\nFROM products\nORDER BY list_price\nLIMIT 1");
    row("the category of the product with the lowest list price")
        << str("SELECT category\nFROM products\nORDER BY list_price\nLIMIT 1");
    // "no" is a negation like "not": rows without another table's, or declined
    row("customers who have no orders")
        << str("SELECT first_name || ' ' || last_name\nFROM customers\nWHERE NOT EXISTS (SELECT 1 FROM orders absent1 WHERE "
               "absent1.customer_id = customers.id)");
    row("the average age of customers with no orders")
        << str("SELECT AVG(age) AS avg_age\nFROM customers\nWHERE NOT EXISTS (SELECT 1 FROM orders absent1 WHERE "
               "absent1.customer_id = customers.id)");
    // an average over a table joined to its children would take each row once per child
    row("the average age of customers who ordered Toys") << declinedAs(ask::DeclineReason::RepeatedRows, QStringLiteral("products"));
    row("the average age of customers in Berlin")
        << str("SELECT AVG(age) AS avg_age\nFROM customers\nWHERE city = 'Berlin'");
    // a column's word followed by "of" and a table names that table's column
    row("the cities of stores") << str("SELECT city\nFROM stores");
    row("the cities of customers") << str("SELECT city\nFROM customers");
    // the one column named holds the value: listing it would repeat the value, so the rows are
    // shown by their label; a label that holds the value itself is declined
    row("which product has category Toys") << str("SELECT name\nFROM products\nWHERE category = 'Toys'");
    row("which store has city Berlin") << str("SELECT name\nFROM stores\nWHERE city = 'Berlin'");
    row("the name of the region with name North") << declinedAs(ask::DeclineReason::RepeatsFilter, QStringLiteral("North"));
    // nothing named: the rows' label is what would be listed, and it holds the value
    row("show the region North") << declinedAs(ask::DeclineReason::RepeatsFilter, QStringLiteral("North"));
    // the rows kept answer a HAVING list; the count only when asked for
    row("regions with more than 2 stores and how many they have")
        << str("SELECT r.name AS regions, COUNT(DISTINCT s.id) AS count_stores\nFROM stores s\nJOIN regions r ON r.id = "
               "s.region_id\nGROUP BY r.id, r.name\nHAVING COUNT(DISTINCT s.id) > 2\nORDER BY COUNT(DISTINCT s.id) DESC");
    row("regions with more than 2 stores")
        << str("SELECT r.name AS regions\nFROM stores s\nJOIN regions r ON r.id = s.region_id\nGROUP BY r.id, r.name\n"
               "HAVING COUNT(DISTINCT s.id) > 2");
    row("how many regions have more than 2 stores")
        << str("SELECT COUNT(*) AS count\nFROM (SELECT r.name AS regions\nFROM stores s\n"
               "JOIN regions r ON r.id = s.region_id\nGROUP BY r.id, r.name\nHAVING COUNT(DISTINCT s.id) > 2) groups1");
    // two words finding one column are one mention of it
    row("the order date and the channel of orders")
        << str("SELECT order_date, channel\nFROM orders");
}

void TestOfflineStages::listsAndRankings()
{
    compareSqlOrDecline();
}

void TestOfflineStages::writeSql()
{
    QFETCH(QString, question);
    QFETCH(QString, sql);
    QFETCH(QStringList, describe);
    const Run r = read(question, Upto::Sql);
    QEXPECT_FAIL("average quantity and total amount",
                 "two measures with an aggregate each are not read (declined: amount is not used)", Abort);
    QCOMPARE(r.sql ? r.sql->sql : declined(r), sql);
    QCOMPARE(joined(r.sql->describe), joined(describe));
}

// ---- the word ledger -------------------------------------------------------------------------

void TestOfflineStages::wordLedger_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("unread"); // the words the decline names, in order; empty: answered
    QTest::addColumn<QString>("sqlHas"); // a part of the SQL, when answered
    // meaning words no stage reads: the answer would drop them
    row("orders with zebra giraffe llama alpaca")
        << str("zebra | giraffe | llama | alpaca") << str("");
    row("how many customers in Berlin predominantly") << str("predominantly") << str("");
    row("list the customers in Berlin who are loyal") << str("loyal") << str("");
    // function words, prepositions, pronouns, shape words: nothing to place
    row("what is the average age across all customers") << str("") << str("AVG(age)");
    row("list the customers in reverse alphabetical order of last name")
        << str("") << str("last_name DESC");
    row("list the customers' last names in alphabetical order")
        << str("") << str("ORDER BY last_name");
    row("what is the most common city of customers") << str("") << str("LIMIT 1");
    // a verb that relates what the question names
    row("how many customers live in Berlin") << str("") << str("'Berlin'");
    // a broader word for a table the SQL reads ("people" for customers: a customer is a person)
    row("list the people in Berlin who are customers") << str("") << str("'Berlin'");
    // more verbs than a reading explains
    row("how many customers lived, worked, shopped and dined in Berlin")
        << str("lived | worked | shopped | dined") << str("");
}

void TestOfflineStages::wordLedger()
{
    QFETCH(QString, question);
    QFETCH(QString, unread);
    QFETCH(QString, sqlHas);
    const knowledge::WordNet &wordNet = knowledge::WordNet::shared();
    if (!wordNet.isAvailable())
        QSKIP("WordNet (wordnet-base) is not installed");
    const Run r = read(question, Upto::Sql);
    QVERIFY2(r.decline.isEmpty(), qPrintable(declined(r)));
    QVERIFY(r.sql.has_value());
    WordClasses classes;
    classes.hasVerbForm = [&](const QString &w) {
        return knowledge::hasBaseForm(wordNet, w, knowledge::WordNet::Pos::Verb);
    };
    classes.hasNounForm = [&](const QString &w) {
        return knowledge::hasBaseForm(wordNet, w, knowledge::WordNet::Pos::Noun);
    };
    classes.broader = [&](const QString &g, const QString &sp) {
        return knowledge::broaderNoun(wordNet, g, sp);
    };
    const QStringList accepted;
    const WordAccount account =
        accountWords(LedgerInputs{*r.words, r.absent->mentions, *r.shape, *r.structure, *r.plan,
                                  r.joined->tables, retail().lex, classes, accepted});
    QCOMPARE(account.unread.join(QStringLiteral(" | ")), unread);
    if (!sqlHas.isEmpty())
        QVERIFY2(r.sql->sql.contains(sqlHas), qPrintable(r.sql->sql));
    // the analyst's choice to answer without the words accounts for them
    if (!account.unread.isEmpty()) {
        QStringList lower;
        for (const QString &w : account.unread)
            lower << w.toLower();
        const WordAccount again =
            accountWords(LedgerInputs{*r.words, r.absent->mentions, *r.shape, *r.structure, *r.plan,
                                      r.joined->tables, retail().lex, classes, lower});
        QVERIFY(again.unread.isEmpty());
    }
}

// Which WordNet relations are too loose to answer on: the name, its base form, an abbreviation
// and a synonym in a common sense answer at once; a hypernym or hyponym (one step or two), a
// sibling, a definition, a misspelling or a rare sense ask back.
void TestOfflineStages::weakLinksAskBack_data()
{
    using K = knowledge::MatchKind;
    QTest::addColumn<int>("relation");
    QTest::addColumn<double>("sure");
    QTest::addColumn<bool>("weak");
    QTest::newRow("the name") << int(K::Exact) << 1.0 << false;
    QTest::newRow("a base form") << int(K::Morphological) << 0.9 << false;
    QTest::newRow("an abbreviation") << int(K::Abbreviation) << 0.95 << false;
    QTest::newRow("a synonym, common sense") << int(K::Synonym) << 0.7 << false;
    QTest::newRow("a synonym, rare sense") << int(K::Synonym) << 0.2 << true;
    QTest::newRow("a derivation, common sense") << int(K::Derivation) << 0.6 << false;
    QTest::newRow("a derivation, rare sense") << int(K::Derivation) << 0.2 << true;
    QTest::newRow("a hypernym") << int(K::Broader) << 0.5 << true;
    QTest::newRow("two steps away") << int(K::Broader) << 0.4 << true;
    QTest::newRow("a hyponym") << int(K::Narrower) << 0.45 << true;
    QTest::newRow("a sibling") << int(K::Sibling) << 0.35 << true;
    QTest::newRow("a definition") << int(K::Definition) << 0.3 << true;
    QTest::newRow("a misspelling") << int(K::Spelling) << 0.6 << true;
}

void TestOfflineStages::weakLinksAskBack()
{
    QFETCH(int, relation);
    QFETCH(double, sure);
    QFETCH(bool, weak);
    QCOMPARE(weakRelation(knowledge::MatchKind(relation), sure), weak);
}

// Misspelt content words are corrected from the schema's and the rules' words, and said; a word
// WordNet or the stored values know, a name, a short word, or one two words are as near to, is not.
void TestOfflineStages::spellingCorrections_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("read");    // the text every later stage reads
    QTest::addColumn<QString>("notes");   // the corrections said, " | " between
    row("total amout by regoin") << str("total amount by region") << str("“amout” read as “amount” | “regoin” read as “region”");
    row("total revnue per quater in 2024") << str("total revenue per quarter in 2024")
                                           << str("“revnue” read as “revenue” | “quater” read as “quarter”");
    row("Amout by channel") << str("amount by channel") << str("“Amout” read as “amount”"); // the first word, capitalised
    row("orders from Atlantis") << str("orders from Atlantis") << str("");              // a name
    row("orders in Berlinn") << str("orders in Berlinn") << str("");                    // capitalised: a name, not corrected
    row("how many custmers") << str("how many customers") << str("“custmers” read as “customers”");
    row("cheap orders") << str("cheap orders") << str("");                              // WordNet knows it
    row("the qwzxv of orders") << str("the qwzxv of orders") << str("");                // nothing near
}

void TestOfflineStages::spellingCorrections()
{
    QFETCH(QString, question);
    QFETCH(QString, read);
    QFETCH(QString, notes);
    const SpellingVocabulary vocabulary(retail().lex);
    const KnownWord known = [](const QString &w) { return knowledge::WordNet::shared().knows(w); };
    if (!knowledge::WordNet::shared().isAvailable() && question.startsWith(QLatin1String("cheap")))
        QSKIP("WordNet (wordnet-base) is not installed");
    const Spelled s = correctSpelling(question, vocabulary, known);
    QCOMPARE(s.text, read);
    QCOMPARE(s.notes().join(QStringLiteral(" | ")), notes);
}

// The analyst's shapes through the whole reader on the stage schema: a change between two periods
// by group and its ranking, the top period of a series, an average of each order's total by a
// segment, a rate of one table's rows over another's.
void TestOfflineStages::analystShapes_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("sql"); // or declinedAs(the reason)
    const QString y23 = str("o.order_date >= '2023-01-01' AND o.order_date < '2024-01-01'");
    const QString y24 = str("o.order_date >= '2024-01-01' AND o.order_date < '2025-01-01'");
    row("which region grew the most in amount in 2024 compared to 2023")
        << str("SELECT r.name AS region\nFROM order_lines ol\nJOIN orders o ON o.id = ol.order_id\n"
               "JOIN stores s ON s.id = o.store_id\nJOIN regions r ON r.id = s.region_id\n"
               "WHERE ((%1) OR (%2))\nGROUP BY r.id, r.name\n"
               "ORDER BY SUM(CASE WHEN %2 THEN ol.amount END) - SUM(CASE WHEN %1 THEN ol.amount END) DESC\nLIMIT 1")
               .arg(y23, y24);
    row("which region grew fastest in 2024 compared to 2023") << declinedAs(ask::DeclineReason::ChangeNeedsFigure, str("grew"));
    row("which month had the most orders in 2023")
        << str("SELECT strftime('%Y-%m-01', order_date) AS month\nFROM orders\n"
               "WHERE order_date >= '2023-01-01' AND order_date < '2024-01-01'\n"
               "GROUP BY strftime('%Y-%m-01', order_date)\nORDER BY COUNT(*) DESC\nLIMIT 1");
    // no column is said to be a revenue here (the sample database's amount is): no order's value to average
    row("average order value by channel") << declinedAs(ask::DeclineReason::NoFigureForAverage);
}

void TestOfflineStages::analystShapes()
{
    // The sample database reads both (tst_offline_shapes, tst_offline_answers); this schema, where
    // customers also refer to regions, does not yet (issue 47, open; cause not traced).
    QEXPECT_FAIL("which region grew the most in amount in 2024 compared to 2023",
                 "declined at joins as named-but-unused: regions is not in the plan", Abort);
    QEXPECT_FAIL("which region grew fastest in 2024 compared to 2023",
                 "no figure named: declined as one-row-groups (a true reason, but not the change's own)", Abort);
    compareSqlOrDecline();
}

QTEST_GUILESS_MAIN(TestOfflineStages)
#include "tst_offline_stages.moc"
