#pragma once
// What discovery knows of every table and column before it asks the database anything: the
// profile's figures (rows, distinct values, NULLs, ranges, lengths), what kind of values a column
// holds (whole numbers, numbers written as text, text), how its name reads as a reference, and the
// keys each table has: the declared primary key, or columns unique and never NULL in the profile.
// A table without a declared key gets one chosen the way HoPF (Jiang & Naumann) scores primary
// key candidates: a key word in the name, named after the table, leftmost, a whole number, short.

#include "keynames.h"

#include "db/catalog.h"
#include "knowledge/datacontext.h"

#include <QList>
#include <QString>

namespace assay::relationships {

using TargetKey = knowledge::RelationshipEvidence::TargetKey;

// The values a column can be joined on. Reals with fractions, dates, booleans, blobs and long
// text are never keys or references.
enum class ValueClass { None, Integer, NumericText, Text };

struct ColumnFacts {
    int table = -1; // index into Facts::tables
    int position = 0;
    QString name;
    ValueClass valueClass = ValueClass::None;
    ColumnName naming;
    qint64 nonNull = 0;
    qint64 distinct = -1;
    bool numericRange = false; // min and max below are known
    double min = 0;
    double max = 0;
    double averageLength = 0;
    bool unique = false;            // unique and never NULL in the rows profiled
    bool declaredReference = false; // part of a declared foreign key to a table that is there
    QString danglingTarget;         // part of a declared foreign key to a table that is not
};

struct TableFacts {
    QString qualified; // as TableKnowledge::qualifiedName()
    QString schema;
    QString name;
    QString prefix;          // columnPrefix()
    QStringList stem;        // tableStem()
    qint64 rows = -1;        // the profile's row count (-1 unknown)
    bool sampled = false;    // the profile read a sample, not every row
    qint64 profiledRows = 0; // rows the profile's column figures come from
    QList<int> columns;      // indices into Facts::columns, in table order
    QList<int> declaredKey;  // the catalog's primary key
    QList<int> chosenKey;    // the declared key, else the best key candidate (may be composite)
    bool view = false;
};

// A key a reference may point at: a declared primary key, or columns unique in the data.
struct KeyCandidate {
    int table = -1;
    QList<int> columns;
    TargetKey strength = TargetKey::Unknown;
    bool keyLike = false; // named and typed like an identifier, not a measure unique by chance
};

struct Facts {
    QList<TableFacts> tables;
    QList<ColumnFacts> columns;
    QList<KeyCandidate> keys;

    // From the catalog and the profiles in `context` (tables without a profile count as
    // unprofiled: only their declared keys are keys).
    static Facts collect(const db::Catalog &catalog, const knowledge::DataContext &context);
    const ColumnFacts &column(int i) const { return columns[i]; }
    const TableFacts &tableOf(int column) const { return tables[columns[column].table]; }
    int findColumn(int table, const QString &name) const;
    // The unary key candidate on this column, or -1.
    int keyOn(int column) const;
};

// Whether two columns can hold the same values, and whether the comparison must be as text
// (a number against numbers written as text: '42' = 42).
bool comparable(ValueClass a, ValueClass b, bool *asText);
// A profile figure read as a whole number, when it is one.
bool wholeNumber(const QVariant &v, double *out);

} // namespace assay::relationships
