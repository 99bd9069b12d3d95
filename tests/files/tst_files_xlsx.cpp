// XLSX sheets as tables: workbooks written with libxlsxwriter (strings, numbers, dates, booleans,
// formulas with their results, several sheets, merged cells), by hand with minizip (a formula with
// no saved result, error cells), and the OLE containers of a password-protected workbook and an
// old .xls file.

#include "filestesthelpers.h"

#include "files/xlsxreader.h"

#include <xlsxwriter.h>

using namespace assay;
using assay::test::inspectAndImport;
using assay::test::sqliteRows;
using assay::test::tableExists;

class TestFilesXlsx : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void sheetsAndTypes();
    void mergedCells();
    void formulaWithoutResultAndErrorCells();
    void protectedAndOldWorkbooks();

private:
    QString path(const char *name) const { return m_dir.filePath(QLatin1String(name)); }
    QTemporaryDir m_dir;
};

void TestFilesXlsx::sheetsAndTypes()
{
    const QString file = path("orders.xlsx");
    lxw_workbook *wb = workbook_new(qPrintable(file));
    lxw_worksheet *orders = workbook_add_worksheet(wb, "Orders 2024");
    lxw_worksheet *people = workbook_add_worksheet(wb, "Customers");
    lxw_format *date = workbook_add_format(wb);
    format_set_num_format(date, "dd/mm/yyyy");
    lxw_format *stamp = workbook_add_format(wb);
    format_set_num_format(stamp, "yyyy-mm-dd hh:mm");
    const char *headers[] = {"id", "customer", "amount", "ordered", "paid", "double", "at"};
    for (int c = 0; c < 7; ++c)
        worksheet_write_string(orders, 0, lxw_col_t(c), headers[c], nullptr);
    const char *names[] = {"Ann", "Bo", "Cy"};
    for (int r = 1; r <= 3; ++r) {
        worksheet_write_number(orders, lxw_row_t(r), 0, r, nullptr);
        worksheet_write_string(orders, lxw_row_t(r), 1, names[r - 1], nullptr);
        worksheet_write_number(orders, lxw_row_t(r), 2, r * 2.25, nullptr);
        lxw_datetime d = {2024, 2, 27 + r, 0, 0, 0};
        worksheet_write_datetime(orders, lxw_row_t(r), 3, &d, date);
        worksheet_write_boolean(orders, lxw_row_t(r), 4, r % 2, nullptr);
        // A formula and the result a spreadsheet program saved with it.
        const QByteArray formula = "=C" + QByteArray::number(r + 1) + "*2";
        worksheet_write_formula_num(orders, lxw_row_t(r), 5, formula.constData(), nullptr, r * 4.5);
        lxw_datetime t = {2024, 3, r, 13, 30, 0};
        worksheet_write_datetime(orders, lxw_row_t(r), 6, &t, stamp);
    }
    worksheet_write_string(people, 0, 0, "name", nullptr);
    worksheet_write_string(people, 1, 0, "Zoë", nullptr);
    QCOMPARE(workbook_close(wb), LXW_NO_ERROR);

    const QString ws = m_dir.filePath(QStringLiteral("ws.sqlite"));
    files::Inspection i;
    files::ImportResult r = inspectAndImport(file, ws, &i);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(i.sheets, (QStringList{"Orders 2024", "Customers"}));
    QCOMPARE(r.table, QStringLiteral("orders_2024")); // named after the sheet
    using T = files::ColumnType;
    const QList<T> expected = {T::Integer, T::Text, T::Real, T::Date, T::Boolean, T::Real, T::Timestamp};
    for (int c = 0; c < expected.size(); ++c)
        QCOMPARE(i.plan.columns[c].type, expected[c]);
    const auto rows = sqliteRows(ws, QStringLiteral("SELECT id, customer, amount, ordered, paid, \"double\", at FROM orders_2024 ORDER BY id"));
    QCOMPARE(rows[0], (QStringList{"1", "Ann", "2.25", "2024-02-28", "1", "4.5", "2024-03-01 13:30:00"}));
    QCOMPARE(rows[1], (QStringList{"2", "Bo", "4.5", "2024-02-29", "0", "9", "2024-03-02 13:30:00"}));
    QCOMPARE(rows[2][3], QStringLiteral("2024-03-01")); // past Excel's phantom 29 February 1900

    // The other sheet, chosen by name.
    files::InspectRequest request;
    request.options = i.plan.options;
    request.options->sheet = QStringLiteral("Customers");
    r = inspectAndImport(file, ws, &i, request);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.table, QStringLiteral("customers"));
    QCOMPARE(sqliteRows(ws, QStringLiteral("SELECT name FROM customers"))[0][0], QStringLiteral("Zoë"));
}

