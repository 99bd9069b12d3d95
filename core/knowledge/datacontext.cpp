#include "datacontext.h"

#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>

namespace assay::knowledge {

QString textSourceKey(TextSource s)
{
    switch (s) {
    case TextSource::None:
        return QStringLiteral("none");
    case TextSource::Comment:
        return QStringLiteral("comment");
    case TextSource::Derived:
        return QStringLiteral("derived");
    case TextSource::Model:
        return QStringLiteral("model");
    case TextSource::User:
        return QStringLiteral("user");
    }
    return {};
}

TextSource textSourceFromKey(const QString &key)
{
    for (TextSource s : {TextSource::None, TextSource::Comment, TextSource::Derived, TextSource::Model, TextSource::User}) {
        if (textSourceKey(s) == key)
            return s;
    }
    return TextSource::None;
}

QString tableRoleKey(TableRole r)
{
    switch (r) {
    case TableRole::Unknown:
        return QStringLiteral("unknown");
    case TableRole::Fact:
        return QStringLiteral("fact");
    case TableRole::Dimension:
        return QStringLiteral("dimension");
    case TableRole::Bridge:
        return QStringLiteral("bridge");
    case TableRole::Lookup:
        return QStringLiteral("lookup");
    }
    return {};
}

TableRole tableRoleFromKey(const QString &key)
{
    for (TableRole r : {TableRole::Unknown, TableRole::Fact, TableRole::Dimension, TableRole::Bridge, TableRole::Lookup}) {
        if (tableRoleKey(r) == key.toLower())
            return r;
    }
    return TableRole::Unknown;
}

QString TableKnowledge::key() const
{
    return qualifiedName().toLower();
}

// The const lookups must not detach: a snapshot's context is read by several threads at once,
// and a non-const begin() on a shared QList replaces (and may free) the array another thread is
// iterating. The mutable lookups reuse the const search and detach only to hand out a pointer.
const ColumnKnowledge *TableKnowledge::column(QStringView n) const
{
    for (const ColumnKnowledge &c : columns) {
        if (c.name.compare(n, Qt::CaseInsensitive) == 0)
            return &c;
    }
    return nullptr;
}

ColumnKnowledge *TableKnowledge::column(QStringView n)
{
    const ColumnKnowledge *found = std::as_const(*this).column(n);
    return found ? &columns[found - std::as_const(columns).data()] : nullptr;
}

QJsonObject TableKnowledge::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("schema")] = schema;
    o[QStringLiteral("name")] = name;
    o[QStringLiteral("fingerprint")] = fingerprint;
    o[QStringLiteral("description")] = description;
    o[QStringLiteral("source")] = textSourceKey(source);
    o[QStringLiteral("role")] = tableRoleKey(role);
    o[QStringLiteral("entity")] = mainEntity;
    o[QStringLiteral("primaryKey")] = primaryKey;
    if (keyFromData)
        o[QStringLiteral("keyFromData")] = true;
    o[QStringLiteral("keyAttributes")] = QJsonArray::fromStringList(keyAttributes);
    o[QStringLiteral("profile")] = profile.toJson();
    QJsonArray cols;
    for (const ColumnKnowledge &c : columns) {
        QJsonObject co;
        co[QStringLiteral("name")] = c.name;
        co[QStringLiteral("type")] = c.type;
        co[QStringLiteral("description")] = c.description;
        co[QStringLiteral("source")] = textSourceKey(c.source);
        if (!c.synonyms.isEmpty())
            co[QStringLiteral("synonyms")] = QJsonArray::fromStringList(c.synonyms);
        cols.append(co);
    }
    o[QStringLiteral("columns")] = cols;
    o[QStringLiteral("builtAt")] = builtAt.toUTC().toString(Qt::ISODate);
    return o;
}

