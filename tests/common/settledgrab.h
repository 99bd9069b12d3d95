#pragma once
// A screenshot of what a person would see: taken once the widget has stopped changing (layouts
// settled, text laid out, charts drawn), judged by the picture itself rather than by sleeping a
// guessed number of milliseconds first. Header-only: only the tests that link QtWidgets use it.

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QTest>
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
        // Polled like QTRY_VERIFY: 20 ms of the event loop between pictures, so that short timers
        // (a deferred prefetch of cells, a debounced layout) have come due, and a still picture
        // means a settled one.
        QTest::qWait(20);
        const QImage next = w->grab().toImage();
        same = next == last ? same + 1 : 0;
        last = next;
    }
    if (same < 2)
        qWarning("settledGrab: the picture of %s kept changing for %d ms; taking the last one", qPrintable(w->objectName()), timeoutMs);
    return last;
}

} // namespace assay::test
