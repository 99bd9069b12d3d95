// The shape records (core/offline/shaperules.cpp) as a table-driven test: every record has
// example questions, and every example, asked of the sample database, reads to the record's
// shape and to exactly the record's SQL, which runs. A new shape is a record with its examples;
// this test picks them up.

#include "offlinetesthelpers.h"

#include "offline/offlineassistant.h"
#include "offline/shaperules.h"

#include <QtTest>

using namespace assay;

namespace {

const QDate Today(2024, 6, 15);

} // namespace

class TestOfflineShapes : public QObject {
    Q_OBJECT
    std::unique_ptr<db::Connection> m_db;
    std::unique_ptr<offline::OfflineAssistant> m_assistant;

private slots:
    void initTestCase() {
        m_db = test::openSample();
        m_assistant = std::make_unique<offline::OfflineAssistant>(
            test::offlineSampleKnowledge(*m_db), db::Engine::SQLite);
    }

    void everyShapeHasExamples() {
        QSet<QString> names;
        for (const offline::ShapeRule &rule : offline::shapeRules()) {
            QVERIFY2(!rule.examples.isEmpty(), rule.name);
            QVERIFY2(rule.trigger && rule.select, rule.name);
            QVERIFY2(!names.contains(QLatin1String(rule.name)), rule.name); // one record per shape
            names.insert(QLatin1String(rule.name));
        }
        // the last record reads anything: every reading has a shape
        QCOMPARE(offline::shapeRules().last().shape, offline::Shape::List);
    }

    void examplesReadToTheirSql_data() {
        QTest::addColumn<QString>("shape");
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("sql");
        for (const offline::ShapeRule &rule : offline::shapeRules())
            for (const offline::ShapeExample &e : rule.examples)
                QTest::newRow(qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(rule.name),
                                                                      QLatin1String(e.question))))
                    << QString::fromLatin1(rule.name) << QString::fromUtf8(e.question)
                    << QString::fromUtf8(e.sql);
    }

    void examplesReadToTheirSql() {
        QFETCH(QString, shape);
        QFETCH(QString, question);
        QFETCH(QString, sql);
        const offline::Reading r = m_assistant->read(question, Today);
        QVERIFY2(r.understood, qPrintable(r.decline.text()));
        QCOMPARE(r.sql, sql);
        QCOMPARE(r.shape, shape);
        // and the SQL runs
        QList<db::Row> rows;
        db::ExecOptions o;
        o.readOnly = true;
        const db::ExecSummary e = m_db->query(r.sql, &rows, o);
        QVERIFY2(e.ok(), qPrintable(e.error.displayText()));
    }
};

QTEST_GUILESS_MAIN(TestOfflineShapes)
#include "tst_offline_shapes.moc"
