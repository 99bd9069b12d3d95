#include "contextbuilder.h"
#include "knowledge/knowledgetr.h"

#include "knowledge/knowledgestore.h"
#include "knowledge/retriever.h"
#include "relationships/discovery.h"

#include "db/connection.h"
#include "llm/answerparsing.h"
#include "llm/llmservice.h"
#include "llm/prompttemplate.h"
#include "llm/tokenestimator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>

#include <numeric>

namespace assay::knowledge {
namespace {

// What the schema alone says about the database, in the current language.
DatabaseSummary derivedSummary(const DataContext &context)
{
    DatabaseSummary d;
    d.summary = Tr::tr("Tables: %1, columns: %2").arg(context.tables.size()).arg(context.columnCount());
    d.description = d.summary;
    d.questions = suggestFirstQuestions(context);
    d.source = TextSource::Derived;
    return d;
}

llm::ChatRequest request(const QString &templateName, const QHash<QString, QString> &values, const QString &purpose)
{
    llm::ChatRequest r;
    r.messages = llm::PromptTemplate::load(templateName).render(values);
    r.jsonResponse = true;
    r.temperature = 0;
    r.effort = llm::Effort::Low; // describing and classifying columns and tables
    r.stream = false;
    r.purpose = purpose;
    return r;
}

TableRole roleFromText(const QString &s)
{
    const QString t = s.toLower();
    if (t.contains(QLatin1String("fact")))
        return TableRole::Fact;
    if (t.contains(QLatin1String("bridge")) || t.contains(QLatin1String("junction")) || t.contains(QLatin1String("link")))
        return TableRole::Bridge;
    if (t.contains(QLatin1String("lookup")) || t.contains(QLatin1String("code")))
        return TableRole::Lookup;
    if (t.contains(QLatin1String("dimension")))
        return TableRole::Dimension;
    return TableRole::Unknown;
}

QStringList stringList(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &x : v.toArray()) {
        if (!x.toString().trimmed().isEmpty())
            out << x.toString().trimmed();
    }
    return out;
}

// A few failures are listed one by one; many (a model that cannot answer at all) become one line
// naming how many and the first error, so the panel is not buried.
using Failures = QList<std::pair<QString, QString>>; // table, error
void addFailureWarnings(QStringList &warnings, const Failures &failed, const std::function<QString(const QString &, const QString &)> &one,
                        const QString &manyFormat)
{
    if (failed.size() <= 3) {
        for (const auto &[table, error] : failed)
            warnings << one(table, error);
        return;
    }
    QStringList tables;
    for (const auto &f : failed)
        tables << f.first;
    tables.removeDuplicates();
    warnings << manyFormat.arg(tables.size()).arg(failed.first().second);
}

QList<int> allColumns(const TableKnowledge &t)
{
    QList<int> all(t.columns.size());
    std::iota(all.begin(), all.end(), 0);
    return all;
}

// The model's other words for a column: short, distinct, not the name itself; five at most.
QStringList synonymsFrom(const QJsonArray &array, const QString &column)
{
    QStringList out;
    for (const QJsonValue &v : array) {
        const QString word = v.toString().simplified();
        if (word.isEmpty() || word.size() > 60 || word.compare(column, Qt::CaseInsensitive) == 0
            || out.contains(word, Qt::CaseInsensitive))
            continue;
        out << word;
        if (out.size() >= 5)
            break;
    }
    return out;
}

} // namespace

ContextBuilder::ContextBuilder(db::Connection &connection, const db::Catalog &catalog, KnowledgeStore *store,
                               llm::LlmService *llm, BuildOptions options)
    : m_connection(connection)
    , m_catalog(catalog)
    , m_store(store)
    , m_llm(llm)
    , m_options(options)
{
}

bool ContextBuilder::cancelled() const
{
    return m_cancel && m_cancel->isCancelled();
}

void ContextBuilder::report(const QString &stage, int done, int total)
{
    if (m_progress)
        m_progress({stage, done, total});
}

void ContextBuilder::save(const TableKnowledge &t)
{
    if (m_store)
        m_store->saveTable(t);
}

const db::TableInfo *ContextBuilder::catalogTable(const TableKnowledge &t) const
{
    return m_catalog.find(t.name, t.schema);
}

