#include "askpipeline.h"
#include "presentationreview.h"
#include "agentstr.h"

#include "agentmodel.h"
#include "ask/answerpresenter.h"
#include "ask/cellnaming.h"
#include "clarifier.h"
#include "datacoverage.h"
#include "notebookcontext.h"
#include "promptmaterial.h"
#include "schemalinker.h"
#include "sqlcontext.h"
#include "sqlgenerator.h"
#include "ask/steprunner.h"
#include "ask/timeexpressions.h"
#include "toolagent.h"

#include "db/connection.h"
#include "knowledge/knowledgesnapshot.h"
#include "llm/llmservice.h"
#include "llm/tokenestimator.h"
#include "schema/joinplanner.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace assay::agents {

// Unqualified, because lupdate reads a member function returning `ask::X` as one of namespace ask
// and loses the Tr context of the messages inside it.
using ask::AskResult;
using ask::RunOutcome;

namespace {

enum class State { Start, Context, Clarify, Plan, Link, Join, Generate, Refine, ToolLoop, Present, NextStep, AskBack, Done, Failed, Cancelled };

QString stateKey(State s)
{
    switch (s) {
    case State::Start: return QStringLiteral("start");
    case State::Context: return QStringLiteral("context");
    case State::Clarify: return QStringLiteral("clarify");
    case State::Plan: return QStringLiteral("plan");
    case State::Link: return QStringLiteral("link");
    case State::Join: return QStringLiteral("join");
    case State::Generate: return QStringLiteral("generate");
    case State::Refine: return QStringLiteral("refine");
    case State::ToolLoop: return QStringLiteral("tools");
    case State::Present: return QStringLiteral("present");
    case State::NextStep: return QStringLiteral("next-step");
    case State::AskBack: return QStringLiteral("ask-back");
    case State::Done: return QStringLiteral("done");
    case State::Failed: return QStringLiteral("failed");
    case State::Cancelled: return QStringLiteral("cancelled");
    }
    return {};
}

QJsonArray toArray(const QStringList &l)
{
    return QJsonArray::fromStringList(l);
}

// One question's run: everything the stages share, and one method per state.
class Run {
public:
    Run(const AskEnvironment &env, const ask::AskRequest &request, const db::CancelTokenPtr &cancel, AskPipeline::Observer observer)
        : m_env(env)
        , m_request(request)
        , m_cancel(cancel ? cancel : std::make_shared<db::CancelToken>())
        , m_model(env.llm, m_cancel, &m_units, &m_book, request.questionId, request.notebookId)
        , m_knowledge(*env.knowledge)
        , m_builder(m_knowledge, env.corrections)
        , m_runner(*env.connection, m_knowledge.catalog, request)
    {
        m_units.setObserver(std::move(observer));
    }

    AskResult execute()
    {
        State state = State::Start;
        QString stage;
        while (true) {
            if (m_cancel->isCancelled() && state != State::Done && state != State::AskBack)
                state = State::Cancelled;
            const QString key = stateKey(state);
            if (key != stage) {
                if (!stage.isEmpty())
                    m_book.end(stage);
                stage = key;
                m_book.begin(stage);
            }
            switch (state) {
            case State::Start: state = start(); break;
            case State::Context: state = context(); break;
            case State::Clarify: state = clarify(); break;
            case State::Plan: state = plan(); break;
            case State::Link: state = link(); break;
            case State::Join: state = join(); break;
            case State::Generate: state = generate(); break;
            case State::Refine: state = refine(); break;
            case State::ToolLoop: state = toolLoop(); break;
            case State::Present: state = present(); break;
            case State::NextStep: state = nextStep(); break;
            case State::AskBack:
                m_result.outcome = ask::AskResult::Outcome::NeedsClarification;
                m_result.message = m_result.clarification.question;
                return finish(stage);
            case State::Done:
                return finish(stage);
            case State::Failed:
                m_result.outcome = m_result.outcome == ask::AskResult::Outcome::NoModel ? ask::AskResult::Outcome::NoModel : ask::AskResult::Outcome::Failed;
                return finish(stage);
            case State::Cancelled:
                m_result.outcome = ask::AskResult::Outcome::Cancelled;
                m_result.message = Tr::tr("Stopped. Nothing was added to the notebook.");
                m_units.add(QStringLiteral("proxy"), QStringLiteral("cancelled"), QStringLiteral("user"), m_result.message);
                return finish(stage);
            }
        }
    }

private:
    // Two sentences, whatever punctuation the provider's own message ends with.
    static QString unreachableMessage(const QString &why)
    {
        QString reason = why.trimmed();
        static const QString enders = QStringLiteral(".!?。！？");
        if (!reason.isEmpty() && !enders.contains(reason.back()))
            reason += u'.';
        return Tr::tr("The model could not be asked: %1").arg(reason) + u' '
               + Tr::tr("Nothing was run; ask again in a moment, or let the offline assistant answer.");
    }

