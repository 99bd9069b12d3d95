// assay eval context: for each benchmark question, build exactly what the SQL-writing stage would
// receive (agents::SqlContextBuilder, the code the pipeline runs), with the model's fine filter
// replaced by its stated deterministic stand-in: the coarse candidates passed through whole. Then
// check the prompt against the gold SQL: every gold table listed, every gold column listed, every
// gold join edge stated (a relationship among the listed tables or the join view), every gold
// string literal given as the (table, column, value) the database stores it in. Each part
// separately and all together; prompt tokens against sending the whole schema.
//
// Knowledge is the no-model kind (profiles, inferred keys, stored values where the database is
// there). Literals are measured only where the database exists (Spider's 19; none of BIRD's):
// without it nothing says where a literal is stored. Figures for all questions, then for the
// databases rules are developed on (tune_) and those only measured (held_).

#include "evalcommand.h"
#include "evalsupport.h"

#include "agents/sqlcontext.h"
#include "db/connection.h"
#include "knowledge/examples.h"
#include "knowledge/knowledgesnapshot.h"
#include "knowledgebuild/localsnapshot.h"
#include "llm/tokenestimator.h"
#include "sql/joins.h"

#include <algorithm>

using namespace assay;

namespace {

enum Part { Tables, Columns, Joins, Literals, PartCount };

struct Tally {
    int questions = 0;
    int complete[PartCount] = {};
    int all = 0;
    int literalsMeasured = 0;
    QList<double> promptTokens, schemaTokens;

    void add(const Tally &o)
    {
        questions += o.questions;
        for (int i = 0; i < PartCount; ++i)
            complete[i] += o.complete[i];
        all += o.all;
        literalsMeasured += o.literalsMeasured;
        promptTokens += o.promptTokens;
        schemaTokens += o.schemaTokens;
    }
};

double percentile(QList<double> v, double p)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min<qsizetype>(v.size() - 1, qsizetype(p * double(v.size())))];
}

QString bare(const QString &table)
{
    return table.section(u'.', -1).toLower();
}

// One database as a user connected to it would have it: the real file when it exists.
struct Database {
    std::unique_ptr<db::Connection> connection;
    std::shared_ptr<knowledge::KnowledgeSnapshot> knowledge;
    std::unique_ptr<agents::SqlContextBuilder> builder;
    QHash<QString, QList<std::pair<QString, QString>>> literalPlaces; // literal -> where it is stored, asked once
    QString wholeSchema; // the whole schema as the prompt would render it, once per database

    const QList<std::pair<QString, QString>> &placesOf(const QString &literal)
    {
        auto it = literalPlaces.find(literal);
        if (it == literalPlaces.end())
            it = literalPlaces.insert(literal, app::literalLocations(*connection, knowledge->catalog, literal));
        return *it;
    }
};

std::unique_ptr<Database> openDatabase(const eval::Dataset &dataset, const QString &dbId)
{
    auto d = std::make_unique<Database>();
    d->connection = app::openBenchmarkDatabase(dataset.databasePath(dbId));
    db::Catalog catalog = dataset.schemas().value(dbId);
    if (d->connection) {
        db::Catalog real;
        if (!d->connection->introspect(&real, {}))
            catalog = real;
    }
    d->knowledge = knowledge::buildLocalSnapshot(catalog, d->connection.get());
    d->builder = std::make_unique<agents::SqlContextBuilder>(*d->knowledge);
    d->wholeSchema = agents::fullSchemaText(*d->knowledge);
    return d;
}

// What is missing from one question's context, by part; literals measured counted on the side.
struct Check {
    QStringList missing[PartCount];
    int literalsMeasured = 0;
};

Check check(const eval::EvalQuestion &q, const agents::SqlContext &c, Database &d)
{
    Check r;
    const knowledge::KnowledgeSnapshot &k = *d.knowledge;
    const knowledge::SqlUsage gold = knowledge::analyzeSqlUsage(q.goldSql, k.catalog, sql::Flavor::SQLite);
    for (const QString &t : gold.tables) {
        if (std::none_of(c.linked.tables.begin(), c.linked.tables.end(), [&](const QString &l) { return bare(l) == bare(t); }))
            r.missing[Tables] << t;
    }
    const QSet<QString> shown = c.shownColumns(k);
    for (const QString &col : gold.columns) {
        if (!shown.contains(bare(col.section(u'.', 0, -2)) + u'.' + col.section(u'.', -1).toLower()))
            r.missing[Columns] << col;
    }
    const QSet<QString> edges = c.statedEdges(k);
    for (const sql::JoinGroup &g : sql::findJoinGroups(q.goldSql, sql::Flavor::SQLite)) {
        for (const sql::JoinCondition &e : g.conditions) {
            if (!k.catalog.find(e.leftTable) || !k.catalog.find(e.rightTable) || bare(e.leftTable) == bare(e.rightTable))
                continue; // a derived table, or a self-join's own condition
            const QString key = schema::canonicalEdgeKey(e.leftTable, e.leftColumn, e.rightTable, e.rightColumn);
            if (!edges.contains(key))
                r.missing[Joins] << key;
        }
    }
    if (d.connection) {
        for (const QString &literal : app::stringLiterals(q.goldSql)) {
            const QList<std::pair<QString, QString>> &stored = d.placesOf(literal);
            if (stored.isEmpty())
                continue; // a pattern or a value the data does not hold: nothing to look up
            ++r.literalsMeasured;
            const bool given = std::any_of(c.linked.values.begin(), c.linked.values.end(), [&](const knowledge::ValueHit &h) {
                return h.value.compare(literal, Qt::CaseInsensitive) == 0
                       && std::any_of(stored.begin(), stored.end(), [&](const auto &s) {
                              return bare(h.table) == bare(s.first) && h.column.compare(s.second, Qt::CaseInsensitive) == 0;
                          });
            });
            if (!given)
                r.missing[Literals] << QStringLiteral("%1.%2='%3'").arg(stored.first().first, stored.first().second, literal);
        }
    }
    return r;
}

