#include "exportactions.h"
#include "exportfolder.h"
#include "export/dataexport.h"
#include "uitr.h"

#include "chartexportdialog.h"
#include "chartimage.h"
#include "chartview.h"
#include "dataexportjob.h"
#include "mainwindow.h"
#include "messagebanner.h"
#include "notebook/notebookdocument.h"
#include "notebook/notebookview.h"
#include "reportdocument.h"
#include "reportexportdialog.h"
#include "reportexporter.h"
#include "resultgrid.h"

#include "db/connectionmanager.h"
#include "db/dbsession.h"
#include "db/resultmodel.h"
#include "db/resultstore.h"
#include "notebook/notebook.h"
#include "notebook/sqlcomposer.h"

#include <QtCharts/QChartView>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>

namespace assay::ui {
namespace {

// Tells the user how an export went where they are looking: the window's banner and status bar,
// or a message box for widgets outside a main window.
void tell(QWidget *from, const QString &text, bool isError)
{
    if (auto *w = qobject_cast<MainWindow *>(from ? from->window() : nullptr)) {
        if (isError)
            w->banner()->showMessage(MessageBanner::Kind::Error, text);
        w->statusBar()->showMessage(text, isError ? 10000 : 5000);
        return;
    }
    if (isError)
        QMessageBox::warning(from, Tr::tr("Export"), text);
}

QString baseNameOf(MainWindow *window)
{
    const QString path = window->document()->filePath();
    if (!path.isEmpty())
        return QFileInfo(path).completeBaseName();
    QString title = window->document()->notebook()->title().toLower();
    title.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("_"));
    return title.isEmpty() ? QStringLiteral("report") : title;
}

// --- data --------------------------------------------------------------------------------------

QString askDataPath(QWidget *parent, const QString &baseName, exports::DataExportOptions *options)
{
    const QString folder = defaultExportFolder(QStringLiteral("export/dataFolder"), QStandardPaths::DocumentsLocation);
    const QString csv = Tr::tr("CSV, UTF-8 (*.csv)");
    const QString excel = Tr::tr("Excel workbook (*.xlsx)");
    const QString tsv = Tr::tr("Tab-separated values (*.tsv)");
    QString filter = csv;
    QString path = QFileDialog::getSaveFileName(parent, Tr::tr("Export Data"), QDir(folder).filePath(baseName + QStringLiteral(".csv")),
                                                QStringList{csv, excel, tsv}.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty())
        return {};
    if (!exports::dataFormatForPath(path, &options->format, &options->delimiter)) {
        path += filter == excel ? QStringLiteral(".xlsx") : filter == tsv ? QStringLiteral(".tsv") : QStringLiteral(".csv");
        exports::dataFormatForPath(path, &options->format, &options->delimiter);
    }
    options->sheetName = baseName;
    rememberExportFolder(QStringLiteral("export/dataFolder"), path);
    return path;
}


void exportStoreInteractively(QWidget *parent, std::shared_ptr<db::ResultStore> store, const QString &baseName,
                              const QStringList &headers = {})
{
    if (!store) {
        tell(parent, Tr::tr("There is no result to export yet: run the query first."), true);
        return;
    }
    if (!store->isComplete()) {
        tell(parent, Tr::tr("The query is still running; export its result when it has finished."), true);
        return;
    }
    exports::DataExportOptions options;
    const QString path = askDataPath(parent, baseName, &options);
    if (path.isEmpty())
        return;
    options.headers = headers;
    if (store->isTruncated()) {
        // Not an error, but the file is not the whole result: say so where it stays visible.
        const QString text = Tr::tr("The file gets the %1 rows shown: the query stopped at its row limit. File → Export → "
                                "Current Cell's Data runs the cell's query again and writes every row.")
                                 .arg(QLocale().toString(store->rowCount()));
        if (auto *w = qobject_cast<MainWindow *>(parent ? parent->window() : nullptr))
            w->banner()->showMessage(MessageBanner::Kind::Warning, text);
    }
    auto *job = new DataExportJob(parent);
    watchDataExport(parent, job, store->rowCount());
    job->exportStore(std::move(store), path, options);
}

// The current SQL cell's whole result. When the notebook holds all of it, it is written from
// memory; when the run stopped at the row limit, the cell's query runs again on a session of its
// own and streams every row into the file.
void exportCellData(MainWindow *window)
{
    const notebook::Notebook *nb = window->document()->notebook();
    const notebook::Cell *cell = nb->cell(window->notebookView()->currentCellId());
    if (!cell || cell->kind == notebook::CellKind::Markdown || cell->kind == notebook::CellKind::Parameter) {
        tell(window, Tr::tr("Select a SQL or chart cell to export its data."), true);
        return;
    }
    const auto store = nb->result(cell->id);
    if (cell->kind == notebook::CellKind::Chart) {
        exportStoreInteractively(window, store, cell->name, exports::chartDataHeaders(cell->chart));
        return;
    }
    if (store && store->isComplete() && !cell->output.truncated) {
        exportStoreInteractively(window, store, cell->name);
        return;
    }
    if (!window->connections()->isConnected()) {
        tell(window, Tr::tr("Connect to the database to export this cell's data."), true);
        return;
    }
    const notebook::ComposedQuery q = notebook::composeCellQuery(*nb, cell->id, window->connections()->session()->dialect());
    if (!q.ok()) {
        tell(window, q.error, true);
        return;
    }
    exports::DataExportOptions options;
    const QString path = askDataPath(window, cell->name, &options);
    if (path.isEmpty())
        return;
    options.parameters = q.parameters;
    auto *job = new DataExportJob(window);
    watchDataExport(window, job, -1);
    job->exportQuery(window->connections()->openHelperSession(), q.sql, path, options);
}

// --- reports -----------------------------------------------------------------------------------

void exportReport(MainWindow *window, std::optional<exports::ReportFormat> format)
{
    if (window->findChild<ReportExporter *>()) {
        tell(window, Tr::tr("A report is being exported already."), true);
        return;
    }
    ReportExportDialog dialog(baseNameOf(window), window);
    if (format)
        dialog.setFormat(*format);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ReportRequest request = dialog.request();
    auto *exporter = new ReportExporter(window);
    QObject::connect(exporter, &ReportExporter::progressed, window, [window](int, int, const QString &step) {
        window->statusBar()->showMessage(step);
    });
    QObject::connect(exporter, &ReportExporter::finished, window, [window, exporter, request](const QString &error) {
        exporter->deleteLater();
        if (error.isEmpty())
            tell(window, Tr::tr("Report written to %1.").arg(QDir::toNativeSeparators(request.path)), false);
        else
            tell(window, error, true);
    });
    exporter->start(*window->document()->notebook(), request);
}

// Print and preview draw the charts on the spot: the user is waiting for the dialog anyway.
exports::Report reportForPrinting(MainWindow *window)
{
    const notebook::Notebook *nb = window->document()->notebook();
    exports::ReportOptions options;
    options.chartSize = QSize(680, 380); // as for PDF: larger text on the page
    exports::Report report = exports::buildReport(*nb, options);
    for (exports::ReportCell &rc : report.cells) {
        const notebook::Cell *cell = nb->cell(rc.id);
        if (rc.kind == notebook::CellKind::Chart && cell && rc.chart.error.isEmpty())
            rc.chart = renderReportChart(cell->chart, nb->result(rc.id), report.options.chartSize);
    }
    return report;
}

void printReport(MainWindow *window, bool preview)
{
    auto document = std::make_shared<ReportDocument>(reportForPrinting(window));
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(window->document()->displayName());
    if (preview) {
        QPrintPreviewDialog dialog(&printer, window);
        dialog.setWindowTitle(Tr::tr("Print Preview — %1").arg(window->document()->displayName()));
        dialog.resize(900, 1000);
        QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog, [document](QPrinter *p) { document->print(p); });
        dialog.exec();
        return;
    }
    QPrintDialog dialog(&printer, window);
    if (dialog.exec() == QDialog::Accepted)
        document->print(&printer);
}

