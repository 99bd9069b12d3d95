#pragma once
// The SQL editor: line numbers, highlighting, completion of table, column and cell names, and a
// marker at the position of the last error.

#include "sql/tokenizer.h"

#include <QPlainTextEdit>

class QCompleter;
class QStringListModel;

namespace assay::db {
struct Catalog;
}

namespace assay::ui {

class SqlHighlighter;

// The sorted list an editor completes from: catalog tables and columns, extra names (notebook
// cells) and SQL keywords. One instance serves every SQL cell of a notebook, so the list is
// built and sorted once per change of names, not once per cell, and never for a keystroke:
// setting the same names again changes nothing.
class SqlCompletions : public QObject {
    Q_OBJECT
public:
    explicit SqlCompletions(QObject *parent = nullptr);

    QStringListModel *model() const { return m_model; }
    void setCatalog(const db::Catalog &catalog);
    void setExtraNames(const QStringList &names);
    // How often the list was rebuilt (tests and benchmarks count it).
    int rebuildCount() const { return m_rebuilds; }

private:
    void rebuild();

    QStringListModel *m_model;
    QStringList m_catalogNames; // sorted, so an unchanged catalog compares equal
    QStringList m_extraNames;
    int m_rebuilds = 0;
};

class SqlEditor : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit SqlEditor(QWidget *parent = nullptr);

    void setFlavor(sql::Flavor flavor);
    // These change the editor's completion source: its own, or the shared one it was given.
    void setCatalog(const db::Catalog &catalog);
    // Extra names to complete (notebook cell names).
    void setExtraCompletions(const QStringList &names);
    // Completes from `source` (owned by the caller, shared by several editors) instead of the
    // editor's own list.
    void setCompletionSource(SqlCompletions *source);
    SqlCompletions *completionSource() const { return m_completions; }

    // The selected text, or else the statement under the cursor; `offset` receives where it
    // starts in the document.
    QString statementAtCursor(int *offset = nullptr) const;

    // Marks an error at a character offset in the document; -1 clears.
    void markError(int position);
    void clearErrorMark() { markError(-1); }
    void moveCursorTo(int position);

    // Cells keep undo in the notebook's stack: the editor passes Ctrl+Z / Ctrl+Shift+Z on.
    void setUndoDelegated(bool delegated);
    // Grow with the text between these line counts instead of scrolling (notebook cells).
    void setAutoHeight(int minLines, int maxLines);

    int lineNumberAreaWidth() const;
    void paintLineNumbers(QPaintEvent *event);

signals:
    void runRequested();       // Ctrl+Enter
    void runAndAdvanceRequested(); // Shift+Enter

protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    // A theme switch (light/dark): syntax colours and the current-line band follow the palette.
    void changeEvent(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;

private:
    void updateLineNumberAreaWidth();
    void updateLineNumberArea(const QRect &rect, int dy);
    void updateExtraSelections();
    void insertCompletion(const QString &completion);
    QString wordUnderCursor() const;

    // First: event() reads it, and creating m_lineNumbers (a child) already sends an event
    // (UBSan: a bool loaded before its initializer ran).
    bool m_undoDelegated = false;
    QWidget *m_lineNumbers;
    SqlHighlighter *m_highlighter;
    QCompleter *m_completer;
    SqlCompletions *m_completions; // m_ownCompletions, or a shared source
    SqlCompletions *m_ownCompletions;
    sql::Flavor m_flavor = sql::Flavor::Generic;
    int m_errorPosition = -1;
    int m_minLines = 0;
    int m_maxLines = 0;
    void fitHeight();
    int visualLineCount(int cap) const;
};

} // namespace assay::ui
