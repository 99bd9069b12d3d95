#include "questionwords.h"
#include "offlinetr.h"
#include "offlinewords.h"

#include "knowledge/textanalysis.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace assay::offline {

using namespace detail;

namespace {

// "at least two" -> "at least 2": bounds are read as numbers.
QString withDigits(const QString &simplified)
{
    static const QRegularExpression numberWord(
        QStringLiteral("\\b(at least|at most|more than|less than|fewer "
                       "than|exactly|than|with)\\s+(one|two|three|four|five|six|seven|eight|nine|ten)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    static const QStringList words = {QStringLiteral("one"),   QStringLiteral("two"),   QStringLiteral("three"),
                                      QStringLiteral("four"),  QStringLiteral("five"),  QStringLiteral("six"),
                                      QStringLiteral("seven"), QStringLiteral("eight"), QStringLiteral("nine"),
                                      QStringLiteral("ten")};
    // "two or more": the bound comes after the number.
    static const QRegularExpression numberWordOr(
        QStringLiteral("\\b(one|two|three|four|five|six|seven|eight|nine|ten)()\\s+or\\s+(more|fewer|less)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    QString question = simplified;
    // "more than once", "at least twice": how often, as a number of times
    static const QRegularExpression onceTwice(
        QStringLiteral("\\b(at least|at most|more than|less than|fewer than|exactly)\\s+(once|twice)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    for (QRegularExpressionMatch m; (m = onceTwice.match(question)).hasMatch();)
        question.replace(m.capturedStart(2), m.capturedLength(2),
                         m.captured(2).compare(u"once", Qt::CaseInsensitive) == 0 ? QStringLiteral("1 times")
                                                                                 : QStringLiteral("2 times"));
    // "more than a single document": more than 1
    static const QRegularExpression aSingle(
        QStringLiteral("\\b(at least|at most|more than|less than|fewer than|exactly)\\s+(a single)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    for (QRegularExpressionMatch m; (m = aSingle.match(question)).hasMatch();)
        question.replace(m.capturedStart(2), m.capturedLength(2), QStringLiteral("1"));
    for (const QRegularExpression *re : {&numberWord, &numberWordOr}) {
        const int group = re == &numberWord ? 2 : 1;
        QRegularExpressionMatch m;
        while ((m = re->match(question)).hasMatch())
            question.replace(m.capturedStart(group), m.capturedLength(group),
                             QString::number(words.indexOf(m.captured(group).toLower()) + 1));
    }
    return question;
}

// What is beyond rules, said as the reason to decline, or empty.
Decline beyondRules(const QString &question, const QString &lower)
{
    // The rules read English; another language is declined rather than misread ("Umsatz nach
    // Region" is not the list of regions).
    if (!readsAsEnglish(question))
        return Decline{ask::DeclineReason::NotEnglish};
    // Explanations, predictions, advice. Narrow on purpose: "life expectancy" or "injuries
    // caused" are data, not a request to explain.
    static const QRegularExpression why(QStringLiteral(
        "\\b(why|predict\\w*|forecast\\w*|will\\s+\\w+\\s+next|should (i|we|they)|what if|"
        "what (caused|causes|drove|drives)|explain\\w*|recommend\\w*|"
        "correlat\\w*|impact of)\\b"));
    if (why.match(lower).hasMatch())
        return Decline{ask::DeclineReason::NeedsModel};
    // A request to change the data ("delete all orders", "please update the price of ..."): the
    // assistant reads, and reading what the verb would act on is not what was asked. Only as an
    // imperative at the start: "deleted orders", "how many rows were updated" are data.
    static const QRegularExpression change(QStringLiteral(
        "^\\s*(?:(?:please|can you|could you|would you|kindly)\\s+)?(delete|remove|drop|insert|update|truncate|"
        "alter|erase|purge|wipe|overwrite|modify)\\b"));
    if (const QRegularExpressionMatch m = change.match(lower); m.hasMatch())
        return Decline{ask::DeclineReason::ChangesData, {question.mid(m.capturedStart(1), m.capturedLength(1))}};
    // Shapes that need set operations. "not", "never" and "without" are read later (a value that
    // is not wanted, a comparison with an average), as are "both" and "either" (values of one
    // column all or any of which are wanted), or declined with this same reason.
    static const QRegularExpression nested(
        QStringLiteral("\\b(except|neither|nor|no longer|than any|than all|than every|at the same "
                       "time|as well as)\\b"));
    if (nested.match(lower).hasMatch())
        return separateSets();
    if (question.isEmpty())
        return Decline{ask::DeclineReason::EmptyQuestion};
    return {};
}

// "order" sorts in "order by", "in ascending order", "the order of"; elsewhere it is the noun
// ("customers who placed an order") and may name a table.
void markOrderNouns(QList<Token> &toks)
{
    // besides the sort directions (offlinewords), the words "order" sorts after here
    static const QSet<QString> sorting = {
        QStringLiteral("in"),          QStringLiteral("alphabetic"),    QStringLiteral("reversed"),
        QStringLiteral("lexicographical"), QStringLiteral("lexicographic"), QStringLiteral("numerical"),
        QStringLiteral("chronological"), QStringLiteral("same"),       QStringLiteral("sort"),
        QStringLiteral("descend"),     QStringLiteral("ascend")};
    for (int i = 0; i < toks.size(); ++i) {
        if (toks[i].low != u"order")
            continue;
        const bool byOrOf = i + 1 < toks.size() && (toks[i + 1].low == u"by" || toks[i + 1].low == u"of");
        const bool afterSortWord = i > 0 && (sortDirectionWord(toks[i - 1].low) || sorting.contains(toks[i - 1].low));
        // "revenue per order by channel", "each order by date": a determiner makes it the noun
        const bool counted = i > 0 && (toks[i - 1].low == u"per" || toks[i - 1].low == u"each" ||
                                       toks[i - 1].low == u"every" || toks[i - 1].low == u"an");
        toks[i].structural = ((byOrOf && !counted) || afterSortWord || i == 0);
    }
}

QList<Token> tokensOf(const QString &question)
{
    QList<Token> toks;
    static const QRegularExpression word(QStringLiteral("[\\p{L}\\p{N}_]+(?:[.'\\-][\\p{L}\\p{N}_]+)*"));
    for (auto it = word.globalMatch(question); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        Token t;
        t.raw = m.captured(0);
        t.end = int(m.capturedEnd());
        // A possessive names its owner: "Kyle's friends" is about Kyle.
        if (t.raw.size() > 2 && t.raw.endsWith(QLatin1String("'s"), Qt::CaseInsensitive)) {
            t.fullEnd = t.end;
            t.raw.chop(2);
            t.end -= 2;
        }
        t.low = t.raw.toLower();
        const QStringList s = stems(t.raw);
        t.stem = s.isEmpty() ? t.low : s.join(QLatin1Char(' '));
        // Schemas write an identifier as "id" (its standard abbreviation); a question may spell it out.
        if (t.stem == u"identifier" || t.stem == u"identifiers")
            t.stem = QStringLiteral("id");
        t.begin = int(m.capturedStart());
        bool ok = false;
        t.low.toDouble(&ok);
        t.number = ok;
        // "US" typed in capitals is a code, though "us" is a function word; the question's own
        // structure words stay structure however they are typed ("PER continent", "AND")
        t.structural = structuralWords().contains(t.low) ||
                       (knowledge::isStopword(t.low) && !t.number && !typedAsCode(t.raw, question));
        toks << t;
    }
    markOrderNouns(toks);
    // "airports in CAN", "the country with code CAN": a structure word typed in capitals right
    // after a preposition, or closing the question, is a code ("PER continent", "ARE in Europe"
    // stay structure; so do determiners: "from ANY airport")
    static const QSet<QString> determiners = {QStringLiteral("any"), QStringLiteral("all"), QStringLiteral("the"),
                                              QStringLiteral("its"), QStringLiteral("our"), QStringLiteral("no"),
                                              QStringLiteral("my"),  QStringLiteral("an"),  QStringLiteral("a")};
    for (int i = 1; i < toks.size(); ++i)
        if (toks[i].structural && typedAsCode(toks[i].raw, question) &&
            (plainPreposition(toks[i - 1].low) || i + 1 == toks.size()) && !determiners.contains(toks[i].low))
            toks[i].structural = false;
    // "3 times": how often, never a name ("lead_time_days")
    for (int i = 1; i < toks.size(); ++i)
        if (toks[i].low == u"times" && toks[i - 1].number)
            toks[i].structural = true;
    // "month over month": a time phrase (the change from the previous period), never a column
    static const QSet<QString> periods = {QStringLiteral("year"), QStringLiteral("quarter"), QStringLiteral("month"),
                                          QStringLiteral("week"), QStringLiteral("day")};
    for (int i = 1; i + 1 < toks.size(); ++i)
        if (toks[i].low == u"over" && periods.contains(toks[i - 1].low) && periods.contains(toks[i + 1].low))
            toks[i - 1].time = toks[i].time = toks[i + 1].time = true;
    return toks;
}

// The time expressions that filter. A bare year after a comparison ("more than 2000 seats") is a
// number, not a time; after "compared with" or "versus" it is the other period of a comparison.
QList<ask::TimeRange> timesOf(const QString &question, const QString &lower, const QDate &today,
                                 bool *comparingPeriods)
{
    static const QRegularExpression periodComparison(
        QStringLiteral("\\b(compared (with|to)|in comparison (with|to)|versus|vs)\\.?$"));
    static const QRegularExpression bareYear(QStringLiteral("^\\d{4}$"));
    static const QRegularExpression comparison(
        QStringLiteral("\\b(than|least|most|over|under|above|below|is|of|to|equal|exactly|with)$"));
    QList<ask::TimeRange> times;
    *comparingPeriods = false;
    for (const ask::TimeRange &r : ask::findTimeExpressions(question, today)) {
        const QString before = lower.left(r.begin).trimmed();
        const bool otherPeriod = !times.isEmpty() && periodComparison.match(before).hasMatch();
        *comparingPeriods = *comparingPeriods || otherPeriod;
        if (!otherPeriod && bareYear.match(r.text.trimmed()).hasMatch() && comparison.match(before).hasMatch())
            continue;
        times << r;
    }
    return times;
}

ask::TimeGrainHint periodKind(const ask::TimeRange &r)
{
    if (r.from.day() != 1)
        return ask::TimeGrainHint::None;
    if (r.from.month() == 1 && r.to == r.from.addYears(1))
        return ask::TimeGrainHint::Year;
    if ((r.from.month() - 1) % 3 == 0 && r.to == r.from.addMonths(3))
        return ask::TimeGrainHint::Quarter;
    if (r.to == r.from.addMonths(1))
        return ask::TimeGrainHint::Month;
    return ask::TimeGrainHint::None;
}

// "revenue in 2023 compared with 2022": each period is a group of its own, so the periods must be
// whole years, quarters or months of one kind. Sets the periods and their grain, or declines.
Decline comparePeriods(QuestionWords &w)
{
    const ask::TimeGrainHint kind = periodKind(w.times.first());
    for (const ask::TimeRange &r : std::as_const(w.times))
        if (periodKind(r) != kind || kind == ask::TimeGrainHint::None)
            return Decline{ask::DeclineReason::PeriodsOfDifferentKinds, {w.times.first().text.trimmed(), r.text.trimmed()}};
    if (w.grain != ask::TimeGrainHint::None && w.grain != kind)
        return Decline{ask::DeclineReason::PeriodsAndOtherGrain};
    w.grain = kind;
    w.periods = w.times;
    std::sort(w.periods.begin(), w.periods.end(),
              [](const ask::TimeRange &a, const ask::TimeRange &b) { return a.from < b.from; });
    return {};
}

// The text in lower case with every character where it was: each code point takes its simple
// lower case (QString::toLower's full mapping turns "İ" into two code units, and the offsets
// the stages find in the lower-case text would miss the tokens).
QString lowerKeepingOffsets(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            const char32_t lower = QChar::toLower(QChar::surrogateToUcs4(c, text.at(i + 1)));
            if (QChar::requiresSurrogates(lower)) {
                out += QChar(QChar::highSurrogate(lower));
                out += QChar(QChar::lowSurrogate(lower));
            } else {
                out += c;
                out += text.at(i + 1);
            }
            ++i;
            continue;
        }
        const char32_t lower = QChar::toLower(char32_t(c.unicode()));
        out += QChar::requiresSurrogates(lower) ? c : QChar(char16_t(lower));
    }
    return out;
}

// "a larger population than Brazil", "greater area than that of any country in Europe": a bound
// that is another row's value, not a number or the average, compares two sets of rows. Read
// without it, the question became Brazil's own population, a wrong answer that looked right.
// "other than" and "rather than" are not comparisons of size and are read elsewhere.
Decline comparedWithAnotherRow(const QuestionWords &w)
{
    const QList<Token> &toks = w.tokens;
    for (int i = 1; i < toks.size(); ++i) {
        if (toks[i].low != u"than" || toks[i - 1].low == u"other" || toks[i - 1].low == u"rather")
            continue;
        int j = i + 1;
        if (j + 2 < toks.size() && toks[j].low == u"or" && toks[j + 1].low == u"equal" && toks[j + 2].low == u"to")
            j += 3; // "greater than or equal to 5"
        while (j < toks.size() && article(toks[j].low))
            ++j;
        if (j >= toks.size())
            continue;
        const Token &bound = toks[j];
        // a number in words or with a suffix ("a hundred", "seventy", "500k") is a number the
        // later stages read or decline on their own
        static const QSet<QString> numberWords = {
            QStringLiteral("dozen"), QStringLiteral("hundred"), QStringLiteral("thousand"), QStringLiteral("million"),
            QStringLiteral("billion"), QStringLiteral("eleven"), QStringLiteral("twelve"), QStringLiteral("fifteen"),
            QStringLiteral("twenty"), QStringLiteral("thirty"), QStringLiteral("forty"), QStringLiteral("fifty"),
            QStringLiteral("sixty"), QStringLiteral("seventy"), QStringLiteral("eighty"), QStringLiteral("ninety")};
        if (bound.number || bound.time || bound.raw.at(0).isDigit() || numberWords.contains(bound.low))
            continue;
        // "than the average": the average of the same rows; "than the average of countries in Asia",
        // "than average in their continent" is the average of other rows
        const bool average = bound.low == u"average" || bound.low == u"mean" || bound.low == u"avg";
        const QString &after = j + 1 < toks.size() ? toks[j + 1].low : QString();
        if (average && after != u"of" && after != u"in" && after != u"for" && after != u"among" && after != u"across")
            continue;
        return separateSets();
    }
    return {};
}

} // namespace

QString QuestionWords::phrase(int first, int last) const
{
    QStringList out;
    for (int i = std::max(first, 0); i <= last && i < tokens.size(); ++i)
        out << tokens[i].raw;
    return out.join(QLatin1Char(' '));
}

Decline separateSets()
{
    return Decline{ask::DeclineReason::SeparateSets};
}

bool startsSentence(const QString &question, int previousEnd, int begin)
{
    for (int i = previousEnd; i < begin && i < question.size(); ++i) {
        if (QStringLiteral(".!?;:").contains(question.at(i)))
            return true;
    }
    return false;
}

// "in 2014 or 2015", "after 2013 or before 2008": several times filter as any of them. Joined
// otherwise ("before 1945 and after 1955") they ask for rows of each, which one filter cannot say.
Decline timesNotJoinedByOr(const QuestionWords &w)
{
    static const QRegularExpression orBetween(QStringLiteral("^[\\s,]*(or|either)\\b"));
    for (int i = 1; i < w.times.size(); ++i) {
        const ask::TimeRange &a = w.times[i - 1];
        const QString between = w.lower.mid(a.begin + a.length, w.times[i].begin - a.begin - a.length);
        if (!orBetween.match(between).hasMatch() || between.size() > 12)
            return Decline{ask::DeclineReason::SeveralTimes, {a.text.trimmed(), w.times[i].text.trimmed()}};
    }
    return {};
}

// "which month had the most orders", "in what year ...": the period asked for is the grain of
// the series whose top (or bottom) it is; the grain word's token is kept (askedPeriod).
static void readAskedPeriod(QuestionWords &w)
{
    static const QHash<QString, ask::TimeGrainHint> periods = {
        {QStringLiteral("day"), ask::TimeGrainHint::Day},         {QStringLiteral("week"), ask::TimeGrainHint::Week},
        {QStringLiteral("month"), ask::TimeGrainHint::Month},     {QStringLiteral("quarter"), ask::TimeGrainHint::Quarter},
        {QStringLiteral("year"), ask::TimeGrainHint::Year}};
    const QList<Token> &t = w.tokens;
    for (int i = 0; i + 1 < t.size(); ++i) {
        // at a clause's start: "Which month ...", "In 2024, which month ...", "in what year ..."
        const bool opens = i == 0 || t[i - 1].low == u"in" || t[i - 1].raw == u",";
        if (opens && (t[i].low == u"which" || t[i].low == u"what") && periods.contains(t[i + 1].low)) {
            w.grain = periods.value(t[i + 1].low);
            w.askedPeriod = i + 1;
            return;
        }
    }
}

Staged<QuestionWords> readWords(const QString &questionIn, const QDate &today)
{
    QuestionWords w;
    w.text = withDigits(questionIn.simplified());
    w.lower = lowerKeepingOffsets(w.text);
    if (Decline why = beyondRules(w.text, w.lower); !why.isEmpty())
        return why;
    w.tokens = tokensOf(w.text);
    w.contentWords = knowledge::analyzeWords(w.text, true);
    // "the reasons for the drop" asks why; "the most common reasons for returns" asks for a
    // column's values: the mentions decide which (findMentions)
    for (int i = 0; i + 1 < w.tokens.size() && w.explanationAsked < 0; ++i)
        if ((w.tokens[i].low == u"reason" || w.tokens[i].low == u"reasons") &&
            (w.tokens[i + 1].low == u"for" || w.tokens[i + 1].low == u"why"))
            w.explanationAsked = i;
    bool comparingPeriods = false;
    w.times = timesOf(w.text, w.lower, today, &comparingPeriods);
    for (Token &t : w.tokens) {
        for (const ask::TimeRange &r : std::as_const(w.times)) {
            if (t.begin >= r.begin && t.end <= r.begin + r.length)
                t.time = true;
        }
    }
    w.grain = ask::findTimeGrain(w.text);
    if (w.grain == ask::TimeGrainHint::None)
        readAskedPeriod(w);
    if (comparingPeriods) {
        if (Decline why = comparePeriods(w); !why.isEmpty())
            return why;
    } else if (Decline why = timesNotJoinedByOr(w); !why.isEmpty()) {
        return why;
    }
    if (Decline why = comparedWithAnotherRow(w); !why.isEmpty())
        return why;
    return w;
}

} // namespace assay::offline
