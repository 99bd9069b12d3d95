// The join planner on a 2,000-table schema shaped like an enterprise database: 118 subject areas,
// each a fact with dimensions and sub-dimensions (a snowflake), an amount table with exclusive
// subtypes, a link table, a table referring to itself, lookups shared across all areas, and
// references between areas. Questions are table uses near each other (as a linker would ask
// for them), some with a table twice; plus pairs far apart, where the planner must say why in
// bounded time. Deterministic (fixed seed).

#include "bench.h"

#include "schema/joinplanner.h"

#include <QElapsedTimer>
#include <QRandomGenerator>

#include <algorithm>

using namespace assay;

namespace {

db::TableInfo table(const QString &name, const QStringList &columns, const QStringList &key)
{
    db::TableInfo t;
    t.name = name;
    for (const QString &c : columns) {
        db::ColumnInfo ci;
        ci.name = c;
        ci.type = QStringLiteral("INTEGER");
        ci.nullable = false;
        t.columns << ci;
    }
    t.primaryKey = key;
    return t;
}

void reference(db::TableInfo &t, const QString &column, const QString &target, const QString &targetColumn = QStringLiteral("id"))
{
    if (!t.column(column)) {
        db::ColumnInfo ci;
        ci.name = column;
        ci.type = QStringLiteral("INTEGER");
        t.columns << ci;
    }
    db::ForeignKeyInfo fk;
    fk.columns = {column};
    fk.refTable = target;
    fk.refColumns = {targetColumn};
    t.foreignKeys << fk;
}

db::Catalog enterpriseCatalog(int tables)
{
    db::Catalog c;
    c.tables << table(QStringLiteral("country"), {"id", "title"}, {"id"}) << table(QStringLiteral("currency"), {"id", "title"}, {"id"});
    QRandomGenerator rng(17);
    for (int a = 0; c.tables.size() < tables; ++a) {
        const QString p = QStringLiteral("a%1_").arg(a);
        QList<db::TableInfo> area;
        for (int d = 0; d < 5; ++d) {
            db::TableInfo dim = table(p + QStringLiteral("dim%1").arg(d), {"id", "title", "amount"}, {"id"});
            db::TableInfo sub = table(p + QStringLiteral("dim%1_group").arg(d), {"id", "title"}, {"id"});
            reference(dim, QStringLiteral("group_id"), sub.name);
            reference(sub, QStringLiteral("country_id"), QStringLiteral("country"));
            area << dim << sub;
        }
        db::TableInfo fact = table(p + QStringLiteral("fact"), {"id", "quantity"}, {"id"});
        for (int d = 0; d < 5; ++d)
            reference(fact, QStringLiteral("dim%1_id").arg(d), p + QStringLiteral("dim%1").arg(d));
        reference(fact, QStringLiteral("currency_id"), QStringLiteral("currency"));
        db::TableInfo amount = table(p + QStringLiteral("amount"), {"id", "value"}, {"id"});
        reference(amount, QStringLiteral("fact_id"), fact.name);
        db::TableInfo paid = table(p + QStringLiteral("paid_amount"), {"amount_id"}, {"amount_id"});
        reference(paid, QStringLiteral("amount_id"), amount.name);
        db::TableInfo reserved = table(p + QStringLiteral("reserved_amount"), {"amount_id"}, {"amount_id"});
        reference(reserved, QStringLiteral("amount_id"), amount.name);
        db::TableInfo staff = table(p + QStringLiteral("staff"), {"id", "title"}, {"id"});
        reference(staff, QStringLiteral("manager_id"), staff.name);
        db::TableInfo link = table(p + QStringLiteral("staff_fact"), {"staff_id", "fact_id"}, {"staff_id", "fact_id"});
        reference(link, QStringLiteral("staff_id"), staff.name);
        reference(link, QStringLiteral("fact_id"), fact.name);
        db::TableInfo extra = table(p + QStringLiteral("note"), {"id", "text"}, {"id"});
        reference(extra, QStringLiteral("fact_id"), fact.name);
        if (a > 0) // areas refer to each other's dimensions
            reference(fact, QStringLiteral("other_id"), QStringLiteral("a%1_dim%2").arg(int(rng.bounded(a))).arg(int(rng.bounded(5))));
        area << fact << amount << paid << reserved << staff << link << extra;
        c.tables += area;
    }
    while (c.tables.size() > tables) // the last area loses tables: its references to them go nowhere
        c.tables.removeLast();
    return c;
}

// Tables near a random start: a walk over the graph's edges, as a question's tables are.
QList<schema::TableUse> nearbyUses(const schema::SchemaGraph &g, QRandomGenerator &rng, int count)
{
    int at = int(rng.bounded(int(g.nodes().size())));
    QList<schema::TableUse> uses{schema::TableUse(g.node(at).name)};
    for (int step = 0; step < 12 && uses.size() < count; ++step) {
        const QList<int> edges = g.edgesOf(at);
        if (edges.isEmpty())
            break;
        const schema::SchemaEdge &e = g.edge(edges[int(rng.bounded(int(edges.size())))]);
        at = e.from == at ? e.to : e.from;
        if (rng.bounded(2) == 0 || uses.size() + 1 == count)
            uses << schema::TableUse(g.node(at).name);
    }
    return uses;
}

double percentile(QList<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[std::min<qsizetype>(v.size() - 1, qsizetype(p * double(v.size())))];
}

} // namespace

