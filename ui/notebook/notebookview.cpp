#include "notebookview.h"

#include "chartadvisor.h"
#include "cellwindow.h"
#include "chartcellwidget.h"
#include "icons.h"
#include "insightcontroller.h"
#include "markdowncellwidget.h"
#include "parametercellwidget.h"
#include "messagebanner.h"
#include "notebookdocument.h"
#include "sqlcellwidget.h"
#include "sqleditor.h"
#include "wheelguard.h"

#include "db/catalog.h"
#include "db/dbsession.h"
#include "db/dialect.h"
#include "notebook/notebookrunner.h"
#include "notebook/sqlreferences.h"

#include <QApplication>
#include <QDateTime>
#include <QDragEnterEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QUndoStack>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

namespace assay::ui {

// Dragged from the schema tree: "schema\ttable".
static const char *TableMimeType = "application/x-assay-table";

// A view not shown yet builds about one screen of this height.
static constexpr int UnshownViewportHeight = 800;
static constexpr int PrefetchCells = 3;
// Building cells (about 2 ms each) stops after this long in one pass; the rest follow on the next
// turns of the event loop, so that a frame of a scroll-bar drag stays within 16 ms with its paint.
static constexpr int BuildBudgetMs = 4;
// The budget is per frame: a scroll's own pass and the prefetch turns of the same frame share it
// (a timer of 0 ms fires in the same turn of the event loop as the scroll, before the paint).
static constexpr int FrameMs = 16;

// The recommended chart for a SQL cell's result: the rules look at the first rows in memory (a
// couple of thousand decode in a few milliseconds, see bench_charts), or at the column types
// when the result is not in memory.
static charts::ChartSpec recommendedChartFor(const notebook::Notebook *nb, const QString &sourceId)
{
    return ChartAdvisor::rulesFor(nb, sourceId).spec;
}

NotebookView::NotebookView(NotebookDocument *doc, QWidget *parent)
    : QScrollArea(parent)
    , m_doc(doc)
    , m_container(new QWidget(this))
    , m_layout(new QVBoxLayout(m_container))
    , m_addBar(new QWidget(m_container))
    , m_emptyNote(new QLabel(m_container))
    , m_advisor(new ChartAdvisor(doc, this))
    , m_insights(new InsightController(doc, this))
    , m_completions(new SqlCompletions(this))
{
    // The wheel scrolls the notebook; a cell's drop-downs and spin boxes take it only with focus.
    WheelGuard::install();
    m_window = new CellWindow(doc->notebook(), m_layout, [this](const QString &id) { return createWidget(id); }, this);
    // A cell being typed in was released (scrolled far away, moved): the container holds the
    // keys meanwhile, and the next key brings the cell back (see eventFilter).
    connect(m_window, &CellWindow::focusReleased, this, [this](const QString &id, int cursor) {
        m_releasedEditing = {id, cursor};
        m_container->setFocus(Qt::OtherFocusReason);
    });
    m_container->installEventFilter(this);
    m_prefetch = new QTimer(this);
    m_prefetch->setSingleShot(true);
    m_prefetch->setInterval(0);
    connect(m_prefetch, &QTimer::timeout, this, [this] { fillViewport(PrefetchCells, true); });
    connect(m_insights, &InsightController::status, this, &NotebookView::status);
    // A new insight shows its text rendered, not in the editor a new text cell opens with.
    connect(m_insights, &InsightController::insightWritten, this, [this](const QString &id) {
        if (auto *w = qobject_cast<MarkdownCellWidget *>(m_window->widget(id)))
            w->setEditing(false);
    });
    setWidgetResizable(true);
    // Cells take the width they are given; only the notebook's length scrolls.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWidget(m_container);
    setAcceptDrops(true);
    viewport()->setAcceptDrops(true); // drops arrive at the viewport, which passes them to dropEvent
    setAccessibleName(tr("Notebook"));
    setAccessibleDescription(tr("Esc enters command mode: A and B add a cell above or below, D twice deletes, Enter "
                                "edits, Up and Down move between cells, Shift+Enter runs and moves on."));
    setFocusPolicy(Qt::StrongFocus);
    m_layout->setContentsMargins(12, 12, 12, 12);
    m_layout->setSpacing(10);

    auto *bar = new QHBoxLayout(m_addBar);
    bar->setContentsMargins(0, 4, 0, 4);
    auto addButton = [this, bar](const char *iconName, const QString &text, notebook::CellKind kind) {
        auto *b = new ::QPushButton(icon(iconName), text, m_addBar);
        b->setFlat(true);
        b->setAccessibleName(tr("Add %1 cell").arg(text));
        connect(b, &::QPushButton::clicked, this, [this, kind] { addCell(kind); });
        bar->addWidget(b);
    };
    addButton("cell-sql", tr("SQL"), notebook::CellKind::Sql);
    addButton("cell-chart", tr("Chart"), notebook::CellKind::Chart);
    addButton("cell-text", tr("Text"), notebook::CellKind::Markdown);
    addButton("cell-param", tr("Parameter"), notebook::CellKind::Parameter);
    bar->addStretch(1);
    m_emptyNote->setWordWrap(true);
    m_emptyNote->setAlignment(Qt::AlignCenter);
    m_emptyNote->setContentsMargins(12, 24, 12, 12);
    m_emptyNote->setAccessibleName(tr("Empty notebook"));
    m_emptyNote->setText(tr("This notebook is empty. Add a SQL cell with the buttons below (or Ctrl+Alt+S, or B in "
                            "command mode), write a query and press Ctrl+Enter to run it. Or ask the Assistant a "
                            "question in plain language."));
    m_emptyNote->hide();
    m_layout->addWidget(m_emptyNote);
    m_layout->addWidget(m_addBar);
    m_layout->addStretch(1);

    notebook::Notebook *nb = doc->notebook();
    connect(nb, &notebook::Notebook::reset, this, &NotebookView::rebuild);
    connect(nb, &notebook::Notebook::cellInserted, this, [this](int index, const QString &id) {
        m_window->inserted(index, id, true);
        updateEmptyNote();
        updateCompletions();
        // Current (and scrolled to) before the cells near the screen are filled in again, or
        // that fill would see the old screen and release the new cell. A new empty cell opens
        // for typing (in command mode the notebook keeps the keys); a text cell that arrives
        // with its text (the Assistant's insight, an undone delete) shows it rendered.
        const notebook::Cell *c = m_doc->notebook()->cell(id);
        const bool arrivesWritten = c && c->kind == notebook::CellKind::Markdown && !c->source.trimmed().isEmpty();
        setCurrentCell(id, !hasFocus() && !arrivesWritten);
        queueFill(); // the cells below moved down
    });
    connect(nb, &notebook::Notebook::cellRemoved, this, [this](int index, const QString &id) {
        m_window->removed(index, id);
        updateEmptyNote();
        queueFill(); // the cells below moved up
        updateCompletions();
        if (m_current == id) {
            const notebook::Notebook *n = m_doc->notebook();
            setCurrentCell(n->count() ? n->at(std::min(index, n->count() - 1)).id : QString());
        }
    });
    connect(nb, &notebook::Notebook::cellMoved, this, &NotebookView::moveWidget);
    connect(nb, &notebook::Notebook::cellChanged, this, [this](const QString &id) {
        if (CellWidget *w = m_window->widget(id))
            w->refreshContent();
        else
            m_window->changed(id); // a new height estimate
        updateCompletions();
    });
    connect(nb, &notebook::Notebook::cellStateChanged, this, [this](const QString &id) {
        if (CellWidget *w = m_window->widget(id))
            w->refreshState();
    });
    connect(nb, &notebook::Notebook::cellOutputChanged, this, [this](const QString &id) {
        if (CellWidget *w = m_window->widget(id))
            w->refreshOutput();
        else
            m_window->changed(id);
        // Charts list their source's columns; markdown embeds values.
        for (const QString &child : m_doc->notebook()->graph().children(id)) {
            if (CellWidget *w = m_window->widget(child))
                w->refreshOutput();
        }
    });
    // A parameter's new value shows at once where it is embedded ({{region}}), whatever runs.
    connect(nb, &notebook::Notebook::parameterValueChanged, this, [this](const QString &id) {
        for (const QString &child : m_doc->notebook()->graph().children(id)) {
            if (CellWidget *w = m_window->widget(child))
                w->refreshOutput();
        }
    });
    connect(nb, &notebook::Notebook::graphChanged, this, [this] {
        syncFlavor(); // Notebook::setFlavor announces itself as a graph change
        for (CellWidget *w : m_window->widgets())
            w->refreshDiagnostic();
    });
    connect(doc->runner(), &notebook::NotebookRunner::cellJobStarted, this, [this](const QString &id, db::QueryJob *job) {
        if (CellWidget *w = m_window->widget(id))
            w->showRunningJob(job);
    });
    connect(doc->runner(), &notebook::NotebookRunner::runRefused, this, [this](const QString &reason) { emit status(reason, true); });
    // The current cell's frame follows the mode: command mode while the notebook has the focus.
    connect(qApp, &QApplication::focusChanged, this, [this] { updateModeStyles(); });
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, [this] { fillViewport(0, true); });
    rebuild();
}

