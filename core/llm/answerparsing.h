#pragma once
// Getting structured data out of a model's answer, which may wrap it in prose or code fences,
// think aloud before it (<think>...</think>, or only the closing tag when the template opened
// it), trail a comma, or stop half-way. Never throws, never crashes; says why it failed.

#include <QJsonObject>
#include <QString>

namespace assay::llm {

// An answer split into the model's thinking and what it meant to say. Reasoning models put their
// thinking before the answer: "<think>...</think>answer" (DeepSeek-R1-0528, QwQ, Qwen3), or with
// no opening tag when the chat template opened it ("...</think>answer", DeepSeek-R1), also as
// "◁think▷...◁/think▷" (Kimi); gpt-oss writes "<|channel|>final<|message|>" before the answer.
struct ThinkingSplit {
    QString answer;      // what follows the thinking (the whole text when there is none)
    QString thinking;    // what came before
    bool unfinished = false; // a <think> was opened and never closed: no answer yet
};
ThinkingSplit splitThinking(const QString &text);

// The first JSON object in the answer's part after any thinking: fenced (```json ... ```) or
// bare. Returns false with a reason when there is none or it does not parse.
bool extractJsonObject(const QString &answer, QJsonObject *out, QString *error = nullptr);

// The SQL in an answer (after any thinking): a ```sql fence, any fence, a string value of a JSON
// object that is a query (whatever its key, so {"consulta": "SELECT ..."} works), or the text
// from a SELECT/WITH that starts a line. Trailing semicolons and prose after the statement are
// dropped. Empty when there is none ("I can't help with that" holds no query).
QString extractSql(const QString &answer);

// The value of a string field of a JSON object that is still arriving ({"sql": "...",
// "explanation": "Sums the rev), decoded as far as it goes; empty when the field has not begun.
// For showing a streamed answer's explanation as it is written.
QString partialJsonString(const QString &partialJson, const QString &key);

} // namespace assay::llm
