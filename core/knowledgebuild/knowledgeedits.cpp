// KnowledgeService's edits: the user's descriptions, the glossary, the example memory and SQL2NL.
// Each edit is written to the store at once (on the GUI thread: single small SQLite writes), then
// published as a new snapshot and re-indexed in the background.

#include "knowledgeservice.h"
#include "knowledge/knowledgetr.h"

#include "knowledge/knowledgestore.h"

#include "async/whenfinished.h"
#include "db/dialect.h"
#include "io/atomicfile.h"
#include "llm/answerparsing.h"
#include "llm/llmservice.h"
#include "llm/prompttemplate.h"
#include "security/accesspolicy.h"
#include "sql/tokenizer.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonObject>
#include <QtConcurrent/QtConcurrentRun>

namespace assay::knowledge {
namespace {

QString notAttached()
{
    return Tr::tr("No database is connected.");
}

struct GeneratedExamples {
    QList<ExampleEntry> examples;
    QStringList failures;
};

// What of the user's query history may reach the model: the connection's privacy settings, as
// the context build applies them (KnowledgeService::startBuild).
struct HistoryPolicy {
    security::AccessPolicy access;
    bool shareValues = false;
};

HistoryPolicy historyPolicy(const db::ConnectionConfig &config, const BuildOptions &build)
{
    HistoryPolicy p;
    p.access = security::AccessPolicy::fromJson(config.privacy);
    p.shareValues = config.privacy.contains(QStringLiteral("shareSampleValues")) ? p.access.shareSampleValues
                                                                                : build.shareSampleValues;
    return p;
}

QString tableOf(const QString &column)
{
    return column.section(u'.', 0, -2);
}

// Whether the query reads what the model must not hear of: what check() refuses (hidden and
// never-queried tables, hidden columns, SELECT * over them) and any hidden name the usage
// analysis resolved (an unqualified column of a hidden table, say).
bool readsHidden(const QString &sql, const SqlUsage &usage, const security::AccessPolicy &policy, sql::Flavor flavor)
{
    if (policy.isEmpty())
        return false;
    // A redacted column's name may be heard of (its values are withheld where the text is
    // sent); check() also refuses running a statement that filters on one, which is not this.
    security::AccessPolicy names = policy;
    names.redactedColumns.clear();
    if (!names.check(sql, flavor).isEmpty())
        return true;
    for (const QString &table : usage.tables) {
        if (policy.hiddenFromModel(table, {}))
            return true;
    }
    for (const QString &column : usage.columns) {
        if (policy.hiddenFromModel(tableOf(column), column.section(u'.', -1)))
            return true;
    }
    return false;
}

// Values typed into the query may go only when sample values may, and never for a column whose
// values are withheld (a literal compared with it is one of its values).
bool mayShareLiterals(const SqlUsage &usage, const HistoryPolicy &policy)
{
    if (!policy.shareValues)
        return false;
    for (const QString &column : usage.columns) {
        if (policy.access.valueWithheld(tableOf(column), column.section(u'.', -1)))
            return false;
    }
    return true;
}

// Numbers that shape the query rather than hold data: GROUP BY 1, ORDER BY 2, LIMIT 10 (and
// MySQL's LIMIT 5, 10). They say what the question asks ("the top 10"), so they stay.
bool isStructuralNumber(QStringView sql, const QList<sql::Token> &tokens, int i)
{
    for (int k = i - 1; k >= 0; --k) {
        const sql::Token &t = tokens[k];
        if (t.kind == sql::TokenKind::Comma && k > 0 && tokens[k - 1].kind == sql::TokenKind::Number)
            continue; // a list of ordinals: look further back
        if (t.kind == sql::TokenKind::Number)
            continue;
        return sql::isWord(sql, t, u"BY") || sql::isWord(sql, t, u"LIMIT") || sql::isWord(sql, t, u"OFFSET")
               || sql::isWord(sql, t, u"TOP") || sql::isWord(sql, t, u"FIRST") || sql::isWord(sql, t, u"NEXT");
    }
    return false;
}

// The query with the values a user typed (a customer's name, an amount, a note in a comment)
// replaced by "?", so SQL2NL learns the question's shape without the data in it.
QString withoutLiterals(const QString &sql, sql::Flavor flavor)
{
    const QList<sql::Token> all = sql::tokenize(sql, flavor);
    QList<sql::Token> significant;
    for (const sql::Token &t : all) {
        if (!t.isTrivia())
            significant << t;
    }
    QString out;
    int next = 0; // index into `significant`
    for (const sql::Token &t : all) {
        if (t.kind == sql::TokenKind::LineComment || t.kind == sql::TokenKind::BlockComment) {
            out += u' ';
            continue;
        }
        const bool value = t.kind == sql::TokenKind::String
                           || (t.kind == sql::TokenKind::Number && !isStructuralNumber(sql, significant, next));
        out += value ? QStringLiteral("?") : t.text(sql).toString();
        if (!t.isTrivia())
            ++next;
    }
    return out.simplified();
}

} // namespace

QString KnowledgeService::setTableDescription(const QString &table, const QString &text)
{
    return setColumnDescription(table, {}, text);
}

QString KnowledgeService::setColumnDescription(const QString &table, const QString &column, const QString &text)
{
    if (!m_store || !m_store->isOpen())
        return notAttached();
    const QString trimmed = text.trimmed();
    if (QString error = m_store->setUserDescription(table, column, trimmed); !error.isEmpty())
        return error;
    publish([&](KnowledgeSnapshot &s) {
        TableKnowledge *t = s.context.table(table.section(u'.', -1), table.contains(u'.') ? table.section(u'.', 0, -2) : QString());
        if (!t)
            return;
        if (column.isEmpty()) {
            t->description = trimmed;
            t->source = trimmed.isEmpty() ? TextSource::None : TextSource::User;
        } else if (ColumnKnowledge *c = t->column(column)) {
            c->description = trimmed;
            c->source = trimmed.isEmpty() ? TextSource::None : TextSource::User;
        }
    }, true);
    emit contextChanged();
    return {};
}

QString KnowledgeService::saveGlossaryEntry(GlossaryEntry entry)
{
    if (!m_store || !m_store->isOpen())
        return notAttached();
    if (entry.term.trimmed().isEmpty())
        return Tr::tr("A glossary entry needs a term.");
    QString error;
    if (m_store->saveGlossaryEntry(entry, &error) <= 0)
        return error;
    const QList<GlossaryEntry> glossary = m_store->glossary();
    publish([&](KnowledgeSnapshot &s) { s.glossary = glossary; }, true);
    emit glossaryChanged();
    return {};
}

QString KnowledgeService::removeGlossaryEntry(qint64 id)
{
    if (!m_store || !m_store->isOpen())
        return notAttached();
    if (QString error = m_store->removeGlossaryEntry(id); !error.isEmpty())
        return error;
    const QList<GlossaryEntry> glossary = m_store->glossary();
    publish([&](KnowledgeSnapshot &s) { s.glossary = glossary; }, true);
    emit glossaryChanged();
    return {};
}

int KnowledgeService::importGlossary(const QString &path, QString *error, QStringList *warnings)
{
    if (!m_store || !m_store->isOpen()) {
        *error = notAttached();
        return 0;
    }
    QByteArray data;
    if (QString e = io::readFile(path, &data, 32LL * 1024 * 1024); !e.isEmpty()) {
        *error = e;
        return 0;
    }
    const QString suffix = QFileInfo(path).suffix().toLower();
    QList<GlossaryEntry> entries;
    if (suffix == u"csv" || suffix == u"tsv") {
        entries = importGlossaryCsv(data, error, warnings);
        if (!error->isEmpty())
            return 0;
    } else if (suffix == u"md" || suffix == u"markdown" || suffix == u"txt") {
        entries = importGlossaryMarkdown(QString::fromUtf8(data), warnings);
    } else {
        *error = Tr::tr("%1 is neither CSV nor Markdown (use a .csv or .md file).").arg(QFileInfo(path).fileName());
        return 0;
    }
    if (entries.isEmpty()) {
        *error = Tr::tr("No glossary entries were found in %1.").arg(QFileInfo(path).fileName());
        return 0;
    }
    // An imported term that exists already updates it instead of adding a twin.
    QHash<QString, qint64> existing;
    for (const GlossaryEntry &g : snapshot()->glossary)
        existing.insert(g.term.toLower(), g.id);
    int added = 0;
    for (GlossaryEntry &g : entries) {
        g.id = existing.value(g.term.toLower(), 0);
        QString e;
        if (m_store->saveGlossaryEntry(g, &e) > 0)
            ++added;
        else if (warnings)
            *warnings << Tr::tr("%1: %2").arg(g.term, e);
    }
    const QList<GlossaryEntry> glossary = m_store->glossary();
    publish([&](KnowledgeSnapshot &s) { s.glossary = glossary; }, true);
    emit glossaryChanged();
    return added;
}

QString KnowledgeService::exportGlossary(const QString &path) const
{
    const QList<GlossaryEntry> entries = snapshot()->glossary;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"md" || suffix == u"markdown")
        return io::writeFileAtomically(path, exportGlossaryMarkdown(entries).toUtf8());
    return io::writeFileAtomically(path, exportGlossaryCsv(entries));
}

