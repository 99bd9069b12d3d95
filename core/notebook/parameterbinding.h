#pragma once
// Turns the `:name` references of a query into the engine's own placeholders and collects the
// values to bind, so a parameter's value reaches the engine apart from the SQL text (sqlite3_bind,
// PQexecParams, a prepared statement) and can never change what the statement says.
//
//   SQLite      :region -> ?1          IN (:regions) -> IN (SELECT value FROM json_each(?2))
//   PostgreSQL  :region -> $1          IN (:regions) -> = ANY($2)   NOT IN -> <> ALL($2)
//   MySQL, ODBC :region -> ?           IN (:regions) -> IN (?, ?, ?)  (one placeholder a value)
//   date ranges :period.start, :period.end; `BETWEEN :period` -> BETWEEN ?3 AND ?4
//
// One binder serves every piece of a composed query (the inlined cells, then the cell's own text),
// so numbered placeholders are shared and positional ones are in text order.

#include "parameter.h"

#include "db/engine.h"
#include "db/resulttypes.h"
#include "sql/tokenizer.h"

#include <QHash>

#include <functional>
#include <optional>

namespace assay::notebook {

// What a name stands for, for binding: a declared parameter's definition and value, or a value
// given for an undeclared one (taken as text).
struct ParameterBinding {
    QString name; // as the parameter cell spells it
    ParameterSpec spec;
    QStringList values;
};
using ParameterLookup = std::function<std::optional<ParameterBinding>(const QString &foldedName)>;

// One replacement in a text: [begin, begin + length) of the original became `replacement` chars.
struct TextEdit {
    int begin = 0;
    int length = 0;
    int replacement = 0;
};

class ParameterBinder {
public:
    ParameterBinder(db::Engine engine, sql::Flavor flavor, ParameterLookup lookup);

    // The text with its parameters replaced; empty with error() set when one cannot be bound
    // (no value, a list outside IN, a bad value...). `edits` receives the replacements.
    QString bind(const QString &text, QList<TextEdit> *edits = nullptr);
    QString error() const { return m_error; }
    int errorPosition() const { return m_errorPosition; } // in the text given to bind(), or -1
    const QList<db::BoundValue> &values() const { return m_values; }
    // The parameters bound so far and their values, in order of first use.
    const QList<UsedParameter> &used() const { return m_used; }

private:
    std::optional<ParameterBinding> resolve(const QString &name);
    QString placeholderFor(const QString &key, const QVariant &value);
    QString listFor(const QString &key, const QVariantList &values, bool negated);
    QString fail(const QString &message, int position); // returns an empty text
    void noteUse(const ParameterBinding &binding);

    db::Engine m_engine;
    sql::Flavor m_flavor;
    ParameterLookup m_lookup;
    QList<db::BoundValue> m_values;
    QHash<QString, int> m_numbered; // "region" / "period.start" -> its placeholder number
    QList<UsedParameter> m_used;
    QString m_error;
    int m_errorPosition = -1;
};

// A position in a bound text back to the text it came from (inside a replacement: its start).
int mapThroughEdits(const QList<TextEdit> &edits, int position);

} // namespace assay::notebook
