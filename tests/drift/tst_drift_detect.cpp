// The drift detector on catalogs and profiles written here (no database): renames judged by type,
// place and values, names exchanged, tables renamed, a different database, keys and types.

#include "drift/driftdetector.h"

#include <QtTest>

using namespace assay;
using namespace assay::drift;

namespace {

db::TableInfo table(const QString &name, const QList<std::pair<QString, QString>> &columns, const QStringList &key = {})
{
    db::TableInfo t;
    t.name = name;
    for (const auto &[column, type] : columns) {
        db::ColumnInfo c;
        c.name = column;
        c.type = type;
        t.columns << c;
    }
    t.primaryKey = key;
    return t;
}

knowledge::ColumnProfile column(const QString &name, qint64 distinct, const QVariant &min, const QVariant &max, qint64 nonNull = 1000)
{
    knowledge::ColumnProfile c;
    c.name = name;
    c.nonNull = nonNull;
    c.distinct = distinct;
    c.min = min;
    c.max = max;
    return c;
}

knowledge::TableProfile profile(const db::TableInfo &t, const QList<knowledge::ColumnProfile> &columns)
{
    knowledge::TableProfile p;
    p.table = t.name;
    p.rowCount = 1000;
    p.sampledRows = 1000;
    p.columns = columns;
    p.profiledAt = QDateTime::currentDateTimeUtc();
    return p;
}

const SchemaChange *find(const DriftReport &r, ChangeKind kind, const QString &column = {})
{
    for (const SchemaChange &c : r.changes) {
        if (c.kind == kind && (column.isEmpty() || c.column == column))
            return &c;
    }
    return nullptr;
}

// A provider that hands out fixed profiles and counts what it was asked for.
struct Profiles {
    QHash<QString, knowledge::TableProfile> byTable;
    QStringList asked;
    ProfileProvider provider()
    {
        return [this](const db::TableInfo &t) -> const knowledge::TableProfile * {
            asked << t.name;
            auto it = byTable.constFind(t.name);
            return it == byTable.constEnd() ? nullptr : &it.value();
        };
    }
};

} // namespace

class TestDriftDetect : public QObject {
    Q_OBJECT

private slots:
    void unchangedCatalogAsksForNothing()
    {
        Baseline b;
        b.catalog.tables << table(QStringLiteral("orders"), {{QStringLiteral("id"), QStringLiteral("INTEGER")}});
        Profiles p;
        const DriftReport r = detectDrift(b, b.catalog, p.provider());
        QCOMPARE(r.status, DriftReport::Status::Unchanged);
        QVERIFY(r.changes.isEmpty());
        QVERIFY(p.asked.isEmpty()); // no profiling when no rename is in question
    }

    void renameWithSameValuesIsProbable()
    {
        const db::TableInfo before = table(QStringLiteral("orders"), {{QStringLiteral("id"), QStringLiteral("INTEGER")},
                                                                      {QStringLiteral("amount"), QStringLiteral("REAL")},
                                                                      {QStringLiteral("status"), QStringLiteral("TEXT")}});
        const db::TableInfo after = table(QStringLiteral("orders"), {{QStringLiteral("id"), QStringLiteral("INTEGER")},
                                                                     {QStringLiteral("total"), QStringLiteral("REAL")},
                                                                     {QStringLiteral("status"), QStringLiteral("TEXT")}});
        Baseline b;
        b.catalog.tables << before;
        b.values.insert(QStringLiteral("orders"), profile(before, {column(QStringLiteral("amount"), 640, 1.5, 998.25)}));
        Profiles p;
        p.byTable.insert(QStringLiteral("orders"), profile(after, {column(QStringLiteral("total"), 640, 1.5, 998.25)}));
        db::Catalog now;
        now.tables << after;
        const DriftReport r = detectDrift(b, now, p.provider());
        QCOMPARE(r.status, DriftReport::Status::Changed);
        QCOMPARE(r.changes.size(), 1);
        const SchemaChange &c = r.changes.first();
        QCOMPARE(c.kind, ChangeKind::ColumnRenamed);
        QCOMPARE(c.oldColumn, QStringLiteral("amount"));
        QCOMPARE(c.column, QStringLiteral("total"));
        QCOMPARE(c.confidence, RenameConfidence::Probable);
        QVERIFY2(c.evidence.join(u'|').contains(QStringLiteral("640")), qPrintable(c.evidence.join(u'|')));
        QVERIFY(c.describe().contains(QStringLiteral("probably renamed")));
        QCOMPARE(p.asked, QStringList{QStringLiteral("orders")});
    }

