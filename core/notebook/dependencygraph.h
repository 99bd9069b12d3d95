#pragma once
// The cell dependency DAG, updated incrementally on every edit (DataLab's Algorithm 3; marimo's
// dataflow split into registry, edges, cycle tracker and scheduler). Pure data, no Qt signals,
// so it can be tested with tables of cases and benchmarked on 1,000 cells.
//
// Edges run from a cell to the cells that read it: a SQL cell that selects FROM another SQL
// cell's name, a chart cell and its source, a markdown cell and the cells it embeds as {{name}},
// a parameter cell and the cells that read it as `:name` (or embed it as {{name}}). Parameters and
// SQL cells share one namespace: a parameter named like a cell is a duplicate name.
// A cell never depends on itself: a cell named `orders` that reads FROM orders reads the table,
// but every other cell that reads `orders` would get the cell, so that is reported as an error.

#include "cell.h"
#include "sql/tokenizer.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

namespace assay::notebook {

struct Diagnostic {
    enum class Kind {
        None, ParseError, InvalidName, DuplicateName, UnknownName, Cycle, MissingSource, ShadowsTable,
        NotAParameter,       // `:orders` where orders is a SQL cell
        UndeclaredParameter, // `:region` that no parameter cell defines: a text value must come from elsewhere
    };
    Kind kind = Kind::None;
    QString message;
    bool isError() const { return kind != Kind::None && kind != Kind::ParseError && kind != Kind::UndeclaredParameter; }
};

class DependencyGraph {
public:
    void setFlavor(sql::Flavor flavor) { m_flavor = flavor; }
    // Names of the database's tables and views (any case). With a catalog, references to names
    // that are neither cells nor tables are reported as unknown; without one they are not.
    void setKnownTables(const QStringList &names);
    void clearKnownTables();
    bool isTable(const QString &name) const { return isKnownTable(fold(name)); }

    // Adds or updates a cell. Only what changed is re-parsed and re-resolved.
    void upsert(const Cell &cell);
    // Replaces everything (opening a file): cycles are looked for once, not after every cell.
    void rebuild(const QList<Cell> &cells);
    void remove(const QString &id);
    // Notebook order, used to break ties in topological order.
    void setOrder(const QStringList &ids);
    void clear();

    bool contains(const QString &id) const { return m_nodes.contains(id); }
    QStringList parents(const QString &id) const;     // in notebook order
    QStringList children(const QString &id) const;    // in notebook order
    QStringList ancestors(const QString &id) const;   // topological order (runs first first)
    QStringList descendants(const QString &id) const; // topological order
    // `ids` sorted so that every cell comes after the cells it reads; ties by notebook order.
    // Cells on a cycle are left out.
    QStringList topologicalOrder(const QStringList &ids) const;
    bool isOnCycle(const QString &id) const { return m_cycle.contains(id); }
    Diagnostic diagnostic(const QString &id) const;
    // The id of the SQL or parameter cell defined by `name`, if exactly one cell defines it.
    QString cellForName(const QString &name) const;
    // The parameters a cell reads as `:name` (folded, in order of first use), declared or not.
    QStringList parameterReferences(const QString &id) const;
    // The `:name`s this cell reads that no cell defines (folded).
    QStringList undeclaredParameters(const QString &id) const;
    // Cells that read `:name` (any case), declared or not.
    QStringList readersOfParameter(const QString &name) const;
    // Names this cell reads that resolve to cells (folded name -> cell id).
    QHash<QString, QString> resolvedReferences(const QString &id) const;
    int edgeCount() const;

private:
    struct Node {
        QString id;
        CellKind kind = CellKind::Sql;
        QString name;       // as the user wrote it
        QString source;     // the text the references were parsed from
        QString chartSourceId; // chart source, or the cell an insight describes
        QStringList refs;   // folded names read (SQL relations or markdown {{name}})
        QStringList paramRefs; // folded `:name`s read (SQL and a parameter's query)
        bool parses = true;
    };

    static QString fold(const QString &name) { return name.toLower(); }
    static bool isDefinerKind(CellKind kind) { return kind == CellKind::Sql || kind == CellKind::Parameter; }
    // The single cell defining `folded` when it is of `kind` (and not `self`), else "".
    QString definerOf(const QString &folded, CellKind kind, const QString &self) const;
    void resolve(const QString &id);
    void resolveReferencersOf(const QString &foldedName);
    void setParents(const QString &id, const QSet<QString> &parents);
    void recomputeCycles();
    bool isKnownTable(const QString &folded) const { return m_knownTables.contains(folded); }

    sql::Flavor m_flavor = sql::Flavor::Generic;
    QHash<QString, Node> m_nodes;
    QHash<QString, QStringList> m_definers;       // folded name -> SQL and parameter cells with that name
    QHash<QString, QSet<QString>> m_referencers;  // folded name -> cells that read that name
    QHash<QString, QSet<QString>> m_chartsOf;     // source id -> chart cells plotting it
    QHash<QString, QSet<QString>> m_parents;
    QHash<QString, QSet<QString>> m_children;
    QHash<QString, QStringList> m_cycle;          // cell -> the cycle it is on, in order
    QHash<QString, int> m_index;                  // notebook order
    QSet<QString> m_knownTables;
    bool m_haveCatalog = false;
    bool m_deferCycles = false;
};

} // namespace assay::notebook
