#pragma once
// Export Chart: PNG (width, height and scale for high-density screens) or SVG, with a preview of
// the chart at the chosen proportions.

#include "charts/chartspec.h"

#include <QDialog>

#include <memory>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace assay::db {
class ResultStore;
}

namespace assay::ui {

class ChartExportDialog : public QDialog {
    Q_OBJECT
public:
    ChartExportDialog(const charts::ChartSpec &spec, std::shared_ptr<db::ResultStore> rows, const QString &baseName,
                      QWidget *parent = nullptr);

    QString path() const;
    QSize imageSize() const;
    qreal scale() const;
    bool isSvg() const;
    // Writes the file as chosen; returns an error sentence or empty. Export calls it (creating a
    // missing folder first) and stays open on an error.
    QString write() const;
    bool written() const { return m_written; }
    QString pathNote() const; // what the dialog says under the file field ("" when nothing)
    QDialogButtonBox *buttons() const { return m_buttons; }

    QComboBox *formatBox() const { return m_format; }
    QLineEdit *pathEdit() const { return m_path; }
    QSpinBox *widthBox() const { return m_width; }
    QSpinBox *heightBox() const { return m_height; }
    QComboBox *scaleBox() const { return m_scale; }
    QLabel *preview() const { return m_preview; }

private:
    void formatChanged();
    void updatePreview();
    void browse();
    void validatePath();

    charts::ChartSpec m_spec;
    std::shared_ptr<db::ResultStore> m_rows;
    QComboBox *m_format;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QComboBox *m_scale;
    QLabel *m_scaleLabel;
    QLabel *m_pixels;
    QLabel *m_preview;
    QLineEdit *m_path;
    QLabel *m_pathNote;
    QDialogButtonBox *m_buttons;
    bool m_written = false;
};

// Writes a chart as PNG or SVG (by the file's suffix); any size, scale for PNG. GUI thread.
QString writeChartImage(const charts::ChartSpec &spec, const db::ResultStore &rows, const QString &path, QSize size,
                        qreal scale);

} // namespace assay::ui
