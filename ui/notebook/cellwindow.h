#pragma once
// Which cells of a notebook view have a widget. They form one contiguous window of the notebook;
// a spacer above it and one below stand for the other cells at their estimated (or last shown)
// heights, so the scroll bar is right while the layout holds only a screenful or two of widgets.
// Opening, scrolling and editing a notebook of a thousand cells then cost what its screen costs:
// widgets, layout passes and memory follow the window, not the notebook's length.
//
// The window grows as the analyst scrolls and is trimmed at its far end past MaxBuiltCells; a
// jump to a far cell (End, a search result) moves it there. Pointers from widget()/build() stay
// valid until the window next moves (fill() or a build() of a cell far away).

#include <QDeadlineTimer>
#include <QHash>
#include <QObject>

#include <functional>
#include <vector>

class QVBoxLayout;
class QWidget;

namespace assay::notebook {
class Notebook;
}

namespace assay::ui {

class CellWidget;

class CellWindow : public QObject {
    Q_OBJECT
public:
    using Factory = std::function<CellWidget *(const QString &id)>;
    // Puts its two spacers at the start of `layout` (the cells go between them).
    CellWindow(const notebook::Notebook *notebook, QVBoxLayout *layout, Factory make, QObject *parent = nullptr);

    // Every cell unbuilt (the notebook was replaced).
    void reset();
    CellWidget *widget(const QString &id) const { return m_widgets.value(id); }
    const QHash<QString, CellWidget *> &widgets() const { return m_widgets; }
    int builtCount() const { return int(m_widgets.size()); }
    // The cell's widget, building it (and the cells between it and the window) if needed.
    CellWidget *build(const QString &id);

    // The notebook changed; `build` asks for the new cell's widget when it is next to the window.
    void inserted(int index, const QString &id, bool build);
    void removed(int index, const QString &id);
    void moved(int from, int to);
    // An unbuilt cell's text or output changed: a new height estimate.
    void changed(const QString &id);

    struct Fill {
        bool more = false; // cells within a screen of the viewport are still unbuilt
        bool aboveChanged = false; // cells above the window's old start were built or released
    };
    // Builds the cells on the screen [top, top + screen) and `ahead` more of those within a
    // screen of it (below first); releases far cells once more than MaxBuiltCells are built,
    // except `pinned` ones (focus, a running query) at the window's ends. Building stops at
    // `budget` (at least one cell is built): the rest is `more`, for the next turn, so that a
    // scroll-bar drag paints every frame instead of building a whole new screen in one.
    Fill fill(int top, int screen, int ahead, const std::function<bool(const QString &id)> &pinned,
              QDeadlineTimer budget = QDeadlineTimer(QDeadlineTimer::Forever));
    // The cell index at a y (for drops): the first cell whose middle is below it.
    int indexAt(int y) const;

signals:
    // The cell about to be released holds the keyboard focus (a jump far away, a move out of the
    // window, or pinned for too long); `cursor` is its editor's text cursor, -1 without one.
    void focusReleased(const QString &id, int cursor);

private:
    int heightOf(int index) const; // built: its height; unbuilt: estimate or last shown
    int estimate(int index) const;
    int &heightSlot(int index) const; // m_heights[index], the vector sized to the notebook first
    // Cells [lo, hi) are far from the window: it moves there instead of growing to reach them.
    bool isJump(int lo, int hi) const;
    // Moves the window to [lo, hi); building stops at `budget` (after one cell at least).
    void setWindow(int lo, int hi, QDeadlineTimer budget = QDeadlineTimer(QDeadlineTimer::Forever));
    void buildAt(int index, int layoutPos);
    void releaseAt(int index);
    // Out of the layout and deleted later; its height kept for a placeholder.
    void discard(CellWidget *w, int index, bool keepFocus);
    void updateSpacers();

    const notebook::Notebook *m_notebook;
    QVBoxLayout *m_layout;
    Factory m_make;
    QWidget *m_above;
    QWidget *m_below;
    int m_lo = 0; // the window: cells [m_lo, m_hi) have widgets
    int m_hi = 0;
    QHash<QString, CellWidget *> m_widgets;
    // Unbuilt cells' heights, estimated or last shown, by index (-1: not yet estimated). By index,
    // not by id: fill() and the spacers sum every cell's height on each scroll frame, and hashing
    // a thousand ids per frame was a tenth of a scroll-bar drag's time.
    mutable std::vector<int> m_heights;
};

} // namespace assay::ui
