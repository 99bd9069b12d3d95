// Retriever's table ranking with every kind of evidence, column search, and the typed word
// matches (retriever.h).
#include "retriever.h"

#include "fusion.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <functional>

namespace assay::knowledge {

// [words, issue 24] A question is about one subject area. In a catalog of several schemas, the
// schema that explains more of the question's words (each word counted once, by its best match
// among the schema's tables and columns) lends each of its tables a share of that coverage, so a
// word many schemas have a table for ("customers", "people") goes to the schema the question's
// other words point to. With one schema (a typical connection) every table gains the same: the
// order does not change.
void Retriever::addSchemaEvidence(const Query &query, QHash<int, double> &scores) const
{
    const auto schemaOf = [this](int i) { return m_items[i].table.section(QLatin1Char('.'), 0, -2).toLower(); };
    QSet<QString> schemas;
    for (auto it = scores.constBegin(); it != scores.constEnd(); ++it)
        schemas.insert(schemaOf(it.key()));
    if (schemas.size() < 2)
        return;
    auto tableOrColumn = [this](int i) { return m_items[i].kind == ItemKind::Table || m_items[i].kind == ItemKind::Column; };
    QHash<QString, QHash<int, double>> bestPerWord; // schema -> question word -> best weight
    for (const SemanticIndex::Evidence &e : m_semantic.evidence(query.related, tableOrColumn)) {
        double &best = bestPerWord[schemaOf(e.item)][e.queryWord];
        best = std::max(best, e.weight);
    }
    QHash<QString, double> coverage;
    double top = 1e-9;
    for (auto it = bestPerWord.constBegin(); it != bestPerWord.constEnd(); ++it) {
        double sum = 0;
        for (const double w : it.value())
            sum += w;
        coverage.insert(it.key(), sum);
        top = std::max(top, sum);
    }
    for (auto it = scores.begin(); it != scores.end(); ++it)
        it.value() += fusion::SchemaShare * coverage.value(schemaOf(it.key())) / top;
}

QList<RetrievedItem> Retriever::searchTables(const QString &query, int k, const QList<ValueHit> &values) const
{
    auto ofKind = [this](ItemKind kind) { return [this, kind](int i) { return m_items[i].kind == kind; }; };
    const Query prepared = prepare(query);
    QList<RetrievedItem> tables = fuse(prepared, ofKind(ItemKind::Table));
    QHash<int, RetrievedItem> byItem;
    QHash<int, double> score;
    for (const RetrievedItem &t : std::as_const(tables)) {
        const int i = m_tableItem.value(t.item.table.toLower(), -1);
        byItem.insert(i, t);
        score.insert(i, t.score);
    }
    // More evidence, as further ranked lists of tables: each list ranks a table by its best item.
    QList<fusion::RankedList> lists;
    auto tablesOf = [this](const QList<std::pair<QString, double>> &hits, double weight) {
        fusion::RankedList list{{}, {}, weight};
        QSet<int> seen;
        for (const auto &[name, value] : hits) {
            const int i = m_tableItem.value(name.toLower(), -1);
            if (i >= 0 && !seen.contains(i)) {
                seen.insert(i);
                list.add(i, value);
            }
        }
        return list;
    };
    auto itemTables = [](const QList<RetrievedItem> &hits) {
        QList<std::pair<QString, double>> out;
        for (const RetrievedItem &h : hits)
            out.append({h.item.table, h.score});
        return out;
    };
    if (m_options.indexColumns)
        lists << tablesOf(itemTables(fuse(prepared, ofKind(ItemKind::Column))), fusion::ColumnWeight);
    lists << tablesOf(itemTables(fuse(prepared, ofKind(ItemKind::Glossary))), fusion::GlossaryWeight);
    QList<std::pair<QString, double>> valueTables;
    for (const ValueHit &v : values)
        valueTables.append({v.table, v.match == MatchKind::Exact ? 1.0 : matchWeight(v.match)});
    lists << tablesOf(valueTables, fusion::ValueWeight);
    // The tables' own fused scores, over their best, on the scale of the other lists.
    const double topTable = tables.isEmpty() ? 1.0 : std::max(1e-9, tables.first().score);
    for (auto it = score.begin(); it != score.end(); ++it)
        it.value() /= topTable;
    const QHash<int, double> extra = fusion::combine(lists);
    for (auto it = extra.constBegin(); it != extra.constEnd(); ++it)
        score[it.key()] += it.value();
    // A table next to a strong one (by foreign key) is likely needed with it: the bridge between
    // two tables a question names, the lookup a fact table points at. A hub shares its score
    // among its neighbours (over the square root of their number), so a central fact table does
    // not pull in every dimension it references.
    // The boost never lifts a table above the one that lends it: it comes with that table, after it.
    QHash<int, double> final = score;
    for (auto it = score.constBegin(); it != score.constEnd(); ++it) {
        const QList<int> neighbours = m_neighbours.value(it.key());
        const double share = fusion::NeighbourShare * it.value() / std::sqrt(double(std::max<qsizetype>(1, neighbours.size())));
        for (int n : neighbours) {
            const double own = score.value(n);
            const double lifted = std::max(own, std::min(own + share, 0.999 * it.value()));
            final[n] = std::max(final.value(n, own), lifted);
        }
    }
    addSchemaEvidence(prepared, final);
    QList<RetrievedItem> out;
    out.reserve(final.size());
    for (auto it = final.constBegin(); it != final.constEnd(); ++it) {
        RetrievedItem hit = byItem.value(it.key());
        hit.item = m_items[it.key()];
        hit.score = it.value();
        out << hit;
    }
    sortByScore(out);
    if (out.size() > k)
        out.resize(k);
    return out;
}

QList<RetrievedItem> Retriever::searchColumns(const QString &query, int k, const QString &table) const
{
    QList<RetrievedItem> hits = search(query, {ItemKind::Column}, table.isEmpty() ? k : m_options.pool);
    if (!table.isEmpty()) {
        hits.removeIf([&](const RetrievedItem &h) { return h.item.table.compare(table, Qt::CaseInsensitive) != 0; });
        if (hits.size() > k)
            hits.resize(k);
    }
    return hits;
}

QList<WordMatch> Retriever::wordMatches(const QString &question, const QList<ItemKind> &kinds, int perWord) const
{
    QList<WordMatch> out;
    if (!m_options.expand)
        return out;
    const QList<SemanticIndex::QueryWord> words = m_semantic.analyzeQuery(question);
    auto wanted = [&](int i) { return kinds.isEmpty() || kinds.contains(m_items[i].kind); };
    QList<SemanticIndex::Evidence> evidence = m_semantic.evidence(words, wanted);
    std::sort(evidence.begin(), evidence.end(), [this](const SemanticIndex::Evidence &a, const SemanticIndex::Evidence &b) {
        if (a.queryWord != b.queryWord)
            return a.queryWord < b.queryWord;
        if (a.weight != b.weight)
            return a.weight > b.weight;
        return m_items[a.item].title < m_items[b.item].title;
    });
    int taken = 0;
    for (int i = 0; i < evidence.size(); ++i) {
        const SemanticIndex::Evidence &e = evidence[i];
        taken = i > 0 && evidence[i - 1].queryWord == e.queryWord ? taken + 1 : 1;
        if (taken > perWord)
            continue;
        const IndexedItem &item = m_items[e.item];
        const SemanticIndex::QueryWord &w = words[e.queryWord];
        WordMatch m;
        m.questionWord = w.text;
        m.begin = w.begin;
        m.end = w.end;
        m.kind = item.kind;
        m.table = item.table;
        m.column = item.column;
        m.glossaryId = item.kind == ItemKind::Glossary ? item.id : 0;
        m.schemaWord = e.schemaWord;
        m.written = e.written;
        m.relation = e.kind;
        m.field = e.field;
        m.weight = e.weight;
        out << m;
    }
    std::stable_sort(out.begin(), out.end(), [](const WordMatch &a, const WordMatch &b) {
        return a.weight > b.weight;
    });
    return out;
}

} // namespace assay::knowledge