NotebookView::~NotebookView()
{
    // Deleting the cell widgets moves the focus, and QApplication::focusChanged would call
    // updateModeStyles() on a view whose members are already gone.
    disconnect(qApp, nullptr, this, nullptr);
}

CellWidget *NotebookView::createWidget(const QString &id)
{
    const notebook::Cell *c = m_doc->notebook()->cell(id);
    CellWidget *w = nullptr;
    switch (c->kind) {
    case notebook::CellKind::Sql:
        w = new SqlCellWidget(m_doc, id, m_container);
        break;
    case notebook::CellKind::Chart:
        w = new ChartCellWidget(m_doc, id, m_container);
        break;
    case notebook::CellKind::Markdown:
        w = new MarkdownCellWidget(m_doc, id, m_container);
        break;
    case notebook::CellKind::Parameter:
        w = new ParameterCellWidget(m_doc, id, m_container);
        break;
    }
    // A click or focus inside a cell: current where it is. Scrolling now would move what was
    // clicked (a drop-down opening its list, a Regenerate button) away from the mouse.
    connect(w, &CellWidget::activated, this, [this](const QString &cellId) { setCurrentCell(cellId, false, false); });
    connect(w, &CellWidget::runRequested, this, &NotebookView::runCell);
    connect(w, &CellWidget::renameRequested, this, &NotebookView::renameCell);
    connect(w, &CellWidget::deleteRequested, m_doc, &NotebookDocument::deleteCell);
    connect(w, &CellWidget::moveRequested, this, [this](const QString &cellId, int delta) {
        m_doc->moveCell(cellId, m_doc->notebook()->indexOf(cellId) + delta);
    });
    connect(w, &CellWidget::chartRequested, this, &NotebookView::chartResultOf);
    connect(w, &CellWidget::insightRequested, this, &NotebookView::describeResultOf);
    connect(w, &CellWidget::parameterCellRequested, this, [this](const QString &name) { m_doc->addParameterCell(name); });
    connect(w, &CellWidget::commandModeRequested, this, [this](const QString &cellId) {
        setCurrentCell(cellId);
        enterCommandMode();
    });
    if (auto *sql = qobject_cast<SqlCellWidget *>(w))
        sql->editor()->setCompletionSource(m_completions);
    w->installEventFilter(this); // for keeping the cell at the top of the screen in place
    // Built late (scrolled to, or mid-run): what the view knows about it now.
    if (db::QueryJob *job = m_doc->runner()->runningJob(id))
        w->showRunningJob(job);
    if (id == m_current) {
        w->setCurrent(true);
        w->setCommandMode(hasFocus());
    }
    return w;
}

