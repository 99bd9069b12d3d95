#pragma once
// Test databases for relationship discovery, generated from principles (nothing copied): the way
// warehouses, star schemas, subtype hierarchies, partial exports and self-referencing tables name
// and fill their keys, with the dirt real data has (a stray value, spaces, numbers stored as text,
// NULLs, columns of small numbers that fit inside every id range by coincidence).
//
// Each family comes twice: a tuning fixture the rules may be developed on, and a held-out one in
// another domain with other names that is only measured. Every fixture knows its true
// relationships (declared or not); the tables declare only what the fixture says they declare
// (nothing, primary keys, or keys into tables the export left out).

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <functional>

namespace assay::db {
class Connection;
}

namespace assay::test {

struct FixtureColumn {
    QString name;
    QString type; // portable: INTEGER, BIGINT, VARCHAR(n), DECIMAL(p,s), DATE
};

struct FixtureForeignKey {
    QStringList columns;
    QString refTable; // may be a table the fixture does not have (a partial export)
    QStringList refColumns;
};

struct FixtureTable {
    QString name;
    QList<FixtureColumn> columns;
    QStringList primaryKey; // declared only when not empty
    QList<FixtureForeignKey> foreignKeys;
    qint64 rows = 0;
    std::function<QVariantList(qint64 row)> row; // deterministic: the same values every call
};

struct FixtureLink {
    QString fromTable;
    QStringList fromColumns;
    QString toTable;
    QStringList toColumns;
    QString key() const; // "from(a,b)->to(x,y)", lower case
};

struct KeyFixture {
    QString family; // "warehouse", "star", "subtypes", "partial-export", "self-and-composite"
    QString name;
    bool heldOut = false;
    QList<FixtureTable> tables;
    QList<FixtureLink> truth; // every true relationship, declared or not
};

// Both halves of every family.
QList<KeyFixture> keyFixtures();
// The benchmark's warehouse: 24 tables, about `rows` rows in all, no key declared.
KeyFixture bigWarehouse(qint64 rows = 2600000);

// Writes the fixture into a new SQLite file; returns an error or empty.
QString writeSqlite(const KeyFixture &fixture, const QString &path);
// Writes it through a connection (the test servers): portable DDL, multi-row INSERTs. Its tables
// are dropped first (and `dropTables` drops them again after use).
QString writeThrough(const KeyFixture &fixture, db::Connection &connection);
void dropTables(const KeyFixture &fixture, db::Connection &connection);

} // namespace assay::test
