// assay-bench [NAME...]: runs the benchmark groups (all, or those named) and prints
// "name value unit" lines. Built by default, never run by CTest.

#include "bench.h"

#include <QApplication>
#include <QFile>
#include <QHash>
#include <QTextStream>

#include <cstdio>

namespace assay::bench {
namespace {

struct Entry {
    QString name;
    QString description;
    std::function<void()> run;
};

QList<Entry> &registry()
{
    static QList<Entry> entries;
    return entries;
}

QHash<QString, QString> readEnvFile(const QString &path)
{
    QHash<QString, QString> env;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return env;
    for (const QByteArray &line : f.readAll().split('\n')) {
        const int eq = line.indexOf('=');
        if (eq > 0)
            env.insert(QString::fromUtf8(line.left(eq)), QString::fromUtf8(line.mid(eq + 1)).trimmed());
    }
    return env;
}

qint64 procStatusKb(const char *key)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith(key))
            return line.mid(qstrlen(key)).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

} // namespace

Registration::Registration(const char *name, const char *description, std::function<void()> run)
{
    registry().append({QString::fromLatin1(name), QString::fromLatin1(description), std::move(run)});
}

void report(const QString &name, double value, const QString &unit)
{
    std::printf("%s %.6g %s\n", qPrintable(name), value, qPrintable(unit));
    std::fflush(stdout);
}

void skip(const QString &name, const QString &why)
{
    std::printf("# %s skipped: %s\n", qPrintable(name), qPrintable(why));
    std::fflush(stdout);
}

qint64 peakRssBytes()
{
    return procStatusKb("VmHWM:") * 1024;
}

qint64 currentRssBytes()
{
    return procStatusKb("VmRSS:") * 1024;
}

void resetPeakRss()
{
    // Writing 5 to clear_refs resets VmHWM to the current RSS (Linux 4.0+).
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (f.open(QIODevice::WriteOnly))
        f.write("5");
}

std::optional<Server> server(const QString &prefix)
{
    const auto env = readEnvFile(qEnvironmentVariable("ASSAY_TEST_SERVERS"));
    if (!env.contains(prefix + QStringLiteral("PORT")))
        return std::nullopt;
    Server s;
    s.host = env.value(prefix + QStringLiteral("HOST"));
    s.port = env.value(prefix + QStringLiteral("PORT")).toInt();
    s.user = env.value(prefix + QStringLiteral("USER"));
    s.password = env.value(prefix + QStringLiteral("PASSWORD"));
    s.database = env.value(prefix + QStringLiteral("DATABASE"));
    return s;
}

QString serverValue(const QString &key)
{
    return readEnvFile(qEnvironmentVariable("ASSAY_TEST_SERVERS")).value(key);
}

} // namespace assay::bench

int main(int argc, char **argv)
{
    // Chart figures draw offscreen; no display is needed.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("assay-bench"));
    QStringList wanted = app.arguments().mid(1);
    auto &entries = assay::bench::registry();
    if (wanted.contains(QStringLiteral("--help")) || wanted.contains(QStringLiteral("--list"))) {
        QTextStream out(stdout);
        out << "Usage: assay-bench [NAME...]\nBenchmarks:\n";
        for (const auto &e : entries)
            out << "  " << e.name << "  " << e.description << "\n";
        out << "PostgreSQL/MariaDB figures need ASSAY_TEST_SERVERS (see bench/run-with-servers.sh).\n";
        return 0;
    }
    for (const QString &w : std::as_const(wanted)) {
        if (std::none_of(entries.begin(), entries.end(), [&](const auto &e) { return e.name == w; })) {
            std::fprintf(stderr, "assay-bench: no benchmark named %s (try --list)\n", qPrintable(w));
            return 2;
        }
    }
    for (const auto &e : entries) {
        if (wanted.isEmpty() || wanted.contains(e.name))
            e.run();
    }
    return 0;
}
