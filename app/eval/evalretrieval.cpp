// assay eval retrieval: cross-database table retrieval. All schemas of the dataset are pooled into
// one catalog (as an enterprise warehouse would be), indexed with the no-model context (names,
// types, keys, friendly names, profiling where the database exists) and the local hashed
// embeddings; for each question, how many of the gold SQL's tables are in the top 5, 10, 30.

#include "evalcommand.h"
#include "evalsupport.h"

#include "knowledge/retriever.h"

#include <QElapsedTimer>

using namespace assay;

namespace {

int evaluate(const QString &dir, const QString &prefix, bool withEvidence, const app::EvalArgs &args, app::EvalOutput &out)
{
    eval::Dataset dataset;
    if (!app::loadDataset(dir, &dataset, out))
        return 1;
    QElapsedTimer clock;
    clock.start();
    knowledge::DataContext pooled;
    int profiled = 0;
    for (const QString &dbId : dataset.databaseIds()) {
        const QString path = dataset.databasePath(dbId);
        profiled += !path.isEmpty();
        pooled.tables += app::benchmarkKnowledge(dbId, dataset.schemas().value(dbId), path);
    }
    knowledge::Retriever retriever;
    QString error;
    retriever.build(pooled, {}, {}, knowledge::localEmbedder(), &error);
    if (!error.isEmpty())
        out.note(QStringLiteral("vectors: %1 (lexical retrieval only)").arg(error));
    const qint64 indexMs = clock.elapsed();

    const QList<int> ks = {5, 10, 30};
    QList<double> recall(ks.size(), 0.0);
    QList<int> complete(ks.size(), 0);
    int evaluated = 0;
    int count = 0;
    clock.restart();
    for (const eval::EvalQuestion &q : dataset.questions()) {
        if (args.limit > 0 && count >= args.limit)
            break;
        ++count;
        const QStringList gold = app::goldTables(q.goldSql, dataset.schemas().value(q.dbId));
        if (gold.isEmpty())
            continue;
        ++evaluated;
        const QString query = withEvidence && !q.evidence.isEmpty() ? q.question + QLatin1Char(' ') + q.evidence : q.question;
        const QList<knowledge::RetrievedItem> hits = retriever.searchTables(query, ks.last());
        for (int i = 0; i < ks.size(); ++i) {
            int found = 0;
            for (const QString &g : gold) {
                const QString want = (q.dbId + QLatin1Char('.') + g).toLower();
                for (int r = 0; r < std::min<int>(ks[i], int(hits.size())); ++r) {
                    if (hits[r].item.table.toLower() == want) {
                        ++found;
                        break;
                    }
                }
            }
            recall[i] += double(found) / gold.size();
            complete[i] += found == gold.size();
        }
        if (args.verbose && !hits.isEmpty())
            out.note(QStringLiteral("%1 | gold %2 | top %3").arg(q.question, gold.join(u','), hits.first().item.table));
    }
    out.figure(prefix + QStringLiteral("databases"), double(dataset.databaseIds().size()));
    out.figure(prefix + QStringLiteral("databases_profiled"), double(profiled));
    out.figure(prefix + QStringLiteral("tables_pooled"), double(pooled.tables.size()));
    out.figure(prefix + QStringLiteral("questions"), double(evaluated));
    out.figure(prefix + QStringLiteral("index_ms"), double(indexMs));
    out.figure(prefix + QStringLiteral("query_ms_avg"), evaluated ? double(clock.elapsed()) / evaluated : 0);
    for (int i = 0; i < ks.size(); ++i)
        out.figure(prefix + QStringLiteral("all_gold@%1").arg(ks[i]), evaluated ? double(complete[i]) / evaluated : 0);
    for (int i = 0; i < ks.size(); ++i)
        out.figure(prefix + QStringLiteral("recall@%1").arg(ks[i]), evaluated ? recall[i] / evaluated : 0);
    return 0;
}

} // namespace

ASSAY_EVAL("retrieval", "table retrieval over all schemas pooled: recall of gold tables at 5, 10, 30")(const app::EvalArgs &args,
                                                                                                       app::EvalOutput &out)
{
    if (args.spiderDir.isEmpty() && args.birdDir.isEmpty()) {
        out.note(QStringLiteral("assay eval retrieval needs --spider DIR and/or --bird DIR"));
        return 2;
    }
    // BIRD first so that, with both, Spider's recall@30 is the last line.
    if (!args.birdDir.isEmpty() && evaluate(args.birdDir, QStringLiteral("bird_"), true, args, out) != 0)
        return 1;
    if (!args.spiderDir.isEmpty())
        return evaluate(args.spiderDir, QString(), false, args, out);
    return 0;
}