    void dropAndAddWithOtherValuesStayApart()
    {
        const db::TableInfo before = table(QStringLiteral("t"), {{QStringLiteral("a"), QStringLiteral("INTEGER")}, {QStringLiteral("b"), QStringLiteral("INTEGER")}});
        const db::TableInfo after = table(QStringLiteral("t"), {{QStringLiteral("a"), QStringLiteral("INTEGER")}, {QStringLiteral("c"), QStringLiteral("INTEGER")}});
        Baseline b;
        b.catalog.tables << before;
        b.values.insert(QStringLiteral("t"), profile(before, {column(QStringLiteral("b"), 10, 0, 9)}));
        Profiles p;
        p.byTable.insert(QStringLiteral("t"), profile(after, {column(QStringLiteral("c"), 700, 3, 999)}));
        db::Catalog now;
        now.tables << after;
        const DriftReport r = detectDrift(b, now, p.provider());
        QVERIFY(find(r, ChangeKind::ColumnDropped, QStringLiteral("b")));
        QVERIFY(find(r, ChangeKind::ColumnAdded, QStringLiteral("c")));
        QVERIFY(!find(r, ChangeKind::ColumnRenamed));
    }

    void withoutValuesARenameIsOnlyPossible()
    {
        Baseline b;
        b.catalog.tables << table(QStringLiteral("t"), {{QStringLiteral("a"), QStringLiteral("INTEGER")}, {QStringLiteral("b"), QStringLiteral("TEXT")}});
        db::Catalog now;
        now.tables << table(QStringLiteral("t"), {{QStringLiteral("a"), QStringLiteral("INTEGER")}, {QStringLiteral("label"), QStringLiteral("TEXT")}});
        const DriftReport r = detectDrift(b, now);
        const SchemaChange *c = find(r, ChangeKind::ColumnRenamed);
        QVERIFY(c);
        QCOMPARE(c->confidence, RenameConfidence::Possible);
        QVERIFY(c->describe().contains(QStringLiteral("possibly renamed")));
        // A rename needs the same type: TEXT -> INTEGER is a drop and an add.
        now.tables.first().columns[1].type = QStringLiteral("INTEGER");
        QVERIFY(!find(detectDrift(b, now), ChangeKind::ColumnRenamed));
    }

