#pragma once
// The notebook model: ordered cells, their dependency graph, runtime state and results.
// Every edit goes through a method here (the UI's undo commands call them), emits a signal and
// updates the DAG incrementally. No widgets; results are shared ResultStores, never copies.

#include "cell.h"
#include "dependencygraph.h"
#include "parameterbinding.h"

#include "db/connectionconfig.h"

#include <QHash>
#include <QJsonArray>
#include <QLocale>
#include <QObject>

#include <memory>

namespace assay::db {
class ResultStore;
}

namespace assay::notebook {

enum class ReactiveMode {
    RunDescendants, // running a cell re-runs the cells that read it (marimo, Hex)
    MarkStale,      // running a cell marks the cells that read it stale
};

struct RenamePlan {
    QString cellId;
    QString from;
    QString to;
    QStringList affectedCellIds; // cells whose text mentions the old name
};

class Notebook : public QObject {
    Q_OBJECT
public:
    explicit Notebook(QObject *parent = nullptr);
    ~Notebook() override;

    // --- content ---------------------------------------------------------------------------
    int count() const { return int(m_cells.size()); }
    const Cell &at(int index) const { return m_cells[index]; }
    const Cell *cell(const QString &id) const;
    int indexOf(const QString &id) const;
    const QList<Cell> &cells() const { return m_cells; }
    QStringList cellIds() const;
    QStringList cellNames() const;
    QString title() const { return m_title; }
    void setTitle(const QString &title);
    // The conversation with the assistant about this notebook, saved with it. Opaque here: the
    // chat owns its shape (an array of objects); the notebook only keeps and saves it.
    QJsonArray chat() const { return m_chat; }
    void setChat(const QJsonArray &chat);

    // A unique name like "query_3" for a new cell of that kind, never a table of the catalog.
    QString uniqueName(const QString &base) const;

    // Inserts at `index` (clamped). Gives the cell an id and a name when it has none.
    // Returns the id.
    QString insertCell(int index, Cell cell);
    // Ids are taken by value: callers often pass a reference into the cell list itself.
    Cell removeCell(QString id); // returns what was removed, for undo
    void moveCell(QString id, int newIndex);
    void setSource(const QString &id, const QString &source);
    // Renames without touching references; use planRename/applyRename to rewrite them too.
    bool setName(const QString &id, const QString &name);
    RenamePlan planRename(const QString &id, const QString &newName) const;
    // Renames and rewrites references in the affected cells; returns the previous sources of
    // the cells it changed (for undo).
    QHash<QString, QString> applyRename(const RenamePlan &plan);
    // A parameter cell's definition (type, choices, default and current value).
    void setParameter(const QString &id, const ParameterSpec &spec);
    // Only the current value; the cells that read it become stale (parameterValueChanged says so,
    // for whoever re-runs them).
    void setParameterValue(const QString &id, const QStringList &values);
    // Values for parameters no cell defines (`assay run --param`), read as text. Not saved.
    void setUndeclaredParameterValues(const QHash<QString, QStringList> &values);
    // What `:name` binds to now: a parameter cell's definition and value, or an undeclared value.
    std::optional<ParameterBinding> parameterBinding(const QString &name) const;
    QList<const Cell *> parameterCells() const;
    void setChart(const QString &id, const charts::ChartSpec &spec);
    void setChartSource(const QString &id, const QString &sourceId);
    // Makes a markdown cell an insight about `sourceId`'s current result (or plain text again
    // with an empty source).
    void setInsightSource(const QString &id, const QString &sourceId, const QString &dataHash);
    // An insight whose text was written from another version of its source's result.
    bool isInsightOutdated(const QString &id) const;
    void replaceAll(const QList<Cell> &cells); // loading a file

    // --- settings ---------------------------------------------------------------------------
    ReactiveMode reactiveMode() const { return m_mode; }
    void setReactiveMode(ReactiveMode mode);
    // Whether parameters' current values go into the file (false: only their defaults, to share).
    bool saveParameterValues() const { return m_saveParameterValues; }
    void setSaveParameterValues(bool save);
    const db::ConnectionConfig &connection() const { return m_connection; }
    void setConnection(const db::ConnectionConfig &config);

    // --- the graph ----------------------------------------------------------------------------
    const DependencyGraph &graph() const { return m_graph; }
    void setCatalogTables(const QStringList &tables); // enables unknown-name errors
    void clearCatalogTables();                        // no catalog: names are not judged
    void setFlavor(sql::Flavor flavor);
    sql::Flavor flavor() const { return m_flavor; }

    // --- runtime (not saved) -----------------------------------------------------------------
    CellState state(const QString &id) const { return m_state.value(id, CellState::Idle); }
    void setState(const QString &id, CellState state);
    std::shared_ptr<db::ResultStore> result(const QString &id) const { return m_results.value(id); }
    void setResult(const QString &id, std::shared_ptr<db::ResultStore> store, const OutputInfo &output);
    void setOutput(const QString &id, const OutputInfo &output);
    // The single value (1 row × 1 column) of a SQL cell's result, for {{name}} in markdown;
    // invalid when there is none, and then scalarProblem() says why.
    QVariant scalarValue(const QString &cellName) const;
    // That value as the grid writes it in `locale` (db/columnformats.h); empty when there is none.
    QString scalarText(const QString &cellName, const QLocale &locale) const;
    // Why {{name}} shows no value (no such cell, failed, not run, not 1 × 1), in words; empty
    // when scalarValue() has one.
    QString scalarProblem(const QString &cellName) const;

    // --- persistence bookkeeping --------------------------------------------------------------
    bool isModified() const { return m_modified; }
    void setModified(bool modified);
    quint64 revision() const { return m_revision; } // grows with every edit (autosave)

signals:
    void cellInserted(int index, const QString &id);
    void cellRemoved(int index, const QString &id);
    void cellMoved(int from, int to);
    void cellChanged(const QString &id);        // text, name or chart spec
    void cellStateChanged(const QString &id, assay::notebook::CellState state);
    void cellOutputChanged(const QString &id);  // a new result or error
    void graphChanged();
    void reset();                               // all cells replaced
    void modifiedChanged(bool modified);
    void titleChanged(const QString &title);
    void chatChanged();
    void parameterValueChanged(const QString &id); // the value the cells read changed
    void reactiveModeChanged(assay::notebook::ReactiveMode mode);

private:
    void touched(); // an edit happened
    // `reader`'s text with `from` renamed to `to`, as a cell of `renamedKind` is read there.
    QString renameIn(const Cell &reader, const QString &from, const QString &to, CellKind renamedKind, int *changed = nullptr) const;
    void markStale(const QString &id, bool includeSelf);
    void syncOrder();

    QList<Cell> m_cells;
    QString m_title;
    QJsonArray m_chat;
    QHash<QString, QStringList> m_undeclaredValues; // folded name -> values
    DependencyGraph m_graph;
    sql::Flavor m_flavor = sql::Flavor::Generic;
    ReactiveMode m_mode = ReactiveMode::RunDescendants;
    bool m_saveParameterValues = true;
    db::ConnectionConfig m_connection;
    QHash<QString, CellState> m_state;
    QHash<QString, std::shared_ptr<db::ResultStore>> m_results;
    bool m_modified = false;
    quint64 m_revision = 0;
};

} // namespace assay::notebook

Q_DECLARE_METATYPE(assay::notebook::CellState)
