#pragma once
// Runs what the SQL agents write, safely and the way the notebook will: one read-only statement
// (checked before it goes anywhere, then enforced by the engine, with the connection's privacy
// rules checked by the engine too: core/db/privacy.md), cells it reads by name inlined
// as CTEs exactly as the notebook runner does, EXPLAIN first, then execution with a row cap and a
// timeout. Failures come back as words the model can act on (the database's message, and the
// columns of the tables involved when a name was wrong).

#include "asktypes.h"

#include "db/catalog.h"
#include "security/privacylog.h"

namespace assay::db {
class Connection;
class PrivacyRules;
struct ExecOptions;
struct PrivacyReport;
}

namespace assay::ask {

struct RunOutcome {
    bool ok = false;
    bool refused = false;      // not a single read-only query: never sent to the database
    QString error;             // for the user: what the database said
    QString repairHint;        // for the model's repair besides the error: the columns of the tables it named
    QString errorForModel() const { return repairHint.isEmpty() ? error : error + QLatin1Char('\n') + repairHint; }
    QString executedSql;       // with the cells it reads inlined
    QStringList reads;         // cell names it reads
    QStringList tables;        // catalog tables it reads
    charts::ResultSample sample;
    bool truncated = false;    // more rows than the cap
    QStringList maskedColumns; // result columns whose values the privacy settings replaced by db::PrivacyRules::mask()
};

class StepRunner {
public:
    StepRunner(db::Connection &connection, const db::Catalog &catalog, const AskRequest &request);

    // Earlier steps of this question, readable by name by later ones.
    void addStep(const QString &cellName, const QString &sql);
    QStringList readableNames() const;
    RunOutcome run(const QString &cellName, const QString &sql, const db::CancelTokenPtr &cancel) const;
    // EXPLAIN only (the tool loop's dry run).
    QString explainError(const QString &sql, const db::CancelTokenPtr &cancel) const;

private:
    // The query as the notebook would run it; `parameters` receives the values of its `:name`s
    // (the notebook's parameter cells), which go to the engine bound, as the runner binds them.
    QString compose(const QString &cellName, const QString &sql, QString *error, QList<db::BoundValue> *parameters = nullptr) const;
    // Why `sql` may not run at all (the SQL guard, then the access policy); empty when it may.
    // `byPolicy` says the access policy refused it (a decision the privacy log keeps).
    QString refusal(const QString &sql, bool *byPolicy = nullptr) const;
    // Keeps a privacy decision (refused, or columns masked) in security::PrivacyLog.
    void logDecision(const QString &sql, security::PrivacyDecision verdict, const QString &reason, const QStringList &masked = {}) const;
    void logReport(const QString &sql, const db::PrivacyReport &report) const;
    // Rows in the whole result of `sql` when the cap stopped reading after `delivered`.
    qint64 countWholeResult(const QString &sql, qint64 delivered, const db::ExecOptions &options) const;

    db::Connection &m_connection;
    const db::Catalog &m_catalog;
    const AskRequest &m_request;
    QList<notebook::Cell> m_steps;
    std::shared_ptr<const db::PrivacyRules> m_privacy; // what the engine enforces; null without a policy
};

} // namespace assay::ask
