// assay eval joins: for every gold FROM clause that joins two or more table uses, give the join
// planner those uses (a table used twice counts twice; roles as the question's words give them,
// read by the same schema::assignRoles the offline reader uses) and compare its plan with the
// gold joins role by role (app/eval/joincompare). The schema graph is what Assay builds without a
// model: the declared keys plus the relationships found in the data (core/relationships) where the
// database is there, else the name rules with their low name-only confidence, and the patterns
// detected on it. `--hide-declared` plans without the declared foreign keys (a warehouse, an
// imported file). Figures per data set, and exact split into the databases rules were developed on
// and those only measured.

#include "evalcommand.h"
#include "evalsupport.h"
#include "joincompare.h"

#include "db/connection.h"
#include "knowledgebuild/contextbuilder.h"
#include "schema/joinplanner.h"
#include "sql/joins.h"

#include <QElapsedTimer>
#include <QSet>

#include <algorithm>

using namespace assay;

namespace {

struct Graph {
    schema::SchemaGraph graph;
    schema::SchemaPatterns patterns;
    std::unique_ptr<schema::JoinPlanner> planner;
};

// Where the database is there (Spider), relationships are found in the data as the knowledge
// build finds them (core/relationships); without it (BIRD), the name rules keep their low
// name-only confidence. `hideDeclared`: plan as if the catalog declared no foreign key.
std::unique_ptr<Graph> graphFor(const db::Catalog &declared, const QString &sqlitePath, bool hideDeclared)
{
    auto g = std::make_unique<Graph>();
    const db::Catalog catalog = hideDeclared ? app::withoutDeclaredKeys(declared, false) : declared;
    const std::unique_ptr<db::Connection> connection = app::openBenchmarkDatabase(sqlitePath);
    const knowledge::DataContext context = app::discoveredContext(catalog, connection.get());
    g->graph = schema::SchemaGraph::fromKnowledge(catalog, context);
    g->patterns = schema::detectPatterns(g->graph);
    g->planner = std::make_unique<schema::JoinPlanner>(g->graph, g->patterns);
    return g;
}

struct Tally {
    int queries = 0, exactQueries = 0;
    int groups = 0, exactGroups = 0, planned = 0, ambiguous = 0, selfJoins = 0, selfJoinsExact = 0;
    int aliased = 0, leftJoins = 0, skipped = 0;
    int goldEqualities = 0, foundEqualities = 0;
    QList<double> micros;
};

double percentile(QList<double> v, double p)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min<qsizetype>(v.size() - 1, qsizetype(p * double(v.size())))];
}

double share(int a, int b)
{
    return b ? double(a) / b : 0;
}

// One gold FROM clause: plan its uses, compare. Returns false when it does not count.
bool evalGroup(const sql::JoinGroup &g, const eval::EvalQuestion &q, const Graph &graph, Tally &t, bool *exact, const app::EvalArgs &args,
               app::EvalOutput &out)
{
    QList<schema::TableUse> uses;
    for (const sql::JoinTable &jt : g.tables) {
        if (graph.graph.indexOf(jt.name) < 0) { // a CTE or a name the schema does not have
            ++t.skipped;
            return false;
        }
        uses << schema::TableUse(jt.name);
    }
    schema::assignRoles(uses, q.question + QLatin1Char(' ') + q.evidence, graph.graph);
    QSet<QString> distinct;
    for (const sql::JoinTable &jt : g.tables)
        distinct.insert(jt.name.toLower());
    const bool selfJoin = distinct.size() < g.tables.size();
    ++t.groups;
    t.selfJoins += selfJoin ? 1 : 0;
    QElapsedTimer clock;
    clock.start();
    const schema::PlanResult r = graph.planner->plan(uses);
    t.micros << clock.nsecsElapsed() / 1000.0;
    t.goldEqualities += int(g.conditions.size());
    if (!r.ok()) {
        *exact = false;
        if (args.verbose)
            out.note(QStringLiteral("%1 #%2: %3").arg(q.dbId).arg(q.index).arg(r.error));
        return true;
    }
    ++t.planned;
    t.ambiguous += r.ambiguous() ? 1 : 0;
    const schema::JoinPlan &best = r.plans.first();
    t.aliased += best.hasRepeatedTables() ? 1 : 0;
    t.leftJoins += best.hasLeftJoins() ? 1 : 0;
    const app::JoinComparison c = app::compareJoins(g, best);
    t.foundEqualities += c.foundEqualities;
    if (c.exact) {
        ++t.exactGroups;
        t.selfJoinsExact += selfJoin ? 1 : 0;
    } else {
        *exact = false;
        if (args.verbose) {
            QStringList gold;
            for (const sql::JoinCondition &jc : g.conditions)
                gold << schema::canonicalEdgeKey(jc.leftTable, jc.leftColumn, jc.rightTable, jc.rightColumn);
            QStringList roles;
            for (const schema::TableUse &u : std::as_const(uses))
                roles << u.key();
            out.note(QStringLiteral("%1 #%2 [%3]: gold %4 | plan %5").arg(q.dbId).arg(q.index).arg(roles.join(u' '), gold.join(u' '), best.edgeKeys().join(u' ')));
        }
    }
    return true;
}

