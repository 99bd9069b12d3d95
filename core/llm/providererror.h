#pragma once
// Reading what a provider says went wrong. Error bodies come in several shapes, and the same
// problem is spelled differently by each service; this turns all of them into an LlmError's
// typed Reason (and the parameter it names), once, at the boundary:
//   OpenAI, Azure, vLLM, Ollama's /v1: {"error":{"message","type","param","code"}}
//   Anthropic:                         {"type":"error","error":{"type","message"},"request_id"}
//   Ollama's native API, LM Studio:    {"error":"text"}
// The phrasings matched below are the services' own, as recorded in their SDKs' tests and their
// users' bug reports (see /work/notes/providers.md for the sources of each).

#include "llmerror.h"

#include <QByteArray>
#include <QJsonValue>
#include <QString>

namespace assay::llm {

struct ProviderErrorBody {
    QString message;
    QString type;  // "invalid_request_error", "overloaded_error", "insufficient_quota", ...
    QString code;  // "unsupported_parameter", "context_length_exceeded", "DeploymentNotFound", ...
    QString param; // "temperature", "max_tokens", ...
    bool found = false; // the body had an error in one of the known shapes
    bool html = false;  // the body was a web page: the base URL points somewhere else
};

ProviderErrorBody readErrorBody(const QByteArray &body);
// The value of an "error" field: an object or a plain string.
ProviderErrorBody readErrorValue(const QJsonValue &error);

// Sets error.reason and error.parameter from what the provider said (and the HTTP status, 0 for
// errors inside a stream). Leaves Unspecified when nothing known matches.
void classifyProviderError(int httpStatus, const ProviderErrorBody &body, LlmError &error);

// A web page where JSON was expected (a login page, a proxy's error page, a wrong base URL).
bool looksLikeHtml(const QByteArray &body);
QString htmlTitle(const QByteArray &body);

// "The model “gpt-5” was shut down on 11/12/2026. Its replacement is gpt-6.1-terra." from the
// catalog; without an entry, that it has been shut down.
QString retiredMessage(const QString &model);

// A one-sentence message for a classified reason ("The account's quota is used up."); empty
// for Unspecified, so the caller keeps its status-based message.
QString reasonMessage(const LlmError &error, const QString &model);

} // namespace assay::llm
