#include "tableuse.h"

#include "knowledge/textanalysis.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace assay::schema {
namespace {

// Words that make a column a key rather than say what it refers to.
bool isKeyWord(const QString &w)
{
    static const QSet<QString> words = {QStringLiteral("id"),  QStringLiteral("key"), QStringLiteral("fk"),  QStringLiteral("pk"),
                                        QStringLiteral("no"),  QStringLiteral("num"), QStringLiteral("nr"),  QStringLiteral("code"),
                                        QStringLiteral("ref"), QStringLiteral("uid"), QStringLiteral("uuid")};
    return words.contains(w);
}

// Roles schemas spell in several ways. Only whole entries (or a shared start of five letters)
// count here: "head" must not reach "headquarters".
const QList<QStringList> &roleLexicon()
{
    static const QList<QStringList> groups = {
        {"destination", "dest", "arrival", "arrive", "arriving", "inbound", "incoming", "target", "recipient", "receiver", "receive"},
        {"source", "src", "origin", "departure", "depart", "departing", "outbound", "outgoing", "sender", "send"},
        {"winner", "win", "won", "victor", "victory"},
        {"loser", "lose", "lost", "defeat", "defeated"},
        {"manager", "boss", "supervisor", "superior", "head", "lead", "leader"},
        {"home", "host"},
        {"away", "visitor", "visiting", "guest"},
        {"buyer", "purchaser", "bought", "purchase"},
        {"seller", "vendor", "sold", "sell"},
        {"parent"},
        {"child", "children"},
    };
    return groups;
}

int sharedStart(const QString &a, const QString &b)
{
    int n = 0;
    while (n < a.size() && n < b.size() && a.at(n) == b.at(n))
        ++n;
    return n;
}

bool closeWords(const QString &a, const QString &b, bool allowShortPrefix)
{
    if (a == b)
        return true;
    const int shared = sharedStart(a, b);
    const int shorter = int(std::min(a.size(), b.size()));
    return shared >= 5 || (allowShortPrefix && shorter >= 4 && shared == shorter);
}

bool inLexiconGroup(const QStringList &group, const QString &w)
{
    for (const QString &entry : group) {
        if (closeWords(entry, w, false))
            return true;
    }
    return false;
}

QStringList wordsOf(const QString &text)
{
    return knowledge::analyzeWords(text, false);
}

// How many of `each` match one of `any` (roleWordMatches is symmetric).
int matching(const QStringList &each, const QStringList &any)
{
    return int(std::count_if(each.begin(), each.end(), [&](const QString &w) {
        return std::any_of(any.begin(), any.end(), [&](const QString &a) { return roleWordMatches(a, w); });
    }));
}

// How often the words mention the role: a role the question keeps coming back to ("away team
// ... away_team_goal ... home_team_goal") is the one it is about.
int roleMentions(const QStringList &roles, const QStringList &words)
{
    return matching(words, roles);
}

} // namespace

QString TableUse::key() const
{
    const QString t = table.toLower();
    return role.isEmpty() ? t : t + u':' + role.toLower();
}

QList<TableUse> usesOf(const QStringList &tables)
{
    QList<TableUse> out;
    for (const QString &t : tables)
        out << TableUse(t);
    return out;
}

namespace {

// The referencing columns' words with the referenced table's words taken out, also where they
// are written together ("sourceairport") or shortened ("loc" for location).
struct RoleParts {
    QStringList role;     // the words that say the role
    bool namesTarget = false; // the column also names the referenced table ("dest_airport")
};

RoleParts roleParts(const SchemaGraph &graph, const SchemaEdge &edge)
{
    RoleParts parts;
    if (edge.from < 0 || edge.to < 0 || !edge.via.isEmpty())
        return parts;
    const QStringList target = wordsOf(graph.node(edge.to).table);
    QSet<QString> drop(target.begin(), target.end());
    for (const QString &c : edge.toColumns) {
        for (const QString &w : wordsOf(c))
            drop.insert(w);
    }
    auto namesTable = [&](const QString &w) {
        for (const QString &t : target) {
            if (w == t || (w.size() >= 3 && t.startsWith(w)))
                return true;
        }
        return false;
    };
    for (const QString &c : edge.fromColumns) {
        for (QString w : wordsOf(c)) {
            if (namesTable(w)) {
                parts.namesTarget = true;
                continue;
            }
            for (const QString &t : target) {
                if (t.size() >= 3 && w.size() > t.size() + 1 && w.endsWith(t)) { // "sourceairport"
                    w.chop(t.size());
                    parts.namesTarget = true;
                }
            }
            // A number alone (atom_id2, home_player_1) numbers references; it names no role a
            // question would say.
            const bool word = std::any_of(w.begin(), w.end(), [](QChar ch) { return ch.isLetter(); });
            if (word && !drop.contains(w) && !isKeyWord(w) && !parts.role.contains(w))
                parts.role << w;
        }
    }
    return parts;
}

} // namespace

QStringList roleWords(const SchemaGraph &graph, const SchemaEdge &edge)
{
    return roleParts(graph, edge).role;
}

QString roleAlias(const SchemaGraph &graph, const SchemaEdge &edge)
{
    const RoleParts parts = roleParts(graph, edge);
    if (parts.role.isEmpty())
        return {};
    QStringList words = parts.role;
    const QStringList target = wordsOf(graph.node(edge.to).table);
    if (parts.namesTarget && !target.isEmpty())
        words << target.last();
    return words.join(u'_');
}