BuildReport ContextBuilder::build(DataContext &context, const db::CancelTokenPtr &cancel,
                                  const std::function<void(const BuildProgress &)> &progress)
{
    QElapsedTimer clock;
    clock.start();
    m_cancel = cancel;
    m_progress = progress;
    m_report = {};
    m_useModel = m_options.useModel && m_llm && m_llm->isReady(llm::Role::Fast);
    // No model chosen at all is a normal way to use Assay (the status says so); a model chosen
    // but unusable (a missing key, say) is worth a warning.
    const bool modelChosen = m_llm && !m_llm->settings().roles.value(llm::Role::Fast).providerId.isEmpty();
    if (m_options.useModel && modelChosen && !m_useModel)
        m_report.warnings << Tr::tr("No language model is ready (%1): the context is built from the schema and profiling only.")
                                 .arg(m_llm->readiness(llm::Role::Fast).message);
    m_report.usedModel = m_useModel;

    const QList<TableKnowledge *> todo = plan(context);
    profile(todo);
    // The model hears only of tables the connection's privacy settings do not hide.
    QList<TableKnowledge *> forModel = todo;
    forModel.removeIf([this](const TableKnowledge *t) { return hiddenFromModel(t->qualifiedName()); });
    if (m_useModel && !cancelled()) {
        describeColumns(forModel);
        describeTables(forModel);
    }
    // Relationships: what the catalog declares, what names and data suggest, and (with a model)
    // what the model confirms for the tables rebuilt now.
    const QList<Relationship> previous = context.relationships;
    context.relationships = declaredRelationships(m_catalog);
    bool discovered = false;
    if (m_options.inferRelationships && !cancelled())
        discovered = discoverRelationships(context);
    for (const Relationship &r : previous) {
        // Declared ones were read again; what discovery found is found again when it finished.
        // The model's (no evidence of their own) stay between tables not rebuilt.
        if (r.source == Relationship::Source::Declared || (discovered && !r.evidence.isEmpty()))
            continue;
        if (!context.table(r.fromTable.section(u'.', -1)) || !context.table(r.toTable.section(u'.', -1)))
            continue;
        if (std::none_of(context.relationships.begin(), context.relationships.end(), [&](const Relationship &o) { return o.sameLink(r); }))
            context.relationships << r;
    }
    if (m_options.inferRelationships && !cancelled() && m_useModel)
        inferRelationships(context, forModel);
    assignTableRoles(context);
    const bool changed = !todo.isEmpty() || !m_report.tablesRemoved.isEmpty() || context.database.isEmpty();
    if (changed && !cancelled()) {
        if (m_useModel) {
            extractEntities(context);
            summarizeDatabase(context);
        }
        if (context.database.isEmpty() || context.database.source != TextSource::Model) {
            // Without a model the summary is what the schema says, plus questions from its shape.
            DatabaseSummary d = derivedSummary(context);
            if (context.database.source != TextSource::Model)
                context.database = d;
        }
    }
    m_report.cancelled = cancelled();
    // Only a finished build vouches for the catalog: a cancelled one leaves the old fingerprint,
    // so the next attach sees the context as stale and resumes.
    if (!m_report.cancelled)
        context.catalogFingerprint = QString::fromLatin1(m_catalog.fingerprint());
    context.builtAt = QDateTime::currentDateTimeUtc();
    context.usedModel = m_useModel;
    context.warnings = m_report.warnings;
    if (m_store) {
        m_store->saveContext(context);
        m_store->applyUserDescriptions(context);
    }
    m_report.elapsedMs = clock.elapsed();
    return m_report;
}

QList<TableKnowledge *> ContextBuilder::plan(DataContext &context)
{
    // Drop what the catalog no longer has.
    for (int i = int(context.tables.size()) - 1; i >= 0; --i) {
        if (!m_catalog.find(context.tables[i].name, context.tables[i].schema)) {
            m_report.tablesRemoved << context.tables[i].qualifiedName();
            if (m_store) {
                m_store->removeTable(context.tables[i].qualifiedName());
                m_store->removeValuesOf(context.tables[i].qualifiedName());
            }
            context.tables.removeAt(i);
        }
    }
    QList<TableKnowledge> rebuilt;
    QStringList rebuiltKeys;
    for (const db::TableInfo &t : m_catalog.tables) {
        const QString fingerprint = QString::fromLatin1(t.fingerprint());
        TableKnowledge *existing = context.table(t.name, t.schema);
        // A finished table from an earlier build that nothing changed since: keep it.
        if (existing && existing->fingerprint == fingerprint && existing->builtAt.isValid() && !m_options.rebuildAll
            && (!m_useModel || existing->source == TextSource::Model || existing->source == TextSource::User)) {
            ++m_report.tablesKept;
            continue;
        }
        if (!existing)
            m_report.tablesAdded << t.qualifiedName();
        TableKnowledge fresh = knowledgeFromCatalog(t);
        if (existing) {
            // Keep the previous model text for columns that still exist: better than nothing if
            // this build's model calls fail. An unchanged column keeps its model text outright and
            // is not asked about again (a cancelled build resumes where it stopped).
            const bool sameShape = existing->fingerprint == fingerprint && !m_options.rebuildAll;
            QHash<QString, const ColumnKnowledge *> previous; // by name: linear in columns
            for (const ColumnKnowledge &c : std::as_const(existing->columns))
                previous.insert(c.name.toLower(), &c);
            for (ColumnKnowledge &c : fresh.columns) {
                const ColumnKnowledge *old = previous.value(c.name.toLower());
                if (old && c.source == TextSource::None && old->type == c.type) {
                    c.description = old->description;
                    c.source = old->source;
                }
                if (old && sameShape)
                    c.profile = old->profile;
            }
            // Profiled already with this very shape (a cancelled build got that far): keep it.
            if (sameShape && existing->profile.profiledAt.isValid()) {
                fresh.profile = existing->profile;
                m_profiled.insert(fresh.key());
            }
        }
        rebuilt << fresh;
        rebuiltKeys << fresh.key();
    }
    for (const TableKnowledge &t : std::as_const(rebuilt)) {
        if (TableKnowledge *existing = context.table(t.name, t.schema))
            *existing = t;
        else
            context.tables << t;
    }
    QList<TableKnowledge *> out;
    for (TableKnowledge &t : context.tables) {
        if (rebuiltKeys.contains(t.key())) {
            out << &t;
            m_report.tablesRebuilt << t.qualifiedName();
        }
    }
    m_report.tablesBuilt = int(out.size());
    return out;
}

