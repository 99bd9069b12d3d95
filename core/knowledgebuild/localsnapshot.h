#pragma once
// The knowledge Assay has about a database before any model is configured, built on the caller's
// thread in one go: profiles and inferred keys (ContextBuilder with no model), the stored values,
// and the words layer (WordNet and local hashed vectors). For the evaluations and tests that need
// what the knowledge service publishes when no model is set up.

#include "knowledge/knowledgesnapshot.h"
#include "knowledge/patterncorrection.h"

#include <memory>

namespace assay::db {
class Connection;
struct Catalog;
} // namespace assay::db

namespace assay::knowledge {

// With no connection, only what the catalog says (tables, columns, declared keys): no profiles,
// no stored values. `corrections`: the analyst's stored corrections for this connection (their
// relationship decisions are applied, as the knowledge service applies them).
std::shared_ptr<KnowledgeSnapshot> buildLocalSnapshot(const db::Catalog &catalog, db::Connection *connection,
                                                      const QList<PatternCorrectionEntry> &corrections = {});

} // namespace assay::knowledge
