#pragma once
// A notebook as Jupyter's nbformat 4.5 (it opens in JupyterLab and VS Code): markdown cells as
// markdown, SQL cells as `%%sql --save NAME` code cells (JupySQL's magic; --save lets later
// cells read them by name, as in Assay) with their first rows as an HTML and a text output, and
// chart cells as code cells whose output is the chart image (PNG, and SVG beside it). Build the
// report with ReportOptions::includeSql: a notebook without its code is not one.

#include "report.h"

#include <QByteArray>

namespace assay::exports {

QByteArray ipynbNotebook(const Report &report);

} // namespace assay::exports
