#include "profile.h"

#include <QJsonArray>
#include <QLocale>

namespace assay::knowledge {

bool ColumnProfile::isCategorical(qint64 sampledRows) const
{
    if (distinct <= 0)
        return false;
    if (type == db::ValueType::Boolean)
        return true;
    if (type != db::ValueType::Text && type != db::ValueType::Integer && type != db::ValueType::Unknown)
        return false;
    // Few values, repeated often: a code, a status, a city.
    return distinct <= 50 || (sampledRows > 0 && distinct * 20 <= sampledRows && distinct <= 5000);
}

QString ColumnProfile::summary(bool shareValues, qint64 sampledRows) const
{
    const QLocale c = QLocale::c();
    QStringList parts;
    parts << db::valueTypeName(type);
    if (nullRatio > 0)
        parts << QStringLiteral("%1% null").arg(nullRatio * 100, 0, 'f', nullRatio < 0.01 ? 2 : 0);
    if (distinct >= 0)
        parts << QStringLiteral("%1 distinct%2").arg(c.toString(distinct), keyCandidate ? QStringLiteral(" (unique)") : QString());
    if (shareValues) {
        if (min.isValid() && max.isValid() && (db::isNumeric(type) || db::isTemporal(type)))
            parts << QStringLiteral("from %1 to %2").arg(min.toString(), max.toString());
        if (!topValues.isEmpty() && isCategorical(sampledRows)) {
            QStringList values;
            for (const auto &[v, n] : topValues)
                values << QStringLiteral("%1 (%2)").arg(v.left(40), c.toString(n));
            parts << QStringLiteral("most common: %1").arg(values.join(QStringLiteral(", ")));
        } else if (!samples.isEmpty()) {
            QStringList values;
            for (const QString &v : samples)
                values << v.left(40);
            parts << QStringLiteral("e.g. %1").arg(values.join(QStringLiteral(", ")));
        }
    }
    return parts.join(QStringLiteral(", "));
}

QJsonObject ColumnProfile::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("name")] = name;
    o[QStringLiteral("type")] = db::valueTypeName(type);
    o[QStringLiteral("nonNull")] = double(nonNull);
    o[QStringLiteral("nullRatio")] = nullRatio;
    o[QStringLiteral("distinct")] = double(distinct);
    if (min.isValid())
        o[QStringLiteral("min")] = QJsonValue::fromVariant(min);
    if (max.isValid())
        o[QStringLiteral("max")] = QJsonValue::fromVariant(max);
    if (averageLength > 0)
        o[QStringLiteral("avgLength")] = averageLength;
    QJsonArray top;
    for (const auto &[v, n] : topValues)
        top.append(QJsonArray{v, double(n)});
    if (!top.isEmpty())
        o[QStringLiteral("top")] = top;
    if (!samples.isEmpty())
        o[QStringLiteral("samples")] = QJsonArray::fromStringList(samples);
    if (keyCandidate)
        o[QStringLiteral("key")] = true;
    return o;
}

ColumnProfile ColumnProfile::fromJson(const QJsonObject &o)
{
    ColumnProfile p;
    p.name = o.value(QStringLiteral("name")).toString();
    const QString type = o.value(QStringLiteral("type")).toString();
    for (int t = int(db::ValueType::Unknown); t <= int(db::ValueType::Time); ++t) {
        if (db::valueTypeName(db::ValueType(t)) == type)
            p.type = db::ValueType(t);
    }
    p.nonNull = qint64(o.value(QStringLiteral("nonNull")).toDouble());
    p.nullRatio = o.value(QStringLiteral("nullRatio")).toDouble();
    p.distinct = qint64(o.value(QStringLiteral("distinct")).toDouble(-1));
    if (o.contains(QStringLiteral("min")))
        p.min = o.value(QStringLiteral("min")).toVariant();
    if (o.contains(QStringLiteral("max")))
        p.max = o.value(QStringLiteral("max")).toVariant();
    p.averageLength = o.value(QStringLiteral("avgLength")).toDouble();
    for (const QJsonValue &v : o.value(QStringLiteral("top")).toArray())
        p.topValues.append({v.toArray().at(0).toString(), qint64(v.toArray().at(1).toDouble())});
    for (const QJsonValue &v : o.value(QStringLiteral("samples")).toArray())
        p.samples << v.toString();
    p.keyCandidate = o.value(QStringLiteral("key")).toBool();
    return p;
}

const ColumnProfile *TableProfile::column(QStringView name) const
{
    for (const ColumnProfile &c : columns) {
        if (c.name.compare(name, Qt::CaseInsensitive) == 0)
            return &c;
    }
    return nullptr;
}

QJsonObject TableProfile::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("schema")] = schema;
    o[QStringLiteral("table")] = table;
    o[QStringLiteral("rowCount")] = double(rowCount);
    o[QStringLiteral("rowCountExact")] = rowCountExact;
    o[QStringLiteral("sampledRows")] = double(sampledRows);
    QJsonArray cols;
    for (const ColumnProfile &c : columns)
        cols.append(c.toJson());
    o[QStringLiteral("columns")] = cols;
    o[QStringLiteral("keys")] = QJsonArray::fromStringList(keyCandidates);
    o[QStringLiteral("profiledAt")] = profiledAt.toUTC().toString(Qt::ISODate);
    if (!warning.isEmpty())
        o[QStringLiteral("warning")] = warning;
    return o;
}

TableProfile TableProfile::fromJson(const QJsonObject &o)
{
    TableProfile p;
    p.schema = o.value(QStringLiteral("schema")).toString();
    p.table = o.value(QStringLiteral("table")).toString();
    p.rowCount = qint64(o.value(QStringLiteral("rowCount")).toDouble(-1));
    p.rowCountExact = o.value(QStringLiteral("rowCountExact")).toBool();
    p.sampledRows = qint64(o.value(QStringLiteral("sampledRows")).toDouble());
    for (const QJsonValue &v : o.value(QStringLiteral("columns")).toArray())
        p.columns.append(ColumnProfile::fromJson(v.toObject()));
    for (const QJsonValue &v : o.value(QStringLiteral("keys")).toArray())
        p.keyCandidates << v.toString();
    p.profiledAt = QDateTime::fromString(o.value(QStringLiteral("profiledAt")).toString(), Qt::ISODate);
    p.warning = o.value(QStringLiteral("warning")).toString();
    return p;
}

} // namespace assay::knowledge