TableKnowledge TableKnowledge::fromJson(const QJsonObject &o)
{
    TableKnowledge t;
    t.schema = o.value(QStringLiteral("schema")).toString();
    t.name = o.value(QStringLiteral("name")).toString();
    t.fingerprint = o.value(QStringLiteral("fingerprint")).toString();
    t.description = o.value(QStringLiteral("description")).toString();
    t.source = textSourceFromKey(o.value(QStringLiteral("source")).toString());
    t.role = tableRoleFromKey(o.value(QStringLiteral("role")).toString());
    t.mainEntity = o.value(QStringLiteral("entity")).toString();
    t.primaryKey = o.value(QStringLiteral("primaryKey")).toString();
    t.keyFromData = o.value(QStringLiteral("keyFromData")).toBool();
    for (const QJsonValue &v : o.value(QStringLiteral("keyAttributes")).toArray())
        t.keyAttributes << v.toString();
    t.profile = TableProfile::fromJson(o.value(QStringLiteral("profile")).toObject());
    // Profiles by name in one pass: a table of 20,000 columns must not cost 20,000 searches.
    QHash<QString, const ColumnProfile *> profiles;
    for (const ColumnProfile &p : std::as_const(t.profile.columns))
        profiles.insert(p.name.toLower(), &p);
    for (const QJsonValue &v : o.value(QStringLiteral("columns")).toArray()) {
        const QJsonObject co = v.toObject();
        ColumnKnowledge c;
        c.name = co.value(QStringLiteral("name")).toString();
        c.type = co.value(QStringLiteral("type")).toString();
        c.description = co.value(QStringLiteral("description")).toString();
        c.source = textSourceFromKey(co.value(QStringLiteral("source")).toString());
        for (const QJsonValue &s : co.value(QStringLiteral("synonyms")).toArray())
            c.synonyms << s.toString();
        if (const ColumnProfile *p = profiles.value(c.name.toLower()))
            c.profile = *p;
        t.columns.append(c);
    }
    t.builtAt = QDateTime::fromString(o.value(QStringLiteral("builtAt")).toString(), Qt::ISODate);
    return t;
}

QString Relationship::describe() const
{
    return QStringLiteral("%1.%2 -> %3.%4 (%5)")
        .arg(fromTable, fromColumns.join(u','), toTable, toColumns.join(u','), cardinality);
}

QJsonObject Relationship::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("from")] = fromTable;
    o[QStringLiteral("fromColumns")] = QJsonArray::fromStringList(fromColumns);
    o[QStringLiteral("to")] = toTable;
    o[QStringLiteral("toColumns")] = QJsonArray::fromStringList(toColumns);
    o[QStringLiteral("cardinality")] = cardinality;
    o[QStringLiteral("source")] = source == Source::Declared ? QStringLiteral("declared")
                                  : source == Source::User   ? QStringLiteral("user")
                                                             : QStringLiteral("inferred");
    o[QStringLiteral("confidence")] = confidence;
    if (dangling)
        o[QStringLiteral("dangling")] = true;
    if (!evidence.isEmpty())
        o[QStringLiteral("evidence")] = evidence.toJson();
    return o;
}

Relationship Relationship::fromJson(const QJsonObject &o)
{
    Relationship r;
    r.fromTable = o.value(QStringLiteral("from")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("fromColumns")).toArray())
        r.fromColumns << v.toString();
    r.toTable = o.value(QStringLiteral("to")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("toColumns")).toArray())
        r.toColumns << v.toString();
    r.cardinality = o.value(QStringLiteral("cardinality")).toString(QStringLiteral("N:1"));
    const QString s = o.value(QStringLiteral("source")).toString();
    r.source = s == u"declared" ? Source::Declared : s == u"user" ? Source::User : Source::Inferred;
    r.confidence = o.value(QStringLiteral("confidence")).toDouble(1.0);
    r.dangling = o.value(QStringLiteral("dangling")).toBool();
    r.evidence = RelationshipEvidence::fromJson(o.value(QStringLiteral("evidence")).toObject());
    return r;
}

bool Relationship::sameLink(const Relationship &o) const
{
    auto lower = [](const QStringList &l) {
        QStringList out;
        for (const QString &s : l)
            out << s.toLower();
        return out;
    };
    const bool forward = fromTable.compare(o.fromTable, Qt::CaseInsensitive) == 0 && toTable.compare(o.toTable, Qt::CaseInsensitive) == 0
                         && lower(fromColumns) == lower(o.fromColumns) && lower(toColumns) == lower(o.toColumns);
    const bool backward = fromTable.compare(o.toTable, Qt::CaseInsensitive) == 0 && toTable.compare(o.fromTable, Qt::CaseInsensitive) == 0
                          && lower(fromColumns) == lower(o.toColumns) && lower(toColumns) == lower(o.fromColumns);
    return forward || backward;
}

QJsonObject Entity::toJson() const
{
    return QJsonObject{{QStringLiteral("name"), name},
                       {QStringLiteral("summary"), summary},
                       {QStringLiteral("keyAttributes"), QJsonArray::fromStringList(keyAttributes)},
                       {QStringLiteral("tables"), QJsonArray::fromStringList(tables)}};
}

Entity Entity::fromJson(const QJsonObject &o)
{
    Entity e;
    e.name = o.value(QStringLiteral("name")).toString();
    e.summary = o.value(QStringLiteral("summary")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("keyAttributes")).toArray())
        e.keyAttributes << v.toString();
    for (const QJsonValue &v : o.value(QStringLiteral("tables")).toArray())
        e.tables << v.toString();
    return e;
}

