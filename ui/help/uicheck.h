#pragma once
// A self-check for packaging and language tests: with ASSAY_UI_CHECK=DIR in the environment,
// the window opens without connecting anywhere, writes DIR/ui.txt (window title, menu titles,
// the language in use and a number and date in the locale's format) and DIR/window.png, then
// quits. Runs on any platform plugin, offscreen included.

#include <QString>

namespace assay::ui {

class MainWindow;

// The directory from ASSAY_UI_CHECK, or empty.
QString uiCheckDirectory();
// Schedules the check on `window` (shown); the application quits when it is done.
void scheduleUiCheck(MainWindow *window, const QString &directory, const QString &language);

} // namespace assay::ui