ASSAY_BENCHMARK("joins", "the join planner on a 2,000-table enterprise-shaped schema")
{
    QElapsedTimer t;
    t.start();
    const db::Catalog catalog = enterpriseCatalog(2000);
    const schema::SchemaGraph graph = schema::SchemaGraph::fromCatalog(catalog);
    const schema::SchemaPatterns patterns = schema::detectPatterns(graph);
    bench::report(QStringLiteral("joins_2000_graph_and_patterns"), t.nsecsElapsed() / 1e6, QStringLiteral("ms"));
    t.restart();
    const schema::JoinPlanner planner(graph, patterns);
    bench::report(QStringLiteral("joins_2000_planner_setup"), t.nsecsElapsed() / 1e6, QStringLiteral("ms"));

    QRandomGenerator rng(2024);
    QList<double> near, far;
    int planned = 0, questions = 0;
    for (int q = 0; q < 400; ++q) {
        const QList<schema::TableUse> uses = nearbyUses(graph, rng, 2 + int(rng.bounded(4)));
        if (uses.size() < 2)
            continue;
        t.restart();
        const schema::PlanResult r = planner.plan(uses);
        near << t.nsecsElapsed() / 1e6;
        ++questions;
        planned += r.ok() ? 1 : 0;
    }
    for (int q = 0; q < 40; ++q) {
        const QList<schema::TableUse> uses = {schema::TableUse(graph.node(int(rng.bounded(int(graph.nodes().size())))).name),
                                              schema::TableUse(graph.node(int(rng.bounded(int(graph.nodes().size())))).name)};
        t.restart();
        planner.plan(uses);
        far << t.nsecsElapsed() / 1e6;
    }
    bench::report(QStringLiteral("joins_2000_tables"), double(graph.nodes().size()), QStringLiteral("tables"));
    bench::report(QStringLiteral("joins_2000_planned_share"), questions ? double(planned) / questions : 0, QStringLiteral("ratio"));
    bench::report(QStringLiteral("joins_2000_plan_median"), percentile(near, 0.5), QStringLiteral("ms"));
    bench::report(QStringLiteral("joins_2000_plan_p95"), percentile(near, 0.95), QStringLiteral("ms"));
    bench::report(QStringLiteral("joins_2000_plan_max"), percentile(near, 1.0), QStringLiteral("ms"));
    bench::report(QStringLiteral("joins_2000_far_pair_median"), percentile(far, 0.5), QStringLiteral("ms"));
    bench::report(QStringLiteral("joins_2000_far_pair_max"), percentile(far, 1.0), QStringLiteral("ms"));
}
