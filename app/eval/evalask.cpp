// assay eval ask: the whole ask pipeline on benchmark questions whose databases exist, with the
// model given by --llm-base-url/--llm-model (key in ASSAY_LLM_API_KEY). Reports execution
// accuracy (result multisets; order only when the gold orders), the relaxed variant that accepts
// extra columns, Lucy's table and column coverage of the linked schema (cov_t, cov_a), rounds,
// tokens, and latency per stage; and, for every schema (databases or not), the prompt tokens of
// the linked schema against sending the whole schema.
//
// Knowledge is the no-model kind (profiles, inferred keys, local embeddings), built once per
// database, so the figure measures the pipeline with the model under test, not a model-written
// context. --tools runs the tool loop instead of the staged pipeline. --privacy FILE applies an
// access policy (security::AccessPolicy JSON) exactly as a connection's privacy settings apply.

#include "evalcommand.h"
#include "evalsupport.h"
#include "climodel.h"

#include "agents/askpipeline.h"
#include "assistant/questionrouter.h"

#include "agents/schemalinker.h"
#include "db/connection.h"
#include "knowledge/examples.h"
#include "knowledge/knowledgesnapshot.h"
#include "knowledgebuild/localsnapshot.h"
#include "llm/llmservice.h"
#include "llm/tokenestimator.h"
#include "security/accesspolicy.h"

#include <QElapsedTimer>
#include <QTemporaryDir>

using namespace assay;

namespace {

struct Tally {
    int asked = 0, answered = 0, ex = 0, relaxed = 0, goldFailed = 0, clarifications = 0;
    double covT = 0, covA = 0, rounds = 0, tokens = 0, cost = 0;
    QHash<QString, qint64> stageMs;
    QHash<QString, int> stageCount;
};

} // namespace

