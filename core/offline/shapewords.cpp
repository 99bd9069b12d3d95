#include "shapewords.h"
#include "offlinetr.h"
#include "offlinewords.h"
#include "schemalexicon.h"
#include "shaperules.h"

#include <QHash>
#include <QSet>
#include <QRegularExpression>

#include <algorithm>

namespace assay::offline {

QString aggSql(Agg a)
{
    switch (a) {
    case Agg::Count: return QStringLiteral("COUNT");
    case Agg::Sum: return QStringLiteral("SUM");
    case Agg::Avg: return QStringLiteral("AVG");
    case Agg::Max: return QStringLiteral("MAX");
    case Agg::Min: return QStringLiteral("MIN");
    case Agg::None: break;
    }
    return {};
}

QString aggWords(Agg a)
{
    switch (a) {
    case Agg::Count: return Tr::tr("count");
    case Agg::Sum: return Tr::tr("sum");
    case Agg::Avg: return Tr::tr("average");
    case Agg::Max: return Tr::tr("maximum");
    case Agg::Min: return Tr::tr("minimum");
    case Agg::None: break;
    }
    return {};
}

namespace {

// Whether the lower-case question matches a literal pattern. Each literal is compiled once per
// thread, not per question (readings run on several threads at once in the evaluations).
bool has(const QString &lower, const char *pattern)
{
    thread_local QHash<const char *, QRegularExpression> compiled;
    auto it = compiled.find(pattern);
    if (it == compiled.end())
        it = compiled.insert(pattern, QRegularExpression(QString::fromLatin1(pattern)));
    return it->match(lower).hasMatch();
}

// "how many people live in Gelderland" where "people" names the population column: the question
// asks for the column's total, not for a count of the rows (COUNT(*) would look right and be
// wrong). True when the words right after "how many" are a numeric column's mention.
bool howManyOfAMeasure(const QuestionWords &w, const Mentions &mentions, const SchemaLexicon &lex)
{
    static const QRegularExpression howMany(QStringLiteral("\\bhow many\\b"));
    const QRegularExpressionMatch m = howMany.match(w.lower);
    // "how many different ages": a count of distinct values, not their total
    if (!m.hasMatch() || has(w.lower, "\\b(count|counts|number of|distinct|different|unique)\\b"))
        return false;
    int next = 0;
    while (next < w.tokens.size() && w.tokens[next].begin < m.capturedEnd())
        ++next;
    while (next < w.tokens.size() && w.tokens[next].structural)
        ++next;
    const int mi = next < w.tokens.size() ? mentions.schemaAt(next) : -1;
    if (mi < 0 || mentions.schema[mi].isTable || mentions.schema[mi].candidates.isEmpty())
        return false;
    return lex.measureColumn(mentions.schema[mi].candidates.first().col);
}

// The token starting at or covering a character offset; -1 when none.
int tokenAt(const QList<Token> &toks, int offset)
{
    int t = -1;
    for (int i = 0; i < toks.size(); ++i)
        if (toks[i].begin <= offset && toks[i].end > offset)
            t = i;
    return t;
}

// "number of X" counts, unless X is a numeric column ("the number of final tables made"), or the
// words are a numeric column's own name ("number of tickets" for Num_of_Ticket), or "number" is
// inside a column's name ("the flight number of flights"). A question that asks for a numeric
// column's total (howManyOfAMeasure) does not count.
bool counts(const QuestionWords &w, const Mentions &mentions, const SchemaLexicon &lex)
{
    // "a room count greater than three": a "count" inside a column's name (room_count) counts nothing
    bool count = has(w.lower, "\\bhow many\\b");
    static const QRegularExpression countWord(QStringLiteral("\\b(count|counts)\\b"));
    for (auto it = countWord.globalMatch(w.lower); it.hasNext() && !count;)
        count = mentions.schemaAt(tokenAt(w.tokens, int(it.next().capturedStart()))) < 0;
    static const QRegularExpression numberOf(QStringLiteral("\\bnumber of\\b"));
    // "the flight number of flights": a "number" inside a column's name (FlightNo) counts nothing
    QRegularExpressionMatch m;
    for (auto it = numberOf.globalMatch(w.lower); it.hasNext();) {
        const QRegularExpressionMatch found = it.next();
        if (mentions.schemaAt(tokenAt(w.tokens, int(found.capturedStart()))) < 0) {
            m = found;
            break;
        }
    }
    if (!m.hasMatch())
        return count;
    const SchemaMention *next = nullptr; // the mention nearest after the phrase's start
    for (const SchemaMention &x : mentions.schema) {
        const int end = w.tokens[x.last].end;
        if (end > m.capturedStart() && (!next || x.first < next->first))
            next = &x;
    }
    const bool numericNext = next && lex.measureColumn(next->candidates.first().col);
    return count || !numericNext;
}

void readAggregates(const QString &lower, ShapeWords &s)
{
    if (has(lower, "\\b(average|avg|mean)\\b"))
        s.agg = Agg::Avg;
    else if (has(lower, "\\b(total|sum|overall)\\b"))
        s.agg = Agg::Sum;
    else if (has(lower, "\\b(maximum|max)\\b"))
        s.agg = Agg::Max;
    else if (has(lower, "\\b(minimum|min)\\b"))
        s.agg = Agg::Min;
    // Several aggregates of one measure: "the average and maximum age".
    static const QRegularExpression aggWord(
        QStringLiteral("\\b(average|avg|mean|total|sum|maximum|max|highest|largest|minimum|min|"
                       "lowest|smallest)\\b"));
    for (auto it = aggWord.globalMatch(lower); it.hasNext();) {
        const QString w = it.next().captured(1);
        const Agg a = (w == u"average" || w == u"avg" || w == u"mean") ? Agg::Avg
                      : (w == u"total" || w == u"sum")                 ? Agg::Sum
                      : (w == u"maximum" || w == u"max" || w == u"highest" || w == u"largest") ? Agg::Max
                                                                                                : Agg::Min;
        if (!s.aggList.contains(a))
            s.aggList << a;
    }
}

bool lowWord(const QString &w)
{
    return w == u"bottom" || w == u"worst" || w == u"least" || w == u"lowest" || w == u"fewest" || w == u"smallest";
}

// A superlative that ranks from the low end: the cheapest is the lowest price.
bool lowSuperlative(const QString &w)
{
    static const QSet<QString> low = {QStringLiteral("youngest"), QStringLiteral("cheapest"),
                                      QStringLiteral("shortest"), QStringLiteral("lightest"),
                                      QStringLiteral("slowest"),  QStringLiteral("poorest"),
                                      QStringLiteral("narrowest"), QStringLiteral("shallowest")};
    return lowWord(w) || low.contains(w);
}

void readTopN(const QString &lower, ShapeWords &s)
{
    static const QRegularExpression topN(
        QStringLiteral("\\b(top|bottom|first|best|worst)\\s+(\\d+)\\b|\\b(\\d+)\\s+(most|highest|"
                       "largest|biggest|best|least|lowest|fewest|smallest|worst)\\b"));
    if (const QRegularExpressionMatch m = topN.match(lower); m.hasMatch()) {
        s.limit = (m.captured(2).isEmpty() ? m.captured(3) : m.captured(2)).toInt();
        s.limitBegin = int(m.captured(2).isEmpty() ? m.capturedStart(3) : m.capturedStart(2));
        s.descending = !lowWord(m.captured(1).isEmpty() ? m.captured(4) : m.captured(1));
        return;
    }
    // "the 5 products with the lowest revenue", "which 10 customers have the highest total",
    // "which 3 stores sold the most": a count of rows before the things ranked and their
    // superlative, joined by a preposition or a verb (not a bound: "more than 5 ...", nor a year)
    static const QRegularExpression nThenSuperlative(QStringLiteral(
        "(?:^|\\b(?:the|top|bottom|list|show|give|find|me|are|were|which)\\s+)(\\d{1,3})\\s+"
        "(?:[\\p{L}_]+\\s+){1,4}?(?:(?:with|who|that|having|by|of|have|has|had)\\s+(?:[\\p{L}_]+\\s+){0,2}?|"
        "[\\p{L}_]+\\s+the\\s+)"
        "(most|highest|largest|biggest|greatest|best|least|lowest|fewest|smallest|worst)\\b"));
    if (const QRegularExpressionMatch m = nThenSuperlative.match(lower); m.hasMatch()) {
        s.limit = m.captured(1).toInt();
        s.limitBegin = int(m.capturedStart(1));
        s.descending = !lowWord(m.captured(2));
    }
}

// A one-word mention by an adjective's business synonym ("youngest" for age): the word both
// names the column and ranks by it.
bool namesItsMeasure(const SchemaMention &m, int token, const QString &word)
{
    return m.first == token && m.last == token && !m.isTable && m.candidates.first().col >= 0 && !m.wordNet &&
           !detail::synonymFor(word).isEmpty();
}

void readSuperlative(const QuestionWords &w, const Mentions &mentions, ShapeWords &s)
{
    // English superlatives of measurable adjectives; the low ones order ascending (lowWord).
    static const QRegularExpression superlative(
        QStringLiteral("\\b(most|highest|largest|biggest|greatest|best|top|bottom|least|lowest|"
                       "smallest|fewest|worst|oldest|youngest|cheapest|shortest|longest|tallest|heaviest|"
                       "lightest|fastest|slowest|richest|poorest|newest|widest|narrowest|deepest|"
                       "shallowest)\\b"));
    // "at least" and "at most" are bounds, not superlatives (blanked, keeping the offsets)
    const QString withoutBounds = QString(w.lower)
                                      .replace(QStringLiteral("at least"), QStringLiteral("at      "))
                                      .replace(QStringLiteral("at most"), QStringLiteral("at     "));
    QString word;
    for (auto it = superlative.globalMatch(withoutBounds); it.hasNext() && !s.superlative;) {
        const QRegularExpressionMatch m = it.next();
        // "best finish" names a column; "the best" does not. "the youngest" is still a
        // superlative when the word alone names the column it ranks by ("youngest" ~ age).
        const int t = tokenAt(w.tokens, int(m.capturedStart(1)));
        if (const int mi = mentions.schemaAt(t); mi >= 0 && !namesItsMeasure(mentions.schema[mi], t, m.captured(1)))
            continue;
        if (sortsFromTo(w, t)) {
            s.sortFromTo = true;
            continue;
        }
        word = m.captured(1);
        s.superlativeToken = t;
        s.superlative = true;
    }
    // "which model has the minimum horsepower": an entity with the extreme value, not an aggregate
    static const QRegularExpression withExtreme(
        QStringLiteral("\\b(with|has|had|have)\\s+the\\s+(minimum|maximum|max|min)\\b"));
    if (const QRegularExpressionMatch m = withExtreme.match(w.lower); m.hasMatch() && !s.superlative) {
        for (int i = 0; i < w.tokens.size(); ++i)
            if (w.tokens[i].begin == m.capturedStart(2))
                s.superlativeToken = i;
        s.superlative = s.superlativeToken >= 0;
        if (s.superlative) {
            s.agg = Agg::None;
            s.descending = m.captured(2).startsWith(QLatin1String("max"));
        }
        return;
    }
    if (s.superlative && s.limit == 0)
        s.descending = !lowSuperlative(word);
}

// "the last transcript", "the first student to register", "the earliest graduate": a word that
// ranks rows by time, before the rows it ranks ("first" and "last" only there: "the first 5" is
// a limit, "first name" a column, "last year" a time).
void readTimeRank(const QuestionWords &w, const Mentions &mentions, ShapeWords &s)
{
    const QList<Token> &toks = w.tokens;
    for (int i = 0; i < toks.size(); ++i) {
        const QString &x = toks[i].low;
        const bool latest = x == u"last" || x == u"latest" || x == u"newest" || x == u"recent";
        const bool earliest = x == u"first" || x == u"earliest";
        if ((!latest && !earliest) || toks[i].time || mentions.used[i] || mentions.schemaAt(i) >= 0 ||
            i == s.superlativeToken || (earliest && s.limit > 0))
            continue;
        const int next = mentions.schemaAt(i + 1);
        const bool ranksRows = i + 1 < toks.size() && next >= 0 && mentions.schema[next].isTable;
        const bool adjective = x != u"first" && x != u"last";
        if (!ranksRows && !adjective)
            continue;
        s.timeRankToken = i;
        s.timeRankLatest = latest;
        return;
    }
}

QString opOf(const QString &w)
{
    if (w == u"more than" || w == u"over" || w == u"greater than" || w == u"above" || w == u"higher than" ||
        w == u"larger than" || w == u"older than" || w == u"bigger than" || w == u"heavier than" ||
        w == u"longer than")
        return QStringLiteral(">");
    if (w == u"at least")
        return QStringLiteral(">=");
    if (w == u"fewer than" || w == u"less than" || w == u"under" || w == u"below" || w == u"lower than" ||
        w == u"smaller than" || w == u"younger than" || w == u"lighter than" || w == u"shorter than")
        return QStringLiteral("<");
    if (w == u"at most")
        return QStringLiteral("<=");
    return QStringLiteral("=");
}

// "4 or more", "10 or fewer"; "between 10 and 20" as at least 10 and at most 20.
void readBoundsAfterNumbers(const QString &lower, ShapeWords &s)
{
    static const QRegularExpression orBound(
        QStringLiteral("\\b(-?\\d+(?:\\.\\d+)?)\\s+or\\s+(more|greater|higher|above|over|less|fewer|lower|below|under)\\b"));
    for (auto it = orBound.globalMatch(lower); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const bool atLeast = QStringList{QStringLiteral("more"), QStringLiteral("greater"), QStringLiteral("higher"),
                                         QStringLiteral("above"), QStringLiteral("over")}
                                 .contains(m.captured(2));
        const QString word = atLeast ? QStringLiteral("at least") : QStringLiteral("at most");
        s.comparisons << NumberComparison{word,           opOf(word),           m.captured(1), int(m.capturedStart(1)),
                                          int(m.capturedEnd(1)), int(m.capturedEnd()), false};
    }
    static const QRegularExpression between(
        QStringLiteral("\\bbetween\\s+(-?\\d+(?:\\.\\d+)?)\\s+and\\s+(-?\\d+(?:\\.\\d+)?)\\b"));
    for (auto it = between.globalMatch(lower); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        for (int g = 1; g <= 2; ++g) {
            const QString word = g == 1 ? QStringLiteral("at least") : QStringLiteral("at most");
            s.comparisons << NumberComparison{word, opOf(word), m.captured(g), int(m.capturedStart(g)),
                                              int(m.capturedEnd(g)), int(m.capturedEnd()), false};
        }
    }
}

void readComparisons(const QString &lower, ShapeWords &s)
{
    readBoundsAfterNumbers(lower, s);
    static const QRegularExpression cmpRe(QStringLiteral(
        "\\b(more than|over|greater than|above|higher than|larger than|older than|bigger than|heavier than|"
        "longer than|at least|fewer than|less than|under|below|lower than|smaller than|younger than|lighter "
        "than|shorter than|at most|exactly|equal to|is|are|of|with|aged)\\s+(?:either\\s+)?(-?\\d+(?:\\.\\d+)?)\\b"));
    for (auto it = cmpRe.globalMatch(lower); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const int begin = int(m.capturedStart(2));
        if (std::any_of(s.comparisons.begin(), s.comparisons.end(),
                        [&](const NumberComparison &c) { return c.numberBegin == begin; }))
            continue; // "with 4 or more": read as the bound after the number
        const QString w = m.captured(1);
        s.comparisons << NumberComparison{w, opOf(w), m.captured(2), begin, int(m.capturedEnd(2)), int(m.capturedEnd(2)),
                                          w == u"is" || w == u"are" || w == u"of" || w == u"with" || w == u"aged"};
    }
    std::stable_sort(s.comparisons.begin(), s.comparisons.end(),
                     [](const NumberComparison &a, const NumberComparison &b) { return a.numberBegin < b.numberBegin; });
}

// "singers above age 20", "visitors under age 30", "high schoolers in grade 10": a number right
// after the name of a numeric column, compared by the words before the name ("above", "more
// than") or, with none, equal to it. The number must be free: no other comparison reads it.
void readColumnComparisons(const QuestionWords &w, const Mentions &mentions, const SchemaLexicon &lex, ShapeWords &s)
{
    static const QRegularExpression comparator(QStringLiteral(
        "\\b(more than|greater than|higher than|larger than|fewer than|less than|lower than|smaller than|"
        "at least|at most|above|below|over|under)\\s+(?:the\\s+)?$"));
    const QList<Token> &toks = w.tokens;
    for (int i = 1; i < toks.size(); ++i) {
        if (!toks[i].number || toks[i].time ||
            std::any_of(s.comparisons.begin(), s.comparisons.end(),
                        [&](const NumberComparison &c) { return c.numberBegin == toks[i].begin; }))
            continue;
        const int mi = mentions.schemaAt(i - 1);
        if (mi < 0 || mentions.schema[mi].last != i - 1 || mentions.schema[mi].isTable)
            continue;
        const int col = mentions.schema[mi].candidates.first().col;
        if (col < 0 || !lex.cols[col].numeric || lex.cols[col].key)
            continue;
        const QString before = w.lower.left(toks[mentions.schema[mi].first].begin);
        const QRegularExpressionMatch m = comparator.match(before);
        const QString word = m.hasMatch() ? m.captured(1) : QString();
        s.comparisons << NumberComparison{word.isEmpty() ? QStringLiteral("is") : word,
                                          word.isEmpty() ? QStringLiteral("=") : opOf(word),
                                          toks[i].raw,
                                          toks[i].begin,
                                          toks[i].end,
                                          toks[i].end,
                                          word.isEmpty()};
    }
    std::stable_sort(s.comparisons.begin(), s.comparisons.end(),
                     [](const NumberComparison &a, const NumberComparison &b) { return a.numberBegin < b.numberBegin; });
}

// "older than average", "below the average": comparisons with a column's own average. Returns the
// question with those "average" words blanked (offsets kept), so they are not read as the
// question's aggregate.
QString readAverageComparisons(const QString &lower, ShapeWords &s)
{
    static const QRegularExpression re(QStringLiteral(
        "\\b(more than|greater than|above|higher than|larger than|older than|bigger than|heavier than|longer "
        "than|over|fewer than|less than|below|lower than|smaller than|younger than|lighter than|shorter "
        "than|under)\\s+(?:the\\s+)?(average|mean)\\b"));
    QString rest = lower;
    for (auto it = re.globalMatch(lower); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString w = m.captured(1);
        NumberComparison c{w, opOf(w), QString(), int(m.capturedStart(2)), int(m.capturedEnd(2)), int(m.capturedEnd(2)), false};
        c.average = true;
        s.comparisons << c;
        rest.replace(m.capturedStart(2), m.capturedLength(2), QString(m.capturedLength(2), u' '));
    }
    return rest;
}

// The phrases the role and SQL stages weigh.
void readPhrases(const QString &lower, ShapeWords &s)
{
    s.figureWord = has(lower, "\\b(total|revenue|spend|sales)\\b");
    s.sortWord = has(lower, "\\b(sort|sorted|order|ordered|ascending|descending)\\b");
    // "reverse alphabetical order" is descending: the reversal wins over the order it reverses
    s.orderDescending = has(
        lower, "\\b(desc|descending|decreasing|reverse|reversed|from (the )?(highest|largest|most|"
               "oldest|biggest|greatest|longest|tallest))\\b");
    s.orderAscending =
        !has(lower, "\\b(reverse|reversed)\\b") &&
        has(lower, "\\b(ascending|asc|increasing|alphabetical|alphabetically|lexicographical|"
                   "lexicographic|lexicographically|from (the )?(lowest|smallest|least|fewest|cheapest|shortest|youngest|"
                   "oldest date|earliest))\\b");
    s.directionWord =
        has(lower, "\\b(descending|ascending|decreasing|increasing|alphabetical|alphabetically|"
                   "lexicographical|lexicographic|lexicographically)\\b");
    s.sortsByCount = has(lower, "\\b(order|sort|sorted|ordered)\\s+(of|by)\\s+(the\\s+)?(count|counts|number)\\b(?!\\s+of)");
    // only size words sort a figure ascending; "alphabetical" sorts the groups' names
    s.figureAscending = has(lower, "\\bfrom (the )?(lowest|smallest|least|fewest|cheapest|shortest)\\b") ||
                        (s.sortsByCount && has(lower, "\\b(ascending|asc|increasing)\\b"));
    s.andOr = has(lower, "\\b(or|and)\\b");
    s.startsWhichWho = has(lower, "^(which|who)\\b");
    s.startsWhere = has(lower, "^where\\b");
    s.startsWhen = has(lower, "^when\\b");
    s.countsListed = has(lower, "\\b(and|with) (the )?(corresponding |respective )?(number|count) of\\b|\\band how many\\b|\\beach\\s*[.?]?$");
    s.sumWord = has(lower, "\\bsum\\b");
    s.overPrevious = has(lower, "\\b((year|quarter|month|week|day)[ -]over[ -](year|quarter|month|week|day)|yoy|mom|qoq|"
                                "growth|change (from|over|on) the (previous|prior|last) (year|quarter|month|week|day|period))\\b");
    static const QRegularExpression often(QStringLiteral("\\b(\\d+\\s+times|(?<!at )once|twice)\\b"));
    if (const QRegularExpressionMatch m = often.match(lower); m.hasMatch())
        s.often = m.captured(1);
    s.withinGroups = has(lower, "\\b(in|for|within) (each|every)\\b|\\bper\\b");
    static const QRegularExpression countPhrase(QStringLiteral("\\b(number of|how many|count of|count the)\\b"));
    if (const QRegularExpressionMatch m = countPhrase.match(lower); m.hasMatch())
        s.countPhraseEnd = int(m.capturedEnd());
    static const QRegularExpression figureWords(
        QStringLiteral("\\b(how many|number of|count|total|sum|average|avg|mean|maximum|minimum|max|min)\\b"));
    const QRegularExpressionMatch fw = figureWords.match(lower);
    s.figurePos = fw.hasMatch() ? int(fw.capturedStart()) : int(lower.size());
}

// The words the readings above recognise, whatever they made of them; "common" and "frequent"
// after "most" or "least" rank by how many rows have a value ("the most common hometown").
void markShapeWords(const QuestionWords &words, ShapeWords &s)
{
    static const QSet<QString> vocabulary = [] {
        const QString text = QStringLiteral(
            "count counts total sum overall average avg mean maximum max minimum min highest largest lowest "
            "smallest most least fewest top bottom best worst oldest youngest cheapest shortest longest tallest "
            "heaviest lightest fastest slowest richest poorest newest widest narrowest deepest shallowest biggest "
            "greatest more less fewer greater higher larger older bigger heavier longer lower smaller younger "
            "lighter shorter over under above below exactly equal aged between "
            "distinct different unique sort sorted order ordered ascending descending asc "
            "desc increasing decreasing alphabetical alphabetically lexicographical lexicographic "
            "lexicographically reverse reversed times once twice per each every rate ratio growth yoy mom qoq "
            "change previous prior");
        const QStringList list = text.split(QLatin1Char(' '));
        return QSet<QString>(list.begin(), list.end());
    }();
    s.read = QList<bool>(words.tokens.size(), false);
    for (int i = 0; i < words.tokens.size(); ++i) {
        const QString &w = words.tokens[i].low;
        const bool frequency =
            (w == u"common" || w == u"frequent" || w == u"frequently" || w == u"often") && i > 0 &&
            (words.tokens[i - 1].low == u"most" || words.tokens[i - 1].low == u"least");
        s.read[i] = vocabulary.contains(w) || detail::shareWord(w) || frequency;
    }
}

} // namespace

// "from the oldest to the youngest": the words give a sort's direction, not one row.
bool sortsFromTo(const QuestionWords &w, int t)
{
    const int before = w.wordBefore(t, [](const QString &x) { return x == u"the"; });
    return before >= 0 && (w.tokens[before].low == u"from" || w.tokens[before].low == u"to");
}

ShapeWords readShape(const QuestionWords &words, const Mentions &mentions, const SchemaLexicon &lexicon)
{
    ShapeWords s;
    const bool totalAsked = howManyOfAMeasure(words, mentions, lexicon);
    s.count = !totalAsked && counts(words, mentions, lexicon);
    const QString lower = readAverageComparisons(words.lower, s);
    readAggregates(lower, s);
    if (s.agg == Agg::None && totalAsked) {
        s.agg = Agg::Sum; // "how many people live in X": the population's total
        s.aggList = {Agg::Sum};
    }
    // a share word that names a column ("the maximum share", TV_series.Share) is that column
    for (int i = 0; i < words.tokens.size() && !s.share; ++i)
        s.share = detail::shareWord(words.tokens[i].low) && mentions.schemaAt(i) < 0;
    s.distinct = has(words.lower, "\\b(distinct|different|unique)\\b");
    readTopN(words.lower, s);
    readSuperlative(words, mentions, s);
    readTimeRank(words, mentions, s);
    readComparisons(words.lower, s);
    readColumnComparisons(words, mentions, lexicon, s);
    readPhrases(lower, s);
    // "the different document ids along with the number of paragraphs of each": the distinct word
    // before the figure qualifies the listed ids (which the count groups), not what is counted
    if (s.distinct && s.count && s.countsListed) {
        static const QRegularExpression distinctWord(QStringLiteral("\\b(distinct|different|unique)\\b"));
        bool afterFigure = false;
        for (QRegularExpressionMatchIterator it = distinctWord.globalMatch(words.lower); it.hasNext();)
            if (it.next().capturedStart() > s.figurePos)
                afterFigure = true;
        s.distinct = afterFigure;
    }
    markShapeWords(words, s);
    for (int i = 1; i + 1 < words.tokens.size(); ++i) {
        const Token &t = words.tokens[i], &next = words.tokens[i + 1];
        if ((t.low == u"common" || t.low == u"frequent") && (words.tokens[i - 1].low == u"most" || words.tokens[i - 1].low == u"least"))
            s.frequencyList = next.low.endsWith(u's') && next.stem != next.low && s.limit == 0;
    }
    // the shape records' cue words, for their triggers (shaperules.cpp)
    for (const ShapeRule &rule : shapeRules()) {
        if (!rule.cues)
            continue;
        const QSet<QString> cues = cueWords(rule);
        for (int i = 0; i < words.tokens.size(); ++i)
            if (cues.contains(words.tokens[i].low))
                s.cued[rule.shape] << i;
    }
    if (s.timeRankToken >= 0) // read by the role that ranks by a date, or declined with the date unknown
        s.read[s.timeRankToken] = true;
    for (int i = 0; i < words.tokens.size(); ++i) {
        const QString &w = words.tokens[i].low;
        if (w == u"rate" || w == u"rates" || w == u"ratio" || w == u"ratios")
            s.ratioTokens << i;
        if (w == u"or")
            s.orTokens << i;
        if (w == u"not" || w == u"never" || w == u"without" || w.endsWith(QLatin1String("n't")))
            s.negations << i;
        // "students who have no friends"; not a name's or a value's "no" ("flight no", "No. 7")
        const bool numberAfter = i + 1 < words.tokens.size() && (words.tokens[i + 1].number || words.tokens[i + 1].raw == u".");
        if (w == u"no" && !mentions.used.value(i) && !numberAfter)
            s.negations << i;
        if (w == u"both" || w == u"either")
            s.setWords << i;
    }
    return s;
}

} // namespace assay::offline
