#include "offlineassistant.h"
#include "choicebook.h"
#include "mentions.h"
#include "offlinetr.h"
#include "planjoins.h"
#include "queryplan.h"
#include "questionwords.h"
#include "roles.h"
#include "schemalexicon.h"
#include "selectedparameter.h"
#include "shapewords.h"
#include "spelling.h"
#include "knowledge/wordnet.h"
#include "sqlwriter.h"
#include "structure.h"
#include "wordledger.h"

#include "ask/answerpresenter.h"
#include "ask/cellnaming.h"
#include "ask/informationunit.h"
#include "ask/modelreview.h"
#include "ask/steprunner.h"
#include "schema/patterncorrections.h"
#include "db/connection.h"
#include "db/dialect.h"
#include "knowledge/knowledgesnapshot.h"
#include "schema/joinplanner.h"
#include "schema/schemagraph.h"

#include <QElapsedTimer>
#include <QJsonArray>

namespace assay::offline {

struct OfflineAssistant::Private {
    std::shared_ptr<const knowledge::KnowledgeSnapshot> knowledge;
    const db::Dialect &dialect;
    schema::SchemaGraph graph;
    schema::PatternCorrections corrections; // the stored ones with the analyst's new ones
    schema::SchemaPatterns patterns;
    std::unique_ptr<schema::JoinPlanner> planner;
    SchemaLexicon lexicon;
    SpellingVocabulary spelling;
    KnownWord knownWord; // WordNet's, or a stored value: never corrected
    MentionSources sources;
    QList<ask::WordMeaning> glossaryMeanings; // the glossary's terms that name a table or column
    WordClasses wordClasses;

    Private(std::shared_ptr<const knowledge::KnowledgeSnapshot> k, db::Engine engine,
            const schema::PatternCorrections &newCorrections)
        : knowledge(std::move(k))
        , dialect(db::Dialect::forEngine(engine))
        , graph(schema::SchemaGraph::fromKnowledge(knowledge->catalog, knowledge->context))
        , corrections(schema::withStoredCorrections(*knowledge, newCorrections))
        , patterns(schema::detectPatterns(graph, corrections))
        , planner(std::make_unique<schema::JoinPlanner>(graph, patterns))
        , lexicon(knowledge->catalog, knowledge->context, dialect, graph)
        , spelling(lexicon)
    {
        const knowledge::KnowledgeSnapshot *snapshot = knowledge.get();
        sources.searchValues = [snapshot](const QString &text, int k) { return snapshot->searchValues(text, k); };
        knownWord = [snapshot](const QString &word) {
            if (knowledge::WordNet::shared().knows(word))
                return true;
            const QList<knowledge::ValueHit> hits = snapshot->searchValues(word, 5);
            return std::any_of(hits.begin(), hits.end(), [&](const knowledge::ValueHit &h) {
                return h.value.trimmed().compare(word, Qt::CaseInsensitive) == 0;
            });
        };
        sources.glossary = knowledge->glossary;
        glossaryMeanings = offline::glossaryMeanings(knowledge->glossary);
        if (knowledge->retriever)
            sources.wordMatches = [snapshot](const QString &question) {
                return snapshot->wordMatches(question, 6);
            };
        sources.modifierOnly = [](const QString &word) {
            return knowledge::modifierOnly(knowledge::WordNet::shared(), word);
        };
        if (knowledge::WordNet::shared().isAvailable()) {
            sources.pertainsTo = [](const QString &w) {
                return knowledge::pertainyms(knowledge::WordNet::shared(), w);
            };
            using Pos = knowledge::WordNet::Pos;
            sources.verbLemmas = [](const QString &w) {
                QStringList out;
                for (const knowledge::WordNet::BaseForm &f : knowledge::WordNet::shared().baseForms(w))
                    if (f.pos == Pos::Verb)
                        out << knowledge::WordNet::readable(f.lemma);
                return out;
            };
            wordClasses.hasVerbForm = [](const QString &w) {
                return knowledge::hasBaseForm(knowledge::WordNet::shared(), w, Pos::Verb);
            };
            wordClasses.hasNounForm = [](const QString &w) {
                return knowledge::hasBaseForm(knowledge::WordNet::shared(), w, Pos::Noun);
            };
            wordClasses.broader = [](const QString &general, const QString &specific) {
                return knowledge::broaderNoun(knowledge::WordNet::shared(), general, specific);
            };
        }
    }

