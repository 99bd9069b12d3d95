#pragma once
// The verified answers of one connection, in its knowledge store file (table verified_answers).
// Thread-safe.

#include "verifiedanswer.h"

#include "io/sqlitefile.h"

namespace assay::verified {

class VerifiedStore {
public:
    QString open(const QString &path);
    bool isOpen() const { return m_file.isOpen(); }

    QList<VerifiedAnswer> answers() const; // oldest first
    // Inserts (id 0) or replaces; an answer to the same question replaces the earlier one.
    qint64 save(const VerifiedAnswer &answer, QString *error = nullptr);
    QString saveCheck(qint64 id, const CheckResult &check);
    QString remove(qint64 id);

private:
    io::SqliteFile m_file;
};

} // namespace assay::verified
