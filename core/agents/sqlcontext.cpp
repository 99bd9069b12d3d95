#include "sqlcontext.h"
#include "agentstr.h"

#include "promptmaterial.h"

#include "db/dialect.h"

#include <QCoreApplication>

#include <functional>

namespace assay::agents {
namespace {

QString bare(const QString &table)
{
    return table.section(u'.', -1).toLower();
}

} // namespace

SqlContextBuilder::SqlContextBuilder(const knowledge::KnowledgeSnapshot &k, const schema::PatternCorrections &extra)
    : m_knowledge(k)
    , m_corrections(schema::withStoredCorrections(k, extra))
    , m_graph(schema::SchemaGraph::fromKnowledge(k.catalog, k.context))
    , m_patterns(schema::detectPatterns(m_graph, m_corrections))
    , m_planner(m_graph, m_patterns)
{
}

LinkedSchema SqlContextBuilder::link(AgentModel &model, const QString &question, const LinkOptions &options) const
{
    return linkSchema(model, question, m_knowledge, options);
}

JoinStage SqlContextBuilder::planJoins(LinkedSchema &linked, const QString &question, const schema::JoinChoice &choice, bool mayAskBack,
                                       const db::Dialect &dialect) const
{
    JoinStage stage;
    // The linked tables as uses, each once or once per role; roles the model did not name but the
    // question's words do ("arriving" names the destination airport) are read here.
    QList<schema::TableUse> uses;
    for (const schema::TableUse &u : linked.tableUses()) {
        if (m_graph.indexOf(u.table) >= 0)
            uses << u;
    }
    schema::assignRoles(uses, question, m_graph);
    if (uses.size() < 2) {
        stage.view = uses.isEmpty() ? QStringLiteral("(none)") : Tr::tr("One table: %1").arg(uses.first().table);
        return stage;
    }
    // The columns the question reads, and the analyst's join choices for this connection (with the
    // one just made, if any).
    schema::PlanOptions o;
    o.preferredColumns = linked.preferredColumns();
    o.preferences = m_corrections.joins;
    if (!choice.isEmpty())
        o.preferences.prepend(choice.preference);
    schema::PlanResult r = m_planner.plan(uses, o);
    if (!r.ok()) {
        // Keep the uses that connect to the most relevant one; say which were left out and why.
        stage.notes << r.error;
        QList<schema::TableUse> kept = {uses.first()};
        QStringList dropped;
        for (int i = 1; i < uses.size(); ++i) {
            if (m_planner.plan(kept + QList<schema::TableUse>{uses[i]}, o).ok())
                kept << uses[i];
            else if (!dropped.contains(uses[i].table))
                dropped << uses[i].table;
        }
        r = m_planner.plan(kept, o);
        stage.notes << Tr::tr("No key relationship connects %1 to the other tables; it is left out.").arg(dropped.join(QStringLiteral(", ")));
    }
    if (!r.ok())
        return stage;
    // Two ways to join that are equally good: the analyst says which (a silent wrong join is
    // worse). Only when linking worked: after a fallback the tables themselves are a guess.
    if (r.ambiguous() && mayAskBack && choice.isEmpty() && linked.warning.isEmpty()) {
        ask::Clarification &c = stage.askBack;
        c.kind = QStringLiteral("join");
        c.question = Tr::tr("These tables can be connected in more than one way. Which one do you mean?");
        c.joinChoices = r.choices(3);
        for (const schema::JoinChoice &jc : std::as_const(c.joinChoices))
            c.options << jc.label;
        return stage;
    }
    stage.plan = r.plans.first(); // an earlier or the given choice already ranks first
    stage.alternatives = int(r.plans.size()) - 1;
    stage.view = stage.plan.describe(dialect);
    stage.notes += stage.plan.notes;
    // Tables the plan passes through are part of the schema the model sees.
    for (const QString &t : stage.plan.tables()) {
        if (!linked.tables.contains(t, Qt::CaseInsensitive))
            linked.tables << t;
    }
    return stage;
}

void SqlContextBuilder::fill(GenerationInput &in, const LinkedSchema &linked, const JoinStage &joins, const QString &question,
                             bool shareValues) const
{
    in.schema = linked.schemaText(m_knowledge, shareValues);
    in.joins = joins.view.isEmpty() ? QStringLiteral("(none)") : joins.view;
    in.values = valuesText(linked.values);
    in.glossary = glossaryText(m_knowledge, question);
    in.examples = examplesText(m_knowledge, question);
}

SqlContext SqlContextBuilder::build(AgentModel &model, const QString &question, const db::Dialect &dialect, const QString &dialectName,
                                     const LinkOptions &options) const
{
    SqlContext c;
    c.linked = link(model, question, options);
    c.joins = planJoins(c.linked, question, {}, false, dialect);
    c.input.question = question;
    c.input.dialect = dialectName;
    c.input.cells = QStringLiteral("(none)");
    c.input.time = QStringLiteral("(none)");
    fill(c.input, c.linked, c.joins, question, options.shareValues);
    return c;
}

QSet<QString> SqlContext::shownColumns(const knowledge::KnowledgeSnapshot &k) const
{
    QSet<QString> out;
    const QHash<QString, QStringList> shown = linked.shownColumns(k);
    for (auto it = shown.constBegin(); it != shown.constEnd(); ++it) {
        for (const QString &c : it.value())
            out.insert(bare(it.key()) + u'.' + c.toLower());
    }
    return out;
}

QSet<QString> SqlContext::statedEdges(const knowledge::KnowledgeSnapshot &k) const
{
    // Columns the prompt says are equal, as classes: two columns that reference the same key are
    // equal too (examination.id = patient.id and laboratory.id = patient.id state
    // examination.id = laboratory.id), which is how the planner joins on a shared reference.
    QHash<QString, QString> parent; // every column seen, to another of its class or itself
    std::function<QString(const QString &)> root = [&](const QString &c) -> QString {
        const QString p = parent.value(c);
        return p == c ? c : (parent[c] = root(p));
    };
    auto unite = [&](const QString &a, const QString &b) {
        for (const QString &c : {a, b}) {
            if (!parent.contains(c))
                parent.insert(c, c);
        }
        const QString ra = root(a), rb = root(b);
        if (ra != rb)
            parent[ra] = rb;
    };
    auto column = [](const QString &table, const QString &c) { return bare(table) + u'.' + c.toLower(); };
    for (const knowledge::Relationship &r : linked.relationships(k)) {
        for (int i = 0; i < r.fromColumns.size() && i < r.toColumns.size(); ++i)
            unite(column(r.fromTable, r.fromColumns[i]), column(r.toTable, r.toColumns[i]));
    }
    for (const schema::JoinStep &s : joins.plan.steps) {
        for (int i = 0; i < s.columns.size() && i < s.parentColumns.size(); ++i)
            unite(column(s.table, s.columns[i]), column(s.parentTable, s.parentColumns[i]));
    }
    QHash<QString, QStringList> classes;
    const QStringList columns = parent.keys();
    for (const QString &c : columns)
        classes[root(c)] << c;
    QSet<QString> out;
    for (const QStringList &members : std::as_const(classes)) {
        for (int a = 0; a < members.size(); ++a) {
            for (int b = a + 1; b < members.size(); ++b)
                out.insert(schema::canonicalEdgeKey(members[a].section(u'.', 0, -2), members[a].section(u'.', -1),
                                                    members[b].section(u'.', 0, -2), members[b].section(u'.', -1)));
        }
    }
    return out;
}

} // namespace assay::agents
