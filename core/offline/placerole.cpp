// "Where is the youngest teacher from?": a question that starts with "where" asks for a place. The
// answer lists the main table's columns that hold one (a column whose name's head noun is, in
// WordNet, a kind of location: hometown, city, country, address, venue); a table with none
// declines rather than answer with its name and age. "When was the last transcript released?"
// asks for a time the same way: the date.
#include "offlinetr.h"
#include "roles.h"
#include "schemalexicon.h"

#include "knowledge/namewords.h"
#include "knowledge/wordnet.h"

#include <QSet>

namespace assay::offline {
namespace {

using knowledge::WordNet;

// Whether a noun's usual senses (the first three) are kinds of WordNet's "location" (a point or
// extent in space), following hypernyms up to the top of the hierarchy.
bool nounNamesAPlace(const QString &word, const WordNet &wn)
{
    const QList<WordNet::Sense> location = wn.senses("location", WordNet::Pos::Noun);
    if (location.isEmpty())
        return false;
    const quint32 place = location.first().synset;
    for (const WordNet::BaseForm &b : wn.baseForms(word)) {
        if (b.pos != WordNet::Pos::Noun)
            continue;
        const QList<WordNet::Sense> senses = wn.senses(b.lemma, b.pos).mid(0, 3);
        for (const WordNet::Sense &s : senses) {
            QList<quint32> frontier{s.synset};
            QSet<quint32> seen;
            for (int depth = 0; depth < 12 && !frontier.isEmpty(); ++depth) {
                QList<quint32> next;
                for (quint32 synset : std::as_const(frontier)) {
                    if (synset == place)
                        return true;
                    if (seen.contains(synset))
                        continue;
                    seen.insert(synset);
                    for (const WordNet::Relation &r : wn.relations(synset)) {
                        if (r.kind == knowledge::wordnet::Link::Hypernym)
                            next << r.target;
                    }
                }
                frontier = next;
            }
        }
    }
    return false;
}

// The head noun of a column's name ("home_city": city; "country_name": country, since a name or
// code of a place still holds the place).
bool holdsAPlace(const LexColumn &c, const WordNet &wn)
{
    if (c.numeric || c.date || c.key)
        return false;
    QList<knowledge::NameWord> words = knowledge::nameWords(c.name, wn);
    while (words.size() > 1 && (words.last().word == u"name" || words.last().word == u"code" || words.last().word == u"id"))
        words.removeLast();
    return !words.isEmpty() && nounNamesAPlace(words.last().word, wn);
}

} // namespace

Decline assignPlaceAsked(const RoleInputs &in, Roles &r)
{
    if (!in.shape.startsWhere || r.main < 0)
        return {};
    const WordNet &wn = WordNet::shared();
    if (!wn.isAvailable())
        return {};
    if (std::any_of(r.listCols.begin(), r.listCols.end(), [&](int c) { return holdsAPlace(in.lex.cols[c], wn); }))
        return {}; // the question named its place column ("where ... its city")
    QList<int> places;
    for (int c : in.lex.tabs[r.main].cols) {
        if (holdsAPlace(in.lex.cols[c], wn))
            places << c;
    }
    if (places.isEmpty())
        return Decline{ask::DeclineReason::NoPlaceColumn, {in.lex.tabs[r.main].name}};
    for (int c : places.mid(0, 3)) {
        r.listCols << c;
        r.listColMentions << -1;
    }
    r.explicitColumns = true;
    return {};
}

Decline assignTimeAsked(const RoleInputs &in, Roles &r)
{
    if (!in.shape.startsWhen || r.main < 0 || !r.dims.isEmpty() || in.words.grain != ask::TimeGrainHint::None)
        return {};
    const SchemaLexicon &lex = in.lex;
    if (std::any_of(r.listCols.begin(), r.listCols.end(), [&](int c) { return lex.cols[c].date || lex.cols[c].year; }))
        return {};
    const int date = r.timeRanked ? r.orderCol : dateOfQuestion(in, r.main);
    if (date < 0)
        return Decline{ask::DeclineReason::NoDateAsked, {lex.tabs[r.main].name}};
    r.listCols.prepend(date);
    r.listColMentions.prepend(-1);
    r.explicitColumns = true;
    return {};
}

} // namespace assay::offline
