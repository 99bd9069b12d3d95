#pragma once
// The headless command line: verbs that run without a display (assay --help, --version,
// sample-db, and the verbs later issues add: run, export, ask, eval).

#include <QStringList>

namespace assay::app {

// True when argv asks for something that needs no window.
bool isHeadless(int argc, char **argv);

// Runs a headless command; returns the process exit code.
int runHeadless(int argc, char **argv);

// Text of `assay --help`.
QString helpText();

} // namespace assay::app
