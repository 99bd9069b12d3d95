#pragma once
// The schema as the offline reader sees it: every table and column with the stems of its name and
// of its description, whether it is a number, a date or a key, and lookups from a question's stems
// to the tables and columns they name. Built once per assistant from the catalog and the data
// context (descriptions, profiles); the stages read it and never change it.

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace assay::db {
struct Catalog;
class Dialect;
}
namespace assay::knowledge {
struct DataContext;
}
namespace assay::schema {
class SchemaGraph;
}

namespace assay::offline {

struct LexColumn {
    int table = -1;
    QString name;
    bool numeric = false;
    bool date = false;
    bool key = false;
    bool seenEmpty = false; // the profile's sample held NULLs here
    // A quantity stored as text ("Age text" holding '32'): numeric, compared and ranked as a number
    bool textNumber = false;
    // Years as whole numbers ("Year", "Open_Year", "IndepYear" holding 1998), perhaps stored as
    // text: a time's column when the table has no date; compared as a number
    bool year = false;
    QString nameKey; // stems joined by spaces
    QStringList nameStems;
    QSet<QString> descStems; // from the description (comment or generated)
    QString descHead;        // the description's head noun, stemmed ("revenue" of "Line revenue in EUR")
    // A yes/no flag (IsOfficial holding 'T' and 'F', discontinued holding 1 and 0): the stored
    // value that means yes; empty for any other column.
    QString trueValue;
};

struct LexTable {
    QString qualified;
    QString schema;
    QString name;
    QString nameKey;
    QString plainKey; // nameKey without a naming convention's prefix ("template type" of Ref_Template_Types), or empty
    QList<int> cols;
    QStringList primaryKey;
    bool view = false; // a view (or materialized view): its rows repeat a table's
};

class SchemaLexicon {
public:
    SchemaLexicon(const db::Catalog &catalog, const knowledge::DataContext &context,
                  const db::Dialect &dialect, const schema::SchemaGraph &graph);

    QList<LexTable> tabs;
    QList<LexColumn> cols;
    QHash<QString, QList<int>> tableByKey;    // name stems -> tables
    QHash<QString, QList<int>> colByKey;      // name stems -> columns
    QHash<QString, QList<int>> colByBareKey;  // name stems after the table's own ("age" for pet_age in Pets)
    QHash<QString, QList<int>> colBySuffixKey; // the last two or more of three or more stems ("release year")
    QHash<QString, QList<int>> colByDescStem; // a description's stem -> columns
    QHash<QString, QList<int>> colByFlagWord; // a flag's adjective ("official" of IsOfficial) -> flag columns
    QSet<QString> schemaWords; // every word of every table and column name, lower case, and its stem

    const db::Dialect &dialect() const { return *m_dialect; }
    const schema::SchemaGraph &graph() const { return *m_graph; }

    // A table by its name or qualified name, ignoring case; -1 when none.
    int findTable(const QString &name) const;
    // Whether a column can be a measure: a number that is no key (-1 is none).
    bool measureColumn(int col) const { return col >= 0 && cols[col].numeric && !cols[col].key; }
    // A column by its title "table.column", ignoring case; -1 when none.
    int findCol(const QString &title) const;
    // A column of table `t` by name, ignoring case; -1 when none.
    int findColumnOf(int t, const QString &column) const;

    // The expression that names a row of a table ("name", "title", first and last name), empty
    // when none; `labelCol` gets the column it is made of (the first name's for two), or -1.
    QString labelExpr(int t, const QString &alias, int *labelCol = nullptr) const;
    int labelColumn(int t) const;
    // The stem of a table's head noun, the last word of its name ("channel" of TV_Channel).
    QString headStem(int t) const { return tabs[t].nameKey.section(QLatin1Char(' '), -1); }
    // Whether column `c` is a name in so many words (its name ends in "name" or "title": Name,
    // <table>_name, FirstName, Manager_name; or it is called after its table, airlines.Airline):
    // a label, not merely a table's first text column.
    bool isNameColumn(int c) const;
    // A column as SQL, qualified by `alias` when there is one.
    QString ref(int ci, const QString &alias) const;
    // The column as a number: ref, cast when the quantity is stored as text (text sorts '9' > '10').
    QString numberRef(int ci, const QString &alias) const;
    // The table's single-column key as SQL, qualified by `alias` when there is one.
    QString keyRef(int t, const QString &alias) const;
    // "table.column", as the reading names a column to the analyst.
    QString colTitle(int ci) const;

    // How directly table `to` describes the rows of table `from`: 0 for the table itself, the
    // number of references followed when `to` is reached from `from` by following foreign keys
    // towards the referenced side (each row of `from` has one partner there: "orders" for an order
    // line) or back along a subtype edge (a table keyed by a reference to the other's key), 10 +
    // the plain distance when the way passes through a table with many rows per row of
    // `from` (a child, like "returns" for an order line), 100 when unreachable.
    int closeness(int from, int to) const;
    // Whether table `to` has many rows for a row of `from` (reached through a child, or not at
    // all): joined to it, the rows of `from` repeat or vanish.
    bool throughChild(int from, int to) const { return closeness(from, to) >= 10; }
    // The column of a table that references the table's own key as its parent ("parent_id" in a
    // category tree), or -1.
    int parentColumn(int t) const;
    // The one other table a table refers to (returns: order_lines), or -1 when it refers to none
    // or to several (orders refer to customers, stores, ...): whose rows a rate of its rows is of.
    int parentOf(int t) const;
    // The key a key column is or references (its own table's key, or the key a foreign key points
    // to: orders.customer_id -> customers.id); -1 when neither.
    int referencedKey(int col) const;
    // Whether the profile saw NULLs in any of these columns of a table.
    bool anySeenEmpty(const QString &table, const QStringList &columns) const;

private:
    void addTable(const db::Catalog &catalog, int catalogIndex, const knowledge::DataContext &context);

    const db::Dialect *m_dialect;
    const schema::SchemaGraph *m_graph;
    QHash<QString, int> m_tableIndex;  // case-folded name and qualified name -> first table
    QHash<QString, int> m_columnIndex; // case-folded "table.column" -> first column
};

} // namespace assay::offline
