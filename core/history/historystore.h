#pragma once
// The statements run on one connection, newest first, in a small SQLite file of their own in the
// data directory (history/<connection>.sqlite): searched by any part of the statement, the cell's
// name, the question or the error; filtered by source and failure; kept to a size limit (the
// oldest go first); cleared on request. Thread-safe: the panel searches on the thread pool while
// statements are recorded.

#include "historyentry.h"

#include "io/sqlitefile.h"

#include <QList>
#include <optional>

namespace assay::history {

struct HistoryQuery {
    QString text;                          // any part of the statement, origin or error (case-insensitive)
    std::optional<StatementSource> source; // all sources when empty
    bool failedOnly = false;
    int limit = 500;                       // newest first
};

struct HistoryPage {
    QList<HistoryEntry> entries;
    qint64 matching = 0; // all entries that match, of which `entries` are the newest
    QString error;
};

class HistoryStore {
public:
    static constexpr int DefaultLimit = 10000;

    // history/<key>.sqlite in the application's data directory (key: the knowledge store's key).
    static QString defaultPath(const QString &connectionKey);

    QString open(const QString &path);
    bool isOpen() const { return m_file.isOpen(); }
    QString path() const { return m_file.path(); }

    // Stores the entry (secrets masked), then drops the oldest beyond the limit.
    QString record(const HistoryEntry &entry);
    HistoryPage search(const HistoryQuery &query) const;
    qint64 count() const;
    QString clear();
    void setLimit(int entries) { m_limit = std::max(1, entries); }
    int limit() const { return m_limit; }

private:
    io::SqliteFile m_file;
    int m_limit = DefaultLimit;
};

} // namespace assay::history
