#pragma once
// Verifying an answer and checking it again, on the thread that owns the connection (a worker).
// The question is asked again through the caller's asker, which is the same path the chat takes
// (assistant::answerQuestion: the model's pipeline, or the offline assistant without one); its SQL
// and the verified SQL both run now, and the results are compared by fingerprint:
//   same        the new answer returns what the verified SQL returns now (or returned then);
//   different   it returns something else: both SQL and both results are kept to be shown;
//   unanswerable the assistant declines, fails, or writes SQL that no longer runs.
// The verified SQL's own result moving on (new rows since) is noted, never called a failure.

#include "resultfingerprint.h"
#include "verifiedanswer.h"

#include "ask/asktypes.h"

#include <functional>

namespace assay::db {
class Connection;
class Dialect;
} // namespace assay::db

namespace assay::verified {

using Asker = std::function<ask::AskResult(const QString &question)>;

// The SQL an answer ran, self-contained: its last answered step, with the earlier steps and the
// notebook cells it reads inlined as CTEs. Empty (with `error`) when the answer ran nothing.
QString answerSql(const ask::AskResult &result, const QList<notebook::Cell> &cells, const db::Dialect &dialect, QString *error);

// Runs `sql` and records the answer as verified (not saved: the caller stores it).
VerifiedAnswer verifyAnswer(db::Connection &connection, const QString &question, const QString &sql, const QString &answeredBy,
                            const db::CancelTokenPtr &cancel, QString *error);

CheckResult recheckAnswer(db::Connection &connection, const VerifiedAnswer &answer, const Asker &ask, const db::CancelTokenPtr &cancel);

// Who answered, for the record: "offline" or "model".
QString answeredBy(const ask::AskResult &result);

} // namespace assay::verified