QJsonObject DatabaseSummary::toJson() const
{
    return QJsonObject{{QStringLiteral("purpose"), purpose},
                       {QStringLiteral("domain"), domain},
                       {QStringLiteral("businessImpact"), businessImpact},
                       {QStringLiteral("example"), example},
                       {QStringLiteral("description"), description},
                       {QStringLiteral("summary"), summary},
                       {QStringLiteral("questions"), QJsonArray::fromStringList(questions)},
                       {QStringLiteral("source"), textSourceKey(source)}};
}

DatabaseSummary DatabaseSummary::fromJson(const QJsonObject &o)
{
    DatabaseSummary d;
    d.purpose = o.value(QStringLiteral("purpose")).toString();
    d.domain = o.value(QStringLiteral("domain")).toString();
    d.businessImpact = o.value(QStringLiteral("businessImpact")).toString();
    d.example = o.value(QStringLiteral("example")).toString();
    d.description = o.value(QStringLiteral("description")).toString();
    d.summary = o.value(QStringLiteral("summary")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("questions")).toArray())
        d.questions << v.toString();
    d.source = textSourceFromKey(o.value(QStringLiteral("source")).toString());
    return d;
}

const TableKnowledge *DataContext::table(QStringView name, QStringView schema) const
{
    const TableKnowledge *fallback = nullptr;
    for (const TableKnowledge &t : tables) {
        if (t.name.compare(name, Qt::CaseInsensitive) != 0)
            continue;
        if (schema.isEmpty() || t.schema.compare(schema, Qt::CaseInsensitive) == 0)
            return &t;
        if (!fallback)
            fallback = &t;
    }
    return schema.isEmpty() ? fallback : nullptr;
}

TableKnowledge *DataContext::table(QStringView name, QStringView schema)
{
    const TableKnowledge *found = std::as_const(*this).table(name, schema);
    return found ? &tables[found - std::as_const(tables).data()] : nullptr;
}

int DataContext::columnCount() const
{
    int n = 0;
    for (const TableKnowledge &t : tables)
        n += t.columns.size();
    return n;
}

QString humanize(const QString &identifier)
{
    QString s = identifier;
    s.replace(u'_', u' ');
    static const QRegularExpression camel(QStringLiteral("([a-z])([A-Z])"));
    s.replace(camel, QStringLiteral("\\1 \\2"));
    return s.toLower().simplified();
}

TableKnowledge knowledgeFromCatalog(const db::TableInfo &table)
{
    TableKnowledge t;
    t.schema = table.schema;
    t.name = table.name;
    t.fingerprint = QString::fromLatin1(table.fingerprint());
    t.description = table.comment;
    t.source = table.comment.isEmpty() ? TextSource::None : TextSource::Comment;
    t.primaryKey = table.primaryKey.join(u',');
    for (const db::ColumnInfo &c : table.columns) {
        ColumnKnowledge k;
        k.name = c.name;
        k.type = c.type;
        k.description = c.comment;
        k.source = c.comment.isEmpty() ? TextSource::None : TextSource::Comment;
        t.columns.append(k);
    }
    // Two foreign keys making up the key is a bridge, whatever else; every other role needs the
    // whole catalog and the data (assignTableRoles).
    int fkColumnsInKey = 0;
    for (const db::ForeignKeyInfo &fk : table.foreignKeys) {
        for (const QString &c : fk.columns) {
            if (table.primaryKey.contains(c))
                ++fkColumnsInKey;
        }
    }
    if (table.primaryKey.size() >= 2 && fkColumnsInKey >= 2)
        t.role = TableRole::Bridge;
    return t;
}

QList<Relationship> declaredRelationships(const db::Catalog &catalog)
{
    QList<Relationship> out;
    for (const db::TableInfo &t : catalog.tables) {
        for (const db::ForeignKeyInfo &fk : t.foreignKeys) {
            Relationship r;
            r.fromTable = t.qualifiedName();
            r.fromColumns = fk.columns;
            const db::TableInfo *ref = catalog.find(fk.refTable, fk.refSchema);
            r.toTable = ref ? ref->qualifiedName() : fk.refTable;
            r.toColumns = fk.refColumns.isEmpty() && ref ? ref->primaryKey : fk.refColumns;
            r.cardinality = QStringLiteral("N:1");
            r.source = Relationship::Source::Declared;
            r.dangling = !ref;
            out.append(r);
        }
    }
    return out;
}

} // namespace assay::knowledge
