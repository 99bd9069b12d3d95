#pragma once
// One statement the user ran, as the History panel lists it: when, on which connection, from
// where (the console, a cell, the Assistant), how long it took, how many rows came back, and the
// error if it failed. Statements only: no result value is ever kept, and a password written in a
// statement is masked before it is stored (scrubSecrets).

#include <QDateTime>
#include <QString>

namespace assay::history {

enum class StatementSource { Console, Cell, Assistant };

QString sourceKey(StatementSource source);  // "console", "cell", "assistant"
bool sourceFromKey(const QString &key, StatementSource *source);
QString sourceName(StatementSource source); // translated, for the panel

struct HistoryEntry {
    qint64 id = 0;
    QDateTime at;          // when it finished (UTC)
    QString connection;    // the connection's name when it ran
    StatementSource source = StatementSource::Console;
    QString sql;           // as the user (or the Assistant) wrote it, secrets masked
    QString origin;        // the cell's name, or the question the Assistant answered
    qint64 durationMs = -1; // -1 when not measured
    qint64 rows = -1;       // rows returned (or affected); -1 when none
    QString error;          // empty when it succeeded

    bool failed() const { return !error.isEmpty(); }
};

// The statement with every password it spells out masked: PASSWORD 'x', IDENTIFIED BY 'x',
// password=x inside a connection string ('host=db password=x'), PWD=x. Understands strings and
// comments through the tokenizer, so other text is left exactly as written.
QString scrubSecrets(const QString &sql);

} // namespace assay::history
