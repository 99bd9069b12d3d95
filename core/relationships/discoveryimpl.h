#pragma once
// Inside RelationshipDiscovery: the candidates, the name index that finds them without comparing
// every column with every key, and the steps of run() (discovery.cpp for unary references and
// the choice among them, compositediscovery.cpp for composite keys and references).

#include "discovery.h"
#include "keyscoring.h"

#include <QElapsedTimer>
#include <QHash>
#include <QSet>

#include <memory>

namespace assay::relationships {

struct RelationshipDiscovery::Candidate {
    QList<int> from; // referencing columns (Facts::columns)
    QList<int> to;   // key columns
    int key = -1;    // Facts::keys
    QList<bool> asText;
    Evidence evidence;
    Circumstances circumstances;
    Verdict verdict;
    bool namesTargetTable = false; // the column's words name the key's table (a tie-breaker)
    bool checked = false;
};

// Keys by the words that can name them, so a column meets only the keys its name could refer to.
class NameIndex {
public:
    void add(int key, const Facts &facts);
    QSet<int> keysFor(const ColumnFacts &column) const;

private:
    QMultiHash<QString, int> m_byWords;    // table stem, key stem, key words, whole key name
    QMultiHash<QString, int> m_byInitials; // two letters an abbreviation of the table starts with
};

struct RelationshipDiscovery::Impl {
    Impl(db::Connection &c, const db::Catalog &cat, const knowledge::DataContext &ctx,
         DiscoveryOptions o)
        : connection(c)
        , catalog(cat)
        , context(ctx)
        , options(o) {}

    db::Connection &connection;
    const db::Catalog &catalog;
    const knowledge::DataContext &context;
    DiscoveryOptions options;
    Facts facts;
    QList<Candidate> candidates;
    QElapsedTimer clock;
    db::CancelTokenPtr cancel;
    std::function<void(int, int)> progress;
    DiscoveryResult result;
    std::unique_ptr<InclusionChecks> checks;
    int done = 0;

    // discovery.cpp
    bool stopped();
    int remainingMs() const;
    void unaryCandidates();
    bool makeCandidate(int column, int key, NameMatch name, Candidate *out) const;
    void sameKeySets(int column, const QSet<int> &byName, QList<Candidate> &out) const;
    void checkCandidates(int from);
    void check(Candidate &c);
    void fillEvidence(Candidate &c, const InclusionResult &r, bool trimmed) const;
    QList<int> choose(const QList<int> &accepted) const;
    knowledge::Relationship relationshipOf(const Candidate &c) const;

    // compositediscovery.cpp
    void compositeKeys(const QList<int> &chosen);
    void compositeReferences();
};

} // namespace assay::relationships
