#include "usageledger.h"
#include "llmtr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <sqlite3.h>

namespace assay::llm {

namespace {

const char *const Schema = R"(
PRAGMA journal_mode = WAL;
PRAGMA synchronous = NORMAL;
CREATE TABLE IF NOT EXISTS usage (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,          -- UTC, ISO 8601
    day TEXT NOT NULL,         -- the local calendar day, for per-day totals
    kind TEXT NOT NULL,        -- chat | embeddings
    provider_id TEXT, provider_name TEXT, model TEXT, purpose TEXT,
    question_id TEXT, notebook_id TEXT,
    prompt_tokens INTEGER NOT NULL DEFAULT 0,
    completion_tokens INTEGER NOT NULL DEFAULT 0,
    estimated INTEGER NOT NULL DEFAULT 0,
    cost REAL NOT NULL DEFAULT 0,
    priced INTEGER NOT NULL DEFAULT 0,
    error_kind TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    latency_ms INTEGER NOT NULL DEFAULT 0,
    reasoning_tokens INTEGER NOT NULL DEFAULT 0 -- of completion_tokens, the thinking
);
CREATE INDEX IF NOT EXISTS usage_day ON usage(day);
CREATE INDEX IF NOT EXISTS usage_question ON usage(question_id);
CREATE INDEX IF NOT EXISTS usage_notebook ON usage(notebook_id);
)";

const char *const Aggregates =
    "count(*), sum(error_kind IS NOT NULL AND error_kind <> ''), sum(estimated), sum(NOT priced), "
    "coalesce(sum(prompt_tokens), 0), coalesce(sum(completion_tokens), 0), coalesce(sum(cost), 0), "
    "coalesce(sum(reasoning_tokens), 0)";

// Ledgers written before reasoning tokens were counted get the column (0 for their rows).
void addReasoningColumn(sqlite3 *db) {
    sqlite3_stmt *probe = nullptr;
    const bool has = sqlite3_prepare_v2(db, "SELECT reasoning_tokens FROM usage LIMIT 0", -1, &probe, nullptr) == SQLITE_OK;
    sqlite3_finalize(probe);
    if (!has)
        sqlite3_exec(db, "ALTER TABLE usage ADD COLUMN reasoning_tokens INTEGER NOT NULL DEFAULT 0", nullptr, nullptr, nullptr);
}

// A prepared statement that finalizes itself.
class Statement {
public:
    Statement(sqlite3 *db, const QByteArray &sql) {
        sqlite3_prepare_v2(db, sql.constData(), int(sql.size()), &m_stmt, nullptr);
    }
    ~Statement() { sqlite3_finalize(m_stmt); }
    bool ok() const { return m_stmt != nullptr; }
    void bind(int i, const QString &text) {
        const QByteArray utf8 = text.toUtf8();
        sqlite3_bind_text(m_stmt, i, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
    }
    void bind(int i, qint64 v) { sqlite3_bind_int64(m_stmt, i, v); }
    void bind(int i, double v) { sqlite3_bind_double(m_stmt, i, v); }
    int step() { return sqlite3_step(m_stmt); }
    QString text(int i) const {
        return QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, i)));
    }
    qint64 integer(int i) const { return sqlite3_column_int64(m_stmt, i); }
    double real(int i) const { return sqlite3_column_double(m_stmt, i); }

private:
    sqlite3_stmt *m_stmt = nullptr;
};

UsageTotals readTotals(Statement &s, int first) {
    UsageTotals t;
    t.requests = int(s.integer(first));
    t.failed = int(s.integer(first + 1));
    t.estimatedRequests = int(s.integer(first + 2));
    t.unpricedRequests = int(s.integer(first + 3));
    t.promptTokens = s.integer(first + 4);
    t.completionTokens = s.integer(first + 5);
    t.cost = s.real(first + 6);
    t.reasoningTokens = s.integer(first + 7);
    return t;
}

} // namespace

UsageLedger::UsageLedger(QString path)
    : m_path(std::move(path)) {
}

UsageLedger::~UsageLedger() {
    if (m_db)
        sqlite3_close(m_db);
}

QString UsageLedger::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/usage.sqlite");
}

LlmError UsageLedger::open() {
    QMutexLocker lock(&m_mutex);
    ensureOpen();
    return m_openError;
}

bool UsageLedger::ensureOpen() {
    if (m_db)
        return true;
    if (m_openError)
        return false;
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    const QByteArray file = QFile::encodeName(m_path);
    if (sqlite3_open_v2(file.constData(), &m_db,
                        SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
                        nullptr) != SQLITE_OK ||
        sqlite3_exec(m_db, Schema, nullptr, nullptr, nullptr) != SQLITE_OK) {
        m_openError = LlmError::make(
            LlmError::Kind::NotConfigured,
            Tr::tr("Cannot open the usage ledger %1.")
                .arg(m_path));
        if (m_db)
            m_openError.detail = QString::fromUtf8(sqlite3_errmsg(m_db));
        sqlite3_close(m_db);
        m_db = nullptr;
        return false;
    }
    sqlite3_busy_timeout(m_db, 2000); // another Assay window may write at the same moment
    addReasoningColumn(m_db);
    return true;
}

