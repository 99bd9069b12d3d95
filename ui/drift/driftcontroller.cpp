#include "driftcontroller.h"
#include "driftdialog.h"
#include "recentnotebooks.h"

#include "messagebanner.h"
#include "notebook/notebookdocument.h"

#include "async/whenfinished.h"
#include "db/connectionmanager.h"
#include "db/dbsession.h"
#include "db/dialect.h"
#include "drift/driftstore.h"
#include "knowledgebuild/knowledgeservice.h"
#include "notebook/notebook.h"

#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>

namespace assay::ui {

DriftController::DriftController(db::ConnectionManager *connections, knowledge::KnowledgeService *knowledge, NotebookDocument *document,
                                 MessageBanner *banner, QObject *parent)
    : QObject(parent)
    , m_connections(connections)
    , m_knowledge(knowledge)
    , m_document(document)
    , m_banner(banner)
{
    qRegisterMetaType<assay::drift::DriftReport>();
    connect(m_connections, &db::ConnectionManager::connecting, this, &DriftController::reset);
    connect(m_connections, &db::ConnectionManager::disconnected, this, &DriftController::reset);
    connect(m_connections, &db::ConnectionManager::connected, this, &DriftController::onConnected);
    connect(m_connections, &db::ConnectionManager::catalogLoaded, this, &DriftController::onCatalogLoaded);
    connect(m_connections, &db::ConnectionManager::catalogFailed, this,
            [this](const db::DbError &e) { onCatalogFailed(e.displayText()); });
    // The knowledge build profiles every table: the figures a later check compares with.
    connect(m_knowledge, &knowledge::KnowledgeService::loaded, this, &DriftController::addKnownProfiles);
    connect(m_knowledge, &knowledge::KnowledgeService::buildFinished, this, &DriftController::addKnownProfiles);
    connect(m_document, &NotebookDocument::filePathChanged, this, [this](const QString &path) {
        if (m_connections->isConnected())
            rememberNotebook(knowledge::KnowledgeService::storeKey(m_config), path);
    });
    connect(m_banner, &MessageBanner::actionTriggered, this, [this] { showReview(); });
}

DriftController::~DriftController()
{
    m_session.reset();
}

void DriftController::reset()
{
    ++m_generation;
    m_session.reset();
    m_checking = false;
    m_haveCheck = false;
    m_check = {};
    m_impacts.clear();
    m_banner->clearMessage();
    if (m_dialog)
        m_dialog->close();
}

void DriftController::onConnected(const db::ConnectionConfig &config)
{
    m_config = config;
    if (!m_document->filePath().isEmpty())
        rememberNotebook(knowledge::KnowledgeService::storeKey(config), m_document->filePath());
}

QString DriftController::storePath() const
{
    return knowledge::KnowledgeService::storePathFor(m_knowledge->options(), m_config);
}

void DriftController::onCatalogLoaded(const db::Catalog &catalog)
{
    startCheck(catalog);
}

void DriftController::onCatalogFailed(const QString &error)
{
    m_checking = false;
    m_banner->showMessage(MessageBanner::Kind::Warning,
                          tr("The schema could not be read, so Assay could not check what changed since it last saw it: %1").arg(error));
}

void DriftController::checkNow()
{
    if (!m_connections->isConnected()) {
        emit message(tr("Connect to a database first."), true);
        return;
    }
    m_explicit = true;
    m_connections->refreshCatalog(); // the check follows the catalog read
}

void DriftController::startCheck(const db::Catalog &catalog)
{
    if (!m_session)
        m_session = m_connections->openHelperSession();
    if (!m_session)
        return;
    m_checking = true;
    const quint64 generation = ++m_generation;
    const QString path = storePath();
    const std::shared_ptr<const knowledge::KnowledgeSnapshot> snapshot = m_knowledge->snapshot();
    auto cancel = std::make_shared<db::CancelToken>();
    QFuture<drift::DriftCheck> f = m_session->submit<drift::DriftCheck>(
        [path, catalog, snapshot, cancel](db::Connection &connection) {
            const auto known = drift::profilesFromContext(snapshot->context, catalog);
            return drift::runDriftCheck(connection.isOpen() ? &connection : nullptr, path, catalog, known, cancel);
        },
        cancel);
    async::whenFinished(f, this, [this, generation](const drift::DriftCheck &check) {
        if (generation != m_generation)
            return;
        m_check = check;
        m_haveCheck = true;
        m_impacts.clear();
        if (check.report.hasChanges()) {
            findImpacts(check);
            return;
        }
        m_checking = false;
        showBanner();
        emit checkFinished(check.report);
        if (check.report.status == drift::DriftReport::Status::DatabaseReplaced)
            emit driftFound();
    }, [this, generation] {
        if (generation == m_generation)
            m_checking = false;
    });
}

drift::ImpactInputs DriftController::knowledgeInputs() const
{
    drift::ImpactInputs in;
    const std::shared_ptr<const knowledge::KnowledgeSnapshot> snapshot = m_knowledge->snapshot();
    in.glossary = snapshot->glossary;
    in.examples = snapshot->examples;
    for (const knowledge::TableKnowledge &t : snapshot->context.tables) {
        if (t.source == knowledge::TextSource::User)
            in.userDescriptions.insert(t.qualifiedName().toLower(), t.description);
        if (t.source == knowledge::TextSource::Model)
            in.describedTables << t.qualifiedName();
        for (const knowledge::ColumnKnowledge &c : t.columns) {
            if (c.source == knowledge::TextSource::User)
                in.userDescriptions.insert((t.qualifiedName() + QLatin1Char('.') + c.name).toLower(), c.description);
        }
    }
    in.policy = security::AccessPolicy::fromJson(m_connections->config().privacy);
    in.flavor = db::Dialect::forEngine(m_config.engine).flavor();
    if (m_metrics)
        in.metrics = m_metrics();
    drift::NotebookInput open;
    open.path = m_document->filePath();
    open.title = m_document->displayName();
    open.open = true;
    open.cells = m_document->notebook()->cells();
    in.notebooks << open;
    return in;
}

void DriftController::findImpacts(const drift::DriftCheck &check)
{
    const quint64 generation = m_generation;
    drift::ImpactInputs inputs = knowledgeInputs();
    const QStringList recent = recentNotebooks(knowledge::KnowledgeService::storeKey(m_config));
    const QString openPath = m_document->filePath();
    const db::ConnectionConfig config = m_config;
    QFuture<QList<drift::Impact>> f = QtConcurrent::run([inputs, recent, openPath, config, check]() mutable {
        inputs.notebooks += readRecentNotebooks(recent, openPath, config);
        return drift::findImpacts(check.report, check.baseline.catalog, inputs);
    });
    async::whenFinished(f, this, [this, generation](const QList<drift::Impact> &impacts) {
        if (generation != m_generation)
            return;
        m_impacts = impacts;
        m_checking = false;
        showBanner();
        emit checkFinished(m_check.report);
        emit driftFound();
    });
}

void DriftController::showBanner()
{
    const drift::DriftReport &r = m_check.report;
    const QLocale locale;
    const QString since = r.baselineAt.isValid() ? locale.toString(r.baselineAt.toLocalTime(), QLocale::ShortFormat) : QString();
    const bool asked = std::exchange(m_explicit, false);
    switch (r.status) {
    case drift::DriftReport::Status::NoBaseline:
        if (asked)
            m_banner->showMessage(MessageBanner::Kind::Info, tr("Assay recorded the schema of %1; later checks compare with it.").arg(m_config.name));
        return;
    case drift::DriftReport::Status::Unchanged:
        if (asked)
            m_banner->showMessage(MessageBanner::Kind::Success, tr("No schema changes since %1.").arg(since));
        return;
    case drift::DriftReport::Status::CatalogUnreadable:
        m_banner->showMessage(MessageBanner::Kind::Warning, tr("Assay could not compare the schema with the one it saw before: %1").arg(r.message));
        return;
    case drift::DriftReport::Status::DatabaseReplaced:
        m_banner->showMessage(MessageBanner::Kind::Warning, r.message, tr("Review…"));
        return;
    case drift::DriftReport::Status::Changed:
        break;
    }
    QStringList shown;
    for (int i = 0; i < std::min<int>(2, int(r.changes.size())); ++i)
        shown << r.changes[i].describe();
    QString changes = shown.join(QStringLiteral("; "));
    if (r.changes.size() > 2)
        changes += QLatin1Char(' ') + tr("and %n more", nullptr, int(r.changes.size()) - 2);
    QHash<drift::ItemKind, int> counts;
    for (const drift::Impact &i : std::as_const(m_impacts))
        ++counts[i.kind];
    QStringList touched;
    if (int n = counts.value(drift::ItemKind::Cell))
        touched << tr("%n cell(s)", nullptr, n);
    if (int n = counts.value(drift::ItemKind::Chart))
        touched << tr("%n chart(s)", nullptr, n);
    if (int n = counts.value(drift::ItemKind::GlossaryTerm))
        touched << tr("%n glossary term(s)", nullptr, n);
    if (int n = counts.value(drift::ItemKind::Example))
        touched << tr("%n example(s)", nullptr, n);
    if (int n = counts.value(drift::ItemKind::Description))
        touched << tr("%n description(s)", nullptr, n);
    if (int n = counts.value(drift::ItemKind::Metric))
        touched << tr("%n metric(s)", nullptr, n);
    if (counts.value(drift::ItemKind::AccessPolicy))
        touched << tr("the privacy settings");
    const QString what = touched.isEmpty() ? tr("It touches nothing Assay keeps.") : tr("It touches %1.").arg(touched.join(QStringLiteral(", ")));
    m_banner->showMessage(m_impacts.isEmpty() ? MessageBanner::Kind::Info : MessageBanner::Kind::Warning,
                          tr("The schema of %1 changed since %2: %3. %4").arg(m_config.name, since, changes, what), tr("Review…"));
}

DriftDialog *DriftController::showReview()
{
    if (!m_haveCheck)
        return nullptr;
    if (!m_dialog) {
        m_dialog = new DriftDialog(this, qobject_cast<QWidget *>(m_banner->window()));
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
    return m_dialog;
}

DriftDialog *DriftController::review() const
{
    return m_dialog;
}

void DriftController::acceptWithoutFixing()
{
    recordSchema(tr("Assay now compares with the schema as it is; nothing was changed."));
}

void DriftController::recordSchema(const QString &done)
{
    const QString path = storePath();
    const drift::DriftCheck check = m_check;
    const auto known = drift::profilesFromContext(m_knowledge->snapshot()->context, check.current);
    const quint64 generation = m_generation;
    QFuture<QString> f = QtConcurrent::run([path, check, known] { return drift::acceptSchema(path, check, known); });
    async::whenFinished(f, this, [this, generation, done](const QString &error) {
        if (generation != m_generation)
            return;
        if (!error.isEmpty()) {
            m_banner->showMessage(MessageBanner::Kind::Error, tr("The schema could not be recorded: %1").arg(error));
            return;
        }
        m_check.report.status = drift::DriftReport::Status::Unchanged;
        m_check.report.changes.clear();
        m_impacts.clear();
        m_banner->showMessage(MessageBanner::Kind::Success, done);
        if (m_dialog)
            m_dialog->close();
    });
}

void DriftController::addKnownProfiles()
{
    if (!m_connections->isConnected() || !m_haveCheck || m_check.report.hasChanges()
        || m_check.report.status == drift::DriftReport::Status::DatabaseReplaced)
        return;
    const db::Catalog catalog = m_check.current;
    const std::shared_ptr<const knowledge::KnowledgeSnapshot> snapshot = m_knowledge->snapshot();
    const QString path = storePath();
    // Only the record of this very catalog takes them (addProfiles checks), on the pool.
    QFuture<QString> f = QtConcurrent::run([path, catalog, snapshot] {
        return drift::addProfiles(path, catalog, drift::profilesFromContext(snapshot->context, catalog));
    });
    async::whenFinished(f, this, [](const QString &) {});
}

void DriftController::setMetricsHook(std::function<QList<drift::MetricDefinition>()> metrics, std::function<QString(const drift::Impact &)> apply)
{
    m_metrics = std::move(metrics);
    m_applyMetric = std::move(apply);
}

} // namespace assay::ui
