#include "patterncorrections.h"
#include "schematr.h"

#include "knowledge/knowledgesnapshot.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace assay::schema {
namespace {

QJsonArray toArray(const QSet<QString> &set)
{
    QStringList list(set.begin(), set.end());
    list.sort();
    return QJsonArray::fromStringList(list);
}

QSet<QString> fromArray(const QJsonValue &v)
{
    QSet<QString> out;
    for (const QJsonValue &x : v.toArray())
        out.insert(x.toString().toLower());
    return out;
}

QStringList stringList(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &x : v.toArray())
        out << x.toString();
    return out;
}

} // namespace

bool JoinPreference::appliesTo(const QStringList &useKeys) const
{
    QStringList left = useKeys;
    for (const QString &u : uses) {
        if (!left.removeOne(u))
            return false;
    }
    return !uses.isEmpty();
}

QJsonObject JoinPreference::toJson() const
{
    return {{QStringLiteral("uses"), QJsonArray::fromStringList(uses)}, {QStringLiteral("edges"), QJsonArray::fromStringList(edges)}};
}

JoinPreference JoinPreference::fromJson(const QJsonObject &json)
{
    JoinPreference p;
    p.uses = stringList(json.value(QStringLiteral("uses")));
    p.edges = stringList(json.value(QStringLiteral("edges")));
    p.uses.sort();
    p.edges.sort();
    return p;
}

knowledge::PatternCorrectionEntry JoinPreference::toEntry() const
{
    knowledge::PatternCorrectionEntry e;
    e.id = id;
    e.kind = QStringLiteral("join");
    e.data = toJson();
    e.description = description;
    e.createdAt = QDateTime::currentDateTimeUtc();
    return e;
}

QJsonObject PatternCorrections::toJson() const
{
    QJsonArray joinArray;
    for (const JoinPreference &j : joins)
        joinArray.append(j.toJson());
    return {{QStringLiteral("lookups"), toArray(lookups)},
            {QStringLiteral("not_lookups"), toArray(notLookups)},
            {QStringLiteral("bridges"), toArray(bridges)},
            {QStringLiteral("not_bridges"), toArray(notBridges)},
            {QStringLiteral("joins"), joinArray}};
}

PatternCorrections PatternCorrections::fromJson(const QJsonObject &json)
{
    PatternCorrections c;
    c.lookups = fromArray(json.value(QStringLiteral("lookups")));
    c.notLookups = fromArray(json.value(QStringLiteral("not_lookups")));
    c.bridges = fromArray(json.value(QStringLiteral("bridges")));
    c.notBridges = fromArray(json.value(QStringLiteral("not_bridges")));
    for (const QJsonValue &v : json.value(QStringLiteral("joins")).toArray()) {
        const JoinPreference j = JoinPreference::fromJson(v.toObject());
        if (!j.isEmpty())
            c.joins << j;
    }
    return c;
}

PatternCorrections PatternCorrections::fromEntries(const QList<knowledge::PatternCorrectionEntry> &entries)
{
    PatternCorrections c;
    for (const knowledge::PatternCorrectionEntry &e : entries) {
        const QString table = e.data.value(QStringLiteral("table")).toString().toLower();
        if (e.kind == u"join") {
            JoinPreference j = JoinPreference::fromJson(e.data);
            j.id = e.id;
            j.description = e.description;
            if (!j.isEmpty())
                c.joins << j;
        } else if (table.isEmpty()) {
            continue;
        } else if (e.kind == u"lookup") {
            c.lookups.insert(table);
        } else if (e.kind == u"not_lookup") {
            c.notLookups.insert(table);
        } else if (e.kind == u"bridge") {
            c.bridges.insert(table);
        } else if (e.kind == u"not_bridge") {
            c.notBridges.insert(table);
        }
    }
    return c;
}

knowledge::PatternCorrectionEntry PatternCorrections::tableEntry(const QString &kind, const QString &table)
{
    knowledge::PatternCorrectionEntry e;
    e.kind = kind;
    e.data = {{QStringLiteral("table"), table}};
    e.createdAt = QDateTime::currentDateTimeUtc();
    if (kind == u"lookup")
        e.description = Tr::tr("%1 is a lookup table: it is joined once for each table that uses it.").arg(table);
    else if (kind == u"not_lookup")
        e.description = Tr::tr("%1 is not a lookup table.").arg(table);
    else if (kind == u"bridge")
        e.description = Tr::tr("%1 links two tables many-to-many.").arg(table);
    else
        e.description = Tr::tr("%1 is not a many-to-many link table.").arg(table);
    return e;
}

PatternCorrections withStoredCorrections(const knowledge::KnowledgeSnapshot &k, const PatternCorrections &extra)
{
    PatternCorrections c = PatternCorrections::fromEntries(k.corrections);
    c.lookups += extra.lookups;
    c.notLookups += extra.notLookups;
    c.bridges += extra.bridges;
    c.notBridges += extra.notBridges;
    c.joins += extra.joins;
    return c;
}

} // namespace assay::schema
