#pragma once
// A notebook parameter: a named input that SQL cells read as `:name` and markdown as `{{name}}`.
// Its definition (type, choices, default) and current value live in a parameter cell. Values are
// kept as canonical texts ("12.5", "2025-01-31") so a file says exactly what was chosen; typed
// values for the engine come from typedValues() and are always bound, never written into SQL.

#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace assay::notebook {

enum class ParameterType { Text, Number, Date, DateRange, Choice };
enum class ChoiceSource {
    Fixed,
    Query
}; // Choice: a list written in the cell, or a query's first column

QString parameterTypeKey(ParameterType type);
bool parameterTypeFromKey(const QString &key, ParameterType *type);
QString parameterTypeName(ParameterType type); // translated, for the editor

// The most values one list parameter may hold: a bound list far beyond this is a mistake, and
// MariaDB takes at most 65,535 placeholders in a statement.
constexpr int MaxParameterListValues = 50'000;

struct ParameterSpec {
    ParameterType type = ParameterType::Text;
    bool multiple = false; // Choice: several values, bound as a list
    ChoiceSource choices = ChoiceSource::Fixed;
    QStringList options;      // Fixed choices
    QStringList defaultValue; // canonical texts (see parseParameterValue)
    bool hasCurrent = false;  // false: the default is the value
    QStringList current;

    QStringList value() const { return hasCurrent ? current : defaultValue; }
    bool isList() const { return type == ParameterType::Choice && multiple; }
    // `withValue` false leaves the current value out (a notebook saved for sharing).
    QJsonObject toJson(bool withValue = true) const;
    static ParameterSpec fromJson(const QJsonObject &json);
    bool operator==(const ParameterSpec &other) const;
    bool operator!=(const ParameterSpec &other) const { return !(*this == other); }
};

// Reads what a person typed (`--param name=VALUE`, a file) into canonical texts: a number as
// written without grouping, an ISO date, "START..END" for a date range, "a,b" (or several
// values) for a multiple choice. Empty with `error` set when it is not a value of that type.
QStringList parseParameterText(const ParameterSpec &spec, const QString &text, QString *error);
// Checks canonical values (from a file or a widget) and returns why they are not valid, or "".
QString checkParameterValue(const ParameterSpec &spec, const QStringList &values);
// The values as the engine receives them: Text and Choice as QString, Number as qint64 or double,
// Date and each end of a DateRange as QDate. Call only with values checkParameterValue accepts.
QVariantList typedParameterValues(const ParameterSpec &spec, const QStringList &values);
// For people: "North", "12.5", "2025-01-01 – 2025-03-31", "North, South, West".
QString parameterDisplayText(const ParameterSpec &spec, const QStringList &values);

// What a result was computed with: one parameter and the values it had. Kept in a cell's output
// (and so in the file and in reports).
struct UsedParameter {
    QString name;
    ParameterType type = ParameterType::Text;
    bool multiple = false;
    QStringList values;

    QString displayText() const;
    QJsonObject toJson() const;
    static UsedParameter fromJson(const QJsonObject &json);
    bool operator==(const UsedParameter &other) const;
};
// "region = North · period = 2025-01-01 – 2025-03-31"
QString describeParameters(const QList<UsedParameter> &used);

} // namespace assay::notebook
