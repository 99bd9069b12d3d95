#include "accesspolicy.h"
#include "securitytr.h"

#include "db/catalog.h"
#include "db/privacyrules.h"
#include "db/privacytext.h"
#include "sql/relations.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

namespace assay::security {
namespace {

// "public.customers" and "customers" name the same table for the policy.
QStringList tableKeys(const QString &table)
{
    const QString t = table.toLower();
    QStringList keys = {t};
    if (const int dot = t.lastIndexOf(u'.'); dot >= 0)
        keys << t.mid(dot + 1);
    return keys;
}

// Whether a policy entry's table and a table the SQL reads are the same, qualified or not.
bool sameTable(const QString &a, const QString &b)
{
    return tableKeys(a).contains(b.toLower()) || tableKeys(b).contains(a.toLower());
}

bool containsTable(const QSet<QString> &set, const QString &table)
{
    for (const QString &k : tableKeys(table)) {
        if (set.contains(k))
            return true;
    }
    return false;
}

bool containsColumn(const QSet<QString> &set, const QString &table, const QString &column)
{
    for (const QString &k : tableKeys(table)) {
        if (set.contains(k + u'.' + column.toLower()))
            return true;
    }
    return false;
}

QJsonArray toArray(const QSet<QString> &set)
{
    QStringList list(set.begin(), set.end());
    std::sort(list.begin(), list.end());
    return QJsonArray::fromStringList(list);
}

QSet<QString> fromArray(const QJsonValue &v)
{
    QSet<QString> out;
    for (const QJsonValue &e : v.toArray()) {
        const QString s = e.toString().trimmed().toLower();
        if (!s.isEmpty())
            out.insert(s);
    }
    return out;
}

} // namespace

bool AccessPolicy::isEmpty() const
{
    return hiddenTables.isEmpty() && blockedTables.isEmpty() && hiddenColumns.isEmpty() && redactedColumns.isEmpty();
}

bool AccessPolicy::tableHidden(const QString &table) const
{
    return containsTable(hiddenTables, table) || containsTable(blockedTables, table);
}

bool AccessPolicy::columnHidden(const QString &table, const QString &column) const
{
    return containsColumn(hiddenColumns, table, column);
}

bool AccessPolicy::columnRedacted(const QString &table, const QString &column) const
{
    return containsColumn(redactedColumns, table, column) || columnHidden(table, column);
}

bool AccessPolicy::hiddenFromModel(const QString &table, const QString &column) const
{
    return tableHidden(table) || (!column.isEmpty() && columnHidden(table, column));
}

bool AccessPolicy::valueWithheld(const QString &table, const QString &column) const
{
    return tableHidden(table) || columnRedacted(table, column);
}

QStringList AccessPolicy::hiddenColumnsOf(const QString &table) const
{
    QStringList columns;
    for (const QString &key : hiddenColumns) {
        const int dot = key.lastIndexOf(u'.');
        if (sameTable(key.left(dot), table))
            columns << key.mid(dot + 1);
    }
    return columns;
}

QString AccessPolicy::wholeRowReference(QStringView text, const sql::RelationReferences &refs, const QList<sql::Token> &tokens) const
{
    // PostgreSQL reads a whole row through the table's name or alias used as a value:
    // to_jsonb(c), row_to_json(customers), SELECT c FROM customers c. That reads every column,
    // hidden ones too, without naming them. Elsewhere such a word is an error anyway.
    auto isName = [&](const sql::Token &t) {
        return t.kind == sql::TokenKind::Word || t.kind == sql::TokenKind::QuotedIdentifier;
    };
    for (const sql::RelationReference &r : refs.relations) {
        if (hiddenColumnsOf(r.qualified ? r.qualifier + u'.' + r.name : r.name).isEmpty())
            continue;
        // The tokens that declare the relation: its name, and its alias (after an optional AS).
        int declared = -1;
        for (int i = 0; i < tokens.size(); ++i) {
            if (tokens[i].begin == r.begin)
                declared = i;
        }
        int aliasAt = -1;
        if (declared >= 0 && !r.alias.isEmpty()) {
            int next = declared + 1;
            if (next < tokens.size() && sql::isWord(text, tokens[next], u"AS"))
                ++next;
            if (next < tokens.size() && isName(tokens[next]))
                aliasAt = next;
        }
        for (int i = 0; i < tokens.size(); ++i) {
            if (i == declared || i == aliasAt || !isName(tokens[i]))
                continue;
            const QString word = sql::identifierText(text, tokens[i]);
            const bool refersToRow = word.compare(r.name, Qt::CaseInsensitive) == 0
                                     || (!r.alias.isEmpty() && word.compare(r.alias, Qt::CaseInsensitive) == 0);
            if (!refersToRow)
                continue;
            const bool qualifies = i + 1 < tokens.size() && tokens[i + 1].kind == sql::TokenKind::Dot; // c.name
            const bool qualified = i > 0 && tokens[i - 1].kind == sql::TokenKind::Dot;                // public.customers
            if (qualifies || qualified)
                continue;
            return Tr::tr("%1 is used as a whole row, which would read columns the connection's privacy settings hide "
                      "from the assistant; name the columns instead.")
                .arg(word);
        }
    }
    return {};
}

QString AccessPolicy::redactedUse(QStringView text, sql::Flavor flavor) const
{
    // A redacted column may be selected as it is (the engine masks it), not filtered, sorted,
    // grouped or computed with: the engine would refuse it too, or read NULL in its place.
    if (redactedColumns.isEmpty())
        return {};
    const db::TextFacts facts = db::readSelectText(text, flavor);
    QList<db::RelationInfo> infos;
    for (const db::TextRelation &r : facts.relations) {
        db::RelationInfo info;
        info.kind = db::RelationInfo::Kind::Table;
        info.schema = r.qualifier;
        info.name = r.name;
        info.starLeftToEngine = true;
        infos << info;
    }
    const db::TextJudgement j = db::judgeSelectText(facts, infos, db::PrivacyRules({}, {}, redactedColumns));
    return j.refused && facts.parses && !facts.executableComment ? j.reason : QString();
}

QString AccessPolicy::check(QStringView text, sql::Flavor flavor) const
{
    if (isEmpty())
        return {};
    const sql::RelationReferences refs = sql::findRelations(text, flavor);
    QStringList tables;
    for (const sql::RelationReference &r : refs.relations) {
        const QString name = r.qualified ? r.qualifier + u'.' + r.name : r.name;
        if (tableHidden(name))
            return Tr::tr("The assistant may not query %1 (the connection's privacy settings hide it).").arg(r.name);
        tables << name;
    }
    // Hidden columns of the tables it reads: named anywhere, or read by SELECT *.
    const QList<sql::Token> tokens = sql::significantTokens(text, flavor);
    for (const QString &table : std::as_const(tables)) {
        for (const QString &column : hiddenColumnsOf(table)) {
            for (const sql::Token &t : tokens) {
                if ((t.kind == sql::TokenKind::Word || t.kind == sql::TokenKind::QuotedIdentifier)
                    && sql::identifierText(text, t).compare(column, Qt::CaseInsensitive) == 0)
                    return Tr::tr("The assistant may not read %1.%2 (hidden by the connection's privacy settings).")
                        .arg(table, column);
            }
        }
    }
    if (const QString whole = wholeRowReference(text, refs, tokens); !whole.isEmpty())
        return whole;
    if (const QString redacted = redactedUse(text, flavor); !redacted.isEmpty())
        return redacted;
    for (int i = 0; i < tokens.size(); ++i) {
        if (tokens[i].kind != sql::TokenKind::Operator || tokens[i].text(text) != u"*" || i == 0)
            continue;
        const sql::Token &prev = tokens[i - 1];
        const bool star = prev.kind == sql::TokenKind::Comma || prev.kind == sql::TokenKind::Dot
                          || sql::isWord(text, prev, u"SELECT") || sql::isWord(text, prev, u"DISTINCT");
        if (!star)
            continue;
        for (const QString &table : std::as_const(tables)) {
            if (const QStringList hidden = hiddenColumnsOf(table); !hidden.isEmpty())
                return Tr::tr("SELECT * would read a column of %1 that is hidden from the assistant; name the columns "
                              "instead.").arg(table);
        }
    }
    return {};
}

std::shared_ptr<const db::PrivacyRules> AccessPolicy::engineRules() const
{
    if (isEmpty())
        return nullptr;
    return std::make_shared<const db::PrivacyRules>(hiddenTables | blockedTables, hiddenColumns, redactedColumns);
}

QStringList AccessPolicy::unknownNames(const db::Catalog &catalog) const
{
    // "customers" names the table in any schema, "sales.customers" in that schema only (SQLite's
    // main database has no schema name in the catalog).
    auto tableMatches = [](const db::TableInfo &t, const QStringList &parts) {
        if (t.name.compare(parts.last(), Qt::CaseInsensitive) != 0)
            return false;
        if (parts.size() < 2)
            return true;
        const QString schema = t.schema.isEmpty() ? QStringLiteral("main") : t.schema;
        return schema.compare(parts[parts.size() - 2], Qt::CaseInsensitive) == 0;
    };
    QStringList unknown;
    for (const QString &entry : hiddenTables | blockedTables) {
        const QStringList parts = entry.split(u'.');
        if (std::none_of(catalog.tables.begin(), catalog.tables.end(), [&](const db::TableInfo &t) { return tableMatches(t, parts); }))
            unknown << entry;
    }
    for (const QString &entry : hiddenColumns | redactedColumns) {
        QStringList parts = entry.split(u'.');
        if (parts.size() < 2) {
            unknown << entry;
            continue;
        }
        const QString column = parts.takeLast();
        const bool found = std::any_of(catalog.tables.begin(), catalog.tables.end(), [&](const db::TableInfo &t) {
            return tableMatches(t, parts) && std::any_of(t.columns.begin(), t.columns.end(), [&](const db::ColumnInfo &c) {
                       return c.name.compare(column, Qt::CaseInsensitive) == 0;
                   });
        });
        if (!found && !unknown.contains(entry))
            unknown << entry;
    }
    std::sort(unknown.begin(), unknown.end());
    return unknown;
}

QString AccessPolicy::unknownNamesMessage(const QStringList &names)
{
    return Tr::tr("The privacy settings name %1, which this database does not have; nothing is hidden by %n such "
                  "entry(s). Check the spelling under Connect → Privacy….", nullptr, int(names.size()))
        .arg(names.join(QStringLiteral(", ")));
}

QJsonObject AccessPolicy::toJson() const
{
    QJsonObject o;
    if (!hiddenTables.isEmpty())
        o[QStringLiteral("hiddenTables")] = toArray(hiddenTables);
    if (!blockedTables.isEmpty())
        o[QStringLiteral("neverQueried")] = toArray(blockedTables);
    if (!hiddenColumns.isEmpty())
        o[QStringLiteral("hiddenColumns")] = toArray(hiddenColumns);
    if (!redactedColumns.isEmpty())
        o[QStringLiteral("redactedColumns")] = toArray(redactedColumns);
    o[QStringLiteral("shareSampleValues")] = shareSampleValues;
    return o;
}

AccessPolicy AccessPolicy::fromJson(const QJsonObject &o)
{
    AccessPolicy p;
    p.hiddenTables = fromArray(o.value(QStringLiteral("hiddenTables")));
    p.blockedTables = fromArray(o.value(QStringLiteral("neverQueried")));
    p.hiddenColumns = fromArray(o.value(QStringLiteral("hiddenColumns")));
    p.redactedColumns = fromArray(o.value(QStringLiteral("redactedColumns")));
    p.shareSampleValues = o.value(QStringLiteral("shareSampleValues")).toBool();
    return p;
}

QSet<QString> parseNameList(const QString &text)
{
    QSet<QString> out;
    for (const QString &part : text.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts))
        out.insert(part.trimmed().toLower());
    return out;
}

QString formatNameList(const QSet<QString> &names)
{
    QStringList list(names.begin(), names.end());
    std::sort(list.begin(), list.end());
    return list.join(QStringLiteral(", "));
}

} // namespace assay::security
