#include "spelling.h"
#include "offlinetr.h"
#include "offlinewords.h"
#include "schemalexicon.h"

#include "knowledge/textanalysis.h"
#include "knowledge/wordmeaning.h"

#include <QRegularExpression>

namespace assay::offline {

namespace {

// Words too short to tell a typo from another word ("ager", "mont"), and how many unknown words
// one question may have looked up (a long text of unknown words is not a question to correct).
constexpr int MinLength = 5;
// The shortest word a correction may be ("name" for "sname").
constexpr int MinWordLength = 4;
constexpr int MaxLookups = 8;

// The words the rules read besides the schema's: business words ("revenue"), time words
// ("quarter", "monthly", month names) and the words of shapes ("average", "share", "percent").
const QStringList &ruleWords()
{
    static const QStringList words = QStringLiteral(
        "revenue revenues sales spend turnover income quantity quantities units refund refunds price prices cost costs "
        "quarter quarters quarterly month months monthly year years yearly annual annually week weeks weekly day days "
        "daily january february march april june july august september october november december "
        "average total count number share percentage percent proportion ratio rate growth change changed compared "
        "highest lowest largest smallest biggest fewest most least maximum minimum distinct different unique "
        "ascending descending between since before after during customers customer orders order")
                                         .split(QLatin1Char(' '));
    return words;
}

bool plainWord(const QString &w)
{
    for (const QChar c : w)
        if (!c.isLetter())
            return false;
    return true;
}

} // namespace

QStringList Spelled::notes() const
{
    QStringList out;
    for (const Correction &c : corrections)
        out << Tr::tr("“%1” read as “%2”").arg(c.written, c.read);
    return out;
}

SpellingVocabulary::SpellingVocabulary(const SchemaLexicon &lex)
{
    for (const QString &w : lex.schemaWords)
        add(w);
    for (auto it = lex.colByDescStem.constBegin(); it != lex.colByDescStem.constEnd(); ++it)
        add(it.key());
    for (const QString &w : ruleWords())
        add(w);
    for (const QString &w : detail::structuralWords())
        add(w);
}

void SpellingVocabulary::add(const QString &word)
{
    const QString w = word.toLower();
    if (w.size() < MinWordLength || !plainWord(w) || m_words.contains(w))
        return;
    m_words.insert(w);
    m_byLength[int(w.size())] << w;
}

QString SpellingVocabulary::nearest(const QString &word, int limit) const
{
    QString best;
    int bestDistance = limit + 1;
    bool tied = false;
    for (int len = int(word.size()) - limit; len <= int(word.size()) + limit; ++len) {
        for (const QString &v : m_byLength.value(len)) {
            const int d = knowledge::editDistance(word, v, limit);
            if (d > limit || d > bestDistance)
                continue;
            if (d == bestDistance && v != best) {
                tied = true;
                continue;
            }
            best = v;
            bestDistance = d;
            tied = false;
        }
    }
    return tied ? QString() : best;
}

Spelled correctSpelling(const QString &question, const SpellingVocabulary &vocabulary, const KnownWord &known)
{
    Spelled out;
    out.text = question;
    // another language is declined as it is written, never "corrected" into English words
    if (!detail::readsAsEnglish(question))
        return out;
    static const QRegularExpression word(QStringLiteral("\\b\\p{L}+\\b"));
    int lookups = 0;
    int shift = 0; // how much the corrections so far lengthened the text
    for (auto it = word.globalMatch(question); it.hasNext() && lookups < MaxLookups;) {
        const QRegularExpressionMatch m = it.next();
        const QString raw = m.captured();
        const QString low = raw.toLower();
        // a name ("Atlantis", "MTV") or a short word is never a typo to correct here
        const bool name = raw.at(0).isUpper() && m.capturedStart() > 0; // the first word is capitalised anyway
        // (function words WordNet does not list, "into", "upon", are English as they are)
        if (low.size() < MinLength || name || vocabulary.contains(low) || knowledge::isStopword(low) ||
            detail::plainPreposition(low) || detail::discourseWord(low) ||
            vocabulary.contains(knowledge::stem(low)))
            continue;
        if (known && known(low))
            continue;
        ++lookups;
        const QString read = vocabulary.nearest(low, low.size() >= 8 ? 2 : 1);
        if (read.isEmpty())
            continue;
        out.text.replace(int(m.capturedStart()) + shift, int(m.capturedLength()), read);
        shift += int(read.size() - m.capturedLength());
        out.corrections << Correction{raw, read};
    }
    return out;
}

} // namespace assay::offline
