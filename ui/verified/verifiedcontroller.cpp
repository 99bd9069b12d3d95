#include "verifiedcontroller.h"

#include "knowledgepanel.h"
#include "notebook/notebookdocument.h"

#include "assistant/questionrouter.h"
#include "async/whenfinished.h"
#include "db/connection.h"
#include "db/connectionmanager.h"
#include "db/dbsession.h"
#include "db/dialect.h"
#include "knowledgebuild/knowledgeservice.h"
#include "llm/llmservice.h"
#include "llm/llmsettings.h"
#include "notebook/notebook.h"
#include "verified/verifiedcheck.h"
#include "verified/verifiedstore.h"

#include <QPointer>
#include <QSettings>
#include <QtConcurrent/QtConcurrentRun>

namespace assay::ui {

namespace {

QString modelSettingKey(const db::ConnectionConfig &config)
{
    return QStringLiteral("verified/model/") + knowledge::KnowledgeService::storeKey(config).replace(QLatin1Char('/'), QLatin1Char('_'));
}

} // namespace

VerifiedController::VerifiedController(db::ConnectionManager *connections, knowledge::KnowledgeService *knowledge, llm::LlmService *llm,
                                       NotebookDocument *document, QObject *parent)
    : QObject(parent)
    , m_connections(connections)
    , m_knowledge(knowledge)
    , m_llm(llm)
    , m_document(document)
{
    connect(m_connections, &db::ConnectionManager::connecting, this, &VerifiedController::reset);
    connect(m_connections, &db::ConnectionManager::disconnected, this, &VerifiedController::reset);
    connect(m_connections, &db::ConnectionManager::connected, this, &VerifiedController::onConnected);
}

VerifiedController::~VerifiedController()
{
    if (m_cancel)
        m_cancel->cancel();
    m_session.reset();
    // The re-check's work uses the model service, which goes with the window.
    db::DbSession::waitForRetired();
}

void VerifiedController::reset()
{
    ++m_generation;
    if (m_cancel)
        m_cancel->cancel();
    m_session.reset();
    m_store.reset();
    m_answers.clear();
    m_checking = false;
    emit answersChanged();
}

QString VerifiedController::currentModel() const
{
    if (!m_llm || !m_llm->isReady(llm::Role::Reasoning))
        return QStringLiteral("offline");
    const std::optional<llm::ProviderConfig> p = m_llm->settings().resolve(llm::Role::Reasoning);
    return p ? p->name + QLatin1Char('/') + p->model : QStringLiteral("model");
}

void VerifiedController::onConnected(const db::ConnectionConfig &config)
{
    m_config = config;
    auto store = std::make_shared<verified::VerifiedStore>();
    m_store = store;
    const QString path = knowledge::KnowledgeService::storePathFor(m_knowledge->options(), config);
    const quint64 generation = m_generation;
    QFuture<QString> f = QtConcurrent::run([store, path] { return store->open(path); });
    async::whenFinished(f, this, [this, generation](const QString &error) {
        if (generation != m_generation)
            return;
        if (!error.isEmpty()) {
            emit message(tr("Verified answers cannot be kept for this connection: %1").arg(error), true);
            return;
        }
        reload();
    });
}

void VerifiedController::reload()
{
    std::shared_ptr<verified::VerifiedStore> store = m_store;
    if (!store)
        return;
    const quint64 generation = m_generation;
    QFuture<QList<verified::VerifiedAnswer>> f = QtConcurrent::run([store] { return store->answers(); });
    async::whenFinished(f, this, [this, generation](const QList<verified::VerifiedAnswer> &answers) {
        if (generation != m_generation)
            return;
        const bool first = m_answers.isEmpty() && m_lastModel.isEmpty();
        m_answers = answers;
        emit answersChanged();
        if (first) {
            m_lastModel = QSettings().value(modelSettingKey(m_config)).toString();
            modelMayHaveChanged();
        }
    });
}

db::DbSession *VerifiedController::session()
{
    if (!m_session)
        m_session = m_connections->openHelperSession();
    return m_session.get();
}

void VerifiedController::verify(const QString &question, const ask::AskResult &result)
{
    if (!m_store || !m_connections->isConnected() || !session()) {
        emit message(tr("Connect to the database first: an answer is verified by running it."), true);
        return;
    }
    QString error;
    const QString sql = verified::answerSql(result, m_document->notebook()->cells(), db::Dialect::forEngine(m_config.engine), &error);
    if (sql.isEmpty()) {
        emit message(tr("This answer cannot be verified: %1").arg(error), true);
        return;
    }
    std::shared_ptr<verified::VerifiedStore> store = m_store;
    const QString by = result.offline ? QStringLiteral("offline") : currentModel();
    const QString asked = result.rewritten.isEmpty() ? question : result.rewritten;
    auto cancel = std::make_shared<db::CancelToken>();
    const quint64 generation = m_generation;
    QFuture<QString> f = m_session->submit<QString>(
        [store, asked, sql, by, cancel](db::Connection &connection) {
            QString error;
            const verified::VerifiedAnswer a = verified::verifyAnswer(connection, asked, sql, by, cancel, &error);
            if (!error.isEmpty())
                return error;
            store->save(a, &error);
            return error;
        },
        cancel);
    async::whenFinished(f, this, [this, generation](const QString &error) {
        if (generation != m_generation)
            return;
        if (!error.isEmpty()) {
            emit message(error, true);
            return;
        }
        emit message(tr("Verified. Assay asks this question again when the schema or the model changes, and tells you if the answer moves."), false);
        reload();
    });
}

ask::AskRequest VerifiedController::requestTemplate() const
{
    ask::AskRequest request;
    request.flavor = db::Dialect::forEngine(m_config.engine).flavor();
    const QJsonObject privacy = m_connections->config().privacy;
    request.policy = security::AccessPolicy::fromJson(privacy);
    request.shareSampleValues = privacy.contains(QStringLiteral("shareSampleValues")) ? request.policy.shareSampleValues
                                                                                      : KnowledgePanel::shareSampleValues();
    // Asked as a question of its own: no notebook, no conversation, nobody to ask back.
    request.allowClarification = false;
    request.writeInsight = false;
    request.today = QDate::currentDate();
    return request;
}

void VerifiedController::checkAll(const QString &reason)
{
    if (m_checking || m_answers.isEmpty() || !m_connections->isConnected() || !session())
        return;
    m_checking = true;
    m_cancel = std::make_shared<db::CancelToken>();
    const quint64 generation = m_generation;
    const QList<verified::VerifiedAnswer> answers = m_answers;
    const ask::AskRequest base = requestTemplate();
    std::shared_ptr<const knowledge::KnowledgeSnapshot> snapshot = m_knowledge->snapshot();
    if (snapshot->catalog.tables.isEmpty()) {
        auto withCatalog = std::make_shared<knowledge::KnowledgeSnapshot>(*snapshot);
        withCatalog->catalog = m_connections->catalog();
        snapshot = withCatalog;
    }
    llm::LlmService *llm = m_llm;
    std::shared_ptr<verified::VerifiedStore> store = m_store;
    db::CancelTokenPtr cancel = m_cancel;
    const QString model = currentModel();
    emit checkStarted(int(answers.size()));
    auto progress = [self = QPointer<VerifiedController>(this), generation](int done, int total) {
        async::postIfAlive(self, [generation, done, total](VerifiedController &c) {
            if (generation == c.m_generation)
                emit c.checkProgress(done, total);
        });
    };
    QFuture<QList<verified::CheckResult>> f = m_session->submit<QList<verified::CheckResult>>(
        [answers, base, snapshot, llm, store, cancel, progress](db::Connection &connection) {
            QList<verified::CheckResult> out;
            const verified::Asker asker = [&](const QString &question) {
                ask::AskRequest request = base;
                request.question = question;
                return assistant::answerQuestion(connection, {snapshot, llm}, request, cancel);
            };
            for (const verified::VerifiedAnswer &a : answers) {
                if (cancel->isCancelled())
                    break;
                progress(int(out.size()), int(answers.size()));
                const verified::CheckResult r = verified::recheckAnswer(connection, a, asker, cancel);
                if (cancel->isCancelled())
                    break;
                store->saveCheck(a.id, r);
                out << r;
            }
            return out;
        },
        cancel);
    async::whenFinished(f, this, [this, generation, reason, model](const QList<verified::CheckResult> &results) {
        if (generation != m_generation)
            return;
        m_checking = false;
        int same = 0, different = 0, unanswerable = 0;
        for (const verified::CheckResult &r : results) {
            same += r.status == verified::CheckStatus::Same;
            different += r.status == verified::CheckStatus::Different;
            unanswerable += r.status == verified::CheckStatus::Unanswerable;
        }
        if (results.size() == m_answers.size()) {
            m_lastModel = model;
            QSettings().setValue(modelSettingKey(m_config), model);
        }
        reload();
        emit checkFinished(same, different, unanswerable, reason);
    }, [this, generation] {
        if (generation != m_generation)
            return;
        m_checking = false;
        reload();
        emit checkFinished(0, 0, 0, tr("stopped"));
    });
}

void VerifiedController::stop()
{
    if (m_cancel && m_session)
        m_session->cancel(m_cancel);
}

void VerifiedController::remove(qint64 id)
{
    std::shared_ptr<verified::VerifiedStore> store = m_store;
    if (!store)
        return;
    QFuture<QString> f = QtConcurrent::run([store, id] { return store->remove(id); });
    async::whenFinished(f, this, [this](const QString &error) {
        if (!error.isEmpty())
            emit message(error, true);
        reload();
    });
}

void VerifiedController::modelMayHaveChanged()
{
    const QString model = currentModel();
    if (m_answers.isEmpty() || m_lastModel.isEmpty() || model == m_lastModel || m_checking)
        return;
    checkAll(tr("the model that answers changed (%1, was %2)").arg(model, m_lastModel));
}

} // namespace assay::ui