QString KnowledgeService::addExample(const QString &question, const QString &sql, ExampleEntry::Source source)
{
    if (!m_store || !m_store->isOpen())
        return notAttached();
    if (question.trimmed().isEmpty() || sql.trimmed().isEmpty())
        return Tr::tr("An example needs both a question and its SQL.");
    ExampleEntry e;
    e.question = question.trimmed();
    e.sql = sql.trimmed();
    e.source = source;
    e.createdAt = QDateTime::currentDateTimeUtc();
    const SqlUsage usage = analyzeSqlUsage(e.sql, m_catalog, db::Dialect::forEngine(m_config.engine).flavor());
    e.tables = usage.tables;
    e.columns = usage.columns;
    QString error;
    if (m_store->saveExample(e, &error) <= 0)
        return error;
    const QList<ExampleEntry> examples = m_store->examples();
    publish([&](KnowledgeSnapshot &s) { s.examples = examples; }, true);
    emit examplesChanged();
    return {};
}

QString KnowledgeService::removeExample(qint64 id)
{
    if (!m_store || !m_store->isOpen())
        return notAttached();
    if (QString error = m_store->removeExample(id); !error.isEmpty())
        return error;
    const QList<ExampleEntry> examples = m_store->examples();
    publish([&](KnowledgeSnapshot &s) { s.examples = examples; }, true);
    emit examplesChanged();
    return {};
}

