#pragma once
// Where export dialogs start and how they make sure the target folder is there. The folder the
// user last chose when it still exists, else the desktop's folder for the kind of file (XDG
// Documents or Pictures) when it exists, else home: never a folder that is not there (a fresh
// account may have no ~/Documents). A folder that is missing is created when the user exports to
// it, and the dialogs say so beforehand.

#include <QStandardPaths>
#include <QString>

class QLabel;
class QPushButton;

namespace assay::ui {

QString defaultExportFolder(const QString &settingsKey, QStandardPaths::StandardLocation kind);
void rememberExportFolder(const QString &settingsKey, const QString &filePath);

// What the dialog says about `filePath` below its field: "" when it can be written as it is, a
// note when its folder will be created, or why it cannot be written. `ok` tells which.
QString exportPathNote(const QString &filePath, bool *ok);

// Creates the file's folder if needed and checks that a file can be written there. Returns the
// reason when not (shown in the dialog, which stays open).
QString prepareExportFolder(const QString &filePath);

// Shows `text` in the dialog's note under the path field (red when `error`; hidden when empty),
// growing the dialog when the wrapped note needs more height than it has.
void showExportPathNote(QLabel *note, const QString &text, bool error);
// exportPathNote() for `filePath`, shown in `note`; `exportButton` is enabled only when the file
// can be written.
void checkExportPath(const QString &filePath, QLabel *note, QPushButton *exportButton);

} // namespace assay::ui
