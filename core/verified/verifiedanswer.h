#pragma once
// An answer the analyst marked as right (a thumbs-up in the Assistant): the question, the SQL
// that answered it (self-contained: the steps it read are inlined) and the fingerprint of its
// result, with the first rows to show beside a later one. Kept per connection in the knowledge
// store file; re-checked after a schema change, a model change, or on demand.

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace assay::verified {

enum class CheckStatus {
    NotChecked,
    Same,         // the question asked again gives the verified result
    Different,    // it gives another result: both are shown
    Unanswerable, // the assistant declines it, fails, or its SQL no longer runs
};

QString statusKey(CheckStatus status);  // "same", "different", ...
CheckStatus statusFromKey(const QString &key);
QString statusName(CheckStatus status); // translated

struct CheckResult {
    CheckStatus status = CheckStatus::NotChecked;
    QDateTime checkedAt;
    QString sql;            // what the assistant wrote this time (empty when it did not)
    QString digest;
    qint64 rows = 0;
    QStringList columns;
    QList<QStringList> sample;
    QString message;        // why it is unanswerable, or what else is worth knowing
    bool dataChanged = false; // the verified SQL itself returns another result than when verified
    QString answeredBy;     // "offline" or the model
};

struct VerifiedAnswer {
    qint64 id = 0;
    QString question;
    QString sql;
    QString digest;
    qint64 rows = 0;
    bool truncated = false;
    QStringList columns;
    QList<QStringList> sample;
    QDateTime verifiedAt;
    QString answeredBy;
    CheckResult lastCheck;
};

} // namespace assay::verified
