#pragma once
// SearchValue (Interactive-T2S): find where a literal from a question is stored. The distinct
// values of text columns are collected in the background (ValueCollector) and indexed with BM25
// twice, over words and over character trigrams, so "berlin" finds "Berlin", "Stockhlm" finds
// "Stockholm" and "New York" finds "New York City". Exact matches (ignoring case) rank first.

#include "bm25.h"
#include "datacontext.h"
#include "knowledgestore.h"
#include "wordmeaning.h"

#include <functional>

namespace assay::db {
class Connection;
}

namespace assay::knowledge {

struct ValueHit {
    QString table;
    QString column;
    QString value;
    qint64 frequency = 0;
    double score = 0;
    QString mention;                      // mentions(): the question's words that matched
    MatchKind match = MatchKind::Exact;   // mentions(): exactly, or a WordNet synonym
};

class ValueIndex {
public:
    void build(const QList<StoredValue> &values);
    int size() const { return int(m_values.size()); }
    // Optionally restricted to one table (qualified name) and/or column.
    QList<ValueHit> search(const QString &text, int k = 10, const QString &table = {}, const QString &column = {}) const;
    // Words and phrases (up to three words) of a question that are stored values: exactly,
    // ignoring case ("berlin", "New York"), then values WordNet knows through a shared sense
    // ("America" for "United States", "Holland" for "Netherlands"). Stopwords, numbers and words
    // under three letters alone are not values. Exact hits first, each group most frequent first.
    QList<ValueHit> mentions(const QString &question, int max, const std::function<bool(const ValueHit &)> &accept = {}) const;

private:
    QList<StoredValue> m_values;
    QHash<QString, QList<int>> m_exact; // lower-cased value -> entries
    QHash<quint32, QList<int>> m_bySense; // WordNet sense -> values that are a lemma of it
    Bm25Index m_words;
    Bm25Index m_trigrams;
};

// Reads the distinct values of a connection's text columns for the value index.
class ValueCollector {
public:
    struct Options {
        int maxValuesPerColumn = 20000;
        double maxAverageLength = 80; // long free text is not a value anyone types in a question
    };
    explicit ValueCollector(db::Connection &connection) : m_connection(connection) {}
    ValueCollector(db::Connection &connection, Options options) : m_connection(connection), m_options(options) {}

    // Which columns are worth indexing: text-like, short, not a unique free-text key.
    static bool worthIndexing(const ColumnKnowledge &column, const Options &options);
    // Values of one column, most frequent first.
    QList<std::pair<QString, qint64>> collect(const TableKnowledge &table, const ColumnKnowledge &column,
                                              const db::CancelTokenPtr &cancel, QString *error = nullptr);
    // Every worthwhile column of `tables` at once, for an index built in one go (evaluations,
    // benches, tests); KnowledgeService collects column by column to store and report progress.
    // Columns that fail are skipped.
    QList<StoredValue> collectAll(const QList<TableKnowledge> &tables, const db::CancelTokenPtr &cancel);

private:
    db::Connection &m_connection;
    Options m_options;
};

} // namespace assay::knowledge