void report(app::EvalOutput &out, const QString &prefix, const Tally &all, const Tally &tune, const Tally &held)
{
    out.figure(prefix + QStringLiteral("join_queries"), all.queries);
    out.figure(prefix + QStringLiteral("join_groups"), all.groups);
    out.figure(prefix + QStringLiteral("join_skipped_not_tables"), all.skipped);
    out.figure(prefix + QStringLiteral("join_self_joins"), all.selfJoins);
    out.figure(prefix + QStringLiteral("join_self_joins_exact"), share(all.selfJoinsExact, all.selfJoins));
    out.figure(prefix + QStringLiteral("join_planned"), share(all.planned, all.groups));
    out.figure(prefix + QStringLiteral("join_ambiguous"), share(all.ambiguous, all.planned));
    out.figure(prefix + QStringLiteral("join_plans_with_aliases"), share(all.aliased, all.planned));
    out.figure(prefix + QStringLiteral("join_plans_with_left_joins"), share(all.leftJoins, all.planned));
    out.figure(prefix + QStringLiteral("join_edge_recall"), share(all.foundEqualities, all.goldEqualities));
    out.figure(prefix + QStringLiteral("join_plan_us_median"), percentile(all.micros, 0.5));
    out.figure(prefix + QStringLiteral("join_plan_us_p95"), percentile(all.micros, 0.95));
    out.figure(prefix + QStringLiteral("join_plan_us_max"), percentile(all.micros, 1.0));
    out.figure(prefix + QStringLiteral("join_group_exact"), share(all.exactGroups, all.groups));
    out.figure(prefix + QStringLiteral("join_queries_tuning_part"), tune.queries);
    out.figure(prefix + QStringLiteral("join_queries_measured_only_part"), held.queries);
    out.figure(prefix + QStringLiteral("join_exact_tuning_part"), share(tune.exactQueries, tune.queries));
    out.figure(prefix + QStringLiteral("join_exact_measured_only_part"), share(held.exactQueries, held.queries));
    out.figure(prefix + QStringLiteral("join_exact"), share(all.exactQueries, all.queries));
}

void add(Tally &into, const Tally &t)
{
    into.queries += t.queries;
    into.exactQueries += t.exactQueries;
    into.groups += t.groups;
    into.exactGroups += t.exactGroups;
    into.planned += t.planned;
    into.ambiguous += t.ambiguous;
    into.selfJoins += t.selfJoins;
    into.selfJoinsExact += t.selfJoinsExact;
    into.aliased += t.aliased;
    into.leftJoins += t.leftJoins;
    into.skipped += t.skipped;
    into.goldEqualities += t.goldEqualities;
    into.foundEqualities += t.foundEqualities;
    into.micros += t.micros;
}

} // namespace

ASSAY_EVAL("joins", "join planning: the planner's joins against the gold SQL's, role by role, given the gold table uses [--hide-declared]")(
    const app::EvalArgs &args, app::EvalOutput &out)
{
    const QList<std::pair<QString, QString>> sets = {{QString(), args.spiderDir}, {QStringLiteral("bird_"), args.birdDir}};
    if (args.spiderDir.isEmpty() && args.birdDir.isEmpty()) {
        out.note(QStringLiteral("assay eval joins needs --spider DIR and/or --bird DIR"));
        return 2;
    }
    const bool onlyTuning = args.extra.contains(QStringLiteral("--tuning-part"));
    const bool hideDeclared = args.extra.contains(QStringLiteral("--hide-declared"));
    for (const auto &[prefix, dir] : sets) {
        if (dir.isEmpty())
            continue;
        eval::Dataset dataset;
        if (!app::loadDataset(dir, &dataset, out))
            return 1;
        std::map<QString, std::unique_ptr<Graph>> graphs; // one per database, built once
        Tally tune, held;
        int count = 0;
        for (const eval::EvalQuestion &q : dataset.questions()) {
            if (args.limit > 0 && count++ >= args.limit)
                break;
            if (!dataset.schemas().contains(q.dbId))
                continue;
            const bool tuning = app::tuningDatabase(q.dbId);
            if (onlyTuning && !tuning)
                continue; // --tuning-part: look only at what rules may be developed on
            auto &graph = graphs[q.dbId];
            if (!graph)
                graph = graphFor(dataset.schemas().value(q.dbId), dataset.databasePath(q.dbId), hideDeclared);
            Tally &t = tuning ? tune : held;
            bool any = false, exact = true;
            for (const sql::JoinGroup &g : sql::findJoinGroups(q.goldSql, sql::Flavor::SQLite)) {
                if (g.tables.size() >= 2)
                    any = evalGroup(g, q, *graph, t, &exact, args, out) || any;
            }
            if (any) {
                ++t.queries;
                t.exactQueries += exact ? 1 : 0;
            }
        }
        Tally all;
        add(all, tune);
        add(all, held);
        report(out, prefix, all, tune, held);
    }
    return 0;
}
