// Composite keys and composite references (Zhang et al., multi-column foreign keys): a table
// without a key of one column gets the smallest, leftmost combination of its reference-like
// columns that the database finds unique and never NULL (HoPF prefers fewer columns, then
// leftmost); then every composite key is matched, column by column and by name, against the
// columns of other tables, and each complete match is checked as a whole, combinations of values
// against combinations of key values.

#include "discoveryimpl.h"

namespace assay::relationships {
namespace {

constexpr int maxKeyParts = 4; // columns considered for a composite key (the leftmost)
constexpr qint64 fullUniquenessRows = 2000000; // bigger tables keep a key found unique in a sample

QList<QList<int>> combinations(const QList<int> &columns, int size) {
    QList<QList<int>> out;
    const int n = int(columns.size());
    if (size == 2) {
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                out << QList<int>{columns[i], columns[j]};
    } else if (size == 3) {
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                for (int k = j + 1; k < n; ++k)
                    out << QList<int>{columns[i], columns[j], columns[k]};
    }
    return out;
}

} // namespace

void RelationshipDiscovery::Impl::compositeKeys(const QList<int> &chosen) {
    QSet<int> referencing;
    for (int i : chosen)
        referencing.insert(candidates[i].from.first());
    for (int ti = 0; ti < facts.tables.size(); ++ti) {
        const TableFacts &t = facts.tables[ti];
        if (t.view || !t.chosenKey.isEmpty() || t.rows < 2 || t.profiledRows < 2)
            continue;
        QList<int> parts;
        for (int c : t.columns) {
            const ColumnFacts &cf = facts.columns[c];
            const bool referenceLike =
                referencing.contains(c) || cf.declaredReference || hasKeyWord(cf.naming);
            if (cf.valueClass != ValueClass::None && cf.nonNull == t.profiledRows &&
                referenceLike && parts.size() < maxKeyParts)
                parts << c;
        }
        QList<int> found;
        TargetKey strength = TargetKey::Unique;
        for (int size = 2; size <= 3 && found.isEmpty(); ++size) {
            for (const QList<int> &combination : combinations(parts, size)) {
                if (stopped())
                    return;
                const int timeout = std::min(options.limits.queryTimeoutMs, remainingMs());
                if (!checks->uniqueness(combination, t.sampled, timeout).unique())
                    continue;
                if (t.sampled) {
                    // Unique in the sample: the whole table says, when it is not too big to ask.
                    if (t.rows > fullUniquenessRows) {
                        strength = TargetKey::UniqueInSample;
                    } else if (!checks
                                    ->uniqueness(
                                        combination, false,
                                        std::min(options.limits.queryTimeoutMs, remainingMs()))
                                    .unique()) {
                        continue;
                    }
                }
                found = combination;
                break;
            }
        }
        if (found.isEmpty())
            continue;
        KeyCandidate k;
        k.table = ti;
        k.columns = found;
        k.strength = strength;
        k.keyLike = true;
        facts.keys << k;
        facts.tables[ti].chosenKey = found;
    }
}

void RelationshipDiscovery::Impl::compositeReferences() {
    // Each table's columns by the words of their names, so a key column finds its partner by
    // lookup.
    QList<QMultiHash<QString, int>> byWords(facts.tables.size());
    for (int c = 0; c < facts.columns.size(); ++c) {
        const ColumnFacts &cf = facts.columns[c];
        if (cf.valueClass == ValueClass::None)
            continue;
        QSet<QString> keys = {cf.naming.words.join(u' '), cf.naming.full.join(u' ')};
        if (!cf.naming.stem.isEmpty())
            keys.insert(cf.naming.stem.join(u' '));
        for (const QString &w : std::as_const(keys))
            byWords[cf.table].insert(w, c);
    }
    for (int ki = 0; ki < facts.keys.size(); ++ki) {
        const KeyCandidate &key = facts.keys[ki];
        if (key.columns.size() < 2 || facts.tables[key.table].view)
            continue;
        const TableFacts &kt = facts.tables[key.table];
        for (int ti = 0; ti < facts.tables.size(); ++ti) {
            const TableFacts &t = facts.tables[ti];
            if (ti == key.table || t.view)
                continue;
            Candidate c;
            c.key = ki;
            c.to = key.columns;
            c.evidence.name = NameMatch::Same;
            bool complete = true, allDeclared = true;
            for (int kc : key.columns) {
                const ColumnFacts &kcf = facts.columns[kc];
                int best = -1;
                NameMatch bestMatch = NameMatch::None;
                for (const QString &w : {kcf.naming.words.join(u' '), kcf.naming.full.join(u' '),
                                         kcf.naming.stem.join(u' ')}) {
                    for (auto it = byWords[ti].constFind(w);
                         !w.isEmpty() && it != byWords[ti].constEnd() && it.key() == w; ++it) {
                        const NameMatch m =
                            matchName(facts.columns[*it].naming, kcf.naming, kt.stem, false);
                        bool asText = false;
                        if (!c.from.contains(*it) && nameRank(m) > nameRank(bestMatch) &&
                            nameRank(m) >= nameRank(NameMatch::KeyName) &&
                            comparable(facts.columns[*it].valueClass, kcf.valueClass, &asText))
                            best = *it, bestMatch = m;
                    }
                }
                if (best < 0) {
                    complete = false;
                    break;
                }
                bool asText = false;
                comparable(facts.columns[best].valueClass, kcf.valueClass, &asText);
                c.from << best;
                c.asText << asText;
                allDeclared = allDeclared && facts.columns[best].declaredReference;
                if (nameRank(bestMatch) < nameRank(c.evidence.name))
                    c.evidence.name = bestMatch;
            }
            if (!complete || allDeclared)
                continue;
            c.evidence.targetKey = key.strength;
            c.circumstances.referenceName = true;
            c.circumstances.keyLike = true;
            QList<int> own = t.chosenKey, mine = c.from;
            std::sort(own.begin(), own.end());
            std::sort(mine.begin(), mine.end());
            c.circumstances.ownKey = own == mine;
            candidates << c;
        }
    }
}

} // namespace assay::relationships
