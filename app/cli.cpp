#include "cli.h"

#include "eval/evalcommand.h"
#include "sample/retailgenerator.h"
#include "sample/sampledatabase.h"

#include <QCoreApplication>
#include <QDir>
#include <QTextStream>

#include <cstdio>

namespace assay::app {
namespace {

const QStringList &verbs()
{
    static const QStringList v = {QStringLiteral("sample-db"), QStringLiteral("eval")};
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

int sampleDb(const QStringList &args)
{
    const QString path = args.value(0, sample::sampleDatabasePath());
    int last = -1;
    const QString error = sample::generateRetailDatabase(path, sample::RetailOptions{}, [&last](int percent) {
        if (percent / 10 != last / 10) {
            err() << "\r" << QCoreApplication::translate("cli", "Creating sample database… %1%").arg(percent) << Qt::flush;
            last = percent;
        }
        return true;
    });
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
    return QCoreApplication::translate("cli",
        "Usage: assay [options] [NOTEBOOK.assaynb | DATABASE_FILE]\n"
        "       assay COMMAND [arguments]\n"
        "\n"
        "A desktop notebook for data analysts. Without a command, Assay opens its window on\n"
        "DATABASE_FILE (a SQLite file) or on the bundled sample database.\n"
        "\n"
        "Options:\n"
        "  -h, --help        Show this help and exit.\n"
        "  -v, --version     Show the version and exit.\n"
        "\n"
        "Commands (no display needed):\n"
        "  sample-db [PATH]  Create the sample retail database at PATH (default: the data directory)\n"
        "                    and print where it is.\n"
        "  eval WHAT ...     Measure Assay on benchmark data in Spider's layout (assay eval for a list).\n");
}

bool isHeadless(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const QString a = QString::fromLocal8Bit(argv[i]);
        if (a == u"-h" || a == u"--help" || a == u"-v" || a == u"--version")
            return true;
    }
    return argc > 1 && verbs().contains(QString::fromLocal8Bit(argv[1]));
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
        out() << helpText();
        return 0;
    }
    const QString verb = args.takeFirst();
    if (verb == u"sample-db")
        return sampleDb(args);
    if (verb == u"eval")
        return runEval(args);
    err() << "assay: unknown command " << verb << "\n";
    return 2;
}

} // namespace assay::app