ASSAY_EVAL("ask", "the ask pipeline with a configured model: execution accuracy, coverage, tokens, latency")(
    const app::EvalArgs &args, app::EvalOutput &out)
{
    if (args.spiderDir.isEmpty() && args.birdDir.isEmpty()) {
        out.note(QStringLiteral("assay eval ask needs --spider DIR and/or --bird DIR, and --llm-base-url URL --llm-model NAME"));
        return 2;
    }
    // --privacy FILE: what the model may not see and the queries may not read, as for a connection.
    security::AccessPolicy policy;
    if (const qsizetype i = args.extra.indexOf(QStringLiteral("--privacy")); i >= 0) {
        QString why;
        if (i + 1 >= args.extra.size() || !app::readPrivacyFile(args.extra[i + 1], &policy, &why)) {
            out.note(QStringLiteral("assay eval ask: %1").arg(why.isEmpty() ? QStringLiteral("--privacy needs a file") : why));
            return 2;
        }
    }
    QTemporaryDir dir;
    QString modelName, error;
    std::unique_ptr<llm::LlmService> llm = app::evalModel(args.extra, dir, &modelName, &error);
    const bool tools = args.extra.contains(QStringLiteral("--tools"));
    const QList<std::pair<QString, QString>> sets = {{QString(), args.spiderDir}, {QStringLiteral("bird_"), args.birdDir}};
    bool anyEx = false;
    for (const auto &[prefix, path] : sets) {
        if (path.isEmpty())
            continue;
        eval::Dataset dataset;
        if (!app::loadDataset(path, &dataset, out))
            return 1;
        // Prompt tokens for the linked schema against the whole schema: coarse linking (no
        // model), for every question of every schema, databases or not.
        {
            qint64 linkedTokens = 0, fullTokens = 0;
            int n = 0, count = 0;
            QHash<QString, std::shared_ptr<knowledge::KnowledgeSnapshot>> schemas;
            for (const eval::EvalQuestion &q : dataset.questions()) {
                if (args.limit > 0 && count++ >= args.limit)
                    break;
                if (!dataset.schemas().contains(q.dbId))
                    continue;
                if (!schemas.contains(q.dbId))
                    schemas.insert(q.dbId, knowledge::buildLocalSnapshot(dataset.schemas().value(q.dbId), nullptr));
                const auto &k = *schemas[q.dbId];
                agents::AgentModel none(nullptr, {}, nullptr, nullptr, {}, {});
                agents::LinkOptions o;
                o.useModel = false;
                const agents::LinkedSchema linked = agents::linkSchema(none, q.question + QLatin1Char(' ') + q.evidence, k, o);
                linkedTokens += llm::estimateTokens(linked.schemaText(k, false));
                fullTokens += llm::estimateTokens(agents::fullSchemaText(k));
                ++n;
            }
            out.figure(prefix + QStringLiteral("schema_prompt_tokens_avg"), n ? double(linkedTokens) / n : 0);
            out.figure(prefix + QStringLiteral("full_schema_prompt_tokens_avg"), n ? double(fullTokens) / n : 0);
        }
        // The same over all schemas pooled into one catalog (an enterprise warehouse): what goes
        // to the model stays the retrieved top tables, however big the catalog grows.
        {
            auto pooled = std::make_shared<knowledge::KnowledgeSnapshot>();
            for (const QString &dbId : dataset.databaseIds()) {
                for (db::TableInfo t : dataset.schemas().value(dbId).tables) {
                    t.schema = dbId;
                    for (db::ForeignKeyInfo &fk : t.foreignKeys)
                        fk.refSchema = dbId;
                    pooled->catalog.tables << t;
                }
                pooled->context.tables += app::benchmarkKnowledge(dbId, dataset.schemas().value(dbId), QString());
            }
            auto retriever = std::make_shared<knowledge::Retriever>();
            retriever->build(pooled->context, {}, {}, knowledge::localEmbedder());
            pooled->retriever = retriever;
            qint64 linkedTokens = 0;
            int n = 0, count = 0;
            for (const eval::EvalQuestion &q : dataset.questions()) {
                if (args.limit > 0 && count++ >= args.limit)
                    break;
                agents::AgentModel none(nullptr, {}, nullptr, nullptr, {}, {});
                agents::LinkOptions o;
                o.useModel = false;
                linkedTokens += llm::estimateTokens(agents::linkSchema(none, q.question + QLatin1Char(' ') + q.evidence, *pooled, o).schemaText(*pooled, false));
                ++n;
            }
            out.figure(prefix + QStringLiteral("pooled_tables"), pooled->catalog.tables.size());
            out.figure(prefix + QStringLiteral("pooled_schema_prompt_tokens_avg"), n ? double(linkedTokens) / n : 0);
            out.figure(prefix + QStringLiteral("pooled_full_schema_prompt_tokens"), llm::estimateTokens(agents::fullSchemaText(*pooled)));
        }
        if (!llm) {
            out.note(QStringLiteral("assay eval ask: %1; only the prompt-token figures are printed.").arg(error));
            continue;
        }
        anyEx = true;
        Tally t;
        QHash<QString, std::shared_ptr<knowledge::KnowledgeSnapshot>> knowledge;
        QHash<QString, std::shared_ptr<db::Connection>> connections;
        int count = 0;
        for (const eval::EvalQuestion &q : dataset.questions()) {
            if (args.limit > 0 && count++ >= args.limit)
                break;
            if (!dataset.hasDatabase(q.dbId))
                continue;
            if (!connections.contains(q.dbId)) {
                db::ConnectionConfig config;
                config.engine = db::Engine::SQLite;
                config.filePath = dataset.databasePath(q.dbId);
                config.readOnly = true;
                std::shared_ptr<db::Connection> c(db::createConnection(config).release());
                if (db::DbError e = c->open({})) {
                    out.note(e.displayText());
                    continue;
                }
                db::Catalog catalog;
                c->introspect(&catalog);
                connections.insert(q.dbId, c);
                knowledge.insert(q.dbId, knowledge::buildLocalSnapshot(catalog, c.get()));
            }
            db::Connection *c = connections[q.dbId].get();
            QList<db::Row> gold;
            db::ExecOptions o;
            o.readOnly = true;
            o.timeoutMs = 60000;
            if (!c->query(q.goldSql, &gold, o).ok()) {
                ++t.goldFailed; // a broken gold query says nothing about Assay
                continue;
            }
            ask::AskRequest r;
            r.question = q.evidence.isEmpty() ? q.question : q.question + QStringLiteral("\nHint: ") + q.evidence;
            r.questionId = QStringLiteral("%1-%2").arg(q.dbId).arg(q.index);
            r.flavor = sql::Flavor::SQLite;
            r.allowClarification = false; // a benchmark cannot answer back
            r.writeInsight = false;
            r.rowCap = 200000;
            r.timeoutMs = 60000;
            r.mode = tools ? ask::AskMode::Tools : ask::AskMode::Pipeline;
            r.policy = policy;
            // Who answers and what it may see are decided as for the window (assistant::answerQuestion).
            const ask::AskResult result = assistant::answerQuestion(*c, {knowledge[q.dbId], llm.get()}, r, std::make_shared<db::CancelToken>());
            ++t.asked;
            t.tokens += result.promptTokens() + result.completionTokens();
            t.cost += result.cost();
            for (const ask::StageStat &s : result.stages) {
                t.stageMs[s.stage] += s.ms;
                t.stageCount[s.stage] += 1;
            }
            // Coverage of the gold tables and columns by the linked schema (Lucy's cov_t, cov_a).
            const db::Catalog &catalog = knowledge[q.dbId]->catalog;
            const knowledge::SqlUsage gold_usage = knowledge::analyzeSqlUsage(q.goldSql, catalog, sql::Flavor::SQLite);
            int tablesCovered = 0, columnsCovered = 0;
            for (const QString &gt : gold_usage.tables)
                tablesCovered += result.linkedTables.contains(gt, Qt::CaseInsensitive) ? 1 : 0;
            for (const QString &gc : gold_usage.columns) {
                const QString table = gc.section(u'.', 0, 0);
                const bool whole = result.linkedTables.contains(table, Qt::CaseInsensitive)
                                   && std::none_of(result.linkedColumns.begin(), result.linkedColumns.end(),
                                                   [&](const QString &lc) { return lc.section(u'.', 0, 0).compare(table, Qt::CaseInsensitive) == 0; });
                columnsCovered += whole || result.linkedColumns.contains(gc, Qt::CaseInsensitive) ? 1 : 0;
            }
            t.covT += gold_usage.tables.isEmpty() ? 1.0 : double(tablesCovered) / gold_usage.tables.size();
            t.covA += gold_usage.columns.isEmpty() ? 1.0 : double(columnsCovered) / gold_usage.columns.size();
            const ask::AskStep *last = nullptr;
            for (const ask::AskStep &s : result.steps) {
                if (s.ok())
                    last = &s;
            }
            if (!result.answered() || !last) {
                if (args.verbose)
                    out.note(QStringLiteral("%1 #%2: %3").arg(q.dbId).arg(q.index).arg(result.message));
                continue;
            }
            ++t.answered;
            t.rounds += last->rounds;
            const bool ordered = app::ordersResult(q.goldSql);
            const bool exact = app::sameResult(gold, last->sample.rows, ordered);
            t.ex += exact ? 1 : 0;
            t.relaxed += exact || app::sameResultRelaxed(gold, last->sample.rows, ordered) ? 1 : 0;
            if (args.verbose && !exact)
                out.note(QStringLiteral("%1 #%2 wrong: %3").arg(q.dbId).arg(q.index).arg(last->sql.simplified()));
        }
        const double n = std::max(1, t.asked);
        out.figure(prefix + QStringLiteral("questions"), t.asked);
        out.figure(prefix + QStringLiteral("gold_sql_failed"), t.goldFailed);
        out.figure(prefix + QStringLiteral("answered"), t.answered / n);
        out.figure(prefix + QStringLiteral("cov_t"), t.covT / n);
        out.figure(prefix + QStringLiteral("cov_a"), t.covA / n);
        out.figure(prefix + QStringLiteral("rounds_avg"), t.answered ? t.rounds / t.answered : 0);
        out.figure(prefix + QStringLiteral("tokens_avg"), t.tokens / n);
        out.figure(prefix + QStringLiteral("cost_avg"), t.cost / n);
        QStringList stages = t.stageMs.keys();
        stages.sort();
        for (const QString &s : stages)
            out.figure(prefix + QStringLiteral("stage_ms_avg_") + s, double(t.stageMs[s]) / std::max(1, t.stageCount[s]));
        out.figure(prefix + QStringLiteral("ex_relaxed"), t.relaxed / n);
        out.figure(prefix + QStringLiteral("ex"), t.ex / n);
    }
    return anyEx ? 0 : (llm ? 0 : 2);
}
