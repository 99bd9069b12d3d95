#pragma once
// The notebook as a column of cell widgets in a scroll area. Keeps the cells' widgets in step
// with the model's signals, tracks the current cell, and turns cell requests (run, rename,
// delete, move, chart) into document edits and runner calls. Only the cells near the screen have
// a widget (CellWindow), so a notebook of a thousand cells opens and scrolls like one screenful.

#include "notebook/cell.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QScrollArea>

class QLabel;
class QTimer;
class QVBoxLayout;

namespace assay::db {
struct Catalog;
class QueryJob;
} // namespace assay::db
namespace assay::llm {
class LlmService;
}

namespace assay::ui {

class CellWidget;
class CellWindow;
class ChartAdvisor;
class SqlCompletions;
class InsightController;
class NotebookDocument;

class NotebookView : public QScrollArea {
    Q_OBJECT
public:
    explicit NotebookView(NotebookDocument *doc, QWidget *parent = nullptr);
    ~NotebookView() override;

    NotebookDocument *document() const { return m_doc; }
    // The cell's widget, built now if it had none (see CellWindow for how long it lives).
    CellWidget *cellWidget(const QString &id);
    // How many cells have a widget: memory follows this, not the notebook's length.
    int builtCellCount() const;
    // Cells near the screen are still being built, a few per turn of the event loop.
    bool isBuildingAhead() const;
    QString currentCellId() const { return m_current; }
    // Makes `id` current; `scrollTo` brings it into view (not for a cell the analyst just clicked:
    // what they clicked must stay under the mouse, or a list opens away from it).
    void setCurrentCell(const QString &id, bool focusEditor = false, bool scrollTo = true);
    void setCatalog(const db::Catalog &catalog);
    // The model layer, for checking recommended charts and phrasing insights (both work
    // without it, from rules and templates).
    void setLlmService(llm::LlmService *service);
    InsightController *insights() const { return m_insights; }
    // The completion list every SQL cell shares: catalog names, cell names, keywords.
    SqlCompletions *completions() const { return m_completions; }
    ChartAdvisor *chartAdvisor() const { return m_advisor; }
    // Jupyter-like command mode: the notebook itself has the keyboard focus and keys act on
    // cells (A/B add above/below, DD deletes, Enter edits, Up/Down or K/J move, Shift+Enter runs
    // and moves on, Ctrl+Enter runs, Z undoes, Home/End jump). Esc in a cell enters it.
    bool isCommandMode() const;
    QLabel *emptyNote() const { return m_emptyNote; }

public slots:
    QString addCell(notebook::CellKind kind, const QString &source = {});
    void runCurrent();
    void runCell(const QString &id, bool advance);
    void deleteCurrent();
    void moveCurrent(int delta);
    void chartResultOf(const QString &sourceId);
    // A SQL or chart cell: a new insight cell about its result; an insight cell: rewritten.
    void describeResultOf(const QString &cellId);
    void selectNext(int delta, bool focusEditor = true);
    void enterCommandMode();
    // Edit mode on the current cell (its editor gets the focus).
    void editCurrent();
    // A table dropped from the schema tree at `pos` (viewport coordinates): a SQL cell for it.
    QString dropTable(const QString &schema, const QString &table, const QPoint &pos);

signals:
    void currentCellChanged(const QString &id);
    void status(const QString &message, bool isError);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool focusNextPrevChild(bool next) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void rebuild();
    CellWidget *createWidget(const QString &id);
    void moveWidget(int from, int to);
    // Widgets for the cells on the screen now and `ahead` more of those within a screen of it
    // (the rest on later turns of the event loop), keeping the cell at the top of the screen where
    // it is while cells above it are built or released.
    // `budgeted`: building stops after BuildBudgetMs and continues on the next turns (scrolling);
    // otherwise the screen is built whole (a notebook opened, a cell added, a resize).
    void fillViewport(int ahead = 0, bool budgeted = false);
    void queueFill();
    void updateAnchor();
    // Cell names to the shared completion list; a no-op unless a name changed (so typing is free).
    void updateCompletions();
    // The SQL cells' highlighting follows the connection's dialect.
    void syncFlavor();
    void renameCell(const QString &id, const QString &name);
    int dropIndex(const QPoint &pos) const;
    void updateModeStyles();
    void updateEmptyNote();
    // A/B in command mode: a SQL cell above or below the current one, staying in command mode.
    void insertFromCommandMode(int offset);

    NotebookDocument *m_doc;
    QWidget *m_container;
    QVBoxLayout *m_layout;
    QWidget *m_addBar;
    QLabel *m_emptyNote;
    qint64 m_lastDeleteKey = 0; // DD: the first D's time (ms since epoch)
    ChartAdvisor *m_advisor;
    InsightController *m_insights;
    CellWindow *m_window;
    bool m_fillQueued = false;
    bool m_filling = false;
    QPointer<CellWidget> m_anchor; // the cell at the top of the screen...
    int m_anchorOffset = 0;        // ...starts this far from the screen's top (<= 0)
    bool m_anchoring = false;
    struct ReleasedEditing {
        QString id;      // a cell whose editor had the keys when it was released
        int cursor = -1; // its text cursor then
    };
    ReleasedEditing m_releasedEditing;
    QTimer *m_prefetch; // builds the cells near the screen, a few per turn of the event loop
    QElapsedTimer m_frame; // since the first budgeted build of the current frame
    qint64 m_frameBuildNs = 0; // building time spent in it
    QString m_current;
    SqlCompletions *m_completions;
};

} // namespace assay::ui