void ContextBuilder::profile(const QList<TableKnowledge *> &tables)
{
    Profiler profiler(m_connection, m_options.profiler);
    int done = 0;
    for (TableKnowledge *t : tables) {
        if (cancelled())
            return;
        if (m_profiled.contains(t->key())) {
            ++done;
            continue;
        }
        report(Tr::tr("Profiling %1").arg(t->name), done, int(tables.size()));
        if (const db::TableInfo *info = catalogTable(*t)) {
            t->profile = profiler.profile(*info, m_cancel);
            QHash<QString, const ColumnProfile *> profiles; // by name: linear in columns
            for (const ColumnProfile &p : std::as_const(t->profile.columns))
                profiles.insert(p.name.toLower(), &p);
            for (ColumnKnowledge &c : t->columns) {
                if (const ColumnProfile *p = profiles.value(c.name.toLower()))
                    c.profile = *p;
            }
            if (!t->profile.warning.isEmpty())
                m_report.warnings << QStringLiteral("%1: %2").arg(t->name, t->profile.warning);
        }
        if (!cancelled()) {
            t->builtAt = QDateTime::currentDateTimeUtc();
            save(*t);
        }
        ++done;
    }
    report(Tr::tr("Profiling"), done, int(tables.size()));
}

bool ContextBuilder::hiddenFromModel(const QString &table, const QString &column) const
{
    return m_options.hidden && m_options.hidden(table, column);
}

