#include "planjoins.h"
#include "offlinetr.h"
#include "schemalexicon.h"

#include "db/dialect.h"
#include "schema/tableuse.h"

#include <QSet>

#include <algorithm>

namespace assay::offline {

QString JoinedPlan::aliasOfFilter(const QueryPlan &plan, const SchemaLexicon &lex, int filter) const
{
    return filterAlias.value(filter, alias.value(lex.cols[plan.filters[filter].col].table));
}

namespace {

// Gives each role the filters' words named its own use of the table: the table's plain use takes
// the first role, each further role is a use of its own. Returns filter -> use index.
QHash<int, int> useFilterRoles(const SchemaLexicon &lex, const QList<Filter> &filters, const QStringList &needed,
                               QList<schema::TableUse> &uses)
{
    QHash<int, int> out;
    for (int fi = 0; fi < filters.size(); ++fi) {
        const Filter &f = filters[fi];
        if (f.role.isEmpty())
            continue;
        const QString table = lex.tabs[lex.cols[f.col].table].qualified;
        int use = -1;
        for (int u = 0; u < uses.size() && use < 0; ++u)
            if (uses[u].table == table && uses[u].role == f.role)
                use = u;
        if (use < 0) {
            const int plain = int(needed.indexOf(table));
            if (plain >= 0 && uses[plain].role.isEmpty()) {
                uses[plain].role = f.role;
                use = plain;
            } else {
                uses << schema::TableUse(table, f.role);
                use = int(uses.size()) - 1;
            }
        }
        out.insert(fi, use);
    }
    return out;
}

// LEFT JOIN where an inner join would silently drop rows the question counts or lists: the
// planner's optional reference (N:1) whose referencing column the profile saw empty, on a branch
// that carries no condition and no measure (a filter there must hold, so inner is right).
// Everything below a kept row is kept too. `constrained`: aliases holding a condition or the
// measure.
void keepRowsWithoutPartner(const SchemaLexicon &lex, schema::JoinPlan &jp, QSet<QString> constrained)
{
    for (int i = int(jp.steps.size()) - 1; i > 0; --i) {
        if (constrained.contains(jp.steps[i].alias))
            constrained.insert(jp.steps[i].parentAlias);
    }
    QSet<QString> leftAliases;
    for (schema::JoinStep &step : jp.steps) {
        const bool optional = step.left && step.cardinality == QLatin1String("N:1") &&
                              !constrained.contains(step.alias) && lex.anySeenEmpty(step.parentTable, step.parentColumns);
        step.left = !step.parentAlias.isEmpty() && (leftAliases.contains(step.parentAlias) || optional);
        if (step.left)
            leftAliases.insert(step.alias);
    }
}

// The plan for the needed tables, with the roles the values' words suggested; when those do not
// connect, the tables as themselves. `filterUses` gets filter -> use.
schema::PlanResult planUses(const QueryPlan &p, const JoinInputs &in, QHash<int, int> &filterUses)
{
    schema::PlanOptions o;
    QSet<QString> preferred;
    for (int c : p.dims + p.listCols)
        preferred.insert(in.lex.colTitle(c).toLower());
    o.preferredColumns = preferred;
    o.preferences = in.preferences;
    if (!in.choice.isEmpty())
        o.preferences.prepend(in.choice.preference);
    QList<schema::TableUse> uses = schema::usesOf(p.needed);
    filterUses = useFilterRoles(in.lex, p.filters, p.needed, uses);
    schema::assignRoles(uses, p.words, in.lex.graph());
    schema::PlanResult plan = in.planner.plan(uses, o);
    if (!plan.ok() && !filterUses.isEmpty()) {
        filterUses.clear();
        uses = schema::usesOf(p.needed);
        schema::assignRoles(uses, p.words, in.lex.graph());
        plan = in.planner.plan(uses, o);
    }
    return plan;
}

// The aliases that hold a condition or the measure: their joins must be inner.
QSet<QString> constrainedAliases(const QueryPlan &p, const SchemaLexicon &lex, const JoinedPlan &j)
{
    QSet<QString> constrained;
    auto holds = [&](int col) {
        if (col >= 0)
            constrained.insert(j.alias.value(lex.cols[col].table));
    };
    for (int fi = 0; fi < p.filters.size(); ++fi)
        constrained.insert(j.aliasOfFilter(p, lex, fi));
    for (const NumericFilter &f : p.numeric)
        holds(f.col);
    holds(p.measure);
    holds(p.periods.isEmpty() ? -1 : p.dateCol);
    if (p.having)
        constrained.insert(j.alias.value(p.having->table));
    if (p.glossary)
        constrained.insert(j.alias.value(lex.findTable(p.glossary->table)));
    for (const int t : p.existence)
        constrained.insert(j.alias.value(t));
    // "revenue per customer": a sale with no customer is in no customer's total
    if (p.perEntity >= 0)
        constrained.insert(j.alias.value(p.perEntity));
    return constrained;
}

Decline joinSeveral(const QueryPlan &p, const JoinInputs &in, ChoiceBook &choices, JoinedPlan &j)
{
    const SchemaLexicon &lex = in.lex;
    QHash<int, int> filterUses;
    const schema::PlanResult plan = planUses(p, in, filterUses);
    if (!plan.ok())
        return Decline{ask::DeclineReason::NoJoin, {plan.error}};
    const QList<schema::JoinChoice> joinChoices = plan.choices(3);
    for (int i = 1; i < joinChoices.size(); ++i)
        choices.offerJoin(joinChoices[i]);
    schema::JoinPlan jp = plan.plans.first(); // a choice made ranks its plan first
    for (int t = 0; t < lex.tabs.size(); ++t) {
        const QString a = jp.aliasOf(lex.tabs[t].qualified);
        if (!a.isEmpty())
            j.alias.insert(t, a);
    }
    for (auto it = filterUses.constBegin(); it != filterUses.constEnd(); ++it) {
        if (const QString a = jp.aliasOfUse(it.value()); !a.isEmpty())
            j.filterAlias.insert(it.key(), a);
    }
    // Two values of one column hold together only on two uses of the table: when the roles did
    // not bind (the planner dropped them, or planned without them), the reading is impossible.
    if (Decline c = contradiction(
            p.filters, [&](int a, int b) { return j.aliasOfFilter(p, lex, a) == j.aliasOfFilter(p, lex, b); });
        !c.isEmpty())
        return c;
    // A ranking ("top customers", "customers with more than 40 orders") is about the dimension's
    // own rows: rows without a partner are no customer and stay out.
    if (p.ranking()) {
        for (schema::JoinStep &step : jp.steps)
            step.left = false;
    } else {
        keepRowsWithoutPartner(lex, jp, constrainedAliases(p, lex, j));
    }
    // "return rate by category": every row of main counts, with rows of the rate's table or not
    if (p.rateOf >= 0) {
        const QString rated = j.alias.value(p.rateOf);
        QSet<QString> below = {rated};
        for (schema::JoinStep &step : jp.steps)
            if (below.contains(step.alias) || below.contains(step.parentAlias)) {
                step.left = !step.parentAlias.isEmpty();
                below.insert(step.alias);
            }
    }
    j.from = jp.fromClause(lex.dialect());
    j.tables = jp.tables();
    QStringList through;
    for (const QString &t : std::as_const(j.tables))
        if (!p.needed.contains(t))
            through << t;
    j.joinText = through.isEmpty() ? QString() : Tr::tr("through %1").arg(through.join(QStringLiteral(", ")));
    return {};
}

} // namespace

Staged<JoinedPlan> planJoins(const QueryPlan &p, const JoinInputs &in, ChoiceBook &choices)
{
    const SchemaLexicon &lex = in.lex;
    JoinedPlan j;
    if (p.needed.size() == 1) {
        j.from = QStringLiteral("FROM ") + lex.dialect().qualified(lex.tabs[p.main].schema, lex.tabs[p.main].name);
        j.tables = p.needed;
    } else if (Decline why = joinSeveral(p, in, choices, j); !why.isEmpty()) {
        return why;
    }
    // A table the question names that the reading leaves out ("teachers and the courses they
    // teach" read as teachers alone) means the reading answers another question.
    for (const QList<int> &named : p.namedTables) {
        const bool used = std::any_of(named.begin(), named.end(),
                                      [&](int t) { return j.tables.contains(lex.tabs[t].qualified); });
        if (!used)
            return Decline{ask::DeclineReason::NamedButUnused, {lex.tabs[named.first()].name}};
    }
    return j;
}

} // namespace assay::offline
