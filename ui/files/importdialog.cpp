#include "importdialog.h"

#include "messagebanner.h"

#include "async/whenfinished.h"
#include "files/importjob.h"
#include "files/workspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace assay::ui {

using files::ColumnType;

ImportDialog::ImportDialog(const QString &path, const QString &workspacePath, const QString &tableName,
                           const files::InspectRequest &request, QWidget *parent)
    : QDialog(parent)
    , m_path(path)
    , m_workspace(workspacePath)
    , m_request(request)
    , m_fileLabel(new QLabel(this))
    , m_tableName(new QLineEdit(tableName, this))
    , m_sheet(new QComboBox(this))
    , m_encoding(new QComboBox(this))
    , m_delimiter(new QComboBox(this))
    , m_quote(new QComboBox(this))
    , m_header(new QCheckBox(tr("First row names the columns"), this))
    , m_decimal(new QComboBox(this))
    , m_dates(new QComboBox(this))
    , m_preview(new QTableWidget(this))
    , m_message(new MessageBanner(this))
    , m_notes(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_buttons(new QDialogButtonBox(this))
{
    setWindowTitle(tr("Import %1").arg(QFileInfo(path).fileName()));
    setObjectName(QStringLiteral("importDialog"));
    auto *layout = new QVBoxLayout(this);
    m_fileLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_fileLabel);
    auto *options = new QWidget(this);
    buildOptions(options);
    layout->addWidget(options);
    layout->addWidget(m_message);
    m_message->hide();
    m_preview->setObjectName(QStringLiteral("importPreview"));
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_preview->horizontalHeader()->setToolTip(tr("Click a column's name to change its type"));
    connect(m_preview->horizontalHeader(), &QHeaderView::sectionClicked, this, &ImportDialog::showHeaderMenu);
    layout->addWidget(m_preview, 1);
    m_notes->setWordWrap(true);
    m_notes->setObjectName(QStringLiteral("importNotes"));
    layout->addWidget(m_notes);
    m_progress->setObjectName(QStringLiteral("importProgress"));
    m_progress->hide();
    layout->addWidget(m_progress);
    QPushButton *import = m_buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    import->setObjectName(QStringLiteral("importButton"));
    m_buttons->addButton(QDialogButtonBox::Cancel);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ImportDialog::startImport);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ImportDialog::reject);
    layout->addWidget(m_buttons);
    resize(900, 600);
    inspect(m_request);
}

// Never waits: an inspection still reading works on its own copies; its result finds no dialog.
ImportDialog::~ImportDialog() = default;

void ImportDialog::buildOptions(QWidget *box)
{
    // Two columns of settings, so the preview keeps most of the height.
    auto *grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    auto addRow = [&](int row, int column, const QString &label, QWidget *field) {
        auto *l = new QLabel(label, box);
        l->setBuddy(field);
        grid->addWidget(l, row, column * 2);
        grid->addWidget(field, row, column * 2 + 1);
    };
    m_tableName->setObjectName(QStringLiteral("importTableName"));
    addRow(0, 0, tr("&Table name:"), m_tableName);
    m_sheet->setObjectName(QStringLiteral("importSheet"));
    addRow(0, 1, tr("&Sheet:"), m_sheet);
    for (const auto e : {files::TextEncoding::Utf8, files::TextEncoding::Utf16LE, files::TextEncoding::Utf16BE, files::TextEncoding::Latin1})
        m_encoding->addItem(files::encodingName(e), int(e));
    m_encoding->setObjectName(QStringLiteral("importEncoding"));
    addRow(1, 0, tr("&Encoding:"), m_encoding);
    m_delimiter->addItem(tr("Comma ( , )"), int(','));
    m_delimiter->addItem(tr("Semicolon ( ; )"), int(';'));
    m_delimiter->addItem(tr("Tab"), int('\t'));
    m_delimiter->addItem(tr("Vertical bar ( | )"), int('|'));
    m_delimiter->setObjectName(QStringLiteral("importDelimiter"));
    addRow(1, 1, tr("&Delimiter:"), m_delimiter);
    m_quote->addItem(tr("Double quote ( \" )"), int('"'));
    m_quote->addItem(tr("Single quote ( ' )"), int('\''));
    m_quote->addItem(tr("None"), 0);
    m_quote->setObjectName(QStringLiteral("importQuote"));
    addRow(2, 0, tr("&Quotes:"), m_quote);
    m_header->setObjectName(QStringLiteral("importHeader"));
    grid->addWidget(m_header, 2, 3);
    m_decimal->addItem(tr("Point (3.5)"), false);
    m_decimal->addItem(tr("Comma (3,5)"), true);
    m_decimal->setObjectName(QStringLiteral("importDecimal"));
    addRow(3, 0, tr("Decimal &separator:"), m_decimal);
    m_dates->addItem(tr("Day first (31/12/2024)"), int(files::DateOrder::DayFirst));
    m_dates->addItem(tr("Month first (12/31/2024)"), int(files::DateOrder::MonthFirst));
    m_dates->setObjectName(QStringLiteral("importDates"));
    addRow(3, 1, tr("D&ates:"), m_dates);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    for (QComboBox *c : {m_sheet, m_encoding, m_delimiter, m_quote, m_decimal, m_dates})
        connect(c, &QComboBox::currentIndexChanged, this, &ImportDialog::optionsEdited);
    connect(m_header, &QCheckBox::toggled, this, &ImportDialog::optionsEdited);
}

