#pragma once
// A report as Markdown (GitHub flavour): text cells as they are, SQL in fenced blocks, results as
// pipe tables (first rows and a count), charts as images in a folder beside the file
// ("report_files/revenue_chart.svg"), referenced by relative links.

#include "report.h"

#include <QByteArray>
#include <QList>
#include <QPair>

namespace assay::exports {

struct ReportFiles {
    QByteArray main;
    QList<QPair<QString, QByteArray>> attachments; // paths relative to the main file's folder
};

// `filesFolder` is the folder name for the images, relative to the report ("report_files").
ReportFiles markdownReport(const Report &report, const QString &filesFolder);

// The folder name for a report's images: "<base name>_files".
QString attachmentFolderFor(const QString &reportPath);

// Writes the attachments, then the main file, each atomically. When anything fails, what this
// call wrote is removed again (and the folder, if it made it), so no partial report remains.
QString writeReportFiles(const QString &path, const ReportFiles &files);

} // namespace assay::exports
