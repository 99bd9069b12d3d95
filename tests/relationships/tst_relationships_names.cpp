// What names and scores say on their own: reading a column's name as a reference (prefixes, key
// words, glued keys), matching it against keys and tables, the randomness test and the verdicts.

#include "relationships/keynames.h"
#include "relationships/keyscoring.h"

#include <QTest>

using namespace assay::relationships;
using Match = NameMatch;

Q_DECLARE_METATYPE(NameMatch)

class TestRelationshipNames : public QObject {
    Q_OBJECT

private slots:
    void readsColumnNames_data() {
        QTest::addColumn<QString>("column");
        QTest::addColumn<QString>("prefix");
        QTest::addColumn<QStringList>("stem");
        QTest::addColumn<QString>("keyWord");
        QTest::newRow("prefix and glued key") << "l_orderkey"
                                              << "l" << QStringList{"order"} << "key";
        QTest::newRow("role and surrogate key") << "ss_sold_date_sk"
                                                << "ss" << QStringList{"sold", "date"} << "sk";
        QTest::newRow("Identifier") << "Claim_Amount_Identifier"
                                    << "" << QStringList{"claim", "amount"} << "identifier";
        QTest::newRow("camel ID") << "CustomerID"
                                  << "" << QStringList{"customer"} << "id";
        QTest::newRow("glued lower-case id") << "customerid"
                                             << "" << QStringList{"customer"} << "id";
        QTest::newRow("glued code") << "ct_countrycode"
                                    << "ct" << QStringList{"country"} << "code";
        QTest::newRow("short word kept whole") << "valid"
                                               << "" << QStringList{"valid"} << "";
        QTest::newRow("key word in front") << "fk_customer"
                                           << "" << QStringList{"customer"} << "fk";
        QTest::newRow("plain id names nothing") << "id"
                                                << "" << QStringList{} << "id";
        QTest::newRow("number") << "contestant_number"
                                << "" << QStringList{"contestant"} << "number";
        QTest::newRow("bare name") << "Channel"
                                   << "" << QStringList{"channel"} << "";
    }
    void readsColumnNames() {
        QFETCH(QString, column);
        QFETCH(QString, prefix);
        QFETCH(QStringList, stem);
        QFETCH(QString, keyWord);
        const ColumnName n = readColumnName(column, prefix);
        QCOMPARE(n.stem, stem);
        QCOMPARE(n.keyWord, keyWord);
    }

    void findsTablePrefixes() {
        QCOMPARE(columnPrefix({"l_orderkey", "l_partkey", "l_suppkey", "l_quantity", "l_shipdate"}),
                 QStringLiteral("l"));
        QCOMPARE(columnPrefix({"ss_sold_date_sk", "ss_item_sk", "ss_ticket_number", "ss_quantity"}),
                 QStringLiteral("ss"));
        QCOMPARE(
            columnPrefix({"TrackId", "Name", "AlbumId", "MediaTypeId", "GenreId", "Milliseconds"}),
            QString());
        // Two columns are too few to call anything a prefix.
        QCOMPARE(columnPrefix({"o_orderkey", "o_custkey"}), QString());
    }

    void readsTableNames() {
        QCOMPARE(tableStem("date_dim"), (QStringList{"date"}));
        QCOMPARE(tableStem("Ref_Template_Types"), (QStringList{"template", "type"}));
        QCOMPARE(tableStem("customers"), (QStringList{"customer"}));
        QCOMPARE(tableStem("fact_pageview"), (QStringList{"pageview"}));
        QCOMPARE(tableStem("dim"), (QStringList{"dim"})); // nothing but decoration: kept
    }

