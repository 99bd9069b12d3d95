// `assay check --verified --connection SPEC [--json] [--provider NAME] [--privacy FILE]`: asks
// every verified question of the connection again, as `assay ask` answers (the model configured
// in the window, or the offline assistant), runs both the new and the verified SQL and compares
// their results by fingerprint. Prints each: same, different (both SQL and their first rows), or
// no longer answerable (why). Exit 0 when all give their result, 9 when one does not; the checks
// are kept with the answers, so the window shows them too.

#include "apptr.h"
#include "cliargs.h"
#include "clicommands.h"
#include "cliconnection.h"
#include "climodel.h"
#include "cliwait.h"
#include "headlessask.h"
#include "mcp/datasource.h"

#include "db/connection.h"
#include "db/dbsession.h"
#include "knowledgebuild/knowledgeservice.h"
#include "knowledgebuild/localsnapshot.h"
#include "llm/llmservice.h"
#include "verified/verifiedcheck.h"
#include "verified/verifiedstore.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>

namespace assay::app {
namespace {

void printRows(const QStringList &columns, const QList<QStringList> &rows, int max)
{
    if (columns.isEmpty())
        return;
    cliOut() << "        " << columns.join(QStringLiteral(" | ")) << "\n";
    for (int i = 0; i < rows.size() && i < max; ++i)
        cliOut() << "        " << rows[i].join(QStringLiteral(" | ")) << "\n";
}

void printCheck(const verified::VerifiedAnswer &a, const verified::CheckResult &r)
{
    QTextStream &out = cliOut();
    out << "[" << verified::statusKey(r.status) << "] " << a.question << "\n";
    if (!r.message.isEmpty())
        out << "    " << r.message << "\n";
    if (r.status == verified::CheckStatus::Same)
        return;
    out << "    " << Tr::tr("verified SQL:") << "\n        " << QString(a.sql).replace(QLatin1Char('\n'), QStringLiteral("\n        ")) << "\n";
    out << "    " << Tr::tr("verified result (%n row(s)):", nullptr, int(a.rows)) << "\n";
    printRows(a.columns, a.sample, 5);
    if (r.sql.isEmpty())
        return;
    out << "    " << Tr::tr("answer now:") << "\n        " << QString(r.sql).replace(QLatin1Char('\n'), QStringLiteral("\n        ")) << "\n";
    out << "    " << Tr::tr("result now (%n row(s)):", nullptr, int(r.rows)) << "\n";
    printRows(r.columns, r.sample, 5);
}

QJsonObject checkJson(const verified::VerifiedAnswer &a, const verified::CheckResult &r)
{
    return QJsonObject{{QStringLiteral("question"), a.question},
                       {QStringLiteral("status"), verified::statusKey(r.status)},
                       {QStringLiteral("message"), r.message},
                       {QStringLiteral("verified_sql"), a.sql},
                       {QStringLiteral("verified_rows"), double(a.rows)},
                       {QStringLiteral("sql"), r.sql},
                       {QStringLiteral("rows"), double(r.rows)},
                       {QStringLiteral("data_changed"), r.dataChanged},
                       {QStringLiteral("answered_by"), r.answeredBy}};
}

} // namespace

int checkVerifiedCommand(const QStringList &arguments)
{
    QStringList rest = arguments;
    rest.removeAll(QStringLiteral("--verified"));
    CliArgs args(rest, {QStringLiteral("connection"), QStringLiteral("provider"), QStringLiteral("privacy")}, {QStringLiteral("json")});
    if (!args.ok())
        return fail(ExitUsage, args.error());
    if (!args.positional().isEmpty() || !args.has(QStringLiteral("connection")))
        return fail(ExitUsage, Tr::tr("usage: assay check --verified --connection SPEC [--json] [--provider NAME] [--privacy FILE]"));
    security::AccessPolicy extra;
    std::unique_ptr<llm::LlmService> model;
    QString error;
    if (!readAssistantOptions(args, &extra, &model, &error))
        return fail(ExitUsage, error);
    const ResolvedConnection connection = resolveConnection(args.value(QStringLiteral("connection")), {}, QDir::currentPath());
    if (!connection.error.isEmpty())
        return fail(ExitCannotOpen, connection.error);
    verified::VerifiedStore store;
    const QString storePath = knowledge::KnowledgeService::storePathFor({}, connection.config);
    if (const QString e = store.open(storePath); !e.isEmpty())
        return fail(ExitCannotOpen, e);
    const QList<verified::VerifiedAnswer> answers = store.answers();
    if (answers.isEmpty()) {
        cliOut() << Tr::tr("No verified answers for this connection yet (Keep as Example on a right answer in the Assistant verifies it).") << "\n";
        return ExitOk;
    }
    // Declared after the model: the session's worker ends before the model does.
    const auto workersEnded = qScopeGuard([] { db::DbSession::waitForRetired(); });
    std::unique_ptr<db::DbSession> session = openSession(connection, &error);
    if (!session)
        return fail(interrupted() ? ExitInterrupted : ExitCannotOpen, error);
    QFuture<db::CatalogResult> catalog = session->loadCatalog();
    if (!waitInEventLoop(catalog, [] { return !interrupted(); }) || catalog.resultCount() == 0)
        return fail(ExitInterrupted, Tr::tr("interrupted"));
    if (!catalog.result().error.isNull())
        return fail(ExitCannotOpen, catalog.result().error.displayText());
    HeadlessAsk setup;
    setup.policy = combinedPolicy(security::AccessPolicy::fromJson(connection.config.privacy), extra);
    setup.llm = model.get();
    auto token = std::make_shared<db::CancelToken>();
    const db::Catalog tables = catalog.result().catalog;
    const QString by = model ? QStringLiteral("model") : QStringLiteral("offline");
    QFuture<QList<verified::CheckResult>> checks = session->submit<QList<verified::CheckResult>>(
        [tables, setup, answers, token](db::Connection &c) mutable {
            setup.knowledge = knowledge::buildLocalSnapshot(tables, &c);
            const verified::Asker asker = [&](const QString &question) { return answerHeadless(c, setup, question, {}, token); };
            QList<verified::CheckResult> out;
            for (const verified::VerifiedAnswer &a : answers) {
                if (token->isCancelled())
                    break;
                out << verified::recheckAnswer(c, a, asker, token);
            }
            return out;
        },
        token);
    if (!waitInEventLoop(checks, [&] {
            if (interrupted())
                session->cancel(token);
            return !interrupted();
        }) || checks.resultCount() == 0 || checks.result().size() != answers.size())
        return fail(ExitInterrupted, Tr::tr("interrupted"));
    int changed = 0;
    QJsonArray json;
    const QList<verified::CheckResult> results = checks.result(); // held: an element of a temporary would dangle
    for (int i = 0; i < answers.size(); ++i) {
        const verified::CheckResult &r = results[i];
        store.saveCheck(answers[i].id, r);
        changed += r.status != verified::CheckStatus::Same ? 1 : 0;
        if (args.has(QStringLiteral("json")))
            json.append(checkJson(answers[i], r));
        else
            printCheck(answers[i], r);
    }
    if (args.has(QStringLiteral("json")))
        cliOut() << QJsonDocument(QJsonObject{{QStringLiteral("answers"), json}, {QStringLiteral("changed"), changed}}).toJson(QJsonDocument::Indented);
    else
        cliOut() << Tr::tr("%1 of %2 verified answers give their result.").arg(int(answers.size()) - changed).arg(answers.size()) << "\n";
    cliOut().flush();
    return changed > 0 ? ExitVerifiedChanged : ExitOk;
}

} // namespace assay::app