    AskResult finish(const QString &stage)
    {
        m_book.end(stage);
        m_result.modelUnreachable = !m_model.unreachable().isEmpty();
        m_result.stages = m_book.stats();
        m_result.units = m_units.units();
        return m_result;
    }

    // What earlier stages left in the buffer: for the whole run, or for the current step.
    template <class T>
    T runValue() const
    {
        return m_units.latestOf<T>().value_or(T{});
    }
    template <class T>
    T stepValue() const
    {
        return m_units.latestOf<T>(m_stepStart).value_or(T{});
    }
    QList<ask::TimeRange> times() const { return runValue<QList<ask::TimeRange>>(); }

    // Runs the step's SQL and leaves the outcome in an executor unit (Present reads it there).
    RunOutcome runStepSql()
    {
        const ask::RunOutcome outcome = m_runner.run(m_step.cellName, m_step.sql, m_cancel);
        if (outcome.ok)
            m_units.add(QStringLiteral("executor"), QStringLiteral("execute"), QStringLiteral("database"),
                        Tr::tr("%Ln row(s)", nullptr, int(std::min<qint64>(outcome.sample.totalRows, INT_MAX))),
                        QJsonObject{{QStringLiteral("sql"), outcome.executedSql}}, outcome);
        else if (!m_cancel->isCancelled())
            m_units.add(QStringLiteral("executor"), outcome.refused ? QStringLiteral("refused") : QStringLiteral("error"),
                        QStringLiteral("database"), outcome.error, m_step.sql, outcome);
        return outcome;
    }

    State start()
    {
        if (!m_model.isReady(llm::Role::Reasoning)) {
            m_result.outcome = ask::AskResult::Outcome::NoModel;
            m_result.message = Tr::tr("No language model is ready (%1). Choose one in Settings → Language Models, or ask the "
                                  "offline assistant, which answers common questions without a model.")
                                   .arg(m_model.readiness(llm::Role::Reasoning));
            m_units.add(QStringLiteral("proxy"), QStringLiteral("no-model"), QStringLiteral("settings"), m_result.message);
            return State::Failed;
        }
        const QList<ask::TimeRange> times = ask::findTimeExpressions(m_request.question + QLatin1Char(' ') + m_request.clarification, m_request.today);
        if (m_env.connection) {
            // "This year" on data that ended last year has no rows: say so before anyone wonders.
            m_result.notes = periodNotes(times, *m_env.connection, m_knowledge.context, m_cancel);
            for (const QString &note : std::as_const(m_result.notes))
                m_units.add(QStringLiteral("proxy"), QStringLiteral("warning"), QStringLiteral("database"), note);
        }
        m_units.add(QStringLiteral("proxy"), QStringLiteral("start"), QStringLiteral("question"), m_request.question,
                    QJsonObject{{QStringLiteral("mode"), m_request.mode == ask::AskMode::Tools ? QStringLiteral("tools") : QStringLiteral("pipeline")},
                                {QStringLiteral("time"), timeText(times)}},
                    times);
        return State::Context;
    }

    State context()
    {
        const NotebookContext context =
            selectNotebookContext(m_request, m_knowledge.retriever ? m_knowledge.retriever->embedder() : CellEmbedder{});
        m_result.contextTokens = context.tokens;
        m_result.fullNotebookTokens = context.fullTokens;
        QStringList names;
        for (const notebook::Cell &c : context.cells)
            names << c.name;
        m_units.add(QStringLiteral("context"), QStringLiteral("select-cells"), QStringLiteral("notebook"),
                    names.isEmpty() ? Tr::tr("No notebook cells are needed") : Tr::tr("Using cells %1").arg(names.join(QStringLiteral(", "))),
                    QJsonObject{{QStringLiteral("cells"), toArray(names)},
                                {QStringLiteral("tokens"), context.tokens},
                                {QStringLiteral("full_tokens"), context.fullTokens},
                                {QStringLiteral("by_meaning"), toArray(context.byMeaning)},
                                {QStringLiteral("embedding"), context.embeddingSource}},
                    context);
        return State::Clarify;
    }

