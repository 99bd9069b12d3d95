#include "namewords.h"

#include "abbreviations.h"
#include "textanalysis.h"
#include "wordnet.h"

#include <QSet>

#include <vector>

namespace assay::knowledge {
namespace {

// Short words that join other words in names ("day_of_week", "is_weekend", "employeeid") but
// are too short, or too grammatical, to be trusted as WordNet pieces.
bool joiningWord(QStringView w)
{
    static const QSet<QString> words = {QStringLiteral("of"), QStringLiteral("to"), QStringLiteral("by"),
                                        QStringLiteral("per"), QStringLiteral("id"), QStringLiteral("no"),
                                        QStringLiteral("is"), QStringLiteral("at"), QStringLiteral("on"),
                                        QStringLiteral("in"), QStringLiteral("has"), QStringLiteral("and")};
    return words.contains(w.toString());
}

bool knownPiece(const QString &piece, const WordNet &wordnet)
{
    if (joiningWord(piece))
        return true;
    if (piece.size() < 3)
        return false;
    return !expandAbbreviation(piece).isEmpty() || wordnet.knows(piece);
}

} // namespace

QStringList splitRunTogether(const QString &word, const WordNet &wordnet)
{
    // Only plain ASCII runs long enough to hide two words, and not too long to try (bounded time).
    const int n = int(word.size());
    if (n < 5 || n > 40 || !wordnet.isAvailable())
        return {};
    for (QChar c : word) {
        if (c.unicode() > 127 || !c.isLetter())
            return {};
    }
    if (wordnet.knows(word))
        return {};
    // Fewest pieces; among those, the most even use of long pieces (sum of squared lengths).
    struct Best {
        int pieces = -1;
        int quality = 0;
        int from = -1;
    };
    std::vector<Best> best(size_t(n) + 1);
    best[0].pieces = 0;
    for (int end = 1; end <= n; ++end) {
        for (int start = 0; start < end; ++start) {
            if (best[size_t(start)].pieces < 0 || (start == 0 && end == n))
                continue;
            const QString piece = word.mid(start, end - start);
            if (!knownPiece(piece, wordnet))
                continue;
            const int pieces = best[size_t(start)].pieces + 1;
            const int quality = best[size_t(start)].quality + int(piece.size() * piece.size());
            Best &b = best[size_t(end)];
            if (b.pieces < 0 || pieces < b.pieces || (pieces == b.pieces && quality > b.quality))
                b = {pieces, quality, start};
        }
    }
    if (best[size_t(n)].pieces < 2)
        return {};
    QStringList pieces;
    for (int end = n; end > 0; end = best[size_t(end)].from)
        pieces.prepend(word.mid(best[size_t(end)].from, end - best[size_t(end)].from));
    // A split made only of joining words and abbreviations is a guess too far ("nodes" is not
    // "no des"): at least one piece must be a real word.
    bool realWord = false;
    for (const QString &p : std::as_const(pieces))
        realWord = realWord || (p.size() >= 3 && !joiningWord(p) && wordnet.knows(p));
    return realWord ? pieces : QStringList();
}

QList<NameWord> nameWords(QStringView text, const WordNet &wordnet)
{
    QList<NameWord> out;
    auto addWord = [&](const QString &piece, const QString &written, NameWord::How how) {
        const QStringList expanded = expandAbbreviation(piece);
        if (expanded.isEmpty()) {
            out.append({piece, written, how});
            return;
        }
        for (const QString &w : expanded)
            out.append({w, written, NameWord::How::Abbreviation});
    };
    const QStringList identifiers = identifierWords(text);
    for (qsizetype i = 0; i < identifiers.size(); ++i) {
        const QString &raw = identifiers[i];
        // "LName", "FName": camelCase cut a one-letter shortening off its word; joined again they
        // are the abbreviation ("lname": last name) the lower-case spelling already finds.
        if (raw.size() == 1 && i + 1 < identifiers.size()) {
            const QString joined = raw + identifiers[i + 1];
            if (!expandAbbreviation(joined).isEmpty()) {
                addWord(joined, joined, NameWord::How::AsWritten);
                ++i;
                continue;
            }
        }
        const QStringList pieces = splitRunTogether(raw, wordnet);
        if (pieces.isEmpty()) {
            addWord(raw, raw, NameWord::How::AsWritten);
            continue;
        }
        for (const QString &p : pieces)
            addWord(p, raw, NameWord::How::Split);
    }
    return out;
}

QString readableName(QStringView text, const WordNet &wordnet)
{
    QStringList words;
    for (const NameWord &w : nameWords(text, wordnet))
        words << w.word;
    return words.join(u' ');
}

} // namespace assay::knowledge