void ImportDialog::inspect(const files::InspectRequest &request)
{
    m_request = request;
    m_inspecting = true;
    if (m_inspectFuture.isRunning()) {
        m_inspectAgain = true; // the newest request runs when this read ends; its result is moot
        return;
    }
    m_inspectAgain = false;
    const QString path = m_path;
    m_inspectFuture = QtConcurrent::run([path, request] { return files::inspectFile(path, request); });
    const quint64 run = ++m_inspectRun;
    async::whenFinished(m_inspectFuture, this, [this, run](const files::Inspection &inspection) {
        if (run == m_inspectRun)
            showInspection(inspection);
    });
    setBusy(true);
}

void ImportDialog::showInspection(const files::Inspection &inspection)
{
    if (m_inspectAgain) {
        inspect(m_request);
        return;
    }
    m_inspection = inspection;
    m_inspecting = false;
    setBusy(false);
    setControls(m_inspection.plan.options);
    if (m_tableName->text().isEmpty())
        m_tableName->setText(files::tableNameInWorkspace(m_workspace, m_inspection.plan.tableName, m_path));
    m_fileLabel->setText(tr("%1 — %2").arg(QDir::toNativeSeparators(m_path), QLocale().formattedDataSize(m_inspection.fileSize)));
    if (!m_inspection.ok())
        m_message->showMessage(MessageBanner::Kind::Error, m_inspection.error);
    else
        m_message->clearMessage();
    m_message->setVisible(!m_inspection.ok());
    m_notes->setText(m_inspection.notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!m_inspection.notes.isEmpty());
    fillPreview();
    emit inspected();
}

void ImportDialog::setControls(const files::ImportOptions &o)
{
    m_updatingControls = true;
    const bool csv = o.format == files::SourceFormat::Csv;
    const bool text = o.format != files::SourceFormat::Xlsx;
    m_sheet->clear();
    m_sheet->addItems(m_inspection.sheets);
    m_sheet->setCurrentText(o.sheet);
    m_sheet->setEnabled(!text);
    m_encoding->setCurrentIndex(m_encoding->findData(int(o.encoding)));
    m_encoding->setEnabled(text);
    m_delimiter->setCurrentIndex(std::max(0, m_delimiter->findData(int(o.delimiter))));
    m_delimiter->setEnabled(csv);
    m_quote->setCurrentIndex(std::max(0, m_quote->findData(int(o.quote))));
    m_quote->setEnabled(csv);
    m_header->setChecked(o.hasHeader);
    m_header->setEnabled(o.format != files::SourceFormat::Json);
    m_decimal->setCurrentIndex(o.values.decimalComma ? 1 : 0);
    m_dates->setCurrentIndex(o.values.dateOrder == files::DateOrder::MonthFirst ? 1 : 0);
    m_updatingControls = false;
}

files::ImportOptions ImportDialog::optionsFromControls() const
{
    files::ImportOptions o = m_inspection.plan.options;
    o.sheet = m_sheet->currentText();
    o.encoding = files::TextEncoding(m_encoding->currentData().toInt());
    o.delimiter = char(m_delimiter->currentData().toInt());
    o.quote = char(m_quote->currentData().toInt());
    o.hasHeader = m_header->isChecked();
    o.values.decimalComma = m_decimal->currentData().toBool();
    o.values.dateOrder = files::DateOrder(m_dates->currentData().toInt());
    return o;
}

void ImportDialog::optionsEdited()
{
    if (m_updatingControls)
        return;
    files::InspectRequest request = m_request;
    request.options = optionsFromControls();
    request.columns.reset();
    // A new sheet has its own name.
    if (m_inspection.plan.options.sheet != request.options->sheet)
        m_tableName->setText(files::tableNameInWorkspace(m_workspace, files::tableNameFor(request.options->sheet), m_path));
    inspect(request);
}

void ImportDialog::setColumnType(int column, ColumnType type)
{
    QList<files::ColumnPlan> columns = m_inspection.plan.columns;
    if (column < 0 || column >= columns.size())
        return;
    columns[column].type = type;
    files::InspectRequest request = m_request;
    request.options = m_inspection.plan.options;
    request.columns = columns;
    inspect(request);
}