    State clarify()
    {
        const ClarifyOutcome clarified = clarifyQuestion(m_model, m_request, m_knowledge, runValue<NotebookContext>(), times());
        if (m_model.cancelled())
            return State::Cancelled;
        // The first call already found the model out of reach: linking and planning would only
        // lead to a question nobody can answer (or an ask-back about joins nothing will use).
        if (const QString why = m_model.unreachable(); !why.isEmpty()) {
            m_result.outcome = ask::AskResult::Outcome::Failed;
            m_result.message = unreachableMessage(why);
            return State::Failed;
        }
        m_result.rewritten = clarified.rewritten;
        if (!clarified.warning.isEmpty())
            m_units.add(QStringLiteral("clarifier"), QStringLiteral("warning"), QStringLiteral("model"), clarified.warning);
        m_units.add(QStringLiteral("clarifier"), QStringLiteral("rewrite"), QStringLiteral("model"), clarified.rewritten,
                    QJsonObject{{QStringLiteral("steps"), toArray(clarified.steps)}}, clarified);
        if (!clarified.clarification.isEmpty()) {
            m_result.clarification = clarified.clarification;
            m_units.add(QStringLiteral("clarifier"), QStringLiteral("ask-back"), QStringLiteral("model"), clarified.clarification.question,
                        QJsonObject{{QStringLiteral("options"), toArray(clarified.clarification.options)}});
            return State::AskBack;
        }
        return State::Plan;
    }

    State plan()
    {
        m_stepIndex = 0;
        m_result.fullSchemaTokens = llm::estimateTokens(fullSchemaText(m_knowledge));
        const QStringList steps = runValue<ClarifyOutcome>().steps;
        if (steps.size() > 1)
            m_units.add(QStringLiteral("proxy"), QStringLiteral("decompose"), QStringLiteral("model"),
                        Tr::tr("Answering in %n steps", nullptr, int(steps.size())), toArray(steps));
        return beginStep();
    }

    State beginStep()
    {
        m_step = ask::AskStep{};
        m_stepStart = m_units.size();
        const ClarifyOutcome clarified = runValue<ClarifyOutcome>();
        m_step.question = clarified.steps.value(m_stepIndex, clarified.rewritten);
        // The step's first unit says what it answers; saved with the step's cells, it tells a
        // follow-up question what they were for.
        ask::addStepUnit(m_units, m_request.question, m_step.question, clarified.rewritten);
        QStringList taken;
        for (const notebook::Cell &c : m_request.cells)
            taken << c.name;
        for (const ask::AskStep &s : std::as_const(m_result.steps))
            taken << s.cellName;
        // A cell named like a table would shadow it for every cell that reads that name.
        for (const db::TableInfo &t : m_knowledge.catalog.tables)
            taken << t.name;
        m_step.cellName = ask::cellNameFor(m_step.question, taken);
        m_round = 0;
        return m_request.mode == ask::AskMode::Tools ? State::ToolLoop : State::Link;
    }

    // The step's question with the whole question around it, when there are several steps.
    QString stepQuestion() const
    {
        const ClarifyOutcome clarified = runValue<ClarifyOutcome>();
        if (clarified.steps.size() <= 1)
            return m_step.question;
        return Tr::tr("%1\n(Step %2 of %3 of: %4)").arg(m_step.question).arg(m_stepIndex + 1).arg(clarified.steps.size()).arg(clarified.rewritten);
    }

    // The question the schema stages search with: the step's and the whole rewritten question.
    QString searchText() const { return m_step.question + QLatin1Char(' ') + runValue<ClarifyOutcome>().rewritten; }

    State link()
    {
        LinkOptions o;
        o.shareValues = m_request.shareSampleValues;
        const LinkedSchema linked = m_builder.link(m_model, searchText(), o);
        if (m_model.cancelled())
            return State::Cancelled;
        m_result.linkedTables = linked.tables;
        m_result.linkedColumns = linked.columnList();
        if (!linked.warning.isEmpty())
            m_units.add(QStringLiteral("linker"), QStringLiteral("warning"), QStringLiteral("model"), linked.warning);
        m_units.add(QStringLiteral("linker"), QStringLiteral("link"), QStringLiteral("knowledge"),
                    Tr::tr("Tables: %1").arg(linked.tables.join(QStringLiteral(", "))),
                    QJsonObject{{QStringLiteral("tables"), toArray(linked.tables)},
                                {QStringLiteral("columns"), toArray(linked.columnList())},
                                {QStringLiteral("values"), valuesText(linked.values)}},
                    linked);
        return State::Join;
    }

