#pragma once
// Export Report: format (HTML, PDF, Markdown, Jupyter), SQL or results only, how many rows each
// result shows, chart images as SVG or PNG, and where to write it.

#include "reportexporter.h"

#include <QDialog>

class QButtonGroup;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace assay::ui {

class ReportExportDialog : public QDialog {
    Q_OBJECT
public:
    // `baseName` suggests the file name ("sales_review").
    ReportExportDialog(const QString &baseName, QWidget *parent = nullptr);

    ReportRequest request() const;
    void setFormat(exports::ReportFormat format);
    void setPath(const QString &path);

    QComboBox *formatBox() const { return m_format; }
    QLineEdit *pathEdit() const { return m_path; }
    QRadioButton *resultsOnlyButton() const { return m_resultsOnly; }
    QSpinBox *rowsBox() const { return m_rows; }
    QDialogButtonBox *buttons() const { return m_buttons; }
    QString pathNote() const; // what the dialog says under the file field ("" when nothing)

private:
    void formatChanged();
    void browse();
    void validate();

    QString m_baseName;
    QComboBox *m_format;
    QRadioButton *m_withSql;
    QRadioButton *m_resultsOnly;
    QSpinBox *m_rows;
    QComboBox *m_images;
    QLabel *m_imagesLabel;
    QLineEdit *m_path;
    QLabel *m_hint;
    QLabel *m_pathNote;
    QDialogButtonBox *m_buttons;
};

} // namespace assay::ui
