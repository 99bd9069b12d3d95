#include "recovery.h"
#include "notebooktr.h"

#include "io/atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUuid>

#include <csignal>
#include <unistd.h>

namespace assay::notebook {
namespace {

bool processAlive(qint64 pid)
{
    if (pid <= 0)
        return false;
    if (pid == QCoreApplication::applicationPid())
        return true;
    return ::kill(pid_t(pid), 0) == 0 || errno == EPERM;
}

} // namespace

RecoveryStore::RecoveryStore(QString directory)
    : m_dir(directory.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery")
                                : std::move(directory))
{
}

QString RecoveryStore::pathFor(const QString &key) const
{
    return m_dir + QLatin1Char('/') + key + QStringLiteral(".recovery.json");
}

QString RecoveryStore::write(const QString &key, const Notebook &nb, const QString &originalPath) const
{
    if (!QDir().mkpath(m_dir))
        return Tr::tr("Cannot create the recovery folder %1.").arg(m_dir);
    QJsonObject meta;
    meta[QStringLiteral("originalPath")] = originalPath;
    meta[QStringLiteral("savedAt")] = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    meta[QStringLiteral("pid")] = double(QCoreApplication::applicationPid());
    QJsonObject root;
    root[QStringLiteral("recovery")] = meta;
    root[QStringLiteral("notebook")] = QJsonDocument::fromJson(serializeNotebook(nb)).object();
    return io::writeFileAtomically(pathFor(key), QJsonDocument(root).toJson(QJsonDocument::Compact));
}

void RecoveryStore::remove(const QString &key) const
{
    QFile::remove(pathFor(key));
}

bool RecoveryStore::read(const QString &path, NotebookDocument *doc, RecoveryEntry *entry, QString *error)
{
    QByteArray data;
    if (QString e = io::readFile(path, &data); !e.isEmpty()) {
        if (error)
            *error = e;
        return false;
    }
    const QJsonObject root = QJsonDocument::fromJson(data).object();
    const QJsonObject meta = root.value(QStringLiteral("recovery")).toObject();
    if (meta.isEmpty()) {
        if (error)
            *error = Tr::tr("Not a recovery file.");
        return false;
    }
    NotebookDocument d;
    if (!parseNotebook(QJsonDocument(root.value(QStringLiteral("notebook")).toObject()).toJson(), &d, error))
        return false;
    if (entry) {
        entry->recoveryPath = path;
        entry->originalPath = meta.value(QStringLiteral("originalPath")).toString();
        entry->savedAt = QDateTime::fromString(meta.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs);
        entry->pid = meta.value(QStringLiteral("pid")).toInteger(); // no UB when out of range
        entry->title = d.title;
        entry->cellCount = int(d.cells.size());
    }
    if (doc)
        *doc = std::move(d);
    return true;
}

QList<RecoveryEntry> RecoveryStore::orphans() const
{
    QList<RecoveryEntry> out;
    const QDir dir(m_dir);
    for (const QFileInfo &f : dir.entryInfoList({QStringLiteral("*.recovery.json")}, QDir::Files, QDir::Time)) {
        RecoveryEntry e;
        if (!read(f.absoluteFilePath(), nullptr, &e, nullptr))
            continue;
        if (!processAlive(e.pid))
            out.append(e);
    }
    return out;
}

void RecoveryStore::discard(const RecoveryEntry &entry)
{
    QFile::remove(entry.recoveryPath);
}

QString RecoveryStore::keepDiscarded(const Notebook &notebook, const QString &name, QString *path) const
{
    const QString folder = discardedDirectory();
    if (!QDir().mkpath(folder))
        return Tr::tr("Cannot create the folder %1.").arg(folder);
    // "2025-03-01 14.02.11 sales_review.assaynb": sorts by time, says what it was.
    QString base = name;
    base.replace(QRegularExpression(QStringLiteral("[^\\w .-]+")), QStringLiteral("_"));
    base = base.trimmed().left(60);
    if (base.endsWith(QLatin1String(".assaynb")))
        base.chop(8);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd HH.mm.ss.zzz"));
    const QString file = QDir(folder).filePath(QStringLiteral("%1 %2.assaynb").arg(stamp, base.isEmpty() ? QStringLiteral("notebook") : base));
    if (QString error = io::writeFileAtomically(file, serializeNotebook(notebook)); !error.isEmpty())
        return error;
    if (path)
        *path = file;
    // The newest few are kept; the folder must not grow for ever.
    const QFileInfoList copies = QDir(folder).entryInfoList({QStringLiteral("*.assaynb")}, QDir::Files, QDir::Name | QDir::Reversed);
    for (qsizetype i = KeptDiscarded; i < copies.size(); ++i)
        QFile::remove(copies[i].absoluteFilePath());
    return {};
}

Autosaver::Autosaver(Notebook *notebook, RecoveryStore store, QObject *parent)
    : QObject(parent)
    , m_notebook(notebook)
    , m_store(std::move(store))
    , m_key(QUuid::createUuid().toString(QUuid::WithoutBraces))
    , m_savedRevision(notebook->revision())
{
    m_timer.setInterval(DefaultIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, [this] { saveNow(); });
    m_timer.start();
}

Autosaver::~Autosaver() = default;

void Autosaver::setInterval(int ms)
{
    m_timer.setInterval(std::max(10, ms));
}

QString Autosaver::saveNow()
{
    if (!m_notebook->isModified() || m_notebook->revision() == m_savedRevision)
        return {};
    const quint64 revision = m_notebook->revision();
    const QString error = m_store.write(m_key, *m_notebook, m_originalPath);
    if (!error.isEmpty()) {
        emit autosaveFailed(error);
        return error;
    }
    m_savedRevision = revision;
    emit autosaved(revision);
    return {};
}

void Autosaver::discard()
{
    m_store.remove(m_key);
    m_savedRevision = m_notebook->revision();
}

} // namespace assay::notebook
