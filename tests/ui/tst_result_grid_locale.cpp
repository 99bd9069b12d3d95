// The result grid shows numbers as the UI's locale writes them (German: 1.234.567 and 1.234,5),
// keeps declared decimals digit for digit, leaves dates in ISO 8601 and identifier and year
// columns without thousands separators; the value itself (EditRole), a copy (Ctrl+C) and a CSV
// export stay raw. A screenshot of the grid in German goes to the test output directory.

#include "resultgrid.h"
#include "testsupport.h"

#include "db/resultmodel.h"
#include "db/resultstore.h"
#include "export/csvwriter.h"

#include <QApplication>
#include <QItemSelectionModel>
#include <QLocale>
#include <QHelpEvent>
#include <QToolTip>
#include <QtTest>

using namespace assay;

class TestResultGridLocale : public QObject {
    Q_OBJECT
private slots:
    void init() { QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany)); }
    void cleanup() { QLocale::setDefault(QLocale::c()); }
    void numbersFollowTheLocale();
    void decimalsKeepEveryDigit();
    void floatNoiseIsNotShown();
    void datesStayIso();
    void periodBucketsShowTheirPeriod();
    void identifiersAndYearsAreNotGrouped();
    void rawValuesForEditCopyAndCsv();
    void englishAndChinese();
    void screenshotInGerman();
    void cutValuesLoseTheirMiddleAndShowWholeOnHover();

private:
    static std::shared_ptr<db::ResultStore> store();
};

std::shared_ptr<db::ResultStore> TestResultGridLocale::store() {
    auto s = std::make_shared<db::ResultStore>();
    s->setColumns({{QStringLiteral("orders"), QStringLiteral("INTEGER"), db::ValueType::Integer},
                   {QStringLiteral("revenue"), QStringLiteral("REAL"), db::ValueType::Real},
                   {QStringLiteral("price"), QStringLiteral("numeric(12,3)"), db::ValueType::Decimal},
                   {QStringLiteral("day"), QStringLiteral("date"), db::ValueType::Date},
                   {QStringLiteral("customer_id"), QStringLiteral("INTEGER"), db::ValueType::Integer},
                   {QStringLiteral("year"), QStringLiteral("double precision"), db::ValueType::Real},
                   {QStringLiteral("region"), QStringLiteral("TEXT"), db::ValueType::Text}});
    s->append({{qint64(1234567), 1234.5, QStringLiteral("-1234567.891"), QStringLiteral("2024-03-05"), qint64(123456),
                2024.0, QStringLiteral("North")},
               {qint64(-42), 0.25, QStringLiteral("12345678901234567890.125"), QStringLiteral("2024-12-31"),
                qint64(7), 2025.0, QStringLiteral("1234")},
               {QVariant(), 1e20, QStringLiteral("NaN"), QVariant(), qint64(8), 2026.0, QStringLiteral("x")}});
    s->markComplete();
    return s;
}

void TestResultGridLocale::numbersFollowTheLocale() {
    db::ResultModel model;
    model.setStore(store());
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("1.234.567"));
    QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("-42"));
    // The column's values need two decimals (0.25): every row shows two, aligned.
    QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("1.234,50"));
    QCOMPARE(model.index(1, 1).data().toString(), QStringLiteral("0,25"));
    QCOMPARE(model.index(2, 0).data().toString(), QStringLiteral("NULL"));
    // Text that looks like a number is text.
    QCOMPARE(model.index(1, 6).data().toString(), QStringLiteral("1234"));
    // The static helper formats one value for a given locale.
    QCOMPARE(db::ResultModel::localizedText(1234.5, db::ValueType::Real, -1, QLocale(QLocale::German)),
             QStringLiteral("1.234,5"));
}

void TestResultGridLocale::decimalsKeepEveryDigit() {
    db::ResultModel model;
    model.setStore(store());
    QCOMPARE(model.index(0, 2).data().toString(), QStringLiteral("-1.234.567,891"));
    // Past what a double holds: every digit stays, only the separators change.
    QCOMPARE(model.index(1, 2).data().toString(), QStringLiteral("12.345.678.901.234.567.890,125"));
    QCOMPARE(model.index(2, 2).data().toString(), QStringLiteral("NaN"));
}

