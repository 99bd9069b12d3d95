#include "exportfolder.h"

#include "uitr.h"

#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryFile>

namespace assay::ui {

QString defaultExportFolder(const QString &settingsKey, QStandardPaths::StandardLocation kind)
{
    const QString remembered = QSettings().value(settingsKey).toString();
    if (!remembered.isEmpty() && QFileInfo(remembered).isDir())
        return remembered;
    const QString desktop = QStandardPaths::writableLocation(kind);
    if (!desktop.isEmpty() && QFileInfo(desktop).isDir())
        return desktop;
    return QDir::homePath();
}

void rememberExportFolder(const QString &settingsKey, const QString &filePath)
{
    QSettings().setValue(settingsKey, QFileInfo(filePath).absolutePath());
}

QString exportPathNote(const QString &filePath, bool *ok)
{
    const QString path = filePath.trimmed();
    const QFileInfo info(path);
    *ok = false;
    if (path.isEmpty())
        return Tr::tr("Choose where to save the file.");
    if (info.isDir())
        return Tr::tr("%1 is a folder; add a file name.").arg(QDir::toNativeSeparators(path));
    // The nearest folder that exists must be one a file can go in.
    QDir existing = info.absoluteDir();
    while (!existing.exists() && !existing.isRoot())
        existing.setPath(QFileInfo(existing.path()).path());
    if (!QFileInfo(existing.path()).isWritable())
        return Tr::tr("%1 cannot be written to; choose another folder.").arg(QDir::toNativeSeparators(existing.path()));
    *ok = true;
    if (!info.absoluteDir().exists())
        return Tr::tr("The folder %1 does not exist yet; Export creates it.").arg(QDir::toNativeSeparators(info.absolutePath()));
    return {};
}

QString prepareExportFolder(const QString &filePath)
{
    const QFileInfo info(filePath.trimmed());
    if (!QDir().mkpath(info.absolutePath()))
        return Tr::tr("The folder %1 could not be created; choose another.").arg(QDir::toNativeSeparators(info.absolutePath()));
    QTemporaryFile probe(QDir(info.absolutePath()).filePath(QStringLiteral(".assay-XXXXXX")));
    if (!probe.open())
        return Tr::tr("Files cannot be written in %1 (%2); choose another folder.")
            .arg(QDir::toNativeSeparators(info.absolutePath()), probe.errorString());
    return {};
}

void showExportPathNote(QLabel *note, const QString &text, bool error)
{
    note->setText(text);
    note->setStyleSheet(error ? QStringLiteral("color:#b3261e;") : QString());
    note->setVisible(!text.isEmpty());
    // A wrapped note needs height the window may not have: grow rather than squeeze the rest.
    QWidget *dialog = note->window();
    if (dialog->isVisible() && dialog->layout()) {
        dialog->layout()->activate();
        const int needed = dialog->layout()->totalHeightForWidth(dialog->width());
        if (needed > dialog->height())
            dialog->resize(dialog->width(), needed);
    }
}

void checkExportPath(const QString &filePath, QLabel *note, QPushButton *exportButton)
{
    bool ok = false;
    const QString text = exportPathNote(filePath, &ok);
    exportButton->setEnabled(ok);
    showExportPathNote(note, text, !ok);
}

} // namespace assay::ui
