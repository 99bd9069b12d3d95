#include "agentmodel.h"
#include "agentstr.h"

#include "ask/informationunit.h"

#include "llm/answerparsing.h"
#include "llm/llmservice.h"
#include "llm/prompttemplate.h"

#include <QCoreApplication>
#include <QFuture>

namespace assay::agents {
namespace {

// A failure every later call of the question would share: the next call fails at once with it.
// Not a timeout: a slow answer may be this request's own size; the next call may be quick.
bool sharedByEveryCall(const llm::LlmError &e)
{
    switch (e.reason) {
    case llm::LlmError::Reason::QuotaExhausted:
    case llm::LlmError::Reason::Billing:
    case llm::LlmError::Reason::ModelNotFound:
    case llm::LlmError::Reason::ApiVersionTooOld:
        return true;
    default:
        break;
    }
    switch (e.kind) {
    case llm::LlmError::Kind::Network:
    case llm::LlmError::Kind::RateLimited:
    case llm::LlmError::Kind::Server:
    case llm::LlmError::Kind::Auth:
    case llm::LlmError::Kind::NotConfigured:
        return true;
    default:
        return false; // this request's own problem (too long, malformed answer): others may work
    }
}

// How hard each stage needs the model to think: writing and repairing SQL (and the tool loop,
// which writes it) Medium; clarifying and choosing tables, which classify, Low.
llm::Effort effortForStage(const QString &stage)
{
    static const QStringList writesSql{QStringLiteral("generate"), QStringLiteral("refine"), QStringLiteral("tools")};
    return writesSql.contains(stage) ? llm::Effort::Medium : llm::Effort::Low;
}

QString cutOffMessage(const llm::ChatResponse &r)
{
    return r.finish == llm::FinishReason::ContextLimit
               ? Tr::tr("The answer was cut off at the model's context window, so it was not used.")
               : Tr::tr("The answer was cut off at the token limit (%1 tokens), so it was not used.").arg(r.usage.completionTokens);
}

} // namespace

ask::StageStat &StageBook::stat(const QString &stage)
{
    for (ask::StageStat &s : m_stats) {
        if (s.stage == stage)
            return s;
    }
    m_stats << ask::StageStat{stage};
    return m_stats.last();
}

void StageBook::begin(const QString &stage)
{
    QMutexLocker lock(&m_mutex);
    stat(stage);
    if (!m_clocks.contains(stage))
        m_clocks[stage].start();
}

void StageBook::end(const QString &stage)
{
    QMutexLocker lock(&m_mutex);
    if (m_clocks.contains(stage))
        stat(stage).ms = m_clocks[stage].elapsed();
}

void StageBook::addCall(const QString &stage, int promptTokens, int completionTokens, double cost)
{
    QMutexLocker lock(&m_mutex);
    ask::StageStat &s = stat(stage);
    ++s.calls;
    s.promptTokens += promptTokens;
    s.completionTokens += completionTokens;
    s.cost += cost;
}

QList<ask::StageStat> StageBook::stats() const
{
    QMutexLocker lock(&m_mutex);
    return m_stats;
}

AgentModel::AgentModel(llm::LlmService *llm, db::CancelTokenPtr cancel, ask::UnitBuffer *units, StageBook *book, QString questionId,
                       QString notebookId)
    : m_llm(llm)
    , m_cancel(std::move(cancel))
    , m_units(units)
    , m_book(book)
    , m_questionId(std::move(questionId))
    , m_notebookId(std::move(notebookId))
{
}

bool AgentModel::isReady(llm::Role role) const
{
    {
        QMutexLocker lock(&m_unreachableMutex);
        if (!m_unreachable.isEmpty())
            return false;
    }
    return m_llm && m_llm->isReady(role);
}

QString AgentModel::readiness(llm::Role role) const
{
    {
        QMutexLocker lock(&m_unreachableMutex);
        if (!m_unreachable.isEmpty())
            return m_unreachable;
    }
    return m_llm ? m_llm->readiness(role).message : Tr::tr("No language model is configured.");
}

QString AgentModel::unreachable() const
{
    QMutexLocker lock(&m_unreachableMutex);
    return m_unreachable;
}

bool AgentModel::cancelled() const
{
    return m_cancel && m_cancel->isCancelled();
}

ModelAnswer AgentModel::finish(const QString &stage, const QString &templateName, QFuture<llm::ChatResponse> &future, bool json)
{
    future.waitForFinished();
    ModelAnswer a;
    if (future.resultCount() == 0) {
        a.cancelled = true;
        a.error = Tr::tr("Cancelled.");
        return a;
    }
    const llm::ChatResponse r = future.result();
    if (m_book)
        m_book->addCall(stage, r.usage.promptTokens, r.usage.completionTokens, r.usage.cost);
    if (!r.ok()) {
        a.cancelled = r.error.kind == llm::LlmError::Kind::Cancelled;
        // What happened, what the provider said, and what to do: the provider's own words name
        // the problem ("Unsupported parameter: 'max_tokens' ...", "exceeded your current quota").
        a.error = r.error.isNull() ? Tr::tr("The model did not answer.") : r.error.explain();
        if (sharedByEveryCall(r.error)) {
            QMutexLocker lock(&m_unreachableMutex);
            if (m_unreachable.isEmpty())
                m_unreachable = a.error;
        }
        if (m_units && !a.cancelled)
            m_units->add(QStringLiteral("model"), QStringLiteral("error"), QStringLiteral("model"),
                         Tr::tr("%1: the model failed (%2)").arg(templateName, a.error));
        return a;
    }
    a.text = r.text;
    if (json) {
        QString error;
        if (!llm::extractJsonObject(r.text, &a.json, &error)) {
            a.error = r.cutOff() ? cutOffMessage(r) : Tr::tr("The model's answer was not the JSON asked for (%1).").arg(error);
            // Half an answer is no answer: its text must not be mined for a query that was cut short.
            if (r.cutOff())
                a.text.clear();
            if (m_units)
                m_units->add(QStringLiteral("model"), QStringLiteral("error"), QStringLiteral("model"),
                             Tr::tr("%1: unusable answer").arg(templateName), r.text.left(2000));
            return a;
        }
    } else if (r.cutOff()) {
        a.error = cutOffMessage(r);
        a.text.clear();
        return a;
    }
    a.ok = true;
    return a;
}

ModelAnswer AgentModel::ask(const QString &stage, const QString &templateName, const QHash<QString, QString> &values, bool json,
                            llm::Role role)
{
    if (!isReady(role)) {
        ModelAnswer a;
        a.error = readiness(role);
        return a;
    }
    QString loadError;
    const llm::PromptTemplate t = llm::PromptTemplate::load(templateName, &loadError);
    if (!loadError.isEmpty()) {
        ModelAnswer a;
        a.error = loadError;
        return a;
    }
    llm::ChatRequest r;
    r.messages = t.render(values);
    r.jsonResponse = json;
    r.temperature = 0;
    r.stream = true; // the chat shows the text as it arrives; Stop cuts the stream at once
    r.effort = effortForStage(stage);
    r.purpose = QStringLiteral("ask-") + stage;
    r.questionId = m_questionId;
    r.notebookId = m_notebookId;
    QFuture<llm::ChatResponse> f = m_llm->chat(role, r, m_cancel);
    return finish(stage, templateName, f, json);
}

QList<ModelAnswer> AgentModel::askAll(const QString &stage, const QString &templateName, const QList<QHash<QString, QString>> &values,
                                      bool json, llm::Role role)
{
    QList<ModelAnswer> out;
    if (!isReady(role)) {
        for (int i = 0; i < values.size(); ++i)
            out << ModelAnswer{false, {}, {}, readiness(role), false};
        return out;
    }
    const llm::PromptTemplate t = llm::PromptTemplate::load(templateName);
    QList<QFuture<llm::ChatResponse>> futures;
    for (const auto &v : values) {
        llm::ChatRequest r;
        r.messages = t.render(v);
        r.jsonResponse = json;
        r.temperature = 0;
        r.stream = true;
        r.effort = effortForStage(stage);
    r.purpose = QStringLiteral("ask-") + stage;
        r.questionId = m_questionId;
        r.notebookId = m_notebookId;
        futures << m_llm->chat(role, r, m_cancel);
    }
    for (QFuture<llm::ChatResponse> &f : futures)
        out << finish(stage, templateName, f, json);
    return out;
}

ModelAnswer AgentModel::chat(const QString &stage, const QList<QPair<QString, QString>> &messages, llm::Role role)
{
    if (!isReady(role)) {
        ModelAnswer a;
        a.error = readiness(role);
        return a;
    }
    llm::ChatRequest r;
    for (const auto &[who, text] : messages) {
        if (who == u"system")
            r.messages << llm::Message::system(text);
        else if (who == u"assistant")
            r.messages << llm::Message::assistant(text);
        else
            r.messages << llm::Message::user(text);
    }
    r.temperature = 0;
    r.stream = true;
    r.effort = effortForStage(stage);
    r.purpose = QStringLiteral("ask-") + stage;
    r.questionId = m_questionId;
    r.notebookId = m_notebookId;
    QFuture<llm::ChatResponse> f = m_llm->chat(role, r, m_cancel);
    return finish(stage, stage, f, false);
}

} // namespace assay::agents
