#include "toolschema.h"

#include <QJsonArray>

#include <cmath>

namespace assay::mcp {
namespace {

bool hasType(const QJsonValue &v, const QString &type)
{
    if (type == u"string")
        return v.isString();
    if (type == u"integer")
        return v.isDouble() && std::isfinite(v.toDouble()) && v.toDouble() == std::floor(v.toDouble());
    if (type == u"number")
        return v.isDouble();
    if (type == u"boolean")
        return v.isBool();
    if (type == u"array")
        return v.isArray();
    if (type == u"object")
        return v.isObject();
    return true;
}

QString checkValue(const QString &name, const QJsonObject &schema, const QJsonValue &v)
{
    const QString type = schema.value(QStringLiteral("type")).toString();
    if (!type.isEmpty() && !hasType(v, type))
        return QStringLiteral("\"%1\" must be %2 %3").arg(name, type == u"integer" || type == u"array" || type == u"object" ? QStringLiteral("an") : QStringLiteral("a"), type);
    if (const QJsonArray allowed = schema.value(QStringLiteral("enum")).toArray(); !allowed.isEmpty() && !allowed.contains(v)) {
        QStringList names;
        for (const QJsonValue &a : allowed)
            names << a.toVariant().toString();
        return QStringLiteral("\"%1\" must be one of: %2").arg(name, names.join(QStringLiteral(", ")));
    }
    if (v.isDouble()) {
        if (schema.contains(QStringLiteral("minimum")) && v.toDouble() < schema.value(QStringLiteral("minimum")).toDouble())
            return QStringLiteral("\"%1\" must be at least %2").arg(name).arg(schema.value(QStringLiteral("minimum")).toDouble());
        if (schema.contains(QStringLiteral("maximum")) && v.toDouble() > schema.value(QStringLiteral("maximum")).toDouble())
            return QStringLiteral("\"%1\" must be at most %2").arg(name).arg(schema.value(QStringLiteral("maximum")).toDouble());
    }
    if (v.isString() && schema.contains(QStringLiteral("minLength")) && v.toString().size() < schema.value(QStringLiteral("minLength")).toInt())
        return QStringLiteral("\"%1\" must not be empty").arg(name);
    if (v.isArray()) {
        const QJsonObject items = schema.value(QStringLiteral("items")).toObject();
        const QJsonArray array = v.toArray();
        if (schema.contains(QStringLiteral("minItems")) && array.size() < schema.value(QStringLiteral("minItems")).toInt())
            return QStringLiteral("\"%1\" needs at least %2 items").arg(name).arg(schema.value(QStringLiteral("minItems")).toInt());
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (const QString e = checkValue(QStringLiteral("%1[%2]").arg(name).arg(i), items, array[i]); !e.isEmpty())
                return e;
        }
    }
    return {};
}

} // namespace

QString checkArguments(const QJsonObject &inputSchema, const QJsonObject &arguments)
{
    const QJsonObject properties = inputSchema.value(QStringLiteral("properties")).toObject();
    for (const QJsonValue &r : inputSchema.value(QStringLiteral("required")).toArray()) {
        if (!arguments.contains(r.toString()))
            return QStringLiteral("missing argument \"%1\"").arg(r.toString());
    }
    for (auto it = arguments.constBegin(); it != arguments.constEnd(); ++it) {
        if (!properties.contains(it.key()))
            return QStringLiteral("unknown argument \"%1\"; this tool takes: %2").arg(it.key(), properties.keys().join(QStringLiteral(", ")));
        if (const QString e = checkValue(it.key(), properties.value(it.key()).toObject(), it.value()); !e.isEmpty())
            return e;
    }
    return {};
}

} // namespace assay::mcp
