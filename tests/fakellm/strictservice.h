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
//   Anthropic max_tokens required; retired models (Claude 3.5 Haiku, 3.5/3.7 Sonnet) 404;
//             Opus 4.7 and later refuse temperature; temperature with top_p refused.
//   LmStudio  response_format json_object refused ({"error":"'response_format.type' must be
//             'json_schema' or 'text'"}).
//   Ollama    models it does not list: 404 "try pulling it first"; prompts beyond the context
//             window (options.num_ctx on /api/chat, the 4096 default on /v1, where it cannot be
//             set) are cut from the front, system prompt first, and still answered with 200.

#include "recordedrequest.h"
#include "responsebuilder.h"

#include <QByteArray>

#include <optional>

namespace assay::fakellm {

enum class Service { Lenient, OpenAI, Azure, Anthropic, LmStudio, Ollama };

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
