#pragma once
// Token counts when the provider does not report them. BPE tokenizers (cl100k, o200k, Claude's)
// make one token of most common English words and split long or rare ones; the rule below follows
// the text's shape so code, numbers and non-Latin scripts are not badly under-counted:
//   - a run of ASCII letters counts ceil(length / 5) tokens, at least 1;
//   - a run of digits counts ceil(length / 3) (tokenizers split numbers into groups of up to 3);
//   - each ASCII punctuation or symbol character counts 1;
//   - each CJK, kana or hangul character counts 1; any other non-ASCII letter counts 1/2
//     (summed over a run, rounded up);
//   - whitespace is free (it usually merges with the next word);
//   - a chat adds 4 tokens per message for role markers and 3 to prime the answer, as OpenAI's
//     chat format does.
// It is an approximation for budgets and cost estimates (it errs on the high side for identifiers
// and punctuation-heavy SQL), never for billing; ChatResponse::usage.estimated says when it was
// used.

#include "chattypes.h"

#include <QStringView>

namespace assay::llm {

int estimateTokens(QStringView text);
int estimatePromptTokens(const QList<Message> &messages);

} // namespace assay::llm
