#include "dberror.h"

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
        return QCoreApplication::translate("DbError", "Connection error");
    case DbError::Kind::Authentication:
        return QCoreApplication::translate("DbError", "Authentication failed");
    case DbError::Kind::NotADatabase:
        return QCoreApplication::translate("DbError", "Not a database");
    case DbError::Kind::Syntax:
        return QCoreApplication::translate("DbError", "Syntax error");
    case DbError::Kind::Execution:
        return QCoreApplication::translate("DbError", "Error");
    case DbError::Kind::ReadOnly:
        return QCoreApplication::translate("DbError", "Refused in read-only mode");
    case DbError::Kind::Cancelled:
        return QCoreApplication::translate("DbError", "Cancelled");
    case DbError::Kind::Timeout:
        return QCoreApplication::translate("DbError", "Timed out");
    case DbError::Kind::Unsupported:
        return QCoreApplication::translate("DbError", "Not supported");
    case DbError::Kind::Internal:
        return QCoreApplication::translate("DbError", "Internal error");
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
        where = QCoreApplication::translate("DbError", " at line %1, column %2")
                    .arg(pos.line)
                    .arg(pos.column);
    }
    QString text = errorKindName(kind) + where;
    if (!message.isEmpty())
        text += QStringLiteral(": ") + message;
    if (!detail.isEmpty())
        text += QStringLiteral(" (") + detail + QLatin1Char(')');
    if (!hint.isEmpty())
        text += QStringLiteral(" ") + QCoreApplication::translate("DbError", "Hint: %1").arg(hint);
    return text;
}

} // namespace assay::db
