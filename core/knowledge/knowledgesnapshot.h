#pragma once
// An immutable view of what Assay knows about a connection at one moment: the data context, the
// glossary, the example memory, the analyst's pattern corrections and the indexes over them. Shared (std::shared_ptr<const ...>)
// between the GUI and agents on worker threads; a new build publishes a new snapshot instead of
// changing this one, so a reader never sees half an update.

#include "datacontext.h"
#include "examples.h"
#include "glossary.h"
#include "patterncorrection.h"
#include "retriever.h"
#include "valueindex.h"

#include "db/catalog.h"

#include <functional>
#include <memory>

namespace assay::knowledge {

struct KnowledgeSnapshot {
    QString connectionId;
    db::Catalog catalog;
    DataContext context;
    QList<GlossaryEntry> glossary;
    QList<ExampleEntry> examples;
    QList<PatternCorrectionEntry> corrections; // the analyst's join choices and pattern corrections
    std::shared_ptr<const Retriever> retriever;  // null until indexed
    std::shared_ptr<const ValueIndex> values;     // null until values are collected

    // What the connection's privacy settings keep from the assistant (security::AccessPolicy,
    // applied by agents::restrictKnowledge). `hidden(table, {})` asks about a whole table. The
    // search wrappers below drop what these exclude; the indexes themselves stay shared.
    std::function<bool(const QString &table, const QString &column)> hidden;
    std::function<bool(const QString &table, const QString &column)> redacted;

    bool hasContext() const { return !context.tables.isEmpty(); }
    // Convenience wrappers that work (returning nothing) before the indexes exist.
    QList<RetrievedItem> search(const QString &query, const QList<ItemKind> &kinds, int k) const
    {
        return visible(retriever ? retriever->search(query, kinds, hidden ? k * 2 + 10 : k) : QList<RetrievedItem>{}, k);
    }
    QList<RetrievedItem> searchColumns(const QString &query, int k, const QString &table = {}) const
    {
        return visible(retriever ? retriever->searchColumns(query, hidden ? k * 2 + 10 : k, table) : QList<RetrievedItem>{}, k);
    }
    // Tables by all the evidence there is: words, WordNet relations, vectors, their columns,
    // glossary entries, the stored values the question mentions, foreign-key neighbours.
    QList<RetrievedItem> searchTables(const QString &query, int k) const
    {
        if (!retriever)
            return {};
        return visible(retriever->searchTables(query, hidden ? k * 2 + 10 : k, valueMentions(query, 8)), k);
    }
    // Which words of the question relate to which tables and columns, and how (retriever.h).
    QList<WordMatch> wordMatches(const QString &question, int perWord = 8) const
    {
        QList<WordMatch> out = retriever ? retriever->wordMatches(question, {ItemKind::Table, ItemKind::Column}, perWord)
                                         : QList<WordMatch>{};
        if (hidden)
            out.removeIf([this](const WordMatch &m) { return hidden(m.table, m.column); });
        return out;
    }
    // Stored values the question mentions, exactly or as WordNet synonyms (ValueIndex::mentions).
    QList<ValueHit> valueMentions(const QString &question, int max = 6) const
    {
        if (!values)
            return {};
        return values->mentions(question, max, [this](const ValueHit &h) {
            return (!redacted || !redacted(h.table, h.column)) && (!hidden || !hidden(h.table, h.column));
        });
    }
    QList<ValueHit> searchValues(const QString &text, int k = 10, const QString &table = {}, const QString &column = {}) const
    {
        if (!values)
            return {};
        QList<ValueHit> hits = values->search(text, redacted ? k * 2 + 10 : k, table, column);
        if (redacted) {
            hits.removeIf([this](const ValueHit &h) { return redacted(h.table, h.column); });
            if (hits.size() > k)
                hits.resize(k);
        }
        return hits;
    }

private:
    QList<RetrievedItem> visible(QList<RetrievedItem> items, int k) const
    {
        if (hidden) {
            items.removeIf([this](const RetrievedItem &r) {
                return !r.item.table.isEmpty() && hidden(r.item.table, r.item.column);
            });
        }
        if (items.size() > k)
            items.resize(k);
        return items;
    }
};

} // namespace assay::knowledge