    // `selected`: the question named a notebook parameter ("the selected region"); `question`
    // then has its value in the phrase's place, and the filter on it is written as the parameter.
    Reading read(const QString &question, const QDate &today, const ask::ReadingOverrides &choices,
                 const schema::JoinChoice &joinChoice = {}, const SelectedParameter *selected = nullptr) const;
};

namespace {

Reading declined(const Decline &why, const QList<ask::ReadingChoice> &offers = {})
{
    Reading r;
    r.decline = why;
    r.alternatives = offers;
    return r;
}

// What the question's words were found to name, for a decline to say what it understood:
// "customers, orders.amount, “Berlin” (customers.city), in 2023".
QString recognised(const QuestionWords &words, const Mentions &mentions, const SchemaLexicon &lex)
{
    QStringList parts;
    for (const SchemaMention &m : mentions.schema) {
        const Candidate &c = m.candidates.first();
        const QString name = c.col >= 0 ? lex.colTitle(c.col) : lex.tabs[c.table].name;
        if (!parts.contains(name))
            parts << name;
    }
    for (const ValueMention &v : mentions.values)
        if (!v.hits.isEmpty())
            parts << QStringLiteral("“%1” (%2.%3)").arg(v.text, v.hits.first().table, v.hits.first().column);
    for (const ask::TimeRange &t : words.times)
        parts << t.text.trimmed();
    return parts.join(QStringLiteral(", "));
}

// A decline after the mentions were found, saying what they named (before what it can do).
Decline withRecognised(Decline why, const QString &found)
{
    why.recognised = found;
    return why;
}

} // namespace

// The stages in order, each with typed values in and out; the first decline ends the reading.
Reading OfflineAssistant::Private::read(const QString &question, const QDate &today,
                                        const ask::ReadingOverrides &choices,
                                        const schema::JoinChoice &joinChoice, const SelectedParameter *selected) const
{
    const Spelled spelled = correctSpelling(question, spelling, knownWord);
    const Staged<QuestionWords> read = readWords(spelled.text, today);
    if (!read.ok())
        return declined(read.decline());
    MentionSources withMeanings = sources; // the words the analyst gave a meaning, chosen last
    withMeanings.meanings = choices.meanings + glossaryMeanings;
    const Staged<Mentions> mentions = findMentions(*read, lexicon, withMeanings);
    if (!mentions.ok())
        return declined(mentions.decline());
    const QuestionWords words = withoutGrainOfNames(*read, *mentions);
    const ShapeWords shape = readShape(words, *mentions, lexicon);
    const AbsenceReading absent = readAbsences(words, *mentions, shape, lexicon);
    // From here a decline says what the words were found to name.
    const QString found = recognised(words, *mentions, lexicon);
    const Staged<Structure> structure = readStructure(words, absent.mentions, shape, lexicon, absent.absences);
    if (!structure.ok())
        return declined(withRecognised(structure.decline(), found));
    ChoiceBook choiceBook(lexicon, choices);
    const RoleInputs in{lexicon, words, absent.mentions, shape, *structure};
    const Staged<Roles> roles = assignRoles(in, choiceBook);
    if (!roles.ok()) // the parts it chose among are offered: one may be the reading meant
        return declined(withRecognised(roles.decline(), found), choiceBook.alternatives());
    const Staged<QueryPlan> plan = buildPlan(in, *roles);
    if (!plan.ok())
        return declined(withRecognised(plan.decline(), found), choiceBook.alternatives());
    const Staged<JoinedPlan> joined =
        planJoins(*plan, JoinInputs{lexicon, *planner, corrections.joins, joinChoice}, choiceBook);
    if (!joined.ok())
        return declined(withRecognised(joined.decline(), found), choiceBook.alternatives());
    QueryPlan written = *plan;
    if (selected && !bindSelectedParameter(written, *selected))
        return declined(withRecognised(Decline{ask::DeclineReason::UnboundSelectedParameter, {selected->name, selected->value}}, found));
    const Staged<WrittenSql> sql = writeSql(written, *joined, lexicon);
    if (!sql.ok())
        return declined(withRecognised(sql.decline(), found));
    const QString interpretation = (sql->describe + spelled.notes() + mentions->wordNotes).join(QStringLiteral(", "));
    const QStringList accepted = acceptedWords(choices);
    const WordAccount account =
        accountWords(LedgerInputs{words, absent.mentions, shape, *structure, *plan, joined->tables,
                                  lexicon, wordClasses, accepted});
    if (!account.unread.isEmpty()) {
        // The closest reading is this one without the words: the analyst may choose it.
        Reading r = declined(unreadDecline(account.unread, interpretation));
        const ask::ReadingOverride without = withoutWords(accepted + account.unread);
        r.alternatives << ask::ReadingChoice{without, withoutWordsLabel(account.unread),
                                             choices.with(without), joinChoice};
        return r;
    }
    Reading r;
    // A reading that rests on a weak link asks instead of answering.
    if (std::optional<AskBack> ask = askBackFor(AskBackInputs{words, absent.mentions, lexicon, joined->tables, *plan,
                                                              choiceBook.rivals(), choices, joinChoice})) {
        r.askBack = std::move(ask);
        r.interpretation = interpretation;
        r.tables = joined->tables;
        r.alternatives = choiceBook.alternatives();
        return r;
    }
    r.understood = true;
    r.sql = sql->sql;
    r.shape = shapeName(plan->shape);
    r.tables = joined->tables;
    r.interpretation = interpretation;
    r.alternatives = choiceBook.alternatives();
    return r;
}

OfflineAssistant::OfflineAssistant(std::shared_ptr<const knowledge::KnowledgeSnapshot> knowledge,
                                   db::Engine engine, const schema::PatternCorrections &corrections)
    : d(std::make_unique<Private>(std::move(knowledge), engine, corrections)) {
}

OfflineAssistant::~OfflineAssistant() = default;

Reading OfflineAssistant::read(const QString &question, const QDate &today,
                               const ask::ReadingOverrides &choices, const schema::JoinChoice &join) const {
    return d->read(question, today, choices, join);
}

ask::AskResult OfflineAssistant::answer(
    const ask::AskRequest &request, db::Connection &connection,
    const db::CancelTokenPtr &cancelIn,
    const std::function<void(const ask::InformationUnit &)> &observer,
    const ask::ModelReview *chartCheck) const {
    const db::CancelTokenPtr cancel = cancelIn ? cancelIn : std::make_shared<db::CancelToken>();
    ask::UnitBuffer units;
    units.setObserver(observer);
    ask::AskResult result;
    result.offline = true;
    QElapsedTimer timer;
    timer.start();
    units.add(QStringLiteral("offline"), QStringLiteral("start"), QStringLiteral("question"),
              request.question);
    const std::optional<SelectedParameter> selected = findSelectedParameter(request.question, request.cells);
    const Reading reading = d->read(selected ? selected->question : request.question, request.today, request.readingOverrides,
                                    request.joinChoice, selected ? &*selected : nullptr);
    const qint64 readMs = timer.elapsed();
    result.interpretation = reading.interpretation;
    result.alternatives = reading.alternatives;
    result.linkedTables = reading.tables;
    if (reading.askBack) {
        // One click answers: each option is a whole reading (ReadingChoice), never its label.
        result.outcome = ask::AskResult::Outcome::NeedsClarification;
        result.message = reading.askBack->question;
        result.clarification.question = reading.askBack->question;
        result.clarification.kind = QStringLiteral("meaning");
        result.clarification.readings = reading.askBack->options;
        for (const ask::ReadingChoice &c : reading.askBack->options)
            result.clarification.options << c.label;
        units.add(QStringLiteral("offline"), QStringLiteral("clarify"), QStringLiteral("rules"), result.message);
        result.units = units.units();
        result.stages << ask::StageStat{QStringLiteral("read"), readMs};
        return result;
    }
    if (!reading.understood) {
        result.outcome = ask::AskResult::Outcome::Failed;
        result.message = reading.decline.text();
        result.decline = reading.decline.reason;
        units.add(QStringLiteral("offline"), QStringLiteral("decline"), QStringLiteral("rules"), result.message);
        result.units = units.units();
        result.stages << ask::StageStat{QStringLiteral("read"), readMs};
        return result;
    }
    result.rewritten = reading.interpretation;
    units.add(QStringLiteral("offline"), QStringLiteral("interpret"), QStringLiteral("rules"),
              Tr::tr("I read this as: %1").arg(reading.interpretation), reading.sql);
    // The units a follow-up reads from the saved cell: what was asked, how it was read, the tables.
    ask::addStepUnit(units, request.question, request.question, reading.interpretation);
    units.add(QStringLiteral("offline"), QStringLiteral("link"), QStringLiteral("knowledge"), reading.tables.join(QStringLiteral(", ")),
              QJsonObject{{QStringLiteral("tables"), QJsonArray::fromStringList(reading.tables)}});
    ask::AskStep step;
    step.question = request.question;
    QStringList taken;
    for (const notebook::Cell &c : request.cells)
        taken << c.name;
    // a cell may not be named like a table it reads ("customers" for "how many customers")
    for (const QString &t : reading.tables)
        taken << t.section(QLatin1Char('.'), -1);
    step.cellName = ask::cellNameFor(request.question, taken);
    step.sql = reading.sql;
    step.explanation = reading.interpretation;
    step.rounds = 1;
    ask::StepRunner runner(connection, d->knowledge->catalog, request);
    timer.restart();
    const ask::RunOutcome outcome = runner.run(step.cellName, step.sql, cancel);
    const qint64 runMs = timer.elapsed();
    if (cancel->isCancelled()) {
        result.outcome = ask::AskResult::Outcome::Cancelled;
        result.message = Tr::tr("Stopped. Nothing was added to the notebook.");
        result.units = units.units();
        return result;
    }
    if (!outcome.ok) {
        step.error = outcome.error;
        result.steps << step;
        result.outcome = ask::AskResult::Outcome::Failed;
        result.message = Tr::tr("The offline assistant's query failed: %1").arg(outcome.error);
        units.add(QStringLiteral("executor"), QStringLiteral("error"), QStringLiteral("database"),
                  outcome.error, step.sql);
        result.units = units.units();
        result.stages << ask::StageStat{QStringLiteral("read"), readMs}
                      << ask::StageStat{QStringLiteral("execute"), runMs};
        return result;
    }
    units.add(QStringLiteral("executor"), QStringLiteral("execute"), QStringLiteral("database"),
              Tr::tr("%Ln row(s)", nullptr, int(std::min<qint64>(outcome.sample.totalRows, INT_MAX))),
              QJsonObject{{QStringLiteral("sql"), outcome.executedSql}});
    step.sample = outcome.sample;
    step.reads = outcome.reads;
    step.tables = outcome.tables;
    step.maskedColumns = outcome.maskedColumns;
    timer.restart();
    const ask::Presentation p = ask::presentResult(
        outcome.sample, outcome.executedSql, request.question, step.cellName, chartCheck, request.writeInsight, cancel);
    step.chart = p.chart;
    step.chartReasons = p.reasons;
    step.chartIsTable = p.isTable;
    step.insight = p.insight;
    units.add(QStringLiteral("presenter"), QStringLiteral("chart"), QStringLiteral("rules"),
              charts::chartTypeChosen(p.isTable ? charts::ChartType::Table : p.chart.type),
              QJsonArray::fromStringList(p.reasons));
    step.units = units.units();
    result.steps << step;
    result.outcome = ask::AskResult::Outcome::Answered;
    result.message = Tr::tr("Answered by the offline assistant (no language model).");
    units.add(QStringLiteral("proxy"), QStringLiteral("done"), QStringLiteral("offline"),
              result.message);
    result.units = units.units();
    result.stages << ask::StageStat{QStringLiteral("read"), readMs}
                  << ask::StageStat{QStringLiteral("execute"), runMs}
                  << ask::StageStat{QStringLiteral("present"), timer.elapsed()};
    return result;
}

} // namespace assay::offline
