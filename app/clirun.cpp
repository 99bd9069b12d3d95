// `assay run NOTEBOOK [--connection SPEC] [--param NAME=VALUE]... [--export FILE]... [--results-only]
//  [--rows N] [--chart-images svg|png] [--row-limit N] [--allow-writes] [--quiet]`: runs every cell top to
// bottom, then writes each report (.html, .pdf, .md, .ipynb) with the same code the window uses,
// off screen. Cells that would write fail unless --allow-writes: nobody is there to ask.

#include "cliargs.h"
#include "apptr.h"
#include "clicommands.h"
#include "clinotebook.h"

#include "export/reportexporter.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QTimer>

namespace assay::app {
namespace {

// Writes one report, waiting in an event loop (charts are drawn on this thread, the file on the
// pool). Returns an error sentence or empty.
QString writeReport(const notebook::Notebook &notebook, const ui::ReportRequest &request)
{
    ui::ReportExporter exporter;
    QString error;
    bool done = false;
    QEventLoop loop;
    QObject::connect(&exporter, &ui::ReportExporter::finished, &loop, [&](const QString &e) {
        error = e;
        done = true;
        loop.quit();
    });
    exporter.start(notebook, request);
    if (!done)
        loop.exec();
    return error;
}

} // namespace

int runCommand(const QStringList &arguments)
{
    CliArgs args(arguments, {QStringLiteral("connection"), QStringLiteral("export"), QStringLiteral("rows"),
                             QStringLiteral("chart-images"), QStringLiteral("row-limit"), QStringLiteral("param")},
                 {QStringLiteral("results-only"), QStringLiteral("quiet"), QStringLiteral("allow-writes")});
    const int rows = args.intValue(QStringLiteral("rows"), 20, 0);
    const int rowLimit = args.intValue(QStringLiteral("row-limit"), 5'000'000, 1);
    if (!args.ok())
        return fail(ExitUsage, args.error());
    if (args.positional().size() != 1)
        return fail(ExitUsage, Tr::tr("run needs one notebook file: assay run NOTEBOOK.assaynb --export report.html"));
    const QString images = args.value(QStringLiteral("chart-images"), QStringLiteral("svg")).toLower();
    if (images != u"svg" && images != u"png")
        return fail(ExitUsage, Tr::tr("--chart-images is svg or png"));

    // Check every target before running anything: a typo should not cost a long run.
    QList<ui::ReportRequest> requests;
    for (const QString &path : args.values(QStringLiteral("export"))) {
        ui::ReportRequest r;
        r.path = QFileInfo(path).absoluteFilePath();
        if (!exports::reportFormatForPath(path, &r.format))
            return fail(ExitUsage, Tr::tr("cannot tell the report format of %1: use .html, .pdf, .md or .ipynb").arg(path));
        if (!QFileInfo(r.path).absoluteDir().exists())
            return fail(ExitWriteFailed, Tr::tr("cannot write %1: the folder does not exist").arg(QDir::toNativeSeparators(path)));
        r.options.includeSql = !args.has(QStringLiteral("results-only"));
        r.options.maxRows = rows;
        r.options.chartFormat = images == u"png" ? exports::ChartImageFormat::Png : exports::ChartImageFormat::Svg;
        requests << r;
    }
    const bool quiet = args.has(QStringLiteral("quiet"));

    CliNotebook nb;
    if (const int code = nb.open(args.positional().first(), args.value(QStringLiteral("connection"))); code != ExitOk)
        return code;
    if (const int code = applyParameters(nb, args.values(QStringLiteral("param"))); code != ExitOk)
        return code;
    const RunOutcome outcome = runCells(nb, QString(), rowLimit, !quiet, args.has(QStringLiteral("allow-writes")));
    if (outcome.interrupted)
        return fail(ExitInterrupted, Tr::tr("interrupted; no report was written"));

    // A report with failed cells is still written: it shows the errors where they happened.
    for (const ui::ReportRequest &r : requests) {
        if (const QString error = writeReport(nb.notebook, r); !error.isEmpty())
            return fail(ExitWriteFailed, error);
        if (interrupted())
            return fail(ExitInterrupted, Tr::tr("interrupted"));
        cliOut() << QDir::toNativeSeparators(r.path) << Qt::endl;
    }
    if (!outcome.failed.isEmpty())
        return fail(ExitQueryFailed, Tr::tr("%n cell(s) failed", nullptr, int(outcome.failed.size())));
    return ExitOk;
}

} // namespace assay::app