void TestFilesXlsx::mergedCells()
{
    const QString file = path("merged.xlsx");
    lxw_workbook *wb = workbook_new(qPrintable(file));
    lxw_worksheet *ws = workbook_add_worksheet(wb, "Report");
    worksheet_merge_range(ws, 0, 0, 0, 2, "Quarterly report", nullptr);
    worksheet_write_string(ws, 1, 0, "a", nullptr);
    worksheet_write_number(ws, 2, 0, 1, nullptr);
    QCOMPARE(workbook_close(wb), LXW_NO_ERROR);
    const files::Inspection i = files::inspectFile(file);
    QVERIFY(!i.ok());
    QVERIFY2(i.error.contains(QLatin1String("A1:C1")) && i.error.contains(QLatin1String("Unmerge")), qPrintable(i.error));
    // Imported without the preview (as a stale plan would be), the import fails too and leaves nothing.
    files::ImportPlan plan;
    plan.sourcePath = file;
    plan.tableName = QStringLiteral("report");
    plan.options.format = files::SourceFormat::Xlsx;
    plan.columns = {{QStringLiteral("a"), files::ColumnType::Text}};
    const QString workspace = m_dir.filePath(QStringLiteral("merged.sqlite"));
    const files::ImportResult r = files::importFile(plan, workspace);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(QLatin1String("merged")), qPrintable(r.error));
    QVERIFY(!tableExists(workspace, QStringLiteral("report")));
}

void TestFilesXlsx::formulaWithoutResultAndErrorCells()
{
    const QString errors = path("errors.xlsx");
    test::writeHandmadeXlsx(errors, "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>x</t></is></c><c r=\"B1\" t=\"inlineStr\"><is><t>ratio</t></is></c></row>"
                                    "<row r=\"2\"><c r=\"A2\"><v>1</v></c><c r=\"B2\"><v>0.5</v></c></row>"
                                    "<row r=\"3\"><c r=\"A3\"><v>2</v></c><c r=\"B3\" t=\"e\"><f>A3/0</f><v>#DIV/0!</v></c></row>");
    const QString ws = m_dir.filePath(QStringLiteral("errors.sqlite"));
    files::Inspection i;
    const files::ImportResult r = inspectAndImport(errors, ws, &i);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(i.plan.columns[1].type, files::ColumnType::Real);
    QCOMPARE(sqliteRows(ws, QStringLiteral("SELECT x, ratio FROM data ORDER BY x")), (QList<QStringList>{{"1", "0.5"}, {"2", "NULL"}}));
    QCOMPARE(r.notes.size(), 1);
    QVERIFY2(r.notes[0].contains(QLatin1String("Data!B3")) && r.notes[0].contains(QLatin1String("#DIV/0!")), qPrintable(r.notes[0]));

    const QString uncalculated = path("uncalculated.xlsx");
    test::writeHandmadeXlsx(uncalculated, "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>a</t></is></c><c r=\"B1\" t=\"inlineStr\"><is><t>b</t></is></c></row>"
                                          "<row r=\"2\"><c r=\"A2\"><v>1</v></c><c r=\"B2\"><f>A2*2</f></c></row>");
    const files::Inspection u = files::inspectFile(uncalculated);
    QVERIFY(!u.ok());
    QVERIFY2(u.error.contains(QLatin1String("Data!B2")) && u.error.contains(QLatin1String("never saved")), qPrintable(u.error));
}

void TestFilesXlsx::protectedAndOldWorkbooks()
{
    const QString locked = path("locked.xlsx");
    test::writeCompoundFile(locked, {QStringLiteral("EncryptionInfo"), QStringLiteral("EncryptedPackage")});
    files::Inspection i = files::inspectFile(locked);
    QVERIFY(!i.ok());
    QVERIFY2(i.error.contains(QLatin1String("password")), qPrintable(i.error));

    const QString old = path("old.xlsx");
    test::writeCompoundFile(old, {QStringLiteral("Workbook")});
    i = files::inspectFile(old);
    QVERIFY(!i.ok());
    QVERIFY2(i.error.contains(QLatin1String(".xls")) && !i.error.contains(QLatin1String("password")), qPrintable(i.error));

    const QString text = test::writeFile(m_dir, QStringLiteral("text.xlsx"), "a,b\n1,2\n");
    i = files::inspectFile(text);
    QVERIFY(!i.ok());
    QVERIFY2(i.error.contains(QLatin1String("not a zip")), qPrintable(i.error));
}

QTEST_GUILESS_MAIN(TestFilesXlsx)
#include "tst_files_xlsx.moc"
