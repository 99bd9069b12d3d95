#include "schemalinker.h"
#include "agentstr.h"

#include "promptmaterial.h"

#include "knowledge/textanalysis.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

namespace assay::agents {
namespace {

const knowledge::TableKnowledge *tableOf(const knowledge::KnowledgeSnapshot &k, const QString &name)
{
    const knowledge::TableKnowledge *t = k.context.table(name.section(u'.', -1), name.contains(u'.') ? name.section(u'.', 0, -2) : QString());
    return t ? t : k.context.table(name.section(u'.', -1));
}

const db::TableInfo *catalogTable(const knowledge::KnowledgeSnapshot &k, const QString &name)
{
    return k.catalog.find(name.section(u'.', -1), name.contains(u'.') ? name.section(u'.', 0, -2) : QString());
}

// Qualified or bare, either way round: "shop.orders" is "orders" when one side has no schema.
bool sameTable(const QString &a, const QString &b)
{
    if (a.compare(b, Qt::CaseInsensitive) == 0)
        return true;
    if (a.contains(u'.') && b.contains(u'.'))
        return false;
    return a.section(u'.', -1).compare(b.section(u'.', -1), Qt::CaseInsensitive) == 0;
}

bool listed(const QStringList &tables, const QString &table)
{
    return std::any_of(tables.begin(), tables.end(), [&](const QString &t) { return sameTable(t, table); });
}

// The relationships with both ends among `tables`, each once.
QList<knowledge::Relationship> relationshipsAmong(const knowledge::KnowledgeSnapshot &k, const QStringList &tables)
{
    QList<knowledge::Relationship> out;
    for (const knowledge::Relationship &r : k.context.relationships) {
        if (!listed(tables, r.fromTable) || !listed(tables, r.toTable))
            continue;
        if (std::none_of(out.begin(), out.end(), [&](const knowledge::Relationship &o) { return o.sameLink(r); }))
            out << r;
    }
    return out;
}

QString relationshipLines(const QList<knowledge::Relationship> &rels)
{
    QStringList lines;
    for (const knowledge::Relationship &r : rels) {
        QString line = QStringLiteral("- ") + r.describe();
        // Found in the data, not declared: the model may weigh how sure Assay is.
        if (r.source == knowledge::Relationship::Source::Inferred && !r.evidence.isEmpty())
            line += QStringLiteral(" [found in the data, confidence %1]").arg(r.confidence, 0, 'f', 2);
        lines << line;
    }
    return lines.join(u'\n');
}

// One table for a prompt: key, references, and each kept column with its type and meaning.
QString tableText(const knowledge::KnowledgeSnapshot &k, const QString &name, const QStringList &only, bool shareValues)
{
    const db::TableInfo *info = catalogTable(k, name);
    const knowledge::TableKnowledge *t = tableOf(k, name);
    QString head = QStringLiteral("Table %1").arg(name);
    if (t && t->profile.rowCount >= 0)
        head += QStringLiteral(" (%1 rows)").arg(QLocale::c().toString(t->profile.rowCount));
    if (t && !t->description.isEmpty())
        head += QStringLiteral(": ") + t->description;
    QStringList lines = {head};
    if (!info)
        return head;
    for (const db::ColumnInfo &c : info->columns) {
        if (!only.isEmpty() && !only.contains(c.name, Qt::CaseInsensitive) && !info->primaryKey.contains(c.name))
            continue;
        QStringList facts = {c.type.isEmpty() ? db::valueTypeName(c.valueType) : c.type};
        if (info->primaryKey.contains(c.name))
            facts << QStringLiteral("primary key");
        for (const db::ForeignKeyInfo &fk : info->foreignKeys) {
            if (fk.columns.contains(c.name))
                facts << QStringLiteral("references %1").arg(fk.refTable);
        }
        QString line = QStringLiteral("  - %1 (%2)").arg(c.name, facts.join(QStringLiteral(", ")));
        if (t) {
            if (const knowledge::ColumnKnowledge *ck = t->column(c.name)) {
                if (!ck->description.isEmpty())
                    line += QStringLiteral(": ") + ck->description;
                if (ck->profile.distinct >= 0)
                    line += QStringLiteral(" [%1]").arg(ck->profile.summary(shareValues, t->profile.sampledRows));
            }
        }
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

QList<knowledge::Relationship> LinkedSchema::relationships(const knowledge::KnowledgeSnapshot &k) const
{
    return relationshipsAmong(k, tables);
}

namespace {

// The columns listed for `table`, given the relationships among the linked tables (computed once
// per schema text, not once per table).
QStringList shownColumnsOf(const knowledge::KnowledgeSnapshot &k, const QString &table, const QStringList &kept,
                           const QList<knowledge::Relationship> &rels)
{
    const db::TableInfo *info = catalogTable(k, table);
    if (!info)
        return {};
    QStringList out;
    for (const db::ColumnInfo &c : info->columns) {
        if (kept.isEmpty() || kept.contains(c.name, Qt::CaseInsensitive) || info->primaryKey.contains(c.name))
            out << c.name;
    }
    if (kept.isEmpty())
        return out;
    // The columns the relationships name, so every stated join can be written.
    for (const knowledge::Relationship &r : rels) {
        const QStringList *side = sameTable(r.fromTable, table) ? &r.fromColumns : sameTable(r.toTable, table) ? &r.toColumns : nullptr;
        for (int i = 0; side && i < side->size(); ++i) {
            if (const db::ColumnInfo *c = info->column(side->at(i)); c && !out.contains(c->name))
                out << c->name;
        }
    }
    return out;
}

} // namespace

QHash<QString, QStringList> LinkedSchema::shownColumns(const knowledge::KnowledgeSnapshot &k) const
{
    const QList<knowledge::Relationship> rels = relationships(k);
    QHash<QString, QStringList> out;
    for (const QString &t : tables)
        out.insert(t, shownColumnsOf(k, t, columns.value(t), rels));
    return out;
}

QString LinkedSchema::schemaText(const knowledge::KnowledgeSnapshot &k, bool shareValues) const
{
    const QList<knowledge::Relationship> rels = relationships(k);
    QStringList parts;
    for (const QString &t : tables) {
        const QStringList kept = columns.value(t);
        parts << tableText(k, t, kept.isEmpty() ? QStringList() : shownColumnsOf(k, t, kept, rels), shareValues);
    }
    if (parts.isEmpty())
        return QStringLiteral("(none)");
    if (const QString lines = relationshipLines(rels); !lines.isEmpty())
        parts << QStringLiteral("Relationships:\n") + lines;
    return parts.join(QStringLiteral("\n"));
}

QSet<QString> LinkedSchema::preferredColumns() const
{
    QSet<QString> out;
    for (auto it = columns.constBegin(); it != columns.constEnd(); ++it) {
        for (const QString &c : it.value())
            out.insert(it.key().section(u'.', -1).toLower() + u'.' + c.toLower());
    }
    for (const knowledge::ValueHit &v : values)
        out.insert(v.table.section(u'.', -1).toLower() + u'.' + v.column.toLower());
    return out;
}

QStringList LinkedSchema::columnList() const
{
    QStringList out;
    for (const QString &t : tables) {
        for (const QString &c : columns.value(t))
            out << t + u'.' + c;
    }
    return out;
}

QList<schema::TableUse> LinkedSchema::tableUses() const
{
    QList<schema::TableUse> uses;
    for (const QString &t : tables) {
        const QStringList r = roles.value(t);
        if (r.size() < 2) // one role is the table as the question needs it: the words decide its key
            uses << schema::TableUse(t, r.value(0), columns.value(t));
        for (int i = 0; r.size() >= 2 && i < r.size(); ++i)
            uses << schema::TableUse(t, r[i], columns.value(t));
    }
    return uses;
}

QList<knowledge::ValueHit> findValueMentions(const QString &question, const knowledge::KnowledgeSnapshot &k, int max)
{
    QList<knowledge::ValueHit> out;
    if (!k.values)
        return out;
    auto add = [&](const knowledge::ValueHit &h) {
        for (const knowledge::ValueHit &o : out) {
            if (o.table == h.table && o.column == h.column && o.value == h.value)
                return;
        }
        out << h;
    };
    // Quoted text is a value by intent: every column storing exactly that text (case ignored),
    // else the best match even if it is spelled differently (a single letter only when exact).
    static const QRegularExpression quoted(QStringLiteral("[\"'`“‘]+([^\"'`”’]{1,80})[\"'`”’]+"));
    for (auto it = quoted.globalMatch(question); it.hasNext();) {
        const QString text = it.next().captured(1).trimmed();
        if (text.isEmpty())
            continue;
        const QList<knowledge::ValueHit> hits = k.searchValues(text, 10);
        int taken = 0;
        for (const knowledge::ValueHit &h : hits) {
            if (h.value.compare(text, Qt::CaseInsensitive) == 0 && taken < 3) {
                add(h);
                ++taken;
            }
        }
        if (taken == 0 && !hits.isEmpty() && text.size() >= 2)
            add(hits.first());
    }
    // Other words and short phrases count only when stored exactly (ignoring case): "Berlin",
    // "New York", "Toys"; or as a WordNet synonym of a stored value ("Holland" for Netherlands).
    for (const knowledge::ValueHit &h : k.valueMentions(question, max * 2))
        add(h);
    if (out.size() > max)
        out.resize(max);
    return out;
}

namespace {

// The question's words that relate to the tables of a block, for the model: "vocalists ~ singer
// (WordNet synonym): singer.Name". Tells it why a table whose words the question never uses is
// among the candidates.
QString wordHints(const QList<knowledge::WordMatch> &matches, const QStringList &block)
{
    QStringList lines;
    for (const knowledge::WordMatch &m : matches) {
        if (m.relation == knowledge::MatchKind::Exact || !block.contains(m.table, Qt::CaseInsensitive))
            continue;
        const QString where = m.column.isEmpty() ? m.table : m.table + u'.' + m.column;
        const QString line = QStringLiteral("- %1: %2").arg(m.explain(), where);
        if (!lines.contains(line))
            lines << line;
        if (lines.size() >= 12)
            break;
    }
    return lines.isEmpty() ? QString() : QStringLiteral("\nHow words of the question relate to these tables:\n") + lines.join(u'\n');
}


// One call of the fine filter: related tables together, or a column range of one wide table.
struct LinkBlock {
    QStringList tables;
    int from = 0;  // for a wide table: its columns [from, to)
    int to = -1;
    int columns = 0;
};

// Tables in blocks of `blockSize`, each block the best-ranked table not yet placed with its
// related tables by rank (TiInsight groups tables by their relationships, so a fact table and
// its dimensions are judged together); tables of `wideTable` or more columns in column blocks.
QList<LinkBlock> linkBlocks(const knowledge::KnowledgeSnapshot &k, const QStringList &coarse, const LinkOptions &o)
{
    QList<LinkBlock> blocks;
    QStringList narrow;
    for (const QString &t : coarse) {
        const db::TableInfo *info = catalogTable(k, t);
        const int n = info ? int(info->columns.size()) : 0;
        if (n < o.wideTable) {
            narrow << t;
            continue;
        }
        const int step = std::max(1, o.columnsPerBlock);
        for (int from = 0; from < n; from += step)
            blocks << LinkBlock{{t}, from, std::min(n, from + step), n};
    }
    const QList<knowledge::Relationship> rels = relationshipsAmong(k, narrow);
    auto related = [&](const QString &a, const QString &b) {
        return std::any_of(rels.begin(), rels.end(), [&](const knowledge::Relationship &r) {
            return (sameTable(r.fromTable, a) && sameTable(r.toTable, b)) || (sameTable(r.fromTable, b) && sameTable(r.toTable, a));
        });
    };
    const int size = std::max(1, o.blockSize);
    QList<bool> placed(narrow.size(), false);
    for (int i = 0; i < narrow.size(); ++i) {
        if (placed[i])
            continue;
        LinkBlock b;
        b.tables << narrow[i];
        placed[i] = true;
        // Breadth first from the seed, nearest relatives by rank, until the block is full.
        for (int q = 0; q < b.tables.size() && b.tables.size() < size; ++q) {
            for (int j = i + 1; j < narrow.size() && b.tables.size() < size; ++j) {
                if (!placed[j] && related(b.tables[q], narrow[j])) {
                    b.tables << narrow[j];
                    placed[j] = true;
                }
            }
        }
        blocks << b;
    }
    return blocks;
}

// A block for the prompt: its tables (or the wide table's column range), the relationships that
// touch them among the candidates, and how the question's words relate to them.
QString blockText(const knowledge::KnowledgeSnapshot &k, const LinkBlock &b, const QList<knowledge::Relationship> &rels,
                  const QList<knowledge::WordMatch> &matches, bool shareValues)
{
    QStringList lines;
    if (b.to >= 0) {
        const db::TableInfo *info = catalogTable(k, b.tables.first());
        QStringList only;
        for (int i = b.from; info && i < b.to; ++i)
            only << info->columns[i].name;
        lines << tableText(k, b.tables.first(), only, shareValues) + QStringLiteral("\n  (columns %1 to %2 of %3; the others are judged in other parts)")
                                                                           .arg(b.from + 1).arg(b.to).arg(b.columns);
    } else {
        for (const QString &t : b.tables)
            lines << tableText(k, t, {}, shareValues);
    }
    QList<knowledge::Relationship> touching;
    for (const knowledge::Relationship &r : rels) {
        if (listed(b.tables, r.fromTable) || listed(b.tables, r.toTable))
            touching << r;
    }
    if (!touching.isEmpty())
        lines << QStringLiteral("Relationships:\n") + relationshipLines(touching);
    if (const QString hints = wordHints(matches, b.tables); !hints.isEmpty())
        lines << hints;
    return lines.join(u'\n');
}

// One block's answer: the tables it keeps (only those it was shown), their columns and roles.
void readLinkAnswer(const QJsonObject &json, const QStringList &allowed, const knowledge::KnowledgeSnapshot &k, LinkedSchema &linked)
{
    for (const QJsonValue &v : json.value(QStringLiteral("tables")).toArray()) {
        const QString name = v.toObject().value(QStringLiteral("name")).toString();
        QString table;
        for (const QString &t : allowed) {
            if (t.compare(name, Qt::CaseInsensitive) == 0 || t.section(u'.', -1).compare(name, Qt::CaseInsensitive) == 0)
                table = t;
        }
        if (table.isEmpty())
            continue; // the model may only keep tables it was shown
        const db::TableInfo *info = catalogTable(k, table);
        QStringList &cols = linked.columns[table];
        for (const QJsonValue &c : v.toObject().value(QStringLiteral("columns")).toArray()) {
            const db::ColumnInfo *ci = info ? info->column(c.toString()) : nullptr;
            if (ci && !cols.contains(ci->name))
                cols << ci->name;
        }
        if (!linked.tables.contains(table))
            linked.tables << table;
        // Roles, when the question needs the table more than once or in a particular capacity.
        for (const QJsonValue &r : v.toObject().value(QStringLiteral("roles")).toArray()) {
            const QString role = r.toString().trimmed().left(40);
            if (!role.isEmpty() && !linked.roles[table].contains(role, Qt::CaseInsensitive))
                linked.roles[table] << role;
        }
    }
}

} // namespace

LinkedSchema linkSchema(AgentModel &model, const QString &question, const knowledge::KnowledgeSnapshot &k, const LinkOptions &options)
{
    LinkedSchema linked;
    linked.values = findValueMentions(question, k);
    // Coarse: tables by hybrid retrieval, the tables of the best columns, of similar examples and of values.
    QStringList coarse;
    auto add = [&](const QString &t) {
        if (!t.isEmpty() && !coarse.contains(t, Qt::CaseInsensitive))
            coarse << t;
    };
    for (const knowledge::ValueHit &v : linked.values)
        add(v.table);
    // Tables by all the evidence: words as written and related through WordNet, vectors, their
    // columns, glossary entries and values, and their foreign-key neighbours.
    for (const knowledge::RetrievedItem &hit : k.searchTables(question, options.coarseTables))
        add(hit.item.table);
    for (const knowledge::RetrievedItem &hit : k.searchColumns(question, 10)) {
        if (coarse.size() < options.coarseTables + 4)
            add(hit.item.table);
    }
    for (const knowledge::RetrievedItem &hit : k.search(question, {knowledge::ItemKind::Example}, 2)) {
        for (const knowledge::ExampleEntry &e : k.examples) {
            if (e.id == hit.item.id) {
                for (const QString &t : e.tables)
                    add(t);
            }
        }
    }
    if (coarse.isEmpty()) {
        for (const db::TableInfo &t : k.catalog.tables) {
            add(t.qualifiedName());
            if (coarse.size() >= options.coarseTables)
                break;
        }
    }
    if (!options.useModel || !model.isReady(llm::Role::Fast)) {
        linked.tables = coarse.mid(0, options.coarseTables);
        return linked;
    }
    // Fine: the model keeps what is needed, a few related tables per call, all calls at once.
    const QList<LinkBlock> blocks = linkBlocks(k, coarse, options);
    const QList<knowledge::WordMatch> matches = k.wordMatches(question);
    const QList<knowledge::Relationship> coarseRelationships = relationshipsAmong(k, coarse);
    const QString glossary = glossaryText(k, question);
    QList<QHash<QString, QString>> requests;
    for (int p = 0; p < blocks.size(); ++p) {
        requests << QHash<QString, QString>{{QStringLiteral("question"), question},
                                            {QStringLiteral("part"), QString::number(p + 1)},
                                            {QStringLiteral("parts"), QString::number(blocks.size())},
                                            {QStringLiteral("tables"), blockText(k, blocks[p], coarseRelationships, matches, options.shareValues)},
                                            {QStringLiteral("glossary"), glossary},
                                            {QStringLiteral("values"), valuesText(linked.values)}};
    }
    const QList<ModelAnswer> answers = model.askAll(QStringLiteral("link"), QStringLiteral("ask_link"), requests, true, llm::Role::Fast);
    int failed = 0;
    for (int p = 0; p < answers.size(); ++p) {
        if (!answers[p].ok) {
            ++failed;
            continue;
        }
        readLinkAnswer(answers[p].json, blocks[p].tables, k, linked);
    }
    // Tables holding the question's values stay, whatever the model said.
    for (const knowledge::ValueHit &v : linked.values) {
        if (!linked.tables.contains(v.table)) {
            linked.tables << v.table;
        }
        if (!linked.columns[v.table].contains(v.column))
            linked.columns[v.table] << v.column;
    }
    if (linked.tables.isEmpty()) {
        // Nothing usable came back: the coarse ranking's best few, whole.
        linked.tables = coarse.mid(0, 4);
        linked.warning = failed ? Tr::tr("The model did not narrow the schema down; the closest tables are used whole.")
                                : Tr::tr("The model found no table that answers the question; the closest tables are used.");
    }
    return linked;
}

QString fullSchemaText(const knowledge::KnowledgeSnapshot &k)
{
    LinkedSchema all;
    for (const db::TableInfo &t : k.catalog.tables)
        all.tables << t.qualifiedName();
    return all.schemaText(k, false);
}

} // namespace assay::agents
