#include "localsnapshot.h"

#include "contextbuilder.h"
#include "knowledge/relationshipdecisions.h"
#include "knowledge/retriever.h"
#include "knowledge/valueindex.h"

#include "db/connection.h"

namespace assay::knowledge {

std::shared_ptr<KnowledgeSnapshot> buildLocalSnapshot(const db::Catalog &catalog, db::Connection *connection,
                                                      const QList<PatternCorrectionEntry> &corrections)
{
    auto snap = std::make_shared<KnowledgeSnapshot>();
    snap->catalog = catalog;
    snap->corrections = corrections;
    if (connection) {
        ContextBuilder builder(*connection, catalog, nullptr, nullptr, {});
        builder.build(snap->context, std::make_shared<db::CancelToken>());
        auto index = std::make_shared<ValueIndex>();
        index->build(ValueCollector(*connection).collectAll(snap->context.tables, std::make_shared<db::CancelToken>()));
        snap->values = index;
    } else {
        for (const db::TableInfo &t : catalog.tables)
            snap->context.tables << knowledgeFromCatalog(t);
        // The name rules with their name-only confidence, as the builder would add them before
        // checking them against data (a missing foreign key is the rule, not the exception).
        snap->context.relationships = declaredRelationships(catalog);
        snap->context.relationships += inferRelationshipsByName(snap->context, catalog, nullptr);
    }
    applyRelationshipDecisions(snap->context, corrections);
    auto retriever = std::make_shared<Retriever>();
    retriever->build(snap->context, {}, {}, localEmbedder());
    snap->retriever = retriever;
    return snap;
}

} // namespace assay::knowledge
