#include "cliconnection.h"
#include "apptr.h"

#include "cliargs.h"
#include "clidatafile.h"
#include "cliwait.h"

#include "files/importoptions.h"
#include "db/dbsession.h"
#include "db/savedconnections.h"
#include "sample/sampledatabase.h"
#include "security/secretstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QUrl>

namespace assay::app {
namespace {

bool fromUrl(const QString &spec, db::ConnectionConfig *config, QString *password)
{
    const QUrl url(spec, QUrl::StrictMode);
    if (!url.isValid() || url.scheme().isEmpty() || url.scheme().size() < 3)
        return false;
    const QString scheme = url.scheme().toLower();
    if (scheme == u"sqlite") {
        config->engine = db::Engine::SQLite;
        config->filePath = url.path().isEmpty() ? spec.mid(7) : url.path();
    } else if (scheme == u"postgresql" || scheme == u"postgres") {
        config->engine = db::Engine::PostgreSQL;
    } else if (scheme == u"mysql" || scheme == u"mariadb") {
        config->engine = db::Engine::MySQL;
    } else {
        return false;
    }
    if (config->engine != db::Engine::SQLite) {
        config->host = url.host();
        config->port = url.port(0);
        config->user = url.userName();
        config->database = url.path().mid(1);
        if (!url.password().isEmpty()) {
            *password = url.password();
            cliErr() << "assay: " << Tr::tr("warning: a password in --connection is visible to other users of this machine; "
                                        "set ASSAY_DB_PASSWORD instead.")
                     << Qt::endl;
        }
    }
    config->name = url.toDisplayString(QUrl::RemovePassword);
    return true;
}

} // namespace

QString keychainSecret(const QString &key)
{
    if (qEnvironmentVariableIntValue("ASSAY_NO_KEYCHAIN") == 1)
        return {};
    security::SecretStore store;
    store.setTimeoutMs(5000); // a keychain that wants a prompt nobody will answer counts as absent
    const QFuture<security::SecretResult> read = store.read(key);
    waitInEventLoop(read);
    return read.resultCount() ? read.result().value : QString();
}

ResolvedConnection resolveConnection(const QString &spec, const db::ConnectionConfig &fromNotebook,
                                     const QString &notebookDir)
{
    ResolvedConnection r;
    const QList<db::ConnectionConfig> saved = db::SavedConnections::load();
    bool isSaved = false;
    if (spec.isEmpty()) {
        r.config = fromNotebook;
        if (r.config.id.isEmpty() && r.config.filePath.isEmpty() && r.config.host.isEmpty() &&
            r.config.odbcConnectionString.isEmpty()) {
            r.error = Tr::tr("the notebook names no database; give one with --connection");
            return r;
        }
        if (r.config.engine == db::Engine::SQLite && !r.config.filePath.isEmpty() && QFileInfo(r.config.filePath).isRelative())
            r.config.filePath = QDir(notebookDir).absoluteFilePath(r.config.filePath);
        for (const db::ConnectionConfig &s : saved) {
            if (!r.config.id.isEmpty() && s.id == r.config.id) {
                r.config = s; // the saved version is the current one (host moved, port changed)
                isSaved = true;
            }
        }
    } else if (spec == u"sample") {
        r.config = sample::sampleConnectionConfig();
    } else if (QFileInfo(spec).isFile() && files::isDataFilePath(spec)) {
        if (!dataFileConnection(spec, &r.config, &r.error))
            return r;
    } else if (QFileInfo(spec).isFile()) {
        r.config.engine = db::Engine::SQLite;
        r.config.filePath = QFileInfo(spec).absoluteFilePath();
        r.config.name = QFileInfo(spec).fileName();
    } else if (fromUrl(spec, &r.config, &r.password)) {
        if (r.config.engine == db::Engine::SQLite)
            r.config.filePath = QFileInfo(r.config.filePath).absoluteFilePath();
    } else {
        for (const db::ConnectionConfig &s : saved) {
            if (s.id == spec || s.name.compare(spec, Qt::CaseInsensitive) == 0) {
                r.config = s;
                isSaved = true;
                break;
            }
        }
        if (!isSaved) {
            r.error = Tr::tr("no database file, URL or saved connection called \"%1\"").arg(spec);
            return r;
        }
    }
    // The sample database is created on first use, as the window does.
    if (r.config.id == sample::sampleConnectionConfig().id) {
        r.config = sample::sampleConnectionConfig();
        if (const QString error = sample::ensureSampleDatabase(); !error.isEmpty()) {
            r.error = Tr::tr("the sample database could not be created: %1").arg(error);
            return r;
        }
    }
    if (r.config.engine == db::Engine::SQLite && !QFileInfo(r.config.filePath).isFile()) {
        r.error = Tr::tr("the database file %1 does not exist").arg(QDir::toNativeSeparators(r.config.filePath));
        return r;
    }
    if (const QString invalid = r.config.validate(); !invalid.isEmpty()) {
        r.error = invalid;
        return r;
    }
    if (r.password.isEmpty() && r.config.needsPassword()) {
        r.password = qEnvironmentVariable("ASSAY_DB_PASSWORD");
        if (r.password.isEmpty() && isSaved)
            r.password = keychainSecret(security::SecretStore::connectionKey(r.config.id));
    }
    return r;
}

std::unique_ptr<db::DbSession> openSession(const ResolvedConnection &connection, QString *error)
{
    auto session = std::make_unique<db::DbSession>(connection.config);
    const QFuture<db::DbError> opened = session->open(connection.password);
    if (!waitInEventLoop(opened, [] { return !interrupted(); })) {
        *error = Tr::tr("interrupted while connecting");
        return nullptr;
    }
    const db::DbError e = opened.resultCount() ? opened.result() : db::DbError::make(db::DbError::Kind::Connection, Tr::tr("the connection was dropped"));
    if (!e.isNull()) {
        QString text = Tr::tr("cannot connect to %1: %2").arg(connection.config.displayLocation(), e.displayText());
        if (connection.config.needsPassword() && connection.password.isEmpty())
            text += QLatin1Char(' ') + Tr::tr("(no password was given: set ASSAY_DB_PASSWORD)");
        *error = text;
        return nullptr;
    }
    return session;
}

} // namespace assay::app