void NotebookView::rebuild()
{
    const notebook::Notebook *nb = m_doc->notebook();
    m_current.clear();
    // The first screen now, the rest as it comes near.
    m_container->setUpdatesEnabled(false);
    m_window->reset();
    verticalScrollBar()->setValue(0);
    fillViewport();
    m_container->setUpdatesEnabled(true);
    updateEmptyNote();
    if (nb->count())
        setCurrentCell(nb->at(0).id);
    updateCompletions();
}

CellWidget *NotebookView::cellWidget(const QString &id)
{
    return m_window->build(id);
}

int NotebookView::builtCellCount() const
{
    return m_window->builtCount();
}

bool NotebookView::isBuildingAhead() const
{
    return m_prefetch->isActive();
}

void NotebookView::moveWidget(int from, int to)
{
    m_window->moved(from, to);
    const QString id = m_doc->notebook()->at(to).id;
    // The moved cell stays in view when it is the current one (Move Up/Down, Alt+Up/Down).
    CellWidget *cell = id == m_current ? m_window->build(id) : m_window->widget(id);
    if (cell) {
        QTimer::singleShot(0, this, [this, id, cell = QPointer<CellWidget>(cell)] {
            if (cell && m_window->widget(id) == cell)
                ensureWidgetVisible(cell, 0, 40);
        });
    }
    queueFill();
}

