#pragma once
// A screenshot of what a person would see: taken once the widget has stopped changing (layouts
// settled, text laid out, charts drawn), judged by the picture itself rather than by sleeping a
// guessed number of milliseconds first. Header-only: only the tests that link QtWidgets use it.

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QWidget>

namespace assay::test {

// Grabs until three pictures in a row, each after the posted events and layouts ran, are the
// same; after `timeoutMs` (a blinking caret that never settles) the last one.
inline QImage settledGrab(QWidget *w, int timeoutMs = 5000)
{
    QElapsedTimer clock;
    clock.start();
    QImage last;
    int same = 0;
    while (same < 2 && clock.elapsed() < timeoutMs) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QApplication::processEvents();
        const QImage next = w->grab().toImage();
        same = next == last ? same + 1 : 0;
        last = next;
    }
    return last;
}

} // namespace assay::test
