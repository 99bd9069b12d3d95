#pragma once
// Crash recovery: while a notebook has unsaved edits, an Autosaver writes it (atomically) to a
// recovery file at most every 30 seconds. A clean save or close removes the file; after a crash
// the next start finds it and offers to restore it. Unsaved work the analyst chose to discard (to
// open another notebook, or a new one) is kept too, as a notebook file in the "discarded" folder
// beside the recovery files, the newest few, so that no replacement loses work for good.

#include "notebookfile.h"

#include <QDateTime>
#include <QObject>
#include <QTimer>

namespace assay::notebook {

struct RecoveryEntry {
    QString recoveryPath; // the recovery file itself
    QString originalPath; // where the notebook was saved, if it ever was
    QString title;
    QDateTime savedAt;
    qint64 pid = 0;       // the process that wrote it
    int cellCount = 0;
};

class RecoveryStore {
public:
    // Default: <app data>/recovery. Tests pass their own directory.
    explicit RecoveryStore(QString directory = {});
    QString directory() const { return m_dir; }

    QString write(const QString &key, const Notebook &notebook, const QString &originalPath) const;
    void remove(const QString &key) const;
    // Recovery files left by processes that are no longer running.
    QList<RecoveryEntry> orphans() const;
    // Loads a recovery file into a document; false with a reason when it cannot be read.
    static bool read(const QString &recoveryPath, NotebookDocument *doc, RecoveryEntry *entry, QString *error);
    static void discard(const RecoveryEntry &entry);

    // How many discarded notebooks are kept; older copies are removed.
    static constexpr int KeptDiscarded = 20;
    QString discardedDirectory() const { return m_dir + QStringLiteral("/discarded"); }
    // Writes `notebook` as a notebook file (it opens with File → Open) into discardedDirectory();
    // sets `*path` to it. Returns an error message or empty.
    QString keepDiscarded(const Notebook &notebook, const QString &name, QString *path) const;

private:
    QString pathFor(const QString &key) const;
    QString m_dir;
};

class Autosaver : public QObject {
    Q_OBJECT
public:
    static constexpr int DefaultIntervalMs = 30000;

    Autosaver(Notebook *notebook, RecoveryStore store, QObject *parent = nullptr);
    ~Autosaver() override;

    void setInterval(int ms);
    void setOriginalPath(const QString &path) { m_originalPath = path; }
    QString key() const { return m_key; }
    const RecoveryStore &store() const { return m_store; }
    // Writes now if there are unsaved edits. Returns an error message or empty.
    QString saveNow();
    // The notebook was saved or closed cleanly: the recovery file goes away.
    void discard();

signals:
    void autosaved(quint64 revision);
    void autosaveFailed(const QString &message);

private:
    Notebook *m_notebook;
    RecoveryStore m_store;
    QString m_key;
    QString m_originalPath;
    QTimer m_timer;
    quint64 m_savedRevision = 0;
};

} // namespace assay::notebook