void NotebookView::queueFill()
{
    if (m_fillQueued)
        return;
    m_fillQueued = true;
    QTimer::singleShot(0, this, [this] {
        m_fillQueued = false;
        fillViewport();
    });
}

void NotebookView::fillViewport(int ahead, bool budgeted)
{
    if (m_anchoring) {
        queueFill(); // mid-layout: what the compensating scroll brought in is built after it
        return;
    }
    if (m_filling)
        return; // laying out scrolls (eventFilter), which comes back here
    m_filling = true;
    updateAnchor(); // the analyst may have scrolled since: the cell at the top of the screen now
    const int top = verticalScrollBar()->value();
    const int screen = isVisible() ? viewport()->height() : UnshownViewportHeight;
    auto pinned = [this](const QString &id) {
        const CellWidget *w = m_window->widget(id);
        return m_doc->runner()->runningJob(id) != nullptr || (w && w->isAncestorOf(QApplication::focusWidget()));
    };
    QDeadlineTimer budget(QDeadlineTimer::Forever);
    if (budgeted) {
        // A scroll opens a frame; prefetch turns inside it share its budget. Away from a scroll
        // (the screen at rest, filling what the last one left) each turn has a budget of its own.
        const bool scroll = ahead == 0;
        if (scroll && (!m_frame.isValid() || m_frame.elapsed() >= FrameMs)) {
            m_frame.start();
            m_frameBuildNs = 0;
        }
        const bool inFrame = m_frame.isValid() && m_frame.elapsed() < FrameMs;
        const qint64 leftNs = qint64(BuildBudgetMs) * 1000000 - (inFrame ? m_frameBuildNs : 0);
        if (!inFrame)
            m_frameBuildNs = 0;
        if (ahead > 0 && leftNs <= 0) {
            // Prefetching, with this frame's building done: the next frame, after the paint.
            m_filling = false;
            m_prefetch->start(int(std::max<qint64>(1, FrameMs - m_frame.elapsed())));
            return;
        }
        budget.setPreciseRemainingTime(0, std::max<qint64>(0, leftNs), Qt::PreciseTimer); // a scroll builds one cell even at 0
    }
    QElapsedTimer building;
    building.start();
    const CellWindow::Fill fill = m_window->fill(top, screen, ahead, pinned, budget);
    if (budgeted)
        m_frameBuildNs += building.nsecsElapsed();
    if (fill.aboveChanged && isVisible()) {
        // Cells above the screen were built or released: lay out now (the container first,
        // then the scroll area that resizes it), so the cell at the top of the screen moves
        // before anything is painted and eventFilter scrolls after it.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    }
    m_filling = false;
    updateAnchor();
    // A few cells per turn of the event loop (about 2 ms each), on a timer rather than a posted
    // call so that input and painting come between turns.
    if (fill.more && !m_prefetch->isActive())
        m_prefetch->start(0);
}

// The built cell at the top of the screen and how far above the screen's top it starts; while
// the top of the screen is still unbuilt (scrolling up, the cells above come a few per turn), the
// first built cell below it, so that what the screen shows stays where it is.
void NotebookView::updateAnchor()
{
    const int top = verticalScrollBar()->value();
    m_anchor = nullptr;
    if (top == 0)
        return; // at the start, growth below the first cell is what the analyst expects
    CellWidget *below = nullptr;
    for (CellWidget *w : m_window->widgets()) {
        if (!w->testAttribute(Qt::WA_Resized))
            continue; // not laid out yet: its place is not known
        if (w->y() <= top && w->y() + w->height() > top) {
            below = w;
            break;
        }
        if (w->y() > top && w->y() < top + viewport()->height() && (!below || w->y() < below->y()))
            below = w;
    }
    if (below) {
        m_anchor = below;
        m_anchorOffset = below->y() - top;
    }
}

bool NotebookView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_container && event->type() == QEvent::FocusOut)
        m_releasedEditing = {}; // the analyst went elsewhere
    if (watched == m_container && event->type() == QEvent::KeyPress && !m_releasedEditing.id.isEmpty()) {
        // Typing again in a cell that was scrolled far away: back to it, caret where it was, and
        // the key goes in.
        const ReleasedEditing released = m_releasedEditing;
        m_releasedEditing = {};
        if (m_doc->notebook()->cell(released.id)) {
            setCurrentCell(released.id, true);
            if (auto *editor = qobject_cast<QPlainTextEdit *>(QApplication::focusWidget()); editor && released.cursor >= 0) {
                QTextCursor cursor = editor->textCursor();
                cursor.setPosition(std::min(released.cursor, int(editor->document()->characterCount()) - 1));
                editor->setTextCursor(cursor);
            }
            if (QWidget *focus = QApplication::focusWidget(); focus && focus != m_container)
                QCoreApplication::sendEvent(focus, event);
            return true;
        }
    }
    // A cell above the screen changed height later (its editor wrapped, a result arrived, a
    // neighbour was built): the cell at the top of the screen moved; scroll after it.
    if (event->type() == QEvent::Move && watched == m_anchor && !m_anchoring) {
        const int want = m_anchor->y() - m_anchorOffset;
        if (want != verticalScrollBar()->value()) {
            m_anchoring = true;
            verticalScrollBar()->setValue(want);
            m_anchoring = false;
        }
    }
    return QScrollArea::eventFilter(watched, event);
}

