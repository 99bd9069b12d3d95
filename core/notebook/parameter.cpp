#include "parameter.h"
#include "notebooktr.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace assay::notebook {
namespace {

constexpr ParameterType AllTypes[] = {ParameterType::Text, ParameterType::Number,
                                      ParameterType::Date, ParameterType::DateRange,
                                      ParameterType::Choice};

QJsonArray toArray(const QStringList &values) {
    return QJsonArray::fromStringList(values);
}

QStringList fromArray(const QJsonValue &value) {
    QStringList out;
    for (const QJsonValue &v : value.toArray()) {
        // A number written by hand in a file reads as the number it is.
        if (v.isDouble())
            out << QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
        else if (v.isString())
            out << v.toString();
    }
    return out;
}

// "1234.5", "-3", "1e6": C-locale numbers only, so a file and a script mean the same everywhere.
bool readNumber(const QString &text, QString *canonical) {
    const QString t = text.trimmed();
    if (t.isEmpty())
        return false;
    bool ok = false;
    const qlonglong whole = t.toLongLong(&ok);
    if (ok) {
        *canonical = QString::number(whole);
        return true;
    }
    const double d = t.toDouble(&ok);
    if (!ok || !std::isfinite(d))
        return false;
    *canonical = QString::number(d, 'g', QLocale::FloatingPointShortest);
    return true;
}

bool readDate(const QString &text, QString *canonical) {
    const QDate d = QDate::fromString(text.trimmed(), Qt::ISODate);
    if (!d.isValid())
        return false;
    *canonical = d.toString(Qt::ISODate);
    return true;
}

} // namespace

QString parameterTypeKey(ParameterType type) {
    switch (type) {
    case ParameterType::Text:
        return QStringLiteral("text");
    case ParameterType::Number:
        return QStringLiteral("number");
    case ParameterType::Date:
        return QStringLiteral("date");
    case ParameterType::DateRange:
        return QStringLiteral("dateRange");
    case ParameterType::Choice:
        return QStringLiteral("choice");
    }
    return {};
}

bool parameterTypeFromKey(const QString &key, ParameterType *type) {
    for (ParameterType t : AllTypes) {
        if (parameterTypeKey(t) == key) {
            *type = t;
            return true;
        }
    }
    return false;
}

QString parameterTypeName(ParameterType type) {
    switch (type) {
    case ParameterType::Text:
        return Tr::tr("Text");
    case ParameterType::Number:
        return Tr::tr("Number");
    case ParameterType::Date:
        return Tr::tr("Date");
    case ParameterType::DateRange:
        return Tr::tr("Date range");
    case ParameterType::Choice:
        return Tr::tr("Choice");
    }
    return {};
}

QJsonObject ParameterSpec::toJson(bool withValue) const {
    QJsonObject o;
    o[QStringLiteral("type")] = parameterTypeKey(type);
    if (type == ParameterType::Choice) {
        o[QStringLiteral("multiple")] = multiple;
        o[QStringLiteral("choices")] =
            choices == ChoiceSource::Query ? QStringLiteral("query") : QStringLiteral("fixed");
        if (choices == ChoiceSource::Fixed)
            o[QStringLiteral("options")] = toArray(options);
    }
    o[QStringLiteral("default")] = toArray(defaultValue);
    if (withValue && hasCurrent)
        o[QStringLiteral("value")] = toArray(current);
    return o;
}

ParameterSpec ParameterSpec::fromJson(const QJsonObject &o) {
    ParameterSpec s;
    if (!parameterTypeFromKey(o.value(QStringLiteral("type")).toString(), &s.type))
        s.type = ParameterType::Text;
    if (s.type == ParameterType::Choice) {
        s.multiple = o.value(QStringLiteral("multiple")).toBool();
        s.choices = o.value(QStringLiteral("choices")).toString() == u"query" ? ChoiceSource::Query
                                                                              : ChoiceSource::Fixed;
        s.options = fromArray(o.value(QStringLiteral("options")));
    }
    s.defaultValue = fromArray(o.value(QStringLiteral("default")));
    s.hasCurrent = o.contains(QStringLiteral("value"));
    if (s.hasCurrent)
        s.current = fromArray(o.value(QStringLiteral("value")));
    return s;
}

bool ParameterSpec::operator==(const ParameterSpec &o) const {
    return type == o.type && multiple == o.multiple && choices == o.choices &&
           options == o.options && defaultValue == o.defaultValue && hasCurrent == o.hasCurrent &&
           current == o.current;
}

QStringList parseParameterText(const ParameterSpec &spec, const QString &text, QString *error) {
    QStringList values;
    switch (spec.type) {
    case ParameterType::Text:
        values << text;
        break;
    case ParameterType::Number: {
        QString n;
        if (!readNumber(text, &n)) {
            *error = Tr::tr("\"%1\" is not a number (write it as 1234.5)").arg(text);
            return {};
        }
        values << n;
        break;
    }
    case ParameterType::Date: {
        QString d;
        if (!readDate(text, &d)) {
            *error = Tr::tr("\"%1\" is not a date (write it as 2025-01-31)").arg(text);
            return {};
        }
        values << d;
        break;
    }
    case ParameterType::DateRange: {
        const int dots = text.indexOf(QLatin1String(".."));
        QString from, to;
        if (dots < 0 || !readDate(text.left(dots), &from) || !readDate(text.mid(dots + 2), &to)) {
            *error =
                Tr::tr("\"%1\" is not a date range (write it as 2025-01-01..2025-03-31)").arg(text);
            return {};
        }
        values << from << to;
        break;
    }
    case ParameterType::Choice:
        if (spec.multiple) {
            for (const QString &part : text.split(u','))
                values << part.trimmed();
            values.removeAll(QString());
        } else {
            values << text;
        }
        break;
    }
    if (const QString problem = checkParameterValue(spec, values); !problem.isEmpty()) {
        *error = problem;
        return {};
    }
    return values;
}

