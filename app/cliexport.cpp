// `assay export-chart NOTEBOOK --chart NAME --output FILE.png|.svg [--size WxH] [--scale N] [--param N=V]...`
// `assay export-data NOTEBOOK --cell NAME --output FILE.csv|.tsv|.xlsx [--param NAME=VALUE]...` or
// `assay export-data --connection SPEC --sql QUERY --output FILE`
// A chart runs its cell and what it reads, then is drawn off screen. Data never passes through
// a notebook result: the query (with the cells it reads inlined) streams straight into the file,
// so any number of rows costs the same memory.

#include "cliargs.h"
#include "apptr.h"
#include "clicommands.h"
#include "clinotebook.h"
#include "cliwait.h"

#include "export/chartexportdialog.h"

#include "db/dbsession.h"
#include "db/resultstore.h"
#include "export/dataexport.h"
#include "notebook/sqlcomposer.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

#include <unistd.h>

namespace assay::app {
namespace {

bool parseSize(const QString &text, QSize *size)
{
    static const QRegularExpression re(QStringLiteral("^(\\d{2,5})[xX](\\d{2,5})$"));
    const auto m = re.match(text);
    if (!m.hasMatch())
        return false;
    *size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    return size->width() >= 100 && size->height() >= 100 && size->width() <= 10000 && size->height() <= 10000;
}

} // namespace

int exportChartCommand(const QStringList &arguments)
{
    CliArgs args(arguments, {QStringLiteral("connection"), QStringLiteral("chart"), QStringLiteral("output"),
                             QStringLiteral("size"), QStringLiteral("scale"), QStringLiteral("param")},
                 {QStringLiteral("quiet")});
    if (!args.ok())
        return fail(ExitUsage, args.error());
    if (args.positional().size() != 1 || !args.has(QStringLiteral("chart")) || !args.has(QStringLiteral("output")))
        return fail(ExitUsage, Tr::tr("usage: assay export-chart NOTEBOOK --chart NAME --output FILE.png|FILE.svg"));
    const QString output = QFileInfo(args.value(QStringLiteral("output"))).absoluteFilePath();
    const QString suffix = QFileInfo(output).suffix().toLower();
    if (suffix != u"png" && suffix != u"svg")
        return fail(ExitUsage, Tr::tr("--output must end in .png or .svg"));
    QSize size(1200, 700);
    if (args.has(QStringLiteral("size")) && !parseSize(args.value(QStringLiteral("size")), &size))
        return fail(ExitUsage, Tr::tr("--size is WIDTHxHEIGHT in pixels, e.g. 1600x900"));
    bool scaleOk = true;
    const double scale = args.value(QStringLiteral("scale"), QStringLiteral("1")).toDouble(&scaleOk);
    if (!scaleOk || scale < 0.5 || scale > 4)
        return fail(ExitUsage, Tr::tr("--scale is a number from 0.5 to 4"));
    if (!QFileInfo(output).absoluteDir().exists())
        return fail(ExitWriteFailed, Tr::tr("cannot write %1: the folder does not exist").arg(QDir::toNativeSeparators(output)));

    CliNotebook nb;
    if (const int code = nb.open(args.positional().first(), args.value(QStringLiteral("connection"))); code != ExitOk)
        return code;
    QString error;
    const QString id = nb.cellNamed(args.value(QStringLiteral("chart")), &error);
    if (id.isEmpty())
        return fail(ExitUsage, error);
    const notebook::Cell *cell = nb.notebook.cell(id);
    if (cell->kind != notebook::CellKind::Chart)
        return fail(ExitUsage, Tr::tr("%1 is not a chart cell").arg(cell->name));
    if (const int code = applyParameters(nb, args.values(QStringLiteral("param")), id); code != ExitOk)
        return code;
    const RunOutcome outcome = runCells(nb, id, 5'000'000, false);
    if (outcome.interrupted)
        return fail(ExitInterrupted, Tr::tr("interrupted; nothing was written"));
    const auto rows = nb.notebook.result(id);
    if (!outcome.failed.isEmpty() || !rows)
        return fail(ExitQueryFailed, Tr::tr("the chart could not be computed: %1").arg(nb.notebook.cell(id)->output.error));
    if (const QString e = ui::writeChartImage(cell->chart, *rows, output, size, suffix == u"svg" ? 1.0 : scale); !e.isEmpty())
        return fail(e.startsWith(Tr::tr("Cannot draw")) ? ExitQueryFailed : ExitWriteFailed, e);
    cliOut() << QDir::toNativeSeparators(output) << Qt::endl;
    return ExitOk;
}

int exportDataCommand(const QStringList &arguments)
{
    CliArgs args(arguments, {QStringLiteral("connection"), QStringLiteral("cell"), QStringLiteral("sql"),
                             QStringLiteral("output"), QStringLiteral("sheet"), QStringLiteral("param")},
                 {QStringLiteral("bom"), QStringLiteral("quiet"), QStringLiteral("progress")});
    if (!args.ok())
        return fail(ExitUsage, args.error());
    const bool fromNotebook = args.positional().size() == 1 && args.has(QStringLiteral("cell")) && !args.has(QStringLiteral("sql"));
    const bool fromSql = args.positional().isEmpty() && args.has(QStringLiteral("sql")) && args.has(QStringLiteral("connection"));
    if ((!fromNotebook && !fromSql) || !args.has(QStringLiteral("output")))
        return fail(ExitUsage, Tr::tr("usage: assay export-data NOTEBOOK --cell NAME --output FILE.csv|.tsv|.xlsx\n"
                                  "   or: assay export-data --connection SPEC --sql QUERY --output FILE.csv|.tsv|.xlsx"));
    const QString output = QFileInfo(args.value(QStringLiteral("output"))).absoluteFilePath();
    exports::DataExportOptions options;
    if (!exports::dataFormatForPath(output, &options.format, &options.delimiter))
        return fail(ExitUsage, Tr::tr("--output must end in .csv, .tsv or .xlsx"));
    options.byteOrderMark = args.has(QStringLiteral("bom"));

    QString sql;
    std::unique_ptr<db::DbSession> session;
    CliNotebook nb;
    if (fromNotebook) {
        if (const int code = nb.open(args.positional().first(), args.value(QStringLiteral("connection"))); code != ExitOk)
            return code;
        QString error;
        const QString id = nb.cellNamed(args.value(QStringLiteral("cell")), &error);
        if (id.isEmpty())
            return fail(ExitUsage, error);
        const notebook::Cell *cell = nb.notebook.cell(id);
        if (cell->kind == notebook::CellKind::Markdown || cell->kind == notebook::CellKind::Parameter)
            return fail(ExitUsage, Tr::tr("%1 is a text cell; it has no data").arg(cell->name));
        if (const int code = applyParameters(nb, args.values(QStringLiteral("param")), id); code != ExitOk)
            return code;
        const notebook::ComposedQuery q = cell->kind == notebook::CellKind::Sql
                                              ? notebook::composeCellQuery(nb.notebook, id, nb.session->dialect())
                                              : notebook::composeChartQuery(nb.notebook, id, nb.session->dialect());
        if (!q.ok())
            return fail(ExitQueryFailed, Tr::tr("%1: %2").arg(cell->name, q.error));
        sql = q.sql;
        options.parameters = q.parameters;
        options.sheetName = cell->name;
        if (cell->kind == notebook::CellKind::Chart)
            options.headers = exports::chartDataHeaders(cell->chart);
        session = std::move(nb.session);
    } else {
        if (args.has(QStringLiteral("param")))
            return fail(ExitUsage, Tr::tr("--param sets a notebook's parameters; with --sql there is no notebook"));
        const ResolvedConnection connection = resolveConnection(args.value(QStringLiteral("connection")), {}, QDir::currentPath());
        if (!connection.error.isEmpty())
            return fail(ExitCannotOpen, connection.error);
        QString error;
        session = openSession(connection, &error);
        if (!session)
            return fail(interrupted() ? ExitInterrupted : ExitCannotOpen, error);
        sql = args.value(QStringLiteral("sql"));
    }
    if (args.has(QStringLiteral("sheet")))
        options.sheetName = args.value(QStringLiteral("sheet"));

    // Progress on a terminal (or when asked), every half second, on one line.
    const bool showProgress = !args.has(QStringLiteral("quiet")) && (args.has(QStringLiteral("progress")) || isatty(STDERR_FILENO));
    auto rows = std::make_shared<std::atomic<qint64>>(0);
    auto token = std::make_shared<db::CancelToken>();
    QElapsedTimer clock;
    clock.start();
    qint64 lastShown = -1;
    const QLocale locale;
    int ticks = 0;
    // Every 100 ms: Ctrl+C cancels the statement (the wait goes on until the export has stopped);
    // every fifth tick the row count is shown.
    auto tick = [&] {
        if (interrupted() && !token->isCancelled()) {
            token->cancel();
            session->cancel(token);
        }
        if (showProgress && ++ticks % 5 == 0 && rows->load() != lastShown) {
            lastShown = rows->load();
            cliErr() << "\r" << Tr::tr("%Ln row(s) written", nullptr, int(std::min<qint64>(lastShown, INT_MAX))) << Qt::flush;
        }
        return true;
    };
    const QFuture<exports::ExportResult> exported =
        exports::exportQuery(*session, sql, output, options, [rows](qint64 n) { rows->store(n); }, token);
    waitInEventLoop(exported, tick);
    if (showProgress && lastShown >= 0)
        cliErr() << "\n";
    exports::ExportResult result;
    if (exported.resultCount())
        result = exported.result();
    else
        result.cancelled = true;
    if (result.cancelled || interrupted())
        return fail(ExitInterrupted, Tr::tr("interrupted; nothing was written to %1").arg(QDir::toNativeSeparators(output)));
    if (!result.error.isEmpty()) {
        return fail(result.fileError ? ExitWriteFailed : ExitQueryFailed, result.error);
    }
    if (!args.has(QStringLiteral("quiet")))
        cliErr() << "assay: " << Tr::tr("%1 rows, %2 in %3 s")
                                     .arg(locale.toString(result.rows), locale.formattedDataSize(result.bytes))
                                     .arg(clock.elapsed() / 1000.0, 0, 'f', 1)
                 << Qt::endl;
    cliOut() << QDir::toNativeSeparators(output) << Qt::endl;
    if (!result.warning.isEmpty())
        return fail(ExitIncomplete, result.warning);
    return ExitOk;
}

} // namespace assay::app
