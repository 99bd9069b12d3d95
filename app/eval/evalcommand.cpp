#include "evalcommand.h"
#include "apptr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMap>

#include <cstdio>

namespace assay::app {
namespace {

struct Entry {
    QString description;
    EvalFunction run;
};

QMap<QString, Entry> &registry()
{
    static QMap<QString, Entry> r;
    return r;
}

} // namespace

EvalRegistration::EvalRegistration(const char *name, const char *description, EvalFunction run)
{
    registry().insert(QString::fromLatin1(name), {QString::fromLatin1(description), std::move(run)});
}

void EvalOutput::figure(const QString &name, double value)
{
    std::printf("%s %.4f\n", qPrintable(name), value);
    std::fflush(stdout);
}

void EvalOutput::figure(const QString &name, const QString &value)
{
    std::printf("%s %s\n", qPrintable(name), qPrintable(value));
    std::fflush(stdout);
}

void EvalOutput::note(const QString &text)
{
    std::fprintf(stderr, "%s\n", qPrintable(text));
    std::fflush(stderr);
}

QString evalHelp()
{
    QString text = Tr::tr("assay eval WHAT --spider DIR [--bird DIR] [--nvbench FILE] [--limit N] [--verbose]\n\nWHAT:\n");
    for (auto it = registry().constBegin(); it != registry().constEnd(); ++it)
        text += QStringLiteral("  %1  %2\n").arg(it.key(), -10).arg(it.value().description);
    text += Tr::tr("\nDIR is any directory in Spider's layout: dev.json, tables.json (or dev_tables.json),\n"
                                                "database/<db_id>/<db_id>.sqlite.\n");
    return text;
}

int runEval(const QStringList &argsIn)
{
    QStringList args = argsIn;
    EvalOutput out;
    if (args.isEmpty() || args.first().startsWith(u'-')) {
        out.note(evalHelp());
        return 2;
    }
    const QString what = args.takeFirst();
    const auto it = registry().constFind(what);
    if (it == registry().constEnd()) {
        out.note(Tr::tr("assay eval: no evaluation named %1.\n").arg(what) + evalHelp());
        return 2;
    }
    EvalArgs e;
    for (int i = 0; i < args.size(); ++i) {
        const QString a = args[i];
        auto value = [&]() -> QString { return i + 1 < args.size() ? args[++i] : QString(); };
        if (a == u"--spider")
            e.spiderDir = value();
        else if (a == u"--bird")
            e.birdDir = value();
        else if (a == u"--nvbench")
            e.nvbenchFile = value();
        else if (a == u"--limit")
            e.limit = value().toInt();
        else if (a == u"--verbose")
            e.verbose = true;
        else
            e.extra << a;
    }
    for (const QString &dir : {e.spiderDir, e.birdDir}) {
        if (!dir.isEmpty() && !QFileInfo(dir).isDir()) {
            out.note(Tr::tr("assay eval: %1 is not a directory.").arg(dir));
            return 2;
        }
    }
    return it.value().run(e, out);
}

} // namespace assay::app
