#include "readonlycheck.h"
#include "dbtr.h"

#include "sql/statements.h"

#include <QCoreApplication>
#include <QSet>

namespace assay::db {

DbError checkReadOnlyStatementText(QStringView statement, sql::Flavor flavor)
{
    static const QSet<QString> reading = {
        QStringLiteral("SELECT"), QStringLiteral("WITH"),     QStringLiteral("VALUES"),
        QStringLiteral("TABLE"),  QStringLiteral("EXPLAIN"),  QStringLiteral("SHOW"),
        QStringLiteral("DESCRIBE"), QStringLiteral("DESC"),
    };
    const QString keyword = sql::firstKeyword(statement, flavor);
    // SQLite's PRAGMAs are checked one by one by its authorizer.
    if (reading.contains(keyword) || (flavor == sql::Flavor::SQLite && keyword == u"PRAGMA"))
        return {};
    return DbError::make(DbError::Kind::ReadOnly,
                         keyword.isEmpty()
                             ? Tr::tr("Only queries may run in read-only mode.")
                             : Tr::tr("Only queries may run in read-only mode; this "
                                                                       "statement begins with %1.").arg(keyword));
}

} // namespace assay::db