// --- charts ------------------------------------------------------------------------------------

void copyChart(const charts::ChartSpec &spec, const db::ResultStore &rows, QSize size)
{
    OffscreenChart chart(spec, rows, size);
    if (!chart.isValid())
        return;
    auto *mime = new QMimeData;
    mime->setImageData(chart.image(2.0));
    mime->setData(QStringLiteral("image/svg+xml"), chart.svg());
    QApplication::clipboard()->setMimeData(mime);
}

void exportChart(QWidget *parent, const notebook::Notebook *nb, const QString &cellId)
{
    const notebook::Cell *cell = nb->cell(cellId);
    if (!cell)
        return;
    const auto rows = nb->result(cellId);
    if (!rows) {
        tell(parent, Tr::tr("Run the chart's cell before exporting it."), true);
        return;
    }
    ChartExportDialog dialog(cell->chart, rows, cell->name, parent);
    if (dialog.exec() != QDialog::Accepted || !dialog.written())
        return;
    tell(parent, Tr::tr("Chart written to %1.").arg(QDir::toNativeSeparators(dialog.path())), false);
}

} // namespace

void watchDataExport(QWidget *parent, DataExportJob *job, qint64 totalRows)
{
    auto *progress = new QProgressDialog(Tr::tr("Exporting to %1…").arg(QFileInfo(job->path()).fileName()), Tr::tr("Cancel"), 0,
                                         totalRows > 0 ? 1000 : 0, parent);
    progress->setWindowTitle(Tr::tr("Export Data"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(400);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    progress->setMinimumWidth(420);
    const QLocale locale;
    QObject::connect(progress, &QProgressDialog::canceled, job, &DataExportJob::cancel);
    QObject::connect(job, &DataExportJob::progressed, progress, [progress, totalRows, locale](qint64 rows) {
        if (totalRows > 0) {
            progress->setValue(int(std::min<qint64>(1000, rows * 1000 / totalRows)));
            progress->setLabelText(Tr::tr("%1 of %2 rows written…").arg(locale.toString(rows), locale.toString(totalRows)));
        } else {
            progress->setLabelText(Tr::tr("%Ln row(s) written…", nullptr, int(std::min<qint64>(rows, INT_MAX))));
        }
    });
    QPointer<QWidget> from(parent);
    QObject::connect(job, &DataExportJob::finished, progress, [from, progress, job, locale](const exports::ExportResult &r) {
        progress->deleteLater();
        job->deleteLater();
        if (r.cancelled)
            tell(from, Tr::tr("Export cancelled; nothing was written."), false);
        else if (!r.error.isEmpty())
            tell(from, r.error, true);
        else if (!r.warning.isEmpty())
            tell(from, Tr::tr("Exported %Ln row(s) to %1. %2", nullptr, int(std::min<qint64>(r.rows, INT_MAX))).arg(QDir::toNativeSeparators(job->path()), r.warning), true);
        else
            tell(from, Tr::tr("Exported %Ln row(s) to %1.", nullptr, int(std::min<qint64>(r.rows, INT_MAX))).arg(QDir::toNativeSeparators(job->path())), false);
    });
}

void addExportActions(MainWindow *window, QMenu *fileMenu)
{
    QMenu *menu = fileMenu->addMenu(Tr::tr("&Export"));
    QAction *report = menu->addAction(Tr::tr("&Report…"), window, [window] { exportReport(window, std::nullopt); });
    report->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    report->setToolTip(Tr::tr("The notebook as an HTML, PDF, Markdown or Jupyter file"));
    menu->addAction(Tr::tr("As &Jupyter Notebook…"), window, [window] { exportReport(window, exports::ReportFormat::Jupyter); });
    menu->addSeparator();
    menu->addAction(Tr::tr("Current Cell's &Data…"), window, [window] { exportCellData(window); });
    menu->addAction(Tr::tr("Current &Chart…"), window, [window] {
        const notebook::Notebook *nb = window->document()->notebook();
        const notebook::Cell *cell = nb->cell(window->notebookView()->currentCellId());
        if (!cell || cell->kind != notebook::CellKind::Chart) {
            tell(window, Tr::tr("Select a chart cell to export its chart."), true);
            return;
        }
        exportChart(window, nb, cell->id);
    });
    fileMenu->addAction(Tr::tr("&Print Report…"), QKeySequence::Print, window, [window] { printReport(window, false); });
    fileMenu->addAction(Tr::tr("Print Pre&view…"), window, [window] { printReport(window, true); });
}

void addChartExportActions(ChartView *view, const notebook::Notebook *nb, const QString &cellId)
{
    auto *exportAction = new QAction(Tr::tr("Export Chart…"), view);
    QObject::connect(exportAction, &QAction::triggered, view, [view, nb, cellId] { exportChart(view, nb, cellId); });
    auto *copyAction = new QAction(Tr::tr("Copy Chart"), view);
    QObject::connect(copyAction, &QAction::triggered, view, [view, nb, cellId] {
        const notebook::Cell *cell = nb->cell(cellId);
        const auto rows = nb->result(cellId);
        if (cell && rows && view->chartView())
            copyChart(cell->chart, *rows, view->chartView()->size());
    });
    view->addChartAction(exportAction);
    view->addChartAction(copyAction);
}

void addResultExportActions(ResultGrid *grid)
{
    grid->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(grid, &QWidget::customContextMenuRequested, grid, [grid](const QPoint &pos) {
        QMenu menu(grid);
        QAction *copy = menu.addAction(Tr::tr("Copy"), grid, [grid] { QApplication::clipboard()->setText(grid->selectionAsText()); });
        copy->setShortcut(QKeySequence::Copy);
        copy->setEnabled(grid->selectionModel() && grid->selectionModel()->hasSelection());
        QAction *data = menu.addAction(Tr::tr("Export Data…"), grid, [grid] {
            exportStoreInteractively(grid, grid->resultModel()->store(), QStringLiteral("result"));
        });
        data->setEnabled(grid->resultModel()->store() != nullptr);
        menu.exec(grid->viewport()->mapToGlobal(pos));
    });
}

} // namespace assay::ui
