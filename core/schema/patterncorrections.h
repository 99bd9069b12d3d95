#pragma once
// Corrections to the detected patterns, from the analyst: tables that are (or are not) lookups or
// join tables, and join preferences: for a question needing these table uses, the plan they chose
// when Assay asked which way the tables connect. Stored per connection in the knowledge store as
// knowledge::PatternCorrectionEntry and read back here; the planner prefers a chosen plan among
// equally good ones, so the next question with the same tables is not asked again.

#include "knowledge/patterncorrection.h"

#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QStringList>

namespace assay::knowledge {
struct KnowledgeSnapshot;
}

namespace assay::schema {

struct JoinPreference {
    qint64 id = 0;        // the store's id; 0 until stored
    QStringList uses;     // use keys ("flights", "airports:destination"), lower-case, sorted
    QStringList edges;    // JoinPlan::edgeKeys() of the chosen plan
    QString description;  // the plan in words, as the analyst saw it

    bool isEmpty() const { return edges.isEmpty(); }
    // Its table uses are all among the question's (a table used twice must be used twice).
    bool appliesTo(const QStringList &useKeys) const;
    QJsonObject toJson() const;
    static JoinPreference fromJson(const QJsonObject &json);
    knowledge::PatternCorrectionEntry toEntry() const;
    friend bool operator==(const JoinPreference &a, const JoinPreference &b) { return a.uses == b.uses && a.edges == b.edges; }
};

struct PatternCorrections {
    QSet<QString> lookups; // lower-case qualified names
    QSet<QString> notLookups;
    QSet<QString> bridges;
    QSet<QString> notBridges;
    QList<JoinPreference> joins;

    bool isEmpty() const
    {
        return lookups.isEmpty() && notLookups.isEmpty() && bridges.isEmpty() && notBridges.isEmpty() && joins.isEmpty();
    }
    QJsonObject toJson() const;
    static PatternCorrections fromJson(const QJsonObject &json);
    // From what the knowledge store keeps (entries of unknown kinds are skipped).
    static PatternCorrections fromEntries(const QList<knowledge::PatternCorrectionEntry> &entries);
    // A table-level correction as an entry ("lookup", "not_lookup", "bridge", "not_bridge").
    static knowledge::PatternCorrectionEntry tableEntry(const QString &kind, const QString &table);
};

// The connection's stored corrections (the knowledge store's) with any the caller adds.
PatternCorrections withStoredCorrections(const knowledge::KnowledgeSnapshot &k, const PatternCorrections &extra);

} // namespace assay::schema
