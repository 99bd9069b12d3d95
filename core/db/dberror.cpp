#include "dberror.h"
#include "dbtr.h"

#include "sql/statements.h"

#include <QCoreApplication>

namespace assay::db {

DbError DbError::make(Kind kind, const QString &message, const QString &sqlState)
{
    DbError e;
    e.kind = kind;
    e.message = message.trimmed();
    e.sqlState = sqlState;
    return e;
}

QString errorKindName(DbError::Kind kind)
{
    switch (kind) {
    case DbError::Kind::None:
        return {};
    case DbError::Kind::Connection:
        return Tr::tr("Connection error");
    case DbError::Kind::Authentication:
        return Tr::tr("Authentication failed");
    case DbError::Kind::NotADatabase:
        return Tr::tr("Not a database");
    case DbError::Kind::Syntax:
        return Tr::tr("Syntax error");
    case DbError::Kind::Execution:
        return Tr::tr("Error");
    case DbError::Kind::ReadOnly:
        return Tr::tr("Refused in read-only mode");
    case DbError::Kind::Privacy:
        return Tr::tr("Refused by the privacy settings");
    case DbError::Kind::Cancelled:
        return Tr::tr("Cancelled");
    case DbError::Kind::Timeout:
        return Tr::tr("Timed out");
    case DbError::Kind::Unsupported:
        return Tr::tr("Not supported");
    case DbError::Kind::Internal:
        return Tr::tr("Internal error");
    }
    return {};
}

QString DbError::displayText(QStringView sql) const
{
    if (isNull())
        return {};
    QString where;
    if (position >= 0 && !sql.isEmpty()) {
        const auto pos = sql::positionOf(sql, position);
        where = Tr::tr(" at line %1, column %2")
                    .arg(pos.line)
                    .arg(pos.column);
    }
    QString text = errorKindName(kind) + where;
    if (!message.isEmpty())
        text += QStringLiteral(": ") + message;
    if (!detail.isEmpty())
        text += QStringLiteral(" (") + detail + QLatin1Char(')');
    if (!hint.isEmpty())
        text += QStringLiteral(" ") + Tr::tr("Hint: %1").arg(hint);
    return text;
}

} // namespace assay::db