LlmError UsageLedger::record(const UsageRecord &r) {
    QMutexLocker lock(&m_mutex);
    if (!ensureOpen())
        return m_openError;
    Statement s(
        m_db,
        "INSERT INTO usage (at, day, kind, provider_id, provider_name, model, purpose, "
        "question_id, notebook_id, "
        "prompt_tokens, completion_tokens, estimated, cost, priced, error_kind, attempts, "
        "latency_ms, reasoning_tokens) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)");
    if (!s.ok())
        return LlmError::make(LlmError::Kind::NotConfigured,
                              QString::fromUtf8(sqlite3_errmsg(m_db)));
    const QDateTime at = r.at.isValid() ? r.at.toUTC() : QDateTime::currentDateTimeUtc();
    s.bind(1, at.toString(Qt::ISODateWithMs));
    s.bind(2, at.toLocalTime().date().toString(Qt::ISODate));
    s.bind(3, r.kind);
    s.bind(4, r.providerId);
    s.bind(5, r.providerName);
    s.bind(6, r.model);
    s.bind(7, r.purpose);
    s.bind(8, r.questionId);
    s.bind(9, r.notebookId);
    s.bind(10, qint64(r.promptTokens));
    s.bind(11, qint64(r.completionTokens));
    s.bind(12, qint64(r.estimated));
    s.bind(13, r.cost);
    s.bind(14, qint64(r.priced));
    s.bind(15, r.errorKind);
    s.bind(16, qint64(r.attempts));
    s.bind(17, r.latencyMs);
    s.bind(18, qint64(r.reasoningTokens));
    if (s.step() != SQLITE_DONE)
        return LlmError::make(LlmError::Kind::NotConfigured,
                              QString::fromUtf8(sqlite3_errmsg(m_db)));
    return {};
}

QList<UsageTotals> UsageLedger::query(const char *sql, const QList<QString> &binds) {
    QList<UsageTotals> out;
    QMutexLocker lock(&m_mutex);
    if (!ensureOpen())
        return out;
    Statement s(m_db, QByteArray(sql).replace("$AGG", Aggregates));
    if (!s.ok())
        return out;
    for (int i = 0; i < binds.size(); ++i)
        s.bind(i + 1, binds[i]);
    while (s.step() == SQLITE_ROW) {
        UsageTotals t = readTotals(s, 1);
        t.key = s.text(0);
        out.append(t);
    }
    return out;
}

UsageTotals UsageLedger::totalForQuestion(const QString &questionId) {
    const auto rows = query("SELECT ?1, $AGG FROM usage WHERE question_id = ?1", {questionId});
    return rows.value(0);
}

UsageTotals UsageLedger::totalForNotebook(const QString &notebookId) {
    const auto rows = query("SELECT ?1, $AGG FROM usage WHERE notebook_id = ?1", {notebookId});
    return rows.value(0);
}

UsageTotals UsageLedger::total(const QDate &from, const QDate &to) {
    const auto rows = query("SELECT 'total', $AGG FROM usage WHERE day BETWEEN ?1 AND ?2",
                            {from.toString(Qt::ISODate), to.toString(Qt::ISODate)});
    return rows.value(0);
}

QList<UsageTotals> UsageLedger::totalsByDay(const QDate &from, const QDate &to) {
    return query(
        "SELECT day, $AGG FROM usage WHERE day BETWEEN ?1 AND ?2 GROUP BY day ORDER BY day DESC",
        {from.toString(Qt::ISODate), to.toString(Qt::ISODate)});
}

QList<UsageTotals> UsageLedger::totalsByModel(const QDate &from, const QDate &to) {
    return query("SELECT model, $AGG FROM usage WHERE day BETWEEN ?1 AND ?2 GROUP BY model ORDER "
                 "BY sum(cost) DESC, count(*) DESC",
                 {from.toString(Qt::ISODate), to.toString(Qt::ISODate)});
}

QList<UsageRecord> UsageLedger::recent(int limit) {
    QList<UsageRecord> out;
    QMutexLocker lock(&m_mutex);
    if (!ensureOpen())
        return out;
    Statement s(m_db,
                "SELECT at, kind, provider_id, provider_name, model, purpose, question_id, "
                "notebook_id, prompt_tokens, "
                "completion_tokens, estimated, cost, priced, error_kind, attempts, latency_ms, "
                "reasoning_tokens FROM usage ORDER BY at DESC, id DESC LIMIT ?1");
    s.bind(1, qint64(limit));
    while (s.step() == SQLITE_ROW) {
        UsageRecord r;
        r.at = QDateTime::fromString(s.text(0), Qt::ISODateWithMs);
        r.kind = s.text(1);
        r.providerId = s.text(2);
        r.providerName = s.text(3);
        r.model = s.text(4);
        r.purpose = s.text(5);
        r.questionId = s.text(6);
        r.notebookId = s.text(7);
        r.promptTokens = int(s.integer(8));
        r.completionTokens = int(s.integer(9));
        r.estimated = s.integer(10) != 0;
        r.cost = s.real(11);
        r.priced = s.integer(12) != 0;
        r.errorKind = s.text(13);
        r.attempts = int(s.integer(14));
        r.latencyMs = s.integer(15);
        r.reasoningTokens = int(s.integer(16));
        out.append(r);
    }
    return out;
}

} // namespace assay::llm