void ImportDialog::showHeaderMenu(int column)
{
    if (column < 0 || column >= m_inspection.plan.columns.size() || isImporting())
        return;
    QMenu menu(this);
    for (const ColumnType t : {ColumnType::Integer, ColumnType::Real, ColumnType::Boolean, ColumnType::Date,
                               ColumnType::Timestamp, ColumnType::Text}) {
        QAction *a = menu.addAction(files::columnTypeName(t), this, [this, column, t] { setColumnType(column, t); });
        a->setCheckable(true);
        a->setChecked(m_inspection.plan.columns[column].type == t);
    }
    const QHeaderView *header = m_preview->horizontalHeader();
    menu.exec(header->mapToGlobal(QPoint(header->sectionViewportPosition(column), header->height())));
}

void ImportDialog::fillPreview()
{
    const QList<files::ColumnPlan> &columns = m_inspection.plan.columns;
    // A very wide file shows its first columns; the import takes all of them.
    const int shown = int(std::min<qsizetype>(columns.size(), 200));
    m_preview->clear();
    m_preview->setColumnCount(shown);
    m_preview->setRowCount(int(m_inspection.preview.size()));
    QStringList labels;
    for (int c = 0; c < shown; ++c)
        labels << QStringLiteral("%1\n%2").arg(columns[c].name, files::columnTypeName(columns[c].type));
    m_preview->setHorizontalHeaderLabels(labels);
    const QLocale locale;
    for (int r = 0; r < m_inspection.preview.size(); ++r) {
        const QList<QVariant> &row = m_inspection.preview[r];
        for (int c = 0; c < shown && c < row.size(); ++c) {
            const QVariant &v = row[c];
            auto *item = new QTableWidgetItem(v.isNull() ? QStringLiteral("NULL") : v.toString());
            if (v.isNull())
                item->setForeground(palette().color(QPalette::PlaceholderText));
            if (v.typeId() == QMetaType::LongLong || v.typeId() == QMetaType::Double)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_preview->setItem(r, c, item);
        }
    }
    m_preview->resizeColumnsToContents();
}

files::ImportPlan ImportDialog::plan() const
{
    files::ImportPlan p = m_inspection.plan;
    p.tableName = files::tableNameFor(m_tableName->text().trimmed().isEmpty() ? p.tableName : m_tableName->text().trimmed());
    return p;
}

bool ImportDialog::isImporting() const
{
    return m_job && m_job->isRunning();
}

void ImportDialog::startImport()
{
    if (isImporting() || isInspecting() || !m_inspection.ok())
        return;
    delete m_job;
    m_job = new files::ImportJob(plan(), m_workspace, this);
    connect(m_job, &files::ImportJob::progress, this, [this](qint64 done, qint64 total, qint64 rows) {
        m_progress->setMaximum(1000);
        m_progress->setValue(total > 0 ? int(done * 1000 / total) : 0);
        m_progress->setFormat(tr("%n row(s) imported", nullptr, int(std::min<qint64>(rows, INT_MAX))));
    });
    connect(m_job, &files::ImportJob::finished, this, &ImportDialog::importDone);
    m_progress->setValue(0);
    m_progress->setFormat(tr("Importing…"));
    m_progress->show();
    m_message->clearMessage();
    m_message->hide();
    setBusy(true);
    m_job->start();
}

void ImportDialog::cancelImport()
{
    if (m_job)
        m_job->cancel();
}

void ImportDialog::importDone(const files::ImportResult &result)
{
    m_result = result;
    setBusy(false);
    setControls(m_inspection.plan.options);
    m_progress->hide();
    emit importFinished(result);
    if (result.ok()) {
        accept();
        return;
    }
    m_message->showMessage(result.status == files::ImportResult::Status::Cancelled ? MessageBanner::Kind::Warning
                                                                                     : MessageBanner::Kind::Error,
                           result.error);
    m_message->show();
}

void ImportDialog::setBusy(bool busy)
{
    const bool importing = isImporting();
    for (QWidget *w : std::initializer_list<QWidget *>{m_tableName, m_preview})
        w->setEnabled(!importing);
    if (auto *import = m_buttons->findChild<QPushButton *>(QStringLiteral("importButton")))
        import->setEnabled(!busy && m_inspection.ok());
    if (importing) {
        for (QComboBox *c : {m_sheet, m_encoding, m_delimiter, m_quote, m_decimal, m_dates})
            c->setEnabled(false);
        m_header->setEnabled(false);
    }
}

void ImportDialog::reject()
{
    if (isImporting()) {
        cancelImport(); // the dialog stays to say that nothing was imported
        return;
    }
    QDialog::reject();
}

} // namespace assay::ui