    void exchangedNamesAreTwoRenames()
    {
        const db::TableInfo before = table(QStringLiteral("t"), {{QStringLiteral("id"), QStringLiteral("INTEGER")},
                                                                 {QStringLiteral("price"), QStringLiteral("REAL")},
                                                                 {QStringLiteral("cost"), QStringLiteral("REAL")}});
        const db::TableInfo after = table(QStringLiteral("t"), {{QStringLiteral("id"), QStringLiteral("INTEGER")},
                                                                {QStringLiteral("cost"), QStringLiteral("REAL")},
                                                                {QStringLiteral("price"), QStringLiteral("REAL")}});
        Baseline b;
        b.catalog.tables << before;
        b.values.insert(QStringLiteral("t"), profile(before, {column(QStringLiteral("price"), 300, 5, 90), column(QStringLiteral("cost"), 120, 1, 40)}));
        Profiles p;
        p.byTable.insert(QStringLiteral("t"), profile(after, {column(QStringLiteral("cost"), 300, 5, 90), column(QStringLiteral("price"), 120, 1, 40)}));
        db::Catalog now;
        now.tables << after;
        const DriftReport r = detectDrift(b, now, p.provider());
        QCOMPARE(r.count(ChangeKind::ColumnRenamed), 2);
        for (const SchemaChange &c : r.changes) {
            QCOMPARE(c.kind, ChangeKind::ColumnRenamed);
            QVERIFY(c.swapped);
            QCOMPARE(c.confidence, RenameConfidence::Probable);
        }
        const RenameMap map = RenameMap::fromReport(r, false);
        QCOMPARE(map.columns.value(QStringLiteral("t.price")), QStringLiteral("cost"));
        QCOMPARE(map.columns.value(QStringLiteral("t.cost")), QStringLiteral("price"));
        // A table rebuilt with its columns in another order (values in place) changed nothing.
        p.byTable.insert(QStringLiteral("t"), profile(after, {column(QStringLiteral("cost"), 120, 1, 40), column(QStringLiteral("price"), 300, 5, 90)}));
        QCOMPARE(detectDrift(b, now, p.provider()).status, DriftReport::Status::Unchanged);
    }

    void tableRenamedWithItsColumns()
    {
        Baseline b;
        b.catalog.tables << table(QStringLiteral("customer"), {{QStringLiteral("id"), QStringLiteral("INTEGER")}, {QStringLiteral("name"), QStringLiteral("TEXT")}, {QStringLiteral("city"), QStringLiteral("TEXT")}})
                         << table(QStringLiteral("orders"), {{QStringLiteral("id"), QStringLiteral("INTEGER")}});
        db::Catalog now;
        now.tables << table(QStringLiteral("customers"), {{QStringLiteral("id"), QStringLiteral("INTEGER")}, {QStringLiteral("name"), QStringLiteral("TEXT")}, {QStringLiteral("city"), QStringLiteral("TEXT")}})
                   << table(QStringLiteral("orders"), {{QStringLiteral("id"), QStringLiteral("INTEGER")}});
        const DriftReport r = detectDrift(b, now);
        const SchemaChange *c = find(r, ChangeKind::TableRenamed);
        QVERIFY(c);
        QCOMPARE(c->oldTable, QStringLiteral("customer"));
        QCOMPARE(c->table, QStringLiteral("customers"));
        QCOMPARE(c->confidence, RenameConfidence::Probable);
        QVERIFY(!find(r, ChangeKind::TableDropped));
    }

    void aDifferentDatabaseIsNotMatched()
    {
        Baseline b;
        for (const QString &name : {QStringLiteral("orders"), QStringLiteral("customers"), QStringLiteral("products"), QStringLiteral("stores")})
            b.catalog.tables << table(name, {{QStringLiteral("id"), QStringLiteral("INTEGER")}, {name + QStringLiteral("_name"), QStringLiteral("TEXT")}});
        db::Catalog now;
        for (const QString &name : {QStringLiteral("patients"), QStringLiteral("visits"), QStringLiteral("doctors"), QStringLiteral("orders")})
            now.tables << table(name, {{QStringLiteral("code"), QStringLiteral("TEXT")}, {name + QStringLiteral("_at"), QStringLiteral("DATE")}});
        const DriftReport r = detectDrift(b, now);
        QCOMPARE(r.status, DriftReport::Status::DatabaseReplaced);
        QVERIFY(r.changes.isEmpty());
        QVERIFY(r.message.contains(QStringLiteral("different database")));
        // Nothing at all where there were tables: said, never taken for four drops.
        const DriftReport empty = detectDrift(b, db::Catalog{});
        QCOMPARE(empty.status, DriftReport::Status::DatabaseReplaced);
        QVERIFY(empty.message.contains(QStringLiteral("no tables")));
    }

