#pragma once
// TiChart's verify step: a model checks the rule-based chart against the question and may
// change the type or the columns. It can never pick a chart the result cannot draw: its answer
// becomes a candidate spec that must pass validateSpec and the recommender's own conditions
// (a pie only over non-negative values that add up, a line only over time or numbers, ...);
// anything else, or no answer at all, keeps the rule-based chart with a reason saying why.

#include "recommender.h"

#include "db/resulttypes.h"
#include "llm/chattypes.h"

#include <QFuture>

namespace assay::llm {
class LlmService;
}

namespace assay::charts {

// The chat request for the verify step (prompts/charts_verify.txt). Sends column names, roles
// and cardinalities, never values.
llm::ChatRequest buildVerifyRequest(const Recommendation &rules, const QString &question,
                                    qint64 rowCount);

// The model's answer applied to the rule-based recommendation: the rules' choice when the answer
// is unreadable, says keep, or names an impossible chart; otherwise the model's valid chart.
Recommendation applyVerdict(const Recommendation &rules, const QString &answer,
                            const QList<db::ResultColumn> &columns);

// Asks the fast model when one is ready; otherwise (or on any error) the future holds `rules`.
// The future finishes on the model layer's network thread; watch it from the GUI thread.
QFuture<Recommendation> verifyWithModel(llm::LlmService *service, const Recommendation &rules,
                                        const QString &question,
                                        const QList<db::ResultColumn> &columns, qint64 rowCount,
                                        db::CancelTokenPtr cancel = {});

} // namespace assay::charts
