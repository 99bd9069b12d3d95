#pragma once
// The small argument reader the headless verbs share: positional arguments, `--name value`,
// `--name=value` and flags, with errors for anything a verb does not know (scripts should fail
// loudly on a typo, not run with a default). Also where verbs print: results on stdout,
// everything else on stderr, and the exit codes they return.

#include <QHash>
#include <QStringList>
#include <QTextStream>

namespace assay::app {

// Exit codes of the headless verbs (documented in `assay --help` and the README).
enum ExitCode {
    ExitOk = 0,
    ExitWriteFailed = 1,   // the output file could not be written (nothing partial is left)
    ExitUsage = 2,         // wrong arguments
    ExitCannotOpen = 3,    // the notebook or the database could not be opened
    ExitQueryFailed = 4,   // a cell or query failed (run still writes its report, errors shown)
    ExitIncomplete = 5,    // written, but not everything fitted (an Excel sheet's row limit)
    ExitDeclined = 6,      // assay ask: the assistant declined the question (and said why)
    ExitNeedsAnswer = 7,   // assay ask: it needs to know more; the options are printed
    ExitDriftAffects = 8,  // assay check: the schema changed and something the notebook keeps is affected
    ExitVerifiedChanged = 9, // assay check --verified: a verified answer gives another result (or none)
    ExitInterrupted = 130, // Ctrl+C or SIGTERM: stopped, nothing partial is left
};

class CliArgs {
public:
    // `withValue`: options that take a value; `flags`: options that do not. Repeated options
    // keep every value (values()).
    CliArgs(const QStringList &args, const QStringList &withValue, const QStringList &flags);

    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    QStringList positional() const { return m_positional; }
    bool has(const QString &name) const { return m_values.contains(name); }
    QString value(const QString &name, const QString &fallback = {}) const;
    QStringList values(const QString &name) const { return m_values.value(name); }
    // An integer option; sets error() when it is not one or is below `min`.
    int intValue(const QString &name, int fallback, int min);

private:
    QStringList m_positional;
    QHash<QString, QStringList> m_values;
    QString m_error;
};

QTextStream &cliOut();
QTextStream &cliErr();
// "assay: message" on stderr; returns `code` so verbs can `return fail(code, ...)`.
int fail(int code, const QString &message);

// Ctrl+C and SIGTERM set a flag instead of killing the process, so a verb can cancel its work
// and remove what it started writing. Poll interrupted() (the verbs do, every 100 ms).
void installInterruptHandlers();
bool interrupted();

} // namespace assay::app
