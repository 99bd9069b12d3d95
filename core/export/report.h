#pragma once
// A report is a snapshot of a notebook as a reader sees it: every cell in order, markdown with
// its {{name}} values filled in, SQL (optional), the first rows of each result with the count,
// charts as images, and the facts that let a reader trust it (data source, when each cell ran,
// the hash of its data). Writers (HTML, Markdown, Jupyter here; PDF and print in ui/) only lay
// it out. Plain values: built on the GUI thread in milliseconds, written on any thread.
// Never holds a credential: the data source is described by engine, host and database only.

#include "db/connectionconfig.h"
#include "notebook/cell.h"

#include <QByteArray>
#include <QDateTime>
#include <QSize>

namespace assay::notebook {
class Notebook;
}

namespace assay::exports {

enum class ReportFormat { Html, Pdf, Markdown, Jupyter };
enum class ChartImageFormat { Svg, Png };

// From the file name's suffix (.html/.htm, .pdf, .md/.markdown, .ipynb); false when unknown.
bool reportFormatForPath(const QString &path, ReportFormat *format);
QString reportFormatSuffix(ReportFormat format);

struct ReportOptions {
    bool includeSql = true;  // false: results only
    int maxRows = 20;        // rows shown per result; longer results are summarised with a count
    ChartImageFormat chartFormat = ChartImageFormat::Svg; // HTML and Markdown; PDF is always vector
    QSize chartSize{880, 440};
};

struct ReportTable {
    QList<db::ResultColumn> columns;
    QList<QStringList> rows; // display text, at most ReportOptions::maxRows
    QList<QList<bool>> nulls; // which shown values are SQL NULL
    qint64 totalRows = 0;
    bool truncated = false;  // the query itself stopped at the row cap

    bool isNumeric(int column) const;
};

struct ReportChart {
    QByteArray svg;  // vector image (always, when the chart could be drawn)
    QByteArray png;  // raster image at 2x (for Markdown and Jupyter readers without SVG)
    QSize size;      // logical size in pixels
    QString title;
    QString error;   // why there is no image (not run, a table chart, nothing to draw)
    QStringList notes;

    bool hasImage() const { return !svg.isEmpty() || !png.isEmpty(); }
};

struct ReportCell {
    QString id;
    QString name;
    notebook::CellKind kind = notebook::CellKind::Sql;
    bool isInsight = false;
    QString sql;        // SQL cells: the cell's text (empty when the report leaves SQL out)
    QString markdown;   // markdown cells: the text with {{name}} values filled in
    QString sourceName; // chart cells: the SQL cell they plot
    bool hasTable = false;
    ReportTable table;
    ReportChart chart;
    notebook::OutputInfo output; // ran at, rows, time, data hash, error
    notebook::CellState state = notebook::CellState::Idle;
};

struct Report {
    QString title;
    QString dataSource;  // "Sample: Northwind Outfitters (SQLite, retail.sqlite)"
    QDateTime generatedAt;
    QDateTime ranAt;     // when the newest result was computed (invalid: nothing ran)
    QString generator;   // "Assay 0.1.0"
    // The notebook's parameters and their values now (each cell's run line says what it was
    // computed with, which may differ when it has not run since).
    QList<notebook::UsedParameter> parameters;
    ReportOptions options;
    QList<ReportCell> cells;

    int chartCount() const;
};

// A reader-facing description of where the data came from, without user names or secrets.
QString describeDataSource(const db::ConnectionConfig &config);

// Everything but chart images (cells of kind Chart get their title and, if not run, the reason).
Report buildReport(const notebook::Notebook &notebook, const ReportOptions &options);

// A short run line for a cell: "Ran 2024-05-01 10:02 UTC · 7 rows · 12 ms · region = North" (the
// parameters it was computed with last).
QString runSummary(const ReportCell &cell);

} // namespace assay::exports