    void matchesNames_data() {
        QTest::addColumn<QString>("column");
        QTest::addColumn<QString>("columnPrefix");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("keyPrefix");
        QTest::addColumn<QString>("table");
        QTest::addColumn<bool>("sameTable");
        QTest::addColumn<NameMatch>("expected");
        QTest::newRow("same name") << "customer_id"
                                   << ""
                                   << "customer_id"
                                   << ""
                                   << "customers" << false << Match::Same;
        QTest::newRow("same after prefixes") << "l_orderkey"
                                             << "l"
                                             << "o_orderkey"
                                             << "o"
                                             << "orders" << false << Match::Same;
        QTest::newRow("names the table") << "Claim_Amount_Identifier"
                                         << ""
                                         << "id"
                                         << ""
                                         << "Claim_Amount" << false << Match::TableName;
        QTest::newRow("bare name of the table") << "Continent"
                                                << ""
                                                << "ContId"
                                                << ""
                                                << "continents" << false << Match::TableName;
        QTest::newRow("role before the key") << "manager_staff_id"
                                             << ""
                                             << "staff_id"
                                             << ""
                                             << "staff" << false << Match::Role;
        QTest::newRow("role before the table") << "SourceAirport"
                                               << ""
                                               << "AirportCode"
                                               << ""
                                               << "airports" << false << Match::Role;
        QTest::newRow("bare role") << "lost_in_battle"
                                   << ""
                                   << "id"
                                   << ""
                                   << "battle" << false << Match::Role;
        QTest::newRow("the table's head noun") << "Channel"
                                               << ""
                                               << "id"
                                               << ""
                                               << "TV_Channel" << false << Match::Role;
        QTest::newRow("a number within its table") << "line_no"
                                                   << ""
                                                   << "shipment_id"
                                                   << ""
                                                   << "shipment_line" << false << Match::None;
        QTest::newRow("role glued to the noun") << "rt_fromcitykey"
                                                << "rt"
                                                << "ct_citykey"
                                                << "ct"
                                                << "city" << false << Match::Role;
        QTest::newRow("abbreviation") << "cust_ref"
                                      << ""
                                      << "id"
                                      << ""
                                      << "customers" << false << Match::Abbreviation;
        QTest::newRow("initials and a word")
            << "ss_cdemo_sk"
            << "ss"
            << "cd_demo_sk"
            << "cd"
            << "customer_demographics" << false << Match::Abbreviation;
        QTest::newRow("other initials") << "ss_hdemo_sk"
                                        << "ss"
                                        << "cd_demo_sk"
                                        << "cd"
                                        << "customer_demographics" << false << Match::None;
        QTest::newRow("abbreviation table") << "c_current_addr_sk"
                                            << "c"
                                            << "ca_address_sk"
                                            << "ca"
                                            << "customer_address" << false << Match::Abbreviation;
        QTest::newRow("one word of two") << "ShipVia"
                                         << ""
                                         << "ShipperID"
                                         << ""
                                         << "Shippers" << false << Match::Abbreviation;
        QTest::newRow("hierarchy in the table") << "ReportsTo"
                                                << ""
                                                << "EmployeeId"
                                                << ""
                                                << "Employee" << true << Match::Hierarchy;
        QTest::newRow("hierarchy needs the same table") << "ReportsTo"
                                                        << ""
                                                        << "EmployeeId"
                                                        << ""
                                                        << "Employee" << false << Match::None;
        QTest::newRow("a measure names nothing") << "rating"
                                                 << ""
                                                 << "id"
                                                 << ""
                                                 << "products" << false << Match::None;
        QTest::newRow("an attribute key is no key name")
            << "ship_name"
            << ""
            << "name"
            << ""
            << "sqlite_sequence" << false << Match::None;
        QTest::newRow("generic column") << "id"
                                        << ""
                                        << "id"
                                        << ""
                                        << "products" << false << Match::None;
    }
    void matchesNames() {
        QFETCH(QString, column);
        QFETCH(QString, columnPrefix);
        QFETCH(QString, key);
        QFETCH(QString, keyPrefix);
        QFETCH(QString, table);
        QFETCH(bool, sameTable);
        QFETCH(NameMatch, expected);
        const NameMatch m = matchName(readColumnName(column, columnPrefix),
                                      readColumnName(key, keyPrefix), tableStem(table), sameTable);
        QCOMPARE(int(m), int(expected));
    }

