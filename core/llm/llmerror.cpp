#include "llmerror.h"
#include "llmtr.h"

#include <QCoreApplication>

namespace assay::llm {

LlmError LlmError::make(Kind kind, const QString &message, int httpStatus) {
    LlmError e;
    e.kind = kind;
    e.message = message.trimmed();
    e.httpStatus = httpStatus;
    return e;
}

bool LlmError::isTransient() const {
    switch (kind) {
    case Kind::Network:
    case Kind::Timeout:
    case Kind::RateLimited:
    case Kind::Server:
    case Kind::Truncated: // retried only while no text has reached the caller
        return true;
    default:
        return false;
    }
}

QString errorKindName(LlmError::Kind kind) {
    switch (kind) {
    case LlmError::Kind::None:
        return {};
    case LlmError::Kind::NotConfigured:
        return Tr::tr("Not configured");
    case LlmError::Kind::Network:
        return Tr::tr("Network error");
    case LlmError::Kind::Timeout:
        return Tr::tr("Timed out");
    case LlmError::Kind::RateLimited:
        return Tr::tr("Rate limited");
    case LlmError::Kind::Server:
        return Tr::tr("Server error");
    case LlmError::Kind::Auth:
        return Tr::tr("Authentication failed");
    case LlmError::Kind::BadRequest:
        return Tr::tr("Request refused");
    case LlmError::Kind::BadResponse:
        return Tr::tr("Unreadable answer");
    case LlmError::Kind::Truncated:
        return Tr::tr("Answer cut off");
    case LlmError::Kind::EmptyAnswer:
        return Tr::tr("Empty answer");
    case LlmError::Kind::Cancelled:
        return Tr::tr("Cancelled");
    case LlmError::Kind::Mismatch:
        return Tr::tr("Embedding sources differ");
    }
    return {};
}

QString LlmError::displayText() const {
    if (isNull())
        return {};
    QString text = errorKindName(kind);
    if (!message.isEmpty())
        text += QStringLiteral(": ") + message;
    if (httpStatus > 0)
        text += QStringLiteral(" (HTTP %1)").arg(httpStatus);
    return text;
}

} // namespace assay::llm