QString KnowledgeService::addPatternCorrection(const PatternCorrectionEntry &entry)
{
    if (!m_store || !m_store->isOpen())
        return notAttached();
    if (entry.kind.isEmpty() || entry.data.isEmpty())
        return Tr::tr("The correction says nothing.");
    PatternCorrectionEntry e = entry;
    e.id = 0;
    // The same correction again (a join chosen twice for the same tables) replaces the older one.
    for (const PatternCorrectionEntry &old : m_store->patternCorrections()) {
        const bool sameTables = e.kind == u"join" && old.kind == e.kind
                                && old.data.value(QStringLiteral("uses")) == e.data.value(QStringLiteral("uses"));
        if (sameTables || (old.kind == e.kind && old.data == e.data))
            e.id = old.id;
    }
    QString error;
    if (m_store->savePatternCorrection(e, &error) <= 0)
        return error;
    const QList<PatternCorrectionEntry> corrections = m_store->patternCorrections();
    publish([&](KnowledgeSnapshot &s) { s.corrections = corrections; }, false);
    emit correctionsChanged();
    return {};
}

QString KnowledgeService::removePatternCorrection(qint64 id)
{
    if (!m_store || !m_store->isOpen())
        return notAttached();
    if (QString error = m_store->removePatternCorrection(id); !error.isEmpty())
        return error;
    const QList<PatternCorrectionEntry> corrections = m_store->patternCorrections();
    publish([&](KnowledgeSnapshot &s) { s.corrections = corrections; }, false);
    emit correctionsChanged();
    emit contextChanged(); // a relationship decision taken back changes the relationships
    return {};
}

QString KnowledgeService::decideRelationship(const Relationship &relationship, RelationshipDecision decision)
{
    if (!m_store || !m_store->isOpen())
        return notAttached();
    if (relationship.fromTable.isEmpty() || relationship.toTable.isEmpty() || relationship.fromColumns.isEmpty()
        || relationship.fromColumns.size() != relationship.toColumns.size())
        return Tr::tr("A relationship needs a column (or columns) on each side, as many on one as on the other.");
    if (decision == RelationshipDecision::Reject && relationship.source == Relationship::Source::Declared)
        return Tr::tr("A declared foreign key is part of the database's own definition: it cannot be rejected here.");
    if (QString error = forgetRelationshipDecision(relationship); !error.isEmpty())
        return error;
    QString error;
    if (m_store->savePatternCorrection(relationshipDecisionEntry(relationship, decision), &error) <= 0)
        return error;
    const QList<PatternCorrectionEntry> corrections = m_store->patternCorrections();
    publish([&](KnowledgeSnapshot &s) { s.corrections = corrections; }, false);
    emit correctionsChanged();
    emit contextChanged();
    return {};
}

QString KnowledgeService::forgetRelationshipDecision(const Relationship &relationship)
{
    if (!m_store || !m_store->isOpen())
        return notAttached();
    bool removed = false;
    for (const PatternCorrectionEntry &e : m_store->patternCorrections()) {
        if (isRelationshipDecision(e) && decidedRelationship(e).sameLink(relationship)) {
            if (QString error = m_store->removePatternCorrection(e.id); !error.isEmpty())
                return error;
            removed = true;
        }
    }
    if (removed) {
        const QList<PatternCorrectionEntry> corrections = m_store->patternCorrections();
        publish([&](KnowledgeSnapshot &s) { s.corrections = corrections; }, false);
        emit correctionsChanged();
        emit contextChanged();
    }
    return {};
}

