#pragma once
// Turning facts into the text of an insight cell. Without a model: a template, one bullet per
// fact. With one (core/agents/insightphrasing asks it): the model's phrasing of the facts is
// shown only if every number in it is backed by the facts or the data (numbercheck.h);
// otherwise the template text is used and the insight says why.

#include "insightfacts.h"
#include "numbercheck.h"

#include "db/resulttypes.h"

namespace assay::insights {

struct Insight {
    QString markdown;
    bool fromModel = false;
    QString rejected; // why the model's text was not used (empty when it was, or none was asked)
    QStringList unsupportedNumbers;
};

struct InsightOptions {
    QString sourceName; // the cell described, for the closing line
    int maxFacts = 5;
};

// The numbers an insight about these facts may state.
AllowedNumbers allowedNumbers(const InsightFacts &facts);

// The facts an insight states, the most useful first.
QList<Fact> chosenFacts(const InsightFacts &facts, const InsightOptions &options = {});

// One bullet per fact (the most useful first) and a closing line saying where it came from.
Insight templateInsight(const InsightFacts &facts, const InsightOptions &options = {});

// The model's text when every number in it checks out, else the template text with the reason.
Insight acceptPhrasing(const InsightFacts &facts, const QString &modelText,
                       const InsightOptions &options = {});

} // namespace assay::insights
