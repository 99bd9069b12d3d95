#pragma once
// Fixtures as JSON, for the standalone server and for tests that keep their script in a file:
//
// {
//   "models": ["fake-model", "fake-model-large"],
//   "embeddingDimension": 8,
//   "requiredApiKey": "sk-test",
//   "behaveLike": "lmstudio",    // openai, azure, anthropic, lmstudio, ollama (strictservice.h)
//   "fixtures": [
//     { "match": { "lastMessageContains": "describe the columns" },
//       "reply": { "text": "The orders table holds one row per order." } },
//     { "match": { "path": "/v1/chat/completions", "lastMessageMatches": "revenue.*region",
//                  "role": "user", "model": "fake-model" },
//       "reply": { "json": { "sql": "SELECT 1" }, "delayMs": 200, "usage": [12, 3] } },
//     { "match": {}, "reply": { "fault": "rate-limit", "retryAfter": 2 }, "times": 1 }
//   ],
//   "fallback": { "text": "I am the fake model." }
// }
//
// match keys (all must hold): path, model, lastMessageContains, lastMessageMatches,
//   roleContains + role ("system", "user", "assistant"), stream (true/false).
// reply keys: text | json | fault, plus delayMs, usage ([prompt, completion] or false),
//   finishReason, chunkSize, chunkIntervalMs, trickle, crlf, model, reasoning (thinking text).
// faults: "rate-limit" (retryAfter s, or retryAfterDate s from now), "server-error" (status),
//   "status" (status, body), "reset" (afterChunks), "malformed-json", "truncated" (afterChunks),
//   "empty", "never-ending", "stream-error" (errorType, afterChunks), "hang",
//   "recorded" (file: a recorded stream in fixtures/, status).

#include "match.h"
#include "reply.h"
#include "strictservice.h"

#include <QJsonObject>

#include <optional>

namespace assay::fakellm {

struct FixtureSet {
    struct Entry {
        Match match;
        Reply reply;
        int times = -1;
    };
    QList<Entry> fixtures;
    std::optional<Reply> fallback;
    QStringList models;
    int embeddingDimension = 0;
    QString requiredApiKey;
    Service service = Service::Lenient;
};

bool parseFixtureSet(const QJsonObject &json, FixtureSet *out, QString *error);
std::optional<Reply> parseReply(const QJsonObject &json, QString *error);
std::optional<Match> parseMatch(const QJsonObject &json, QString *error);

} // namespace assay::fakellm
