#include "cli.h"
#include "apptr.h"

#include "cliargs.h"
#include "clicommands.h"
#include "eval/evalcommand.h"
#include "sample/retailgenerator.h"
#include "sample/sampledatabase.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTextStream>

#include <cstdio>

#include <unistd.h>

namespace assay::app {
namespace {

const QStringList &verbs()
{
    static const QStringList v = {QStringLiteral("sample-db"), QStringLiteral("eval"), QStringLiteral("run"),
                                  QStringLiteral("export-chart"), QStringLiteral("export-data"),
                                  QStringLiteral("ask"), QStringLiteral("mcp"), QStringLiteral("check")};
    return v;
}

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

int sampleDb(QStringList args)
{
    // An existing file is never replaced without --force: it may be the analyst's own database
    // (or a text file named by mistake). The default path is Assay's own sample: when it is there
    // already, its path is the answer (a window may have it open; rebuilding it would pull it
    // out from under that window).
    const bool force = args.removeAll(QStringLiteral("--force")) > 0;
    const bool explicitPath = !args.isEmpty();
    const QString path = args.value(0, sample::sampleDatabasePath());
    const QFileInfo target(path);
    if (target.isDir()) {
        err() << "assay: " << Tr::tr("%1 is a folder; give the path of the database file to create in it.").arg(QDir::toNativeSeparators(path)) << "\n";
        return 1;
    }
    if (target.exists() && !force) {
        if (!explicitPath) {
            out() << QDir::toNativeSeparators(path) << "\n";
            return 0;
        }
        err() << "assay: " << Tr::tr("%1 already exists; Assay will not replace it. Add --force to overwrite it with the sample database.")
                                  .arg(QDir::toNativeSeparators(path))
              << "\n";
        return 1;
    }
    // Progress on a terminal only: in a log, carriage returns would run the lines together.
    const bool terminal = isatty(fileno(stderr));
    int last = -1;
    const QString error = sample::generateRetailDatabase(path, sample::RetailOptions{}, [&last, terminal](int percent) {
        if (terminal && percent / 10 != last / 10) {
            err() << "\r" << Tr::tr("Creating sample database… %1%").arg(percent) << Qt::flush;
            last = percent;
        }
        return true;
    });
    if (terminal)
        err() << "\n";
    if (!error.isEmpty()) {
        err() << "assay: " << error << "\n";
        return 1;
    }
    out() << QDir::toNativeSeparators(path) << "\n";
    return 0;
}

} // namespace

QString helpText()
{
    return Tr::tr("Usage: assay [options] [NOTEBOOK.assaynb | DATABASE_FILE]\n"
        "       assay COMMAND [arguments]\n"
        "\n"
        "A desktop notebook for data analysts. Without a command, Assay opens its window on\n"
        "DATABASE_FILE (a SQLite file; a CSV, JSON or XLSX file opens as a table) or on the\n"
        "bundled sample database.\n"
        "\n"
        "Options:\n"
        "  -h, --help        Show this help and exit.\n"
        "  -v, --version     Show the version and exit.\n"
        "\n"
        "Commands (no display needed):\n"
        "  sample-db [PATH] [--force]\n"
        "                    Create the sample retail database at PATH (default: the data directory)\n"
        "                    and print where it is. An existing PATH is only replaced with --force.\n"
        "  eval WHAT ...     Measure Assay on benchmark data in Spider's layout (assay eval for a list).\n"
        "\n"
        "  run NOTEBOOK [--connection SPEC] [--export FILE]... [--results-only] [--rows N]\n"
        "        [--chart-images svg|png] [--row-limit N] [--allow-writes] [--quiet]\n"
        "                    Run every cell of NOTEBOOK top to bottom and write a report for each\n"
        "                    --export: .html (one self-contained file), .pdf, .md (images in\n"
        "                    FILE_files/ beside it) or .ipynb (Jupyter). --results-only leaves the\n"
        "                    SQL out; --rows N shows the first N rows of each result (default 20).\n"
        "                    A cell that would change the database (INSERT, CREATE, SELECT setval(),\n"
        "                    ...) fails without running unless --allow-writes is given (exit 4).\n"
        "                    A report is written even when cells fail; it shows their errors.\n"
        "  export-chart NOTEBOOK --chart NAME --output FILE.png|FILE.svg [--size WxH] [--scale S]\n"
        "        [--connection SPEC]\n"
        "                    Run the chart cell NAME (and the cells it reads) and draw it\n"
        "                    (default 1200x700, scale 1; --scale 2 doubles the pixels of a PNG).\n"
        "                    A cell it needs that would write fails, as in run without --allow-writes.\n"
        "  export-data NOTEBOOK --cell NAME --output FILE.csv|.tsv|.xlsx [--connection SPEC]\n"
        "  export-data --connection SPEC --sql QUERY --output FILE.csv|.tsv|.xlsx\n"
        "        [--bom] [--sheet NAME] [--progress] [--quiet]\n"
        "                    Stream a cell's whole result (the cells it reads are inlined) or a\n"
        "                    query's rows into a file: CSV as RFC 4180 in UTF-8 (--bom adds a\n"
        "                    byte-order mark for spreadsheet programs), or an Excel workbook.\n"
        "                    The query runs read-only; memory stays flat for any number of rows.\n"
        "\n"
        "  SPEC is a SQLite file, a data file (.csv, .tsv, .json, .ndjson, .xlsx: imported as a\n"
        "  table into a workspace in the data directory, again only when it changed), \"sample\", a URL (postgresql://USER@HOST:PORT/DB,\n"
        "  mysql://USER@HOST:PORT/DB, sqlite:PATH), or the name of a saved connection. Without\n"
        "  --connection the notebook's own connection is used. Passwords come from the\n"
        "  ASSAY_DB_PASSWORD environment variable or the keychain, never from the notebook.\n"
        "  These commands need no display. Files are written whole or not at all.\n"
        "\n"
        "  ask --connection SPEC \"QUESTION\" [--provider NAME] [--export FILE] [--json] [--rows N]\n"
        "        [--clarification TEXT] [--privacy FILE]\n"
        "                    Answer a question as the chat does: the SQL, the first rows (--rows,\n"
        "                    default 20), the chart and the insight; --json prints it as JSON and\n"
        "                    --export writes the chart (.png, .svg) or the whole answer (.json).\n"
        "                    The model set up in the window answers (or the provider --provider\n"
        "                    names; key from ASSAY_LLM_API_KEY or the keychain), else the offline\n"
        "                    assistant. Exit 0 answered, 6 declined, 7 needs an answer (the options\n"
        "                    are printed; ask again with --clarification), 4 failed.\n"
        "  mcp [--connection SPEC]... [--notebook FILE]... [--privacy FILE] [--provider NAME]\n"
        "        [--rows N] [--timeout SECONDS]\n"
        "                    Serve the Model Context Protocol on standard input and output, for\n"
        "                    assistants such as desktop chat apps and IDE agents: list_connections,\n"
        "                    describe_schema, search_schema, search_values, plan_joins, run_query\n"
        "                    (read-only, capped, timed), ask and add_cell; the notebooks are\n"
        "                    resources. --privacy FILE ({\"hiddenColumns\": [\"t.c\"], ...}) hides\n"
        "                    more than the connection's own privacy settings do.\n"
        "\n"
        "Exit status: 0 done; 1 a file could not be written; 2 wrong arguments; 3 the notebook\n"
        "or the database could not be opened; 4 a cell or query failed (a cell that would write,\n"
        "without --allow-writes, fails); 5 written, but an Excel sheet's row limit cut it short;\n"
        "6 the assistant declined the question; 7 it needs an answer first; 130 interrupted\n"
        "(Ctrl+C, SIGTERM).\n")
        // Its own paragraph, so the long text above keeps its translations.
        + Tr::tr("\n"
                 "Notebook parameters: run, export-chart and export-data take --param NAME=VALUE\n"
                 "(repeatable) for the notebook's parameter cells and for any :name its SQL reads\n"
                 "that no parameter cell defines (taken as text). A date range is START..END\n"
                 "(--param period=2025-01-01..2025-03-31), several choices a,b. A name no cell\n"
                 "uses, or a value of the wrong type, is an error that names it (exit 2).\n");
}

QString checkHelpText()
{
    return Tr::tr("\n"
        "  check NOTEBOOK [--connection SPEC] [--json] [--accept]\n"
        "                    Compare the schema with the one recorded for the connection (the first\n"
        "                    run records it) and print what changed (renames with their evidence)\n"
        "                    and every cell, chart, glossary term, example, description and privacy\n"
        "                    setting it breaks, with the fix the window offers. Nothing is rewritten;\n"
        "                    --accept records the schema as it is now. Exit 0 nothing affected,\n"
        "                    8 something affected, 3 the notebook, database or schema unreadable.\n"
        "  check --verified --connection SPEC [--json] [--provider NAME] [--privacy FILE]\n"
        "                    Ask every verified question again (as assay ask answers) and compare\n"
        "                    the results with the verified ones. Exit 0 all the same, 9 a result\n"
        "                    changed or a question is no longer answerable.\n");
}

namespace {

QtMessageHandler g_previousHandler = nullptr;

// Without a desktop session QStandardPaths warns that XDG_RUNTIME_DIR is not set, on every run
// from cron or CI. It changes nothing for us; output that scripts read should not carry it.
void quietHeadlessMessages(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message.contains(QLatin1String("XDG_RUNTIME_DIR")))
        return;
    if (g_previousHandler)
        g_previousHandler(type, context, message);
}

} // namespace

