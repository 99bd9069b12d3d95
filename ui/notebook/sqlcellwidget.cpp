#include "sqlcellwidget.h"

#include "notebookdocument.h"
#include "resultgrid.h"
#include "sqleditor.h"
#include "wrappedlabel.h"

#include "db/dbsession.h"
#include "db/resultmodel.h"
#include "db/resultstore.h"
#include "notebook/notebook.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QVBoxLayout>

namespace assay::ui {

SqlCellWidget::SqlCellWidget(NotebookDocument *doc, const QString &cellId, QWidget *parent)
    : CellWidget(doc, cellId, parent)
    , m_editor(new SqlEditor(this))
    , m_grid(new ResultGrid(this))
    , m_staleNote(new WrappedLabel(this))
{
    m_editor->setUndoDelegated(true);
    // In a notebook a long query wraps (a model's or the offline assistant's is one line) and the
    // cell grows to show all of it, up to 18 lines; the console keeps one line per line.
    m_editor->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_editor->setAutoHeight(3, 18);
    m_editor->setPlaceholderText(tr("SELECT ... — other cells can read this one by its name. Ctrl+Enter runs, Shift+Enter runs and moves on."));
    m_editor->setFlavor(doc->notebook()->flavor());
    m_grid->hide();
    m_grid->setWheelNeedsFocus(true);
    m_grid->resultModel()->setChunkSize(200);
    m_staleNote->setEnabled(false);
    m_staleNote->setWordWrap(true);
    m_staleNote->hide();
    body()->addWidget(m_editor);
    body()->addWidget(m_staleNote);
    body()->addWidget(m_grid);
    watchForActivation(m_editor);
    watchForActivation(m_grid);

    connect(m_editor, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_syncing)
            document()->editSource(this->cellId(), m_editor->toPlainText());
    });
    connect(m_editor, &SqlEditor::runRequested, this, [this] { emit runRequested(this->cellId(), false); });
    connect(m_editor, &SqlEditor::runAndAdvanceRequested, this, [this] { emit runRequested(this->cellId(), true); });
    connect(m_grid->resultModel(), &QAbstractItemModel::rowsInserted, this, &SqlCellWidget::fitGrid);
    connect(m_grid->resultModel(), &QAbstractItemModel::modelReset, this, &SqlCellWidget::fitGrid);
    refreshContent();
    refreshOutput();
    refreshState();
}

void SqlCellWidget::refreshContent()
{
    CellWidget::refreshContent();
    const notebook::Cell *c = cell();
    if (!c || m_editor->toPlainText() == c->source)
        return;
    // An undo or a rename rewrote the text: keep the cursor where it was, as far as possible.
    m_syncing = true;
    const int position = m_editor->textCursor().position();
    m_editor->setPlainText(c->source);
    QTextCursor cursor = m_editor->textCursor();
    cursor.setPosition(std::min(position, int(c->source.size())));
    m_editor->setTextCursor(cursor);
    m_syncing = false;
}

void SqlCellWidget::refreshOutput()
{
    CellWidget::refreshOutput();
    const notebook::Cell *c = cell();
    if (!c)
        return;
    m_editor->markError(c->output.errorPosition);
    const auto store = document()->notebook()->result(cellId());
    if (store) {
        if (m_grid->resultModel()->store() != store)
            m_grid->resultModel()->setStore(store);
        m_grid->show();
        m_staleNote->hide();
    } else if (c->output.rowCount >= 0 && c->output.error.isEmpty()) {
        // Loaded from a file: the rows are not saved, only what they were.
        m_grid->resultModel()->clear();
        m_grid->hide();
        m_staleNote->setText(tr("Last run %1: %2. Run the cell to see the rows again.")
                                 .arg(QLocale().toString(c->output.ranAt.toLocalTime(), QLocale::ShortFormat), statsText()));
        m_staleNote->show();
    } else {
        m_grid->resultModel()->clear();
        m_grid->hide();
        // Empty state: never run (or cleared) — say how to get rows.
        const bool noResultYet = c->output.error.isEmpty() && !c->source.trimmed().isEmpty();
        m_staleNote->setText(tr("No results yet. Press Ctrl+Enter to run this cell, or Shift+Enter to run it and move on."));
        m_staleNote->setVisible(noResultYet);
    }
    fitGrid();
}

void SqlCellWidget::showRunningJob(db::QueryJob *job)
{
    m_grid->showJob(job);
    m_grid->show();
    m_staleNote->hide();
}

void SqlCellWidget::fitGrid()
{
    // Show up to ten rows; the grid scrolls for the rest and fetches more as it does.
    const int rows = std::min(m_grid->resultModel()->rowCount(), 10);
    const int height = m_grid->horizontalHeader()->height() + rows * m_grid->verticalHeader()->defaultSectionSize()
                       + m_grid->horizontalScrollBar()->sizeHint().height() + 2 * m_grid->frameWidth() + 2;
    m_grid->setFixedHeight(std::max(height, 60));
}

void SqlCellWidget::focusEditor()
{
    m_editor->setFocus();
}

void SqlCellWidget::setCompletions(const QStringList &names)
{
    m_editor->setExtraCompletions(names);
    m_editor->setFlavor(document()->notebook()->flavor());
}

} // namespace assay::ui
