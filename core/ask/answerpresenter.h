#pragma once
// The last two stages of an answer: a chart chosen by the rules from the result's columns and
// the question, checked by the model when one is given (TiChart; a table when nothing fits) and a short insight written from facts computed on the
// rows, phrased by the model when one is given and every number it states checks out.

#include "asktypes.h"

namespace assay::ask {

class ModelReview;

struct Presentation {
    charts::ChartSpec chart;
    QStringList reasons;
    bool isTable = true;
    QString insight;     // markdown; empty when the result has nothing to say (no rows)
    QString insightNote; // why the model's phrasing was not used, if it was not
};

// `review` is the model's part (core/agents), or null: the rules' chart and the computed insight.
// `sql` is the query that made the rows: a LIMIT or HAVING in it makes them a part of the data,
// and the insight says so ("of these 5", "the lowest of the top 5").
Presentation presentResult(const charts::ResultSample &sample, const QString &sql, const QString &question,
                           const QString &cellName, const ModelReview *review, bool writeInsight,
                           const db::CancelTokenPtr &cancel);

} // namespace assay::ask
