#pragma once
// A report as one self-contained HTML file: styles inline, charts embedded as data: URIs (SVG or
// PNG), no script, nothing fetched from elsewhere. Well-formed XHTML syntax, so it parses as XML
// too; tables keep their header on every printed page (thead).

#include "report.h"

#include <QByteArray>

namespace assay::exports {

QByteArray htmlReport(const Report &report);

// Pieces shared with the Jupyter export: a result table and its caption.
QString htmlTable(const ReportTable &table);
QString tableCaption(const ReportTable &table);

} // namespace assay::exports