void NotebookView::setCurrentCell(const QString &id, bool focusEditor, bool scrollTo)
{
    if (m_current != id) {
        if (CellWidget *old = m_window->widget(m_current)) {
            old->setCurrent(false);
            old->setCommandMode(false);
        }
        m_current = id;
        emit currentCellChanged(id);
    }
    if (CellWidget *w = m_window->build(id)) {
        w->setCurrent(true);
        w->setCommandMode(!focusEditor && hasFocus());
        if (focusEditor)
            w->focusEditor();
        if (!scrollTo)
            return;
        // Scrolled to now, when it was built far from the screen: a fill that ran first would
        // still see the old screen and release it again.
        if (isVisible()) {
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            ensureWidgetVisible(w, 0, 40);
        }
        // Again once its text has laid out (a cell inserted a moment ago grows as it renders).
        QTimer::singleShot(0, this, [this, id, w = QPointer<CellWidget>(w)] {
            if (!w || m_window->widget(id) != w)
                return; // released meanwhile (deleted later): its geometry means nothing
            QCoreApplication::sendPostedEvents(m_container, QEvent::LayoutRequest);
            ensureWidgetVisible(w, 0, 40);
        });
    }
}

void NotebookView::setCatalog(const db::Catalog &catalog)
{
    QStringList tables;
    for (const db::TableInfo &t : catalog.tables)
        tables << t.name;
    m_doc->notebook()->setCatalogTables(tables);
    m_completions->setCatalog(catalog);
    syncFlavor();
}

void NotebookView::updateCompletions()
{
    // Called for every edit (cellChanged); comparing the names is cheap, sorting them is not.
    m_completions->setExtraNames(m_doc->notebook()->cellNames());
}

void NotebookView::syncFlavor()
{
    const sql::Flavor flavor = m_doc->notebook()->flavor();
    for (CellWidget *w : m_window->widgets()) {
        if (auto *sql = qobject_cast<SqlCellWidget *>(w))
            sql->editor()->setFlavor(flavor); // no-op when it already has it
    }
}

QString NotebookView::addCell(notebook::CellKind kind, const QString &source)
{
    if (kind == notebook::CellKind::Parameter)
        return m_doc->addParameterCell(); // at the top, with the other inputs
    const int index = m_current.isEmpty() ? m_doc->notebook()->count() : m_doc->notebook()->indexOf(m_current) + 1;
    if (kind == notebook::CellKind::Chart) {
        // A new chart reads the nearest SQL cell above it.
        QString sourceId;
        for (int i = index - 1; i >= 0 && sourceId.isEmpty(); --i) {
            if (m_doc->notebook()->at(i).kind == notebook::CellKind::Sql)
                sourceId = m_doc->notebook()->at(i).id;
        }
        return m_doc->addChartCell(index, sourceId, recommendedChartFor(m_doc->notebook(), sourceId));
    }
    return m_doc->addCell(kind, index, source);
}

void NotebookView::runCurrent()
{
    if (!m_current.isEmpty())
        runCell(m_current, false);
}

void NotebookView::runCell(const QString &id, bool advance)
{
    m_doc->runner()->run(id);
    if (!advance)
        return;
    const int index = m_doc->notebook()->indexOf(id);
    if (index + 1 < m_doc->notebook()->count())
        setCurrentCell(m_doc->notebook()->at(index + 1).id, true);
    else
        addCell(notebook::CellKind::Sql);
}