bool roleWordMatches(const QString &roleWord, const QString &word)
{
    const QString a = roleWord.toLower();
    const QString b = word.toLower();
    if (a.isEmpty() || b.isEmpty())
        return false;
    if (closeWords(a, b, true) || knowledge::stem(a) == knowledge::stem(b))
        return true;
    for (const QStringList &group : roleLexicon()) {
        if (inLexiconGroup(group, a) && inLexiconGroup(group, b))
            return true;
    }
    return false;
}

int roleMatch(const QStringList &roles, const QStringList &words)
{
    return matching(roles, words);
}

void assignRoles(QList<TableUse> &uses, const QString &text, const SchemaGraph &graph)
{
    assignRoles(uses, knowledge::analyzeWords(text, true), graph);
}

void assignRoles(QList<TableUse> &uses, const QStringList &analysed, const SchemaGraph &graph)
{
    QList<int> nodes;
    QSet<QString> tableWords;
    for (const TableUse &u : uses) {
        nodes << graph.indexOf(u.table);
        for (const QString &w : knowledge::analyzeWords(u.table, false))
            tableWords.insert(w);
    }
    // Words that name the tables themselves ("friends" for the friend table) say which tables,
    // not which role.
    QStringList words = analysed;
    words.removeIf([&](const QString &w) { return tableWords.contains(w); });
    if (words.isEmpty())
        return;
    QSet<int> done;
    for (int i = 0; i < uses.size(); ++i) {
        const int target = nodes[i];
        if (target < 0 || done.contains(target))
            continue;
        done.insert(target);
        QList<int> open; // uses of this table without a role yet
        for (int j = 0; j < uses.size(); ++j) {
            if (nodes[j] == target && uses[j].role.isEmpty())
                open << j;
        }
        if (open.isEmpty())
            continue;
        // References into this table from needed tables, grouped by referencing table: a role
        // matters where one table refers to this one in several ways (or to itself).
        QHash<int, QList<int>> byReferrer;
        for (int e : graph.edgesOf(target)) {
            const SchemaEdge &x = graph.edge(e);
            if (x.to == target && nodes.contains(x.from))
                byReferrer[x.from] << e;
        }
        struct Scored {
            int edge;
            int score;
        };
        QList<Scored> named;
        for (auto it = byReferrer.constBegin(); it != byReferrer.constEnd(); ++it) {
            // A table referring to itself needs two uses of it before a role means anything.
            if (it.key() == target ? open.size() < 2 : it.value().size() < 2)
                continue;
            for (int e : it.value()) {
                if (const int s = roleMentions(roleWords(graph, graph.edge(e)), words); s > 0)
                    named << Scored{e, s};
            }
        }
        std::stable_sort(named.begin(), named.end(), [](const Scored &a, const Scored &b) { return a.score > b.score; });
        // One use: only a role the words name better than any other. Several: the best ones.
        if (open.size() == 1 && named.size() > 1 && named[0].score == named[1].score)
            continue;
        for (int k = 0; k < open.size() && k < named.size(); ++k)
            uses[open[k]].role = roleAlias(graph, graph.edge(named[k].edge));
    }
}

QString roleFromContext(const SchemaGraph &graph, const QString &table, const QStringList &neededTables,
                        const QStringList &wordsBefore)
{
    const int target = graph.indexOf(table);
    if (target < 0)
        return {};
    QSet<int> referrers;
    for (const QString &t : neededTables) {
        if (const int n = graph.indexOf(t); n >= 0 && n != target)
            referrers.insert(n);
    }
    // A role matters where one needed table refers to this one in several ways.
    QHash<int, QList<int>> byReferrer;
    for (int e : graph.edgesOf(target)) {
        const SchemaEdge &x = graph.edge(e);
        if (x.to == target && referrers.contains(x.from))
            byReferrer[x.from] << e;
    }
    // Words that name the tables themselves ("the friends Kyle has") say which tables, not which role.
    QSet<QString> tableWords;
    for (const QString &t : neededTables + QStringList{table}) {
        for (const QString &w : knowledge::analyzeWords(t.section(u'.', -1), false))
            tableWords.insert(w);
    }
    QStringList words;
    for (const QString &raw : wordsBefore) {
        const QString w = raw.toLower();
        const QStringList analyzed = knowledge::analyzeWords(w, false);
        if (std::any_of(analyzed.begin(), analyzed.end(), [&](const QString &a) { return tableWords.contains(a); }))
            continue;
        if (w == u"from")
            words << QStringLiteral("source");
        else if (w == u"to" || w == u"into" || w == u"towards")
            words << QStringLiteral("destination");
        else
            words << knowledge::analyzeWords(w, true);
    }
    struct Candidate {
        int edge;
        QStringList roles; // the words that say its role, worked out once
    };
    QList<Candidate> candidates;
    for (const QList<int> &edges : std::as_const(byReferrer)) {
        if (edges.size() < 2)
            continue;
        for (int e : edges)
            candidates << Candidate{e, roleWords(graph, graph.edge(e))};
    }
    // The nearest word that names a role decides ("from Aberdeen to Ashley": "to" for Ashley).
    for (const QString &w : std::as_const(words)) {
        int found = -1;
        for (const auto &[e, roles] : std::as_const(candidates)) {
            if (roleMatch(roles, {w}) == 0)
                continue;
            if (found >= 0)
                return {}; // the word fits two references equally
            found = e;
        }
        if (found >= 0)
            return roleAlias(graph, graph.edge(found));
    }
    return {};
}

} // namespace assay::schema