void KnowledgeService::recordQuery(const QString &sql)
{
    // Only reading queries make examples; anything else (DDL, writes, PRAGMAs) is not remembered.
    if (!m_store || !m_store->isOpen())
        return;
    const QList<sql::Token> tokens = sql::significantTokens(sql);
    const QString head = tokens.isEmpty() ? QString() : tokens.first().text(sql).toString().toUpper();
    if (head != u"SELECT" && head != u"WITH")
        return;
    m_store->recordQuery(sql);
}

QStringList KnowledgeService::recentQueries(int limit) const
{
    return m_store ? m_store->recentQueries(limit) : QStringList{};
}

void KnowledgeService::generateExamplesFromQueries(const QStringList &sqls)
{
    if (!m_store || !m_llm || !m_llm->isReady(llm::Role::Fast)) {
        emit generationFinished(0, {m_llm ? m_llm->readiness(llm::Role::Fast).message : Tr::tr("No language model is configured.")});
        return;
    }
    const std::shared_ptr<const KnowledgeSnapshot> current = snapshot();
    QStringList known;
    for (const ExampleEntry &e : current->examples)
        known << e.sql.simplified();
    QStringList todo;
    for (const QString &sql : sqls) {
        if (!sql.trimmed().isEmpty() && !known.contains(sql.simplified()) && !todo.contains(sql.trimmed()))
            todo << sql.trimmed();
    }
    const sql::Flavor flavor = db::Dialect::forEngine(m_config.engine).flavor();
    const HistoryPolicy policy = historyPolicy(m_config, m_options.build);
    llm::LlmService *llm = m_llm;
    db::CancelTokenPtr cancel = m_lifetime;
    const quint64 generation = m_generation;
    QFuture<GeneratedExamples> f = QtConcurrent::run([current, todo, flavor, policy, llm, cancel] {
        GeneratedExamples out;
        QList<ExampleEntry> pending;
        QList<QFuture<llm::ChatResponse>> answers;
        for (const QString &sql : todo) {
            ExampleEntry e;
            e.sql = sql;
            const SqlUsage usage = analyzeSqlUsage(sql, current->catalog, flavor);
            if (readsHidden(sql, usage, policy.access, flavor)) {
                out.failures << Tr::tr("Not sent to the model: %1 (it reads what this connection's privacy settings hide)")
                                    .arg(sql.simplified().left(80));
                continue;
            }
            const QString sent = mayShareLiterals(usage, policy) ? sql : withoutLiterals(sql, flavor);
            e.tables = usage.tables;
            e.columns = usage.columns;
            e.source = ExampleEntry::Source::SqlToQuestion;
            QStringList tables;
            for (const QString &name : usage.tables) {
                const TableKnowledge *t = current->context.table(name.section(u'.', -1));
                tables << QStringLiteral("- %1: %2").arg(name, t && !t->description.isEmpty() ? t->description : humanize(name));
            }
            llm::ChatRequest r;
            r.messages = llm::PromptTemplate::load(QStringLiteral("knowledge_sql2nl"))
                             .render({{QStringLiteral("tables"), tables.isEmpty() ? QStringLiteral("(unknown)") : tables.join(u'\n')},
                                      {QStringLiteral("sql"), sent}});
            r.jsonResponse = true;
            r.temperature = 0;
            r.effort = llm::Effort::Low;
            r.stream = false;
            r.purpose = QStringLiteral("knowledge-sql2nl");
            answers << llm->chat(llm::Role::Fast, r, cancel);
            pending << e;
        }
        for (int i = 0; i < answers.size(); ++i) {
            answers[i].waitForFinished();
            const llm::ChatResponse r = answers[i].resultCount() ? answers[i].result() : llm::ChatResponse{};
            QJsonObject json;
            QString error;
            const QString question =
                r.ok() && llm::extractJsonObject(r.text, &json, &error) ? json.value(QStringLiteral("question")).toString().trimmed() : QString();
            if (question.isEmpty()) {
                out.failures << Tr::tr("No question for: %1 (%2)")
                                    .arg(pending[i].sql.simplified().left(80),
                                         !r.ok() ? r.error.message : (error.isEmpty() ? Tr::tr("the answer had no question") : error));
                continue;
            }
            pending[i].question = question;
            pending[i].createdAt = QDateTime::currentDateTimeUtc();
            out.examples << pending[i];
        }
        return out;
    });
    track(QFuture<void>(f));
    async::whenFinished(f, this, [this, generation](GeneratedExamples g) {
        if (generation != m_generation || !m_store)
            return;
        int added = 0;
        for (const ExampleEntry &e : std::as_const(g.examples)) {
            QString error;
            if (m_store->saveExample(e, &error) > 0)
                ++added;
            else
                g.failures << error;
        }
        const QList<ExampleEntry> examples = m_store->examples();
        publish([&](KnowledgeSnapshot &s) { s.examples = examples; }, true);
        emit examplesChanged();
        emit generationFinished(added, g.failures);
    });
}

} // namespace assay::knowledge
