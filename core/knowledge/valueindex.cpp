#include "valueindex.h"

#include "textanalysis.h"
#include "wordnet.h"

#include "db/connection.h"

#include <QRegularExpression>

#include <tuple>

namespace assay::knowledge {

void ValueIndex::build(const QList<StoredValue> &values)
{
    m_values = values;
    m_exact.clear();
    m_bySense.clear();
    m_words = Bm25Index();
    m_trigrams = Bm25Index();
    const WordNet &wordnet = WordNet::shared();
    QHash<QString, QList<WeightedSynset>> senses; // one WordNet lookup per distinct value
    for (int i = 0; i < m_values.size(); ++i) {
        const QString &v = m_values[i].value;
        const QString lower = v.trimmed().toLower();
        m_exact[lower].append(i);
        m_words.add(analyzeWords(v, false));
        m_trigrams.add(characterTrigrams(v));
        // Values that are words or short names WordNet lists ("Netherlands", "United States").
        if (lower.size() < 3 || lower.size() > 40 || lower.count(u' ') > 2 || !lower.front().isLetter())
            continue;
        // A short code in capitals ("TON", "USA", "ENG") is not the word it spells: "tons" must not
        // find Tonga's country code. Codes are found as typed (exactly) only.
        if (v.size() <= 4 && v == v.toUpper())
            continue;
        auto it = senses.find(lower);
        if (it == senses.end())
            it = senses.insert(lower, meaningOf(lower, wordnet, WordSide::Schema).senses);
        for (const WeightedSynset &s : std::as_const(*it))
            m_bySense[s.synset].append(i);
    }
    m_words.finalize();
    m_trigrams.finalize();
}

namespace {

// The nouns an adjective pertains to: "French" -> France, "European" -> Europe. WordNet's
// pertainyms are the one derivation that names the very thing (unlike "sold" -> sale), so a
// stored country or region is found from the adjective an analyst writes.
QList<quint32> pertainedNouns(const QString &word, const WordNet &wordnet)
{
    QList<quint32> out;
    for (const WordNet::BaseForm &base : wordnet.baseForms(word)) {
        if (base.pos != WordNet::Pos::Adjective)
            continue;
        for (const WordNet::Sense &sense : wordnet.senses(base.lemma, base.pos)) {
            const int number = wordnet.wordNumber(sense.synset, base.lemma);
            for (const WordNet::Relation &r : wordnet.relations(sense.synset)) {
                if (r.kind == wordnet::Link::Pertainym && (r.sourceWord == 0 || r.sourceWord == number) && !out.contains(r.target))
                    out << r.target;
            }
        }
    }
    return out;
}

// A plural of a name WordNet does not know ("volvos", "hondas"): its singular, else empty.
QString singularOf(const QString &lower)
{
    if (lower.size() >= 5 && lower.endsWith(QLatin1String("es")))
        return lower.chopped(2);
    if (lower.size() >= 4 && lower.endsWith(u's') && !lower.endsWith(QLatin1String("ss")))
        return lower.chopped(1);
    return {};
}

} // namespace

QList<ValueHit> ValueIndex::mentions(const QString &question, int max, const std::function<bool(const ValueHit &)> &accept) const
{
    static const QRegularExpression wordRe(QStringLiteral("[\\p{L}\\p{N}][\\p{L}\\p{N}&.'-]*"));
    QStringList words;
    for (auto it = wordRe.globalMatch(question); it.hasNext() && words.size() < 200;) {
        QString w = it.next().captured(0);
        // "USA." at the end of a sentence is "USA"; inner dots stay ("St.Louis", "U.S").
        while (w.size() > 1 && (w.endsWith(u'.') || w.endsWith(u'\'') || w.endsWith(u'-')))
            w.chop(1);
        words << w;
    }
    QList<ValueHit> exact, related;
    QSet<int> seen;
    auto take = [&](int i, const QString &phrase, MatchKind how, double score, QList<ValueHit> &into) {
        if (seen.contains(i))
            return;
        const StoredValue &v = m_values[i];
        ValueHit hit{v.table, v.column, v.value, v.frequency, score, phrase, how};
        if (accept && !accept(hit))
            return;
        seen.insert(i);
        into << hit;
    };
    const WordNet &wordnet = WordNet::shared();
    for (int n = 4; n >= 1; --n) {
        for (int i = 0; i + n <= words.size(); ++i) {
            const QString phrase = words.mid(i, n).join(u' ');
            const QString lower = phrase.toLower();
            // A short word typed in capitals is a code ("CV", "US", "CAN"), even where the same word in
            // lower case is a function word ("of", "us", "can").
            const bool code = typedInCapitals(phrase);
            if (n == 1 && ((isStopword(lower) && !code) || (phrase.size() < 3 && !code) || phrase.at(0).isDigit()))
                continue;
            for (int v : m_exact.value(lower))
                take(v, phrase, MatchKind::Exact, 1.0, exact);
            if (m_exact.contains(lower) || phrase.at(0).isDigit())
                continue;
            if (n == 1 && !wordnet.knows(lower)) {
                for (int v : m_exact.value(singularOf(lower)))
                    take(v, phrase, MatchKind::Exact, 1.0, exact);
            }
            if (m_bySense.isEmpty() || (n == 1 && isNumberWord(lower)))
                continue; // a number written out is not a synonym of anything stored
            for (const WeightedSynset &s : meaningOf(lower, wordnet).senses) {
                for (int v : m_bySense.value(s.synset))
                    take(v, phrase, MatchKind::Synonym, matchWeight(MatchKind::Synonym) * s.weight, related);
            }
            if (n == 1) {
                for (quint32 synset : pertainedNouns(lower, wordnet)) {
                    for (int v : m_bySense.value(synset))
                        take(v, phrase, MatchKind::Derivation, matchWeight(MatchKind::Derivation), related);
                }
            }
        }
    }
    auto byFrequency = [](const ValueHit &a, const ValueHit &b) { return a.frequency > b.frequency; };
    std::stable_sort(exact.begin(), exact.end(), byFrequency);
    std::stable_sort(related.begin(), related.end(), byFrequency);
    QList<ValueHit> out = exact + related;
    if (out.size() > max)
        out.resize(max);
    return out;
}

QList<ValueHit> ValueIndex::search(const QString &text, int k, const QString &table, const QString &column) const
{
    auto accept = [&](int i) {
        const StoredValue &v = m_values[i];
        return (table.isEmpty() || v.table.compare(table, Qt::CaseInsensitive) == 0)
               && (column.isEmpty() || v.column.compare(column, Qt::CaseInsensitive) == 0);
    };
    const int pool = std::max(50, k * 10);
    QHash<int, double> scores;
    // Words carry the meaning; trigrams forgive typos and partial words. Each side is scaled to
    // its best hit so neither drowns the other.
    const auto words = m_words.search(analyzeWords(text, false), pool, accept);
    const double wordTop = words.isEmpty() ? 1 : words.first().score;
    for (const auto &h : words)
        scores[h.doc] += 1.0 * h.score / wordTop;
    const auto grams = m_trigrams.search(characterTrigrams(text), pool, accept);
    const double gramTop = grams.isEmpty() ? 1 : grams.first().score;
    for (const auto &h : grams)
        scores[h.doc] += 0.8 * h.score / gramTop;
    for (int i : m_exact.value(text.trimmed().toLower())) {
        if (accept(i))
            scores[i] += 3.0;
    }
    QList<ValueHit> out;
    out.reserve(scores.size());
    for (auto it = scores.constBegin(); it != scores.constEnd(); ++it) {
        const StoredValue &v = m_values[it.key()];
        out.append({v.table, v.column, v.value, v.frequency, it.value(), {}, MatchKind::Exact});
    }
    std::sort(out.begin(), out.end(), [](const ValueHit &a, const ValueHit &b) {
        if (a.score != b.score)
            return a.score > b.score;
        if (a.frequency != b.frequency)
            return a.frequency > b.frequency;
        // the same value stored in several places: a fixed order, not the hash's (which differs
        // between runs)
        return std::tie(a.value, a.table, a.column) < std::tie(b.value, b.table, b.column);
    });
    if (out.size() > k)
        out.resize(k);
    return out;
}

bool ValueCollector::worthIndexing(const ColumnKnowledge &c, const Options &options)
{
    const db::ValueType t = c.profile.type != db::ValueType::Unknown ? c.profile.type : db::valueTypeFromDeclared(c.type);
    if (t != db::ValueType::Text && t != db::ValueType::Unknown)
        return false;
    if (c.profile.averageLength > options.maxAverageLength)
        return false;
    return c.profile.nonNull > 0 || c.profile.distinct != 0;
}

QList<StoredValue> ValueCollector::collectAll(const QList<TableKnowledge> &tables, const db::CancelTokenPtr &cancel)
{
    QList<StoredValue> values;
    for (const TableKnowledge &t : tables) {
        for (const ColumnKnowledge &c : t.columns) {
            if (!worthIndexing(c, m_options))
                continue;
            for (const auto &[v, n] : collect(t, c, cancel))
                values.append({t.qualifiedName(), c.name, v, n});
        }
    }
    return values;
}

QList<std::pair<QString, qint64>> ValueCollector::collect(const TableKnowledge &table, const ColumnKnowledge &column,
                                                          const db::CancelTokenPtr &cancel, QString *error)
{
    const db::Dialect &d = m_connection.dialect();
    const QString col = d.identifier(column.name);
    db::ExecOptions opts;
    opts.cancel = cancel;
    opts.readOnly = true;
    QList<db::Row> rows;
    const db::ExecSummary s = m_connection.query(
        QStringLiteral("SELECT %1, COUNT(*) AS n FROM %2 WHERE %1 IS NOT NULL GROUP BY %1 ORDER BY n DESC %3")
            .arg(col, d.qualified(table.schema, table.name), d.limitClause(m_options.maxValuesPerColumn)),
        &rows, opts);
    QList<std::pair<QString, qint64>> out;
    if (!s.ok()) {
        if (error)
            *error = s.error.message;
        return out;
    }
    out.reserve(rows.size());
    for (const db::Row &r : rows) {
        const QString v = r.value(0).toString();
        if (!v.trimmed().isEmpty() && v.size() <= 200)
            out.append({v, r.value(1).toLongLong()});
    }
    return out;
}

} // namespace assay::knowledge
