#include "relationshipevidence.h"
#include "datacontext.h"
#include "knowledgetr.h"

#include <QLocale>

#include <cmath>

namespace assay::knowledge {
namespace {

template <typename E> struct Keys {
    E value;
    const char *key;
};

constexpr Keys<RelationshipEvidence::TargetKey> targetKeys[] = {
    {RelationshipEvidence::TargetKey::Unknown, "unknown"},
    {RelationshipEvidence::TargetKey::Declared, "declared"},
    {RelationshipEvidence::TargetKey::Unique, "unique"},
    {RelationshipEvidence::TargetKey::UniqueInSample, "unique_in_sample"},
};

constexpr Keys<RelationshipEvidence::NameMatch> nameKeys[] = {
    {RelationshipEvidence::NameMatch::None, "none"},
    {RelationshipEvidence::NameMatch::Abbreviation, "abbreviation"},
    {RelationshipEvidence::NameMatch::Hierarchy, "hierarchy"},
    {RelationshipEvidence::NameMatch::Role, "role"},
    {RelationshipEvidence::NameMatch::KeyName, "key_name"},
    {RelationshipEvidence::NameMatch::TableName, "table_name"},
    {RelationshipEvidence::NameMatch::Same, "same"},
};

template <typename E, size_t N> E fromKey(const Keys<E> (&table)[N], const QString &key) {
    for (const auto &k : table) {
        if (key == QLatin1String(k.key))
            return k.value;
    }
    return table[0].value;
}

template <typename E, size_t N> QString toKey(const Keys<E> (&table)[N], E value) {
    for (const auto &k : table) {
        if (k.value == value)
            return QLatin1String(k.key);
    }
    return {};
}

QString columnsOf(const QString &table, const QStringList &columns) {
    const QString bare = table.section(u'.', -1);
    if (columns.size() == 1)
        return bare + u'.' + columns.first();
    return QStringLiteral("%1(%2)").arg(bare, columns.join(QStringLiteral(", ")));
}

QString percent(double share) {
    // 99.8% rather than 100% when a value is missing: a rounded 100 would hide it.
    const double p = share * 100.0;
    const int digits = p >= 99.5 && p < 100.0 ? 1 : 0;
    return QLocale().toString(std::floor(p * std::pow(10, digits)) / std::pow(10, digits), 'f',
                              digits);
}

QString nameSentence(const Relationship &r) {
    using M = RelationshipEvidence::NameMatch;
    const QString from = r.fromColumns.join(QStringLiteral(", "));
    const QString table = r.toTable.section(u'.', -1);
    switch (r.evidence.name) {
    case M::None:
        return Tr::tr("The names say nothing: %1 does not name %2.").arg(from, table);
    case M::Abbreviation:
        return Tr::tr("The name %1 abbreviates %2.").arg(from, table);
    case M::Hierarchy:
        return Tr::tr("The name %1 says a row points at another row of its own table.").arg(from);
    case M::Role:
        return Tr::tr("The name %1 ends with the name of %2.").arg(from, table);
    case M::KeyName:
        return Tr::tr("The name %1 has the words of the key %2.")
            .arg(from, r.toColumns.join(QStringLiteral(", ")));
    case M::TableName:
        return Tr::tr("The name %1 names the table %2.").arg(from, table);
    case M::Same:
        return Tr::tr("%1 has the same name as the key it refers to.").arg(from);
    }
    return {};
}

} // namespace

QString targetKeyKey(RelationshipEvidence::TargetKey k) {
    return toKey(targetKeys, k);
}

QString nameMatchKey(RelationshipEvidence::NameMatch m) {
    return toKey(nameKeys, m);
}

QJsonObject RelationshipEvidence::toJson() const {
    QJsonObject o{{QStringLiteral("targetKey"), targetKeyKey(targetKey)},
                  {QStringLiteral("name"), nameMatchKey(name)},
                  {QStringLiteral("checked"), checked},
                  {QStringLiteral("found"), found}};
    auto optional = [&o](const char *key, double v) {
        if (v >= 0)
            o.insert(QLatin1String(key), v);
    };
    optional("targetShare", targetShare);
    optional("span", span);
    optional("randomness", randomness);
    optional("sparsity", sparsity);
    if (sampled)
        o.insert(QStringLiteral("sampled"), true);
    if (trimmed)
        o.insert(QStringLiteral("trimmed"), true);
    if (asText)
        o.insert(QStringLiteral("asText"), true);
    if (competitors > 0)
        o.insert(QStringLiteral("competitors"), competitors);
    if (!danglingTarget.isEmpty())
        o.insert(QStringLiteral("danglingTarget"), danglingTarget);
    if (noValues)
        o.insert(QStringLiteral("noValues"), true);
    return o;
}

RelationshipEvidence RelationshipEvidence::fromJson(const QJsonObject &o) {
    RelationshipEvidence e;
    if (o.isEmpty())
        return e;
    e.targetKey = fromKey(targetKeys, o.value(QStringLiteral("targetKey")).toString());
    e.name = fromKey(nameKeys, o.value(QStringLiteral("name")).toString());
    e.checked = o.value(QStringLiteral("checked")).toInteger();
    e.found = o.value(QStringLiteral("found")).toInteger();
    e.targetShare = o.value(QStringLiteral("targetShare")).toDouble(-1);
    e.span = o.value(QStringLiteral("span")).toDouble(-1);
    e.randomness = o.value(QStringLiteral("randomness")).toDouble(-1);
    e.sparsity = o.value(QStringLiteral("sparsity")).toDouble(-1);
    e.sampled = o.value(QStringLiteral("sampled")).toBool();
    e.trimmed = o.value(QStringLiteral("trimmed")).toBool();
    e.asText = o.value(QStringLiteral("asText")).toBool();
    e.competitors = o.value(QStringLiteral("competitors")).toInt();
    e.danglingTarget = o.value(QStringLiteral("danglingTarget")).toString();
    e.noValues = o.value(QStringLiteral("noValues")).toBool();
    return e;
}

QStringList explainRelationship(const Relationship &r) {
    QStringList out;
    if (r.source == Relationship::Source::Declared) {
        if (r.dangling)
            out << Tr::tr("Declared, but the table %1 is not in this database: the key joins "
                          "nothing here.")
                       .arg(r.toTable);
        return out;
    }
    const RelationshipEvidence &e = r.evidence;
    if (e.isEmpty())
        return out;
    const QString from = columnsOf(r.fromTable, r.fromColumns);
    const QString to = columnsOf(r.toTable, r.toColumns);
    if (e.noValues) {
        out << Tr::tr("%1 holds no values to check: only the names suggest it.").arg(from);
    } else if (e.checked > 0) {
        QString s = e.found == e.checked
                        ? Tr::tr("Every one of the %n distinct values of %1 checked is in %2.",
                                 nullptr, int(e.checked))
                              .arg(from, to)
                        : Tr::tr("%1% of the %n distinct values of %2 checked are in %3.", nullptr,
                                 int(e.checked))
                              .arg(percent(e.coverage()), from, to);
        if (e.sampled)
            s += u' ' + Tr::tr("(They come from a sample of the table.)");
        out << s;
        if (e.trimmed)
            out << Tr::tr(
                "They match only with spaces trimmed: a join on them as stored finds nothing.");
        if (e.asText)
            out << Tr::tr("Numbers and text were compared as text ('42' = 42).");
    }
    switch (e.targetKey) {
    case RelationshipEvidence::TargetKey::Declared:
        out << Tr::tr("%1 is the declared primary key of %2.")
                   .arg(r.toColumns.join(QStringLiteral(", ")), r.toTable.section(u'.', -1));
        break;
    case RelationshipEvidence::TargetKey::Unique:
        out << Tr::tr("%1 is unique and never empty.").arg(to);
        break;
    case RelationshipEvidence::TargetKey::UniqueInSample:
        out << Tr::tr("%1 is unique and never empty in the rows sampled.").arg(to);
        break;
    case RelationshipEvidence::TargetKey::Unknown:
        break;
    }
    if (e.targetShare >= 0 && !e.noValues)
        out << Tr::tr("The references use %1% of the values of %2.")
                   .arg(percent(std::min(1.0, e.targetShare)), to);
    if (e.randomness >= 0 && e.randomness < 0.01 && e.span >= 0 && e.span < 0.5)
        out << Tr::tr("The values sit in a narrow part of %1's range, unlike references spread "
                      "over it: this may be a coincidence.")
                   .arg(to);
    else if (e.sparsity >= 3)
        out << Tr::tr(
            "The key's values are sparse in their range, so containment by chance is unlikely.");
    if (!r.evidence.danglingTarget.isEmpty())
        out << Tr::tr("Its declared key points at %1, which is not in this database.")
                   .arg(e.danglingTarget);
    out << nameSentence(r);
    if (e.competitors > 0)
        out << Tr::tr("The values are also all found in %n other key(s).", nullptr, e.competitors);
    return out;
}

} // namespace assay::knowledge
