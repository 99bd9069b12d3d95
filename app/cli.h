#pragma once
// The headless command line: verbs that run without a display (assay --help, --version,
// sample-db, and the verbs later issues add: run, export, ask, eval).

#include <QStringList>

#include <memory>

class QCoreApplication;

namespace assay::app {

// True when argv asks for something that needs no window.
bool isHeadless(int argc, char **argv);

// The application object a headless command needs: a QApplication on the offscreen platform for
// the verbs that draw charts (run, export-chart), a QCoreApplication for the rest. `argc` must
// outlive it (Qt keeps a reference).
std::unique_ptr<QCoreApplication> createHeadlessApplication(int &argc, char **argv);

// Runs a headless command; returns the process exit code.
int runHeadless(int argc, char **argv);

// Text of `assay --help`.
QString helpText();
// Its part about `assay check` (printed after helpText()).
QString checkHelpText();

} // namespace assay::app
