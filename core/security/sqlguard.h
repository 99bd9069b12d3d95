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

} // namespace assay::security
