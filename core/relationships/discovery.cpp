#include "discovery.h"
#include "discoveryimpl.h"

#include "db/connection.h"
#include "knowledge/knowledgetr.h"

#include <QCoreApplication>

#include <algorithm>

namespace assay::relationships {
namespace {

using knowledge::Tr;

bool isText(ValueClass c) {
    return c == ValueClass::Text || c == ValueClass::NumericText;
}

constexpr qsizetype maxAbbreviationKeys = 200;

bool isAttributeKey(const ColumnName &key) {
    return key.keyWord.isEmpty() && isAttributeName(key.stem);
}

// Two letters an abbreviation of these words may start with: a word's first two, or the first
// letters of two words in a row ("cd" for customer demographics).
QStringList initials(const QStringList &words) {
    QStringList out;
    for (int i = 0; i < words.size(); ++i) {
        if (words[i].size() >= 2)
            out << words[i].left(2);
        if (i + 1 < words.size() && !words[i].isEmpty() && !words[i + 1].isEmpty())
            out << QString(words[i].front()) + words[i + 1].front();
    }
    return out;
}

} // namespace

void NameIndex::add(int key, const Facts &facts) {
    const KeyCandidate &k = facts.keys[key];
    const ColumnFacts &c = facts.columns[k.columns.first()];
    const TableFacts &t = facts.tables[k.table];
    QSet<QString> words = {t.stem.join(u' ')};
    // A key named by a plain attribute ("name", "label") is found by its table's name only
    // (keynames.cpp matches it so): indexing its own words would meet every "name" column.
    if (!isAttributeKey(c.naming)) {
        words << c.naming.words.join(u' ') << c.naming.full.join(u' ');
        if (!c.naming.stem.isEmpty())
            words.insert(c.naming.stem.join(u' '));
    }
    for (const QString &w : std::as_const(words)) {
        if (!w.isEmpty())
            m_byWords.insert(w, key);
    }
    QStringList letters =
        initials(t.stem) + (isAttributeKey(c.naming) ? QStringList() : initials(c.naming.stem));
    letters.removeDuplicates();
    for (const QString &i : std::as_const(letters))
        m_byInitials.insert(i, key);
}

QSet<int> NameIndex::keysFor(const ColumnFacts &column) const {
    QSet<int> out;
    auto take = [&](const QMultiHash<QString, int> &index, const QString &word) {
        for (auto it = index.constFind(word); it != index.constEnd() && it.key() == word; ++it)
            out.insert(it.value());
    };
    take(m_byWords, column.naming.words.join(u' '));
    take(m_byWords, column.naming.full.join(u' '));
    const QStringList &stem = column.naming.stem;
    for (int from = 0; from < stem.size(); ++from)
        take(m_byWords, stem.mid(from).join(u' '));
    // A role glued to the noun ("fromcity"): the noun at the end of the last word.
    if (!stem.isEmpty()) {
        const QString &last = stem.last();
        for (qsizetype from = 2; last.size() - from >= 4; ++from)
            take(m_byWords, last.mid(from));
    }
    // Abbreviations: keys whose names start with the same two letters, unless so many do that
    // two letters say nothing (thousands of tables named alike).
    QSet<int> abbreviated;
    const QString joined = stem.join(QString());
    if (joined.size() >= 3) {
        const QList<int> keys = m_byInitials.values(joined.left(2));
        abbreviated += QSet<int>(keys.begin(), keys.end());
    }
    for (const QString &w : stem) {
        if (w.size() >= 4) {
            const QList<int> keys = m_byInitials.values(w.left(2));
            abbreviated += QSet<int>(keys.begin(), keys.end());
        }
    }
    if (abbreviated.size() <= maxAbbreviationKeys)
        out += abbreviated;
    return out;
}

bool RelationshipDiscovery::Impl::stopped() {
    if (cancel && cancel->isCancelled()) {
        result.cancelled = true;
        return true;
    }
    if (clock.elapsed() >= options.timeBudgetMs) {
        result.outOfTime = true;
        return true;
    }
    return false;
}

int RelationshipDiscovery::Impl::remainingMs() const {
    return int(std::max<qint64>(0, options.timeBudgetMs - clock.elapsed()));
}

bool RelationshipDiscovery::Impl::makeCandidate(int column, int key, NameMatch name,
                                                Candidate *out) const {
    const KeyCandidate &k = facts.keys[key];
    const int keyColumn = k.columns.first();
    if (keyColumn == column)
        return false;
    const ColumnFacts &c = facts.columns[column];
    const ColumnFacts &kc = facts.columns[keyColumn];
    bool asText = false;
    if (!comparable(c.valueClass, kc.valueClass, &asText))
        return false;
    // No value of a range beside the key's can be in it (the key's range is known when its
    // table was profiled whole).
    if (c.numericRange && kc.numericRange && !facts.tables[kc.table].sampled &&
        (c.min > kc.max || c.max < kc.min))
        return false;
    // More distinct numbers than the key has: most cannot be in it. (Not for text: 'ABC ' and
    // 'ABC' are two values until trimmed.)
    const bool exact = !facts.tables[c.table].sampled && !facts.tables[k.table].sampled;
    if (exact && !isText(c.valueClass) && c.distinct > 0 && kc.distinct > 0 &&
        double(c.distinct) > double(kc.distinct) * 1.05 + 1)
        return false;
    const TableFacts &t = facts.tables[c.table];
    out->from = {column};
    out->to = {keyColumn};
    out->key = key;
    out->asText = {asText};
    out->evidence.name = name;
    out->evidence.targetKey = k.strength;
    out->evidence.danglingTarget = c.danglingTarget;
    out->circumstances.referenceName = hasKeyWord(c.naming);
    out->circumstances.keyLike = k.keyLike;
    out->circumstances.ownKey = t.chosenKey == QList<int>{column};
    out->circumstances.someNull = t.profiledRows > 0 && c.nonNull < t.profiledRows;
    out->namesTargetTable = namesTable(c.naming, facts.tables[k.table].stem);
    return true;
}

void RelationshipDiscovery::Impl::unaryCandidates() {
    NameIndex index;
    QList<int> unaryKeys;
    QHash<int, QList<int>> keysOfTable;
    for (int k = 0; k < facts.keys.size(); ++k) {
        if (facts.keys[k].columns.size() == 1 && !facts.tables[facts.keys[k].table].view) {
            index.add(k, facts);
            unaryKeys << k;
            keysOfTable[facts.keys[k].table] << k;
        }
    }
    QList<Candidate> named, dataOnly;
    for (int ci = 0; ci < facts.columns.size(); ++ci) {
        if (ci % 256 == 0 && stopped())
            break; // thousands of tables: even finding candidates is bounded by the budget
        const ColumnFacts &c = facts.columns[ci];
        const TableFacts &t = facts.tables[c.table];
        if (t.view || c.valueClass == ValueClass::None || c.declaredReference)
            continue;
        if (c.naming.generic()) {
            // "id" names nothing; as a table's key it may still extend another table one to one.
            QList<Candidate> extension;
            sameKeySets(ci, {}, extension);
            dataOnly += extension;
            continue;
        }
        // A table's key named after the table is what identifies its rows, not a reference.
        if (t.chosenKey == QList<int>{ci} && namesTable(c.naming, t.stem)) {
            QList<Candidate> extension;
            sameKeySets(ci, {}, extension);
            dataOnly += extension;
            continue;
        }
        QSet<int> byName = index.keysFor(c);
        for (int k : keysOfTable.value(c.table))
            byName.insert(k); // references within a table: a manager, a parent
        for (int k : std::as_const(byName)) {
            const KeyCandidate &key = facts.keys[k];
            const ColumnFacts &kc = facts.columns[key.columns.first()];
            const NameMatch m =
                matchName(c.naming, kc.naming, facts.tables[key.table].stem, key.table == c.table);
            Candidate cand;
            if (m != NameMatch::None && makeCandidate(ci, k, m, &cand))
                named << cand;
        }
        sameKeySets(ci, byName, dataOnly);
        if (!hasKeyWord(c.naming))
            continue;
        // Names that say nothing: the tightest keys the values could fit, checked on data alone.
        QList<std::pair<double, int>> fits;
        for (int k : std::as_const(unaryKeys)) {
            const KeyCandidate &key = facts.keys[k];
            if (byName.contains(k) || key.table == c.table)
                continue;
            const ColumnFacts &kc = facts.columns[key.columns.first()];
            bool asText = false;
            if (!comparable(c.valueClass, kc.valueClass, &asText))
                continue;
            double size = double(std::max<qint64>(kc.distinct, 1));
            if (c.numericRange && kc.numericRange) {
                if (c.min < kc.min || (c.max > kc.max && !facts.tables[key.table].sampled))
                    continue;
                size = kc.max - kc.min + 1;
            } else if (isText(c.valueClass) && isText(kc.valueClass) &&
                       std::abs(c.averageLength - kc.averageLength) > 2 + 0.5 * kc.averageLength) {
                continue;
            }
            fits << std::pair{size, k};
        }
        std::sort(fits.begin(), fits.end());
        for (int i = 0; i < fits.size() && i < options.dataOnlyTargets; ++i) {
            Candidate cand;
            if (makeCandidate(ci, fits[i].second, NameMatch::None, &cand))
                dataOnly << cand;
        }
    }
    // Strongest names first: when the budget runs out, what is left unchecked is the least likely.
    std::stable_sort(named.begin(), named.end(), [](const Candidate &a, const Candidate &b) {
        return nameRank(a.evidence.name) > nameRank(b.evidence.name);
    });
    candidates = named + dataOnly;
}

void RelationshipDiscovery::Impl::sameKeySets(int column, const QSet<int> &byName,
                                              QList<Candidate> &out) const {
    // A table's own key against other tables' keys holding as many values over the same range:
    // a one-to-one extension the names may not say (cars_data.id, car_names.makeid).
    const ColumnFacts &c = facts.columns[column];
    const TableFacts &t = facts.tables[c.table];
    if (t.sampled || t.chosenKey != QList<int>{column} || c.distinct < 100 || !c.numericRange)
        return;
    for (int k = 0; k < facts.keys.size(); ++k) {
        const KeyCandidate &key = facts.keys[k];
        if (key.columns.size() != 1 || key.table == c.table || byName.contains(k))
            continue;
        const TableFacts &kt = facts.tables[key.table];
        const ColumnFacts &kc = facts.columns[key.columns.first()];
        if (kt.sampled || kt.view || kt.chosenKey != key.columns || kc.distinct != c.distinct ||
            !kc.numericRange || kc.min != c.min || kc.max != c.max)
            continue;
        // One direction: the key with the plainer name extends the other; else the later table.
        const bool plainer = c.naming.generic() && !kc.naming.generic();
        const bool tie = c.naming.generic() == kc.naming.generic();
        if (!plainer && !(tie && c.table > key.table))
            continue;
        Candidate cand;
        if (makeCandidate(column, k, NameMatch::None, &cand)) {
            cand.circumstances.sameKeySet = true;
            out << cand;
        }
    }
}

void RelationshipDiscovery::Impl::fillEvidence(Candidate &c, const InclusionResult &r,
                                               bool trimmed) const {
    Evidence &e = c.evidence;
    e.checked = r.checked;
    e.found = r.found;
    e.sampled = r.sampled;
    e.trimmed = trimmed;
    e.asText = c.asText.contains(true);
    e.noValues = r.checked == 0;
    if (c.from.size() != 1)
        return;
    const ColumnFacts &dc = facts.columns[c.from.first()];
    const ColumnFacts &kc = facts.columns[c.to.first()];
    const TableFacts &kt = facts.tables[kc.table];
    const qint64 keyValues = kt.sampled ? std::max(kt.rows, kc.nonNull) : kc.nonNull;
    const bool capped = r.checked >= options.limits.maxDistinct;
    if (keyValues > 0 && r.checked > 0) {
        const bool everyValue = !r.sampled && !capped;
        if (everyValue)
            e.targetShare = std::min(1.0, double(r.found) / double(keyValues));
        else if (dc.distinct > 0 && !facts.tables[dc.table].sampled)
            e.targetShare = std::min(1.0, double(r.found) / double(r.checked) *
                                              double(dc.distinct) / double(keyValues));
    }
    if (r.keyValuesInSpan >= 0 && keyValues > 0) {
        e.span = std::min(1.0, double(r.keyValuesInSpan) / double(keyValues));
        // Only a sample spread over the table (or all of it) says how references spread.
        if (!capped && (!r.sampled || r.spreadSample))
            e.randomness = spanProbability(r.found, e.span);
    }
    const bool numbers = dc.numericRange && kc.numericRange;
    e.sparsity = surpriseBits(numbers, kc.min, kc.max, keyValues);
}

void RelationshipDiscovery::Impl::check(Candidate &c) {
    const ColumnFacts &dc = facts.columns[c.from.first()];
    const TableFacts &dt = facts.tables[dc.table];
    if (c.from.size() == 1 && dt.rows >= 0 && dc.nonNull == 0 && !dt.sampled) {
        // An empty table, a column of NULLs: nothing to ask the database.
        c.evidence.noValues = true;
        c.checked = true;
        c.verdict = judge(c.evidence, c.circumstances);
        return;
    }
    const int timeout = std::min(options.limits.queryTimeoutMs, remainingMs());
    if (timeout < 50)
        return;
    ++result.checked;
    InclusionResult r = checks->inclusion(c.from, c.to, false, c.asText, timeout);
    if (!r.ran)
        return;
    fillEvidence(c, r, false);
    bool text = false;
    for (int i = 0; i < c.from.size(); ++i)
        text = text || (isText(facts.columns[c.from[i]].valueClass) && !c.asText.value(i));
    if (text && r.checked > 0 && !contained(c.evidence) && !stopped()) {
        // Keys with stray spaces (' APG' for 'APG') match once trimmed.
        const InclusionResult trimmed = checks->inclusion(
            c.from, c.to, true, c.asText, std::min(options.limits.queryTimeoutMs, remainingMs()));
        // Trimming also merges 'ABC ' with 'ABC': compare shares, not counts.
        if (trimmed.ran && trimmed.checked > 0 &&
            double(trimmed.found) / double(trimmed.checked) > double(r.found) / double(r.checked))
            fillEvidence(c, trimmed, true);
    }
    c.checked = true;
    c.verdict = judge(c.evidence, c.circumstances);
}

void RelationshipDiscovery::Impl::checkCandidates(int from) {
    for (int i = from; i < candidates.size(); ++i) {
        if (stopped())
            return;
        check(candidates[i]);
        ++done;
        if (progress)
            progress(done, int(candidates.size()));
    }
}

QList<int> RelationshipDiscovery::Impl::choose(const QList<int> &accepted) const {
    // Ranked as a person would: what the name says, then whether it names the table, then how
    // strong the data is, a declared key before a found one, then the confidence.
    auto above = [this](int a, int b) {
        const Candidate &x = candidates[a], &y = candidates[b];
        if (nameRank(x.evidence.name) != nameRank(y.evidence.name))
            return nameRank(x.evidence.name) > nameRank(y.evidence.name);
        if (x.namesTargetTable != y.namesTargetTable)
            return x.namesTargetTable;
        if (strongData(x.evidence) != strongData(y.evidence))
            return strongData(x.evidence);
        if ((x.evidence.targetKey == TargetKey::Declared) !=
            (y.evidence.targetKey == TargetKey::Declared))
            return x.evidence.targetKey == TargetKey::Declared;
        return x.verdict.confidence > y.verdict.confidence;
    };
    QHash<int, QList<int>> byColumn;
    for (int i : accepted)
        byColumn[candidates[i].from.first()] << i;
    // What each key column refers to (found or declared): chains of keys sharing values.
    QHash<int, int> refersTo;
    for (auto it = byColumn.begin(); it != byColumn.end(); ++it) {
        std::sort(it->begin(), it->end(), above);
        refersTo.insert(it.key(), candidates[it->first()].to.first());
    }
    for (int t = 0; t < facts.tables.size(); ++t) {
        const db::TableInfo *info = catalog.find(facts.tables[t].name, facts.tables[t].schema);
        for (const db::ForeignKeyInfo &fk :
             info ? info->foreignKeys : QList<db::ForeignKeyInfo>{}) {
            const db::TableInfo *ref = catalog.find(fk.refTable, fk.refSchema);
            if (!ref || fk.columns.size() != 1)
                continue;
            const int from = facts.findColumn(t, fk.columns.first());
            const int refTable = int(ref - catalog.tables.data());
            const int to =
                facts.findColumn(refTable, fk.refColumns.isEmpty() ? ref->primaryKey.value(0)
                                                                   : fk.refColumns.first());
            if (from >= 0 && to >= 0)
                refersTo.insert(from, to);
        }
    }
    auto reaches = [&](int column, int target) {
        for (int step = 0; step < 8 && refersTo.contains(column); ++step) {
            column = refersTo.value(column);
            if (column == target)
                return true;
        }
        return false;
    };
    QList<int> chosen;
    for (auto it = byColumn.cbegin(); it != byColumn.cend(); ++it) {
        const QList<int> &group = *it;
        // The tie: as good by name, by naming the table and by the data as the best.
        QList<int> top;
        const Candidate &best = candidates[group.first()];
        for (int i : group) {
            const Candidate &c = candidates[i];
            if (nameRank(c.evidence.name) == nameRank(best.evidence.name) &&
                c.namesTargetTable == best.namesTargetTable &&
                strongData(c.evidence) == strongData(best.evidence))
                top << i;
        }
        // A better-named target whose key itself refers to another target the values are also
        // in is a step on the way: the root is the one referred to (city.countrycode goes to
        // country, not to countrylanguage.countrycode), when a name says that one too.
        for (int i : group) {
            if (i == top.first() || !namesReference(candidates[i].evidence.name))
                continue;
            if (reaches(candidates[top.first()].to.first(), candidates[i].to.first())) {
                top = {i};
                break;
            }
        }
        // A target whose key itself refers to another target is a step on the way to the root.
        QList<int> roots;
        for (int i : std::as_const(top)) {
            const bool leadsOn = std::any_of(top.begin(), top.end(), [&](int j) {
                return j != i && reaches(candidates[i].to.first(), candidates[j].to.first());
            });
            if (!leadsOn)
                roots << i;
        }
        if (roots.isEmpty())
            continue;
        if (roots.size() > 1 && !namesReference(candidates[roots.first()].evidence.name))
            continue; // several keys fit as well and nothing names one: declined, not guessed
        chosen << roots.first();
    }
    // No two-way references between two columns: the one whose name says it stays.
    QList<int> out;
    for (int i : std::as_const(chosen)) {
        const Candidate &c = candidates[i];
        const auto back = std::find_if(chosen.begin(), chosen.end(), [&](int j) {
            return candidates[j].from.first() == c.to.first() &&
                   candidates[j].to.first() == c.from.first();
        });
        if (back != chosen.end() && above(*back, i))
            continue;
        out << i;
    }
    return out;
}

knowledge::Relationship RelationshipDiscovery::Impl::relationshipOf(const Candidate &c) const {
    knowledge::Relationship r;
    const ColumnFacts &first = facts.columns[c.from.first()];
    r.fromTable = facts.tables[first.table].qualified;
    r.toTable = facts.tables[facts.columns[c.to.first()].table].qualified;
    for (int f : c.from)
        r.fromColumns << facts.columns[f].name;
    for (int t : c.to)
        r.toColumns << facts.columns[t].name;
    r.cardinality =
        c.from.size() == 1 && first.unique ? QStringLiteral("1:1") : QStringLiteral("N:1");
    r.source = knowledge::Relationship::Source::Inferred;
    r.confidence = c.verdict.confidence;
    r.evidence = c.evidence;
    return r;
}

RelationshipDiscovery::RelationshipDiscovery(db::Connection &connection, const db::Catalog &catalog,
                                             const knowledge::DataContext &context,
                                             DiscoveryOptions options)
    : d(std::make_unique<Impl>(connection, catalog, context, options)) {
}

RelationshipDiscovery::~RelationshipDiscovery() = default;

DiscoveryResult RelationshipDiscovery::run(const db::CancelTokenPtr &cancel,
                                           const std::function<void(int, int)> &progress) {
    d->clock.start();
    d->cancel = cancel;
    d->progress = progress;
    d->result = {};
    d->done = 0;
    d->facts = Facts::collect(d->catalog, d->context);
    d->checks =
        std::make_unique<InclusionChecks>(d->connection, d->facts, d->options.limits, cancel);
    d->unaryCandidates();
    d->result.candidates = int(d->candidates.size());
    d->checkCandidates(0);
    QList<int> accepted;
    for (int i = 0; i < d->candidates.size(); ++i) {
        if (d->candidates[i].checked && d->candidates[i].verdict.accept)
            accepted << i;
    }
    QList<int> chosen = d->choose(accepted);
    for (int i : std::as_const(chosen)) {
        int others = 0;
        for (int j : std::as_const(accepted))
            others += j != i && d->candidates[j].from == d->candidates[i].from ? 1 : 0;
        d->candidates[i].evidence.competitors = others;
    }
    if (d->options.compositeKeys && !d->stopped()) {
        d->compositeKeys(chosen);
        const int before = int(d->candidates.size());
        d->compositeReferences();
        d->result.candidates = int(d->candidates.size());
        d->checkCandidates(before);
        for (int i = before; i < d->candidates.size(); ++i) {
            if (d->candidates[i].checked && d->candidates[i].verdict.accept)
                chosen << i;
        }
    }
    for (int i : std::as_const(chosen))
        d->result.relationships << d->relationshipOf(d->candidates[i]);
    QSet<int> referencing;
    for (int i : std::as_const(chosen))
        referencing.insert(d->candidates[i].from.first());
    for (const TableFacts &t : std::as_const(d->facts.tables)) {
        if (t.view || !t.declaredKey.isEmpty() || t.chosenKey.isEmpty())
            continue;
        // A reference unique by chance in a small table is not its key; a subtype's key is the
        // first column, unique over a table of some size (HoPF: a primary key is seldom also a
        // foreign key, subtypes aside).
        if (t.chosenKey.size() == 1 && referencing.contains(t.chosenKey.first())) {
            const ColumnFacts &c = d->facts.columns[t.chosenKey.first()];
            if (t.sampled || t.rows < 20 || c.position != 0)
                continue;
        }
        FoundKey k;
        k.table = t.qualified;
        for (int c : t.chosenKey)
            k.columns << d->facts.columns[c].name;
        k.strength = t.sampled ? TargetKey::UniqueInSample : TargetKey::Unique;
        d->result.keys << k;
    }
    if (d->result.outOfTime)
        d->result.warnings
            << Tr::tr("Finding relationships in the data stopped at its time budget (%n s): %1 of "
                      "%2 candidate links were checked; what was found is kept.",
                      nullptr, d->options.timeBudgetMs / 1000)
                   .arg(d->result.checked)
                   .arg(d->result.candidates);
    d->result.queries = d->checks->queriesRun();
    d->result.elapsedMs = d->clock.elapsed();
    return d->result;
}

void mergeDiscovery(knowledge::DataContext &context, const DiscoveryResult &result) {
    for (const knowledge::Relationship &r : result.relationships) {
        if (std::none_of(context.relationships.begin(), context.relationships.end(),
                         [&](const knowledge::Relationship &o) { return o.sameLink(r); }))
            context.relationships << r;
    }
    for (const FoundKey &k : result.keys) {
        knowledge::TableKnowledge *t =
            context.table(k.table.section(u'.', -1),
                          k.table.contains(u'.') ? k.table.section(u'.', 0, -2) : QString());
        if (t && (t->primaryKey.isEmpty() || t->keyFromData)) {
            t->primaryKey = k.columns.join(u',');
            t->keyFromData = true;
        }
    }
}

} // namespace assay::relationships
