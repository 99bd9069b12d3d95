#include "chattypes.h"

#include <QHash>

namespace assay::llm {

QString roleName(Message::Role role) {
    switch (role) {
    case Message::Role::System:
        return QStringLiteral("system");
    case Message::Role::User:
        return QStringLiteral("user");
    case Message::Role::Assistant:
        return QStringLiteral("assistant");
    }
    return {};
}

FinishReason finishReasonFromProvider(const QString &reason) {
    static const QHash<QString, FinishReason> reasons{
        {QStringLiteral("stop"), FinishReason::Stop},
        {QStringLiteral("end_turn"), FinishReason::Stop},
        {QStringLiteral("stop_sequence"), FinishReason::Stop},
        {QStringLiteral("length"), FinishReason::TokenLimit},
        {QStringLiteral("max_tokens"), FinishReason::TokenLimit},
        {QStringLiteral("max_output_tokens"), FinishReason::TokenLimit}, // Responses: incomplete
        {QStringLiteral("completed"), FinishReason::Stop},              // Responses: status
        {QStringLiteral("model_context_window_exceeded"), FinishReason::ContextLimit},
        {QStringLiteral("refusal"), FinishReason::Refusal},
        {QStringLiteral("content_filter"), FinishReason::Refusal},
        {QStringLiteral("tool_calls"), FinishReason::ToolCall},
        {QStringLiteral("tool_use"), FinishReason::ToolCall},
    };
    return reasons.value(reason, FinishReason::Unknown);
}

} // namespace assay::llm
