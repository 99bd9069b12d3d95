#pragma once
// Every model call that reached a model, with its tokens and cost, in a SQLite file in the app
// data directory (usage.sqlite), so totals survive restarts: per question, per notebook, per day,
// per model. Written from the network thread, read from anywhere: one connection behind a mutex.
// Statements are tiny, so holding the mutex is cheap; the file is WAL with synchronous=NORMAL.

#include "llmerror.h"

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QMutex>
#include <QString>

struct sqlite3;

namespace assay::llm {

struct UsageRecord {
    QDateTime at; // UTC
    QString kind; // "chat" or "embeddings"
    QString providerId;
    QString providerName;
    QString model;
    QString purpose;
    QString questionId;
    QString notebookId;
    int promptTokens = 0;
    int completionTokens = 0; // the thinking included, as billed
    int reasoningTokens = 0;  // of those, the thinking
    bool estimated = false;
    double cost = 0;
    bool priced = false;
    QString errorKind; // empty when the call succeeded
    int attempts = 0;
    qint64 latencyMs = 0;
};

struct UsageTotals {
    QString key; // the day ("2024-05-01"), model, question or notebook the row sums up
    int requests = 0;
    int failed = 0;
    int estimatedRequests = 0; // rows whose tokens were estimated, not reported
    int unpricedRequests = 0;  // rows whose model had no price: their cost counts as 0
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    qint64 reasoningTokens = 0; // of the completion tokens, the thinking
    double cost = 0;
};

class UsageLedger {
public:
    explicit UsageLedger(QString path);
    ~UsageLedger();
    UsageLedger(const UsageLedger &) = delete;
    UsageLedger &operator=(const UsageLedger &) = delete;

    static QString defaultPath(); // <AppDataLocation>/usage.sqlite

    QString path() const { return m_path; }
    LlmError open(); // creates the file and schema; called lazily by the others
    LlmError record(const UsageRecord &record);

    UsageTotals totalForQuestion(const QString &questionId);
    UsageTotals totalForNotebook(const QString &notebookId);
    UsageTotals total(const QDate &from, const QDate &to); // inclusive, by the local day
    QList<UsageTotals> totalsByDay(const QDate &from, const QDate &to);
    QList<UsageTotals> totalsByModel(const QDate &from, const QDate &to);
    QList<UsageRecord> recent(int limit);

private:
    bool ensureOpen();
    QList<UsageTotals> query(const char *sql, const QList<QString> &binds);

    QString m_path;
    QMutex m_mutex;
    sqlite3 *m_db = nullptr;
    LlmError m_openError;
};

} // namespace assay::llm
