#include "chartexportdialog.h"

#include "chartimage.h"
#include "exportfolder.h"

#include "db/resultstore.h"
#include "export/exportfile.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace assay::ui {
namespace {

const char *FolderKey = "export/chartFolder";

} // namespace

QString writeChartImage(const charts::ChartSpec &spec, const db::ResultStore &rows, const QString &path, QSize size,
                        qreal scale)
{
    OffscreenChart chart(spec, rows, size);
    if (!chart.isValid())
        return QCoreApplication::translate("ChartExport", "Cannot draw the chart: %1").arg(chart.error());
    const bool svg = QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0;
    return exports::writeExportFile(path, svg ? chart.svg() : chart.png(scale));
}

ChartExportDialog::ChartExportDialog(const charts::ChartSpec &spec, std::shared_ptr<db::ResultStore> rows,
                                     const QString &baseName, QWidget *parent)
    : QDialog(parent)
    , m_spec(spec)
    , m_rows(std::move(rows))
    , m_format(new QComboBox(this))
    , m_width(new QSpinBox(this))
    , m_height(new QSpinBox(this))
    , m_scale(new QComboBox(this))
    , m_scaleLabel(new QLabel(tr("S&cale:"), this))
    , m_pixels(new QLabel(this))
    , m_preview(new QLabel(this))
    , m_path(new QLineEdit(this))
    , m_pathNote(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Export Chart"));
    m_format->addItem(tr("PNG image"), QStringLiteral("png"));
    m_format->addItem(tr("SVG image (vector)"), QStringLiteral("svg"));
    for (QSpinBox *box : {m_width, m_height}) {
        box->setRange(200, 8000);
        box->setSingleStep(50);
        box->setSuffix(tr(" px"));
    }
    m_width->setValue(1200);
    m_height->setValue(700);
    m_scale->addItem(tr("1\u00d7 (as sized)"), 1.0);
    m_scale->addItem(tr("2\u00d7 (high-density screens, slides)"), 2.0);
    m_scale->addItem(tr("3\u00d7 (print)"), 3.0);
    m_scaleLabel->setBuddy(m_scale);
    m_pixels->setEnabled(false);
    m_preview->setAlignment(Qt::AlignCenter);
    m_preview->setFrameShape(QFrame::StyledPanel);
    // Room for the 420 x 250 preview inside the frame, so nothing below can squeeze it.
    m_preview->setMinimumSize(QSize(420, 250) + 2 * QSize(m_preview->frameWidth(), m_preview->frameWidth()));
    m_preview->setAccessibleName(tr("Chart preview"));

    auto *sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_width);
    sizeRow->addWidget(new QLabel(QStringLiteral("\u00d7"), this));
    sizeRow->addWidget(m_height);
    sizeRow->addStretch(1);

    auto *browse = new QPushButton(tr("&Browse…"), this);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_path, 1);
    fileRow->addWidget(browse);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&Format:"), m_format);
    // Rows holding a layout get no buddy from QFormLayout; give the mnemonics a target by hand.
    auto *sizeLabel = new QLabel(tr("&Size:"), this);
    sizeLabel->setBuddy(m_width);
    form->addRow(sizeLabel, sizeRow);
    form->addRow(m_scaleLabel, m_scale);
    form->addRow(QString(), m_pixels);
    auto *saveLabel = new QLabel(tr("Sa&ve to:"), this);
    saveLabel->setBuddy(m_path);
    form->addRow(saveLabel, fileRow);
    m_pathNote->setWordWrap(true);
    m_pathNote->setAccessibleName(tr("About the file"));
    form->addRow(QString(), m_pathNote);

    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_preview, 1);
    layout->addLayout(form);
    layout->addWidget(m_buttons);

    const QString folder = defaultExportFolder(QLatin1String(FolderKey), QStandardPaths::PicturesLocation);
    m_path->setText(QDir(folder).filePath((baseName.isEmpty() ? QStringLiteral("chart") : baseName) + QStringLiteral(".png")));

    connect(m_format, &QComboBox::currentIndexChanged, this, &ChartExportDialog::formatChanged);
    connect(m_width, &QSpinBox::valueChanged, this, &ChartExportDialog::updatePreview);
    connect(m_height, &QSpinBox::valueChanged, this, &ChartExportDialog::updatePreview);
    connect(m_scale, &QComboBox::currentIndexChanged, this, &ChartExportDialog::updatePreview);
    connect(browse, &QPushButton::clicked, this, &ChartExportDialog::browse);
    connect(m_path, &QLineEdit::textChanged, this, &ChartExportDialog::validatePath);
    // Export writes here, and an error keeps the dialog open with the reason under the field.
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        QString error = prepareExportFolder(path());
        if (error.isEmpty())
            error = write();
        if (!error.isEmpty()) {
            showExportPathNote(m_pathNote, error, true);
            return;
        }
        rememberExportFolder(QLatin1String(FolderKey), path());
        m_written = true;
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    formatChanged();
    validatePath();
    setMinimumWidth(580);
}

