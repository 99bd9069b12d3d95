#pragma once
// `assay eval WHAT --spider DIR [--bird DIR] [--nvbench FILE] [--limit N]`: each WHAT is one file
// in app/eval that registers itself with ASSAY_EVAL. Output: one "name value" line per figure,
// the headline figure last; diagnostics go to stderr.

#include <QString>
#include <QStringList>

#include <functional>

namespace assay::app {

struct EvalArgs {
    QString spiderDir;
    QString birdDir;
    QString nvbenchFile;
    int limit = 0;        // evaluate only the first N questions (0 = all)
    bool verbose = false; // per-question lines on stderr
    QStringList extra;    // options a particular evaluation understands

    // The value after `name` among the extra options ("--query TEXT"), or empty.
    QString option(const QString &name) const {
        const qsizetype i = extra.indexOf(name);
        return i >= 0 && i + 1 < extra.size() ? extra[i + 1] : QString();
    }
};

class EvalOutput {
public:
    void figure(const QString &name, double value);
    void figure(const QString &name, const QString &value);
    void note(const QString &text); // stderr
};

using EvalFunction = std::function<int(const EvalArgs &, EvalOutput &)>;

struct EvalRegistration {
    EvalRegistration(const char *name, const char *description, EvalFunction run);
};

int runEval(const QStringList &args);
QString evalHelp();

} // namespace assay::app

#define ASSAY_EVAL_CAT(a, b) a##b
#define ASSAY_EVAL_NAME(a, b) ASSAY_EVAL_CAT(a, b)
#define ASSAY_EVAL(name, description)                                                                         \
    static int ASSAY_EVAL_NAME(eval_, __LINE__)(const assay::app::EvalArgs &, assay::app::EvalOutput &);      \
    static assay::app::EvalRegistration ASSAY_EVAL_NAME(evalRegistration_, __LINE__)(                       \
        name, description, ASSAY_EVAL_NAME(eval_, __LINE__));                                                \
    static int ASSAY_EVAL_NAME(eval_, __LINE__)