void NotebookView::deleteCurrent()
{
    if (!m_current.isEmpty())
        m_doc->deleteCell(m_current);
}

void NotebookView::moveCurrent(int delta)
{
    if (!m_current.isEmpty())
        m_doc->moveCell(m_current, m_doc->notebook()->indexOf(m_current) + delta);
}

void NotebookView::selectNext(int delta, bool focusEditor)
{
    const notebook::Notebook *nb = m_doc->notebook();
    const int index = std::clamp(nb->indexOf(m_current) + delta, 0, nb->count() - 1);
    if (index >= 0 && index < nb->count())
        setCurrentCell(nb->at(index).id, focusEditor);
}

bool NotebookView::isCommandMode() const
{
    return hasFocus();
}

void NotebookView::enterCommandMode()
{
    const notebook::Notebook *nb = m_doc->notebook();
    if (m_current.isEmpty() && nb->count())
        setCurrentCell(nb->at(0).id);
    setFocus(Qt::OtherFocusReason);
    updateModeStyles();
    emit status(tr("Command mode: A/B add a cell above/below, DD deletes, Enter edits, Up/Down move, Shift+Enter runs. "
                   "F1 lists every key."),
                false);
}

void NotebookView::editCurrent()
{
    if (CellWidget *w = m_window->build(m_current)) {
        w->setCommandMode(false);
        w->focusEditor();
    }
}

void NotebookView::updateModeStyles()
{
    const bool command = hasFocus();
    if (CellWidget *w = m_window->widget(m_current))
        w->setCommandMode(command);
}

void NotebookView::updateEmptyNote()
{
    m_emptyNote->setVisible(m_doc->notebook()->count() == 0);
}

void NotebookView::insertFromCommandMode(int offset)
{
    const notebook::Notebook *nb = m_doc->notebook();
    const int here = m_current.isEmpty() ? nb->count() : nb->indexOf(m_current);
    const int index = std::clamp(here + offset, 0, nb->count());
    const QString id = m_doc->addCell(notebook::CellKind::Sql, index);
    // Inserting focuses the new cell's editor; in command mode the notebook keeps the keys.
    setCurrentCell(id);
    enterCommandMode();
}

void NotebookView::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    // Cells take the viewport's width, never more: a wide cell (a long line, a wide grid) must
    // not widen the notebook, or scrolling to a cell would shift every cell sideways with the
    // horizontal scroll bar hidden. Wide content scrolls inside its own cell.
    m_container->setFixedWidth(viewport()->width());
    queueFill();
}

void NotebookView::showEvent(QShowEvent *event)
{
    QScrollArea::showEvent(event);
    queueFill(); // the real screen may be taller than what was built before showing
}

bool NotebookView::focusNextPrevChild(bool next)
{
    // Tab in command mode goes into the current cell rather than past the notebook.
    if (hasFocus() && next && m_window->widget(m_current)) {
        editCurrent();
        return true;
    }
    return QScrollArea::focusNextPrevChild(next);
}

void NotebookView::chartResultOf(const QString &sourceId)
{
    const notebook::Cell *src = m_doc->notebook()->cell(sourceId);
    if (!src)
        return;
    const int index = m_doc->notebook()->indexOf(sourceId) + 1;
    const QString id = m_doc->addChartCell(index, sourceId, recommendedChartFor(m_doc->notebook(), sourceId), src->name + QStringLiteral("_chart"));
    m_doc->runner()->run(id);
    m_advisor->verify(id); // with a model: TiChart's verify step, applied when it answers
}

void NotebookView::describeResultOf(const QString &cellId)
{
    m_insights->describe(cellId);
}

void NotebookView::setLlmService(llm::LlmService *service)
{
    m_advisor->setLlmService(service);
    m_insights->setLlmService(service);
}

