#pragma once
// Design patterns a schema's keys do not spell out (Lucy, section 3.1): many-to-many relations
// through a join table, lookup tables shared by several tables, star and snowflake shapes around
// a fact table. Detected from the graph; the user can correct them (the corrections are kept
// with the connection's knowledge and applied over every detection).

#include "schemagraph.h"

#include <QJsonObject>
#include <QSet>

namespace assay::schema {

struct ManyToMany {
    QString left;   // qualified table names
    QString right;
    QString bridge; // the join table between them
};

struct StarPattern {
    QString root;        // the fact table
    QStringList inner;   // the tables its branches reach
    bool snowflake = false; // a branch goes on past its first table
};

struct SchemaPatterns {
    QList<ManyToMany> manyToMany;
    QSet<QString> lookups; // lower-case qualified names
    QList<StarPattern> stars;

    bool isLookup(const QString &table) const { return lookups.contains(table.toLower()); }
    bool isBridge(const QString &table) const;
    // The join table between two tables, if they are in a many-to-many relation.
    QString bridgeBetween(const QString &a, const QString &b) const;
};

// What the user said about patterns: tables that are (or are not) lookups or join tables.
struct PatternCorrections {
    QSet<QString> lookups;      // lower-case
    QSet<QString> notLookups;
    QSet<QString> bridges;
    QSet<QString> notBridges;

    bool isEmpty() const { return lookups.isEmpty() && notLookups.isEmpty() && bridges.isEmpty() && notBridges.isEmpty(); }
    QJsonObject toJson() const;
    static PatternCorrections fromJson(const QJsonObject &json);
};

SchemaPatterns detectPatterns(const SchemaGraph &graph, const PatternCorrections &corrections = {});

} // namespace assay::schema
