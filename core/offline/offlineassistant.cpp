#include "offlineassistant.h"
#include "offlinetr.h"
#include "offlinewords.h"

#include "agents/answerpresenter.h"
#include "agents/notebookcontext.h"
#include "agents/promptmaterial.h"
#include "agents/sqlcontext.h"
#include "agents/steprunner.h"
#include "agents/timeexpressions.h"
#include "db/connection.h"
#include "db/dialect.h"
#include "knowledge/knowledgesnapshot.h"
#include "knowledge/textanalysis.h"
#include "schema/joinplanner.h"
#include "schema/schemagraph.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <functional>

namespace assay::offline {
namespace {

// "per month of order date": one whole phrase per grain, so each language words it its own way.
QString perGrainOf(db::TimeGrain grain, const QString &column) {
    switch (grain) {
    case db::TimeGrain::Year: return Tr::tr("per year of %1").arg(column);
    case db::TimeGrain::Quarter: return Tr::tr("per quarter of %1").arg(column);
    case db::TimeGrain::Month: return Tr::tr("per month of %1").arg(column);
    case db::TimeGrain::Week: return Tr::tr("per week of %1").arg(column);
    case db::TimeGrain::Day: return Tr::tr("per day of %1").arg(column);
    case db::TimeGrain::Hour: return Tr::tr("per hour of %1").arg(column);
    }
    return column;
}

// ---------------------------------------------------------------- schema lexicon

struct Col {
    int table = -1;
    QString name;
    QString type;
    bool numeric = false;
    bool date = false;
    bool key = false;
    bool seenEmpty = false; // the profile's sample held NULLs here
    QString nameKey; // stems joined by spaces
    QStringList nameStems;
    QSet<QString> descStems; // from the description (comment or generated)
};

struct Tab {
    QString qualified;
    QString schema;
    QString name;
    QString nameKey;
    QList<int> cols;
    QStringList primaryKey;
    qint64 rows = -1;
};

using namespace detail;

// ---------------------------------------------------------------- question tokens

struct Tok {
    QString raw;
    QString low;
    QString stem;
    int begin = 0;
    int end = 0;
    bool structural = false;
    bool number = false;
    bool time = false; // part of a time expression
    bool used = false; // taken by a schema name or a value
    int fullEnd = -1;  // with a possessive "'s" cut off: where the word ended with it ("Macy's")
};

struct Candidate {
    int col = -1; // a column, or -1 for a table
    int table = -1;
    double score = 0;
};

struct Mention {
    int first = 0; // token range
    int last = 0;
    bool isTable = false;
    bool strong = true;          // by name (not by description)
    QList<Candidate> candidates; // best first
};

struct ValueMention {
    int first = 0;
    int last = 0;
    QString text;
    QList<knowledge::ValueHit> hits; // exact (ignoring case), best first
};

// A stored value the rows must have, and the role its words give the table it is stored in
// ("from Aberdeen": airports as the source airport).
struct Filter {
    int col = -1;
    QString value;
    QString text;
    int first = -1; // token range in the question; -1 for a glossary value
    int last = -1;
    QString role;
};

// Whether the text between two tokens ends a sentence ("... by document id. Order by ..."): a
// capital there starts a sentence, it does not mark a name.
bool startsSentence(const QString &question, int previousEnd, int begin)
{
    for (int i = previousEnd; i < begin && i < question.size(); ++i) {
        if (QStringLiteral(".!?;:").contains(question.at(i)))
            return true;
    }
    return false;
}

// The question's words just before a filter's value, nearest first: up to three, none from
// another value ("flights from Aberdeen to Ashley": "to" for Ashley, not "from").
QStringList wordsBeforeValue(const QList<Tok> &toks, const QList<Filter> &filters, int fi)
{
    QStringList out;
    const int first = filters[fi].first;
    for (int i = first - 1; i >= 0 && i >= first - 3; --i) {
        const bool other = std::any_of(filters.begin(), filters.end(), [&](const Filter &f) { return f.first <= i && i <= f.last; });
        if (other)
            break;
        out << toks[i].low;
    }
    return out;
}

// Two filters that require different values of one column in the same use of its table can
// never both hold: the reason to decline, or empty. `sameUse` says whether two filters read the
// same use (by their roles before planning, by their aliases after).
QString contradiction(const QList<Filter> &filters, const std::function<bool(int, int)> &sameUse)
{
    for (int a = 0; a < filters.size(); ++a)
        for (int b = a + 1; b < filters.size(); ++b)
            if (filters[a].col == filters[b].col && filters[a].value != filters[b].value && sameUse(a, b))
                return Tr::tr("Two values of the same column (%1 and %2) need OR or a set "
                              "operation, which the offline assistant does not attempt. ")
                    .arg(filters[a].text, filters[b].text);
    return {};
}

enum class Agg { None, Count, Sum, Avg, Max, Min };

QString aggSql(Agg a) {
    switch (a) {
    case Agg::Count:
        return QStringLiteral("COUNT");
    case Agg::Sum:
        return QStringLiteral("SUM");
    case Agg::Avg:
        return QStringLiteral("AVG");
    case Agg::Max:
        return QStringLiteral("MAX");
    case Agg::Min:
        return QStringLiteral("MIN");
    case Agg::None:
        break;
    }
    return {};
}

QString aggWords(Agg a) {
    switch (a) {
    case Agg::Count:
        return Tr::tr("count");
    case Agg::Sum:
        return Tr::tr("sum");
    case Agg::Avg:
        return Tr::tr("average");
    case Agg::Max:
        return Tr::tr("maximum");
    case Agg::Min:
        return Tr::tr("minimum");
    case Agg::None:
        break;
    }
    return {};
}

// The period a question's grain word names ("monthly", "per quarter"); Month for none.
db::TimeGrain timeGrainOf(agents::TimeGrainHint grain) {
    switch (grain) {
    case agents::TimeGrainHint::Day:
        return db::TimeGrain::Day;
    case agents::TimeGrainHint::Week:
        return db::TimeGrain::Week;
    case agents::TimeGrainHint::Quarter:
        return db::TimeGrain::Quarter;
    case agents::TimeGrainHint::Year:
        return db::TimeGrain::Year;
    case agents::TimeGrainHint::Month:
    case agents::TimeGrainHint::None:
        break;
    }
    return db::TimeGrain::Month;
}

} // namespace

// ---------------------------------------------------------------- the assistant

struct OfflineAssistant::Private {
    std::shared_ptr<const knowledge::KnowledgeSnapshot> knowledge;
    const db::Dialect &dialect;
    schema::SchemaGraph graph;
    schema::SchemaPatterns patterns;
    std::unique_ptr<schema::JoinPlanner> planner;
    QList<schema::JoinPreference> joinPreferences; // the analyst's join choices for this connection
    QList<Tab> tabs;
    QList<Col> cols;
    QHash<QString, QList<int>> tableByKey;
    QHash<QString, QList<int>> colByKey;
    QHash<QString, QList<int>> colByDescStem;
    QSet<QString> schemaWords; // every word of every table and column name, lower case, and its stem

    Private(std::shared_ptr<const knowledge::KnowledgeSnapshot> k, db::Engine engine,
            const schema::PatternCorrections &corrections)
        : knowledge(std::move(k))
        , dialect(db::Dialect::forEngine(engine))
        , graph(schema::SchemaGraph::fromKnowledge(knowledge->catalog, knowledge->context))
        , patterns(schema::detectPatterns(graph, agents::withStoredCorrections(*knowledge, corrections))) {
        planner = std::make_unique<schema::JoinPlanner>(graph, patterns);
        joinPreferences = agents::withStoredCorrections(*knowledge, corrections).joins;
        buildLexicon();
    }

    void buildLexicon() {
        static const QSet<QString> generic = {
            QStringLiteral("id"),  QStringLiteral("identifier"), QStringLiteral("name"),
            QStringLiteral("the"), QStringLiteral("a"),          QStringLiteral("of"),
            QStringLiteral("in"),  QStringLiteral("eur"),        QStringLiteral("e"),
            QStringLiteral("g"),   QStringLiteral("when"),       QStringLiteral("one")};
        for (const db::TableInfo &t : knowledge->catalog.tables) {
            Tab tab;
            tab.qualified = t.qualifiedName();
            tab.schema = t.schema;
            tab.name = t.name;
            tab.nameKey = stems(t.name).join(QLatin1Char(' '));
            tab.primaryKey = t.primaryKey;
            const knowledge::TableKnowledge *tk = knowledge->context.table(t.name, t.schema);
            if (tk)
                tab.rows = tk->profile.rowCount;
            const int ti = int(tabs.size());
            QSet<QString> fkColumns;
            for (const db::ForeignKeyInfo &fk : t.foreignKeys)
                for (const QString &c : fk.columns)
                    fkColumns.insert(c.toLower());
            for (const db::ColumnInfo &c : t.columns) {
                Col col;
                col.table = ti;
                col.name = c.name;
                col.type = c.type;
                col.date = dateType(c.type, c.name);
                col.numeric = !col.date && numericType(c.type);
                const QString lower = c.name.toLower();
                col.key = c.primaryKey || fkColumns.contains(lower) || lower == u"id" ||
                          lower.endsWith(QLatin1String("_id")) ||
                          (lower.endsWith(QLatin1String("id")) && lower.size() > 2 &&
                           c.name.at(c.name.size() - 2).isUpper());
                col.nameStems = stems(c.name);
                col.nameKey = col.nameStems.join(QLatin1Char(' '));
                QString description = c.comment;
                if (tk) {
                    if (const knowledge::ColumnKnowledge *ck = tk->column(c.name)) {
                        if (!ck->description.isEmpty())
                            description = ck->description;
                        col.seenEmpty = ck->profile.nonNull >= 0 && ck->profile.nullRatio > 0;
                    }
                }
                for (const QString &w : knowledge::analyzeWords(description, true)) {
                    if (!generic.contains(w) && w.size() > 2)
                        col.descStems.insert(w);
                }
                for (const QString &w : knowledge::identifierWords(c.name))
                    schemaWords.insert(w);
                for (const QString &w : std::as_const(col.nameStems))
                    schemaWords.insert(w);
                const int ci = int(cols.size());
                cols << col;
                tab.cols << ci;
                if (!col.nameKey.isEmpty())
                    colByKey[col.nameKey] << ci;
                for (const QString &w : std::as_const(col.descStems))
                    colByDescStem[w] << ci;
            }
            for (const QString &w : knowledge::identifierWords(t.name) + stems(t.name))
                schemaWords.insert(w);
            tabs << tab;
            if (!tab.nameKey.isEmpty())
                tableByKey[tab.nameKey] << ti;
        }
    }

    // The column that names a row of a table ("name", "title", first and last name), or -1.
    QString labelExpr(int t, const QString &alias, int *labelCol = nullptr) const {
        const Tab &tab = tabs[t];
        int first = -1, last = -1, exact = -1, suffix = -1, text = -1;
        for (int ci : tab.cols) {
            const Col &c = cols[ci];
            const QString n = c.name.toLower();
            if (c.key || c.numeric || c.date)
                continue;
            if (n == u"first_name" || n == u"firstname" || n == u"fname")
                first = ci;
            else if (n == u"last_name" || n == u"lastname" || n == u"lname")
                last = ci;
            else if (n == u"name" || n == u"title" ||
                     n == tab.name.toLower() + QStringLiteral("_name"))
                exact = exact < 0 ? ci : exact;
            else if (n.endsWith(QLatin1String("name")) || n.endsWith(QLatin1String("title")))
                suffix = suffix < 0 ? ci : suffix;
            else if (text < 0)
                text = ci;
        }
        if (labelCol)
            *labelCol = exact >= 0 ? exact : (first >= 0 ? first : (suffix >= 0 ? suffix : text));
        if (exact >= 0)
            return ref(exact, alias);
        if (first >= 0 && last >= 0)
            return QStringLiteral("%1 || ' ' || %2").arg(ref(first, alias), ref(last, alias));
        if (suffix >= 0)
            return ref(suffix, alias);
        if (text >= 0)
            return ref(text, alias);
        if (!tab.primaryKey.isEmpty())
            return (alias.isEmpty() ? QString() : dialect.identifier(alias) + QLatin1Char('.')) +
                   dialect.identifier(tab.primaryKey.first());
        return {};
    }

    QString ref(int ci, const QString &alias) const {
        const QString c = dialect.identifier(cols[ci].name);
        return alias.isEmpty() ? c : dialect.identifier(alias) + QLatin1Char('.') + c;
    }

    QString colTitle(int ci) const {
        return tabs[cols[ci].table].name + QLatin1Char('.') + cols[ci].name;
    }

    // How directly table `to` describes the rows of table `from`: 0 for the table itself, the
    // number of references followed when `to` is reached from `from` by following foreign keys
    // towards the referenced side (each row of `from` has one partner there: "orders" for an order
    // line), 10 + the plain distance when the way passes through a table with many rows per row of
    // `from` (a child, like "returns" for an order line), 100 when unreachable.
    int closeness(int from, int to) const {
        if (from == to)
            return 0;
        const int a = graph.indexOf(tabs[from].qualified), b = graph.indexOf(tabs[to].qualified);
        if (a < 0 || b < 0)
            return 100;
        QHash<int, int> up = {{a, 0}};
        QList<int> queue = {a};
        for (int i = 0; i < queue.size(); ++i) {
            const int n = queue[i];
            for (int e : graph.edgesOf(n)) {
                const schema::SchemaEdge &edge = graph.edge(e);
                if (edge.from != n || !edge.via.isEmpty() || up.contains(edge.to))
                    continue;
                up.insert(edge.to, up.value(n) + 1);
                queue << edge.to;
            }
        }
        if (up.contains(b))
            return up.value(b);
        const QList<int> d = graph.distancesFrom(a);
        return b < d.size() && d[b] >= 0 ? 10 + d[b] : 100;
    }

