#include "ratio.h"
#include "offlinewords.h"
#include "schemalexicon.h"

#include <QSet>

namespace assay::offline {

namespace {

// A mention that can be a figure that adds up: a column (no table) with such a candidate.
bool additiveFigure(const SchemaLexicon &lex, const SchemaMention &m)
{
    return !m.isTable && std::any_of(m.candidates.begin(), m.candidates.end(), [&](const Candidate &c) {
               return lex.measureColumn(c.col) && !detail::measureAveraged(lex.cols[c.col].name);
           });
}

bool article(const QString &w)
{
    return w == u"the" || w == u"a" || w == u"an" || w == u"their" || w == u"its";
}

// The words between two mentions, articles left out, with their token indexes.
QList<int> between(const QuestionWords &w, const SchemaMention &a, const SchemaMention &b)
{
    QList<int> out;
    for (int i = a.last + 1; i < b.first; ++i)
        if (!article(w.tokens[i].low))
            out << i;
    return out;
}

bool wordsAre(const QuestionWords &w, const QList<int> &at, std::initializer_list<const char16_t *> words)
{
    if (at.size() != qsizetype(words.size()))
        return false;
    int k = 0;
    for (const char16_t *x : words)
        if (w.tokens[at[k++]].low != QStringView(x))
            return false;
    return true;
}

// "ratio of" / "rate of" right before the first mention: its tokens, or empty.
QList<int> ratioOfBefore(const QuestionWords &w, const SchemaMention &a)
{
    int i = a.first - 1;
    while (i >= 0 && article(w.tokens[i].low))
        --i;
    if (i < 1 || w.tokens[i].low != u"of")
        return {};
    const QString &r = w.tokens[i - 1].low;
    return r == u"ratio" || r == u"rate" ? QList<int>{i - 1, i} : QList<int>{};
}

} // namespace

std::optional<RatioWords> readRatio(const QuestionWords &w, const Mentions &mentions, const SchemaLexicon &lex)
{
    const QList<SchemaMention> &ms = mentions.schema;
    static const QSet<QString> shareWords = {QStringLiteral("share"), QStringLiteral("percentage"),
                                             QStringLiteral("proportion"), QStringLiteral("fraction")};
    for (int a = 0; a + 1 < ms.size(); ++a) {
        const int b = a + 1;
        if (!additiveFigure(lex, ms[a]) || !additiveFigure(lex, ms[b]))
            continue;
        // "revenue per month": a period the series is grouped by, not a figure to divide by
        // (calendar.month is a number, but a month is no amount)
        static const QSet<QString> periods = {QStringLiteral("day"),     QStringLiteral("week"), QStringLiteral("month"),
                                              QStringLiteral("quarter"), QStringLiteral("year")};
        if (w.grain != ask::TimeGrainHint::None && ms[b].first == ms[b].last && periods.contains(w.tokens[ms[b].first].stem))
            continue;
        const QList<int> mid = between(w, ms[a], ms[b]);
        RatioWords r{a, b, false, mid};
        if (wordsAre(w, mid, {u"per"}) || wordsAre(w, mid, {u"divided", u"by"}))
            return r;
        if (wordsAre(w, mid, {u"to"})) {
            // "the ratio of revenue to units", "revenue to units ratio"
            if (const QList<int> before = ratioOfBefore(w, ms[a]); !before.isEmpty()) {
                r.tokens << before;
                return r;
            }
            const int after = ms[b].last + 1;
            if (after < w.tokens.size() && (w.tokens[after].low == u"ratio" || w.tokens[after].low == u"rate")) {
                r.tokens << after;
                return r;
            }
        }
        // "refunds as a share of revenue"
        if (mid.size() == 3 && w.tokens[mid[0]].low == u"as" && shareWords.contains(w.tokens[mid[1]].low) &&
            w.tokens[mid[2]].low == u"of") {
            r.percent = true;
            return r;
        }
    }
    return std::nullopt;
}

} // namespace assay::offline