void ChartExportDialog::validatePath()
{
    checkExportPath(m_path->text(), m_pathNote, m_buttons->button(QDialogButtonBox::Ok));
}

QString ChartExportDialog::pathNote() const
{
    return m_pathNote->isVisible() ? m_pathNote->text() : QString();
}

void ChartExportDialog::formatChanged()
{
    const QString suffix = m_format->currentData().toString();
    const bool png = suffix == u"png";
    m_scale->setEnabled(png);
    m_scaleLabel->setEnabled(png);
    const QFileInfo info(m_path->text());
    m_path->setText(QDir(info.path()).filePath(info.completeBaseName() + QLatin1Char('.') + suffix));
    updatePreview();
}

void ChartExportDialog::updatePreview()
{
    const QLocale locale;
    if (isSvg())
        m_pixels->setText(tr("A vector image: sharp at any size; %1 \u00d7 %2 is its natural size.")
                              .arg(locale.toString(m_width->value()), locale.toString(m_height->value())));
    else
        m_pixels->setText(tr("The image will be %1 \u00d7 %2 pixels.")
                              .arg(locale.toString(qRound(m_width->value() * scale())),
                                   locale.toString(qRound(m_height->value() * scale()))));
    if (!m_rows) {
        m_preview->setText(tr("Run the chart's cell to see it here."));
        return;
    }
    // Drawn at the chosen size, then shrunk: the preview shows the real proportions and layout.
    OffscreenChart chart(m_spec, *m_rows, imageSize());
    if (!chart.isValid()) {
        m_preview->setText(chart.error());
        return;
    }
    const qreal dpr = devicePixelRatioF();
    QImage image = chart.image(1.0).scaled(QSize(420, 250) * dpr, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    image.setDevicePixelRatio(dpr);
    m_preview->setPixmap(QPixmap::fromImage(image));
}

void ChartExportDialog::browse()
{
    const QString suffix = m_format->currentData().toString();
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Chart"), m_path->text(),
                                                      tr("%1 images (*.%2)").arg(suffix.toUpper(), suffix));
    if (!path.isEmpty())
        m_path->setText(path.endsWith(QLatin1Char('.') + suffix, Qt::CaseInsensitive) ? path : path + QLatin1Char('.') + suffix);
}

QString ChartExportDialog::path() const
{
    return m_path->text().trimmed();
}

QSize ChartExportDialog::imageSize() const
{
    return QSize(m_width->value(), m_height->value());
}

qreal ChartExportDialog::scale() const
{
    return m_scale->currentData().toReal();
}

bool ChartExportDialog::isSvg() const
{
    return m_format->currentData().toString() == u"svg";
}

QString ChartExportDialog::write() const
{
    if (!m_rows)
        return tr("Run the chart's cell first.");
    return writeChartImage(m_spec, *m_rows, path(), imageSize(), isSvg() ? 1.0 : scale());
}

} // namespace assay::ui
