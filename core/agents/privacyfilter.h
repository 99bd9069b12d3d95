#pragma once
// Applies a connection's access policy to what the agents read: a copy of the knowledge snapshot
// without hidden tables and columns (catalog, data context, relationships, examples), with the
// sample values of redacted columns removed, and search results filtered (see
// KnowledgeSnapshot::hidden). The prompts are built from this copy only, so nothing hidden can
// reach a model; StepRunner checks the SQL against the same policy before it runs.

#include "knowledge/knowledgesnapshot.h"
#include "security/accesspolicy.h"

#include <memory>

namespace assay::agents {

std::shared_ptr<const knowledge::KnowledgeSnapshot> restrictKnowledge(
    const std::shared_ptr<const knowledge::KnowledgeSnapshot> &snapshot, const security::AccessPolicy &policy);

} // namespace assay::agents
