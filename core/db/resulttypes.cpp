#include "resulttypes.h"

namespace assay::db {

ValueType valueTypeFromDeclared(QStringView declared)
{
    const QString t = declared.trimmed().toString().toLower();
    if (t.isEmpty())
        return ValueType::Unknown;
    auto starts = [&t](const char *p) { return t.startsWith(QLatin1String(p)); };
    auto has = [&t](const char *p) { return t.contains(QLatin1String(p)); };

    if (t == u"bool" || t == u"boolean" || t == u"bit" || t == u"tinyint(1)")
        return ValueType::Boolean;
    if (starts("timestamp") || starts("datetime"))
        return ValueType::DateTime;
    if (t == u"date")
        return ValueType::Date;
    if (starts("time"))
        return ValueType::Time;
    if (starts("interval"))
        return ValueType::Text;
    if (starts("numeric") || starts("decimal") || t == u"money" || starts("number"))
        return ValueType::Decimal;
    if (has("int") || t == u"serial" || t == u"bigserial" || t == u"smallserial" || t == u"year")
        return ValueType::Integer;
    if (has("char") || has("clob") || has("text") || t == u"uuid" || starts("json")
        || starts("enum") || starts("set(") || t == u"xml" || t == u"name" || t == u"citext")
        return ValueType::Text;
    if (has("blob") || t == u"bytea" || starts("binary") || starts("varbinary"))
        return ValueType::Blob;
    if (has("real") || has("floa") || has("doub"))
        return ValueType::Real;
    return ValueType::Unknown;
}

bool isNumeric(ValueType type)
{
    return type == ValueType::Integer || type == ValueType::Real || type == ValueType::Decimal;
}

bool isTemporal(ValueType type)
{
    return type == ValueType::Date || type == ValueType::DateTime || type == ValueType::Time;
}

QString valueTypeName(ValueType type)
{
    switch (type) {
    case ValueType::Unknown:
        return QStringLiteral("unknown");
    case ValueType::Integer:
        return QStringLiteral("integer");
    case ValueType::Real:
        return QStringLiteral("real");
    case ValueType::Decimal:
        return QStringLiteral("decimal");
    case ValueType::Boolean:
        return QStringLiteral("boolean");
    case ValueType::Text:
        return QStringLiteral("text");
    case ValueType::Blob:
        return QStringLiteral("blob");
    case ValueType::Date:
        return QStringLiteral("date");
    case ValueType::DateTime:
        return QStringLiteral("datetime");
    case ValueType::Time:
        return QStringLiteral("time");
    }
    return {};
}

} // namespace assay::db
