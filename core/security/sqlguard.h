#pragma once
// The guard in front of every statement a language model writes (and that the offline assistant
// builds). It is stricter than the engines' read-only mode: one statement, a query, and no word or
// function that writes, waits, signals, reads files or acts on other sessions, wherever it hides
// (a writable CTE, SELECT ... INTO, a side-effecting function). The engines still enforce
// read-only when the statement runs (core/db/readonly.md); the guard is the second lock, and
// the one that stops what the engines allow in a read-only transaction (pg_terminate_backend,
// pg_read_file, GET_LOCK, COPY ... TO PROGRAM for a superuser).

#include "sql/tokenizer.h"

#include <QString>
#include <QStringView>

namespace assay::security {

struct GuardVerdict {
    bool allowed = false;
    QString reason; // for the user: what was refused and why; empty when allowed

    explicit operator bool() const { return allowed; }
};

GuardVerdict checkModelSql(QStringView sql, sql::Flavor flavor);

// The functions the guard refuses, by name (any case, unqualified). `changesState` are those that
// change something beyond the statement's result: data, sequences, large objects, files, locks,
// other sessions, the server itself, or SQL run where no check sees it (dblink, query_to_xml).
// The rest only wait or read the server's files. describeWrites asks the user before a statement
// of theirs calls one that changes state, so both lists live here, in one place.
bool isForbiddenFunction(QStringView name);
bool changesState(QStringView function);

} // namespace assay::security
