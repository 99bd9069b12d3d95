// `--connection sales.csv` on the command line: the headless verbs import the file into a
// workspace in the data directory (once, and again when it changes) and read it as a table; a
// file that cannot be imported stops the verb with exit 3 and the reason.

#include "filestesthelpers.h"

#include <QProcess>

using assay::test::writeFile;

class TestFilesCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid() && m_data.isValid()); }
    void exportDataFromCsv();
    void badFileExitsWithReason();

private:
    int run(const QStringList &args, QString *out, QString *err) const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_data.path()); // the workspace goes here
        env.remove(QStringLiteral("DISPLAY"));
        p.setProcessEnvironment(env);
        p.start(qEnvironmentVariable("ASSAY_BINARY"), args);
        if (!p.waitForFinished(60000))
            return -1;
        *out = QString::fromUtf8(p.readAllStandardOutput());
        *err = QString::fromUtf8(p.readAllStandardError());
        return p.exitCode();
    }
    QTemporaryDir m_dir;
    QTemporaryDir m_data;
};

void TestFilesCli::exportDataFromCsv()
{
    const QString csv = writeFile(m_dir, QStringLiteral("sales.csv"), "region,amount\nNorth,10\nSouth,5.5\nNorth,2\n");
    const QString output = m_dir.filePath(QStringLiteral("totals.csv"));
    QString out, err;
    const QStringList args = {QStringLiteral("export-data"), QStringLiteral("--connection"), csv, QStringLiteral("--sql"),
                              QStringLiteral("SELECT region, sum(amount) AS total FROM sales GROUP BY region ORDER BY region"),
                              QStringLiteral("--output"), output, QStringLiteral("--quiet")};
    QCOMPARE(run(args, &out, &err), 0);
    QFile f(output);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll().replace("\r\n", "\n"), QByteArray("region,total\nNorth,12\nSouth,5.5\n"));
    f.close();
    // The workspace is in the data directory and remembers the file.
    const QStringList workspaces = QDir(m_data.filePath(QStringLiteral("Assay/Assay/workspaces"))).entryList({QStringLiteral("*.sqlite")});
    QCOMPARE(workspaces.size(), 1);

    // The file changes: the next run imports it again.
    const QString sales = m_dir.filePath(QStringLiteral("sales.csv"));
    const QDateTime imported = QFileInfo(sales).lastModified();
    writeFile(m_dir, QStringLiteral("sales.csv"), "region,amount\nNorth,1\n");
    QVERIFY(assay::test::setModifiedAfter(sales, imported)); // later than the import's, whatever the clock did
    QCOMPARE(run(args, &out, &err), 0);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll().replace("\r\n", "\n"), QByteArray("region,total\nNorth,1\n"));
}

void TestFilesCli::badFileExitsWithReason()
{
    const QString csv = writeFile(m_dir, QStringLiteral("broken.csv"), "a,b\n1,2\n3,4,5\n");
    QString out, err;
    const int code = run({QStringLiteral("export-data"), QStringLiteral("--connection"), csv, QStringLiteral("--sql"),
                          QStringLiteral("SELECT * FROM broken"), QStringLiteral("--output"), m_dir.filePath(QStringLiteral("x.csv"))},
                         &out, &err);
    QCOMPARE(code, 3);
    QVERIFY2(err.contains(QLatin1String("broken.csv")) && err.contains(QLatin1String("Line 3")), qPrintable(err));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("x.csv"))));
}

QTEST_GUILESS_MAIN(TestFilesCli)
#include "tst_files_cli.moc"
