#pragma once
// TiChart's verify step (the chart agent; the rules it checks are core/charts'): a model checks the chart chosen by the rules (with the question) and
// keeps it or rejects it for another. It can never pick a chart the result cannot draw: its
// suggestion becomes a candidate spec that must pass validateSpec and the rules' own conditions
// (a pie only over non-negative values that add up, a line only along time, an order or
// numbers, ...). The outcomes, each with the model's verdict as the first reason:
//   kept                          the rules' chart;
//   rejected, suggestion allowed  the model's chart;
//   rejected, suggestion not      a table (neither chart is trusted), saying why;
//   no readable answer, an error  the rules' chart, saying it was not checked.

#include "charts/recommender.h"

#include "db/resulttypes.h"
#include "llm/chattypes.h"

#include <QFuture>

namespace assay::llm {
class LlmService;
}

namespace assay::agents {

// The chat request for the verify step (prompts/charts_verify.txt). Sends column names, roles
// and cardinalities, never values.
llm::ChatRequest buildVerifyRequest(const charts::Recommendation &rules, const QString &question,
                                    qint64 rowCount);

// The model's answer applied to the rule-based recommendation: the rules' choice when the answer
// is unreadable, says keep, or names an impossible chart; otherwise the model's valid chart.
charts::Recommendation applyVerdict(const charts::Recommendation &rules, const QString &answer,
                            const QList<db::ResultColumn> &columns);

// Asks the fast model when one is ready; otherwise (or on any error) the future holds `rules`.
// The future finishes on the model layer's network thread; watch it from the GUI thread.
QFuture<charts::Recommendation> verifyWithModel(llm::LlmService *service, const charts::Recommendation &rules,
                                        const QString &question,
                                        const QList<db::ResultColumn> &columns, qint64 rowCount,
                                        db::CancelTokenPtr cancel = {});

} // namespace assay::agents
