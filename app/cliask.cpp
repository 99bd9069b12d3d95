// `assay ask --connection SPEC "QUESTION" [--provider NAME] [--export FILE] [--json] [--rows N]
//  [--clarification TEXT] [--privacy FILE]`: the chat's answer without the window. The model the
// user configured answers when there is one (or the one --provider names), else the offline
// assistant; the same privacy policy and read-only execution apply. The exit code says how it
// ended: answered 0, declined 6, needs an answer 7 (the options are printed), failed 4.

#include "apptr.h"
#include "cliargs.h"
#include "cliconnection.h"
#include "climodel.h"
#include "cliwait.h"
#include "headlessask.h"
#include "mcp/datasource.h"

#include "db/connection.h"
#include "db/dbsession.h"
#include "db/resultstore.h"
#include "export/chartexportdialog.h"
#include "knowledgebuild/knowledgeservice.h"
#include "charts/memoryaggregate.h"
#include "knowledgebuild/localsnapshot.h"
#include "llm/llmservice.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QScopeGuard>

namespace assay::app {
namespace {

// Waits for `future`, cancelling `token` on Ctrl+C. False when interrupted.
template <typename T>
bool waitFor(const QFuture<T> &future, db::DbSession *session = nullptr, const db::CancelTokenPtr &token = {})
{
    const bool finished = waitInEventLoop(future, [session, token] {
        if (!interrupted())
            return true;
        if (session && token)
            session->cancel(token);
        return false;
    });
    return finished && future.resultCount() > 0;
}

// The answer's chart as an image, or its JSON, by the file's suffix.
QString exportAnswer(const ask::AskResult &result, const QJsonObject &json, const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"json") {
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(json).toJson()) < 0 || !file.commit())
            return Tr::tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return {};
    }
    if (result.steps.isEmpty() || !result.steps.last().ok())
        return Tr::tr("there is no answer to draw, so %1 was not written").arg(QDir::toNativeSeparators(path));
    const ask::AskStep &step = result.steps.last();
    if (step.chartIsTable)
        return Tr::tr("the answer is a table, not a chart; export it as .json instead");
    // The chart reads aggregate rows (x, series, measures), as the chart cell's query returns
    // them; the answer's rows are the result's own (year, region, revenue): aggregated first.
    charts::AggregatedRows agg = charts::aggregateInMemory(step.chart, step.sample);
    if (!agg.error.isEmpty())
        return agg.error;
    db::ResultStore store;
    store.setColumns(agg.columns);
    store.append(std::move(agg.rows));
    store.markComplete(!step.sample.isWhole());
    return ui::writeChartImage(step.chart, store, path, QSize(1200, 700), 1.0);
}

int printAnswer(const ask::AskResult &result, const CliArgs &args, int rows)
{
    const QJsonObject json = answerJson(result, rows);
    if (args.has(QStringLiteral("json")))
        cliOut() << QJsonDocument(json).toJson(QJsonDocument::Indented);
    else
        cliOut() << answerText(result, rows);
    cliOut().flush();
    const AskEnding ending = endingOf(result);
    if (ending == AskEnding::Answered && args.has(QStringLiteral("export"))) {
        const QString path = QFileInfo(args.value(QStringLiteral("export"))).absoluteFilePath();
        if (const QString error = exportAnswer(result, json, path); !error.isEmpty())
            return fail(ExitWriteFailed, error);
        cliErr() << QDir::toNativeSeparators(path) << Qt::endl;
    }
    switch (ending) {
    case AskEnding::Answered:
        return ExitOk;
    case AskEnding::Declined:
        return ExitDeclined;
    case AskEnding::NeedsClarification:
        return ExitNeedsAnswer;
    case AskEnding::Cancelled:
        return ExitInterrupted;
    case AskEnding::Failed:
        break;
    }
    return ExitQueryFailed;
}

} // namespace