    void spreadOfRandomPicks() {
        // 1..10 inside a key of 1..1000 is no random pick; 8 values over 73% of a key may be.
        QVERIFY(spanProbability(10, 0.01) < 1e-6);
        QVERIFY(spanProbability(8, 11.0 / 15.0) > 0.2);
        QCOMPARE(spanProbability(1, 0.01), 1.0);
        QCOMPARE(spanProbability(20, 1.0), 1.0);
        QVERIFY(surpriseBits(true, 1, 1000, 1000) < 0.01); // dense: containment says nothing
        QVERIFY(surpriseBits(true, 1025, 1934, 16) > 5);   // sparse: it says a lot
    }

    void verdicts() {
        Evidence smallNumbers;
        smallNumbers.checked = smallNumbers.found = 10;
        smallNumbers.span = 0.01;
        smallNumbers.randomness = spanProbability(10, 0.01);
        smallNumbers.sparsity = 0;
        Circumstances referenceName;
        referenceName.referenceName = true;
        QVERIFY(!judge(smallNumbers, {}).accept); // "rating": nothing names a key
        QVERIFY(!judge(smallNumbers, referenceName)
                     .accept); // "queue_no": still a narrow slice of dense ids
        Evidence named = smallNumbers;
        named.name = Match::Same;
        named.randomness = 0.5;
        QVERIFY(judge(named, referenceName).accept);
        QVERIFY(judge(named, referenceName).confidence >= 0.9);
        Evidence half = named;
        half.found = 5;
        QVERIFY(!judge(half, referenceName).accept); // half the values are not in the key
        Evidence oneStray = named;
        oneStray.checked = 20;
        oneStray.found = 19;
        QVERIFY(judge(oneStray, referenceName)
                    .accept); // one stray value among twenty: dirty, still a key
        QVERIFY(judge(oneStray, referenceName).confidence < judge(named, referenceName).confidence);
        Evidence empty;
        empty.noValues = true;
        empty.name = Match::Role;
        QVERIFY(judge(empty, referenceName).accept);
        QCOMPARE(judge(empty, referenceName).confidence, 0.5);
        empty.name = Match::Abbreviation;
        QVERIFY(!judge(empty, referenceName).accept); // no values and only a hint: nothing to go on
        Evidence sparse;
        sparse.checked = sparse.found = 15;
        sparse.sparsity = 5.8;
        sparse.randomness = 0.9;
        QVERIFY(judge(sparse, referenceName).accept); // "friend_id" in a sparse id column
        QVERIFY(!judge(sparse, {}).accept); // but not a column that does not look like a reference
        // A few managers among the staff are a narrow slice of its key: a hierarchy with a root
        // (someone who reports to nobody) all the same; "i_manager_id" in a table of items is not.
        Evidence managers;
        managers.name = Match::Hierarchy;
        managers.checked = managers.found = 8;
        managers.span = 8.0 / 60.0;
        managers.randomness = spanProbability(8, managers.span);
        managers.sparsity = 0;
        Circumstances noRoot;
        QVERIFY(!judge(managers, noRoot).accept);
        Circumstances withRoot;
        withRoot.someNull = true;
        QVERIFY(judge(managers, withRoot).accept);
        Circumstances ownKey = referenceName;
        ownKey.ownKey = true;
        QVERIFY(judge(sparse, ownKey).accept); // a table's own key, sparse values: no coincidence
        Evidence dense = sparse;
        dense.sparsity = 0;
        QVERIFY(
            !judge(dense, ownKey).accept); // ids 1..n inside 1..m: a table's own key only by name
    }
};

QTEST_GUILESS_MAIN(TestRelationshipNames)
#include "tst_relationships_names.moc"