void TestResultGridLocale::floatNoiseIsNotShown() {
    // Sums of money read back as doubles carry noise in the last bits; the grid shows the digits
    // the values have (two here), not six.
    auto s = std::make_shared<db::ResultStore>();
    s->setColumns({{QStringLiteral("revenue"), QStringLiteral("REAL"), db::ValueType::Real},
                   {QStringLiteral("ratio"), QStringLiteral("REAL"), db::ValueType::Real}});
    s->append({{8843704.820001, 0.1 + 0.2}, {66611.86000000001, 0.123456}, {1.5, 2.0}});
    s->markComplete();
    db::ResultModel model;
    model.setStore(s);
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("8.843.704,82"));
    QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("66.611,86"));
    QCOMPARE(model.index(2, 0).data().toString(), QStringLiteral("1,50"));
    // Real digits are kept: six decimals where a value has them.
    QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("0,300000"));
    QCOMPARE(model.index(1, 1).data().toString(), QStringLiteral("0,123456"));
}

void TestResultGridLocale::datesStayIso() {
    db::ResultModel model;
    model.setStore(store());
    QCOMPARE(model.index(0, 3).data().toString(), QStringLiteral("2024-03-05"));
}

void TestResultGridLocale::periodBucketsShowTheirPeriod() {
    // A query that truncated dates (date_trunc('year', day)) shows "2021", not "2021-01-01"; a
    // column with any other day shows full dates; the value, its tooltip and a copy stay whole.
    auto s = std::make_shared<db::ResultStore>();
    s->setColumns({{QStringLiteral("year"), QStringLiteral("date"), db::ValueType::Date},
                   {QStringLiteral("quarter"), QString(), db::ValueType::Text},
                   {QStringLiteral("month"), QStringLiteral("timestamp"), db::ValueType::DateTime},
                   {QStringLiteral("day"), QStringLiteral("date"), db::ValueType::Date},
                   {QStringLiteral("one"), QStringLiteral("date"), db::ValueType::Date}});
    const auto dt = [](int y, int m) { return QDateTime(QDate(y, m, 1), QTime(0, 0)); };
    s->append({{QDate(2021, 1, 1), QStringLiteral("2021-01-01"), dt(2021, 1), QStringLiteral("2021-01-01"), QStringLiteral("2021-01-01")},
               {QDate(2022, 1, 1), QStringLiteral("2021-04-01"), dt(2021, 2), QStringLiteral("2021-01-15"), QStringLiteral("2021-01-01")},
               {QVariant(), QStringLiteral("2021-07-01 00:00:00"), dt(2021, 3), QStringLiteral("2021-02-01"), QVariant()}});
    s->markComplete();
    db::ResultModel model;
    model.setStore(s);
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("2021"));
    QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("2022"));
    QCOMPARE(model.index(2, 0).data().toString(), QStringLiteral("NULL"));
    QCOMPARE(model.index(1, 1).data().toString(), QStringLiteral("2021-Q2"));
    QCOMPARE(model.index(2, 1).data().toString(), QStringLiteral("2021-Q3"));
    QCOMPARE(model.index(1, 2).data().toString(), QStringLiteral("2021-02"));
    // Another day in the column: every row shows its whole date.
    QCOMPARE(model.index(0, 3).data().toString(), QStringLiteral("2021-01-01"));
    QCOMPARE(model.index(2, 3).data().toString(), QStringLiteral("2021-02-01"));
    // One distinct date says nothing about a period.
    QCOMPARE(model.index(0, 4).data().toString(), QStringLiteral("2021-01-01"));
    // The value and the tooltip are the whole date.
    QCOMPARE(model.index(0, 0).data(Qt::EditRole).toDate(), QDate(2021, 1, 1));
    QCOMPARE(model.index(0, 0).data(Qt::ToolTipRole).toString(), QStringLiteral("2021-01-01"));
    QCOMPARE(model.index(1, 1).data(Qt::ToolTipRole).toString(), QStringLiteral("2021-04-01"));
}

