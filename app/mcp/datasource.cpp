#include "datasource.h"

#include "agents/privacyfilter.h"
#include "async/whenfinished.h"
#include "db/connection.h"
#include "knowledge/knowledgesnapshot.h"
#include "knowledgebuild/knowledgeservice.h"
#include "knowledgebuild/localsnapshot.h"

#include <QFuture>

#include <cstdio>

namespace assay::app {

security::AccessPolicy combinedPolicy(const security::AccessPolicy &a, const security::AccessPolicy &b)
{
    security::AccessPolicy p = a;
    p.hiddenTables |= b.hiddenTables;
    p.blockedTables |= b.blockedTables;
    p.hiddenColumns |= b.hiddenColumns;
    p.redactedColumns |= b.redactedColumns;
    p.shareSampleValues = a.shareSampleValues && b.shareSampleValues;
    return p;
}

DataSource::DataSource(QString name, ResolvedConnection connection, const security::AccessPolicy &extraPolicy, QObject *parent)
    : QObject(parent)
    , m_name(std::move(name))
    , m_connection(std::move(connection))
    , m_policy(combinedPolicy(security::AccessPolicy::fromJson(m_connection.config.privacy), extraPolicy))
{
}

DataSource::~DataSource() = default;

void DataSource::whenReady(std::function<void(const QString &error)> fn)
{
    if (m_state == State::Ready || m_state == State::Failed)
        return fn(m_error);
    m_waiting << std::move(fn);
    if (m_state == State::Idle)
        prepare();
}

void DataSource::prepare()
{
    m_state = State::Preparing;
    m_session = std::make_unique<db::DbSession>(m_connection.config);
    async::whenFinished(m_session->open(m_connection.password), this, [this](const db::DbError &e) {
        if (!e.isNull())
            return finish(tr("cannot connect to %1: %2").arg(m_connection.config.displayLocation(), e.displayText()));
        async::whenFinished(m_session->loadCatalog(), this, [this](const db::CatalogResult &r) {
            if (!r.error.isNull())
                return finish(tr("cannot read the tables of %1: %2").arg(m_name, r.error.displayText()));
            const db::Catalog catalog = r.catalog;
            // A policy entry that names nothing hides nothing: say so where the user looks.
            if (const QStringList unknown = m_policy.unknownNames(catalog); !unknown.isEmpty()) {
                m_policyWarnings << security::AccessPolicy::unknownNamesMessage(unknown);
                std::fprintf(stderr, "assay mcp: %s: %s\n", qPrintable(m_name), qPrintable(m_policyWarnings.last()));
            }
            // The analyst's relationship decisions for this connection, as the app applies them.
            const QList<knowledge::PatternCorrectionEntry> corrections = knowledge::KnowledgeService::storedCorrections(m_connection.config);
            const QFuture<std::shared_ptr<knowledge::KnowledgeSnapshot>> built =
                m_session->submit<std::shared_ptr<knowledge::KnowledgeSnapshot>>(
                    [catalog, corrections](db::Connection &c) {
                        return knowledge::buildLocalSnapshot(catalog, &c, corrections);
                    });
            async::whenFinished(
                built, this, [this](const std::shared_ptr<knowledge::KnowledgeSnapshot> &snapshot) {
                    m_knowledge = agents::restrictKnowledge(snapshot, m_policy);
                    finish({});
                });
        });
    });
}

void DataSource::finish(const QString &error)
{
    m_error = error;
    m_state = error.isEmpty() ? State::Ready : State::Failed;
    const auto waiting = std::exchange(m_waiting, {});
    for (const auto &fn : waiting)
        fn(m_error);
}

} // namespace assay::app
