#pragma once
// Relationships nobody declared, found in the data the way the literature does it (HoPF, Jiang &
// Naumann 2020; Rostin et al. 2009; Zhang et al. 2010):
//
//  1. Keys: declared primary keys, and columns unique and never NULL in the profile (columnfacts).
//  2. Candidates: every column that could refer to a key, pruned before any query by what the
//     profile knows: comparable values (whole numbers, text, '42' against 42), a range inside the
//     key's, no more distinct values than the key has, and a reason to look (a name that refers to
//     the key or its table, or a key-like name: "friend_id" may point at any student id).
//  3. Checks: unary inclusion dependencies verified by the database with anti-join counts
//     (inclusionchecks), strongest names first, under a time budget; text that does not match is
//     tried again with spaces trimmed.
//  4. Scores: each candidate judged on its evidence (keyscoring), then one target kept per column,
//     holistically as HoPF does: the best named target, the root of a chain of keys sharing values
//     (employee rather than hiring for evaluation.employee_id), no two-way references.
//  5. Composite keys: tables without a key get one from the column combinations their references
//     form (checked unique), and composite references into composite keys are found by pairing
//     names column by column, then checked as a whole (lineitem(l_partkey, l_suppkey) -> partsupp).
//
// Declared foreign keys are taken as they are; a declared key to a table that is not there (a
// partial export) is reported and its column is looked at like any other. Runs on the thread that
// owns the connection; cancellable between and during queries; reports progress.

#include "columnfacts.h"
#include "inclusionchecks.h"

#include "db/catalog.h"
#include "knowledge/datacontext.h"

#include <functional>

namespace assay::db {
class Connection;
}

namespace assay::relationships {

struct DiscoveryOptions {
    int timeBudgetMs = 60000; // checks stop when it is spent (what was found is kept)
    CheckLimits limits;
    int dataOnlyTargets = 4; // keys tried per column whose name names none of them
    bool compositeKeys = true;
};

// A key chosen for a table that declares none (HoPF's primary key choice).
struct FoundKey {
    QString table; // qualified
    QStringList columns;
    TargetKey strength = TargetKey::Unique;
};

struct DiscoveryResult {
    QList<knowledge::Relationship> relationships; // found ones, with evidence and confidence
    QList<FoundKey> keys;
    QStringList warnings; // translated: the budget ran out, checks failed
    int candidates = 0;   // pairs worth a check after pruning
    int checked = 0;      // pairs checked
    int queries = 0;
    bool outOfTime = false;
    bool cancelled = false;
    qint64 elapsedMs = 0;
};

class RelationshipDiscovery {
public:
    RelationshipDiscovery(db::Connection &connection, const db::Catalog &catalog,
                          const knowledge::DataContext &context, DiscoveryOptions options = {});
    ~RelationshipDiscovery();

    DiscoveryResult run(const db::CancelTokenPtr &cancel,
                        const std::function<void(int done, int total)> &progress = {});

private:
    struct Candidate;
    struct Impl;
    std::unique_ptr<Impl> d;
};

// Found keys and relationships applied to a context: the relationships not already there (by
// link) are added; tables without a declared key get the found key as their primary key.
void mergeDiscovery(knowledge::DataContext &context, const DiscoveryResult &result);

} // namespace assay::relationships
