#include "clidatafile.h"
#include "apptr.h"

#include "cliargs.h"
#include "cliwait.h"

#include "files/importer.h"
#include "files/inspection.h"
#include "files/workspace.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>

#include <sqlite3.h>

namespace assay::app {
namespace {

// Imports on the thread pool, polling for Ctrl+C like the other verbs.
files::ImportResult importWaiting(const files::ImportPlan &plan, const QString &workspace)
{
    auto cancel = std::make_shared<db::CancelToken>();
    const QFuture<files::ImportResult> imported =
        QtConcurrent::run([plan, workspace, cancel] { return files::importFile(plan, workspace, cancel); });
    // Ctrl+C cancels the import; the wait goes on until it has stopped.
    waitInEventLoop(imported, [cancel] {
        if (interrupted())
            cancel->cancel();
        return true;
    });
    return imported.result();
}

bool tableExists(const QString &workspace, const QString &table)
{
    sqlite3 *db = nullptr;
    bool found = false;
    if (sqlite3_open_v2(QFile::encodeName(workspace).constData(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
        sqlite3_stmt *stmt = nullptr;
        if (sqlite3_prepare_v2(db, "SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?1", -1, &stmt, nullptr) == SQLITE_OK) {
            const QByteArray name = table.toUtf8();
            sqlite3_bind_text(stmt, 1, name.constData(), int(name.size()), SQLITE_TRANSIENT);
            found = sqlite3_step(stmt) == SQLITE_ROW;
        }
        sqlite3_finalize(stmt);
    }
    sqlite3_close(db);
    return found;
}

} // namespace

bool dataFileConnection(const QString &path, db::ConnectionConfig *config, QString *error)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const QByteArray key = QCryptographicHash::hash(absolute.toUtf8(), QCryptographicHash::Sha1).toHex().left(16);
    const QString workspace = files::workspaceDirectory() + QStringLiteral("/file-") + QString::fromLatin1(key) + QStringLiteral(".sqlite");
    *config = files::workspaceConnection(workspace, QFileInfo(path).fileName());
    for (const files::SourceRecord &s : files::loadSources(workspace)) {
        if (s.path == absolute && !s.isOutdated() && tableExists(workspace, s.table))
            return true; // imported before, unchanged since
    }
    files::InspectRequest request;
    const QString shortDate = QLocale().dateFormat(QLocale::ShortFormat);
    request.preferredDateOrder = shortDate.indexOf(u'M') < shortDate.indexOf(u'd') ? files::DateOrder::MonthFirst : files::DateOrder::DayFirst;
    const files::Inspection inspection = files::inspectFile(absolute, request);
    if (!inspection.ok()) {
        *error = Tr::tr("%1 cannot be imported: %2").arg(QFileInfo(path).fileName(), inspection.error);
        return false;
    }
    const files::ImportResult result = importWaiting(inspection.plan, workspace);
    if (!result.ok()) {
        *error = Tr::tr("%1 cannot be imported: %2").arg(QFileInfo(path).fileName(), result.error);
        return false;
    }
    for (const QString &note : inspection.notes + result.notes)
        cliErr() << "assay: " << note << Qt::endl;
    return true;
}

} // namespace assay::app
