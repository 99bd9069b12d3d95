#include "schemalexicon.h"
#include "offlinewords.h"

#include "db/catalog.h"
#include "db/dialect.h"
#include "knowledge/abbreviations.h"
#include "knowledge/datacontext.h"
#include "knowledge/textanalysis.h"
#include "knowledge/wordnet.h"
#include "schema/schemagraph.h"

#include <QRegularExpression>

#include <algorithm>

namespace assay::offline {

namespace {

// A name's key with its abbreviations written out ("Fname" -> "first name", "cust_addr" ->
// "customer address"), or empty when it has none: a question says the words, not the shortening.
QString expandedKey(const QString &name)
{
    QStringList words;
    bool expanded = false;
    const QStringList parts = knowledge::identifierWords(name);
    for (int i = 0; i < parts.size(); ++i) {
        QStringList full = knowledge::expandAbbreviation(parts[i]);
        // "FlightNo", "invoice_no": "no" closing a name is a number (in a question it is "no")
        if (full.isEmpty() && i > 0 && i + 1 == parts.size() && parts[i].compare(u"no", Qt::CaseInsensitive) == 0)
            full = {QStringLiteral("number")};
        // "LName" splits into "l" and "name": the letter and the word are the shortening "lname"
        if (full.isEmpty() && parts[i].size() == 1 && i + 1 < parts.size()) {
            full = knowledge::expandAbbreviation(parts[i] + parts[i + 1]);
            i += full.isEmpty() ? 0 : 1;
        }
        expanded = expanded || !full.isEmpty();
        for (const QString &f : full.isEmpty() ? QStringList{parts[i]} : full)
            words << knowledge::stem(f);
    }
    return expanded ? words.join(QLatin1Char(' ')) : QString();
}

} // namespace

using namespace detail;

SchemaLexicon::SchemaLexicon(const db::Catalog &catalog, const knowledge::DataContext &context,
                             const db::Dialect &dialect, const schema::SchemaGraph &graph)
    : m_dialect(&dialect), m_graph(&graph)
{
    for (int i = 0; i < catalog.tables.size(); ++i)
        addTable(catalog, i, context);
    for (int t = 0; t < tabs.size(); ++t) {
        m_tableIndex.insert(tabs[t].name.toCaseFolded(), m_tableIndex.value(tabs[t].name.toCaseFolded(), t));
        m_tableIndex.insert(tabs[t].qualified.toCaseFolded(), m_tableIndex.value(tabs[t].qualified.toCaseFolded(), t));
    }
    for (int c = 0; c < cols.size(); ++c) {
        const QString key = colTitle(c).toCaseFolded();
        m_columnIndex.insert(key, m_columnIndex.value(key, c));
    }
}

namespace {

// The words of a column's name after its table's name ("age" for pet_age in Pets), or empty.
QString withoutTablePrefix(const QStringList &columnStems, const QString &tableKey)
{
    const QStringList table = tableKey.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (table.isEmpty() || columnStems.size() <= table.size() || columnStems.mid(0, table.size()) != table)
        return {};
    const QStringList rest = columnStems.mid(table.size());
    // "pet_id" is a key, not an "id" the question names
    if (rest.size() == 1 && (rest.first() == u"id" || rest.first() == u"name"))
        return {};
    return rest.join(QLatin1Char(' '));
}

// A text column whose profiled values are all plain numbers ("Age text" holding '32',
// "Horsepower text"). Identifiers stored as text are not quantities: a name that says so (code,
// zip, phone, id) or a value with a leading zero ('02134') keeps the column text. A year stored as
// text is a time ("concerts in 2014"), which the date role reads.
bool quantityAsText(const QString &column, const knowledge::ColumnProfile &profile)
{
    static const QSet<QString> identifierNames = {
        QStringLiteral("code"), QStringLiteral("zip"),  QStringLiteral("postcode"), QStringLiteral("postal"),
        QStringLiteral("phone"), QStringLiteral("cell"), QStringLiteral("fax"),     QStringLiteral("id"),
        QStringLiteral("ssn"),  QStringLiteral("isbn"), QStringLiteral("year"),    QStringLiteral("number"),
        QStringLiteral("no"),   QStringLiteral("num")};
    if (profile.samples.size() < 2)
        return false;
    for (const QString &w : knowledge::identifierWords(column))
        if (identifierNames.contains(w.toLower()))
            return false;
    // The lexical least and greatest values too: a 'null' or 'n/a' among them sorts after the
    // digits, an empty string before them, so these catch the words the samples may have missed.
    QStringList values = profile.samples;
    values << profile.min.toString() << profile.max.toString();
    return std::all_of(values.begin(), values.end(), [](const QString &raw) {
        const QString v = raw.trimmed();
        bool ok = false;
        v.toDouble(&ok);
        const bool leadingZero = v.size() > 1 && v.startsWith(u'0') && v.at(1) != u'.';
        return ok && !leadingZero;
    });
}

// Whether a column holds years: named for them, and every value profiled (or its type, without
// a profile) a whole number a year can be.
bool yearValues(const QString &column, const QString &type,
                const knowledge::ColumnProfile *profile) {
    const QStringList words = knowledge::identifierWords(column);
    if (!std::any_of(words.begin(), words.end(),
                     [](const QString &w) { return w.compare(u"year", Qt::CaseInsensitive) == 0; }))
        return false;
    if (!profile || profile->samples.isEmpty())
        return numericType(type);
    QStringList values = profile->samples;
    values << profile->min.toString() << profile->max.toString();
    return std::all_of(values.begin(), values.end(), [](const QString &raw) {
        bool ok = false;
        const int y = raw.trimmed().toInt(&ok);
        return ok && y >= 1000 && y <= 2999;
    });
}

// A column whose profiled values are exactly a yes and a no (T/F, Y/N, yes/no, true/false, 1/0):
// the stored form of yes, or empty.
QString flagTrueValue(const knowledge::ColumnProfile &profile)
{
    static const QList<std::pair<QString, QString>> pairs = {
        {QStringLiteral("t"), QStringLiteral("f")},       {QStringLiteral("y"), QStringLiteral("n")},
        {QStringLiteral("yes"), QStringLiteral("no")},    {QStringLiteral("true"), QStringLiteral("false")},
        {QStringLiteral("1"), QStringLiteral("0")}};
    if (profile.distinct != 2 || profile.topValues.size() != 2)
        return {};
    const QString a = profile.topValues[0].first.trimmed(), b = profile.topValues[1].first.trimmed();
    for (const auto &[yes, no] : pairs) {
        if (a.compare(yes, Qt::CaseInsensitive) == 0 && b.compare(no, Qt::CaseInsensitive) == 0)
            return a;
        if (b.compare(yes, Qt::CaseInsensitive) == 0 && a.compare(no, Qt::CaseInsensitive) == 0)
            return b;
    }
    return {};
}

// The adjective a flag column is named for: "official" of IsOfficial, "active" of is_active or
// active_flag, "discontinued" of Discontinued; empty when the name is more than that, or a bare
// word with no adjective sense (show.Result, dogs.gender holding T/F or 1/0 are values to group
// by, not yes and no).
QString flagWord(const QString &column, QStringList stems)
{
    bool marked = false;
    if (stems.size() > 1 && (stems.first() == u"is" || stems.first() == u"has" || stems.first() == u"was")) {
        stems.removeFirst();
        marked = true;
    }
    if (stems.size() > 1 && (stems.last() == u"flag" || stems.last() == u"yn" || stems.last() == u"ind")) {
        stems.removeLast();
        marked = true;
    }
    if (stems.size() != 1)
        return {};
    if (!marked) {
        const QString word = column.toLower();
        const knowledge::WordNet &wn = knowledge::WordNet::shared();
        const QByteArray key = knowledge::WordNet::key(word);
        const bool adjective = word.endsWith(QLatin1String("ed")) || wn.hasLemma(key, knowledge::WordNet::Pos::Adjective);
        if (!adjective)
            return {};
    }
    return stems.first();
}

// A table's name without the prefix a naming convention puts before lookup and dimension tables
// (Ref_Template_Types, lkp_status, dim_customer, tbl_orders): the words a question uses, or empty.
QString withoutConventionPrefix(const QString &tableKey)
{
    static const QSet<QString> prefixes = {QStringLiteral("ref"), QStringLiteral("lkp"), QStringLiteral("lookup"),
                                           QStringLiteral("dim"), QStringLiteral("tbl")};
    const QStringList words = tableKey.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return words.size() > 1 && prefixes.contains(words.first()) ? words.mid(1).join(QLatin1Char(' ')) : QString();
}

// The head noun of a description's first phrase, stemmed: "Line revenue in EUR" -> "revenue",
// "Purchase cost per unit" -> "cost", "City the store is in" -> "city", "Discount applied" ->
// "discount". What the column is; the other words only say something about it.
QString descriptionHead(const QString &description)
{
    static const QSet<QString> stops = {
        QStringLiteral("the"),  QStringLiteral("a"),     QStringLiteral("an"),   QStringLiteral("that"),  QStringLiteral("which"),
        QStringLiteral("who"),  QStringLiteral("is"),    QStringLiteral("are"),  QStringLiteral("was"),   QStringLiteral("in"),
        QStringLiteral("of"),   QStringLiteral("for"),   QStringLiteral("per"),  QStringLiteral("from"),  QStringLiteral("to"),
        QStringLiteral("at"),   QStringLiteral("on"),    QStringLiteral("by"),   QStringLiteral("with"),  QStringLiteral("when"),
        QStringLiteral("where"), QStringLiteral("as"),   QStringLiteral("or"),   QStringLiteral("and"),   QStringLiteral("before"),
        QStringLiteral("after"), QStringLiteral("e")};
    static const QRegularExpression clause(QStringLiteral("[(,;:.]"));
    const QString first = description.section(clause, 0, 0);
    QStringList head;
    for (const QString &w : knowledge::identifierWords(first)) {
        if (stops.contains(w))
            break;
        head << w;
    }
    // a participle after the noun says what was done to it ("discount applied", "units sold")
    while (head.size() > 1 && (head.last().endsWith(QLatin1String("ed")) || head.last() == u"sold"))
        head.removeLast();
    return head.isEmpty() ? QString() : knowledge::stem(head.last());
}

} // namespace

void SchemaLexicon::addTable(const db::Catalog &catalog, int catalogIndex, const knowledge::DataContext &context)
{
    // Words too common in descriptions to say which column is meant.
    static const QSet<QString> generic = {
        QStringLiteral("id"),  QStringLiteral("identifier"), QStringLiteral("name"),
        QStringLiteral("the"), QStringLiteral("a"),          QStringLiteral("of"),
        QStringLiteral("in"),  QStringLiteral("eur"),        QStringLiteral("e"),
        QStringLiteral("g"),   QStringLiteral("when"),       QStringLiteral("one")};
    const db::TableInfo &t = catalog.tables[catalogIndex];
    LexTable tab;
    tab.qualified = t.qualifiedName();
    tab.schema = t.schema;
    tab.name = t.name;
    tab.nameKey = stems(t.name).join(QLatin1Char(' '));
    tab.plainKey = withoutConventionPrefix(tab.nameKey);
    tab.primaryKey = t.primaryKey;
    tab.view = t.isView();
    const knowledge::TableKnowledge *tk = context.table(t.name, t.schema);
    const int ti = int(tabs.size());
    QSet<QString> fkColumns;
    for (const db::ForeignKeyInfo &fk : t.foreignKeys)
        for (const QString &c : fk.columns)
            fkColumns.insert(c.toLower());
    for (const db::ColumnInfo &c : t.columns) {
        LexColumn col;
        col.table = ti;
        col.name = c.name;
        col.date = dateType(c.type, c.name);
        col.numeric = !col.date && numericType(c.type);
        const QString lower = c.name.toLower();
        col.key = c.primaryKey || fkColumns.contains(lower) || lower == u"id" || lower.endsWith(QLatin1String("_id")) ||
                  (lower.endsWith(QLatin1String("id")) && lower.size() > 2 && c.name.at(c.name.size() - 2).isUpper());
        col.nameStems = stems(c.name);
        col.nameKey = col.nameStems.join(QLatin1Char(' '));
        QString description = c.comment;
        const knowledge::ColumnKnowledge *profiled = tk ? tk->column(c.name) : nullptr;
        col.year = !col.date && yearValues(c.name, c.type, profiled ? &profiled->profile : nullptr);
        if (tk) {
            if (const knowledge::ColumnKnowledge *ck = tk->column(c.name)) {
                if (!ck->description.isEmpty())
                    description = ck->description;
                col.seenEmpty = ck->profile.nonNull >= 0 && ck->profile.nullRatio > 0;
                col.textNumber = !col.date && !col.numeric && quantityAsText(c.name, ck->profile);
                col.numeric = col.numeric || col.textNumber;
                col.trueValue = flagTrueValue(ck->profile);
            }
        }
        for (const QString &w : knowledge::analyzeWords(description, true)) {
            if (!generic.contains(w) && w.size() > 2)
                col.descStems.insert(w);
        }
        col.descHead = descriptionHead(description);
        for (const QString &w : knowledge::identifierWords(c.name))
            schemaWords.insert(w);
        for (const QString &w : std::as_const(col.nameStems))
            schemaWords.insert(w);
        const int ci = int(cols.size());
        cols << col;
        tab.cols << ci;
        if (!col.nameKey.isEmpty())
            colByKey[col.nameKey] << ci;
        if (const QString full = expandedKey(c.name); !full.isEmpty() && full != col.nameKey)
            colByKey[full] << ci;
        // A column named after its own table ("pet_age" in Pets) is also its bare word: "the
        // age of the youngest pet".
        if (const QString bare = withoutTablePrefix(col.nameStems, tab.nameKey); !bare.isEmpty())
            colByBareKey[bare] << ci;
        // "the release year" for Song_release_year: a name's last words, two or more
        for (int from = 1; from + 2 <= col.nameStems.size(); ++from)
            colBySuffixKey[col.nameStems.mid(from).join(QLatin1Char(' '))] << ci;
        for (const QString &w : std::as_const(col.descStems))
            colByDescStem[w] << ci;
        if (const QString flag = flagWord(c.name, col.nameStems); !flag.isEmpty() && !col.trueValue.isEmpty())
            colByFlagWord[flag] << ci;
    }
    for (const QString &w : knowledge::identifierWords(t.name) + stems(t.name))
        schemaWords.insert(w);
    tabs << tab;
    if (!tab.nameKey.isEmpty())
        tableByKey[tab.nameKey] << ti;
    if (const QString plain = withoutConventionPrefix(tab.nameKey); !plain.isEmpty())
        tableByKey[plain] << ti; // "template types" for Ref_Template_Types
    if (const QString full = expandedKey(t.name); !full.isEmpty() && full != tab.nameKey)
        tableByKey[full] << ti;
}

int SchemaLexicon::findTable(const QString &name) const
{
    return m_tableIndex.value(name.toCaseFolded(), -1);
}

int SchemaLexicon::findCol(const QString &title) const
{
    return m_columnIndex.value(title.toCaseFolded(), -1);
}

int SchemaLexicon::findColumnOf(int t, const QString &column) const
{
    if (t < 0)
        return -1;
    for (int ci : tabs[t].cols)
        if (cols[ci].name.compare(column, Qt::CaseInsensitive) == 0)
            return ci;
    return -1;
}

QString SchemaLexicon::labelExpr(int t, const QString &alias, int *labelCol) const
{
    const LexTable &tab = tabs[t];
    int first = -1, last = -1, exact = -1, suffix = -1, text = -1;
    for (int ci : tab.cols) {
        const LexColumn &c = cols[ci];
        const QString n = c.name.toLower();
        if (c.key || c.numeric || c.date || !c.trueValue.isEmpty()) // a yes/no flag names no row
            continue;
        if (n == u"first_name" || n == u"firstname" || n == u"fname")
            first = ci;
        else if (n == u"last_name" || n == u"lastname" || n == u"lname")
            last = ci;
        else if (n == u"name" || n == u"title" || n == tab.name.toLower() + QStringLiteral("_name") ||
                 n == tab.name.toLower() || c.nameKey == tab.nameKey)
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
        return (alias.isEmpty() ? QString() : m_dialect->identifier(alias) + QLatin1Char('.')) +
               m_dialect->identifier(tab.primaryKey.first());
    return {};
}

int SchemaLexicon::labelColumn(int t) const
{
    int labelCol = -1;
    if (t >= 0)
        labelExpr(t, {}, &labelCol);
    return labelCol;
}

bool SchemaLexicon::isNameColumn(int c) const
{
    if (c < 0)
        return false;
    const QString n = cols[c].name.toLower();
    // the table's own name, perhaps in the singular ("Airline" in airlines)
    return n.endsWith(QLatin1String("name")) || n.endsWith(QLatin1String("title")) || cols[c].nameKey == tabs[cols[c].table].nameKey;
}

QString SchemaLexicon::ref(int ci, const QString &alias) const
{
    const QString c = m_dialect->identifier(cols[ci].name);
    return alias.isEmpty() ? c : m_dialect->identifier(alias) + QLatin1Char('.') + c;
}

QString SchemaLexicon::numberRef(int ci, const QString &alias) const
{
    const bool text = cols[ci].textNumber || (cols[ci].year && !cols[ci].numeric);
    return text ? m_dialect->castToReal(ref(ci, alias)) : ref(ci, alias);
}

QString SchemaLexicon::keyRef(int t, const QString &alias) const
{
    return (alias.isEmpty() ? QString() : m_dialect->identifier(alias) + QLatin1Char('.')) +
           m_dialect->identifier(tabs[t].primaryKey.first());
}

QString SchemaLexicon::colTitle(int ci) const
{
    return tabs[cols[ci].table].name + QLatin1Char('.') + cols[ci].name;
}

int SchemaLexicon::closeness(int from, int to) const
{
    if (from == to)
        return 0;
    const schema::SchemaGraph &graph = *m_graph;
    const int a = graph.indexOf(tabs[from].qualified), b = graph.indexOf(tabs[to].qualified);
    if (a < 0 || b < 0)
        return 100;
    QHash<int, int> up = {{a, 0}};
    QList<int> queue = {a};
    for (int i = 0; i < queue.size(); ++i) {
        const int n = queue[i];
        for (int e : graph.edgesOf(n)) {
            const schema::SchemaEdge &edge = graph.edge(e);
            // towards the referenced side, or back along a subtype edge (a row that extends this
            // one, keyed by the same key: cars_data for car_names), one partner either way
            const bool oneToOne = edge.from == n || (edge.to == n && graph.isSubtypeEdge(e));
            const int next = edge.from == n ? edge.to : edge.from;
            if (!oneToOne || !edge.via.isEmpty() || up.contains(next))
                continue;
            up.insert(next, up.value(n) + 1);
            queue << next;
        }
    }
    if (up.contains(b))
        return up.value(b);
    const QList<int> d = graph.distancesFrom(a);
    return b < d.size() && d[b] >= 0 ? 10 + d[b] : 100;
}

int SchemaLexicon::parentOf(int t) const
{
    const schema::SchemaGraph &graph = *m_graph;
    const int n = graph.indexOf(tabs[t].qualified);
    if (n < 0)
        return -1;
    int parent = -1;
    for (int e : graph.edgesOf(n)) {
        const schema::SchemaEdge &edge = graph.edge(e);
        if (edge.from != n || edge.to == n || !edge.via.isEmpty())
            continue;
        const int p = findTable(graph.node(edge.to).name);
        if (p < 0 || (parent >= 0 && parent != p))
            return -1;
        parent = p;
    }
    return parent;
}

int SchemaLexicon::parentColumn(int t) const
{
    const schema::SchemaGraph &graph = *m_graph;
    const int n = graph.indexOf(tabs[t].qualified);
    if (n < 0 || tabs[t].primaryKey.size() != 1)
        return -1;
    for (int e : graph.edgesOf(n)) {
        const schema::SchemaEdge &edge = graph.edge(e);
        if (edge.from != n || edge.to != n || edge.fromColumns.size() != 1 ||
            !edge.fromColumns.first().contains(QLatin1String("parent"), Qt::CaseInsensitive))
            continue;
        if (const int ci = findColumnOf(t, edge.fromColumns.first()); ci >= 0)
            return ci;
    }
    return -1;
}

int SchemaLexicon::referencedKey(int ci) const
{
    const int t = cols[ci].table;
    if (tabs[t].primaryKey.size() == 1 && tabs[t].primaryKey.first().compare(cols[ci].name, Qt::CaseInsensitive) == 0)
        return ci;
    const schema::SchemaGraph &graph = *m_graph;
    const int n = graph.indexOf(tabs[t].qualified);
    for (int e : n < 0 ? QList<int>() : graph.edgesOf(n)) {
        const schema::SchemaEdge &edge = graph.edge(e);
        if (edge.from != n || edge.fromColumns.size() != 1 ||
            edge.fromColumns.first().compare(cols[ci].name, Qt::CaseInsensitive) != 0)
            continue;
        const int to = findTable(graph.node(edge.to).name);
        if (const int key = to >= 0 ? findColumnOf(to, edge.toColumns.first()) : -1; key >= 0)
            return key;
    }
    return -1;
}

bool SchemaLexicon::anySeenEmpty(const QString &table, const QStringList &columns) const
{
    const int t = findTable(table);
    return t >= 0 && std::any_of(tabs[t].cols.begin(), tabs[t].cols.end(), [&](int ci) {
               return cols[ci].seenEmpty && columns.contains(cols[ci].name, Qt::CaseInsensitive);
           });
}

} // namespace assay::offline
