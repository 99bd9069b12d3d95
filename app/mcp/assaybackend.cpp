#include "assaybackend.h"

#include "datasource.h"

#include "db/privacyrules.h"
#include "knowledge/knowledgesnapshot.h"
#include "knowledge/retriever.h"
#include "knowledge/valueindex.h"
#include "schema/joinplanner.h"
#include "schema/schemagraph.h"
#include "schema/schemapatterns.h"

#include <QJsonArray>
#include <QJsonDocument>


namespace assay::app {

using mcp::ToolResult;


namespace {

ToolResult structured(const QJsonObject &o)
{
    ToolResult r;
    r.structured = o;
    r.text = QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
    return r;
}

QJsonObject columnJson(const db::ColumnInfo &c, const knowledge::ColumnKnowledge *k)
{
    QJsonObject o{{QStringLiteral("name"), c.name}, {QStringLiteral("type"), c.type}, {QStringLiteral("nullable"), c.nullable}};
    if (c.primaryKey)
        o.insert(QStringLiteral("primary_key"), true);
    const QString description = k && !k->description.isEmpty() ? k->description : c.comment;
    if (!description.isEmpty())
        o.insert(QStringLiteral("description"), description);
    if (k && !k->synonyms.isEmpty())
        o.insert(QStringLiteral("synonyms"), QJsonArray::fromStringList(k->synonyms));
    return o;
}

QJsonObject tableJson(const db::TableInfo &t, const knowledge::TableKnowledge *k)
{
    QJsonArray columns, keys;
    for (const db::ColumnInfo &c : t.columns)
        columns << columnJson(c, k ? k->column(c.name) : nullptr);
    for (const db::ForeignKeyInfo &fk : t.foreignKeys) {
        keys << QJsonObject{{QStringLiteral("columns"), QJsonArray::fromStringList(fk.columns)},
                            {QStringLiteral("references"), QJsonObject{{QStringLiteral("table"), fk.refSchema.isEmpty() ? fk.refTable : fk.refSchema + QLatin1Char('.') + fk.refTable},
                                                                       {QStringLiteral("columns"), QJsonArray::fromStringList(fk.refColumns)}}}};
    }
    QJsonObject o{{QStringLiteral("name"), t.qualifiedName()}, {QStringLiteral("kind"), db::tableKindName(t.kind)},
                  {QStringLiteral("columns"), columns}, {QStringLiteral("primary_key"), QJsonArray::fromStringList(t.primaryKey)},
                  {QStringLiteral("foreign_keys"), keys}};
    const QString description = k && !k->description.isEmpty() ? k->description : t.comment;
    if (!description.isEmpty())
        o.insert(QStringLiteral("description"), description);
    if (t.rowEstimate >= 0)
        o.insert(QStringLiteral("row_estimate"), t.rowEstimate);
    else if (k && k->profile.rowCount >= 0)
        o.insert(QStringLiteral("row_estimate"), k->profile.rowCount);
    return o;
}

} // namespace

AssayBackend::AssayBackend(QList<DataSource *> sources, QStringList notebooks, BackendOptions options, QObject *parent)
    : QObject(parent)
    , m_sources(std::move(sources))
    , m_notebooks(std::move(notebooks))
    , m_options(options)
{
}

QJsonArray AssayBackend::tools() const
{
    return assayToolDefinitions();
}

DataSource *AssayBackend::source(const QJsonObject &arguments, QString *error) const
{
    const QString name = arguments.value(QStringLiteral("connection")).toString();
    if (m_sources.isEmpty()) {
        *error = tr("this server was started without a connection: run assay mcp --connection SPEC");
        return nullptr;
    }
    if (name.isEmpty())
        return m_sources.first();
    QStringList names;
    for (DataSource *s : m_sources) {
        if (s->name().compare(name, Qt::CaseInsensitive) == 0)
            return s;
        names << s->name();
    }
    *error = tr("no connection called \"%1\"; the connections are: %2").arg(name, names.join(QStringLiteral(", ")));
    return nullptr;
}

std::function<void()> AssayBackend::withSource(const QJsonObject &arguments, Done done,
                                               std::function<void(DataSource &, const std::shared_ptr<Call> &, Done)> work)
{
    QString error;
    DataSource *s = source(arguments, &error);
    if (!s) {
        done({std::nullopt, ToolResult::error(error)});
        return {};
    }
    auto call = std::make_shared<Call>();
    s->whenReady([s, call, done, work = std::move(work)](const QString &error) {
        if (call->cancelled)
            return;
        if (!error.isEmpty())
            return done({std::nullopt, ToolResult::error(error)});
        work(*s, call, done);
    });
    return [call] {
        call->cancelled = true;
        call->token->cancel();
        if (call->session)
            call->session->cancel(call->token);
    };
}

std::function<void()> AssayBackend::callTool(const QString &name, const QJsonObject &arguments, Done done)
{
    auto sync = [this, arguments](ToolResult (AssayBackend::*fn)(const DataSource &, const QJsonObject &) const) {
        return [this, fn, arguments](DataSource &s, const std::shared_ptr<Call> &, Done done) {
            done({std::nullopt, (this->*fn)(s, arguments)});
        };
    };
    if (name == u"list_connections") {
        done({std::nullopt, listConnections()});
        return {};
    }
    if (name == u"add_cell") {
        done({std::nullopt, addCell(arguments)});
        return {};
    }
    if (name == u"describe_schema")
        return withSource(arguments, done, sync(&AssayBackend::describeSchema));
    if (name == u"search_schema")
        return withSource(arguments, done, sync(&AssayBackend::searchSchema));
    if (name == u"search_values")
        return withSource(arguments, done, sync(&AssayBackend::searchValues));
    if (name == u"plan_joins")
        return withSource(arguments, done, sync(&AssayBackend::planJoins));
    if (name == u"run_query") {
        return withSource(arguments, done, [this, arguments](DataSource &s, const std::shared_ptr<Call> &call, Done done) {
            runQuery(s, arguments, call, done);
        });
    }
    if (name == u"run_notebook") {
        return withSource(arguments, done, [this, arguments](DataSource &s, const std::shared_ptr<Call> &call, Done done) {
            runNotebook(s, arguments, call, done);
        });
    }
    if (name == u"ask") {
        return withSource(arguments, done, [this, arguments](DataSource &s, const std::shared_ptr<Call> &call, Done done) {
            ask(s, arguments, call, done);
        });
    }
    done({mcp::CallFailure{-32602, QStringLiteral("unknown tool \"%1\"").arg(name)}, {}});
    return {};
}

ToolResult AssayBackend::listConnections() const
{
    QJsonArray list;
    for (const DataSource *s : m_sources) {
        QJsonObject o{{QStringLiteral("name"), s->name()},
                      {QStringLiteral("engine"), db::engineKey(s->config().engine)},
                      {QStringLiteral("location"), s->config().displayLocation()},
                      {QStringLiteral("read_only"), true}};
        if (!s->policy().isEmpty())
            o.insert(QStringLiteral("privacy"), QStringLiteral("enforced by the database engine; redacted values are shown as %1")
                                                     .arg(db::PrivacyRules::mask()));
        if (!s->policyWarnings().isEmpty())
            o.insert(QStringLiteral("privacy_warnings"), QJsonArray::fromStringList(s->policyWarnings()));
        list << o;
    }
    return structured({{QStringLiteral("connections"), list}});
}

ToolResult AssayBackend::describeSchema(const DataSource &source, const QJsonObject &arguments) const
{
    const knowledge::KnowledgeSnapshot &k = *source.knowledge();
    const QString only = arguments.value(QStringLiteral("table")).toString();
    QJsonArray tables;
    for (const db::TableInfo &t : k.catalog.tables) {
        if (!only.isEmpty() && t.qualifiedName().compare(only, Qt::CaseInsensitive) != 0 && t.name.compare(only, Qt::CaseInsensitive) != 0)
            continue;
        tables << tableJson(t, k.context.table(t.name, t.schema));
    }
    if (!only.isEmpty() && tables.isEmpty())
        return ToolResult::error(tr("no table called \"%1\" on %2").arg(only, source.name()));
    const db::TableInfo *onlyInfo = only.isEmpty() ? nullptr : k.catalog.find(only.section(u'.', -1), only.contains(u'.') ? only.section(u'.', 0, -2) : QString());
    const QString tableName = onlyInfo ? onlyInfo->qualifiedName() : only;
    // Relationships the catalog does not declare: found in the data (with the evidence a person
    // would weigh and a confidence) or the analyst's own; and declared keys into missing tables.
    QJsonArray relationships, dangling;
    for (const knowledge::Relationship &r : k.context.relationships) {
        const bool involved = only.isEmpty() || r.fromTable.compare(tableName, Qt::CaseInsensitive) == 0
                              || r.toTable.compare(tableName, Qt::CaseInsensitive) == 0;
        if (!involved)
            continue;
        if (r.source == knowledge::Relationship::Source::Declared) {
            if (r.dangling) // the foreign keys above say the rest
                dangling << QJsonObject{{QStringLiteral("from"), r.fromTable + QLatin1Char('.') + r.fromColumns.join(u',')},
                                        {QStringLiteral("missing_table"), r.toTable}};
            continue;
        }
        const bool user = r.source == knowledge::Relationship::Source::User;
        relationships << QJsonObject{{QStringLiteral("from"), r.fromTable + QLatin1Char('.') + r.fromColumns.join(u',')},
                                     {QStringLiteral("to"), r.toTable + QLatin1Char('.') + r.toColumns.join(u',')},
                                     {QStringLiteral("inferred"), !user},
                                     {QStringLiteral("source"), user ? QStringLiteral("user") : QStringLiteral("found")},
                                     {QStringLiteral("confidence"), user ? 1.0 : r.confidence},
                                     {QStringLiteral("evidence"), QJsonArray::fromStringList(knowledge::explainRelationship(r))}};
    }
    QJsonObject o{{QStringLiteral("connection"), source.name()}, {QStringLiteral("tables"), tables}};
    if (!relationships.isEmpty())
        o.insert(QStringLiteral("inferred_relationships"), relationships);
    if (!dangling.isEmpty())
        o.insert(QStringLiteral("dangling_foreign_keys"), dangling);
    return structured(o);
}

ToolResult AssayBackend::searchSchema(const DataSource &source, const QJsonObject &arguments) const
{
    const knowledge::KnowledgeSnapshot &k = *source.knowledge();
    const QString query = arguments.value(QStringLiteral("query")).toString();
    const int limit = arguments.value(QStringLiteral("limit")).toInt(10);
    const QList<knowledge::WordMatch> matches = k.wordMatches(query, 8);
    QJsonArray tables, columns;
    for (const knowledge::RetrievedItem &h : k.searchTables(query, limit)) {
        QJsonArray why;
        for (const knowledge::WordMatch &m : matches) {
            if (m.table.compare(h.item.table, Qt::CaseInsensitive) == 0 && m.column.isEmpty())
                why << m.explain();
        }
        tables << QJsonObject{{QStringLiteral("table"), h.item.table}, {QStringLiteral("score"), h.score}, {QStringLiteral("why"), why}};
    }
    for (const knowledge::RetrievedItem &h : k.searchColumns(query, limit)) {
        QJsonArray why;
        for (const knowledge::WordMatch &m : matches) {
            if (m.table.compare(h.item.table, Qt::CaseInsensitive) == 0 && m.column.compare(h.item.column, Qt::CaseInsensitive) == 0)
                why << m.explain();
        }
        columns << QJsonObject{{QStringLiteral("table"), h.item.table}, {QStringLiteral("column"), h.item.column},
                               {QStringLiteral("score"), h.score}, {QStringLiteral("why"), why}};
    }
    return structured({{QStringLiteral("tables"), tables}, {QStringLiteral("columns"), columns}});
}

ToolResult AssayBackend::searchValues(const DataSource &source, const QJsonObject &arguments) const
{
    const knowledge::KnowledgeSnapshot &k = *source.knowledge();
    QJsonArray values;
    // The restricted snapshot's searchValues withholds the values of hidden tables and of hidden
    // or redacted columns (AccessPolicy::valueWithheld): they never leave this machine.
    for (const knowledge::ValueHit &h : k.searchValues(arguments.value(QStringLiteral("query")).toString(),
                                                        arguments.value(QStringLiteral("limit")).toInt(10))) {
        values << QJsonObject{{QStringLiteral("table"), h.table}, {QStringLiteral("column"), h.column},
                              {QStringLiteral("value"), h.value}, {QStringLiteral("rows"), h.frequency},
                              {QStringLiteral("score"), h.score}};
    }
    return structured({{QStringLiteral("values"), values}});
}

ToolResult AssayBackend::planJoins(const DataSource &source, const QJsonObject &arguments) const
{
    const knowledge::KnowledgeSnapshot &k = *source.knowledge();
    QStringList tables;
    for (const QJsonValue &t : arguments.value(QStringLiteral("tables")).toArray()) {
        const db::TableInfo *info = k.catalog.find(t.toString());
        if (!info)
            return ToolResult::error(tr("no table called \"%1\" on %2").arg(t.toString(), source.name()));
        tables << info->qualifiedName();
    }
    const schema::SchemaGraph graph = schema::SchemaGraph::fromKnowledge(k.catalog, k.context);
    const schema::SchemaPatterns patterns = schema::detectPatterns(graph);
    const schema::JoinPlanner planner(graph, patterns);
    const schema::PlanResult result = planner.plan(tables);
    if (!result.ok())
        return ToolResult::error(result.error.isEmpty() ? tr("these tables do not connect") : result.error);
    const schema::JoinPlan &plan = result.plans.first();
    QJsonArray joins;
    for (const schema::JoinStep &s : plan.steps) {
        if (s.parentAlias.isEmpty())
            continue;
        QStringList on;
        for (qsizetype i = 0; i < s.columns.size() && i < s.parentColumns.size(); ++i)
            on << QStringLiteral("%1.%2 = %3.%4").arg(s.parentAlias, s.parentColumns[i], s.alias, s.columns[i]);
        joins << QJsonObject{{QStringLiteral("from"), s.parentTable}, {QStringLiteral("to"), s.table},
                             {QStringLiteral("alias"), s.alias}, {QStringLiteral("on"), on.join(QStringLiteral(" AND "))},
                             {QStringLiteral("left"), s.left}, {QStringLiteral("cardinality"), s.cardinality},
                             {QStringLiteral("inferred"), s.inferred}};
    }
    QJsonObject o{{QStringLiteral("sql"), plan.fromClause(source.session()->dialect())},
                  {QStringLiteral("joins"), joins},
                  {QStringLiteral("in_words"), QJsonArray::fromStringList(plan.inWords())},
                  {QStringLiteral("added_tables"), QJsonArray::fromStringList(plan.extraTables)},
                  {QStringLiteral("ambiguous"), result.ambiguous()}};
    if (result.ambiguous()) {
        QJsonArray choices;
        for (const schema::JoinChoice &c : result.choices())
            choices << QJsonObject{{QStringLiteral("title"), c.title}, {QStringLiteral("label"), c.label}};
        o.insert(QStringLiteral("other_ways"), choices);
    }
    return structured(o);
}

} // namespace assay::app
