#pragma once
// In a page that scrolls (the notebook, a scrolling dialog page), the wheel scrolls the page. A
// control that changes a value on the wheel (a combo box, a spin box, a slider, a tab bar) takes
// the wheel only once it has the keyboard focus (a click, Tab); while the pointer merely passes
// over it during a scroll, the page scrolls on and the value stays. Otherwise scrolling through a
// notebook turns a chart's "sum" into "average", then "count".
//
// One application-wide event filter, so that every such control inside any scroll area is covered
// whenever it was built (cells are built as they scroll into view): controls lose "focus on
// wheel" when they are polished or shown, and a wheel over one without focus goes to its page.

#include <QObject>

class QWidget;

namespace assay::ui {

class WheelGuard : public QObject {
    Q_OBJECT
public:
    // Installs the guard on the application once; later calls do nothing.
    static void install();
    // Whether the wheel over `w` changes a value (the controls above; not scroll bars).
    static bool changesValueOnWheel(const QWidget *w);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace assay::ui