void TestResultGridLocale::identifiersAndYearsAreNotGrouped() {
    db::ResultModel model;
    model.setStore(store());
    QCOMPARE(model.index(0, 4).data().toString(), QStringLiteral("123456"));
    QCOMPARE(model.index(0, 5).data().toString(), QStringLiteral("2024"));
}

void TestResultGridLocale::rawValuesForEditCopyAndCsv() {
    ui::ResultGrid grid;
    db::ResultModel *model = grid.resultModel();
    model->setStore(store());
    QCOMPARE(model->index(0, 0).data(Qt::EditRole).toLongLong(), 1234567);
    QCOMPARE(model->index(0, 1).data(db::ResultModel::RawValueRole).toDouble(), 1234.5);
    QCOMPARE(model->index(0, 2).data(Qt::EditRole).toString(), QStringLiteral("-1234567.891"));
    // Ctrl+C: what a spreadsheet or another query can read back.
    grid.selectionModel()->select(QItemSelection(model->index(0, 0), model->index(0, 2)), QItemSelectionModel::Select);
    QCOMPARE(grid.selectionAsText(), QStringLiteral("1234567\t1234.5\t-1234567.891"));
    // CSV is written from the stored rows, in the C locale.
    QByteArray csv;
    exports::CsvFormatter().appendRow(model->store()->row(0), csv);
    QVERIFY2(csv.startsWith("1234567,1234.5,-1234567.891,2024-03-05,123456,2024,North"), csv.constData());
}

void TestResultGridLocale::englishAndChinese() {
    db::ResultModel model;
    for (const QLocale::Language language : {QLocale::English, QLocale::Chinese}) {
        QLocale::setDefault(QLocale(language));
        model.setStore(store());
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("1,234,567"));
        QCOMPARE(model.index(0, 2).data().toString(), QStringLiteral("-1,234,567.891"));
    }
    // The C locale (no language chosen, LANG=C) writes numbers as before: no separators.
    QLocale::setDefault(QLocale::c());
    model.setStore(store());
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("1234567"));
    QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("1234.50"));
}

void TestResultGridLocale::screenshotInGerman() {
    ui::ResultGrid grid;
    grid.resize(760, 160);
    grid.resultModel()->setStore(store());
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    QApplication::processEvents();
    const QString path = test::outputDir() + QStringLiteral("/result-grid-de.png");
    QVERIFY(grid.grab().save(path));
    qInfo() << "screenshot:" << path;
}

void TestResultGridLocale::cutValuesLoseTheirMiddleAndShowWholeOnHover() {
    // Store names that share their start ("Munich Marie…" twice) differ at their end: a narrow
    // column keeps both ends, and hovering the cell shows the whole name.
    auto s = std::make_shared<db::ResultStore>();
    s->setColumns({{QStringLiteral("store"), QStringLiteral("TEXT"), db::ValueType::Text}});
    const QString full = QStringLiteral("Munich Marienplatz Flagship");
    s->append({{full}, {QStringLiteral("Munich Marienhof Outlet")}, {QStringLiteral("Bonn")}});
    s->markComplete();
    ui::ResultGrid grid;
    grid.resize(400, 160);
    grid.resultModel()->setStore(s);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    grid.setColumnWidth(0, 90);
    QApplication::processEvents();
    QCOMPARE(grid.textElideMode(), Qt::ElideMiddle);
    const QPoint at = grid.visualRect(grid.model()->index(0, 0)).center();
    QHelpEvent hover(QEvent::ToolTip, at, grid.viewport()->mapToGlobal(at));
    QApplication::sendEvent(grid.viewport(), &hover);
    QTRY_COMPARE(QToolTip::text(), full);
}

QTEST_MAIN(TestResultGridLocale)
#include "tst_result_grid_locale.moc"
