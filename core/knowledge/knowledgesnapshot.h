#pragma once
// An immutable view of what Assay knows about a connection at one moment: the data context, the
// glossary, the example memory and the indexes over them. Shared (std::shared_ptr<const ...>)
// between the GUI and agents on worker threads; a new build publishes a new snapshot instead of
// changing this one, so a reader never sees half an update.

#include "datacontext.h"
#include "examples.h"
#include "glossary.h"
#include "retriever.h"
#include "valueindex.h"

#include "db/catalog.h"

#include <memory>

namespace assay::knowledge {

struct KnowledgeSnapshot {
    QString connectionId;
    db::Catalog catalog;
    DataContext context;
    QList<GlossaryEntry> glossary;
    QList<ExampleEntry> examples;
    std::shared_ptr<const Retriever> retriever;  // null until indexed
    std::shared_ptr<const ValueIndex> values;     // null until values are collected

    bool hasContext() const { return !context.tables.isEmpty(); }
    // Convenience wrappers that work (returning nothing) before the indexes exist.
    QList<RetrievedItem> search(const QString &query, const QList<ItemKind> &kinds, int k) const
    {
        return retriever ? retriever->search(query, kinds, k) : QList<RetrievedItem>{};
    }
    QList<RetrievedItem> searchColumns(const QString &query, int k, const QString &table = {}) const
    {
        return retriever ? retriever->searchColumns(query, k, table) : QList<RetrievedItem>{};
    }
    QList<ValueHit> searchValues(const QString &text, int k = 10, const QString &table = {}, const QString &column = {}) const
    {
        return values ? values->search(text, k, table, column) : QList<ValueHit>{};
    }
};

} // namespace assay::knowledge
