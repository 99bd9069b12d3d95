#include "reportexporter.h"

#include "chartimage.h"
#include "reportdocument.h"

#include "async/whenfinished.h"
#include "db/resultstore.h"
#include "export/htmlreport.h"
#include "export/exportfile.h"
#include "export/ipynbexport.h"
#include "export/markdownreport.h"
#include "notebook/notebook.h"

#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace assay::ui {

ReportExporter::ReportExporter(QObject *parent)
    : QObject(parent)
{
}

// A file write in flight finishes on the pool; its result is simply not reported (whenFinished
// reports nothing once this object is gone).
ReportExporter::~ReportExporter() = default;

void ReportExporter::start(const notebook::Notebook &notebook, const ReportRequest &request)
{
    if (m_running)
        return;
    m_request = request;
    if (request.format == exports::ReportFormat::Jupyter)
        m_request.options.includeSql = true; // a notebook without its code is not one
    // On a page a chart is about 17 cm wide: drawn at a smaller size its text is larger there.
    if (request.format == exports::ReportFormat::Pdf && request.options.chartSize == exports::ReportOptions{}.chartSize)
        m_request.options.chartSize = QSize(680, 380);
    m_report = exports::buildReport(notebook, m_request.options);
    m_charts.clear();
    m_drawn = 0;
    for (int i = 0; i < m_report.cells.size(); ++i) {
        const exports::ReportCell &rc = m_report.cells[i];
        if (rc.kind != notebook::CellKind::Chart || !rc.chart.error.isEmpty())
            continue;
        const notebook::Cell *cell = notebook.cell(rc.id);
        if (cell)
            m_charts.append({i, cell->chart, notebook.result(rc.id), QPicture()});
    }
    m_running = true;
    m_cancelled = false;
    QTimer::singleShot(0, this, &ReportExporter::drawNextChart);
}

void ReportExporter::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    if (!m_writing)
        QTimer::singleShot(0, this, [this] { finish(tr("The export was cancelled.")); });
}

void ReportExporter::drawNextChart()
{
    if (!m_running || m_cancelled)
        return;
    if (m_drawn >= m_charts.size()) {
        writeFile();
        return;
    }
    const PendingChart &p = m_charts[m_drawn];
    exports::ReportCell &cell = m_report.cells[p.cellIndex];
    emit progressed(m_drawn, int(m_charts.size()) + 1, tr("Drawing %1").arg(cell.name));
    DrawnReportChart drawn = drawReportChart(p.spec, p.rows, m_request.options.chartSize);
    cell.chart = std::move(drawn.chart);
    m_charts[m_drawn].picture = std::move(drawn.picture);
    ++m_drawn;
    // One chart per turn of the event loop keeps the window responsive between them.
    QTimer::singleShot(0, this, &ReportExporter::drawNextChart);
}

QString ReportExporter::writeReport(const exports::Report &report, const ReportRequest &request)
{
    switch (request.format) {
    case exports::ReportFormat::Html:
        return exports::writeExportFile(request.path, exports::htmlReport(report));
    case exports::ReportFormat::Jupyter:
        return exports::writeExportFile(request.path, exports::ipynbNotebook(report));
    case exports::ReportFormat::Markdown:
        return exports::writeReportFiles(request.path,
                                         exports::markdownReport(report, exports::attachmentFolderFor(request.path)));
    case exports::ReportFormat::Pdf:
        return writePdfReport(report, request.path);
    }
    return {};
}

void ReportExporter::writeFile()
{
    emit progressed(int(m_charts.size()), int(m_charts.size()) + 1, tr("Writing %1").arg(m_request.path));
    m_writing = true;
    // The PNGs are rasterised here too: a chart's takes tens of milliseconds at 2x.
    const QFuture<QString> written = QtConcurrent::run([report = m_report, request = m_request, charts = m_charts]() mutable {
        for (const PendingChart &c : charts) {
            exports::ReportChart &chart = report.cells[c.cellIndex].chart;
            if (chart.error.isEmpty() && !c.picture.isNull())
                chart.png = pngFromPicture(c.picture, request.options.chartSize, 2.0);
        }
        return writeReport(report, request);
    });
    async::whenFinished(written, this,
        [this](const QString &error) {
            m_writing = false;
            finish(error);
        },
        [this] {
            m_writing = false;
            finish(tr("The export was cancelled."));
        });
}

void ReportExporter::finish(const QString &error)
{
    if (!m_running)
        return;
    m_running = false;
    m_charts.clear();
    // A cancel that came while the file was being written: the file is complete, so say so.
    emit finished(error);
}

} // namespace assay::ui
