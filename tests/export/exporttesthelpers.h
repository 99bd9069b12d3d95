#pragma once
// Shared by the export suites: the sample database, the welcome notebook run on it, and small
// readers for what the exports wrote (files in a folder, unzipping an XLSX with unzip(1)).

#include "testsupport.h"

#include "db/dbsession.h"
#include "notebook/notebook.h"
#include "notebook/notebookfile.h"
#include "notebook/notebookrunner.h"

#include <QDir>
#include <QProcess>
#include <QSignalSpy>

namespace assay::test {

inline std::unique_ptr<db::DbSession> openSqlite(const QString &path)
{
    db::ConnectionConfig config;
    config.engine = db::Engine::SQLite;
    config.filePath = path;
    config.name = QStringLiteral("Sample: Northwind Outfitters");
    auto session = std::make_unique<db::DbSession>(config);
    if (!session->open({}).result().isNull())
        return nullptr;
    return session;
}

inline QString welcomeNotebookPath()
{
    return qEnvironmentVariable("ASSAY_SOURCE_DIR") + QStringLiteral("/resources/notebooks/welcome.assaynb");
}

// Loads the welcome notebook and runs every cell on `session`; false when anything failed.
inline bool runWelcome(notebook::Notebook &nb, db::DbSession *session)
{
    if (!notebook::loadNotebook(welcomeNotebookPath(), nb).isEmpty())
        return false;
    nb.setConnection(session->config());
    nb.setFlavor(session->dialect().flavor());
    notebook::NotebookRunner runner(&nb);
    runner.setSession(session);
    QSignalSpy finished(&runner, &notebook::NotebookRunner::runFinished);
    runner.runAll();
    if (!finished.wait(120000))
        return false;
    return finished.first().first().toBool();
}

inline QStringList filesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden, QDir::Name);
}

// One member of a zip archive (an XLSX), read with unzip -p.
inline QByteArray unzipMember(const QString &zip, const QString &member)
{
    QProcess p;
    p.start(QStringLiteral("unzip"), {QStringLiteral("-p"), zip, member});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return {};
    return p.readAllStandardOutput();
}

} // namespace assay::test
