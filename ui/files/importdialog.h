#pragma once
// File → Open Data File… and drops: the import preview. Shows the file as Assay read it (format,
// encoding, delimiter, quote, header, decimal separator, date order, sheet) with every detected
// setting adjustable, the columns with their inferred types (click a column's header to change
// its type), and the first rows exactly as they will be stored. Import runs on a worker with a
// progress bar and Cancel; the dialog closes when the table is there.

#include "files/importer.h"
#include "files/inspection.h"

#include <QDialog>
#include <QFuture>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QTableWidget;

namespace assay::files {
class ImportJob;
}

namespace assay::ui {

class MessageBanner;

class ImportDialog : public QDialog {
    Q_OBJECT
public:
    // `request` presets options and columns (a re-import); `tableName` is the name to suggest.
    ImportDialog(const QString &path, const QString &workspacePath, const QString &tableName,
                 const files::InspectRequest &request, QWidget *parent = nullptr);
    ~ImportDialog() override;

    const files::Inspection &inspection() const { return m_inspection; }
    const files::ImportResult &result() const { return m_result; }
    files::ImportPlan plan() const; // what Import would run
    bool isInspecting() const { return m_inspecting; } // until the newest preview is shown
    bool isImporting() const;
    // For the header menu and tests: the type of one column.
    void setColumnType(int column, files::ColumnType type);

public slots:
    void startImport();
    void cancelImport();
    void reject() override; // Esc or Cancel while importing cancels the import first

signals:
    void inspected(); // a (new) preview is shown
    void importFinished(const assay::files::ImportResult &result);


private:
    void buildOptions(QWidget *box);
    void inspect(const files::InspectRequest &request);
    void showInspection(const files::Inspection &inspection);
    void optionsEdited(); // an option changed: read again, types inferred anew
    files::ImportOptions optionsFromControls() const;
    void setControls(const files::ImportOptions &options);
    void fillPreview();
    void showHeaderMenu(int column);
    void importDone(const files::ImportResult &result);
    void setBusy(bool busy);

    QString m_path;
    QString m_workspace;
    files::InspectRequest m_request;
    files::Inspection m_inspection;
    files::ImportResult m_result;
    QFuture<files::Inspection> m_inspectFuture;
    quint64 m_inspectRun = 0; // which read the finishing future belongs to: only the latest is shown
    files::ImportJob *m_job = nullptr;
    bool m_updatingControls = false;
    bool m_inspectAgain = false;
    bool m_inspecting = false;

    QLabel *m_fileLabel;
    QLineEdit *m_tableName;
    QComboBox *m_sheet;
    QComboBox *m_encoding;
    QComboBox *m_delimiter;
    QComboBox *m_quote;
    QCheckBox *m_header;
    QComboBox *m_decimal;
    QComboBox *m_dates;
    QTableWidget *m_preview;
    MessageBanner *m_message;
    QLabel *m_notes;
    QProgressBar *m_progress;
    QDialogButtonBox *m_buttons;
};

} // namespace assay::ui
