// assay eval joins: for every gold query that joins two or more tables, give the join planner the
// gold tables of each FROM clause and compare the plan's join edges with the gold SQL's. The
// schema graph is built from the tables file's declared keys only (no data, no model), so the
// figure measures the planner, not the knowledge layer.

#include "evalcommand.h"
#include "evalsupport.h"

#include "schema/joinplanner.h"
#include "sql/joins.h"

#include <QElapsedTimer>
#include <QSet>

using namespace assay;

namespace {

QStringList goldEdgeKeys(const sql::JoinGroup &g)
{
    QStringList keys;
    for (const sql::JoinCondition &c : g.conditions)
        keys << schema::canonicalEdgeKey(c.leftTable, c.leftColumn, c.rightTable, c.rightColumn);
    keys.removeDuplicates();
    keys.sort();
    return keys;
}

} // namespace

ASSAY_EVAL("joins", "join planning: the planner's edges against the gold SQL's, given the gold tables")(
    const app::EvalArgs &args, app::EvalOutput &out)
{
    const QList<std::pair<QString, QString>> sets = {{QString(), args.spiderDir}, {QStringLiteral("bird_"), args.birdDir}};
    if (args.spiderDir.isEmpty() && args.birdDir.isEmpty()) {
        out.note(QStringLiteral("assay eval joins needs --spider DIR and/or --bird DIR"));
        return 2;
    }
    for (const auto &[prefix, dir] : sets) {
        if (dir.isEmpty())
            continue;
        eval::Dataset dataset;
        if (!app::loadDataset(dir, &dataset, out))
            return 1;
        // One graph and pattern set per database, built once.
        QHash<QString, schema::SchemaGraph> graphs;
        QHash<QString, schema::SchemaPatterns> patterns;
        int queries = 0, exactQueries = 0, groups = 0, exactGroups = 0, tableExact = 0, planned = 0, ambiguous = 0, selfJoins = 0;
        int goldEdges = 0, foundEdges = 0, count = 0;
        qint64 planMicros = 0;
        for (const eval::EvalQuestion &q : dataset.questions()) {
            if (args.limit > 0 && count++ >= args.limit)
                break;
            if (!dataset.schemas().contains(q.dbId))
                continue;
            if (!graphs.contains(q.dbId)) {
                graphs.insert(q.dbId, schema::SchemaGraph::fromCatalog(dataset.schemas().value(q.dbId)));
                patterns.insert(q.dbId, schema::detectPatterns(graphs[q.dbId]));
            }
            const schema::SchemaGraph &graph = graphs[q.dbId];
            const schema::JoinPlanner planner(graph, patterns[q.dbId]);
            bool any = false;
            bool allExact = true;
            for (const sql::JoinGroup &g : sql::findJoinGroups(q.goldSql, sql::Flavor::SQLite)) {
                QStringList tables;
                for (const sql::JoinTable &t : g.tables)
                    tables << t.name.toLower();
                const int mentions = int(tables.size());
                tables.removeDuplicates();
                if (mentions < 2)
                    continue;
                any = true;
                ++groups;
                const QStringList gold = goldEdgeKeys(g);
                goldEdges += int(gold.size());
                if (tables.size() < mentions) {
                    // The same table twice (a self join): outside what a join tree expresses.
                    ++selfJoins;
                    allExact = false;
                    continue;
                }
                QElapsedTimer clock;
                clock.start();
                const schema::PlanResult r = planner.plan(tables);
                planMicros += clock.nsecsElapsed() / 1000;
                if (!r.ok()) {
                    allExact = false;
                    if (args.verbose)
                        out.note(QStringLiteral("%1 #%2: %3").arg(q.dbId).arg(q.index).arg(r.error));
                    continue;
                }
                ++planned;
                ambiguous += r.ambiguous() ? 1 : 0;
                const schema::JoinPlan &best = r.plans.first();
                const QStringList edges = best.edgeKeys();
                for (const QString &e : gold)
                    foundEdges += edges.contains(e) ? 1 : 0;
                if (best.extraTables.isEmpty())
                    ++tableExact;
                if (edges == gold) {
                    ++exactGroups;
                } else {
                    allExact = false;
                    if (args.verbose)
                        out.note(QStringLiteral("%1 #%2: gold %3 | plan %4").arg(q.dbId).arg(q.index).arg(gold.join(u' '), edges.join(u' ')));
                }
            }
            if (any) {
                ++queries;
                exactQueries += allExact ? 1 : 0;
            }
        }
        out.figure(prefix + QStringLiteral("join_queries"), queries);
        out.figure(prefix + QStringLiteral("join_groups"), groups);
        out.figure(prefix + QStringLiteral("join_self_joins"), selfJoins);
        out.figure(prefix + QStringLiteral("join_planned"), groups ? double(planned) / groups : 0);
        out.figure(prefix + QStringLiteral("join_no_extra_tables"), planned ? double(tableExact) / planned : 0);
        out.figure(prefix + QStringLiteral("join_ambiguous"), planned ? double(ambiguous) / planned : 0);
        out.figure(prefix + QStringLiteral("join_edge_recall"), goldEdges ? double(foundEdges) / goldEdges : 0);
        out.figure(prefix + QStringLiteral("join_plan_us_avg"), groups ? double(planMicros) / groups : 0);
        out.figure(prefix + QStringLiteral("join_group_exact"), groups ? double(exactGroups) / groups : 0);
        out.figure(prefix + QStringLiteral("join_exact"), queries ? double(exactQueries) / queries : 0);
    }
    return 0;
}
