#include "agentmodel.h"
#include "agentstr.h"

#include "informationunit.h"

#include "llm/answerparsing.h"
#include "llm/llmservice.h"
#include "llm/prompttemplate.h"

#include <QCoreApplication>
#include <QFuture>

namespace assay::agents {
namespace {

} // namespace

StageStat &StageBook::stat(const QString &stage)
{
    for (StageStat &s : m_stats) {
        if (s.stage == stage)
            return s;
    }
    m_stats << StageStat{stage};
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
    StageStat &s = stat(stage);
    ++s.calls;
    s.promptTokens += promptTokens;
    s.completionTokens += completionTokens;
    s.cost += cost;
}

QList<StageStat> StageBook::stats() const
{
    QMutexLocker lock(&m_mutex);
    return m_stats;
}

AgentModel::AgentModel(llm::LlmService *llm, db::CancelTokenPtr cancel, UnitBuffer *units, StageBook *book, QString questionId,
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
        a.error = r.error.message.isEmpty() ? Tr::tr("The model did not answer.") : r.error.message;
        switch (r.error.kind) {
        // Not a timeout: a slow answer may be this request's own size; the next call may be quick.
        case llm::LlmError::Kind::Network:
        case llm::LlmError::Kind::RateLimited:
        case llm::LlmError::Kind::Server:
        case llm::LlmError::Kind::Auth:
        case llm::LlmError::Kind::NotConfigured: {
            QMutexLocker lock(&m_unreachableMutex);
            if (m_unreachable.isEmpty())
                m_unreachable = a.error;
            break;
        }
        default:
            break; // this request's own problem (too long, malformed answer): others may work
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
            a.error = Tr::tr("The model's answer was not the JSON asked for (%1).").arg(error);
            if (m_units)
                m_units->add(QStringLiteral("model"), QStringLiteral("error"), QStringLiteral("model"),
                             Tr::tr("%1: unusable answer").arg(templateName), r.text.left(2000));
            return a;
        }
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
    r.stream = false;
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
        r.stream = false;
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
    r.stream = false;
    r.purpose = QStringLiteral("ask-") + stage;
    r.questionId = m_questionId;
    r.notebookId = m_notebookId;
    QFuture<llm::ChatResponse> f = m_llm->chat(role, r, m_cancel);
    return finish(stage, stage, f, false);
}

} // namespace assay::agents
