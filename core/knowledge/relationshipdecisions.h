#pragma once
// The analyst's say over relationships nobody declared: one found is accepted (it becomes theirs,
// confidence 1), rejected (it is dropped from every snapshot and never comes back from a rebuild),
// or one is added by hand. Kept per connection in the knowledge store as pattern corrections
// (kinds "relationship" and "not_relationship"), listed and removable like the others, and applied
// to the data context of every snapshot, so the planner, the model's context, the offline reader
// and MCP all see the same graph.

#include "datacontext.h"
#include "patterncorrection.h"

namespace assay::knowledge {

enum class RelationshipDecision { Keep, Reject };

// The store's entry for a decision about `r` (its description in words, for the panel).
PatternCorrectionEntry relationshipDecisionEntry(const Relationship &r,
                                                 RelationshipDecision decision);
// Whether an entry is a decision about relationships, and which.
bool isRelationshipDecision(const PatternCorrectionEntry &entry);
// The relationship an entry is about (source User), and its decision.
Relationship decidedRelationship(const PatternCorrectionEntry &entry,
                                 RelationshipDecision *decision = nullptr);

// Applies the decisions in `entries` to `context.relationships`: relationships the user rejected
// are removed (declared keys cannot be: the catalog says them), kept and added ones are there as
// the user's (a kept one keeps its evidence and the confidence it was found with). The user's
// relationships no entry backs any more go back to what they were: found ones are found ones
// again, added ones are removed. Idempotent.
void applyRelationshipDecisions(DataContext &context, const QList<PatternCorrectionEntry> &entries);

} // namespace assay::knowledge
