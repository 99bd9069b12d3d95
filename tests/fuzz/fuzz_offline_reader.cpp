// libFuzzer target for the offline reader (core/offline): any text, as a question, through every
// stage in the order OfflineAssistant::Private::read runs them (readWords, findMentions,
// readShape, readStructure, assignRoles, buildPlan, planJoins, writeSql), over the hand-built
// retail schema of the stage tests (tests/offline/offlinestageschema.h) with a glossary of a value
// synonym and a business measure. The first byte picks the dialect (mod 3: '0' SQLite, '1'
// PostgreSQL, '2' MySQL). Properties: nothing crashes
// or hangs; every decline says why; tokens are ordered ranges inside the question's text; every
// index a stage hands on (token, mention, column, table) is in range; a plan needs its main table
// first; SQL starts with SELECT; the same question reads the same way twice.

#include "fuzzinput.h"

#include "../offline/offlinestageschema.h"

#include "offline/choicebook.h"
#include "offline/planjoins.h"
#include "offline/queryplan.h"
#include "offline/questionwords.h"
#include "offline/roles.h"
#include "offline/shapewords.h"
#include "offline/sqlwriter.h"
#include "offline/structure.h"

#include <array>
#include <memory>

using namespace assay;
using namespace assay::offline;
using fuzz::check;