int askCommand(const QStringList &arguments)
{
    CliArgs args(arguments, {QStringLiteral("connection"), QStringLiteral("provider"), QStringLiteral("export"),
                             QStringLiteral("rows"), QStringLiteral("clarification"), QStringLiteral("privacy")},
                 {QStringLiteral("json")});
    const int rows = args.intValue(QStringLiteral("rows"), 20, 1);
    if (!args.ok())
        return fail(ExitUsage, args.error());
    if (args.positional().size() != 1 || args.positional().first().trimmed().isEmpty() || !args.has(QStringLiteral("connection")))
        return fail(ExitUsage, Tr::tr("usage: assay ask --connection SPEC \"QUESTION\" [--provider NAME] [--export FILE.png|.svg|.json] [--json]"));
    if (args.has(QStringLiteral("export"))) {
        const QString suffix = QFileInfo(args.value(QStringLiteral("export"))).suffix().toLower();
        if (suffix != u"png" && suffix != u"svg" && suffix != u"json")
            return fail(ExitUsage, Tr::tr("--export must end in .png, .svg (the chart) or .json (the whole answer)"));
        if (!QFileInfo(QFileInfo(args.value(QStringLiteral("export"))).absolutePath()).isDir())
            return fail(ExitWriteFailed, Tr::tr("cannot write %1: the folder does not exist").arg(args.value(QStringLiteral("export"))));
    }
    security::AccessPolicy extra;
    std::unique_ptr<llm::LlmService> model;
    QString error;
    if (!readAssistantOptions(args, &extra, &model, &error))
        return fail(ExitUsage, error);
    const ResolvedConnection connection = resolveConnection(args.value(QStringLiteral("connection")), {}, QDir::currentPath());
    if (!connection.error.isEmpty())
        return fail(ExitCannotOpen, connection.error);
    // Declared after the model: on every return the session goes first, and its worker (which
    // may still be stopping an answer that uses the model) ends before the model does.
    const auto workersEnded = qScopeGuard([] { db::DbSession::waitForRetired(); });
    std::unique_ptr<db::DbSession> session = openSession(connection, &error);
    if (!session)
        return fail(interrupted() ? ExitInterrupted : ExitCannotOpen, error);
    QFuture<db::CatalogResult> catalog = session->loadCatalog();
    if (!waitFor(catalog))
        return fail(ExitInterrupted, Tr::tr("interrupted"));
    if (!catalog.result().error.isNull())
        return fail(ExitCannotOpen, catalog.result().error.displayText());
    HeadlessAsk setup;
    setup.policy = combinedPolicy(security::AccessPolicy::fromJson(connection.config.privacy), extra);
    setup.llm = model.get();
    auto token = std::make_shared<db::CancelToken>();
    const db::Catalog tables = catalog.result().catalog;
    const QList<knowledge::PatternCorrectionEntry> corrections = knowledge::KnowledgeService::storedCorrections(connection.config);
    QFuture<std::shared_ptr<knowledge::KnowledgeSnapshot>> knowledge = session->submit<std::shared_ptr<knowledge::KnowledgeSnapshot>>(
        [tables, corrections](db::Connection &c) { return knowledge::buildLocalSnapshot(tables, &c, corrections); }, token);
    if (!waitFor(knowledge, session.get(), token))
        return fail(ExitInterrupted, Tr::tr("interrupted"));
    setup.knowledge = knowledge.result(); // answerQuestion restricts it by setup.policy
    const QString question = args.positional().first();
    const QString clarification = args.value(QStringLiteral("clarification"));
    QFuture<ask::AskResult> answer = session->submit<ask::AskResult>(
        [setup, question, clarification, token](db::Connection &c) { return answerHeadless(c, setup, question, clarification, token); }, token);
    if (!waitFor(answer, session.get(), token))
        return fail(ExitInterrupted, Tr::tr("interrupted"));
    return printAnswer(answer.result(), args, rows);
}

} // namespace assay::app
