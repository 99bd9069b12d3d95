#pragma once
// Strict modes: the fake server refuses what a real service refuses, with that service's own
// status and error body (copied from its SDKs' tests and its users' bug reports), and cuts what a
// real service cuts. By default (Lenient) it accepts anything, as before.
//
//   OpenAI    reasoning models (o1, o3, o4-mini, gpt-5...): 400 to max_tokens, to a temperature
//             other than 1 (o*-mini: to any temperature), to top_p; JSON mode without the word
//             "json" in the messages; 404 model_not_found for a model it does not list.
//   Azure     the same for deployments named like reasoning models, plus api-versions before
//             2024-09-01-preview refusing max_completion_tokens and stream_options, and reasoning
//             deployments before 2024-12-01-preview.
//   Anthropic max_tokens required; retired models (Claude 3.5 Haiku, 3.5/3.7 Sonnet, Sonnet
//             and Opus 4.5) 404; Opus 4.7 and later refuse temperature; temperature with top_p
//             refused; anthropic-version 2026-10-21 refuses temperature, top_p and top_k on any
//             model; models that always think (Opus/Sonnet/Haiku 5.5, Fable 5.1) refuse
//             "thinking": disabled and budget thinking, and spend max_tokens on thinking by
//             output_config.effort (their default when none); max_tokens above a model's
//             output limit is refused.
//   (OpenAI and Azure, 2026) the GPT-6 family reasons: temperature only with effort "none";
//             models past their shutdown date answer 404 "has been deprecated"; reasoning
//             spends max_completion_tokens / max_output_tokens by effort (default medium); a
//             model the organisation may not stream (setStreamingRefused) refuses stream: true;
//             the Responses API (/v1/responses) follows the same rules.
//   LmStudio  response_format json_object refused ({"error":"'response_format.type' must be
//             'json_schema' or 'text'"}).
//   Ollama    models it does not list: 404 "try pulling it first"; prompts beyond the context
//             window (options.num_ctx on /api/chat, the 4096 default on /v1, where it cannot be
//             set) are cut from the front, system prompt first, and still answered with 200.

#include "recordedrequest.h"
#include "responsebuilder.h"

#include <QByteArray>
#include <QDate>

#include <optional>

namespace assay::fakellm {

enum class Service { Lenient, OpenAI, Azure, Anthropic, LmStudio, Ollama };

// What the services' own documentation says about a model (as of December 2026): the fake's
// table, kept apart from Assay's catalog so that a test of the catalog can fail.
struct ServiceModel {
    enum class Thinks { No, Reasoning, WhenAsked, Always };
    QString id;
    Thinks thinks = Thinks::No;
    QString defaultEffort;    // what a thinking model does when no effort is sent
    bool samplingOnlyWithoutEffort = false; // GPT-6: a temperature only with effort "none"
    bool refusesSampling = false;           // any temperature is refused
    int maxOutput = 0;
    QDate shutdown;
};
const QList<ServiceModel> &serviceModels();
// The entry for a model id (exact, or a dated snapshot of it); nullopt for unknown models.
std::optional<ServiceModel> serviceModel(const QString &id);
// The thinking tokens a request makes the model spend: by the effort asked (else its default),
// growing with the prompt, and varying from request to request as real thinking does (a
// deterministic spread from the request's text, 0.6x to 1.6x).
int thinkingTokens(const ServiceModel &model, const QString &effort, const RecordedRequest &request);
// Whether this request makes the model think at all.
bool thinksFor(const ServiceModel &model, const RecordedRequest &request);

struct Refusal {
    int status = 400;
    QByteArray body;
};

// What the service answers instead of a model's reply; nullopt when it accepts the request.
std::optional<Refusal> refusalFor(Service service, const RecordedRequest &request,
                                  const ServerFacts &facts);

// The request as the model gets to see it: Ollama keeps the end of a prompt that does not fit
// (about half its window) and drops the front. `truncated` says it happened.
struct SeenRequest {
    RecordedRequest request;
    bool truncated = false;
};
SeenRequest whatTheModelSees(Service service, const RecordedRequest &request);

// The fake's token count of a prompt (words, plus 4 per message): what usage reports.
int promptTokens(const RecordedRequest &request);
int defaultOllamaContext(); // 4096, Ollama's default from 0.6.7 on small GPUs

} // namespace assay::fakellm
