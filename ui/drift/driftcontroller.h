#pragma once
// Schema drift in the window: on every catalog read (connect, Refresh Schema, "Check for Schema
// Changes") the schema is compared with the one last seen on this connection, on a database
// session of its own (profiling only the tables where a rename is in question); what changed and
// what it touches (cells of the open and recent notebooks, charts, glossary, examples, your
// descriptions, the privacy settings) is said in a banner, and the review dialog offers a fix for
// each. Nothing is rewritten until the user applies the fixes; the notebook's are one undo step.

#include "drift/driftcheck.h"
#include "drift/impact.h"

#include "db/connectionconfig.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QUndoCommand;
#include <memory>

namespace assay::db {
class ConnectionManager;
class DbSession;
} // namespace assay::db
namespace assay::knowledge {
class KnowledgeService;
}

namespace assay::ui {

class DriftDialog;
class MessageBanner;
class NotebookDocument;

class DriftController : public QObject {
    Q_OBJECT
public:
    DriftController(db::ConnectionManager *connections, knowledge::KnowledgeService *knowledge, NotebookDocument *document,
                    MessageBanner *banner, QObject *parent = nullptr);
    ~DriftController() override;

    // Reads the catalog again and compares; says so even when nothing changed.
    void checkNow();
    bool isChecking() const { return m_checking; }
    const drift::DriftCheck &lastCheck() const { return m_check; }
    const QList<drift::Impact> &impacts() const { return m_impacts; }
    // The review dialog (non-modal; one at a time).
    DriftDialog *showReview();
    DriftDialog *review() const;
    // Applies the fixes of these impacts (indexes into impacts()), then records the schema as
    // seen. Returns what was done, in words.
    QString applyFixes(const QList<int> &chosen);
    // Records the schema as seen without changing anything.
    void acceptWithoutFixing();
    // Metrics have no store yet: when one exists, it hands its metrics over here, and applies
    // the rewritten ones through `apply` (the typed hook; empty until then).
    void setMetricsHook(std::function<QList<drift::MetricDefinition>()> metrics, std::function<QString(const drift::Impact &)> apply);

signals:
    void checkFinished(const assay::drift::DriftReport &report);
    // The schema changed (or the database is another one): verified answers are worth checking.
    void driftFound();
    void message(const QString &text, bool isError);

private:
    void onConnected(const db::ConnectionConfig &config);
    void onCatalogLoaded(const db::Catalog &catalog);
    void onCatalogFailed(const QString &error);
    void reset();
    void startCheck(const db::Catalog &catalog);
    void findImpacts(const drift::DriftCheck &check);
    void showBanner();
    void recordSchema(const QString &done);
    void addKnownProfiles();
    QUndoCommand *fixCommand(const drift::Impact &impact, QString *skipped); // driftfixes.cpp
    QString storePath() const;
    drift::ImpactInputs knowledgeInputs() const;

    db::ConnectionManager *m_connections;
    knowledge::KnowledgeService *m_knowledge;
    NotebookDocument *m_document;
    MessageBanner *m_banner;
    QPointer<DriftDialog> m_dialog;
    std::unique_ptr<db::DbSession> m_session;
    db::ConnectionConfig m_config;
    drift::DriftCheck m_check;
    QList<drift::Impact> m_impacts;
    bool m_checking = false;
    bool m_explicit = false;  // the user asked: "nothing changed" is worth saying too
    bool m_haveCheck = false;
    quint64 m_generation = 0;
    std::function<QList<drift::MetricDefinition>()> m_metrics;
    std::function<QString(const drift::Impact &)> m_applyMetric;
};

} // namespace assay::ui
