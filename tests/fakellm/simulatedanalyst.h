#pragma once
// A stand-in model for the knowledge prompts (prompts/knowledge_*.txt): it reads what a request
// lists (columns, tables, candidates, entities, a query) and answers in the JSON shape the prompt
// asks for, with text derived from the names. Not clever, but honest: it only answers for the
// names it was actually sent, so a test can tell a request that listed the wrong columns, and it
// lets the knowledge builder's real client code and parsing run end to end.
//
//   server.on(Match::any(), Reply::generated(simulatedAnalystAnswer).withDelay(300));

#include <QString>

namespace assay::fakellm {

struct RecordedRequest;

// The answer text for a knowledge prompt; a plain "I cannot help with that." for anything else.
QString simulatedAnalystAnswer(const RecordedRequest &request);

} // namespace assay::fakellm