    // The column of a table that references the table's own key as its parent ("parent_id" in a
    // category tree), or -1.
    int parentColumn(int t) const {
        const int n = graph.indexOf(tabs[t].qualified);
        if (n < 0 || tabs[t].primaryKey.size() != 1)
            return -1;
        for (int e : graph.edgesOf(n)) {
            const schema::SchemaEdge &edge = graph.edge(e);
            if (edge.from != n || edge.to != n || edge.fromColumns.size() != 1 ||
                !edge.fromColumns.first().contains(QLatin1String("parent"), Qt::CaseInsensitive))
                continue;
            for (int ci : tabs[t].cols)
                if (cols[ci].name.compare(edge.fromColumns.first(), Qt::CaseInsensitive) == 0)
                    return ci;
        }
        return -1;
    }

    // What a reading would drop although it changes the question, said as the reason to decline
    // (empty when nothing is dropped): an average or total with nothing to apply it to ("average
    // order value" read as a count), how often something happened ("ordered more than 3 times",
    // which is no column's value), the best one within each group ("best selling product in each
    // region": a ranking inside groups).
    static QString unreadShape(const QString &lower, Agg agg, int measure, bool count, int entityMention,
                               qsizetype dimensions, int havingMention, const QString &glossaryExpression) {
        // "total orders by channel" is a count; "the sum" and "the average" need a figure.
        static const QRegularExpression sum(QStringLiteral("\\bsum\\b"));
        if ((agg == Agg::Avg || (agg == Agg::Sum && sum.match(lower).hasMatch())) && measure < 0 && !count &&
            glossaryExpression.isEmpty())
            return agg == Agg::Avg ? Tr::tr("I found no figure in this database for the average to apply to. ")
                                   : Tr::tr("I found no figure in this database for the total to apply to. ");
        static const QRegularExpression often(QStringLiteral("\\b(\\d+\\s+times|(?<!at )once|twice)\\b"));
        if (havingMention < 0 && often.match(lower).hasMatch())
            return Tr::tr("Counting how often something happened (“%1”) needs a grouping I could not place. ")
                .arg(often.match(lower).captured(1));
        static const QRegularExpression withinGroups(QStringLiteral("\\b(in|for|within) (each|every)\\b|\\bper\\b"));
        if (entityMention >= 0 && dimensions > 0 && withinGroups.match(lower).hasMatch())
            return Tr::tr("The best one within each group needs a ranking inside groups, which the offline "
                          "assistant does not attempt. ");
        return {};
    }

    // [words, issue 24] Words the schema does not use ("shoppers", "vocalists") that WordNet
    // relates to a table's or column's own name: a mention below every name and description match,
    // and the reading says why ("shoppers ~ customers (WordNet: a kind of customers)"). Loose
    // relations (broader words, siblings, misspellings) and matches on descriptions or values are
    // left out: they find something, not the thing meant.
    void addWordNetMentions(const QString &question, QList<Tok> &toks, QList<Mention> &mentions,
                            QStringList *notes) const {
        using knowledge::MatchKind;
        if (!knowledge->retriever)
            return;
        const QList<knowledge::WordMatch> matches = knowledge->wordMatches(question, 6);
        // The matches that may name something, by the token they start at, and the last token
        // each group covers ("electronic mail" spans two).
        QHash<int, QList<const knowledge::WordMatch *>> byToken;
        QHash<int, int> lastOf;
        for (const knowledge::WordMatch &w : matches) {
            // A table may be named by a narrower word ("sopranos" for singer) or a derived one
            // ("employs" for employee); a column only by the same meaning ("surname" for
            // last_name) or a shortening: columns are many and close to each other.
            const bool sameMeaning = w.relation == MatchKind::Exact || w.relation == MatchKind::Morphological ||
                                     w.relation == MatchKind::Abbreviation || w.relation == MatchKind::Synonym;
            const bool tableRelation = sameMeaning || w.relation == MatchKind::Derivation || w.relation == MatchKind::Broader;
            const bool fits = w.kind == knowledge::ItemKind::Table ? tableRelation : sameMeaning;
            const int t = findTable(w.table);
            // The item's own name; for a table also its name as its columns repeat it
            // ("customer" of customer_id in customers, not in orders).
            const bool named = w.field == knowledge::MatchField::Name ||
                               (w.kind == knowledge::ItemKind::Table && w.field == knowledge::MatchField::MemberName &&
                                t >= 0 && stems(tabs[t].name) == stems(w.schemaWord));
            // How sure the relation is (its kind and the word's sense frequency), whichever
            // field of the item carried it.
            const double sure = w.weight / knowledge::SemanticIndex::fieldWeight(w.field);
            const auto start = std::find_if(toks.begin(), toks.end(), [&](const Tok &k) { return k.begin == w.begin; });
            if (!fits || !named || sure < 0.3 || t < 0 || start == toks.end())
                continue;
            const int i = int(start - toks.begin());
            int end = i;
            while (end + 1 < toks.size() && toks[end].end < w.end)
                ++end;
            byToken[i] << &w;
            lastOf[i] = std::max(lastOf.value(i, i), end);
        }
        for (int i = 0; i < toks.size(); ++i) {
            const QList<const knowledge::WordMatch *> found = byToken.value(i);
            const int last = lastOf.value(i, i);
            bool free = !found.isEmpty();
            for (int j = i; j <= last && free; ++j)
                free = !toks[j].used && !toks[j].time && !toks[j].number && !toks[j].structural &&
                       !knowledge::isStopword(toks[j].low) && synonymFor(toks[j].low).isEmpty();
            if (!free)
                continue;
            // The strongest kind decides: a table's name, else columns' names.
            const bool table = std::any_of(found.begin(), found.end(), [](const knowledge::WordMatch *w) {
                return w->kind == knowledge::ItemKind::Table;
            });
            Mention m;
            m.first = i;
            m.last = last;
            m.isTable = table;
            QString best; // why the first candidate
            for (const knowledge::WordMatch *w : std::as_const(found)) {
                if ((w->kind == knowledge::ItemKind::Table) != table)
                    continue;
                const int t = findTable(w->table);
                const int c = table ? -1 : findColumnOf(t, w->column);
                if (!table && c < 0)
                    continue;
                m.candidates << Candidate{c, t, (table ? 2.5 : 1.5) * w->weight};
                if (m.candidates.size() == 1 || m.candidates.last().score > m.candidates.first().score) {
                    std::swap(m.candidates.first(), m.candidates.last());
                    best = w->explain();
                }
            }
            if (m.candidates.isEmpty())
                continue;
            std::stable_sort(m.candidates.begin() + 1, m.candidates.end(),
                             [](const Candidate &a, const Candidate &b) { return a.score > b.score; });
            *notes << best;
            for (int j = i; j <= last; ++j)
                toks[j].used = true;
            mentions << m;
        }
        notes->removeDuplicates();
    }

    int findColumnOf(int t, const QString &column) const {
        if (t < 0)
            return -1;
        for (int ci : tabs[t].cols)
            if (cols[ci].name.compare(column, Qt::CaseInsensitive) == 0)
                return ci;
        return -1;
    }

    // LEFT JOIN where an inner join would silently drop rows the question counts or lists: the
    // planner's optional reference (N:1) whose referencing column the profile saw empty, on a
    // branch that carries no condition and no measure (a filter there must hold, so inner is
    // right). Everything below a kept row is kept too. `constrained`: aliases holding a condition
    // or the measure.
    void keepRowsWithoutPartner(schema::JoinPlan &jp, QSet<QString> constrained) const {
        for (int i = int(jp.steps.size()) - 1; i > 0; --i) {
            if (constrained.contains(jp.steps[i].alias))
                constrained.insert(jp.steps[i].parentAlias);
        }
        QSet<QString> leftAliases;
        for (schema::JoinStep &step : jp.steps) {
            const bool optional = step.left && step.cardinality == QLatin1String("N:1") &&
                                  !constrained.contains(step.alias) && anySeenEmpty(step.parentTable, step.parentColumns);
            step.left = !step.parentAlias.isEmpty() && (leftAliases.contains(step.parentAlias) || optional);
            if (step.left)
                leftAliases.insert(step.alias);
        }
    }

    bool anySeenEmpty(const QString &table, const QStringList &columns) const {
        const int t = findTable(table);
        return t >= 0 && std::any_of(tabs[t].cols.begin(), tabs[t].cols.end(), [&](int ci) {
                   return cols[ci].seenEmpty && columns.contains(cols[ci].name, Qt::CaseInsensitive);
               });
    }

    // Gives each role the filters' words named its own use of the table: the table's plain use
    // takes the first role, each further role is a use of its own. Returns filter -> use index.
    QHash<int, int> useFilterRoles(const QList<Filter> &filters, const QStringList &needed,
                                   QList<schema::TableUse> &uses) const {
        QHash<int, int> out;
        for (int fi = 0; fi < filters.size(); ++fi) {
            const Filter &f = filters[fi];
            if (f.role.isEmpty())
                continue;
            const QString table = tabs[cols[f.col].table].qualified;
            int use = -1;
            for (int u = 0; u < uses.size() && use < 0; ++u)
                if (uses[u].table == table && uses[u].role == f.role)
                    use = u;
            if (use < 0) {
                const int plain = int(needed.indexOf(table));
                if (plain >= 0 && uses[plain].role.isEmpty()) {
                    uses[plain].role = f.role;
                    use = plain;
                } else {
                    uses << schema::TableUse(table, f.role);
                    use = int(uses.size()) - 1;
                }
            }
            out.insert(fi, use);
        }
        return out;
    }

    int findCol(const QString &title) const {
        for (int i = 0; i < cols.size(); ++i) {
            if (colTitle(i).compare(title, Qt::CaseInsensitive) == 0)
                return i;
        }
        return -1;
    }
    int findTable(const QString &name) const {
        for (int i = 0; i < tabs.size(); ++i) {
            if (tabs[i].name.compare(name, Qt::CaseInsensitive) == 0 ||
                tabs[i].qualified.compare(name, Qt::CaseInsensitive) == 0)
                return i;
        }
        return -1;
    }