QString ContextBuilder::columnLines(const TableKnowledge &t, const QList<int> &indices) const
{
    const db::TableInfo *info = catalogTable(t);
    QStringList lines;
    for (int i : indices) {
        const ColumnKnowledge &c = t.columns[i];
        if (hiddenFromModel(t.qualifiedName(), c.name))
            continue;
        QStringList facts = {c.type.isEmpty() ? QStringLiteral("untyped") : c.type};
        if (info) {
            if (info->primaryKey.contains(c.name))
                facts << QStringLiteral("primary key");
            for (const db::ForeignKeyInfo &fk : info->foreignKeys) {
                if (fk.columns.contains(c.name) && !hiddenFromModel(fk.refTable))
                    facts << QStringLiteral("references %1").arg(fk.refTable);
            }
        }
        QString line = QStringLiteral("- %1 (%2)").arg(c.name, facts.join(QStringLiteral(", ")));
        if (c.source == TextSource::Comment || c.source == TextSource::User)
            line += QStringLiteral("; comment: %1").arg(c.description);
        const bool shareValues = m_options.shareSampleValues && !(m_options.redacted && m_options.redacted(t.qualifiedName(), c.name));
        line += QStringLiteral("; %1").arg(c.profile.summary(shareValues, t.profile.sampledRows));
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

QString ContextBuilder::glossaryFor(const TableKnowledge &t) const
{
    // Terms whose words appear in the table's or its columns' names (TiInsight retrieves domain
    // terms for abbreviations before describing columns).
    QString names = t.name;
    for (const ColumnKnowledge &c : t.columns)
        names += QLatin1Char(' ') + c.name;
    QStringList lines;
    for (const GlossaryEntry &g : m_glossary) {
        if (g.mentionedIn(names) || g.mentionedIn(humanize(names)))
            lines << QStringLiteral("- %1%2: %3").arg(g.term, g.aliases.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(g.aliases.join(QStringLiteral(", "))), g.definition);
        if (lines.size() >= 20)
            break;
    }
    return lines.isEmpty() ? QStringLiteral("(none)") : lines.join(QLatin1Char('\n'));
}

QList<llm::ChatResponse> ContextBuilder::fanOut(const QString &stage, const QList<llm::ChatRequest> &requests)
{
    report(stage, 0, int(requests.size())); // the stage starts now, not at its first answer
    QList<QFuture<llm::ChatResponse>> futures;
    futures.reserve(requests.size());
    for (const llm::ChatRequest &r : requests)
        futures << m_llm->chat(llm::Role::Fast, r, m_cancel);
    QList<llm::ChatResponse> out;
    out.reserve(requests.size());
    int done = 0;
    for (QFuture<llm::ChatResponse> &f : futures) {
        f.waitForFinished();
        llm::ChatResponse r = f.resultCount() > 0 ? f.result() : llm::ChatResponse{};
        if (f.resultCount() == 0)
            r.error.kind = llm::LlmError::Kind::Cancelled;
        ++m_report.modelCalls;
        if (!r.ok())
            ++m_report.failedCalls;
        out << r;
        report(stage, ++done, int(futures.size()));
    }
    return out;
}

void ContextBuilder::describeColumns(const QList<TableKnowledge *> &tables)
{
    if (cancelled())
        return;
    struct Group {
        TableKnowledge *table;
        QList<int> columns;
    };
    QList<Group> groups;
    QList<llm::ChatRequest> requests;
    const int size = std::max(1, m_options.columnsPerGroup);
    for (TableKnowledge *t : tables) {
        const QString glossary = glossaryFor(*t); // once per table, not per group of columns
        // Only what still needs words: not the user's text, not what a model wrote for this very
        // column before (unless everything is rebuilt).
        QList<int> todo;
        for (int i = 0; i < t->columns.size(); ++i) {
            const TextSource source = t->columns[i].source;
            if (source != TextSource::User && (m_options.rebuildAll || source != TextSource::Model))
                todo << i;
        }
        for (int from = 0; from < todo.size(); from += size) {
            const QList<int> part = todo.mid(from, size);
            groups << Group{t, part};
            requests << request(QStringLiteral("knowledge_columns"),
                                {{QStringLiteral("table"), t->qualifiedName()},
                                 {QStringLiteral("table_comment"), t->source == TextSource::Comment ? QStringLiteral("Comment: ") + t->description : QString()},
                                 {QStringLiteral("column_count"), QString::number(part.size())},
                                 {QStringLiteral("columns"), columnLines(*t, part)},
                                 {QStringLiteral("glossary"), glossary}},
                                QStringLiteral("knowledge-columns"));
        }
    }
    const QList<llm::ChatResponse> answers = fanOut(Tr::tr("Describing columns"), requests);
    QSet<TableKnowledge *> touched;
    // Columns by name, per table, built once: answers name their columns, and a wide table must
    // not cost a search through all its columns per answered column (linear, not quadratic).
    QHash<TableKnowledge *, QHash<QString, int>> positions;
    auto columnOf = [&positions](TableKnowledge *t, const QString &name) -> ColumnKnowledge * {
        auto it = positions.find(t);
        if (it == positions.end()) {
            it = positions.insert(t, {});
            for (int i = 0; i < t->columns.size(); ++i)
                it->insert(t->columns[i].name.toLower(), i);
        }
        const int i = it->value(name.toLower(), -1);
        return i >= 0 ? &t->columns[i] : nullptr;
    };
    Failures failed;
    for (int i = 0; i < answers.size(); ++i) {
        const Group &g = groups[i];
        QJsonObject json;
        QString error;
        if (!answers[i].ok() || !llm::extractJsonObject(answers[i].text, &json, &error)) {
            if (answers[i].error.kind != llm::LlmError::Kind::Cancelled)
                failed.append({g.table->name, answers[i].ok() ? error : answers[i].error.message});
            continue;
        }
        int described = 0;
        for (const QJsonValue &v : json.value(QStringLiteral("columns")).toArray()) {
            const QString name = v.toObject().value(QStringLiteral("name")).toString();
            const QString text = v.toObject().value(QStringLiteral("description")).toString().trimmed();
            ColumnKnowledge *c = columnOf(g.table, name);
            if (!c || text.isEmpty() || c->source == TextSource::User)
                continue;
            c->description = text;
            c->source = TextSource::Model;
            c->synonyms = synonymsFrom(v.toObject().value(QStringLiteral("synonyms")).toArray(), c->name);
            ++described;
        }
        if (described < g.columns.size())
            m_report.warnings << Tr::tr("The model described %1 of %n columns of %2.", nullptr, int(g.columns.size())).arg(described).arg(g.table->name);
        touched.insert(g.table);
    }
    addFailureWarnings(m_report.warnings, failed,
                       [](const QString &table, const QString &error) {
                           return Tr::tr("Columns of %1 were not described by the model (%2); their names, comments and statistics are "
                                     "used instead.")
                               .arg(table, error);
                       },
                       Tr::tr("The columns of %1 tables were not described by the model (%2); their names, comments and statistics "
                          "are used instead."));
    for (TableKnowledge *t : std::as_const(touched))
        save(*t);
}

QString ContextBuilder::describedColumns(const TableKnowledge &t, int from, int to) const
{
    QStringList lines;
    for (int i = from; i < to && i < t.columns.size(); ++i) {
        const ColumnKnowledge &c = t.columns[i];
        if (hiddenFromModel(t.qualifiedName(), c.name))
            continue;
        lines << QStringLiteral("- %1 (%2): %3").arg(c.name, c.type, c.description.isEmpty() ? humanize(c.name) : c.description);
    }
    return lines.join(QLatin1Char('\n'));
}

// What stands in for a summary the model did not write: every column's name, never a cut text,
// so the last columns of a wide table still reach its description.
QString ContextBuilder::columnNames(const TableKnowledge &t, int from, int to) const
{
    QStringList names;
    for (int i = from; i < to && i < t.columns.size(); ++i) {
        if (!hiddenFromModel(t.qualifiedName(), t.columns[i].name))
            names << t.columns[i].name;
    }
    return QStringLiteral("Columns %1 to %2: %3").arg(from + 1).arg(to).arg(names.join(QStringLiteral(", "))); // for the model: English like the prompts
}

ContextBuilder::SummaryPart ContextBuilder::summaryPart(const llm::ChatResponse &answer, const TableKnowledge &t, int from, int to) const
{
    QJsonObject json;
    QString summary;
    if (answer.ok() && llm::extractJsonObject(answer.text, &json))
        summary = json.value(QStringLiteral("summary")).toString().trimmed();
    return SummaryPart{summary.isEmpty() ? columnNames(t, from, to) : summary, from, to};
}

namespace {

// The parts' texts one per line (a template: SummaryPart is private to ContextBuilder).
template <class Part>
QString partsText(const QList<Part> &parts)
{
    QStringList texts;
    for (const Part &p : parts)
        texts << p.text;
    return texts.join(QLatin1Char('\n'));
}

} // namespace

ContextBuilder::TableMaterial ContextBuilder::summariseColumnBlocks(const QList<TableKnowledge *> &tables)
{
    const int size = std::max(1, m_options.columnsPerGroup);
    TableMaterial material;
    struct Block {
        TableKnowledge *table;
        int from;
        int to;
    };
    QList<Block> blocks;
    QList<llm::ChatRequest> mapRequests;
    for (TableKnowledge *t : tables) {
        const int count = int(t->columns.size());
        const int parts = std::max(1, (count + size - 1) / size);
        if (parts == 1) {
            material[t] << SummaryPart{describedColumns(*t, 0, count), 0, count};
            continue;
        }
        for (int p = 0; p < parts; ++p) {
            const int to = std::min(count, (p + 1) * size);
            blocks << Block{t, p * size, to};
            mapRequests << request(QStringLiteral("knowledge_table_map"),
                                   {{QStringLiteral("table"), t->qualifiedName()},
                                    {QStringLiteral("part"), QString::number(p + 1)},
                                    {QStringLiteral("parts"), QString::number(parts)},
                                    {QStringLiteral("columns"), describedColumns(*t, p * size, to)}},
                                   QStringLiteral("knowledge-table-map"));
        }
    }
    if (mapRequests.isEmpty())
        return material;
    const QList<llm::ChatResponse> answers = fanOut(Tr::tr("Summarising wide tables"), mapRequests);
    for (int i = 0; i < answers.size(); ++i)
        material[blocks[i].table] << summaryPart(answers[i], *blocks[i].table, blocks[i].from, blocks[i].to);
    return material;
}

// The reduce step of a very wide table would not fit its budget: neighbouring summaries are
// merged by the model, level by level (every table's merges of a level at once), until each
// table's material fits. A merge that fails keeps the column names of what it covered.
void ContextBuilder::foldOverBudget(TableMaterial &material)
{
    const int budget = std::max(200, m_options.reduceTokenBudget);
    for (int level = 0; level < 8 && !cancelled(); ++level) {
        struct Group {
            TableKnowledge *table;
            QList<SummaryPart> parts;
            int slot; // its place among the table's parts of the next level
        };
        QList<Group> groups;
        QList<llm::ChatRequest> requests;
        TableMaterial next;
        for (auto it = material.begin(); it != material.end(); ++it) {
            const QList<SummaryPart> &parts = it.value();
            if (parts.size() < 2 || llm::estimateTokens(partsText(parts)) <= budget)
                continue;
            // Consecutive parts, as many as fit the budget (at least two, so every level shrinks).
            QList<QList<SummaryPart>> tableGroups{{}};
            for (const SummaryPart &p : parts) {
                QList<SummaryPart> &g = tableGroups.last();
                if (g.size() >= 2 && llm::estimateTokens(partsText(g) + p.text) > budget)
                    tableGroups.append(QList<SummaryPart>{});
                tableGroups.last() << p;
            }
            for (const QList<SummaryPart> &g : std::as_const(tableGroups)) {
                if (g.size() == 1) {
                    next[it.key()] << g.first();
                    continue;
                }
                groups << Group{it.key(), g, int(next[it.key()].size())};
                next[it.key()] << SummaryPart{}; // filled from the answer below
                requests << request(QStringLiteral("knowledge_table_fold"),
                                    {{QStringLiteral("table"), it.key()->qualifiedName()},
                                     {QStringLiteral("from"), QString::number(g.first().from + 1)},
                                     {QStringLiteral("to"), QString::number(g.last().to)},
                                     {QStringLiteral("count"), QString::number(it.key()->columns.size())},
                                     {QStringLiteral("summaries"), partsText(g)}},
                                    QStringLiteral("knowledge-table-fold"));
            }
        }
        if (requests.isEmpty())
            return;
        const QList<llm::ChatResponse> answers = fanOut(Tr::tr("Summarising wide tables"), requests);
        for (int i = 0; i < answers.size(); ++i) {
            const Group &g = groups[i];
            next[g.table][g.slot] = summaryPart(answers[i], *g.table, g.parts.first().from, g.parts.last().to);
        }
        for (auto it = next.begin(); it != next.end(); ++it)
            material[it.key()] = it.value();
    }
}

void ContextBuilder::describeTables(const QList<TableKnowledge *> &tables)
{
    if (cancelled())
        return;
    TableMaterial material = summariseColumnBlocks(tables);
    foldOverBudget(material);
    QList<TableKnowledge *> order;
    QList<llm::ChatRequest> reduceRequests;
    for (TableKnowledge *t : tables) {
        const QString text = partsText(material.value(t));
        const db::TableInfo *info = catalogTable(*t);
        QStringList fks;
        if (info) {
            for (const db::ForeignKeyInfo &fk : info->foreignKeys) {
                bool hidden = hiddenFromModel(fk.refTable);
                for (const QString &c : fk.columns)
                    hidden = hidden || hiddenFromModel(t->qualifiedName(), c);
                if (!hidden)
                    fks << QStringLiteral("%1 -> %2.%3").arg(fk.columns.join(u','), fk.refTable, fk.refColumns.join(u','));
            }
        }
        order << t;
        reduceRequests << request(QStringLiteral("knowledge_table_reduce"),
                                  {{QStringLiteral("table"), t->qualifiedName()},
                                   {QStringLiteral("row_count"), t->profile.rowCount >= 0 ? QString::number(t->profile.rowCount) : QStringLiteral("unknown")},
                                   {QStringLiteral("table_comment"), t->source == TextSource::Comment ? QStringLiteral("Comment: ") + t->description : QString()},
                                   {QStringLiteral("material"), text},
                                   {QStringLiteral("primary_key"), t->primaryKey.isEmpty() ? QStringLiteral("(none)") : t->primaryKey},
                                   {QStringLiteral("foreign_keys"), fks.isEmpty() ? QStringLiteral("(none)") : fks.join(QStringLiteral("; "))}},
                                  QStringLiteral("knowledge-table"));
    }
    const QList<llm::ChatResponse> answers = fanOut(Tr::tr("Describing tables"), reduceRequests);
    Failures failed;
    for (int i = 0; i < answers.size(); ++i) {
        TableKnowledge *t = order[i];
        QJsonObject json;
        QString error;
        if (!answers[i].ok() || !llm::extractJsonObject(answers[i].text, &json, &error)
            || json.value(QStringLiteral("description")).toString().trimmed().isEmpty()) {
            if (answers[i].error.kind != llm::LlmError::Kind::Cancelled)
                failed.append({t->name, answers[i].ok() ? (error.isEmpty() ? Tr::tr("no description in the answer") : error) : answers[i].error.message});
            continue;
        }
        if (t->source != TextSource::User) {
            t->description = json.value(QStringLiteral("description")).toString().trimmed();
            t->source = TextSource::Model;
        }
        const QString pk = json.value(QStringLiteral("primary_key")).toString();
        if (t->primaryKey.isEmpty() && t->column(pk))
            t->primaryKey = pk;
        t->keyAttributes.clear();
        for (const QString &a : stringList(json.value(QStringLiteral("key_attributes")))) {
            if (t->column(a) && t->keyAttributes.size() < 5)
                t->keyAttributes << t->column(a)->name;
        }
        const TableRole role = roleFromText(json.value(QStringLiteral("table_type")).toString());
        if (role != TableRole::Unknown)
            t->role = role;
        t->mainEntity = json.value(QStringLiteral("main_entity")).toString().trimmed();
        save(*t);
    }
    addFailureWarnings(m_report.warnings, failed,
                       [](const QString &table, const QString &error) { return Tr::tr("The table %1 was not described by the model (%2).").arg(table, error); },
                       Tr::tr("%1 tables were not described by the model (%2)."));
}

void ContextBuilder::inferRelationships(DataContext &context, const QList<TableKnowledge *> &tables)
{
    if (cancelled())
        return;
    if (tables.isEmpty() || context.tables.size() < 2)
        return;
    // Coarse: the most similar tables by their descriptions (Algorithm 2, stage 1).
    report(Tr::tr("Finding similar tables"), 0, int(tables.size()));
    Retriever::Options tablesOnly;
    tablesOnly.indexColumns = false;
    Retriever similar(tablesOnly);
    similar.build(context, {}, {}, localEmbedder());
    QList<TableKnowledge *> order;
    QList<llm::ChatRequest> requests;
    for (TableKnowledge *t : tables) {
        QStringList candidates;
        for (const RetrievedItem &hit : similar.searchTables(Retriever::tableDocument(*t, false), m_options.similarTables + 1)) {
            if (hit.item.table.compare(t->qualifiedName(), Qt::CaseInsensitive) == 0)
                continue;
            const TableKnowledge *c = context.table(hit.item.table.section(u'.', -1), t->schema.isEmpty() ? QString() : hit.item.table.section(u'.', 0, -2));
            if (!c || hiddenFromModel(c->qualifiedName()))
                continue;
            QStringList cols;
            for (const ColumnKnowledge &col : c->columns) {
                if (!hiddenFromModel(c->qualifiedName(), col.name))
                    cols << col.name;
            }
            candidates << QStringLiteral("- %1 (key: %2; columns: %3): %4")
                              .arg(c->qualifiedName(), c->primaryKey.isEmpty() ? QStringLiteral("?") : c->primaryKey,
                                   cols.join(QStringLiteral(", ")).left(600), c->description.left(300));
        }
        if (candidates.isEmpty())
            continue;
        QStringList declared;
        for (const Relationship &r : std::as_const(context.relationships)) {
            if (r.fromTable.compare(t->qualifiedName(), Qt::CaseInsensitive) == 0 && !hiddenFromModel(r.toTable))
                declared << r.describe();
        }
        order << t;
        requests << request(QStringLiteral("knowledge_relationships"),
                            {{QStringLiteral("table"), t->qualifiedName()},
                             {QStringLiteral("description"), t->description.isEmpty() ? humanize(t->name) : t->description},
                             {QStringLiteral("columns"), columnLines(*t, allColumns(*t))},
                             {QStringLiteral("candidates"), candidates.join(QLatin1Char('\n'))},
                             {QStringLiteral("declared"), declared.isEmpty() ? QStringLiteral("(none)") : declared.join(QStringLiteral("; "))}},
                            QStringLiteral("knowledge-relationships"));
    }
    const QList<llm::ChatResponse> answers = fanOut(Tr::tr("Finding relationships"), requests);
    Failures failed;
    for (int i = 0; i < answers.size(); ++i) {
        QJsonObject json;
        QString error;
        if (!answers[i].ok() || !llm::extractJsonObject(answers[i].text, &json, &error)) {
            if (answers[i].error.kind != llm::LlmError::Kind::Cancelled)
                failed.append({order[i]->name, answers[i].ok() ? error : answers[i].error.message});
            continue;
        }
        for (const QJsonValue &v : json.value(QStringLiteral("relationships")).toArray()) {
            const QJsonObject o = v.toObject();
            const ColumnKnowledge *from = order[i]->column(o.value(QStringLiteral("column")).toString());
            const QString refName = o.value(QStringLiteral("references_table")).toString();
            const TableKnowledge *to = context.table(refName.section(u'.', -1));
            const ColumnKnowledge *toColumn = to ? to->column(o.value(QStringLiteral("references_column")).toString()) : nullptr;
            // The model may only link columns that exist; anything else is ignored.
            if (!from || !to || !toColumn || to == order[i])
                continue;
            Relationship r;
            r.fromTable = order[i]->qualifiedName();
            r.fromColumns = {from->name};
            r.toTable = to->qualifiedName();
            r.toColumns = {toColumn->name};
            const QString card = o.value(QStringLiteral("cardinality")).toString();
            r.cardinality = card == u"1:1" ? QStringLiteral("1:1") : QStringLiteral("N:1");
            r.source = Relationship::Source::Inferred;
            r.confidence = 0.7;
            // The model proposes; the data decides. A link most values do not follow is dropped.
            const double coverage = referenceCoverage(m_connection, m_catalog, r, m_cancel);
            if (coverage >= 0 && coverage < 0.95)
                continue;
            if (coverage >= 0.999)
                r.confidence = 0.9;
            if (std::none_of(context.relationships.begin(), context.relationships.end(), [&](const Relationship &o2) { return o2.sameLink(r); }))
                context.relationships << r;
        }
    }
    addFailureWarnings(m_report.warnings, failed,
                       [](const QString &table, const QString &error) {
                           return Tr::tr("Relationships of %1 were not checked by the model (%2).").arg(table, error);
                       },
                       Tr::tr("Relationships of %1 tables were not checked by the model (%2); those found from names and data are kept."));
}

bool ContextBuilder::discoverRelationships(DataContext &context)
{
    // Its own stage: containment queries the database runs, strongest names first, under a budget.
    const QString stage = Tr::tr("Finding relationships in the data");
    report(stage, 0, 0);
    relationships::DiscoveryOptions options;
    options.timeBudgetMs = m_options.relationshipBudgetMs;
    relationships::RelationshipDiscovery discovery(m_connection, m_catalog, context, options);
    const relationships::DiscoveryResult found = discovery.run(m_cancel, [&](int done, int total) { report(stage, done, total); });
    relationships::mergeDiscovery(context, found);
    m_report.warnings += found.warnings;
    return !found.outOfTime && !found.cancelled;
}

void ContextBuilder::extractEntities(DataContext &context)
{
    if (cancelled())
        return;
    // Algorithm 3: the tables with the most relationships stand for the database.
    QHash<QString, int> degree;
    for (const Relationship &r : std::as_const(context.relationships)) {
        ++degree[r.fromTable.toLower()];
        ++degree[r.toTable.toLower()];
    }
    QList<const TableKnowledge *> ranked;
    for (const TableKnowledge &t : std::as_const(context.tables)) {
        if (!hiddenFromModel(t.qualifiedName()))
            ranked << &t;
    }
    std::sort(ranked.begin(), ranked.end(), [&](const TableKnowledge *a, const TableKnowledge *b) {
        const int da = degree.value(a->qualifiedName().toLower());
        const int db = degree.value(b->qualifiedName().toLower());
        return da != db ? da > db : a->name < b->name;
    });
    if (ranked.size() > m_options.entityTables)
        ranked.resize(m_options.entityTables);
    QStringList lines;
    for (const TableKnowledge *t : ranked)
        lines << QStringLiteral("- %1: %2 Key attributes: %3").arg(t->qualifiedName(), t->description.isEmpty() ? humanize(t->name) : t->description,
                                                                   t->keyAttributes.join(QStringLiteral(", ")));
    const QList<llm::ChatResponse> answers =
        fanOut(Tr::tr("Finding entities"), {request(QStringLiteral("knowledge_entities"),
                                                {{QStringLiteral("tables"), lines.join(QLatin1Char('\n'))},
                                                 {QStringLiteral("max_entities"), QString::number(std::clamp(int(ranked.size() / 2), 1, 8))}},
                                                QStringLiteral("knowledge-entities"))});
    QJsonObject json;
    if (answers.isEmpty() || !answers.first().ok() || !llm::extractJsonObject(answers.first().text, &json)) {
        m_report.warnings << Tr::tr("Entities were not found by the model.");
        return;
    }
    QList<Entity> entities;
    for (const QJsonValue &v : json.value(QStringLiteral("entities")).toArray()) {
        Entity e;
        e.name = v.toObject().value(QStringLiteral("name")).toString().trimmed();
        e.summary = v.toObject().value(QStringLiteral("summary")).toString().trimmed();
        e.keyAttributes = stringList(v.toObject().value(QStringLiteral("key_attributes")));
        for (const QString &table : stringList(v.toObject().value(QStringLiteral("tables")))) {
            if (const TableKnowledge *t = context.table(table.section(u'.', -1)))
                e.tables << t->qualifiedName();
        }
        if (!e.name.isEmpty())
            entities << e;
    }
    if (!entities.isEmpty())
        context.entities = entities;
}

void ContextBuilder::summarizeDatabase(DataContext &context)
{
    if (cancelled())
        return;
    QStringList lines;
    for (const Entity &e : std::as_const(context.entities))
        lines << QStringLiteral("- %1: %2 (tables: %3)").arg(e.name, e.summary, e.tables.join(QStringLiteral(", ")));
    if (lines.isEmpty()) {
        for (const TableKnowledge &t : std::as_const(context.tables)) {
            if (hiddenFromModel(t.qualifiedName()))
                continue;
            lines << QStringLiteral("- %1: %2").arg(t.qualifiedName(), t.description.isEmpty() ? humanize(t.name) : t.description);
            if (lines.size() >= m_options.entityTables)
                break;
        }
    }
    const QString name = m_connection.config().name.isEmpty() ? m_connection.config().displayLocation() : m_connection.config().name;
    const QList<llm::ChatResponse> answers =
        fanOut(Tr::tr("Summarising the database"), {request(QStringLiteral("knowledge_database"),
                                                        {{QStringLiteral("database"), name}, {QStringLiteral("entities"), lines.join(QLatin1Char('\n'))}},
                                                        QStringLiteral("knowledge-database"))});
    QJsonObject json;
    if (answers.isEmpty() || !answers.first().ok() || !llm::extractJsonObject(answers.first().text, &json)
        || json.value(QStringLiteral("description")).toString().isEmpty()) {
        m_report.warnings << Tr::tr("The database summary was not written by the model.");
        return;
    }
    DatabaseSummary d;
    d.purpose = json.value(QStringLiteral("purpose")).toString();
    d.domain = json.value(QStringLiteral("domain")).toString();
    d.businessImpact = json.value(QStringLiteral("business_impact")).toString();
    d.example = json.value(QStringLiteral("example")).toString();
    d.description = json.value(QStringLiteral("description")).toString();
    d.summary = json.value(QStringLiteral("summary")).toString().split(u' ', Qt::SkipEmptyParts).mid(0, 10).join(u' ');
    d.questions = stringList(json.value(QStringLiteral("questions"))).mid(0, 8);
    if (d.questions.isEmpty())
        d.questions = suggestFirstQuestions(context);
    d.source = TextSource::Model;
    context.database = d;
}

DatabaseSummary shownDatabaseSummary(const DataContext &context)
{
    return context.database.source == TextSource::Derived ? derivedSummary(context) : context.database;
}

} // namespace assay::knowledge