QString checkParameterValue(const ParameterSpec &spec, const QStringList &values) {
    QString canonical;
    switch (spec.type) {
    case ParameterType::Text:
        if (values.size() != 1)
            return Tr::tr("it has no value");
        return {};
    case ParameterType::Number:
        if (values.size() != 1)
            return Tr::tr("it has no value");
        if (!readNumber(values.first(), &canonical))
            return Tr::tr("\"%1\" is not a number (write it as 1234.5)").arg(values.first());
        return {};
    case ParameterType::Date:
        if (values.size() != 1)
            return Tr::tr("it has no value");
        if (!readDate(values.first(), &canonical))
            return Tr::tr("\"%1\" is not a date (write it as 2025-01-31)").arg(values.first());
        return {};
    case ParameterType::DateRange: {
        if (values.size() != 2)
            return Tr::tr("a date range needs a start and an end");
        QString from, to;
        if (!readDate(values[0], &from))
            return Tr::tr("\"%1\" is not a date (write it as 2025-01-31)").arg(values[0]);
        if (!readDate(values[1], &to))
            return Tr::tr("\"%1\" is not a date (write it as 2025-01-31)").arg(values[1]);
        if (from > to)
            return Tr::tr("the range starts (%1) after it ends (%2)").arg(from, to);
        return {};
    }
    case ParameterType::Choice:
        if (values.isEmpty())
            return spec.multiple ? Tr::tr("no value is chosen; choose at least one")
                                 : Tr::tr("it has no value");
        if (!spec.multiple && values.size() != 1)
            return Tr::tr("it takes one value, not %1").arg(values.size());
        if (values.size() > MaxParameterListValues)
            return Tr::tr("it holds %1 values; at most %2 can be bound")
                .arg(QLocale().toString(qlonglong(values.size())),
                     QLocale().toString(MaxParameterListValues));
        // A fixed list is a promise about what may be chosen; a query's values change with the
        // data.
        if (spec.choices == ChoiceSource::Fixed && !spec.options.isEmpty()) {
            for (const QString &v : values) {
                if (!spec.options.contains(v))
                    return Tr::tr("\"%1\" is not one of its choices (%2)")
                        .arg(v, spec.options.join(QStringLiteral(", ")));
            }
        }
        return {};
    }
    return {};
}

QVariantList typedParameterValues(const ParameterSpec &spec, const QStringList &values) {
    QVariantList out;
    for (const QString &v : values) {
        switch (spec.type) {
        case ParameterType::Number: {
            bool ok = false;
            const qlonglong whole = v.trimmed().toLongLong(&ok);
            out << (ok ? QVariant(whole) : QVariant(v.trimmed().toDouble()));
            break;
        }
        case ParameterType::Date:
        case ParameterType::DateRange:
            out << QVariant(QDate::fromString(v.trimmed(), Qt::ISODate));
            break;
        case ParameterType::Text:
        case ParameterType::Choice:
            out << QVariant(v);
            break;
        }
    }
    return out;
}

QString parameterDisplayText(const ParameterSpec &spec, const QStringList &values) {
    if (spec.type == ParameterType::DateRange && values.size() == 2)
        return QStringLiteral("%1 – %2").arg(values[0], values[1]);
    if (spec.isList() && values.size() > 5) {
        return Tr::tr("%1 and %n more", nullptr, int(values.size() - 4))
            .arg(values.mid(0, 4).join(QStringLiteral(", ")));
    }
    return values.join(QStringLiteral(", "));
}

QString UsedParameter::displayText() const {
    ParameterSpec spec;
    spec.type = type;
    spec.multiple = multiple;
    return parameterDisplayText(spec, values);
}

QJsonObject UsedParameter::toJson() const {
    QJsonObject o;
    o[QStringLiteral("name")] = name;
    o[QStringLiteral("type")] = parameterTypeKey(type);
    if (multiple)
        o[QStringLiteral("multiple")] = true;
    o[QStringLiteral("values")] = toArray(values);
    return o;
}

UsedParameter UsedParameter::fromJson(const QJsonObject &o) {
    UsedParameter u;
    u.name = o.value(QStringLiteral("name")).toString();
    if (!parameterTypeFromKey(o.value(QStringLiteral("type")).toString(), &u.type))
        u.type = ParameterType::Text;
    u.multiple = o.value(QStringLiteral("multiple")).toBool();
    u.values = fromArray(o.value(QStringLiteral("values")));
    return u;
}

bool UsedParameter::operator==(const UsedParameter &o) const {
    return name == o.name && type == o.type && multiple == o.multiple && values == o.values;
}

QString describeParameters(const QList<UsedParameter> &used) {
    QStringList parts;
    for (const UsedParameter &u : used)
        parts << QStringLiteral("%1 = %2").arg(u.name, u.displayText());
    return parts.join(QStringLiteral(" · "));
}

} // namespace assay::notebook
