// The headless command line works with no display at all.

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void versionAndHelpWithoutDisplay();
    void sampleDbCommand();
    void unwritablePathFails();
    void anExistingFileIsNeverReplacedWithoutForce();
    void anUnknownOptionIsAnErrorNotAWindow();

private:
    QProcessEnvironment headlessEnv() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        return env;
    }
    QString binary() const { return qEnvironmentVariable("ASSAY_BINARY"); }
};

void TestCli::versionAndHelpWithoutDisplay()
{
    for (const QString &arg : {QStringLiteral("--version"), QStringLiteral("--help")}) {
        QProcess p;
        p.setProcessEnvironment(headlessEnv());
        p.start(binary(), {arg});
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        if (arg == u"--version")
            QVERIFY2(out.startsWith(QLatin1String("assay ")), qPrintable(out));
        else
            QVERIFY2(out.contains(QLatin1String("Usage: assay")) && out.contains(QLatin1String("sample-db")), qPrintable(out));
    }
}

void TestCli::sampleDbCommand()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("nested/dir/retail.sqlite"));
    QProcess p;
    p.setProcessEnvironment(headlessEnv());
    p.start(binary(), {QStringLiteral("sample-db"), path});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY(QFile::exists(path));
    QVERIFY(QString::fromUtf8(p.readAllStandardOutput()).trimmed().endsWith(QLatin1String("retail.sqlite")));
}

void TestCli::unwritablePathFails()
{
    QProcess p;
    p.setProcessEnvironment(headlessEnv());
    p.start(binary(), {QStringLiteral("sample-db"), QStringLiteral("/proc/forbidden/x.sqlite")});
    QVERIFY(p.waitForFinished(10000));
    QCOMPARE(p.exitCode(), 1);
    QVERIFY(!p.readAllStandardError().isEmpty());
}

void TestCli::anExistingFileIsNeverReplacedWithoutForce()
{
    // The analyst's own file, named by mistake: refused, and left as it was.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.sqlite"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not the sample, and precious\n");
    }
    QProcess p;
    p.setProcessEnvironment(headlessEnv());
    p.start(binary(), {QStringLiteral("sample-db"), path});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 1);
    QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QLatin1String("--force")));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("not the sample, and precious\n"));
    f.close();
    // With --force it is replaced by the sample; without a terminal, no progress lines.
    p.start(binary(), {QStringLiteral("sample-db"), QStringLiteral("--force"), path});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY(QFileInfo(path).size() > 1000000);
    QVERIFY2(!p.readAllStandardError().contains('\r'), "progress written to a pipe");
    // A folder is not a file to create.
    p.start(binary(), {QStringLiteral("sample-db"), dir.path()});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 1);
    QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QLatin1String("folder")));
}

void TestCli::anUnknownOptionIsAnErrorNotAWindow()
{
    QProcess p;
    p.setProcessEnvironment(headlessEnv()); // no display: a window would abort, not exit 2
    p.start(binary(), {QStringLiteral("--frobnicate")});
    QVERIFY(p.waitForFinished(10000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 2);
    QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QLatin1String("unknown option")));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