void report(app::EvalOutput &out, const QString &prefix, const Tally &t)
{
    const double n = std::max(1, t.questions);
    out.figure(prefix + QStringLiteral("questions"), t.questions);
    out.figure(prefix + QStringLiteral("literals_measured"), t.literalsMeasured);
    out.figure(prefix + QStringLiteral("context_complete_tables"), t.complete[Tables] / n);
    out.figure(prefix + QStringLiteral("context_complete_columns"), t.complete[Columns] / n);
    out.figure(prefix + QStringLiteral("context_complete_joins"), t.complete[Joins] / n);
    out.figure(prefix + QStringLiteral("context_complete_literals"), t.complete[Literals] / n);
    out.figure(prefix + QStringLiteral("prompt_tokens_median"), percentile(t.promptTokens, 0.5));
    out.figure(prefix + QStringLiteral("prompt_tokens_p90"), percentile(t.promptTokens, 0.9));
    out.figure(prefix + QStringLiteral("schema_tokens_median"), percentile(t.schemaTokens, 0.5));
    out.figure(prefix + QStringLiteral("context_complete"), t.all / n);
}

int evaluate(const QString &prefix, const QString &dir, const app::EvalArgs &args, app::EvalOutput &out)
{
    eval::Dataset dataset;
    if (!app::loadDataset(dir, &dataset, out))
        return 1;
    std::map<QString, std::unique_ptr<Database>> databases;
    Tally tune, held;
    agents::AgentModel none(nullptr, {}, nullptr, nullptr, {}, {});
    agents::LinkOptions options;
    options.useModel = false; // the fine filter's stand-in: the coarse candidates, whole
    int count = 0;
    for (const eval::EvalQuestion &q : dataset.questions()) {
        if (args.limit > 0 && count++ >= args.limit)
            break;
        if (!dataset.schemas().contains(q.dbId))
            continue;
        std::unique_ptr<Database> &d = databases[q.dbId];
        if (!d)
            d = openDatabase(dataset, q.dbId);
        // The question as the pipeline is asked it (BIRD's evidence as the hint `assay eval ask` gives).
        const QString question = q.evidence.isEmpty() ? q.question : q.question + QStringLiteral("\nHint: ") + q.evidence;
        const db::Dialect &dialect = d->connection ? d->connection->dialect() : db::Dialect::forEngine(db::Engine::SQLite);
        const agents::SqlContext c = d->builder->build(none, question, dialect, db::engineDisplayName(db::Engine::SQLite), options);
        const Check r = check(q, c, *d);
        Tally &t = app::tuningDatabase(q.dbId) ? tune : held;
        ++t.questions;
        bool all = true;
        for (int p = 0; p < PartCount; ++p) {
            t.complete[p] += r.missing[p].isEmpty() ? 1 : 0;
            all = all && r.missing[p].isEmpty();
        }
        t.all += all ? 1 : 0;
        t.literalsMeasured += r.literalsMeasured;
        t.promptTokens << llm::estimateTokens(agents::generationPromptText(c.input));
        agents::GenerationInput whole = c.input;
        whole.schema = d->wholeSchema;
        whole.joins = QStringLiteral("(none)");
        t.schemaTokens << llm::estimateTokens(agents::generationPromptText(whole));
        if (args.verbose && !all) {
            QStringList missing;
            for (int p = 0; p < PartCount; ++p)
                missing += r.missing[p];
            QStringList given;
            for (const knowledge::ValueHit &h : c.linked.values)
                given << QStringLiteral("%1.%2='%3'").arg(h.table, h.column, h.value);
            out.note(QStringLiteral("%1 #%2 missing %3 | %4 | values given: %5")
                         .arg(q.dbId).arg(q.index).arg(missing.join(QStringLiteral(", ")), q.question, given.join(QStringLiteral(", "))));
        }
    }
    Tally all;
    all.add(tune);
    all.add(held);
    report(out, prefix, all);
    report(out, prefix + QStringLiteral("tune_"), tune);
    report(out, prefix + QStringLiteral("held_"), held);
    return 0;
}

} // namespace

ASSAY_EVAL("context", "what the SQL-writing stage receives: gold tables, columns, joins, literals present; prompt tokens")(
    const app::EvalArgs &args, app::EvalOutput &out)
{
    if (args.spiderDir.isEmpty() && args.birdDir.isEmpty()) {
        out.note(QStringLiteral("assay eval context needs --spider DIR and/or --bird DIR"));
        return 2;
    }
    if (!args.spiderDir.isEmpty()) {
        if (const int rc = evaluate(QString(), args.spiderDir, args, out))
            return rc;
    }
    if (!args.birdDir.isEmpty()) {
        if (const int rc = evaluate(QStringLiteral("bird_"), args.birdDir, args, out))
            return rc;
    }
    return 0;
}
