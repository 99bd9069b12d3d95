#include "cliargs.h"
#include "apptr.h"

#include <QCoreApplication>

#include <atomic>
#include <csignal>

namespace assay::app {
namespace {

std::atomic<bool> g_interrupted{false};

void onSignal(int)
{
    g_interrupted.store(true);
}

} // namespace

CliArgs::CliArgs(const QStringList &args, const QStringList &withValue, const QStringList &flags)
{
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (!a.startsWith(QLatin1String("--")) || a == u"--") {
            m_positional << a;
            continue;
        }
        QString name = a.mid(2);
        QString value;
        bool inlineValue = false;
        if (const qsizetype eq = name.indexOf(QLatin1Char('=')); eq > 0) {
            value = name.mid(eq + 1);
            name = name.left(eq);
            inlineValue = true;
        }
        if (flags.contains(name)) {
            if (inlineValue) {
                m_error = Tr::tr("--%1 takes no value").arg(name);
                return;
            }
            m_values[name] << QString();
        } else if (withValue.contains(name)) {
            if (!inlineValue) {
                if (i + 1 >= args.size()) {
                    m_error = Tr::tr("--%1 needs a value").arg(name);
                    return;
                }
                value = args[++i];
            }
            m_values[name] << value;
        } else {
            m_error = Tr::tr("unknown option --%1").arg(name);
            return;
        }
    }
}

QString CliArgs::value(const QString &name, const QString &fallback) const
{
    const QStringList v = m_values.value(name);
    return v.isEmpty() ? fallback : v.last();
}

int CliArgs::intValue(const QString &name, int fallback, int min)
{
    if (!has(name))
        return fallback;
    bool ok = false;
    const int v = value(name).toInt(&ok);
    if (!ok || v < min) {
        m_error = Tr::tr("--%1 needs a whole number of at least %2").arg(name).arg(min);
        return fallback;
    }
    return v;
}

QTextStream &cliOut()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &cliErr()
{
    static QTextStream s(stderr);
    return s;
}

int fail(int code, const QString &message)
{
    cliErr() << "assay: " << message << Qt::endl;
    return code;
}

void installInterruptHandlers()
{
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
}

bool interrupted()
{
    return g_interrupted.load();
}

} // namespace assay::app
