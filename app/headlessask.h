#pragma once
// The chat's answer without the window, for `assay ask` and the MCP server's ask tool: the request
// built from the command's options and handed to assistant::answerQuestion (the same decision of
// who answers, and the same privacy restriction, as the window), run on the calling thread (a
// DbSession worker); and the answer as JSON and as text. Nothing here writes a notebook.

#include "ask/asktypes.h"
#include "security/accesspolicy.h"

#include <QJsonArray>
#include <QJsonObject>

#include <memory>

namespace assay::db {
class Connection;
}
namespace assay::knowledge {
struct KnowledgeSnapshot;
}
namespace assay::llm {
class LlmService;
}

namespace assay::app {

struct HeadlessAsk {
    std::shared_ptr<const knowledge::KnowledgeSnapshot> knowledge; // restricted by `policy` in assistant::answerQuestion
    security::AccessPolicy policy;
    llm::LlmService *llm = nullptr; // null: the offline assistant answers
    qint64 rowCap = 1000;
    int timeoutMs = 30000;
};

// How an answer ended, as scripts see it.
enum class AskEnding { Answered, Declined, NeedsClarification, Failed, Cancelled };
AskEnding endingOf(const ask::AskResult &result);
QString endingName(AskEnding ending); // "answered", "declined", "needs_clarification", "failed", "cancelled"

ask::AskResult answerHeadless(db::Connection &connection, const HeadlessAsk &setup, const QString &question,
                                 const QString &clarification, const db::CancelTokenPtr &cancel);

// {outcome, message, interpretation, sql, columns, rows, row_count, truncated, masked_columns,
//  mask, chart, insight, options, notes, tables}: the last step's result (the one the chat shows last).
QJsonObject answerJson(const ask::AskResult &result, int maxRows);
// A result cell as JSON: numbers stay numbers, NULL is null, bytes are base64.
QJsonValue jsonValueOf(const QVariant &value);
// The first `max` rows as JSON arrays of jsonValueOf.
QJsonArray jsonRowsOf(const QList<QList<QVariant>> &rows, qsizetype max);

// The same for a terminal: the message, the SQL, a preview of the rows, the chart and the insight.
QString answerText(const ask::AskResult &result, int maxRows);

// "Masked by the connection's privacy settings: last_name (shown as [redacted])."
QString maskedNote(const QStringList &columns);

} // namespace assay::app
