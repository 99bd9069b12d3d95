#pragma once
// Design patterns a schema's keys do not spell out (Lucy, section 3.1): many-to-many relations
// through a join table, lookup tables shared by several tables, star and snowflake shapes around
// a fact table, subtypes (ISA) of a parent table. Detected from the graph; the user can correct
// them (the corrections are kept with the connection's knowledge and applied over every detection).

#include "patterncorrections.h"
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

// A subtype (ISA, Lucy's amount types): the child's primary key is a reference to the parent's
// (loss_payment -> claim_amount). A question naming two exclusive subtypes of one parent needs two
// rows of the parent, one per subtype, so the planner joins the parent once per subtype.
// Several subtypes of one parent are exclusive (an amount is a payment or a reserve, never both)
// when their names share a word (loss_payment, loss_reserve) or the parent both refers to
// something and has a type column saying which kind each row is (claim_amount.amount_type_code);
// otherwise they are 1:1 extensions one row may have all of (schools, with frpm and satscores).
struct Subtype {
    QString child;  // qualified names
    QString parent;
    int edge = -1;  // the graph edge child -> parent
    bool exclusive = false;
};

struct SchemaPatterns {
    QList<ManyToMany> manyToMany;
    QSet<QString> lookups; // lower-case qualified names
    QList<StarPattern> stars;
    QList<Subtype> subtypes;

    bool isLookup(const QString &table) const { return lookups.contains(table.toLower()); }
    bool isBridge(const QString &table) const;
    // The join table between two tables, if they are in a many-to-many relation.
    QString bridgeBetween(const QString &a, const QString &b) const;
    bool isStarRoot(const QString &table) const;
    // The parent of a subtype table, or empty.
    QString supertypeOf(const QString &table) const;
};

SchemaPatterns detectPatterns(const SchemaGraph &graph, const PatternCorrections &corrections = {});

} // namespace assay::schema
