#include "reportexportdialog.h"

#include "exportfolder.h"

#include "export/markdownreport.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace assay::ui {
namespace {

const char *FolderKey = "export/reportFolder";

} // namespace

ReportExportDialog::ReportExportDialog(const QString &baseName, QWidget *parent)
    : QDialog(parent)
    , m_baseName(baseName.isEmpty() ? QStringLiteral("report") : baseName)
    , m_format(new QComboBox(this))
    , m_withSql(new QRadioButton(tr("Queries and results"), this))
    , m_resultsOnly(new QRadioButton(tr("Results only"), this))
    , m_rows(new QSpinBox(this))
    , m_images(new QComboBox(this))
    , m_imagesLabel(new QLabel(tr("Chart &images:"), this))
    , m_path(new QLineEdit(this))
    , m_hint(new QLabel(this))
    , m_pathNote(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Export Report"));
    m_format->addItem(tr("HTML page (one self-contained file)"), int(exports::ReportFormat::Html));
    m_format->addItem(tr("PDF document"), int(exports::ReportFormat::Pdf));
    m_format->addItem(tr("Markdown (images in a folder beside it)"), int(exports::ReportFormat::Markdown));
    m_format->addItem(tr("Jupyter notebook (.ipynb)"), int(exports::ReportFormat::Jupyter));
    m_withSql->setChecked(true);
    m_rows->setRange(1, 10000);
    m_rows->setValue(20);
    m_rows->setSuffix(tr(" rows"));
    m_rows->setMinimumWidth(120);
    m_rows->setToolTip(tr("Longer results show their first rows and how many there are in all."));
    m_images->addItem(tr("SVG (sharp at any size)"), int(exports::ChartImageFormat::Svg));
    m_images->addItem(tr("PNG (opens everywhere)"), int(exports::ChartImageFormat::Png));
    m_imagesLabel->setBuddy(m_images);
    m_hint->setWordWrap(true);
    m_hint->setEnabled(false); // secondary text in any palette

    auto *contents = new QVBoxLayout;
    contents->setSpacing(2);
    contents->addWidget(m_withSql);
    contents->addWidget(m_resultsOnly);

    auto *browse = new QPushButton(tr("&Browse…"), this);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_path, 1);
    fileRow->addWidget(browse);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&Format:"), m_format);
    form->addRow(tr("Contents:"), contents);
    auto *rowsRow = new QHBoxLayout;
    rowsRow->addWidget(m_rows);
    rowsRow->addStretch(1);
    auto *rowsLabel = new QLabel(tr("&Each result shows:"), this);
    rowsLabel->setBuddy(m_rows);
    form->addRow(rowsLabel, rowsRow);
    form->addRow(m_imagesLabel, m_images);
    // Rows holding a layout get no buddy from QFormLayout; give the mnemonic a target by hand.
    auto *saveLabel = new QLabel(tr("&Save to:"), this);
    saveLabel->setBuddy(m_path);
    form->addRow(saveLabel, fileRow);
    m_pathNote->setWordWrap(true);
    m_pathNote->setAccessibleName(tr("About the file"));
    form->addRow(QString(), m_pathNote);

    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_hint);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    const QString folder = defaultExportFolder(QLatin1String(FolderKey), QStandardPaths::DocumentsLocation);
    m_path->setText(QDir(folder).filePath(m_baseName + QStringLiteral(".html")));

    connect(m_format, &QComboBox::currentIndexChanged, this, &ReportExportDialog::formatChanged);
    connect(browse, &QPushButton::clicked, this, &ReportExportDialog::browse);
    connect(m_path, &QLineEdit::textChanged, this, &ReportExportDialog::validate);
    // The folder is made (and checked) before the dialog closes; a problem keeps it open.
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (const QString error = prepareExportFolder(m_path->text()); !error.isEmpty()) {
            showExportPathNote(m_pathNote, error, true);
            return;
        }
        rememberExportFolder(QLatin1String(FolderKey), m_path->text());
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    formatChanged();
    setMinimumWidth(560);
}

void ReportExportDialog::setFormat(exports::ReportFormat format)
{
    m_format->setCurrentIndex(m_format->findData(int(format)));
}

void ReportExportDialog::setPath(const QString &path)
{
    m_path->setText(path);
}

void ReportExportDialog::formatChanged()
{
    const auto format = exports::ReportFormat(m_format->currentData().toInt());
    const bool images = format == exports::ReportFormat::Html || format == exports::ReportFormat::Markdown;
    m_images->setEnabled(images);
    m_imagesLabel->setEnabled(images);
    // Jupyter notebooks always carry their SQL: it is the code of their cells.
    const bool jupyter = format == exports::ReportFormat::Jupyter;
    m_resultsOnly->setEnabled(!jupyter);
    if (jupyter)
        m_withSql->setChecked(true);
    QFileInfo info(m_path->text());
    const QString name = (info.completeBaseName().isEmpty() ? m_baseName : info.completeBaseName()) + QLatin1Char('.') +
                         exports::reportFormatSuffix(format);
    m_path->setText(info.path().isEmpty() || info.path() == u"." ? name : QDir(info.path()).filePath(name));
    switch (format) {
    case exports::ReportFormat::Html:
        m_hint->setText(tr("One file with its styles and charts inside: open it in any browser or attach it to an email."));
        break;
    case exports::ReportFormat::Pdf:
        m_hint->setText(tr("Paged for printing; charts stay sharp when zoomed and long tables repeat their header on each page."));
        break;
    case exports::ReportFormat::Markdown:
        m_hint->setText(tr("Chart images go in the folder %1 beside the file.").arg(exports::attachmentFolderFor(m_path->text())));
        break;
    case exports::ReportFormat::Jupyter:
        m_hint->setText(tr("SQL cells become %%sql cells (JupySQL), charts become image outputs."));
        break;
    }
    validate();
}

void ReportExportDialog::browse()
{
    const auto format = exports::ReportFormat(m_format->currentData().toInt());
    const QString suffix = exports::reportFormatSuffix(format);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Report"), m_path->text(),
                                                      tr("%1 files (*.%2)").arg(suffix.toUpper(), suffix));
    if (!path.isEmpty())
        m_path->setText(path.endsWith(QLatin1Char('.') + suffix, Qt::CaseInsensitive) ? path : path + QLatin1Char('.') + suffix);
}

void ReportExportDialog::validate()
{
    checkExportPath(m_path->text(), m_pathNote, m_buttons->button(QDialogButtonBox::Ok));
}

QString ReportExportDialog::pathNote() const
{
    return m_pathNote->isVisible() ? m_pathNote->text() : QString();
}

ReportRequest ReportExportDialog::request() const
{
    ReportRequest r;
    r.path = m_path->text().trimmed();
    r.format = exports::ReportFormat(m_format->currentData().toInt());
    // A file name typed with another suffix says what the user wants.
    exports::reportFormatForPath(r.path, &r.format);
    r.options.includeSql = !m_resultsOnly->isChecked();
    r.options.maxRows = m_rows->value();
    r.options.chartFormat = exports::ChartImageFormat(m_images->currentData().toInt());
    return r;
}

} // namespace assay::ui
