#include "schemalinker.h"
#include "agentstr.h"

#include "promptmaterial.h"

#include "knowledge/textanalysis.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QRegularExpression>

namespace assay::agents {
namespace {

const knowledge::TableKnowledge *tableOf(const knowledge::KnowledgeSnapshot &k, const QString &name)
{
    const knowledge::TableKnowledge *t = k.context.table(name.section(u'.', -1), name.contains(u'.') ? name.section(u'.', 0, -2) : QString());
    return t ? t : k.context.table(name.section(u'.', -1));
}

// One table for a prompt: key, references, and each kept column with its type and meaning.
QString tableText(const knowledge::KnowledgeSnapshot &k, const QString &name, const QStringList &only, bool shareValues)
{
    const db::TableInfo *info = k.catalog.find(name.section(u'.', -1), name.contains(u'.') ? name.section(u'.', 0, -2) : QString());
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

QString LinkedSchema::schemaText(const knowledge::KnowledgeSnapshot &k, bool shareValues) const
{
    QStringList parts;
    for (const QString &t : tables)
        parts << tableText(k, t, columns.value(t), shareValues);
    return parts.isEmpty() ? QStringLiteral("(none)") : parts.join(QStringLiteral("\n"));
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
    // Quoted text is a value by intent: take the best match even if it is spelled differently.
    static const QRegularExpression quoted(QStringLiteral("[\"'“‘]([^\"'”’]{2,80})[\"'”’]"));
    for (auto it = quoted.globalMatch(question); it.hasNext();) {
        const QString text = it.next().captured(1).trimmed();
        const QList<knowledge::ValueHit> hits = k.searchValues(text, 1);
        if (!hits.isEmpty())
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
    // Fine: the model keeps what is needed, a few tables per call, all calls at once.
    const int size = std::max(1, options.blockSize);
    const int parts = int((coarse.size() + size - 1) / size);
    const QList<knowledge::WordMatch> matches = k.wordMatches(question);
    QList<QHash<QString, QString>> requests;
    for (int p = 0; p < parts; ++p) {
        QStringList block;
        for (const QString &t : coarse.mid(p * size, size))
            block << tableText(k, t, {}, options.shareValues);
        if (const QString hints = wordHints(matches, coarse.mid(p * size, size)); !hints.isEmpty())
            block << hints;
        requests << QHash<QString, QString>{{QStringLiteral("question"), question},
                                            {QStringLiteral("part"), QString::number(p + 1)},
                                            {QStringLiteral("parts"), QString::number(parts)},
                                            {QStringLiteral("tables"), block.join(QLatin1Char('\n'))},
                                            {QStringLiteral("values"), valuesText(linked.values)}};
    }
    const QList<ModelAnswer> answers = model.askAll(QStringLiteral("link"), QStringLiteral("ask_link"), requests, true, llm::Role::Fast);
    int failed = 0;
    for (int p = 0; p < answers.size(); ++p) {
        if (!answers[p].ok) {
            ++failed;
            continue;
        }
        const QStringList allowed = coarse.mid(p * size, size);
        for (const QJsonValue &v : answers[p].json.value(QStringLiteral("tables")).toArray()) {
            const QString name = v.toObject().value(QStringLiteral("name")).toString();
            QString table;
            for (const QString &t : allowed) {
                if (t.compare(name, Qt::CaseInsensitive) == 0 || t.section(u'.', -1).compare(name, Qt::CaseInsensitive) == 0)
                    table = t;
            }
            if (table.isEmpty())
                continue; // the model may only keep tables it was shown
            const db::TableInfo *info = k.catalog.find(table.section(u'.', -1), table.contains(u'.') ? table.section(u'.', 0, -2) : QString());
            QStringList cols;
            for (const QJsonValue &c : v.toObject().value(QStringLiteral("columns")).toArray()) {
                const db::ColumnInfo *ci = info ? info->column(c.toString()) : nullptr;
                if (ci && !cols.contains(ci->name))
                    cols << ci->name;
            }
            if (!linked.tables.contains(table))
                linked.tables << table;
            linked.columns[table] += cols;
            // Roles, when the question needs the table more than once or in a particular capacity.
            for (const QJsonValue &r : v.toObject().value(QStringLiteral("roles")).toArray()) {
                const QString role = r.toString().trimmed().left(40);
                if (!role.isEmpty() && !linked.roles[table].contains(role, Qt::CaseInsensitive))
                    linked.roles[table] << role;
            }
        }
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
    QStringList parts;
    for (const db::TableInfo &t : k.catalog.tables)
        parts << tableText(k, t.qualifiedName(), {}, false);
    return parts.join(QLatin1Char('\n'));
}

} // namespace assay::agents
