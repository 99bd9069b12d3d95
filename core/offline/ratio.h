#pragma once
// Part of stage 4 (structure): one figure divided by another. "the ratio of revenue to units",
// "revenue to units ratio", "revenue per unit sold", "revenue divided by quantity", "refunds as
// a share of revenue": two measure mentions joined by these words. Both must be figures that add
// up (a price or a rate is averaged, and a ratio of their totals means nothing), so the plan can
// divide one total by the other.

#include "mentions.h"
#include "questionwords.h"

#include <QList>

#include <optional>

namespace assay::offline {

class SchemaLexicon;

struct RatioWords {
    int numerator = -1;   // index into Mentions::schema
    int denominator = -1; // index into Mentions::schema
    bool percent = false; // "as a share of": a percentage
    QList<int> tokens;    // the words that say so ("ratio", "of", "to", "per", "divided", "by", ...)
};

std::optional<RatioWords> readRatio(const QuestionWords &words, const Mentions &mentions, const SchemaLexicon &lexicon);

} // namespace assay::offline