namespace {

const QDate Today(2024, 6, 15);

struct Reader : test::StageSchema {
    explicit Reader(db::Engine engine) : StageSchema(engine)
    {
        knowledge::GlossaryEntry online;
        online.kind = knowledge::GlossaryEntry::Kind::ValueSynonym;
        online.term = QStringLiteral("online");
        online.table = QStringLiteral("orders");
        online.column = QStringLiteral("channel");
        online.value = QStringLiteral("Web");
        knowledge::GlossaryEntry revenue;
        revenue.kind = knowledge::GlossaryEntry::Kind::BusinessLogic;
        revenue.term = QStringLiteral("revenue");
        revenue.aliases = {QStringLiteral("sales")};
        revenue.expression = QStringLiteral("SUM(order_lines.amount)");
        revenue.table = QStringLiteral("order_lines");
        sources.glossary = {online, revenue};
    }
};

const Reader &reader(uint8_t pick)
{
    static const std::array<db::Engine, 3> engines = {db::Engine::SQLite, db::Engine::PostgreSQL, db::Engine::MySQL};
    static std::array<std::unique_ptr<Reader>, 3> readers;
    std::unique_ptr<Reader> &r = readers[pick % engines.size()];
    if (!r)
        r = std::make_unique<Reader>(engines[pick % engines.size()]);
    return *r;
}

bool colOk(const SchemaLexicon &lex, int c)
{
    return c >= -1 && c < lex.cols.size();
}

bool tableOk(const SchemaLexicon &lex, int t)
{
    return t >= 0 && t < lex.tabs.size();
}

void checkWords(const QuestionWords &w)
{
    int previousEnd = 0;
    for (const Token &t : w.tokens) {
        check(t.begin >= previousEnd && t.begin < t.end && t.end <= w.text.size(), "tokens are ordered ranges in the text");
        check(t.fullEnd == -1 || (t.fullEnd == t.end + 2 && t.fullEnd <= w.text.size()), "a possessive's full end is 's after it");
        check(!t.raw.isEmpty() && t.low == t.raw.toLower(), "a token has its text in lower case");
        previousEnd = t.end;
    }
    // Later stages find offsets in the lower-case text and use them on the tokens ("İ" must not
    // become two code units there).
    check(w.lower.size() == w.text.size(), "the lower-case text keeps every offset");
    for (int i = 1; i < w.periods.size(); ++i)
        check(w.periods[i - 1].from <= w.periods[i].from, "compared periods are earliest first");
}

void checkMentions(const QuestionWords &w, const Mentions &m, const SchemaLexicon &lex)
{
    const int n = int(w.tokens.size());
    check(m.used.size() == n, "one used flag per token");
    for (const SchemaMention &x : m.schema) {
        check(x.first >= 0 && x.first <= x.last && x.last < n, "a schema mention is a token range");
        check(!x.candidates.isEmpty(), "a schema mention has candidates");
        for (const Candidate &c : x.candidates)
            check(tableOk(lex, c.table) && colOk(lex, c.col) && (c.col < 0 || lex.cols[c.col].table == c.table),
                  "a candidate is a table of the lexicon, or one of its columns");
    }
    for (const ValueMention &v : m.values)
        check((v.first == -1 && v.last == -1) || (v.first >= 0 && v.first <= v.last && v.last < n),
              "a value mention is a token range, or a glossary synonym's -1");
}

void checkShape(const QuestionWords &w, const ShapeWords &s)
{
    check(s.limit >= 0, "a top N is not negative");
    check(s.superlativeToken >= -1 && s.superlativeToken < w.tokens.size(), "the superlative's token is a token");
    for (const NumberComparison &c : s.comparisons)
        check(c.numberBegin >= 0 && c.numberBegin < c.numberEnd && c.numberEnd <= w.text.size() &&
                  w.text.mid(c.numberBegin, c.numberEnd - c.numberBegin).toLower() == c.number,
              "a comparison's number is where the question writes it");
}

void checkStructure(const Mentions &m, const Structure &s)
{
    const int n = int(m.schema.size());
    for (int g : s.groupMentions)
        check(g >= 0 && g < n, "a group mention is a mention");
    check(s.orderMention >= -1 && s.orderMention < n, "the order mention is a mention");
    check(!s.having || (s.having->mention >= 0 && s.having->mention < n), "the HAVING count's mention is a mention");
    for (const Comparison &c : s.numeric)
        check(c.mention >= 0 && c.mention < n, "a numeric condition's mention is a mention");
}

void checkPlan(const QueryPlan &p, const SchemaLexicon &lex)
{
    check(tableOk(lex, p.main), "the plan has a main table");
    check(!p.needed.isEmpty() && p.needed.first() == lex.tabs[p.main].qualified, "the main table is needed first");
    check(colOk(lex, p.measure) && colOk(lex, p.dateCol) && colOk(lex, p.orderCol), "the plan's columns are columns");
    for (int c : p.dims)
        check(c >= 0 && c < lex.cols.size(), "a dimension is a column");
    for (const Filter &f : p.filters)
        check(f.col >= 0 && f.col < lex.cols.size(), "a filter's column is a column");
}

// The chain of stages; the SQL, or "declined: " and why.
QString read(const QString &question, const Reader &r)
{
    const SchemaLexicon &lex = r.lex;
    auto declined = [](const Decline &why) {
        check(!why.isEmpty() && !why.text().trimmed().isEmpty(), "a decline says why");
        return QStringLiteral("declined: ") + why.text();
    };
    const Staged<QuestionWords> words = readWords(question, Today);
    if (!words.ok())
        return declined(words.decline());
    checkWords(*words);
    const Staged<Mentions> mentions = findMentions(*words, lex, r.sources);
    if (!mentions.ok())
        return declined(mentions.decline());
    checkMentions(*words, *mentions, lex);
    const ShapeWords shape = readShape(*words, *mentions, lex);
    checkShape(*words, shape);
    const AbsenceReading absent = readAbsences(*words, *mentions, shape, lex);
    const Staged<Structure> structure = readStructure(*words, absent.mentions, shape, lex, absent.absences);
    if (!structure.ok())
        return declined(structure.decline());
    checkStructure(absent.mentions, *structure);
    ChoiceBook book(lex, {});
    const RoleInputs in{lex, *words, absent.mentions, shape, *structure};
    const Staged<Roles> roles = assignRoles(in, book);
    if (!roles.ok())
        return declined(roles.decline());
    const Staged<QueryPlan> plan = buildPlan(in, *roles);
    if (!plan.ok())
        return declined(plan.decline());
    checkPlan(*plan, lex);
    const QList<schema::JoinPreference> preferences;
    const schema::JoinChoice choice;
    const Staged<JoinedPlan> joined = planJoins(*plan, JoinInputs{lex, r.planner, preferences, choice}, book);
    if (!joined.ok())
        return declined(joined.decline());
    check(joined->from.startsWith(QLatin1String("FROM ")), "the joins give a FROM clause");
    const Staged<WrittenSql> sql = writeSql(*plan, *joined, lex);
    if (!sql.ok())
        return declined(sql.decline());
    check(sql->sql.startsWith(QLatin1String("SELECT ")) || sql->sql.startsWith(QLatin1String("WITH ")),
          "the SQL is a query");
    check(!sql->describe.isEmpty(), "the SQL comes with its interpretation");
    return sql->sql;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::FuzzInput in(data, size);
    const Reader &r = reader(in.byte());
    const QString question = in.restAsText();
    const QString first = read(question, r);
    check(read(question, r) == first, "the same question reads the same way twice");
    return 0;
}