    State join()
    {
        const bool mayAskBack = m_request.allowClarification && m_request.clarification.isEmpty();
        // The planner adds the tables a join passes through to the linked schema; both travel on
        // in the unit's SqlContext.
        SqlContext planned;
        planned.linked = stepValue<LinkedSchema>();
        planned.joins = m_builder.planJoins(planned.linked, searchText(), m_request.joinChoice, mayAskBack, m_env.connection->dialect());
        const JoinStage &joins = planned.joins;
        m_step.joinNotes = joins.notes;
        if (!joins.askBack.isEmpty()) {
            m_result.clarification = joins.askBack;
            m_units.add(QStringLiteral("planner"), QStringLiteral("ask-back"), QStringLiteral("schema"), joins.askBack.question,
                        toArray(joins.askBack.options));
            return State::AskBack;
        }
        m_result.linkedTables = planned.linked.tables;
        m_units.add(QStringLiteral("planner"), QStringLiteral("plan-joins"), QStringLiteral("schema"),
                    joins.plan.isEmpty() ? Tr::tr("No joins needed") : Tr::tr("Joins planned"),
                    QJsonObject{{QStringLiteral("from"), joins.plan.isEmpty() ? QString() : joins.plan.fromClause(m_env.connection->dialect())},
                                {QStringLiteral("extra_tables"), toArray(joins.plan.extraTables)},
                                {QStringLiteral("alternatives"), joins.alternatives}},
                    planned);
        return State::Generate;
    }

    QString cellsText() const
    {
        QStringList lines;
        const NotebookContext context = runValue<NotebookContext>();
        for (const notebook::Cell &c : context.cells) {
            if (c.kind != notebook::CellKind::Sql || !context.readableCells.contains(c.name))
                continue;
            QStringList cols;
            for (const db::ResultColumn &col : c.output.columns)
                cols << col.name;
            lines << QStringLiteral("- %1 (%2)").arg(c.name, cols.isEmpty() ? Tr::tr("columns unknown until it runs") : cols.join(QStringLiteral(", ")));
        }
        for (const ask::AskStep &s : m_result.steps) {
            if (!s.ok())
                continue;
            QStringList cols;
            for (const db::ResultColumn &col : s.sample.columns)
                cols << col.name;
            lines << QStringLiteral("- %1 (%2): %3").arg(s.cellName, cols.join(QStringLiteral(", ")), s.question);
        }
        if (!context.parameters.isEmpty())
            lines << QStringLiteral("Parameters (not tables: write :name where the analyst's selected value goes):")
                  << context.parameters;
        return lines.isEmpty() ? QStringLiteral("(none)") : lines.join(QLatin1Char('\n'));
    }

    GenerationInput input() const
    {
        const SqlContext planned = stepValue<SqlContext>();
        GenerationInput in;
        in.question = stepQuestion();
        in.dialect = db::engineDisplayName(m_env.connection->engine());
        m_builder.fill(in, planned.linked, planned.joins, m_step.question, m_request.shareSampleValues);
        in.cells = cellsText();
        in.time = timeText(times());
        if (!m_result.notes.isEmpty())
            in.time += QStringLiteral("\nNote: ") + m_result.notes.join(QStringLiteral(" "));
        return in;
    }

    State generate()
    {
        const GenerationInput in = input();
        if (m_stepIndex == 0)
            m_result.schemaTokens = llm::estimateTokens(in.schema + in.joins);
        const GeneratedSql g = generateSql(m_model, in);
        if (g.cancelled || m_model.cancelled())
            return State::Cancelled;
        m_round = 1;
        if (g.sql.isEmpty()) {
            // A failed call is not a model that had nothing to say: tell the analyst which it was.
            m_step.error = g.noAnswer ? unreachableMessage(g.error) : Tr::tr("The model wrote no SQL (%1).").arg(g.error);
            m_units.add(QStringLiteral("generator"), QStringLiteral("error"), QStringLiteral("model"), m_step.error);
            return State::NextStep;
        }
        m_step.sql = g.sql;
        m_step.explanation = g.explanation;
        m_units.add(QStringLiteral("generator"), QStringLiteral("generate"), QStringLiteral("model"),
                    g.explanation.isEmpty() ? Tr::tr("SQL written") : g.explanation, g.sql, in);
        return State::Refine;
    }

