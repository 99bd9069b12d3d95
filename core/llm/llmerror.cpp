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
    switch (reason) {
    case Reason::QuotaExhausted:
    case Reason::Billing:
    case Reason::RequestTooLarge:
    case Reason::ContextTooLong:
    case Reason::ModelNotFound:
    case Reason::ModelRetired:
    case Reason::NoModelAccess:
    case Reason::ApiVersionTooOld:
    case Reason::PromptTruncated:
        return false;
    default:
        break;
    }
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

QString LlmError::advice() const {
    switch (reason) {
    case Reason::UnsupportedParameter:
        return Tr::tr("This model does not take the “%1” setting. Set it under Advanced in "
                      "Settings → Language Models, or choose another model.")
            .arg(parameter);
    case Reason::ContextTooLong:
        return Tr::tr("The question's context is larger than the model's window: choose a model "
                      "with a larger context, or ask about fewer tables.");
    case Reason::RequestTooLarge:
        return Tr::tr("This request is larger than the account may send per minute; it would "
                      "fail again. Raise the limit with the provider or choose a model with a "
                      "higher limit.");
    case Reason::QuotaExhausted:
        return Tr::tr("The account has no quota left. Check the plan and billing on the "
                      "provider's site; Assay does not retry this.");
    case Reason::Billing:
        return Tr::tr("The account has no credit. Add credit or set up billing on the "
                      "provider's site.");
    case Reason::ModelNotFound:
        return Tr::tr("Check the model (or deployment) name in Settings → Language Models; "
                      "List Models shows what the server offers. A local Ollama model must be "
                      "pulled first (ollama pull).");
    case Reason::ApiVersionTooOld:
        return Tr::tr("Set the API version to v1 (or a dated one from 2025-04-01-preview on) in "
                      "Settings → Language Models.");
    case Reason::Overloaded:
        return Tr::tr("The provider is overloaded; try again in a few minutes.");
    case Reason::ReasoningBudget:
        return Tr::tr("The model used its whole token budget thinking before it answered. Choose "
                      "a lower reasoning effort under Advanced, or a model that does not reason.");
    case Reason::StillThinking:
        return Tr::tr("The model stopped while still thinking aloud. Ask again, or choose a model "
                      "that does not think aloud.");
    case Reason::TokenBudget:
        return Tr::tr("The model used its whole token budget before it wrote any text. Choose a "
                      "lower reasoning effort under Advanced, or another model.");
    case Reason::NoModelAccess:
        return Tr::tr("The key works, but this account may not use this model. Choose another "
                      "model in Settings → Language Models (List Models shows them), or ask the "
                      "account's owner for access.");
    case Reason::ModelRetired:
        return Tr::tr("Choose a current model in Settings → Language Models.");
    case Reason::PromptTruncated:
        return Tr::tr("Raise the context window under Advanced in Settings → Language Models, or "
                      "choose a model with a larger one.");
    case Reason::Unspecified:
        break;
    }
    switch (kind) {
    case Kind::Auth:
        return Tr::tr("Check the API key in Settings → Language Models.");
    case Kind::Network:
        return Tr::tr("Check the base URL and that the server is running.");
    default:
        return {};
    }
}

QString LlmError::explain() const {
    if (isNull())
        return {};
    QString text = displayText();
    if (!text.endsWith(QLatin1Char('.')))
        text += QLatin1Char('.');
    // The provider's own words: they often name exactly what is wrong.
    QString said = detail.simplified();
    if (said.size() > 300)
        said = said.left(297) + QStringLiteral("…");
    if (!said.isEmpty() && !message.contains(said))
        text += QLatin1Char(' ') + Tr::tr("The provider said: “%1”").arg(said);
    const QString todo = advice();
    if (!todo.isEmpty())
        text += QLatin1Char(' ') + todo;
    return text;
}

} // namespace assay::llm
