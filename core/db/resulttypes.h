#pragma once
// What flows out of an execution: column descriptions, rows in batches, and a summary.

#include "dberror.h"
#include "privacyrules.h"

#include <QList>
#include <QString>
#include <QVariant>

#include <atomic>
#include <memory>

namespace assay::db {

// A coarse type shared by all engines. Values themselves are QVariants holding qint64, double,
// bool, QString (text, decimals and temporal values in ISO 8601) or QByteArray (blobs).
enum class ValueType : quint8 {
    Unknown,
    Integer,
    Real,
    Decimal,
    Boolean,
    Text,
    Blob,
    Date,
    DateTime,
    Time,
};

// Maps a declared type name ("INTEGER", "numeric(10,2)", "timestamp with time zone",
// "varchar(20)") to a ValueType. Unknown names fall back by SQLite's affinity rules.
ValueType valueTypeFromDeclared(QStringView declared);
bool isNumeric(ValueType type);
bool isTemporal(ValueType type);
QString valueTypeName(ValueType type);

struct ResultColumn {
    QString name;
    QString declaredType;
    ValueType type = ValueType::Unknown;
};

using Row = QList<QVariant>;

// Cancellation shared by the requester and the worker: the requester sets it, the worker polls it
// between steps; engines are also interrupted directly (sqlite3_interrupt, PQcancel, KILL QUERY).
class CancelToken {
public:
    void cancel() { m_cancelled.store(true, std::memory_order_release); }
    bool isCancelled() const { return m_cancelled.load(std::memory_order_acquire); }

private:
    std::atomic<bool> m_cancelled{false};
};
using CancelTokenPtr = std::shared_ptr<CancelToken>;

// A value bound to a placeholder of the statement (?1 on SQLite, $1 on PostgreSQL, ? on MySQL and
// ODBC): the engine receives it apart from the SQL text, so no value can change what the text says.
// `value` holds qint64, double, QString or QDate; a null QVariant binds NULL. A QVariantList is a
// PostgreSQL array (for `= ANY($1)`); the other engines take lists as one placeholder per value.
struct BoundValue {
    QVariant value;
};

struct ExecOptions {
    // Engine-enforced read-only execution of exactly one statement (see readonly.md).
    bool readOnly = false;
    // 0 = no timeout. Enforced by the server where it can (statement_timeout,
    // max_statement_time) and by a client-side deadline everywhere.
    int timeoutMs = 0;
    // Stop after this many rows and report `truncated`; < 0 = no cap.
    qint64 maxRows = -1;
    // The first batch is small so the first rows appear at once; later ones are larger.
    int firstBatchRows = 200;
    int batchRows = 4096;
    CancelTokenPtr cancel;
    // Values for the statement's placeholders, in order (the n-th binds ?n / $n / the n-th ?).
    // Only a single statement may have them.
    QList<BoundValue> parameters;
    // The connection's privacy settings, enforced by the engine on this statement (privacy.md):
    // it runs read-only, alone, and only when what it really reads is allowed; redacted columns
    // come back masked. Null: nothing is checked, at no cost.
    std::shared_ptr<const PrivacyRules> privacy;
    // The statement only counts the rows of one already allowed under `privacy` (StepRunner's
    // "how many rows in all"): redacted columns inside it need not reach an output.
    bool privacyCountsOnly = false;
};

struct ExecSummary {
    DbError error;
    bool hasResultSet = false;
    qint64 rowCount = 0;      // rows delivered to the sink
    qint64 rowsAffected = -1; // for statements that change data, when the engine tells
    bool truncated = false;   // stopped at maxRows or by the sink
    qint64 elapsedMs = 0;
    int statementCount = 0;
    PrivacyReport privacy; // what the engine decided under ExecOptions::privacy

    bool ok() const { return error.isNull(); }
};

// One value as the engine holds it, for a sink that writes values straight through instead of
// building a Row of QVariants (a CSV export of ten million rows would otherwise make and free
// thirty million of them). Valid only during the call that passes it.
struct RawCell {
    enum class Kind : quint8 { Null, Integer, Real, Text, Blob };
    Kind kind = Kind::Null;
    qint64 integer = 0;
    double real = 0;
    const char *data = nullptr; // Text (UTF-8) and Blob
    qsizetype size = 0;
};

// A sink that takes raw cells (RowSink::rawRows). An engine that can give them calls rawRow() for
// every row and never rows(); columns() still comes first, with the declared types unrefined.
class RawRowSink {
public:
    virtual ~RawRowSink() = default;
    // Return false to stop the execution early, as rows() does.
    virtual bool rawRow(const RawCell *cells, int count) = 0;
};

// Receives a result on the executing thread. `columns` comes once, before any rows.
class RowSink {
public:
    virtual ~RowSink() = default;
    virtual void columns(const QList<ResultColumn> &columns) = 0;
    // Return false to stop the execution early (the summary then says truncated).
    virtual bool rows(QList<Row> &&batch) = 0;
    // Non-null when this sink takes raw cells (only SQLite gives them today).
    virtual RawRowSink *rawRows() { return nullptr; }
};

// A sink that keeps everything in memory: for small internal queries (catalog, counts, tests).
class CollectingSink final : public RowSink {
public:
    void columns(const QList<ResultColumn> &c) override { m_columns = c; }
    bool rows(QList<Row> &&batch) override
    {
        m_rows.append(std::move(batch));
        return true;
    }
    const QList<ResultColumn> &resultColumns() const { return m_columns; }
    const QList<Row> &resultRows() const { return m_rows; }

private:
    QList<ResultColumn> m_columns;
    QList<Row> m_rows;
};

} // namespace assay::db