    State refine()
    {
        const ask::RunOutcome outcome = runStepSql();
        if (m_cancel->isCancelled())
            return State::Cancelled;
        if (outcome.ok) {
            m_step.rounds = m_round;
            return State::Present;
        }
        if (m_round > m_request.maxRefineRounds) {
            m_step.rounds = m_round;
            m_step.error = outcome.refused ? Tr::tr("The model kept proposing a statement that may not run; it was refused and never "
                                                "reached the database. %1").arg(outcome.error)
                                           : Tr::tr("The query still failed after %1 attempts: %2").arg(m_round).arg(outcome.error);
            return State::NextStep;
        }
        const GeneratedSql fixed = repairSql(m_model, stepValue<GenerationInput>(), m_step.sql, outcome.errorForModel());
        if (fixed.cancelled || m_model.cancelled())
            return State::Cancelled;
        ++m_round;
        if (fixed.sql.isEmpty()) {
            m_step.rounds = m_round;
            m_step.error = fixed.noAnswer ? Tr::tr("The query failed (%1) and the model could not be asked to fix it: %2").arg(outcome.error, fixed.error)
                                          : Tr::tr("The query failed (%1) and the model did not fix it (%2).").arg(outcome.error, fixed.error);
            return State::NextStep;
        }
        m_step.sql = fixed.sql;
        if (!fixed.explanation.isEmpty())
            m_step.explanation = fixed.explanation;
        m_units.add(QStringLiteral("generator"), QStringLiteral("refine"), QStringLiteral("model"),
                    Tr::tr("Attempt %1: %2").arg(m_round).arg(fixed.explanation), fixed.sql);
        return State::Refine;
    }

    State toolLoop()
    {
        const AgentTools tools(m_knowledge, m_builder.planner(), m_runner, m_env.connection->dialect(), m_request.shareSampleValues);
        const ToolLoopOutcome o = runToolLoop(m_model, tools, m_runner, stepQuestion(), db::engineDisplayName(m_env.connection->engine()),
                                              tablesOverview(m_knowledge, m_step.question, 12), times(), m_request.today,
                                              m_request.maxToolRounds, m_units);
        if (o.cancelled || m_model.cancelled())
            return State::Cancelled;
        m_step.rounds = o.rounds;
        if (o.sql.isEmpty()) {
            m_step.error = o.error;
            return State::NextStep;
        }
        m_step.sql = o.sql;
        const ask::RunOutcome outcome = runStepSql();
        if (m_cancel->isCancelled())
            return State::Cancelled;
        if (!outcome.ok) {
            m_step.error = outcome.error;
            return State::NextStep;
        }
        return State::Present;
    }

    State present()
    {
        const ask::RunOutcome outcome = stepValue<ask::RunOutcome>();
        m_step.sample = outcome.sample;
        m_step.reads = outcome.reads;
        m_step.tables = outcome.tables;
        m_step.maskedColumns = outcome.maskedColumns;
        const LlmModelReview review(m_env.llm);
        const ask::Presentation p = ask::presentResult(outcome.sample, outcome.executedSql, m_step.question, m_step.cellName,
                                                       m_env.llm ? &review : nullptr, m_request.writeInsight, m_cancel);
        if (m_cancel->isCancelled())
            return State::Cancelled;
        m_step.chart = p.chart;
        m_step.chartReasons = p.reasons;
        m_step.chartIsTable = p.isTable;
        m_step.insight = p.insight;
        m_units.add(QStringLiteral("presenter"), QStringLiteral("chart"), QStringLiteral("rules"),
                    charts::chartTypeChosen(p.isTable ? charts::ChartType::Table : p.chart.type), toArray(p.reasons));
        if (!p.insight.isEmpty())
            m_units.add(QStringLiteral("presenter"), QStringLiteral("insight"), p.insightNote.isEmpty() ? QStringLiteral("model") : QStringLiteral("rules"),
                        p.insightNote.isEmpty() ? Tr::tr("Insight written") : p.insightNote, p.insight);
        m_runner.addStep(m_step.cellName, m_step.sql);
        return State::NextStep;
    }