std::unique_ptr<QCoreApplication> createHeadlessApplication(int &argc, char **argv)
{
    g_previousHandler = qInstallMessageHandler(quietHeadlessMessages);
    const QString verb = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    bool help = false;
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        help = help || a == "-h" || a == "--help" || a == "-v" || a == "--version";
    }
    if (!help && (verb == u"run" || verb == u"export-chart" || verb == u"ask" || verb == u"check")) {
        // Charts are drawn with QtCharts, which needs QApplication; there may be no display (cron,
        // CI, ssh), and a report should not depend on one anyway.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        return std::make_unique<QApplication>(argc, argv);
    }
    return std::make_unique<QCoreApplication>(argc, argv);
}

namespace {

// A bare word that is no file ("assay frobnicate"): a mistyped command, not a file to open.
bool looksLikeUnknownCommand(const QString &arg)
{
    static const QRegularExpression word(QStringLiteral("^[a-z][a-z0-9-]*$"));
    return word.match(arg).hasMatch() && !verbs().contains(arg) && !QFileInfo::exists(arg);
}

// "--foo" before any file: an option the window does not know (Qt's own, such as -platform,
// take one dash and are consumed by QApplication before this is asked).
bool looksLikeUnknownOption(const QString &arg)
{
    return arg.startsWith(QLatin1String("--")) && !QFileInfo::exists(arg);
}

} // namespace

