#include "cellwindow.h"

#include "cellwidget.h"

#include "notebook/notebook.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QPlainTextEdit>
#include <QVBoxLayout>
#include <QWidget>

#include <algorithm>

namespace assay::ui {

namespace {

constexpr int MaxBuiltCells = 32;  // past this, far cells are released
constexpr int PinnedCellsLimit = 4 * MaxBuiltCells;
constexpr int ReleaseScreens = 2;  // "far": this many screens from the viewport
constexpr int HeaderHeight = 36;   // the name, state and actions row with the frame's margins
constexpr int ChartHeight = 340;   // a chart cell's plot and its controls
constexpr int GridChrome = 48;     // the result grid's header, scroll bar and frame
constexpr int GridRowsShown = 10;  // SqlCellWidget::fitGrid shows up to ten rows

// A cell's height before its widget exists: its header, its text's lines as the editor shows
// them (3 to 18 for SQL) and its output. Close is enough: the view keeps the cell at the top of
// the screen in place when a built neighbour turns out taller or shorter.
int estimatedHeight(const notebook::Cell &cell, int line)
{
    const int lines = int(cell.source.count(u'\n')) + 1;
    switch (cell.kind) {
    case notebook::CellKind::Chart:
        return HeaderHeight + ChartHeight;
    case notebook::CellKind::Markdown:
        return HeaderHeight + lines * line + 16;
    case notebook::CellKind::Parameter:
        return HeaderHeight + 16; // one row; its definition opens on demand
    case notebook::CellKind::Sql:
        break;
    }
    int height = HeaderHeight + std::clamp(lines, 3, 18) * line + 12;
    if (!cell.output.error.isEmpty())
        height += 2 * line + 16;
    else if (cell.output.rowCount > 0)
        height += GridChrome + int(std::min<qint64>(cell.output.rowCount, GridRowsShown)) * (line + 6);
    return height;
}

} // namespace

CellWindow::CellWindow(const notebook::Notebook *notebook, QVBoxLayout *layout, Factory make, QObject *parent)
    : QObject(parent)
    , m_notebook(notebook)
    , m_layout(layout)
    , m_make(std::move(make))
    , m_above(new QWidget(layout->parentWidget()))
    , m_below(new QWidget(layout->parentWidget()))
    , m_heights(size_t(notebook->count()), -1)
{
    // Hidden while they stand for no cell: a hidden item takes no spacing in a box layout.
    m_above->hide();
    m_below->hide();
    m_layout->insertWidget(0, m_above);
    m_layout->insertWidget(1, m_below);
}

void CellWindow::reset()
{
    for (CellWidget *w : std::as_const(m_widgets)) {
        m_layout->removeWidget(w);
        delete w;
    }
    m_widgets.clear();
    m_heights.assign(size_t(m_notebook->count()), -1);
    m_lo = m_hi = 0;
    updateSpacers();
}

int &CellWindow::heightSlot(int index) const
{
    // Kept in step with the notebook by inserted/removed/moved/reset; resized here only as a
    // safety net, so a missed notification costs estimates, never a read out of bounds.
    if (m_heights.size() != size_t(m_notebook->count()))
        m_heights.resize(size_t(m_notebook->count()), -1);
    return m_heights[size_t(index)];
}

int CellWindow::estimate(int index) const
{
    int &h = heightSlot(index);
    if (h < 0)
        h = estimatedHeight(m_notebook->at(index), m_layout->parentWidget()->fontMetrics().lineSpacing());
    return h;
}

int CellWindow::heightOf(int index) const
{
    if (index >= m_lo && index < m_hi) { // only the window's cells have widgets
        if (const CellWidget *w = m_widgets.value(m_notebook->at(index).id)) // laid out: its height; new: what it asks for
            return w->testAttribute(Qt::WA_Resized) ? w->height() : w->sizeHint().height();
    }
    return estimate(index);
}

int CellWindow::indexAt(int y) const
{
    int top = m_layout->contentsMargins().top();
    for (int i = 0; i < m_notebook->count(); ++i) {
        const int h = heightOf(i);
        if (y < top + h / 2)
            return i;
        top += h + m_layout->spacing();
    }
    return m_notebook->count();
}

void CellWindow::buildAt(int index, int layoutPos)
{
    const QString &id = m_notebook->at(index).id;
    CellWidget *w = m_make(id);
    heightSlot(index) = -1; // its widget knows; estimated afresh if released unlaid-out
    m_widgets.insert(id, w);
    m_layout->insertWidget(layoutPos, w);
    w->show(); // now, not on the layout's queued call: it takes its place in this layout pass
}

void CellWindow::releaseAt(int index)
{
    const QString &id = m_notebook->at(index).id;
    if (CellWidget *w = m_widgets.take(id))
        discard(w, index, true);
}

void CellWindow::discard(CellWidget *w, int index, bool keepFocus)
{
    const QString &id = m_notebook->at(index).id;
    if (w->testAttribute(Qt::WA_Resized))
        heightSlot(index) = w->height(); // exact when it comes back
    QWidget *focus = QApplication::focusWidget();
    if (keepFocus && w->isAncestorOf(focus)) {
        // The analyst was typing here: the view keeps the place and brings the cell back at
        // the next key (typing into nothing, or into command mode, would lose or misread it).
        const auto *editor = qobject_cast<const QPlainTextEdit *>(focus);
        emit focusReleased(id, editor ? editor->textCursor().position() : -1);
    }
    m_layout->removeWidget(w);
    w->hide();
    w->deleteLater(); // it may be the widget whose event (a wheel at a grid's end) scrolled here
}

void CellWindow::setWindow(int lo, int hi, QDeadlineTimer budget)
{
    if (m_lo == m_hi || lo >= m_hi || hi <= m_lo) {
        while (m_hi > m_lo)
            releaseAt(--m_hi);
        m_lo = m_hi = lo;
    }
    while (m_lo < lo)
        releaseAt(m_lo++);
    while (m_hi > hi)
        releaseAt(--m_hi);
    // Above first (scrolling up, those are on the screen), then below (a jump starts at the
    // screen's top). Another cell only when the last one's time still fits in the budget.
    qint64 lastBuildMs = -1;
    auto mayBuild = [&] { return lastBuildMs < 0 || budget.isForever() || budget.remainingTime() > lastBuildMs; };
    QElapsedTimer clock;
    while (m_lo > lo && mayBuild()) {
        clock.start();
        buildAt(--m_lo, 1);
        lastBuildMs = clock.elapsed();
    }
    while (m_hi < hi && mayBuild()) {
        clock.start();
        buildAt(m_hi, 1 + m_hi - m_lo);
        ++m_hi;
        lastBuildMs = clock.elapsed();
    }
    updateSpacers();
}

void CellWindow::updateSpacers()
{
    auto span = [this](int from, int to) {
        int h = 0;
        for (int i = from; i < to; ++i)
            h += heightOf(i);
        return h + std::max(0, to - from - 1) * m_layout->spacing();
    };
    const int count = m_notebook->count();
    m_above->setFixedHeight(span(0, m_lo));
    m_above->setVisible(m_lo > 0);
    m_below->setFixedHeight(span(m_hi, count));
    m_below->setVisible(m_hi < count);
}

bool CellWindow::isJump(int lo, int hi) const
{
    return m_lo == m_hi || hi < m_lo - MaxBuiltCells || lo > m_hi + MaxBuiltCells;
}

CellWidget *CellWindow::build(const QString &id)
{
    if (CellWidget *w = m_widgets.value(id))
        return w;
    const int index = m_notebook->indexOf(id);
    if (index < 0)
        return nullptr;
    if (isJump(index, index + 1))
        setWindow(index, index + 1); // build there, not everything in between
    else
        setWindow(std::min(m_lo, index), std::max(m_hi, index + 1));
    return m_widgets.value(id);
}

void CellWindow::inserted(int index, const QString &id, bool build)
{
    Q_UNUSED(id)
    if (size_t(index) <= m_heights.size())
        m_heights.insert(m_heights.begin() + index, -1);
    if (m_lo == m_hi) {
        m_lo = m_hi = build ? index : (index < m_lo ? m_lo + 1 : m_lo);
        if (build) {
            buildAt(index, 1);
            ++m_hi;
        }
    } else if (index < m_lo) {
        ++m_lo;
        ++m_hi;
    } else if (index < m_hi || (index == m_hi && build)) { // inside the window: built, to stay contiguous
        buildAt(index, 1 + index - m_lo);
        ++m_hi;
    }
    updateSpacers();
}

void CellWindow::removed(int index, const QString &id)
{
    // The window and the heights first: hiding a widget with the focus moves the focus, which can
    // make another cell current and scroll, and that fill must see the notebook as it now is.
    CellWidget *w = m_widgets.take(id);
    if (w)
        --m_hi;
    else if (index < m_lo) {
        --m_lo;
        --m_hi;
    }
    if (size_t(index) < m_heights.size())
        m_heights.erase(m_heights.begin() + index);
    if (w) { // the cell is gone: nothing to come back to, no height to keep
        m_layout->removeWidget(w);
        w->hide();
        w->deleteLater();
    }
    updateSpacers();
}

void CellWindow::moved(int from, int to)
{
    const QString id = m_notebook->at(to).id;
    if (size_t(std::max(from, to)) < m_heights.size()) { // the heights move with their cells
        const auto first = m_heights.begin();
        if (from < to)
            std::rotate(first + from, first + from + 1, first + to + 1);
        else
            std::rotate(first + to, first + from, first + from + 1);
    }
    // Out of the window as if removed from `from`...
    CellWidget *w = m_widgets.take(id);
    if (w) {
        m_layout->removeWidget(w);
        --m_hi;
    } else if (from < m_lo) {
        --m_lo;
        --m_hi;
    }
    // ...and back in at `to`: inside the window it must be built, next to it a built one stays.
    const bool empty = m_lo == m_hi;
    const bool inside = !empty && to > m_lo && to < m_hi;
    const bool adjacent = !empty && (to == m_lo || to == m_hi);
    if (w && (empty || inside || adjacent)) {
        if (empty)
            m_lo = m_hi = to;
        m_layout->insertWidget(1 + to - m_lo, w);
        m_widgets.insert(id, w);
        ++m_hi;
    } else {
        if (w)
            discard(w, to, true);
        if (inside) {
            buildAt(to, 1 + to - m_lo);
            ++m_hi;
        } else if (to < m_lo || (to == m_lo && !empty)) {
            ++m_lo;
            ++m_hi;
        }
    }
    updateSpacers();
}

void CellWindow::changed(const QString &id)
{
    if (m_widgets.contains(id))
        return;
    const int index = m_notebook->indexOf(id);
    if (index >= 0 && size_t(index) < m_heights.size())
        m_heights[size_t(index)] = -1;
    updateSpacers();
}

CellWindow::Fill CellWindow::fill(int top, int screen, int ahead, const std::function<bool(const QString &)> &pinned,
                                  QDeadlineTimer budget)
{
    const int count = m_notebook->count();
    Fill out;
    int seenFirst = -1; // the cells on the screen
    int seenLast = -1;
    int nearFirst = -1; // within a screen of it
    int nearLast = -1;
    int keepFrom = count; // not far from it
    int keepTo = -1;
    int y = m_layout->contentsMargins().top();
    for (int i = 0; i < count; ++i) {
        const int h = heightOf(i);
        if (y + h > top && y < top + screen) {
            seenFirst = seenFirst < 0 ? i : seenFirst;
            seenLast = i;
        }
        if (y + h >= top - screen && y <= top + 2 * screen) {
            nearFirst = nearFirst < 0 ? i : nearFirst;
            nearLast = i;
        }
        if (y + h >= top - ReleaseScreens * screen && y <= top + (ReleaseScreens + 1) * screen) {
            keepFrom = std::min(keepFrom, i);
            keepTo = i;
        }
        y += h + m_layout->spacing();
    }
    if (seenFirst < 0)
        return out;
    // What is on the screen is built now; the screen above and below, `ahead` cells at a time.
    int lo = seenFirst;
    int hi = seenLast + 1;
    if (!isJump(lo, hi)) {
        lo = std::min(lo, m_lo);
        hi = std::max(hi, m_hi);
    }
    for (int extra = ahead; extra > 0 && (hi <= nearLast || lo > nearFirst); --extra) {
        if (hi <= nearLast) // below first: reading goes down
            ++hi;
        else
            --lo;
    }
    out.more = hi <= nearLast || lo > nearFirst;
    // Trim the far ends; a pinned cell (focus, a running query) stops the trim at its end, until
    // keeping it would hold more than PinnedCellsLimit widgets.
    auto mayGo = [&](int i) { return hi - lo > PinnedCellsLimit || !pinned(m_notebook->at(i).id); };
    while (hi - lo > MaxBuiltCells && lo < seenFirst && lo < keepFrom && mayGo(lo))
        ++lo;
    while (hi - lo > MaxBuiltCells && hi - 1 > seenLast && hi - 1 > keepTo && mayGo(hi - 1))
        --hi;
    out.aboveChanged = lo != m_lo;
    if (lo != m_lo || hi != m_hi)
        setWindow(lo, hi, budget);
    out.more = out.more || lo != m_lo || hi != m_hi; // the budget ran out first
    return out;
}

} // namespace assay::ui
