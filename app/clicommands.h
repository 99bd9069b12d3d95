#pragma once
// The headless verbs that need a notebook, a database or a display-less window system; each
// returns an exit code (cliargs.h).

#include <QStringList>

namespace assay::app {

int runCommand(const QStringList &args);        // assay run
int exportChartCommand(const QStringList &args); // assay export-chart
int exportDataCommand(const QStringList &args);  // assay export-data
int askCommand(const QStringList &args);         // assay ask
int mcpCommand(const QStringList &args);         // assay mcp
int checkCommand(const QStringList &args);       // assay check (clicheck.cpp)
int checkVerifiedCommand(const QStringList &args); // assay check --verified (clicheckverified.cpp)

} // namespace assay::app