void NotebookView::renameCell(const QString &id, const QString &name)
{
    CellWidget *w = m_window->widget(id);
    if (!notebook::isValidCellName(name)) {
        if (w)
            w->banner()->showMessage(MessageBanner::Kind::Warning,
                                     tr("\"%1\" cannot be a cell name: use letters, digits and underscores, starting with a "
                                        "letter, and not a SQL keyword.").arg(name));
        return;
    }
    const notebook::RenamePlan plan = m_doc->notebook()->planRename(id, name);
    bool rewrite = false;
    if (!plan.affectedCellIds.isEmpty()) {
        QStringList names;
        for (const QString &other : plan.affectedCellIds)
            names << m_doc->notebook()->cell(other)->name;
        const auto answer = QMessageBox::question(
            this, tr("Rename %1").arg(plan.from),
            tr("%n other cell(s) read %1: %2.\n\nUpdate them to read %3?", nullptr, int(names.size()))
                .arg(plan.from, names.join(QStringLiteral(", ")), name),
            QMessageBox::Yes | QMessageBox::No | QMessageBox::Cancel, QMessageBox::Yes);
        if (answer == QMessageBox::Cancel)
            return;
        rewrite = answer == QMessageBox::Yes;
    }
    m_doc->renameCell(id, name, rewrite);
}

void NotebookView::keyPressEvent(QKeyEvent *event)
{
    // Alt+Up/Down between cells, into their editors.
    if (event->modifiers() == Qt::AltModifier && (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down)) {
        selectNext(event->key() == Qt::Key_Up ? -1 : 1);
        return;
    }
    if (!hasFocus()) {
        QScrollArea::keyPressEvent(event);
        return;
    }
    // Command mode: the notebook has the keys.
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    const int key = event->key();
    const bool enter = key == Qt::Key_Return || key == Qt::Key_Enter;
    const notebook::Notebook *nb = m_doc->notebook();
    if (key != Qt::Key_D)
        m_lastDeleteKey = 0;
    if (enter && mods == Qt::ShiftModifier) {
        if (m_current.isEmpty())
            return;
        m_doc->runner()->run(m_current);
        const int index = nb->indexOf(m_current);
        if (index + 1 < nb->count())
            setCurrentCell(nb->at(index + 1).id);
        else
            insertFromCommandMode(1);
        updateModeStyles();
        return;
    }
    if (enter && mods == Qt::ControlModifier) {
        runCurrent();
        return;
    }
    if (mods != Qt::NoModifier) {
        QScrollArea::keyPressEvent(event);
        return;
    }
    switch (key) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        editCurrent();
        return;
    case Qt::Key_Up:
    case Qt::Key_K:
        selectNext(-1, false);
        return;
    case Qt::Key_Down:
    case Qt::Key_J:
        selectNext(1, false);
        return;
    case Qt::Key_Home:
        if (nb->count())
            setCurrentCell(nb->at(0).id);
        return;
    case Qt::Key_End:
        if (nb->count())
            setCurrentCell(nb->at(nb->count() - 1).id);
        return;
    case Qt::Key_A:
        insertFromCommandMode(0);
        return;
    case Qt::Key_B:
        insertFromCommandMode(1);
        return;
    case Qt::Key_D: {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        if (m_lastDeleteKey > 0 && now - m_lastDeleteKey <= 1000) {
            m_lastDeleteKey = 0;
            deleteCurrent(); // one undo step; Z brings it back
        } else {
            m_lastDeleteKey = now;
        }
        return;
    }
    case Qt::Key_Z:
        m_doc->undoStack()->undo();
        return;
    case Qt::Key_Escape:
        return;
    default:
        break;
    }
    QScrollArea::keyPressEvent(event);
}

void NotebookView::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasFormat(QLatin1String(TableMimeType)))
        event->acceptProposedAction();
}

int NotebookView::dropIndex(const QPoint &pos) const
{
    return m_window->indexAt(m_container->mapFrom(viewport(), pos).y());
}

void NotebookView::dropEvent(QDropEvent *event)
{
    const QStringList parts = QString::fromUtf8(event->mimeData()->data(QLatin1String(TableMimeType))).split(u'\t');
    if (parts.size() != 2)
        return;
    dropTable(parts[0], parts[1], event->position().toPoint());
    event->acceptProposedAction();
}

QString NotebookView::dropTable(const QString &schema, const QString &table, const QPoint &pos)
{
    const db::Dialect &d = db::Dialect::forEngine(m_doc->notebook()->connection().engine);
    const QString sql = QStringLiteral("SELECT *\nFROM %1\n%2").arg(d.qualified(schema, table), d.limitClause(100));
    // Not the table's own name: later cells that read `orders` must get the table, not 100 rows.
    const QString id = m_doc->addCell(notebook::CellKind::Sql, dropIndex(pos), sql, table + QStringLiteral("_preview"));
    m_doc->runner()->run(id);
    return id;
}

} // namespace assay::ui