bool isHeadless(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const QString a = QString::fromLocal8Bit(argv[i]);
        if (a == u"-h" || a == u"--help" || a == u"-v" || a == u"--version")
            return true;
    }
    if (argc <= 1)
        return false;
    const QString first = QString::fromLocal8Bit(argv[1]);
    return verbs().contains(first) || looksLikeUnknownCommand(first) || looksLikeUnknownOption(first);
}

int runHeadless(int argc, char **argv)
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (args.contains(QStringLiteral("-v")) || args.contains(QStringLiteral("--version"))) {
        out() << "assay " << QCoreApplication::applicationVersion() << "\n";
        return 0;
    }
    if ((args.contains(QStringLiteral("-h")) || args.contains(QStringLiteral("--help"))) && args.value(0) == u"eval") {
        out() << evalHelp();
        return 0;
    }
    if (args.contains(QStringLiteral("-h")) || args.contains(QStringLiteral("--help"))) {
        out() << helpText() << checkHelpText();
        return 0;
    }
    const QString verb = args.takeFirst();
    if (looksLikeUnknownOption(verb)) {
        err() << "assay: " << Tr::tr("unknown option \"%1\". Run assay --help for the options and commands.").arg(verb) << "\n";
        return 2;
    }
    if (verb == u"sample-db")
        return sampleDb(args);
    if (verb == u"eval")
        return runEval(args);
    installInterruptHandlers();
    if (verb == u"run")
        return runCommand(args);
    if (verb == u"export-chart")
        return exportChartCommand(args);
    if (verb == u"export-data")
        return exportDataCommand(args);
    if (verb == u"ask")
        return askCommand(args);
    if (verb == u"mcp")
        return mcpCommand(args);
    if (verb == u"check")
        return checkCommand(args);
    err() << "assay: " << Tr::tr("unknown command \"%1\". The commands are: %2. Run assay --help for "
                                 "their arguments.").arg(verb, verbs().join(QStringLiteral(", ")))
          << "\n";
    return 2;
}

} // namespace assay::app
