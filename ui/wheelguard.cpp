#include "wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QScrollBar>
#include <QTabBar>
#include <QWheelEvent>

namespace assay::ui {
namespace {

// The scroll area whose page holds `w` (w inside its viewport), or null.
QAbstractScrollArea *pageOf(const QWidget *w)
{
    for (QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
        // The page itself may be a window of its own (a notebook view shown alone).
        auto *area = qobject_cast<QAbstractScrollArea *>(p);
        if (area && area->viewport()->isAncestorOf(w))
            return area;
        if (p->isWindow())
            return nullptr;
    }
    return nullptr;
}

// The value-changing control `w` is or is part of (a spin box's line edit), up to its page.
QWidget *controlOf(QWidget *w)
{
    for (QWidget *c = w; c && !c->isWindow(); c = c->parentWidget()) {
        if (WheelGuard::changesValueOnWheel(c))
            return c;
        if (qobject_cast<QAbstractScrollArea *>(c))
            return nullptr; // a scrolling part of its own (an editor, a grid) handles its wheel
    }
    return nullptr;
}

bool hasKeyboardFocus(const QWidget *control)
{
    const QWidget *focus = QApplication::focusWidget();
    return focus && (focus == control || control->isAncestorOf(focus));
}

} // namespace

void WheelGuard::install()
{
    static WheelGuard *guard = nullptr;
    if (guard || !qApp)
        return;
    guard = new WheelGuard(qApp);
    qApp->installEventFilter(guard);
}

bool WheelGuard::changesValueOnWheel(const QWidget *w)
{
    if (qobject_cast<const QScrollBar *>(w))
        return false;
    return qobject_cast<const QComboBox *>(w) || qobject_cast<const QAbstractSpinBox *>(w) ||
           qobject_cast<const QAbstractSlider *>(w) || qobject_cast<const QTabBar *>(w);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if (type != QEvent::Wheel && type != QEvent::Polish && type != QEvent::Show)
        return false;
    auto *w = qobject_cast<QWidget *>(watched);
    if (!w)
        return false;
    if (type != QEvent::Wheel) {
        // A wheel gives focus to a WheelFocus control before any filter sees it: take that away,
        // so that only a click or Tab gives the control the wheel. Again when it is shown: a
        // control polished before its cell was placed in the page (a size hint asked early) was
        // not yet known to be on one.
        if (changesValueOnWheel(w) && w->focusPolicy() == Qt::WheelFocus && pageOf(w))
            w->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    QWidget *control = controlOf(w);
    if (!control || hasKeyboardFocus(control))
        return false;
    QAbstractScrollArea *page = pageOf(control);
    if (!page)
        return false;
    // The page scrolls as if the control were not there.
    auto *wheel = static_cast<QWheelEvent *>(event);
    const QPointF at = page->viewport()->mapFromGlobal(wheel->globalPosition());
    QWheelEvent copy(at, wheel->globalPosition(), wheel->pixelDelta(), wheel->angleDelta(), wheel->buttons(), wheel->modifiers(),
                     wheel->phase(), wheel->inverted(), wheel->source());
    QCoreApplication::sendEvent(page->viewport(), &copy);
    wheel->accept();
    return true;
}

} // namespace assay::ui
