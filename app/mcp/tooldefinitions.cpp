// The tools' definitions as MCP clients list them: what each does, in words a model can act on,
// and the JSON Schema of its arguments (McpServer checks calls against it before they run).

#include "assaybackend.h"

#include <QJsonArray>

namespace assay::app {
namespace {

QJsonObject prop(const QString &type, const QString &description)
{
    return {{QStringLiteral("type"), type}, {QStringLiteral("description"), description}};
}

QJsonObject connectionProp()
{
    return prop(QStringLiteral("string"), QStringLiteral("The connection's name from list_connections; the first connection when left out."));
}

QJsonObject tool(const QString &name, const QString &title, const QString &description, const QJsonObject &properties,
                 const QStringList &required = {}, bool readOnly = true)
{
    QJsonObject schema{{QStringLiteral("type"), QStringLiteral("object")}, {QStringLiteral("properties"), properties},
                       {QStringLiteral("additionalProperties"), false}};
    if (!required.isEmpty())
        schema.insert(QStringLiteral("required"), QJsonArray::fromStringList(required));
    return {{QStringLiteral("name"), name},
            {QStringLiteral("title"), title},
            {QStringLiteral("description"), description},
            {QStringLiteral("inputSchema"), schema},
            {QStringLiteral("annotations"), QJsonObject{{QStringLiteral("readOnlyHint"), readOnly},
                                                        {QStringLiteral("openWorldHint"), false}}}};
}

} // namespace

QJsonArray assayToolDefinitions()
{
    QJsonObject rows = prop(QStringLiteral("integer"), QStringLiteral("At most this many rows come back (default 100)."));
    rows.insert(QStringLiteral("minimum"), 1);
    rows.insert(QStringLiteral("maximum"), 10000);
    QJsonObject timeout = prop(QStringLiteral("integer"), QStringLiteral("Stop the query after this many seconds (default 30)."));
    timeout.insert(QStringLiteral("minimum"), 1);
    timeout.insert(QStringLiteral("maximum"), 3600);
    QJsonObject limit = prop(QStringLiteral("integer"), QStringLiteral("How many results (default 10)."));
    limit.insert(QStringLiteral("minimum"), 1);
    limit.insert(QStringLiteral("maximum"), 100);
    QJsonObject tables = prop(QStringLiteral("array"), QStringLiteral("The tables to connect, by name."));
    tables.insert(QStringLiteral("items"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}});
    tables.insert(QStringLiteral("minItems"), 1);
    QJsonObject kind = prop(QStringLiteral("string"), QStringLiteral("sql (default) or markdown."));
    kind.insert(QStringLiteral("enum"), QJsonArray{QStringLiteral("sql"), QStringLiteral("markdown")});
    QJsonObject query = prop(QStringLiteral("string"), QStringLiteral("What to look for, in any words."));
    query.insert(QStringLiteral("minLength"), 1);
    QJsonObject sql = prop(QStringLiteral("string"), QStringLiteral("One read-only SQL statement (SELECT or WITH) in the connection's dialect."));
    sql.insert(QStringLiteral("minLength"), 1);
    QJsonObject question = prop(QStringLiteral("string"), QStringLiteral("The question, in plain language."));
    question.insert(QStringLiteral("minLength"), 1);
    return {
        tool(QStringLiteral("list_connections"), QStringLiteral("List connections"),
             QStringLiteral("The databases this server can read: name, engine and location (never a password)."), {}),
        tool(QStringLiteral("describe_schema"), QStringLiteral("Describe the schema"),
             QStringLiteral("Tables with their columns (name, type, description), primary and foreign keys, row counts and "
                            "what Assay knows about each; relationships no key declares, found in the data (with their evidence "
                            "and confidence) or added by the analyst; declared keys into tables that are not there. Pass table to "
                            "describe one."),
             {{QStringLiteral("connection"), connectionProp()},
              {QStringLiteral("table"), prop(QStringLiteral("string"), QStringLiteral("One table's name."))}}),
        tool(QStringLiteral("search_schema"), QStringLiteral("Search the schema"),
             QStringLiteral("The tables and columns that fit a question or some words, best first, by names, descriptions, "
                            "synonyms (WordNet), stored values and keys, with why each matched."),
             {{QStringLiteral("connection"), connectionProp()}, {QStringLiteral("query"), query}, {QStringLiteral("limit"), limit}},
             {QStringLiteral("query")}),
        tool(QStringLiteral("search_values"), QStringLiteral("Search stored values"),
             QStringLiteral("Where a value is stored (table, column), tolerating misspellings: use it before filtering on a name."),
             {{QStringLiteral("connection"), connectionProp()}, {QStringLiteral("query"), query}, {QStringLiteral("limit"), limit}},
             {QStringLiteral("query")}),
        tool(QStringLiteral("plan_joins"), QStringLiteral("Plan joins"),
             QStringLiteral("How to join the given tables: the FROM clause and each join with its columns, through any tables "
                            "needed in between, over declared or inferred keys."),
             {{QStringLiteral("connection"), connectionProp()}, {QStringLiteral("tables"), tables}}, {QStringLiteral("tables")}),
        tool(QStringLiteral("run_query"), QStringLiteral("Run a read-only query"),
             QStringLiteral("Runs one SELECT read-only (enforced by the database engine), with a row cap and a timeout. "
                            "Statements that would change anything are refused with the reason."),
             {{QStringLiteral("connection"), connectionProp()}, {QStringLiteral("sql"), sql},
              {QStringLiteral("max_rows"), rows}, {QStringLiteral("timeout_seconds"), timeout}},
             {QStringLiteral("sql")}),
        tool(QStringLiteral("ask"), QStringLiteral("Ask a question"),
             QStringLiteral("Answers a question about the data as Assay's chat does: the SQL it ran, the rows, a chart "
                            "recommendation and an insight; or why it declines, or what it needs to know."),
             {{QStringLiteral("connection"), connectionProp()}, {QStringLiteral("question"), question},
              {QStringLiteral("clarification"), prop(QStringLiteral("string"), QStringLiteral("The answer to a question the tool asked back."))},
              {QStringLiteral("max_rows"), rows}},
             {QStringLiteral("question")}),
        tool(QStringLiteral("run_notebook"), QStringLiteral("Run a notebook cell with parameters"),
             QStringLiteral("Runs one cell of an Assay notebook (the cells it reads are inlined) read-only on a connection, "
                            "with the notebook's parameters set from parameters: {\"region\": \"North\", \"period\": "
                            "\"2025-01-01..2025-03-31\", \"regions\": [\"North\", \"South\"]}. Values are bound, never "
                            "pasted into SQL. A name no cell uses, or a value of the wrong type, is an error that names it. "
                            "Returns the rows and the parameter values used."),
             {{QStringLiteral("connection"), connectionProp()},
              {QStringLiteral("notebook"), prop(QStringLiteral("string"), QStringLiteral("The notebook file (.assaynb)."))},
              {QStringLiteral("cell"), prop(QStringLiteral("string"), QStringLiteral("The SQL cell to run; the last SQL cell when left out."))},
              {QStringLiteral("parameters"), prop(QStringLiteral("object"), QStringLiteral("Parameter values by name: a string, a number, or an array of strings for a multiple choice."))},
              {QStringLiteral("max_rows"), rows}},
             {QStringLiteral("notebook")}),
        tool(QStringLiteral("add_cell"), QStringLiteral("Add a notebook cell"),
             QStringLiteral("Appends a SQL or markdown cell to an Assay notebook file (created when missing); the file is "
                            "replaced atomically. Returns the cell's name."),
             {{QStringLiteral("notebook"), prop(QStringLiteral("string"), QStringLiteral("The notebook file (.assaynb)."))},
              {QStringLiteral("kind"), kind},
              {QStringLiteral("source"), prop(QStringLiteral("string"), QStringLiteral("The cell's SQL or markdown."))},
              {QStringLiteral("name"), prop(QStringLiteral("string"), QStringLiteral("The cell's name (made unique); from its text when left out."))}},
             {QStringLiteral("notebook"), QStringLiteral("source")}, false),
    };
}

} // namespace assay::app
