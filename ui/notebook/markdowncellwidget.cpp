#include "markdowncellwidget.h"

#include "insightbar.h"
#include "notebookdocument.h"

#include "notebook/notebook.h"

#include <QAbstractTextDocumentLayout>
#include <QKeyEvent>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace assay::ui {

MarkdownCellWidget::MarkdownCellWidget(NotebookDocument *doc, const QString &cellId, QWidget *parent)
    : CellWidget(doc, cellId, parent)
    , m_stack(new QStackedWidget(this))
    , m_browser(new QTextBrowser(this))
    , m_editor(new QPlainTextEdit(this))
    , m_insightBar(new InsightBar(this))
{
    m_browser->setOpenExternalLinks(true);
    m_browser->setFrameShape(QFrame::NoFrame);
    m_browser->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_browser->setToolTip(tr("Double-click to edit"));
    m_browser->setAccessibleName(tr("Rendered text"));
    m_browser->viewport()->installEventFilter(this);
    m_editor->setPlaceholderText(tr("Markdown. {{cell_name}} shows a cell's single value. Shift+Enter or Esc renders."));
    m_editor->setAccessibleName(tr("Markdown editor"));
    m_editor->setUndoRedoEnabled(false);
    m_editor->installEventFilter(this);
    m_stack->addWidget(m_browser);
    m_stack->addWidget(m_editor);
    body()->addWidget(m_insightBar);
    body()->addWidget(m_stack);
    connect(m_insightBar, &InsightBar::regenerateRequested, this, [this] { emit insightRequested(this->cellId()); });
    watchForActivation(m_browser);
    watchForActivation(m_editor);
    connect(m_editor, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_syncing)
            document()->editSource(this->cellId(), m_editor->toPlainText());
        fitHeight();
    });
    refreshContent();
    refreshState();
    const notebook::Cell *c = cell();
    setEditing(c && c->source.trimmed().isEmpty());
}

QString MarkdownCellWidget::renderedMarkdown() const
{
    const notebook::Cell *c = cell();
    if (!c)
        return {};
    static const QRegularExpression ref(QStringLiteral("\\{\\{\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\}\\}"));
    QString out;
    qsizetype last = 0;
    auto it = ref.globalMatch(c->source);
    while (it.hasNext()) {
        const auto m = it.next();
        out += c->source.mid(last, m.capturedStart() - last);
        const notebook::Notebook *nb = document()->notebook();
        if (QString problem = nb->scalarProblem(m.captured(1)); problem.isEmpty()) {
            // As the grid writes it: the reader's separators, no binary noise.
            out += nb->scalarText(m.captured(1), QLocale());
        } else {
            // Why there is no value (failed, not run, a table), as a code span: a backtick in an
            // error message would end it early.
            out += QStringLiteral("`%1`").arg(problem.replace(u'`', u'\''));
        }
        last = m.capturedEnd();
    }
    out += c->source.mid(last);
    return out;
}

void MarkdownCellWidget::refreshInsightBar()
{
    const notebook::Cell *c = cell();
    if (!c || !c->isInsight()) {
        m_insightBar->hide();
        return;
    }
    const notebook::Cell *source = document()->notebook()->cell(c->insightSourceId);
    m_insightBar->showFor(source ? source->name : tr("(deleted)"), document()->notebook()->isInsightOutdated(cellId()));
}

void MarkdownCellWidget::render()
{
    refreshInsightBar();
    m_browser->setMarkdown(renderedMarkdown());
    fitHeight();
}

void MarkdownCellWidget::fitHeight()
{
    if (m_stack->currentWidget() == m_browser) {
        // The browser's own width is not settled before the first layout; the cell's is.
        const int width = std::max(200, contentsRect().width() - 24);
        m_browser->document()->setTextWidth(width);
        const int h = int(m_browser->document()->documentLayout()->documentSize().height()) + 8;
        m_stack->setFixedHeight(std::clamp(h, 28, 2000));
    } else {
        const int lines = std::clamp(m_editor->blockCount(), 3, 25);
        m_stack->setFixedHeight(lines * m_editor->fontMetrics().lineSpacing() + 16);
    }
}

void MarkdownCellWidget::refreshContent()
{
    CellWidget::refreshContent();
    const notebook::Cell *c = cell();
    if (!c)
        return;
    if (m_editor->toPlainText() != c->source) {
        m_syncing = true;
        m_editor->setPlainText(c->source);
        m_syncing = false;
    }
    render();
}

void MarkdownCellWidget::refreshOutput()
{
    CellWidget::refreshOutput();
    render(); // the values it embeds may have changed
}

void MarkdownCellWidget::setEditing(bool editing)
{
    m_stack->setCurrentWidget(editing ? static_cast<QWidget *>(m_editor) : static_cast<QWidget *>(m_browser));
    if (editing)
        m_editor->setFocus();
    else
        render();
    fitHeight();
}

void MarkdownCellWidget::resizeEvent(QResizeEvent *event)
{
    CellWidget::resizeEvent(event);
    fitHeight();
}

bool MarkdownCellWidget::isEditing() const
{
    return m_stack->currentWidget() == m_editor;
}

void MarkdownCellWidget::focusEditor()
{
    setEditing(true);
}

bool MarkdownCellWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_browser->viewport() && event->type() == QEvent::MouseButtonDblClick) {
        setEditing(true);
        return true;
    }
    if (watched == m_editor && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        if (key->key() == Qt::Key_Escape || (enter && (key->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier)))) {
            setEditing(false);
            if (enter)
                emit runRequested(cellId(), key->modifiers() & Qt::ShiftModifier);
            else
                emit commandModeRequested(cellId()); // Esc: the notebook's command mode
            return true;
        }
    }
    if (watched == m_editor && event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            event->ignore();
            return true;
        }
    }
    return CellWidget::eventFilter(watched, event);
}

} // namespace assay::ui