    void typesAndKeys()
    {
        db::TableInfo customers = table(QStringLiteral("customers"), {{QStringLiteral("id"), QStringLiteral("INTEGER")}});
        db::TableInfo before = table(QStringLiteral("orders"), {{QStringLiteral("id"), QStringLiteral("int4")}, {QStringLiteral("customer_id"), QStringLiteral("integer")},
                                                                {QStringLiteral("amount"), QStringLiteral("numeric(10,2)")}, {QStringLiteral("code"), QStringLiteral("character varying(20)")}},
                                     {QStringLiteral("id")});
        db::TableInfo after = table(QStringLiteral("orders"), {{QStringLiteral("id"), QStringLiteral("integer")}, {QStringLiteral("customer_id"), QStringLiteral("INTEGER")},
                                                               {QStringLiteral("amount"), QStringLiteral("numeric(12,2)")}, {QStringLiteral("code"), QStringLiteral("varchar(20)")}},
                                    {QStringLiteral("id"), QStringLiteral("customer_id")});
        after.foreignKeys << db::ForeignKeyInfo{QStringLiteral("fk"), {QStringLiteral("customer_id")}, {}, QStringLiteral("customers"), {QStringLiteral("id")}};
        Baseline b;
        b.catalog.tables << customers << before;
        db::Catalog now;
        now.tables << customers << after;
        const DriftReport r = detectDrift(b, now);
        // int4 = integer and character varying(20) = varchar(20): spellings, not changes.
        QCOMPARE(r.count(ChangeKind::TypeChanged), 1);
        QCOMPARE(find(r, ChangeKind::TypeChanged)->column, QStringLiteral("amount"));
        QCOMPARE(r.count(ChangeKind::PrimaryKeyChanged), 1);
        QCOMPARE(r.count(ChangeKind::ForeignKeyAdded), 1);
        QVERIFY(find(r, ChangeKind::ForeignKeyAdded)->foreignKey.contains(QStringLiteral("customers(id)")));
        QVERIFY(!r.summary().isEmpty());
    }

    void aDropThatFitsTwoAddsIsNotProbable()
    {
        // Two added columns with the very same figures as the dropped one, neither in its place:
        // which is it? (The column in its place holds other values.)
        const db::TableInfo before = table(QStringLiteral("t"), {{QStringLiteral("a"), QStringLiteral("INTEGER")}, {QStringLiteral("b"), QStringLiteral("INTEGER")},
                                                                 {QStringLiteral("flag"), QStringLiteral("INTEGER")}});
        const db::TableInfo after = table(QStringLiteral("t"), {{QStringLiteral("a"), QStringLiteral("INTEGER")}, {QStringLiteral("b"), QStringLiteral("INTEGER")},
                                                                {QStringLiteral("c"), QStringLiteral("INTEGER")}, {QStringLiteral("x"), QStringLiteral("INTEGER")},
                                                                {QStringLiteral("y"), QStringLiteral("INTEGER")}});
        Baseline b;
        b.catalog.tables << before;
        b.values.insert(QStringLiteral("t"), profile(before, {column(QStringLiteral("flag"), 2, 0, 1)}));
        Profiles p;
        p.byTable.insert(QStringLiteral("t"), profile(after, {column(QStringLiteral("c"), 900, 0, 999), column(QStringLiteral("x"), 2, 0, 1),
                                                              column(QStringLiteral("y"), 2, 0, 1)}));
        db::Catalog now;
        now.tables << after;
        const DriftReport r = detectDrift(b, now, p.provider());
        for (const SchemaChange &c : r.changes)
            QVERIFY2(c.kind != ChangeKind::ColumnRenamed || c.confidence != RenameConfidence::Probable, qPrintable(c.describe()));
        QVERIFY(find(r, ChangeKind::ColumnAdded, QStringLiteral("c"))); // other values: never a rename
    }
};

QTEST_GUILESS_MAIN(TestDriftDetect)
#include "tst_drift_detect.moc"