    State nextStep()
    {
        m_step.units = m_units.units(m_stepStart);
        m_result.steps << m_step;
        ++m_stepIndex;
        if (m_stepIndex < runValue<ClarifyOutcome>().steps.size())
            return beginStep();
        int ok = 0;
        for (const ask::AskStep &s : std::as_const(m_result.steps))
            ok += s.ok() ? 1 : 0;
        if (ok == 0) {
            m_result.outcome = ask::AskResult::Outcome::Failed;
            m_result.message = m_result.steps.isEmpty() ? Tr::tr("Nothing could be answered.") : m_result.steps.last().error;
            return State::Failed;
        }
        m_result.outcome = ask::AskResult::Outcome::Answered;
        m_result.message = ok == m_result.steps.size() ? Tr::tr("Answered in %n step(s).", nullptr, int(ok))
                                                       : Tr::tr("%1 of %n steps answered; %2", nullptr, int(m_result.steps.size())).arg(ok).arg(m_result.steps.last().error);
        m_units.add(QStringLiteral("proxy"), QStringLiteral("done"), QStringLiteral("proxy"), m_result.message);
        return State::Done;
    }

    const AskEnvironment &m_env;
    const ask::AskRequest &m_request;
    db::CancelTokenPtr m_cancel;
    ask::UnitBuffer m_units;
    StageBook m_book;
    AgentModel m_model;
    const knowledge::KnowledgeSnapshot &m_knowledge;
    SqlContextBuilder m_builder;
    ask::StepRunner m_runner;
    ask::AskResult m_result;  // what the run answers, built up stage by stage
    int m_stepIndex = 0;
    int m_stepStart = 0; // the first unit of the current step
    ask::AskStep m_step;      // the step being answered
    int m_round = 0;
};

} // namespace

ask::AskResult AskPipeline::run(const ask::AskRequest &request, const db::CancelTokenPtr &cancel, Observer observer)
{
    if (!m_env.connection || !m_env.knowledge) {
        ask::AskResult r;
        r.outcome = ask::AskResult::Outcome::Failed;
        r.message = Tr::tr("Connect to a database first.");
        return r;
    }
    Run run(m_env, request, cancel, std::move(observer));
    return run.execute();
}

QString stageName(const QString &action)
{
    static const QHash<QString, const char *> names = {
        {QStringLiteral("start"), QT_TRANSLATE_NOOP("Assay::Agents", "Starting")},
        {QStringLiteral("select-cells"), QT_TRANSLATE_NOOP("Assay::Agents", "Reading the notebook")},
        {QStringLiteral("step"), QT_TRANSLATE_NOOP("Assay::Agents", "Answering")},
        {QStringLiteral("rewrite"), QT_TRANSLATE_NOOP("Assay::Agents", "Understanding the question")},
        {QStringLiteral("decompose"), QT_TRANSLATE_NOOP("Assay::Agents", "Splitting into steps")},
        {QStringLiteral("link"), QT_TRANSLATE_NOOP("Assay::Agents", "Finding the tables")},
        {QStringLiteral("plan-joins"), QT_TRANSLATE_NOOP("Assay::Agents", "Planning the joins")},
        {QStringLiteral("generate"), QT_TRANSLATE_NOOP("Assay::Agents", "Writing SQL")},
        {QStringLiteral("refine"), QT_TRANSLATE_NOOP("Assay::Agents", "Fixing the SQL")},
        {QStringLiteral("execute"), QT_TRANSLATE_NOOP("Assay::Agents", "Running the query")},
        {QStringLiteral("chart"), QT_TRANSLATE_NOOP("Assay::Agents", "Choosing a chart")},
        {QStringLiteral("insight"), QT_TRANSLATE_NOOP("Assay::Agents", "Writing the insight")},
        {QStringLiteral("ask-back"), QT_TRANSLATE_NOOP("Assay::Agents", "A question for you")},
        {QStringLiteral("done"), QT_TRANSLATE_NOOP("Assay::Agents", "Done")},
        {QStringLiteral("interpret"), QT_TRANSLATE_NOOP("Assay::Agents", "Reading the question")},
        {QStringLiteral("answer"), QT_TRANSLATE_NOOP("Assay::Agents", "Answering")},
        {QStringLiteral("decline"), QT_TRANSLATE_NOOP("Assay::Agents", "Declined")},
        {QStringLiteral("no-model"), QT_TRANSLATE_NOOP("Assay::Agents", "No language model")},
        {QStringLiteral("cancelled"), QT_TRANSLATE_NOOP("Assay::Agents", "Stopped")},
        {QStringLiteral("error"), QT_TRANSLATE_NOOP("Assay::Agents", "Failed")},
        {QStringLiteral("warning"), QT_TRANSLATE_NOOP("Assay::Agents", "Warning")},
    };
    const char *name = names.value(action, nullptr);
    return name ? Tr::tr(name) : action;
}

} // namespace assay::agents