    Reading read(const QString &question, const QDate &today, const agents::ReadingFixes &choices,
                 const schema::JoinChoice &joinChoice = {}) const;
};

namespace {

Reading declined(const QString &why) {
    Reading r;
    r.decline = why;
    return r;
}

QString canDo() {
    return Tr::tr("I can answer counts and lists, a measure by a dimension, over time with a grain, "
              "top or bottom N, "
              "filters on stored values and time ranges, shares, superlatives, averages per entity "
              "and distinct values.");
}

} // namespace

Reading OfflineAssistant::Private::read(const QString &questionIn, const QDate &today,
                                        const agents::ReadingFixes &choices,
                                        const schema::JoinChoice &joinChoice) const {
    QString question = questionIn.simplified();
    {
        static const QRegularExpression numberWord(
            QStringLiteral(
                "\\b(at least|at most|more than|less than|fewer "
                "than|exactly|than|with)\\s+(one|two|three|four|five|six|seven|eight|nine|ten)\\b"),
            QRegularExpression::CaseInsensitiveOption);
        static const QStringList words = {QStringLiteral("one"),   QStringLiteral("two"),
                                          QStringLiteral("three"), QStringLiteral("four"),
                                          QStringLiteral("five"),  QStringLiteral("six"),
                                          QStringLiteral("seven"), QStringLiteral("eight"),
                                          QStringLiteral("nine"),  QStringLiteral("ten")};
        QRegularExpressionMatch m;
        while ((m = numberWord.match(question)).hasMatch())
            question.replace(m.capturedStart(2), m.capturedLength(2),
                             QString::number(words.indexOf(m.captured(2).toLower()) + 1));
    }
    const QString lower = question.toLower();

    // 0. The rules read English; another language is declined rather than misread ("Umsatz
    //    nach Region" is not the list of regions).
    if (!readsAsEnglish(question))
        return declined(Tr::tr("The offline assistant reads questions in English only. Ask in English, or "
                               "configure a language model (Settings → Language Models), which reads "
                               "any language. "));
    // 1. What is beyond rules: explanations, predictions, advice, and shapes that need nesting or
    //    set operations.
    // (Narrow on purpose: "life expectancy" or "injuries caused" are data, not a request to
    // explain.)
    static const QRegularExpression why(QStringLiteral(
        "\\b(why|predict\\w*|forecast\\w*|will\\s+\\w+\\s+next|should (i|we|they)|what if|"
        "what (caused|causes|drove|drives)|explain\\w*|reasons?\\s+(for|why)|recommend\\w*|"
        "correlat\\w*|impact of)\\b"));
    if (why.match(lower).hasMatch())
        return declined(Tr::tr("The offline assistant answers questions about what the data contains; "
                           "explanations, causes and "
                           "predictions need a language model (Settings → Language Models). ") +
                        canDo());
    static const QRegularExpression nested(QStringLiteral(
        "\\b(not|never|without|except|both|neither|nor|either|no longer|than (the )?average|"
        "above average|below average|than any|than all|than every|at the same time|as well "
        "as)\\b"));
    if (nested.match(lower).hasMatch())
        return declined(Tr::tr("This question needs a comparison across separate sets of rows (not, "
                           "both, except, compared with an "
                           "average), which the offline assistant does not attempt. ") +
                        canDo());
    if (question.isEmpty())
        return declined(canDo());

    // 2. Tokens, time expressions, numbers.
    QList<Tok> toks;
    static const QRegularExpression word(
        QStringLiteral("[\\p{L}\\p{N}_]+(?:[.'\\-][\\p{L}\\p{N}_]+)*"));
    for (auto it = word.globalMatch(question); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        Tok t;
        t.raw = m.captured(0);
        t.end = int(m.capturedEnd());
        // A possessive names its owner: "Kyle's friends" is about Kyle.
        if (t.raw.size() > 2 && t.raw.endsWith(QLatin1String("'s"), Qt::CaseInsensitive)) {
            t.fullEnd = t.end;
            t.raw.chop(2);
            t.end -= 2;
        }
        t.low = t.raw.toLower();
        const QStringList s = stems(t.raw);
        t.stem = s.isEmpty() ? t.low : s.join(QLatin1Char(' '));
        t.begin = int(m.capturedStart());
        bool ok = false;
        t.low.toDouble(&ok);
        t.number = ok;
        t.structural =
            structuralWords().contains(t.low) || (knowledge::isStopword(t.low) && !t.number);
        toks << t;
    }
    // A bare year after a comparison ("more than 2000 seats") is a number, not a time; after
    // "compared with" or "versus" it is the other period of a comparison of periods.
    static const QRegularExpression periodComparison(
        QStringLiteral("\\b(compared (with|to)|in comparison (with|to)|versus|vs)\\.?$"));
    QList<agents::TimeRange> times;
    bool comparingPeriods = false;
    for (const agents::TimeRange &r : agents::findTimeExpressions(question, today)) {
        static const QRegularExpression bareYear(QStringLiteral("^\\d{4}$"));
        static const QRegularExpression comparison(QStringLiteral(
            "\\b(than|least|most|over|under|above|below|is|of|to|equal|exactly|with)$"));
        const QString before = lower.left(r.begin).trimmed();
        const bool otherPeriod = !times.isEmpty() && periodComparison.match(before).hasMatch();
        comparingPeriods = comparingPeriods || otherPeriod;
        if (!otherPeriod && bareYear.match(r.text.trimmed()).hasMatch() &&
            comparison.match(before).hasMatch())
            continue;
        times << r;
    }
    for (Tok &t : toks) {
        for (const agents::TimeRange &r : times) {
            if (t.begin >= r.begin && t.end <= r.begin + r.length)
                t.time = true;
        }
    }
    agents::TimeGrainHint grain = agents::findTimeGrain(question);
    // "revenue in 2023 compared with 2022": each period is a group of its own, so the periods must
    // be whole years, quarters or months of one kind.
    QList<agents::TimeRange> periods;
    if (comparingPeriods) {
        auto kindOf = [](const agents::TimeRange &r) {
            if (r.from.day() != 1)
                return agents::TimeGrainHint::None;
            if (r.from.month() == 1 && r.to == r.from.addYears(1))
                return agents::TimeGrainHint::Year;
            if ((r.from.month() - 1) % 3 == 0 && r.to == r.from.addMonths(3))
                return agents::TimeGrainHint::Quarter;
            if (r.to == r.from.addMonths(1))
                return agents::TimeGrainHint::Month;
            return agents::TimeGrainHint::None;
        };
        const agents::TimeGrainHint kind = kindOf(times.first());
        for (const agents::TimeRange &r : std::as_const(times))
            if (kindOf(r) != kind || kind == agents::TimeGrainHint::None)
                return declined(Tr::tr("I can compare whole years, quarters or months of one kind "
                                   "(“2023 compared with 2022”), not “%1” with “%2”. ")
                                    .arg(times.first().text.trimmed(), r.text.trimmed()) +
                                canDo());
        if (grain != agents::TimeGrainHint::None && grain != kind)
            return declined(Tr::tr("Comparing periods groups by the periods themselves; a different "
                               "grain as well is beyond the offline assistant. ") +
                            canDo());
        grain = kind;
        periods = times;
        std::sort(
            periods.begin(), periods.end(),
            [](const agents::TimeRange &a, const agents::TimeRange &b) { return a.from < b.from; });
    }

    // 3. Quoted literals and stored values (exact, ignoring case): longest spans first.
    QList<ValueMention> values;
    // "..." or '...' after a space (an apostrophe inside a word, "Children's", is not a quote).
    static const QRegularExpression quoted(
        QStringLiteral("(?:^|(?<=\\s))[\"“‘']([^\"”’']{1,80})[\"”’'](?=$|[\\s?.,!;:])"));
    auto tokenRange = [&](int begin, int end, int *first, int *last) {
        *first = -1;
        for (int i = 0; i < toks.size(); ++i) {
            if (toks[i].begin >= begin && toks[i].end <= end) {
                if (*first < 0)
                    *first = i;
                *last = i;
            }
        }
        return *first >= 0;
    };
    auto exactHits = [&](const QString &text) {
        QList<knowledge::ValueHit> out;
        // Stored values with stray spaces ("Aberdeen ") are still the value the question names,
        // after the values stored exactly as written.
        QList<knowledge::ValueHit> padded;
        for (const knowledge::ValueHit &h : knowledge->searchValues(text, 12)) {
            if (h.value.compare(text, Qt::CaseInsensitive) == 0)
                out << h;
            else if (h.value.trimmed().compare(text.trimmed(), Qt::CaseInsensitive) == 0)
                padded << h;
        }
        if (out.isEmpty())
            out = padded;
        return out;
    };
    for (auto it = quoted.globalMatch(question); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        int first = 0, last = 0;
        if (!tokenRange(int(m.capturedStart(1)), int(m.capturedEnd(1)), &first, &last))
            continue;
        ValueMention v{first, last, m.captured(1).trimmed(), exactHits(m.captured(1).trimmed())};
        for (int i = first; i <= last; ++i)
            toks[i].used = true;
        values << v;
    }
    // Unquoted: spans of content words that are not schema names.
    auto schemaName = [&](const QString &key) {
        return tableByKey.contains(key) || colByKey.contains(key);
    };
    for (int len = 3; len >= 1; --len) {
        for (int i = 0; i + len <= toks.size(); ++i) {
            bool ok = true;
            bool capital = false;
            QStringList stemParts;
            for (int j = i; j < i + len && ok; ++j) {
                const Tok &t = toks[j];
                ok = !t.used && !t.time && !(t.structural && len == 1) && !(t.number && len == 1);
                capital = capital || (t.raw.at(0).isUpper() && j > 0);
                stemParts << t.stem;
            }
            if (!ok || (toks[i].structural && !toks[i].raw.at(0).isUpper()) ||
                (toks[i + len - 1].structural && !toks[i + len - 1].raw.at(0).isUpper()))
                continue;
            // A schema name is a name unless it is capitalised mid-sentence (a proper noun).
            if (!capital && schemaName(stemParts.join(QLatin1Char(' '))))
                continue;
            // A stored value may end in 's itself ("Macy's"): tried whole first, then the owner.
            const Tok &lastTok = toks[i + len - 1];
            QString text;
            QList<knowledge::ValueHit> hits;
            if (lastTok.fullEnd > 0) {
                text = question.mid(toks[i].begin, lastTok.fullEnd - toks[i].begin);
                hits = exactHits(text);
            }
            if (hits.isEmpty()) {
                text = question.mid(toks[i].begin, lastTok.end - toks[i].begin);
                hits = exactHits(text);
            }
            if (hits.isEmpty())
                continue;
            for (int j = i; j < i + len; ++j)
                toks[j].used = true;
            values << ValueMention{i, i + len - 1, text, hits};
        }
    }
    std::sort(values.begin(), values.end(),
              [](const ValueMention &a, const ValueMention &b) { return a.first < b.first; });

    // Glossary value synonyms ("DE" means Germany in customers.country) and business terms.
    struct GlossaryMeasure {
        QString expression;
        QString table;
        QString term;
    };
    QList<GlossaryMeasure> glossaryMeasures;
    QSet<QString> glossaryWords;
    for (const knowledge::GlossaryEntry &g : knowledge->glossary) {
        if (!g.mentionedIn(question))
            continue;
        // The term's words are accounted for ("DE" means Germany): not a name left unexplained.
        for (const QString &w : knowledge::analyzeWords(g.term, false))
            glossaryWords.insert(w);
        if (g.kind == knowledge::GlossaryEntry::Kind::ValueSynonym && !g.value.isEmpty() &&
            !g.column.isEmpty()) {
            knowledge::ValueHit h;
            h.table = g.table;
            h.column = g.column;
            h.value = g.value;
            values << ValueMention{-1, -1, g.term, {h}};
        } else if (!g.expression.isEmpty()) {
            glossaryMeasures << GlossaryMeasure{g.expression, g.table, g.term};
        }
    }

    // 4. Schema mentions: tables and columns by name (longest spans), then by description.
    QList<Mention> mentions;
    for (int len = 3; len >= 1; --len) {
        for (int i = 0; i + len <= toks.size(); ++i) {
            bool ok = true;
            QStringList parts;
            for (int j = i; j < i + len && ok; ++j) {
                ok = !toks[j].used && !toks[j].time && !toks[j].number &&
                     (len > 1 || !toks[j].structural || toks[j].low == u"name" ||
                      toks[j].low == u"names" || (j > 0 && nounLike(toks[j].low)));
                parts << toks[j].stem;
            }
            if (!ok)
                continue;
            const QString key = parts.join(QLatin1Char(' '));
            Mention m;
            m.first = i;
            m.last = i + len - 1;
            if (tableByKey.contains(key)) {
                m.isTable = true;
                for (int t : tableByKey.value(key))
                    m.candidates << Candidate{-1, t, 3};
            } else if (colByKey.contains(key)) {
                for (int c : colByKey.value(key))
                    m.candidates << Candidate{c, cols[c].table, 2};
            } else if (len == 1 &&
                       (genericColumnWord(key) ||
                        (key.endsWith(QLatin1Char('s')) && genericColumnWord(key.chopped(1))))) {
                // "ids", "names", "descriptions": the column named after its table ("document_id")
                const QString word = genericColumnWord(key) ? key : key.chopped(1);
                for (int t = 0; t < tabs.size(); ++t)
                    for (int c : tabs[t].cols)
                        if (cols[c].nameKey == tabs[t].nameKey + QLatin1Char(' ') + word)
                            m.candidates << Candidate{c, t, 1.5};
            } else if (len >= 2 && tableByKey.contains(parts.first())) {
                // "singer name": a column of a named table
                const QString rest = parts.mid(1).join(QLatin1Char(' '));
                for (int t : tableByKey.value(parts.first())) {
                    for (int c : tabs[t].cols) {
                        if (cols[c].nameKey == rest ||
                            cols[c].nameKey == parts.join(QLatin1Char(' ')))
                            m.candidates << Candidate{c, t, 4};
                    }
                }
            }
            if (m.candidates.isEmpty())
                continue;
            for (int j = i; j <= m.last; ++j)
                toks[j].used = true;
            mentions << m;
        }
    }
    for (int i = 0; i < toks.size(); ++i) {
        Tok &t = toks[i];
        if (t.used || t.time || t.number || (t.structural && t.low != u"sold"))
            continue;
        // "units sold", "items sold": the verb qualifies the measure just named
        // (not after a table: "which store sold the most" asks for a figure)
        if (t.low == u"sold" && i > 0 &&
            std::any_of(mentions.begin(), mentions.end(), [&](const Mention &x) {
                return x.last == i - 1 && !x.isTable && x.candidates.first().col >= 0 &&
                       cols[x.candidates.first().col].numeric;
            })) {
            t.used = true;
            continue;
        }
        const QString s = t.stem;
        QString syn = synonymFor(t.low);
        if (syn.isEmpty())
            syn = synonymFor(s);
        QList<int> found;
        // columns named by the synonym ("quantity") before those whose description mentions it
        // ("revenue: quantity * unit_price")
        if (!syn.isEmpty())
            for (int c : colByKey.value(syn) + colByDescStem.value(syn))
                if (!found.contains(c))
                    found << c;
        // the word's own hits come after the synonym's, when they are few
        const QList<int> direct = colByDescStem.value(s);
        if (found.size() + direct.size() <= 4 || found.isEmpty())
            for (int c : direct)
                if (!found.contains(c))
                    found << c;
        // A description word shared by many columns says little.
        if (found.isEmpty() || found.size() > 4)
            continue;
        Mention m;
        m.first = m.last = i;
        m.strong = false;
        for (int c : found)
            m.candidates << Candidate{c, cols[c].table, 1};
        t.used = true;
        mentions << m;
    }
    QStringList wordNotes; // "shoppers ~ customers (WordNet: a kind of customers)"
    addWordNetMentions(question, toks, mentions, &wordNotes);
    std::sort(mentions.begin(), mentions.end(),
              [](const Mention &a, const Mention &b) { return a.first < b.first; });
    static const bool debug = qEnvironmentVariableIsSet("ASSAY_OFFLINE_DEBUG");
    if (debug) {
        QStringList t, m, v;
        for (const Tok &k : toks)
            t << k.low + QLatin1Char('/') + k.stem +
                     (k.structural ? QStringLiteral("/s") : QString()) +
                     (k.used ? QStringLiteral("/u") : QString());
        for (const Mention &x : mentions)
            m << QStringLiteral("%1-%2:%3")
                     .arg(x.first)
                     .arg(x.last)
                     .arg(x.candidates.first().col >= 0 ? colTitle(x.candidates.first().col)
                                                        : tabs[x.candidates.first().table].name);
        for (const ValueMention &x : values)
            v << x.text + QLatin1Char('=') +
                     (x.hits.isEmpty()
                          ? QString()
                          : x.hits.first().table + QLatin1Char('.') + x.hits.first().column);
        qDebug().noquote() << "offline tokens:" << t.join(QLatin1Char(' '))
                           << "\n  mentions:" << m.join(QStringLiteral(", "))
                           << "\n  values:" << v.join(QStringLiteral(", "));
    }

    QSet<int> namedTables;
    for (const Mention &m : mentions)
        if (m.isTable)
            for (const Candidate &c : m.candidates)
                namedTables.insert(c.table);
    const QSet<int> mentionedTables = namedTables; // by name, not through a value
    for (const ValueMention &v : values)
        if (!v.hits.isEmpty())
            if (int t = findTable(v.hits.first().table); t >= 0)
                namedTables.insert(t);
    // Columns of tables the question names come first; otherwise the schema's order.
    for (Mention &m : mentions) {
        for (Candidate &c : m.candidates) {
            if (namedTables.contains(c.table))
                c.score += 3;
            if (c.col >= 0 && cols[c.col].key)
                c.score -= 1.5;
        }
        std::stable_sort(m.candidates.begin(), m.candidates.end(),
                         [](const Candidate &a, const Candidate &b) { return a.score > b.score; });
    }
    // The table the figure comes from (the measure's, else the first table named): among columns
    // that are otherwise equal, the one that describes its rows most directly wins ("revenue by
    // channel": the order's own channel, not the channel of the campaign an order may have).
    int anchor = -1;
    for (const Mention &m : mentions) {
        const Candidate &c = m.candidates.first();
        if (c.col >= 0 && cols[c.col].numeric && !cols[c.col].key) {
            anchor = c.table;
            break;
        }
    }
    for (int i = 0; i < mentions.size() && anchor < 0; ++i)
        if (mentions[i].isTable)
            anchor = mentions[i].candidates.first().table;
    if (anchor < 0)
        for (const GlossaryMeasure &g : glossaryMeasures)
            if (anchor < 0 && !g.table.isEmpty())
                anchor = findTable(g.table);
    if (anchor >= 0) {
        for (Mention &m : mentions) {
            if (m.candidates.size() < 2)
                continue;
            // a tie-break only: less than the gap between a name and a description match
            for (Candidate &c : m.candidates)
                c.score -= 0.04 * std::min(closeness(anchor, c.table), 20);
            std::stable_sort(
                m.candidates.begin(), m.candidates.end(),
                [](const Candidate &a, const Candidate &b) { return a.score > b.score; });
        }
    }

    if (mentions.isEmpty() && values.isEmpty() && glossaryMeasures.isEmpty())
        return declined(
            Tr::tr("I found no table, column or stored value of this database in the question. ") +
            canDo());

    // Words that mean something the reading does not account for ("arriving", "founded before"):
    // past a few, the reading is likely wrong, and declining beats a wrong answer.
    QStringList unexplained;
    for (int i = 0; i < toks.size(); ++i) {
        const Tok &t = toks[i];
        if (t.used || t.time || t.number)
            continue;
        // A name mid-sentence ("flights from Aberdeen") that is no stored value and no word of a
        // schema name ("TV" of TV_Channel): answering without it would answer another question.
        if (i > 0 && t.raw.size() > 1 && t.raw.at(0).isUpper() && !t.structural && !knowledge::isStopword(t.low) &&
            !glossaryWords.contains(t.low) && !glossaryWords.contains(t.stem) &&
            !startsSentence(question, toks[i - 1].end, t.begin) && !schemaWords.contains(t.low) &&
            !schemaWords.contains(t.stem) && !(t.low.endsWith(u's') && schemaWords.contains(t.low.chopped(1))))
            return declined(Tr::tr("“%1” looks like a name, but no stored value or column of this "
                                   "database is called that. ")
                                .arg(t.raw) +
                            canDo());
        if (!t.structural && !knowledge::isStopword(t.low) && t.low.size() > 2)
            unexplained << t.raw;
    }
    // Three, chosen on the tuning databases of `assay eval offline` (no loss of correct answers
    // there).
    static const int maxUnexplained =
        qEnvironmentVariableIsSet("ASSAY_OFFLINE_MAX_UNKNOWN")
            ? qEnvironmentVariableIntValue("ASSAY_OFFLINE_MAX_UNKNOWN")
            : 3;
    if (unexplained.size() > maxUnexplained)
        return declined(Tr::tr("I could not place these words in the data: %1. ")
                            .arg(unexplained.join(QStringLiteral(", "))) +
                        canDo());

    // 5. The shape.
    // The shape words' patterns are literals: each is compiled once per thread, not per question
    // (read() runs on several threads at once in the evaluations).
    auto has = [&](const char *pattern) {
        thread_local QHash<const char *, QRegularExpression> compiled;
        auto it = compiled.find(pattern);
        if (it == compiled.end())
            it = compiled.insert(pattern, QRegularExpression(QString::fromLatin1(pattern)));
        return it->match(lower).hasMatch();
    };
    Agg agg = Agg::None;
    // "number of X" counts, unless X is a numeric column ("the number of final tables made").
    bool count = has("\\b(how many|count|counts)\\b");
    {
        static const QRegularExpression numberOf(QStringLiteral("\\bnumber of\\b"));
        const QRegularExpressionMatch m = numberOf.match(lower);
        if (m.hasMatch()) {
            bool numericNext = false;
            for (const Mention &x : mentions) {
                if (toks[x.first].begin < m.capturedEnd())
                    continue;
                numericNext = x.candidates.first().col >= 0 &&
                              cols[x.candidates.first().col].numeric &&
                              !cols[x.candidates.first().col].key;
                break;
            }
            count = count || !numericNext;
        }
    }
    if (has("\\b(average|avg|mean)\\b"))
        agg = Agg::Avg;
    else if (has("\\b(total|sum|overall)\\b"))
        agg = Agg::Sum;
    else if (has("\\b(maximum|max)\\b"))
        agg = Agg::Max;
    else if (has("\\b(minimum|min)\\b"))
        agg = Agg::Min;
    // Several aggregates of one measure: "the average and maximum age".
    QList<Agg> aggList;
    {
        static const QRegularExpression aggWord(
            QStringLiteral("\\b(average|avg|mean|total|sum|maximum|max|highest|largest|minimum|min|"
                           "lowest|smallest)\\b"));
        for (auto it = aggWord.globalMatch(lower); it.hasNext();) {
            const QString w = it.next().captured(1);
            const Agg a = (w == u"average" || w == u"avg" || w == u"mean") ? Agg::Avg
                          : (w == u"total" || w == u"sum")                 ? Agg::Sum
                          : (w == u"maximum" || w == u"max" || w == u"highest" || w == u"largest")
                              ? Agg::Max
                              : Agg::Min;
            if (!aggList.contains(a))
                aggList << a;
        }
    }
    const bool share = has("\\b(share|percentage|percent|proportion|fraction)\\b");
    const bool distinct = has("\\b(distinct|different|unique)\\b");
    bool descending = true;
    int limit = 0;
    static const QRegularExpression topN(
        QStringLiteral("\\b(top|bottom|first|best|worst)\\s+(\\d+)\\b|\\b(\\d+)\\s+(most|highest|"
                       "largest|biggest|best|least|lowest|fewest|smallest|worst)\\b"));
    if (const QRegularExpressionMatch m = topN.match(lower); m.hasMatch()) {
        limit = (m.captured(2).isEmpty() ? m.captured(3) : m.captured(2)).toInt();
        const QString w = m.captured(1).isEmpty() ? m.captured(4) : m.captured(1);
        descending = !(w == u"bottom" || w == u"worst" || w == u"least" || w == u"lowest" ||
                       w == u"fewest" || w == u"smallest");
    } else {
        // "the 5 products with the lowest revenue": a count of rows before the things ranked and
        // their superlative (not a bound: "more than 5 ...", nor a year)
        static const QRegularExpression nThenSuperlative(QStringLiteral(
            "(?:^|\\b(?:the|top|bottom|list|show|give|find|me|are|were|which)\\s+)(\\d{1,3})\\s+"
            "(?:[\\p{L}_]+\\s+){1,4}?(?:with|who|that|having|by|of)\\s+(?:[\\p{L}_]+\\s+){0,2}?"
            "(most|highest|largest|biggest|greatest|best|least|lowest|fewest|smallest|worst)\\b"));
        if (const QRegularExpressionMatch m = nThenSuperlative.match(lower); m.hasMatch()) {
            limit = m.captured(1).toInt();
            const QString w = m.captured(2);
            descending = !(w == u"worst" || w == u"least" || w == u"lowest" || w == u"fewest" ||
                           w == u"smallest");
        }
    }
    static const QRegularExpression superlative(
        QStringLiteral("\\b(most|highest|largest|biggest|greatest|best|top|bottom|least|lowest|"
                       "smallest|fewest|worst|oldest|youngest|cheapest|most expensive)\\b"));
    // "at least" and "at most" are bounds, not superlatives (blanked, keeping the offsets)
    const QString withoutBounds =
        QString(lower)
            .replace(QStringLiteral("at least"), QStringLiteral("at      "))
            .replace(QStringLiteral("at most"), QStringLiteral("at     "));
    QRegularExpressionMatch sup;
    int supToken = -1;
    bool superlativeWord = false;
    for (auto it = superlative.globalMatch(withoutBounds); it.hasNext() && !superlativeWord;) {
        const QRegularExpressionMatch m = it.next();
        // "best finish" names a column; "the best" does not
        int t = -1;
        for (int i = 0; i < toks.size(); ++i)
            if (toks[i].begin <= m.capturedStart(1) && toks[i].end > m.capturedStart(1))
                t = i;
        bool inName = false;
        for (const Mention &x : mentions)
            inName = inName || (t >= x.first && t <= x.last);
        if (inName)
            continue;
        sup = m;
        supToken = t;
        superlativeWord = true;
    }
    // "which model has the minimum horsepower": an entity with the extreme value, not an aggregate
    {
        static const QRegularExpression withExtreme(
            QStringLiteral("\\b(with|has|had|have)\\s+the\\s+(minimum|maximum|max|min)\\b"));
        const QRegularExpressionMatch m = withExtreme.match(lower);
        if (m.hasMatch() && !superlativeWord) {
            for (int i = 0; i < toks.size(); ++i)
                if (toks[i].begin == m.capturedStart(2))
                    supToken = i;
            sup = m;
            superlativeWord = supToken >= 0;
            if (superlativeWord) {
                agg = Agg::None;
                descending = m.captured(2).startsWith(QLatin1String("max"));
                limit = limit > 0 ? limit : 0;
            }
        }
    }
    if (superlativeWord && limit == 0 && sup.lastCapturedIndex() == 1) {
        const QString w = sup.captured(1);
        descending = !(w == u"least" || w == u"lowest" || w == u"smallest" || w == u"fewest" ||
                       w == u"worst" || w == u"bottom" || w == u"minimum" || w == u"youngest" ||
                       w == u"cheapest");
    }

    bool numericMentionExists = false;
    for (const Mention &x : mentions)
        numericMentionExists =
            numericMentionExists ||
            (x.candidates.first().col >= 0 && cols[x.candidates.first().col].numeric &&
             !cols[x.candidates.first().col].key && !x.strong);
    // Words that make "by X" an ordering: the verbs, never the noun ("orders by channel" groups).
    static const QSet<QString> sortVerbs = {QStringLiteral("order"), QStringLiteral("ordered"),
                                            QStringLiteral("ordering"), QStringLiteral("sort"),
                                            QStringLiteral("sorted"), QStringLiteral("sorting"),
                                            QStringLiteral("ranked")};
    // Group-by: the mention right after "by", "per", "for each", "in each", "of each", "across".
    QList<int> groupMentions; // indexes into mentions
    static const QSet<QString> groupWords = {QStringLiteral("by"), QStringLiteral("per"),
                                             QStringLiteral("each"), QStringLiteral("every"),
                                             QStringLiteral("across")};
    for (int mi = 0; mi < mentions.size(); ++mi) {
        int j = mentions[mi].first - 1;
        while (j >= 0 &&
               (toks[j].low == u"the" || toks[j].low == u"different" || toks[j].low == u"their"))
            --j;
        // "top 10 customers by spend": a number after "by" orders, it does not group
        const Candidate &best = mentions[mi].candidates.first();
        const bool numericMention = best.col >= 0 && cols[best.col].numeric && !cols[best.col].key;
        // "the age of every teacher" lists; "the number of courses for each teacher" groups
        const bool figureAsked = count || agg != Agg::None || share ||
                                 has("\\b(total|revenue|spend|sales)\\b") || numericMentionExists;
        if (j >= 0 && groupWords.contains(toks[j].low) &&
            !(numericMention && toks[j].low == u"by") && (toks[j].low == u"by" || figureAsked)) {
            // "order by X" / "sorted by X" is ordering, not grouping ("orders by X" groups)
            if (toks[j].low == u"by" && j > 0 && sortVerbs.contains(toks[j - 1].low))
                continue;
            groupMentions << mi;
        }
    }
    // "order by X" / "sorted by X"
    int orderMention = -1;
    for (int mi = 0; mi < mentions.size(); ++mi) {
        int j = mentions[mi].first - 1;
        while (j >= 0 &&
               (toks[j].low == u"the" || toks[j].low == u"their" || toks[j].low == u"its"))
            --j;
        // The verb, not the noun: "quarterly orders by channel" groups by channel.
        if (j >= 1 && (toks[j].low == u"by" || toks[j].low == u"of") && sortVerbs.contains(toks[j - 1].low))
            orderMention = mi;
        // "sort employee names by their age": a number after "by" in a sorting question
        const Candidate &c = mentions[mi].candidates.first();
        if (orderMention < 0 && j >= 0 && toks[j].low == u"by" && c.col >= 0 &&
            cols[c.col].numeric && !cols[c.col].key &&
            has("\\b(sort|sorted|order|ordered|ascending|descending)\\b"))
            orderMention = mi;
    }
    const bool orderAscending =
        has("\\b(ascending|asc|increasing|alphabetical|alphabetically|from (the "
            ")?(lowest|smallest|least|youngest|oldest date|earliest))\\b");

    // Having: "with more than 5 orders", "at least 2 products".
    struct Having {
        QString op;
        QString number;
        int mention = -1;
    } having;
    struct NumericFilter {
        int mention = -1;
        QString op;
        QString number;
    };
    QList<NumericFilter> numericFilters;
    auto opOf = [](const QString &w) {
        if (w == u"more than" || w == u"over" || w == u"greater than" || w == u"above" ||
            w == u"higher than" || w == u"larger than" || w == u"older than")
            return QStringLiteral(">");
        if (w == u"at least")
            return QStringLiteral(">=");
        if (w == u"fewer than" || w == u"less than" || w == u"under" || w == u"below" ||
            w == u"lower than" || w == u"smaller than" || w == u"younger than")
            return QStringLiteral("<");
        if (w == u"at most")
            return QStringLiteral("<=");
        return QStringLiteral("=");
    };
    static const QRegularExpression cmpRe(QStringLiteral(
        "\\b(more than|over|greater than|above|higher than|larger than|older than|at least|fewer "
        "than|less than|under|below|lower than|smaller than|younger than|at most|exactly|equal "
        "to|is|of|with)\\s+(-?\\d+(?:\\.\\d+)?)\\b"));
    for (auto it = cmpRe.globalMatch(lower); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        // the token of the number
        int numTok = -1;
        for (int i = 0; i < toks.size(); ++i)
            if (toks[i].begin == m.capturedStart(2) ||
                (toks[i].begin <= m.capturedStart(2) && toks[i].end >= m.capturedEnd(2)))
                numTok = i;
        if (numTok < 0 || toks[numTok].time)
            continue;
        // A table right after the number: a having condition on a count.
        int after = -1, before = -1;
        for (int mi = 0; mi < mentions.size(); ++mi) {
            if (mentions[mi].first == numTok + 1)
                after = mi;
            if (mentions[mi].last < numTok && mentions[mi].last >= numTok - 5 &&
                mentions[mi].candidates.first().col >= 0 &&
                cols[mentions[mi].candidates.first().col].numeric)
                before = mi;
        }
        const QString op = opOf(m.captured(1));
        if (after >= 0 && mentions[after].isTable && m.captured(1) != u"is" &&
            m.captured(1) != u"of" && m.captured(1) != u"with") {
            having = {op, m.captured(2), after};
        } else if (after >= 0 && !mentions[after].isTable &&
                   mentions[after].candidates.first().col >= 0 &&
                   cols[mentions[after].candidates.first().col].numeric) {
            numericFilters << NumericFilter{after, op, m.captured(2)};
        } else if (before >= 0) {
            numericFilters << NumericFilter{before, op, m.captured(2)};
        } else if (m.captured(1) != u"is" && m.captured(1) != u"of" && m.captured(1) != u"with") {
            return declined(Tr::tr("I could not tell which column “%1 %2” applies to. ")
                                .arg(m.captured(1), m.captured(2)) +
                            canDo());
        }
    }
    if (has("\\b(or|and)\\b") && values.size() >= 2) {
        // Two values of the same column joined by "or"/"and" need OR / IN; values of different
        // columns are ANDed below. Any column both are stored in counts (whichever place value
        // search lists first).
        auto shareAColumn = [](const ValueMention &x, const ValueMention &y) {
            for (const knowledge::ValueHit &h : x.hits)
                for (const knowledge::ValueHit &k : y.hits)
                    if (h.table == k.table && h.column == k.column)
                        return true;
            return false;
        };
        for (int a = 0; a < values.size(); ++a)
            for (int b = a + 1; b < values.size(); ++b)
                if (shareAColumn(values[a], values[b]))
                    return declined(Tr::tr("Two values of the same column (%1 and %2) need OR or a set "
                                       "operation, which the offline assistant "
                                       "does not attempt. ")
                                        .arg(values[a].text, values[b].text) +
                                    canDo());
    }

    // 6. Roles. A choice the user clicked wins over the default reading.
    QHash<QString, QString> chosen = choices;
    QList<agents::ReadingChoice> alternatives;
    auto offer = [&](const QString &slot, const QString &label, const QString &value) {
        QHash<QString, QString> c = chosen;
        c.insert(slot, value);
        alternatives << agents::ReadingChoice{slot, label, c, {}};
    };
    // Picks a candidate of a mention, honouring a choice; offers the others.
    auto pick = [&](const QString &slot, const Mention &m,
                    const QString &labelFormat) -> Candidate {
        Candidate best = m.candidates.first();
        if (chosen.contains(slot)) {
            const QString want = chosen.value(slot);
            const int c = findCol(want);
            const int t = c < 0 ? findTable(want) : cols[c].table;
            if (c >= 0)
                best = Candidate{c, t, 99};
            else if (t >= 0)
                best = Candidate{-1, t, 99};
        }
        int offered = 0;
        for (const Candidate &c : m.candidates) {
            if (offered >= 3)
                break;
            if (c.col == best.col && c.table == best.table)
                continue;
            const QString title = c.col >= 0 ? colTitle(c.col) : tabs[c.table].name;
            offer(slot, labelFormat.arg(title), title);
            ++offered;
        }
        return best;
    };

    QList<int> dims;     // columns
    QSet<int> tableDims; // dims that stand for a table (its label): grouped by its key too
    QSet<int> consumed;  // mentions with a role
    for (int gi = 0; gi < groupMentions.size(); ++gi) {
        const Mention &m = mentions[groupMentions[gi]];
        const QString slot = QStringLiteral("dimension%1").arg(gi + 1);
        Candidate c = pick(slot, m, Tr::tr("by %1"));
        consumed.insert(groupMentions[gi]);
        if (c.col >= 0 && !cols[c.col].numeric) {
            dims << c.col;
        } else if (c.col < 0) {
            int labelCol = -1;
            labelExpr(c.table, {}, &labelCol);
            if (labelCol < 0)
                return declined(
                    Tr::tr("I do not know which column names a row of %1. ").arg(tabs[c.table].name) +
                    canDo());
            dims << labelCol;
            tableDims.insert(labelCol);
            // other readings: other text columns of that table
            int offered = 0;
            for (int ci : tabs[c.table].cols) {
                if (ci == labelCol || cols[ci].key || cols[ci].numeric || offered >= 2 ||
                    chosen.contains(slot))
                    continue;
                offer(slot, Tr::tr("by %1").arg(colTitle(ci)), colTitle(ci));
                ++offered;
            }
        } else {
            dims << c.col; // a number as a category (e.g. by year)
        }
    }
    if (orderMention >= 0)
        consumed.insert(orderMention);
    if (having.mention >= 0)
        consumed.insert(having.mention);
    for (const NumericFilter &f : numericFilters)
        consumed.insert(f.mention);

    // Superlative over an entity: "which store sold the most", "the customer with the highest ...".
    int entityTable = -1;
    int entityMention = -1;
    if (superlativeWord && dims.isEmpty() && (agg == Agg::None || agg == Agg::Sum)) {
        for (int mi = 0; mi < mentions.size(); ++mi) {
            if (consumed.contains(mi))
                continue;
            const Mention &m = mentions[mi];
            if (m.isTable ||
                (m.candidates.first().col >= 0 && !cols[m.candidates.first().col].numeric)) {
                entityMention = mi;
                break;
            }
        }
    }

    // The measure: a numeric column (not a key), or a glossary expression.
    int measure = -1;
    int measureMention = -1;
    // "the money rank of the player with the highest earnings": the measure follows the superlative
    int measureFrom = 0;
    if (superlativeWord && supToken >= 0) {
        for (int mi = 0; mi < mentions.size(); ++mi) {
            const Candidate &c = mentions[mi].candidates.first();
            if (mentions[mi].first > supToken && c.col >= 0 && cols[c.col].numeric &&
                !cols[c.col].key && !consumed.contains(mi)) {
                measureFrom = mi;
                break;
            }
        }
    }
    for (int mi = measureFrom; mi < mentions.size(); ++mi) {
        if (consumed.contains(mi) || mi == entityMention)
            continue;
        const Mention &m = mentions[mi];
        for (const Candidate &c : m.candidates) {
            if (c.col >= 0 && cols[c.col].numeric && !cols[c.col].key) {
                measureMention = mi;
                break;
            }
        }
        if (measureMention >= 0)
            break;
    }
    if (measureMention >= 0) {
        Mention numeric = mentions[measureMention];
        numeric.candidates.erase(
            std::remove_if(numeric.candidates.begin(), numeric.candidates.end(),
                           [&](const Candidate &c) {
                               return c.col < 0 || !cols[c.col].numeric || cols[c.col].key;
                           }),
            numeric.candidates.end());
        measure = pick(QStringLiteral("measure"), numeric, Tr::tr("measure %1")).col;
        consumed.insert(measureMention);
    }
    QString glossaryExpression;
    if (measure < 0 && !glossaryMeasures.isEmpty())
        glossaryExpression = glossaryMeasures.first().expression;

    // Main table: what is counted or listed. The table right after "number of" / "how many", or
    // after the superlative ("the document with the most paragraphs"), is what is counted.
    int main = -1;
    {
        static const QRegularExpression countPhrase(
            QStringLiteral("\\b(number of|how many|count of|count the)\\b"));
        const QRegularExpressionMatch cm = countPhrase.match(lower);
        int from = -1;
        if (cm.hasMatch() && count) {
            for (int i = 0; i < toks.size(); ++i)
                if (toks[i].begin >= cm.capturedEnd()) {
                    from = i;
                    break;
                }
        } else if (superlativeWord && supToken >= 0 && measure < 0) {
            from = supToken + 1;
        }
        if (from >= 0) {
            for (int mi = 0; mi < mentions.size(); ++mi) {
                if (mentions[mi].first < from || consumed.contains(mi) || mi == entityMention)
                    continue;
                // only right after the phrase ("the number of different templates")
                bool adjacent = true;
                for (int k = from; k < mentions[mi].first; ++k)
                    adjacent = adjacent && toks[k].structural;
                if (mentions[mi].isTable && adjacent) {
                    main = pick(QStringLiteral("table"), mentions[mi], Tr::tr("count %1")).table;
                    consumed.insert(mi);
                }
                break;
            }
        }
    }
    for (int mi = 0; mi < mentions.size() && main < 0; ++mi) {
        if (consumed.contains(mi) || mi == entityMention)
            continue;
        if (mentions[mi].isTable)
            main = pick(QStringLiteral("table"), mentions[mi], Tr::tr("count %1")).table,
            consumed.insert(mi);
    }
    // "the name of the oldest singer": the measure is a column of the entity's own rows, so the
    // answer is the top row, not a group.
    // Likewise "the employee who got the highest bonus": a column named as such is compared row by
    // row; a business word ("sold the most", "spend") is a total per entity.
    if (entityMention >= 0 && measure >= 0 && agg == Agg::None &&
        (mentions[entityMention].candidates.first().table == cols[measure].table ||
         mentions[measureMention].strong))
        entityMention = -1;
    if (entityMention >= 0) {
        const Mention &m = mentions[entityMention];
        Candidate c = pick(QStringLiteral("entity"), m, Tr::tr("which %1"));
        consumed.insert(entityMention);
        if (c.col >= 0) {
            dims << c.col;
            // "the name of the student with the most likes": one group per student, not per name
            int labelCol = -1;
            labelExpr(c.table, {}, &labelCol);
            if (labelCol == c.col)
                tableDims.insert(c.col);
        } else {
            int labelCol = -1;
            labelExpr(c.table, {}, &labelCol);
            if (labelCol >= 0) {
                dims << labelCol;
                tableDims.insert(labelCol);
            }
            entityTable = c.table;
        }
    }
    // Asked for columns first ("the names of ... with the most ..."), the answer is those columns;
    // asked about things ("which store ..."), the figure that ranks them is shown too.
    const bool explicitColumns = !mentions.isEmpty() && !mentions.first().isTable &&
                                 mentions.first().strong && !has("^(which|who)\\b");
    if (main < 0 && measure >= 0)
        main = cols[measure].table;
    if (main < 0 && having.mention >= 0 && !dims.isEmpty())
        main = cols[dims.first()].table;
    // Columns to list: the rest of the column mentions.
    QList<int> listCols;
    QList<int> listColMentions;
    for (int mi = 0; mi < mentions.size(); ++mi) {
        if (consumed.contains(mi))
            continue;
        const Mention &m = mentions[mi];
        if (m.isTable) {
            if (main < 0)
                main = m.candidates.first().table;
            continue;
        }
        const Candidate c = pick(QStringLiteral("column%1").arg(listCols.size() + 1), m, Tr::tr("%1"));
        if (!listCols.contains(c.col)) {
            listCols << c.col;
            listColMentions << mi;
        }
    }
    // "template type codes and the number of templates (for each)": the listed columns group the
    // count
    if (count && dims.isEmpty() && measure < 0 && !listCols.isEmpty() && having.mention < 0 &&
        has("\\b(and|with) (the )?(number|count) of\\b|\\band how many\\b|\\beach\\s*[.?]?$")) {
        bool allText = true;
        for (int c : listCols)
            allText = allText && !cols[c].numeric;
        if (allText) {
            dims = listCols;
            listCols.clear();
            listColMentions.clear();
        }
    }
    if (main < 0 && !listCols.isEmpty())
        main = cols[listCols.first()].table;
    if (main < 0 && !dims.isEmpty())
        main = cols[dims.first()].table;
    if (main < 0 && !values.isEmpty() && !values.first().hits.isEmpty())
        main = findTable(values.first().hits.first().table);
    if (main < 0)
        return declined(Tr::tr("I could not tell which table the question is about. ") + canDo());

    // A superlative with a listed numeric column and no group: "the singer with the highest age".
    int orderCol = -1;
    if (orderMention >= 0)
        orderCol = mentions[orderMention].candidates.first().col >= 0
                       ? mentions[orderMention].candidates.first().col
                       : -1;
    // "list the earnings in descending order": the one listed column orders the rows
    if (orderCol < 0 && agg == Agg::None &&
        has("\\b(descending|ascending|decreasing|increasing|alphabetical|alphabetically)\\b")) {
        if (listCols.size() == 1 && measure < 0)
            orderCol = listCols.first();
        else if (listCols.isEmpty() && measure >= 0)
            orderCol = measure;
    }

    // Values: where each literal is stored (the named tables first), with the other places offered.
    QList<Filter> filters;
    for (int vi = 0; vi < values.size(); ++vi) {
        const ValueMention &v = values[vi];
        if (v.hits.isEmpty())
            return declined(Tr::tr("“%1” is not a value stored in this database (value search found no "
                               "exact match). ")
                                .arg(v.text) +
                            canDo());
        QList<knowledge::ValueHit> hits = v.hits;
        std::stable_sort(
            hits.begin(), hits.end(),
            [&](const knowledge::ValueHit &a, const knowledge::ValueHit &b) {
                const int ta = findTable(a.table), tb = findTable(b.table);
                // a table the question names ("stores in Berlin") first; a
                // table only known through a value's own hits does not count
                const bool na = ta == main || mentionedTables.contains(ta),
                           nb = tb == main || mentionedTables.contains(tb);
                if (na != nb)
                    return na;
                if (a.frequency != b.frequency)
                    return a.frequency > b.frequency;
                // the same count: the column that names the rows ("Name", not
                // "LocalName"), then by name, whatever order the index gave
                auto isLabel = [&](int t, const QString &column) {
                    int label = -1;
                    if (t >= 0)
                        labelExpr(t, {}, &label);
                    return label >= 0 && cols[label].name.compare(column, Qt::CaseInsensitive) == 0;
                };
                const bool la = isLabel(ta, a.column), lb = isLabel(tb, b.column);
                if (la != lb)
                    return la;
                return std::make_pair(a.table, a.column) < std::make_pair(b.table, b.column);
            });
        const QString slot = QStringLiteral("value%1").arg(vi + 1);
        int best = 0;
        if (chosen.contains(slot)) {
            for (int h = 0; h < hits.size(); ++h)
                if ((hits[h].table + QLatin1Char('.') + hits[h].column)
                            .compare(chosen.value(slot), Qt::CaseInsensitive) == 0 ||
                    (tabs.value(findTable(hits[h].table)).name + QLatin1Char('.') + hits[h].column)
                            .compare(chosen.value(slot), Qt::CaseInsensitive) == 0)
                    best = h;
        }
        const int t = findTable(hits[best].table);
        int c = -1;
        if (t >= 0)
            for (int ci : tabs[t].cols)
                if (cols[ci].name.compare(hits[best].column, Qt::CaseInsensitive) == 0)
                    c = ci;
        if (c < 0)
            return declined(
                Tr::tr("“%1” is stored in a column I cannot find in the catalog. ").arg(v.text) +
                canDo());
        filters << Filter{c, hits[best].value, v.text, v.first, v.last, {}};
        QSet<QString> seen = {colTitle(c)};
        for (int h = 0; h < hits.size() && seen.size() <= 3; ++h) {
            const int ht = findTable(hits[h].table);
            if (ht < 0)
                continue;
            const QString title = tabs[ht].name + QLatin1Char('.') + hits[h].column;
            if (seen.contains(title))
                continue;
            seen.insert(title);
            offer(slot, Tr::tr("“%1” in %2").arg(v.text, title), title);
        }
    }

    // [joins, issue 17] A value's own words may give its table a role ("flights from Aberdeen to
    // Ashley": the source and the destination airport); each role is its own use of the table.
    {
        QStringList around = {tabs[main].qualified};
        for (const Filter &f : std::as_const(filters))
            around << tabs[cols[f.col].table].qualified;
        for (int fi = 0; fi < filters.size(); ++fi) {
            if (filters[fi].first >= 0 && cols[filters[fi].col].table != main)
                filters[fi].role = schema::roleFromContext(graph, tabs[cols[filters[fi].col].table].qualified, around,
                                                           wordsBeforeValue(toks, filters, fi));
        }
    }
    // Two different values required of one column can never both hold: that reading is wrong
    // (unless each belongs to its own role of the table).
    if (const QString c = contradiction(filters, [&](int a, int b) {
            return filters[a].role.isEmpty() || filters[b].role.isEmpty() || filters[a].role == filters[b].role;
        });
        !c.isEmpty())
        return declined(c + canDo());

    // A column the question filters on ("the document with the name Robbin CV") is not one it asks
    // to see, unless it is the only one named.
    if (listCols.size() > 1) {
        for (int i = int(listCols.size()) - 1; i >= 0 && listCols.size() > 1; --i) {
            const bool filtered = std::any_of(filters.begin(), filters.end(), [&](const Filter &f) {
                return f.col == listCols[i];
            });
            if (filtered) {
                listCols.removeAt(i);
                listColMentions.removeAt(i);
            }
        }
    }

    // Time: a range filters, a grain groups, on the date column nearest the main table.
    int dateCol = -1;
    int yearCol = -1;
    const bool needDate = !times.isEmpty() || grain != agents::TimeGrainHint::None;
    if (needDate) {
        QList<int> candidatesByDistance;
        // The date of the rows the figure is made of: the measure's table when there is a measure
        // ("weekly revenue for Berlin stores": the order's date, not the store's opening day),
        // else the table counted or listed. A table each of those rows references (the order of
        // an order line) comes before one with many rows per row (its returns).
        const int dated = measure >= 0 ? cols[measure].table : main;
        int bestDistance = 1 << 20;
        QHash<int, int> closenessOf;
        for (int ci = 0; ci < cols.size(); ++ci) {
            if (!cols[ci].date)
                continue;
            const int t = cols[ci].table;
            if (!closenessOf.contains(t))
                closenessOf.insert(t, closeness(dated, t));
            const int c = closenessOf.value(t);
            const int dist = c <= 2 ? c : (c >= 10 && c <= 12 ? c : 1 << 20);
            // a calendar-like table is reached through its key, not used for its own date
            if (dist < bestDistance) {
                bestDistance = dist;
                candidatesByDistance = {ci};
            } else if (dist == bestDistance) {
                candidatesByDistance << ci;
            }
        }
        if (bestDistance >= (1 << 20))
            candidatesByDistance.clear();
        // Prefer a column with "date" in its name, then the first.
        std::stable_sort(
            candidatesByDistance.begin(), candidatesByDistance.end(), [&](int a, int b) {
                const bool da = cols[a].name.contains(QLatin1String("date"), Qt::CaseInsensitive);
                const bool db_ = cols[b].name.contains(QLatin1String("date"), Qt::CaseInsensitive);
                return da && !db_;
            });
        if (!candidatesByDistance.isEmpty()) {
            dateCol = candidatesByDistance.first();
            if (chosen.contains(QStringLiteral("date"))) {
                const int c = findCol(chosen.value(QStringLiteral("date")));
                if (c >= 0 && cols[c].date)
                    dateCol = c;
            }
            for (int ci : candidatesByDistance.mid(0, 4))
                if (ci != dateCol)
                    offer(QStringLiteral("date"), Tr::tr("dated by %1").arg(colTitle(ci)),
                          colTitle(ci));
        } else if (!times.isEmpty()) {
            // No date column, but a year column ("year", "year_built") on a table the question is
            // about.
            for (int ci = 0; ci < cols.size() && yearCol < 0; ++ci)
                if ((cols[ci].table == main || namedTables.contains(cols[ci].table)) &&
                    cols[ci].numeric &&
                    cols[ci].name.contains(QLatin1String("year"), Qt::CaseInsensitive))
                    yearCol = ci;
            if (yearCol < 0)
                return declined(
                    Tr::tr("The question names a time (“%1”) but I found no date column near %2. ")
                        .arg(times.first().text, tabs[main].name) +
                    canDo());
        }
    }

    // 7. The shape decides the select list.
    if (const QString unread = unreadShape(lower, agg, measure, count, entityMention, dims.size(), having.mention,
                                           glossaryExpression);
        !unread.isEmpty())
        return declined(unread + canDo());
    QString shape;
    Agg measureAgg = agg;
    // A measure with no aggregate word is aggregated when something groups it, or when the
    // question names it with a business word ("revenue in 2023"); named by its column, it is
    // listed.
    const bool groupsSomething =
        !dims.isEmpty() || (dateCol >= 0 && grain != agents::TimeGrainHint::None) || share;
    if (measure >= 0 && measureAgg == Agg::None && !(superlativeWord && dims.isEmpty()) &&
        (groupsSomething || (measureMention >= 0 && !mentions[measureMention].strong)))
        measureAgg = measureAveraged(cols[measure].name) ? Agg::Avg : Agg::Sum;
    if (measure >= 0 && count && measureAgg == Agg::None)
        measureAgg = Agg::Count;
    // "what is the smallest weight of ...": the superlative qualifies the measure itself
    if (superlativeWord && measureAgg == Agg::None && measure >= 0 && listCols.isEmpty() &&
        dims.isEmpty() && supToken >= 0 && measureMention >= 0 &&
        mentions[measureMention].first == supToken + 1 && !has("^(which|who)\\b")) {
        measureAgg = descending ? Agg::Max : Agg::Min;
        agg = measureAgg;
    }
    const bool grouped = !dims.isEmpty() || (dateCol >= 0 && grain != agents::TimeGrainHint::None);
    if (share)
        shape = QStringLiteral("share");
    else if (having.mention >= 0)
        shape = QStringLiteral("having");
    else if (entityMention >= 0 || (limit > 0 && grouped))
        shape = limit > 1 ? QStringLiteral("top") : QStringLiteral("superlative");
    else if (grouped)
        shape = QStringLiteral("group");
    else if (count)
        shape = QStringLiteral("count");
    else if (measure >= 0 && measureAgg != Agg::None)
        shape = QStringLiteral("aggregate");
    else if (distinct)
        shape = QStringLiteral("distinct");
    else if (measure >= 0 && superlativeWord)
        shape = QStringLiteral("top-row");
    else
        shape = QStringLiteral("list");

    // "revenue per year by category": the grain already groups by the year; a column named for
    // the same period (calendar.year) would group by it a second time, under the same name.
    if (dateCol >= 0 && grain != agents::TimeGrainHint::None) {
        const QString period = db::timeGrainKey(timeGrainOf(grain));
        dims.removeIf([&](int c) { return cols[c].nameStems.contains(period) || cols[c].name.compare(period, Qt::CaseInsensitive) == 0; });
    }

    // Tables the query needs.
    QStringList needed = {tabs[main].qualified};
    auto need = [&](int col) {
        if (col >= 0 && !needed.contains(tabs[cols[col].table].qualified))
            needed << tabs[cols[col].table].qualified;
    };
    need(measure);
    for (int c : dims)
        need(c);
    for (int c : listCols)
        need(c);
    for (const Filter &f : filters)
        need(f.col);
    for (const NumericFilter &f : numericFilters)
        need(mentions[f.mention].candidates.first().col);
    need(dateCol);
    need(yearCol);
    need(orderCol);
    int havingTable = -1;
    if (having.mention >= 0) {
        havingTable = mentions[having.mention].candidates.first().table;
        if (!needed.contains(tabs[havingTable].qualified))
            needed << tabs[havingTable].qualified;
    }
    if (!glossaryExpression.isEmpty() && !glossaryMeasures.first().table.isEmpty()) {
        const int t = findTable(glossaryMeasures.first().table);
        if (t >= 0 && !needed.contains(tabs[t].qualified))
            needed << tabs[t].qualified;
    }

    // 8. Joins.
    QString from;
    QHash<int, QString> alias;       // table -> alias
    QHash<int, QString> filterAlias; // filter -> the alias of its table's role, where it has one
    auto aliasOfFilter = [&](int fi) { return filterAlias.value(fi, alias.value(cols[filters[fi].col].table)); };
    QString joinText;          // "through orders, stores": the tables a join passes through
    QStringList joinTables;
    if (needed.size() == 1) {
        from = QStringLiteral("FROM ") + dialect.qualified(tabs[main].schema, tabs[main].name);
        joinTables = needed;
    } else {
        // [joins, issue 17] The planner's table uses, roles read from the question's words, the
        // analyst's join choices; equally good plans are offered as typed choices.
        schema::PlanOptions o;
        QSet<QString> preferred;
        for (int c : dims + listCols)
            preferred.insert(colTitle(c).toLower());
        o.preferredColumns = preferred;
        o.preferences = joinPreferences;
        if (!joinChoice.isEmpty())
            o.preferences.prepend(joinChoice.preference);
        QList<schema::TableUse> uses = schema::usesOf(needed);
        QHash<int, int> filterUses = useFilterRoles(filters, needed, uses);
        schema::assignRoles(uses, question, graph);
        schema::PlanResult plan = planner->plan(uses, o);
        if (!plan.ok() && !filterUses.isEmpty()) {
            // The roles the values' words suggested do not connect: plan the tables as themselves.
            filterUses.clear();
            uses = schema::usesOf(needed);
            schema::assignRoles(uses, question, graph);
            plan = planner->plan(uses, o);
        }
        if (!plan.ok())
            return declined(plan.error + QLatin1Char(' ') + canDo());
        const int planIndex = 0; // a choice made ranks its plan first
        const QList<schema::JoinChoice> joinChoices = plan.choices(3);
        for (int p = 1; p < joinChoices.size(); ++p) {
            offer(QStringLiteral("join"), joinChoices[p].title, QString());
            alternatives.last().fixes = chosen; // the rest of the reading stays
            alternatives.last().join = joinChoices[p];
        }
        schema::JoinPlan jp = plan.plans[planIndex];
        for (int t = 0; t < tabs.size(); ++t) {
            const QString a = jp.aliasOf(tabs[t].qualified);
            if (!a.isEmpty())
                alias.insert(t, a);
        }
        for (auto it = filterUses.constBegin(); it != filterUses.constEnd(); ++it) {
            if (const QString a = jp.aliasOfUse(it.value()); !a.isEmpty())
                filterAlias.insert(it.key(), a);
        }
        // Two values of one column hold together only on two uses of the table: when the roles did
        // not bind (the planner dropped them, or planned without them), the reading is impossible.
        if (const QString c = contradiction(filters, [&](int a, int b) { return aliasOfFilter(a) == aliasOfFilter(b); });
            !c.isEmpty())
            return declined(c + canDo());
        // Inner joins where a row without a partner has no value to filter on or to measure
        // (an anonymous order); LEFT where it would only vanish from a group or a list.
        QSet<QString> constrained;
        auto holds = [&](int col) {
            if (col >= 0)
                constrained.insert(alias.value(cols[col].table));
        };
        for (int fi = 0; fi < filters.size(); ++fi)
            constrained.insert(aliasOfFilter(fi));
        for (const NumericFilter &f : numericFilters)
            holds(mentions[f.mention].candidates.first().col);
        holds(measure);
        holds(periods.isEmpty() ? -1 : dateCol);
        if (havingTable >= 0)
            constrained.insert(alias.value(havingTable));
        if (!glossaryExpression.isEmpty())
            constrained.insert(alias.value(findTable(glossaryMeasures.first().table)));
        // A ranking ("top customers", "customers with more than 40 orders") is about the
        // dimension's own rows: rows without a partner are no customer and stay out.
        if (limit > 0 || superlativeWord || having.mention >= 0) {
            for (schema::JoinStep &step : jp.steps)
                step.left = false;
        } else {
            keepRowsWithoutPartner(jp, constrained);
        }
        from = jp.fromClause(dialect);
        joinTables = jp.tables();
        QStringList through;
        for (const QString &t : joinTables)
            if (!needed.contains(t))
                through << t;
        joinText = through.isEmpty() ? QString()
                                     : Tr::tr("through %1").arg(through.join(QStringLiteral(", ")));
    }
    // A table the question names that the reading leaves out ("teachers and the courses they
    // teach" read as teachers alone) means the reading answers another question.
    for (const Mention &m : std::as_const(mentions)) {
        if (!m.isTable || !m.strong)
            continue;
        const bool used = std::any_of(m.candidates.begin(), m.candidates.end(), [&](const Candidate &c) {
            return joinTables.contains(tabs[c.table].qualified);
        });
        if (!used)
            return declined(Tr::tr("The question names %1, but my reading does not use it. ")
                                .arg(tabs[m.candidates.first().table].name) +
                            canDo());
    }
    auto R = [&](int col) { return ref(col, alias.value(cols[col].table)); };
    auto outName = [&](const QString &n) { return dialect.identifier(n); };

    // 9. SQL.
    QStringList select, where, groupBy, orderBy;
    QStringList describe;
    // A value of a tree ("products in Toys", a department whose products sit in its
    // sub-categories): rows under it count too, up to three levels, when the tree is not what is
    // listed itself.
    QSet<int> treeFilters;
    for (int fi = 0; fi < filters.size(); ++fi) {
        const Filter &f = filters[fi];
        const int t = cols[f.col].table;
        const QString fa = aliasOfFilter(fi);
        const int parent = t == main ? -1 : parentColumn(t);
        if (parent < 0) {
            where << QStringLiteral("%1 = %2").arg(ref(f.col, fa), dialect.stringLiteral(f.value));
            continue;
        }
        treeFilters.insert(fi);
        const QString table = dialect.qualified(tabs[t].schema, tabs[t].name);
        const QString key = dialect.identifier(tabs[t].primaryKey.first());
        const QString match =
            QStringLiteral("%1 = %2").arg(ref(f.col, {}), dialect.stringLiteral(f.value));
        const QString level1 = QStringLiteral("SELECT %1 FROM %2 WHERE %3").arg(key, table, match);
        const QString level2 = QStringLiteral("SELECT %1 FROM %2 WHERE %3 OR %4 IN (%5)")
                                   .arg(key, table, match, ref(parent, {}), level1);
        where << QStringLiteral("(%1 = %2 OR %3 IN (%4))")
                     .arg(ref(f.col, fa), dialect.stringLiteral(f.value), ref(parent, fa), level2);
    }
    for (const NumericFilter &f : numericFilters)
        where << QStringLiteral("%1 %2 %3")
                     .arg(R(mentions[f.mention].candidates.first().col), f.op, f.number);
    QString timeText;
    if (yearCol >= 0 && !periods.isEmpty())
        return declined(Tr::tr("Comparing periods needs a date column; %1 only has a year. ")
                            .arg(tabs[cols[yearCol].table].name) +
                        canDo());
    if (dateCol >= 0 && !periods.isEmpty()) {
        QStringList ranges, texts;
        for (const agents::TimeRange &p : std::as_const(periods)) {
            ranges << QStringLiteral("(%1 >= %2 AND %1 < %3)")
                          .arg(R(dateCol), dialect.dateLiteral(p.from.toString(Qt::ISODate)),
                               dialect.dateLiteral(p.to.toString(Qt::ISODate)));
            texts << Tr::tr("%1 to %2")
                         .arg(p.from.toString(Qt::ISODate), p.to.addDays(-1).toString(Qt::ISODate));
        }
        where << (ranges.size() == 1
                      ? ranges.first()
                      : QLatin1Char('(') + ranges.join(QStringLiteral(" OR ")) + QLatin1Char(')'));
        timeText = Tr::tr("%1 (%2)").arg(texts.join(Tr::tr(" compared with ")), colTitle(dateCol));
    } else if (yearCol >= 0) {
        const agents::TimeRange &tr0 = times.first();
        const int lastYear = tr0.to.addDays(-1).year();
        if (lastYear == tr0.from.year())
            where << QStringLiteral("%1 = %2").arg(R(yearCol)).arg(tr0.from.year());
        else
            where << QStringLiteral("%1 >= %2 AND %1 <= %3")
                         .arg(R(yearCol))
                         .arg(tr0.from.year())
                         .arg(lastYear);
        timeText = Tr::tr("%1 in %2").arg(colTitle(yearCol), tr0.text.trimmed());
    }
    if (dateCol >= 0 && !times.isEmpty() && periods.isEmpty()) {
        const agents::TimeRange &tr0 = times.first();
        where << QStringLiteral("%1 >= %2 AND %1 < %3")
                     .arg(R(dateCol), dialect.dateLiteral(tr0.from.toString(Qt::ISODate)),
                          dialect.dateLiteral(tr0.to.toString(Qt::ISODate)));
        timeText = Tr::tr("%1 to %2 (%3)")
                       .arg(tr0.from.toString(Qt::ISODate),
                            tr0.to.addDays(-1).toString(Qt::ISODate), colTitle(dateCol));
    }
    const QString mainAlias = alias.value(main);
    QString countExpr = QStringLiteral("COUNT(*)");
    if (needed.size() > 1 && tabs[main].primaryKey.size() == 1)
        countExpr =
            QStringLiteral("COUNT(DISTINCT %1)")
                .arg((mainAlias.isEmpty() ? QString()
                                          : dialect.identifier(mainAlias) + QLatin1Char('.')) +
                     dialect.identifier(tabs[main].primaryKey.first()));
    QString measureExpr, measureName, measureText;
    if (!glossaryExpression.isEmpty() && measure < 0) {
        measureExpr = glossaryExpression;
        static const QRegularExpression nonWord(QStringLiteral("\\W+"));
        measureName = glossaryMeasures.first().term.toLower().replace(nonWord, QStringLiteral("_"));
        measureText = glossaryMeasures.first().term;
    } else if (measure >= 0 && measureAgg != Agg::None && measureAgg != Agg::Count) {
        measureExpr = QStringLiteral("%1(%2)").arg(aggSql(measureAgg), R(measure));
        measureName = aggSql(measureAgg).toLower() + QLatin1Char('_') + cols[measure].name;
        // named in the question's own business word ("revenue", "spend") when it used one
        if (measureMention >= 0 && !mentions[measureMention].strong && measureAgg == Agg::Sum)
            measureName = toks[mentions[measureMention].first].low;
        measureText = Tr::tr("%1 of %2", "an aggregate of a column: sum of revenue").arg(aggWords(measureAgg), colTitle(measure));
    } else {
        measureExpr = countExpr;
        measureName = QStringLiteral("count");
        measureText = Tr::tr("count of %1").arg(tabs[main].name);
    }
    QString timeDim;
    if (dateCol >= 0 && grain != agents::TimeGrainHint::None) {
        const db::TimeGrain g = timeGrainOf(grain);
        timeDim = dialect.truncateDate(g, R(dateCol));
        select << QStringLiteral("%1 AS %2").arg(timeDim, outName(db::timeGrainKey(g)));
        groupBy << timeDim;
        orderBy << timeDim;
        describe << perGrainOf(g, colTitle(dateCol));
    }
    QStringList dimTitles;
    for (int c : dims) {
        const int t = cols[c].table;
        int labelCol = -1;
        QString expr = R(c);
        // a table's label made of first and last name reads as one column
        if (tableDims.contains(c)) {
            labelExpr(t, alias.value(t), &labelCol);
            if (labelCol == c)
                expr = labelExpr(t, alias.value(t));
        }
        // a table's label is called after the table ("region"), a column by its own name
        select << (tableDims.contains(c)
                       ? QStringLiteral("%1 AS %2")
                             .arg(expr, outName(stems(tabs[t].name).join(QLatin1Char('_'))))
                       : expr);
        // a row's label is not unique ("two customers called Anna Berg"): group by its key too
        if (labelCol == c && tabs[t].primaryKey.size() == 1 &&
            !tabs[t].primaryKey.first().isEmpty())
            groupBy << (alias.value(t).isEmpty()
                            ? QString()
                            : dialect.identifier(alias.value(t)) + QLatin1Char('.')) +
                           dialect.identifier(tabs[t].primaryKey.first());
        groupBy << expr;
        dimTitles << (tableDims.contains(c) && expr != R(c) ? tabs[t].name : colTitle(c));
    }
    Q_UNUSED(entityTable);
    const bool grouping = !groupBy.isEmpty();
    if (shape == u"list" || shape == u"distinct" || shape == u"top-row") {
        QStringList picked;
        QList<std::pair<int, QString>> ordered; // by where the question names them
        for (int i = 0; i < listCols.size(); ++i)
            ordered.append({listColMentions[i], R(listCols[i])});
        if (measure >= 0 && (listCols.isEmpty() || shape != u"top-row"))
            ordered.append({measureMention, R(measure)});
        std::stable_sort(ordered.begin(), ordered.end(),
                         [](const auto &a, const auto &b) { return a.first < b.first; });
        for (const auto &[position, expr] : ordered)
            if (!picked.contains(expr))
                picked << expr;
        if (picked.isEmpty() || (shape == u"top-row" && listCols.isEmpty())) {
            int labelCol = -1;
            const QString label = labelExpr(main, mainAlias, &labelCol);
            const QString n = labelCol >= 0 ? cols[labelCol].name.toLower() : QString();
            const bool named =
                n.contains(QLatin1String("name")) || n.contains(QLatin1String("title"));
            const QString all = mainAlias.isEmpty()
                                    ? QStringLiteral("*")
                                    : dialect.identifier(mainAlias) + QStringLiteral(".*");
            if (shape == u"top-row" && listCols.isEmpty()) {
                picked.clear();
                if (named)
                    picked << label << R(measure);
                else
                    picked << all;
            } else
                picked << (named ? label : all);
        }
        select = picked;
        if (shape == u"top-row") {
            orderBy = {R(measure) + (descending ? QStringLiteral(" DESC") : QString())};
            limit = limit > 0 ? limit : 1;
        }
        QStringList titles;
        for (int c : listCols)
            titles << colTitle(c);
        if (measure >= 0)
            titles << colTitle(measure);
        describe.prepend(
            (shape == u"distinct" ? Tr::tr("distinct %1") : Tr::tr("%1"))
                .arg(titles.isEmpty() ? tabs[main].name : titles.join(QStringLiteral(", "))));
        if (shape == u"top-row")
            describe << Tr::tr("the row with the %1 %2")
                            .arg(descending ? Tr::tr("highest") : Tr::tr("lowest"), colTitle(measure));
    } else if (shape == u"aggregate" && measure >= 0 && aggList.size() > 1 && agg != Agg::None) {
        QStringList texts;
        for (Agg a : aggList) {
            select << QStringLiteral("%1(%2) AS %3")
                          .arg(
                              aggSql(a), R(measure),
                              outName(aggSql(a).toLower() + QLatin1Char('_') + cols[measure].name));
            texts << aggWords(a);
        }
        describe.prepend(Tr::tr("%1 of %2", "an aggregate of a column: sum of revenue").arg(texts.join(QStringLiteral(", ")), colTitle(measure)));
    } else if (shape == u"count" && distinct && listCols.size() == 1) {
        select = {QStringLiteral("COUNT(DISTINCT %1) AS %2")
                      .arg(R(listCols.first()),
                           outName(QStringLiteral("count_") + cols[listCols.first()].name))};
        describe.prepend(Tr::tr("count of distinct %1").arg(colTitle(listCols.first())));
    } else if (shape == u"count" || shape == u"aggregate") {
        select = {QStringLiteral("%1 AS %2").arg(measureExpr, outName(measureName))};
        describe.prepend(measureText);
    } else if (shape == u"having") {
        const bool onlyAsked = explicitColumns && !listCols.isEmpty();
        if (!grouping && onlyAsked) {
            for (int c : listCols) {
                select << R(c);
                groupBy << R(c);
                dimTitles << colTitle(c);
            }
            const Tab &lt = tabs[cols[listCols.first()].table];
            if (lt.primaryKey.size() == 1)
                groupBy.prepend(
                    (alias.value(cols[listCols.first()].table).isEmpty()
                         ? QString()
                         : dialect.identifier(alias.value(cols[listCols.first()].table)) +
                               QLatin1Char('.')) +
                    dialect.identifier(lt.primaryKey.first()));
        } else if (!grouping) {
            int labelCol = -1;
            const QString label = labelExpr(main, mainAlias, &labelCol);
            if (label.isEmpty())
                return declined(
                    Tr::tr("I do not know which column names a row of %1. ").arg(tabs[main].name) +
                    canDo());
            select << QStringLiteral("%1 AS %2").arg(label, outName(tabs[main].name));
            groupBy << label;
            if (tabs[main].primaryKey.size() == 1)
                groupBy.prepend((mainAlias.isEmpty()
                                     ? QString()
                                     : dialect.identifier(mainAlias) + QLatin1Char('.')) +
                                dialect.identifier(tabs[main].primaryKey.first()));
            dimTitles << tabs[main].name;
        }
        const Tab &ht = tabs[havingTable];
        const QString hAlias = alias.value(havingTable);
        const QString hCount =
            ht.primaryKey.size() == 1
                ? QStringLiteral("COUNT(DISTINCT %1)")
                      .arg((hAlias.isEmpty() ? QString()
                                             : dialect.identifier(hAlias) + QLatin1Char('.')) +
                           dialect.identifier(ht.primaryKey.first()))
                : QStringLiteral("COUNT(*)");
        if (!onlyAsked) {
            select << QStringLiteral("%1 AS %2")
                          .arg(hCount, outName(QStringLiteral("count_") + ht.name));
            orderBy = {hCount + QStringLiteral(" DESC")};
        }
        describe.prepend(
            Tr::tr("%1 with %2 %3 %4")
                .arg(dimTitles.join(QStringLiteral(", ")), having.op, having.number, ht.name));
        from += QString(); // the having clause is added below
    } else {
        // group, top, superlative, share. The figure comes first when the question names it first
        // ("the number of shops in each location").
        const QString figure = QStringLiteral("%1 AS %2").arg(measureExpr, outName(measureName));
        static const QRegularExpression figureWords(QStringLiteral(
            "\\b(how many|number of|count|total|sum|average|avg|mean|maximum|minimum|max|min)\\b"));
        const QRegularExpressionMatch fw = figureWords.match(lower);
        const int figurePos = fw.hasMatch() ? int(fw.capturedStart()) : int(lower.size());
        // where the question first names a dimension (also before "each ...")
        int dimPos =
            groupMentions.isEmpty() ? -1 : toks[mentions[groupMentions.first()].first].begin;
        for (const Mention &x : mentions)
            if (x.candidates.first().col >= 0 && dims.contains(x.candidates.first().col) &&
                dimPos >= 0)
                dimPos = std::min(dimPos, toks[x.first].begin);
        if ((shape == u"superlative" || shape == u"top") && explicitColumns)
            ; // the columns asked for; the figure only orders them
        else if (timeDim.isEmpty() && dimPos >= 0 && figurePos < dimPos && shape == u"group")
            select.prepend(figure);
        else
            select << figure;
        if (shape == u"share")
            select << QStringLiteral("ROUND(100.0 * %1 / SUM(%1) OVER (), 2) AS %2")
                          .arg(measureExpr, outName(QStringLiteral("share_pct")));
        // A series over time reads in time order, then by its other dimensions; a ranking
        // ("top 3 regions by monthly revenue") by the figure.
        if (timeDim.isEmpty() || shape == u"top" || shape == u"superlative")
            orderBy = {measureExpr + (descending ? QStringLiteral(" DESC") : QString())};
        else
            orderBy = groupBy;
        if (shape == u"superlative")
            limit = 1;
        describe.prepend(
            dimTitles.isEmpty()
                ? measureText
                : Tr::tr("%1 by %2").arg(measureText, dimTitles.join(QStringLiteral(", "))));
        if (shape == u"share")
            describe << Tr::tr("with each one's share of the total");
        if (shape == u"top" || shape == u"superlative")
            describe << (limit == 1
                             ? Tr::tr("the %1 one").arg(descending ? Tr::tr("highest") : Tr::tr("lowest"))
                             : Tr::tr("%1 %2").arg(descending ? Tr::tr("top") : Tr::tr("bottom")).arg(limit));
    }
    if (orderCol >= 0 && shape != u"top-row") {
        orderBy = {R(orderCol) + (orderAscending
                                      ? QString()
                                      : (has("\\b(desc|descending|decreasing|reverse|from (the "
                                             ")?(highest|largest|most|oldest|biggest))\\b")
                                             ? QStringLiteral(" DESC")
                                             : QString()))};
    }
    for (int fi = 0; fi < filters.size(); ++fi)
        describe << (treeFilters.contains(fi) ? Tr::tr("where %1 = “%2” or below it")
                                              : Tr::tr("where %1 = “%2”"))
                        .arg(colTitle(filters[fi].col), filters[fi].value);
    for (const NumericFilter &f : numericFilters)
        describe << Tr::tr("where %1 %2 %3")
                        .arg(colTitle(mentions[f.mention].candidates.first().col), f.op, f.number);
    if (!timeText.isEmpty())
        describe << timeText;
    if (!joinText.isEmpty())
        describe << joinText;

    QString sql = QStringLiteral("SELECT ") +
                  (shape == u"distinct" ? QStringLiteral("DISTINCT ") : QString()) +
                  select.join(QStringLiteral(", ")) + QLatin1Char('\n') + from;
    if (!where.isEmpty())
        sql += QStringLiteral("\nWHERE ") + where.join(QStringLiteral("\n  AND "));
    if (!groupBy.isEmpty() && shape != u"list" && shape != u"distinct" && shape != u"count" &&
        shape != u"aggregate" && shape != u"top-row")
        sql += QStringLiteral("\nGROUP BY ") + groupBy.join(QStringLiteral(", "));
    if (shape == u"having") {
        const Tab &ht = tabs[havingTable];
        const QString hAlias = alias.value(havingTable);
        const QString hCount =
            ht.primaryKey.size() == 1
                ? QStringLiteral("COUNT(DISTINCT %1)")
                      .arg((hAlias.isEmpty() ? QString()
                                             : dialect.identifier(hAlias) + QLatin1Char('.')) +
                           dialect.identifier(ht.primaryKey.first()))
                : QStringLiteral("COUNT(*)");
        sql += QStringLiteral("\nHAVING %1 %2 %3").arg(hCount, having.op, having.number);
    }
    if (!orderBy.isEmpty())
        sql += QStringLiteral("\nORDER BY ") + orderBy.join(QStringLiteral(", "));
    if (limit > 0)
        sql += QStringLiteral("\nLIMIT %1").arg(limit);

    Reading r;
    r.understood = true;
    r.sql = sql;
    r.shape = shape;
    r.tables = joinTables;
    r.interpretation = (describe + wordNotes).join(QStringLiteral(", "));
    r.alternatives = alternatives;
    return r;
}

OfflineAssistant::OfflineAssistant(std::shared_ptr<const knowledge::KnowledgeSnapshot> knowledge,
                                   db::Engine engine, const schema::PatternCorrections &corrections)
    : d(std::make_unique<Private>(std::move(knowledge), engine, corrections)) {
}

OfflineAssistant::~OfflineAssistant() = default;

Reading OfflineAssistant::read(const QString &question, const QDate &today,
                               const agents::ReadingFixes &choices) const {
    return d->read(question, today, choices);
}

agents::AskResult OfflineAssistant::answer(
    const agents::AskRequest &request, db::Connection &connection,
    const db::CancelTokenPtr &cancelIn,
    const std::function<void(const agents::InformationUnit &)> &observer) const {
    const db::CancelTokenPtr cancel = cancelIn ? cancelIn : std::make_shared<db::CancelToken>();
    agents::UnitBuffer units;
    units.setObserver(observer);
    agents::AskResult result;
    result.offline = true;
    QElapsedTimer timer;
    timer.start();
    units.add(QStringLiteral("offline"), QStringLiteral("start"), QStringLiteral("question"),
              request.question);
    const Reading reading = d->read(request.question, request.today, request.readingFixes, request.joinChoice);
    const qint64 readMs = timer.elapsed();
    result.interpretation = reading.interpretation;
    result.alternatives = reading.alternatives;
    result.linkedTables = reading.tables;
    if (!reading.understood) {
        result.outcome = agents::AskResult::Outcome::Failed;
        result.message = reading.decline;
        units.add(QStringLiteral("offline"), QStringLiteral("decline"), QStringLiteral("rules"),
                  reading.decline);
        result.units = units.units();
        result.stages << agents::StageStat{QStringLiteral("read"), readMs};
        return result;
    }
    result.rewritten = reading.interpretation;
    units.add(QStringLiteral("offline"), QStringLiteral("interpret"), QStringLiteral("rules"),
              Tr::tr("I read this as: %1").arg(reading.interpretation), reading.sql);
    // The units a follow-up reads from the saved cell: what was asked, how it was read, the tables.
    agents::addStepUnit(units, request.question, request.question, reading.interpretation);
    units.add(QStringLiteral("offline"), QStringLiteral("link"), QStringLiteral("knowledge"), reading.tables.join(QStringLiteral(", ")),
              QJsonObject{{QStringLiteral("tables"), QJsonArray::fromStringList(reading.tables)}});
    agents::AskStep step;
    step.question = request.question;
    QStringList taken;
    for (const notebook::Cell &c : request.cells)
        taken << c.name;
    // a cell may not be named like a table it reads ("customers" for "how many customers")
    for (const QString &t : reading.tables)
        taken << t.section(QLatin1Char('.'), -1);
    step.cellName = agents::cellNameFor(request.question, taken);
    step.sql = reading.sql;
    step.explanation = reading.interpretation;
    step.rounds = 1;
    agents::StepRunner runner(connection, d->knowledge->catalog, request);
    timer.restart();
    const agents::RunOutcome outcome = runner.run(step.cellName, step.sql, cancel);
    const qint64 runMs = timer.elapsed();
    if (cancel->isCancelled()) {
        result.outcome = agents::AskResult::Outcome::Cancelled;
        result.message = Tr::tr("Stopped. Nothing was added to the notebook.");
        result.units = units.units();
        return result;
    }
    if (!outcome.ok) {
        step.error = outcome.error;
        result.steps << step;
        result.outcome = agents::AskResult::Outcome::Failed;
        result.message = Tr::tr("The offline assistant's query failed: %1").arg(outcome.error);
        units.add(QStringLiteral("executor"), QStringLiteral("error"), QStringLiteral("database"),
                  outcome.error, step.sql);
        result.units = units.units();
        result.stages << agents::StageStat{QStringLiteral("read"), readMs}
                      << agents::StageStat{QStringLiteral("execute"), runMs};
        return result;
    }
    units.add(QStringLiteral("executor"), QStringLiteral("execute"), QStringLiteral("database"),
              Tr::tr("%Ln row(s)", nullptr, int(std::min<qint64>(outcome.sample.totalRows, INT_MAX))),
              QJsonObject{{QStringLiteral("sql"), outcome.executedSql}});
    step.sample = outcome.sample;
    step.reads = outcome.reads;
    step.tables = outcome.tables;
    timer.restart();
    const agents::Presentation p = agents::presentResult(
        outcome.sample, request.question, step.cellName, nullptr, request.writeInsight, cancel);
    step.chart = p.chart;
    step.chartReasons = p.reasons;
    step.chartIsTable = p.isTable;
    step.insight = p.insight;
    units.add(QStringLiteral("presenter"), QStringLiteral("chart"), QStringLiteral("rules"),
              charts::chartTypeChosen(p.isTable ? charts::ChartType::Table : p.chart.type),
              QJsonArray::fromStringList(p.reasons));
    step.units = units.units();
    result.steps << step;
    result.outcome = agents::AskResult::Outcome::Answered;
    result.message = Tr::tr("Answered by the offline assistant (no language model).");
    units.add(QStringLiteral("proxy"), QStringLiteral("done"), QStringLiteral("offline"),
              result.message);
    result.units = units.units();
    result.stages << agents::StageStat{QStringLiteral("read"), readMs}
                  << agents::StageStat{QStringLiteral("execute"), runMs}
                  << agents::StageStat{QStringLiteral("present"), timer.elapsed()};
    return result;
}

} // namespace assay::offline
