#include "knowledgepanel.h"

#include "correctionslist.h"
#include "exampledialog.h"
#include "glossaryentrydialog.h"
#include "glossarymodel.h"
#include "knowledgetreemodel.h"
#include "relationshipslist.h"

#include "async/whenfinished.h"
#include "knowledgebuild/contextbuilder.h"
#include "knowledgebuild/knowledgeservice.h"

#include <QApplication>
#include <QCheckBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace assay::ui {

using namespace knowledge;

namespace {

const char *ShareValuesKey = "knowledge/shareSampleValues";

QString exampleSourceName(ExampleEntry::Source s)
{
    switch (s) {
    case ExampleEntry::Source::User:
        return KnowledgePanel::tr("Added by you");
    case ExampleEntry::Source::Feedback:
        return KnowledgePanel::tr("Thumbs-up");
    case ExampleEntry::Source::SqlToQuestion:
        return KnowledgePanel::tr("From your queries");
    case ExampleEntry::Source::Seed:
        return KnowledgePanel::tr("Built in");
    }
    return {};
}

QString itemKindName(ItemKind k)
{
    switch (k) {
    case ItemKind::Table:
        return KnowledgePanel::tr("Table");
    case ItemKind::Column:
        return KnowledgePanel::tr("Column");
    case ItemKind::Glossary:
        return KnowledgePanel::tr("Glossary");
    case ItemKind::Example:
        return KnowledgePanel::tr("Example");
    }
    return {};
}

struct SearchResults {
    QList<RetrievedItem> items;
    QList<ValueHit> values;
};

// A short note above an empty list: what the list is for and how to fill it.
QLabel *emptyNote(const QString &text, QWidget *parent)
{
    auto *note = new QLabel(text, parent);
    note->setWordWrap(true);
    note->setForegroundRole(QPalette::PlaceholderText);
    note->setContentsMargins(4, 4, 4, 4);
    return note;
}

QPushButton *button(const QString &text, QWidget *parent)
{
    auto *b = new QPushButton(text, parent);
    b->setAutoDefault(false);
    return b;
}

} // namespace

bool KnowledgePanel::shareSampleValues()
{
    return QSettings().value(QLatin1String(ShareValuesKey), false).toBool();
}

KnowledgePanel::KnowledgePanel(KnowledgeService *service, QWidget *parent)
    : QWidget(parent)
    , m_service(service)
    , m_status(new QLabel(this))
    , m_build(new QToolButton(this))
    , m_cancel(button(tr("Cancel"), this))
    , m_progress(new QProgressBar(this))
    , m_warningStrip(new QFrame(this))
    , m_warningText(new QLabel(m_warningStrip))
    , m_warningToggle(new QToolButton(m_warningStrip))
    , m_warningList(new QListWidget(this))
    , m_tabs(new QTabWidget(this))
    , m_searchDelay(new QTimer(this))
    , m_shareValues(new QCheckBox(tr("Share sample values with the language model"), this))
{
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_build->setText(tr("Update"));
    m_build->setToolTip(tr("Profile and describe the tables that are new or changed since the last build."));
    m_build->setPopupMode(QToolButton::MenuButtonPopup);
    m_build->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *buildMenu = new QMenu(m_build);
    buildMenu->addAction(tr("Rebuild Everything"), this, [this] { m_service->build(true); });
    m_build->setMenu(buildMenu);
    connect(m_build, &QToolButton::clicked, this, [this] { m_service->build(false); });
    connect(m_cancel, &QPushButton::clicked, m_service, &KnowledgeService::cancelBuild);
    m_cancel->setVisible(false);
    m_progress->setVisible(false);
    m_progress->setTextVisible(true);

    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_build);
    statusRow->addWidget(m_cancel);

    // Warnings from the last build: one line, details on demand.
    m_warningStrip->setFrameShape(QFrame::StyledPanel);
    m_warningStrip->setAutoFillBackground(true);
    QPalette warn = m_warningStrip->palette();
    warn.setColor(QPalette::Window, QColor(255, 196, 0, 48));
    m_warningStrip->setPalette(warn);
    auto *warningIcon = new QLabel(m_warningStrip);
    warningIcon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(16, 16));
    m_warningText->setWordWrap(true);
    // A wrapped label in a frame only gets its height when the layout asks for height-for-width.
    m_warningText->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::MinimumExpanding);
    m_warningStrip->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    m_warningToggle->setText(tr("Details"));
    m_warningToggle->setCheckable(true);
    auto *warningRow = new QHBoxLayout(m_warningStrip);
    warningRow->setContentsMargins(6, 4, 6, 4);
    warningRow->addWidget(warningIcon, 0, Qt::AlignTop);
    warningRow->addWidget(m_warningText, 1);
    warningRow->addWidget(m_warningToggle, 0, Qt::AlignTop);
    m_warningStrip->setVisible(false);
    m_warningList->setVisible(false);
    m_warningList->setWordWrap(true);
    m_warningList->setMaximumHeight(120);
    connect(m_warningToggle, &QToolButton::toggled, m_warningList, &QWidget::setVisible);

    m_tabs->setDocumentMode(true);
    m_tabs->addTab(createOverviewTab(), tr("Overview"));
    m_tabs->addTab(createTablesTab(), tr("Tables"));
    m_tabs->addTab(createGlossaryTab(), tr("Glossary"));
    m_tabs->addTab(createExamplesTab(), tr("Examples"));
    m_tabs->addTab(createSearchTab(), tr("Search"));
    m_relationships = new RelationshipsList(m_service, this);
    connect(m_relationships, &RelationshipsList::message, this, &KnowledgePanel::message);
    m_tabs->addTab(m_relationships, tr("Relationships"));
    m_corrections = new CorrectionsList(m_service, this);
    connect(m_corrections, &CorrectionsList::message, this, &KnowledgePanel::message);
    m_tabs->addTab(m_corrections, tr("Corrections"));

    m_shareValues->setChecked(shareSampleValues());
    m_shareValues->setToolTip(tr("Off: the model sees names, types, comments and counts only. On: it also sees a few of the most "
                                 "common values of each column, which gives better descriptions. Applies to the next build."));
    connect(m_shareValues, &QCheckBox::toggled, this, [this](bool on) {
        QSettings().setValue(QLatin1String(ShareValuesKey), on);
        KnowledgeService::Options o = m_service->options();
        o.build.shareSampleValues = on;
        m_service->setOptions(o);
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(statusRow);
    layout->addWidget(m_progress);
    layout->addWidget(m_warningStrip);
    layout->addWidget(m_warningList);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_shareValues);

    connect(m_service, &KnowledgeService::loaded, this, [this] {
        refreshContext();
        refreshGlossary();
        refreshExamples();
        m_corrections->refresh();
        showWarnings(m_service->snapshot()->context.warnings);
    });
    connect(m_service, &KnowledgeService::contextChanged, this, &KnowledgePanel::refreshContext);
    connect(m_service, &KnowledgeService::detached, this, [this] {
        m_valuesStatus.clear();
        m_progress->setVisible(false);
        m_cancel->setVisible(false);
        showWarnings({});
        m_searchResults->clear();
        refreshContext();
        refreshGlossary();
        refreshExamples();
    });
    connect(m_service, &KnowledgeService::glossaryChanged, this, &KnowledgePanel::refreshGlossary);
    connect(m_service, &KnowledgeService::examplesChanged, this, &KnowledgePanel::refreshExamples);
    connect(m_service, &KnowledgeService::buildStarted, this, [this] {
        m_progress->setRange(0, 0);
        m_progress->setFormat(tr("Starting…"));
        m_progress->setVisible(true);
        m_cancel->setVisible(true);
        m_cancel->setEnabled(true);
        m_build->setEnabled(false);
        updateStatus();
    });
    connect(m_service, &KnowledgeService::buildProgress, this, [this](const QString &stage, int done, int total) {
        m_progress->setRange(0, std::max(1, total));
        m_progress->setValue(done);
        m_progress->setFormat(QStringLiteral("%1 — %2/%3").arg(stage).arg(done).arg(total));
    });
    connect(m_service, &KnowledgeService::buildFinished, this, &KnowledgePanel::onBuildFinished);
    connect(m_service, &KnowledgeService::valuesProgress, this, [this](int done, int total) {
        m_valuesStatus = tr("Indexing values for search: %1 of %2 columns").arg(done).arg(total);
        updateStatus();
    });
    connect(m_service, &KnowledgeService::valuesReady, this, [this](int count) {
        m_valuesStatus = tr("values indexed for search: %1").arg(QLocale().toString(count));
        updateStatus();
    });
    connect(m_service, &KnowledgeService::retrievalReady, this, [this] {
        if (!m_search->text().isEmpty())
            runSearch();
    });
    connect(m_service, &KnowledgeService::generationFinished, this, [this](int added, const QStringList &failures) {
        if (failures.isEmpty())
            emit message(tr("Examples written from your queries: %1.").arg(added), false);
        else
            emit message(tr("%1 example(s) written; %2 could not be: %3").arg(added).arg(failures.size()).arg(failures.first()), true);
    });
    connect(m_service, &KnowledgeService::errorOccurred, this, [this](const QString &text) {
        showWarnings(QStringList{text} + m_service->snapshot()->context.warnings);
        emit message(text, true);
    });
    refreshContext();
    refreshGlossary();
    refreshExamples();
}

QWidget *KnowledgePanel::createOverviewTab()
{
    m_overview = new QTextBrowser(this);
    m_overview->setOpenLinks(false);
    m_overview->setFrameShape(QFrame::NoFrame);
    connect(m_overview, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        const QStringList questions = shownDatabaseSummary(m_service->snapshot()->context).questions;
        const int i = url.path().toInt();
        if (url.scheme() == u"question" && i >= 0 && i < questions.size())
            emit questionActivated(questions[i]);
    });
    return m_overview;
}

QWidget *KnowledgePanel::createTablesTab()
{
    auto *page = new QWidget(this);
    auto *filter = new QLineEdit(page);
    filter->setPlaceholderText(tr("Filter tables and columns"));
    filter->setClearButtonEnabled(true);
    m_tableModel = new KnowledgeTreeModel(this);
    m_tableFilter = new QSortFilterProxyModel(this);
    m_tableFilter->setSourceModel(m_tableModel);
    m_tableFilter->setRecursiveFilteringEnabled(true);
    m_tableFilter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_tableFilter->setFilterKeyColumn(-1);
    m_tablesView = new QTreeView(page);
    m_tablesView->setModel(m_tableFilter);
    m_tablesView->setUniformRowHeights(true);
    m_tablesView->setAlternatingRowColors(true);
    m_tablesView->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_tablesView->header()->setStretchLastSection(true);
    m_tablesView->setColumnWidth(KnowledgeTreeModel::Name, 170);
    m_tablesView->setColumnWidth(KnowledgeTreeModel::Description, 280);
    connect(filter, &QLineEdit::textChanged, m_tableFilter, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_tableModel, &KnowledgeTreeModel::descriptionEdited, this,
            [this](const QString &table, const QString &column, const QString &text) {
                const QString error = m_service->setColumnDescription(table, column, text);
                if (!error.isEmpty())
                    emit message(tr("The description could not be saved: %1").arg(error), true);
            });
    auto *hint = new QLabel(tr("Double-click a description to write your own; yours is kept over generated text."), page);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 6, 0, 0);
    layout->addWidget(filter);
    layout->addWidget(m_tablesView, 1);
    layout->addWidget(hint);
    return page;
}

QWidget *KnowledgePanel::createGlossaryTab()
{
    auto *page = new QWidget(this);
    m_glossaryModel = new GlossaryModel(this);
    m_glossaryView = new QTableView(page);
    m_glossaryView->setModel(m_glossaryModel);
    m_glossaryView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_glossaryView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_glossaryView->verticalHeader()->hide();
    m_glossaryView->horizontalHeader()->setStretchLastSection(true);
    m_glossaryView->setWordWrap(false);
    m_glossaryView->setAlternatingRowColors(true);
    connect(m_glossaryView, &QTableView::doubleClicked, this, &KnowledgePanel::editGlossaryEntry);
    auto *add = button(tr("Add…"), page);
    auto *edit = button(tr("Edit…"), page);
    auto *remove = button(tr("Remove"), page);
    auto *import = button(tr("Import…"), page);
    auto *exportButton = button(tr("Export…"), page);
    import->setToolTip(tr("Read terms from a CSV file (columns: term, kind, aliases, definition, expression, table, column, value) "
                          "or a Markdown list (- **Term** (alias): definition)."));
    connect(add, &QPushButton::clicked, this, &KnowledgePanel::addGlossaryEntry);
    connect(edit, &QPushButton::clicked, this, &KnowledgePanel::editGlossaryEntry);
    connect(remove, &QPushButton::clicked, this, &KnowledgePanel::removeGlossaryEntries);
    connect(import, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import Glossary"), {}, tr("Glossary (*.csv *.md *.markdown *.txt)"));
        if (!path.isEmpty())
            importGlossaryFile(path);
    });
    connect(exportButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Glossary"), QStringLiteral("glossary.csv"),
                                                          tr("CSV (*.csv);;Markdown (*.md)"));
        if (!path.isEmpty())
            exportGlossaryFile(path);
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(edit);
    buttons->addWidget(remove);
    buttons->addStretch();
    buttons->addWidget(import);
    buttons->addWidget(exportButton);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 6, 0, 0);
    m_glossaryEmpty = emptyNote(tr("No terms yet. A glossary tells Assay what your words mean: that “revenue” is the sum of "
                                   "amount, or which regions “EMEA” covers. Add a term, or import a CSV file or a Markdown list."),
                                page);
    layout->addWidget(m_glossaryEmpty);
    layout->addWidget(m_glossaryView, 1);
    layout->addLayout(buttons);
    return page;
}

QWidget *KnowledgePanel::createExamplesTab()
{
    auto *page = new QWidget(this);
    m_examples = new QTreeWidget(page);
    m_examples->setHeaderLabels({tr("Question"), tr("Tables"), tr("From")});
    m_examples->setRootIsDecorated(false);
    m_examples->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_examples->setAlternatingRowColors(true);
    m_examples->setColumnWidth(0, 300);
    m_exampleSql = new QPlainTextEdit(page);
    m_exampleSql->setReadOnly(true);
    m_exampleSql->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_exampleSql->setPlaceholderText(tr("Select an example to see its SQL."));
    connect(m_examples, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        m_exampleSql->setPlainText(item ? item->data(0, Qt::UserRole + 1).toString() : QString());
    });
    auto *split = new QSplitter(Qt::Vertical, page);
    split->addWidget(m_examples);
    split->addWidget(m_exampleSql);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    auto *add = button(tr("Add…"), page);
    auto *remove = button(tr("Remove"), page);
    auto *fromHistory = button(tr("Write Questions for My Recent Queries"), page);
    fromHistory->setToolTip(tr("The language model reads the queries you ran recently and writes the question each one answers, "
                               "so Assay can reuse them for similar questions."));
    connect(add, &QPushButton::clicked, this, &KnowledgePanel::addExample);
    connect(remove, &QPushButton::clicked, this, &KnowledgePanel::removeExamples);
    connect(fromHistory, &QPushButton::clicked, this, [this] {
        const QStringList queries = m_service->recentQueries(30);
        if (queries.isEmpty()) {
            emit message(tr("There are no queries in your history yet: run some in the console or the notebook first."), false);
            return;
        }
        emit message(tr("Writing questions for your recent queries (%1)…").arg(queries.size()), false);
        m_service->generateExamplesFromQueries(queries);
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    buttons->addWidget(fromHistory);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 6, 0, 0);
    m_examplesEmpty = emptyNote(tr("No examples yet. An example pairs a question with the SQL that answers it, and Assay "
                                   "reuses it for similar questions. Add one, or let the language model write questions for "
                                   "the queries you ran recently."),
                                page);
    layout->addWidget(m_examplesEmpty);
    layout->addWidget(split, 1);
    layout->addLayout(buttons);
    return page;
}

QWidget *KnowledgePanel::createSearchTab()
{
    auto *page = new QWidget(this);
    m_search = new QLineEdit(page);
    m_search->setPlaceholderText(tr("Try a question or a value: revenue by region, Berlin…"));
    m_search->setClearButtonEnabled(true);
    m_searchResults = new QTreeWidget(page);
    m_searchResults->setHeaderLabels({tr("Found"), tr("Kind"), tr("Score")});
    m_searchResults->setRootIsDecorated(false);
    m_searchResults->setIndentation(12);
    m_searchResults->setAlternatingRowColors(true);
    m_searchResults->setColumnWidth(0, 300);
    m_searchDelay->setSingleShot(true);
    m_searchDelay->setInterval(250);
    connect(m_search, &QLineEdit::textChanged, m_searchDelay, qOverload<>(&QTimer::start));
    connect(m_searchDelay, &QTimer::timeout, this, &KnowledgePanel::runSearch);
    auto *hint = new QLabel(tr("What Assay would look at for this text: tables, columns, glossary entries and examples, and the "
                               "stored values that match."),
                            page);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 6, 0, 0);
    layout->addWidget(m_search);
    layout->addWidget(m_searchResults, 1);
    layout->addWidget(hint);
    return page;
}

void KnowledgePanel::refreshContext()
{
    const auto snap = m_service->snapshot();
    QString current;
    if (const QModelIndex i = m_tablesView->currentIndex(); i.isValid())
        current = i.data(KnowledgeTreeModel::TableRole).toString();
    m_tableModel->setSnapshot(snap);
    if (!current.isEmpty()) {
        const QModelIndex source = m_tableModel->tableIndex(current);
        if (source.isValid())
            m_tablesView->setCurrentIndex(m_tableFilter->mapFromSource(source));
    }
    refreshOverview();
    updateStatus();
}

void KnowledgePanel::refreshOverview()
{
    const auto snap = m_service->snapshot();
    const DataContext &c = snap->context;
    if (!m_service->isAttached()) {
        m_overview->setHtml(tr("<p>Connect to a database: Assay profiles its tables and, with a language model, describes them, "
                               "finds how they relate and suggests questions to start with.</p>"));
        return;
    }
    if (c.tables.isEmpty()) {
        m_overview->setHtml(m_service->isBuilding() ? tr("<p>Reading the database…</p>")
                                                    : tr("<p>Nothing is known about this database yet. Press <b>Update</b> to build it.</p>"));
        return;
    }
    auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    QString html;
    const DatabaseSummary d = shownDatabaseSummary(c);
    if (!d.summary.isEmpty())
        html += QStringLiteral("<h3>%1</h3>").arg(esc(d.summary));
    if (!d.description.isEmpty() && d.description != d.summary)
        html += QStringLiteral("<p>%1</p>").arg(esc(d.description));
    QStringList facts;
    auto fact = [&](const QString &label, const QString &value) {
        if (!value.isEmpty())
            facts << QStringLiteral("<tr><td valign='top'><b>%1</b>&nbsp;&nbsp;</td><td>%2</td></tr>").arg(esc(label), esc(value));
    };
    fact(tr("Purpose"), d.purpose);
    fact(tr("Domain"), d.domain);
    fact(tr("Why it matters"), d.businessImpact);
    fact(tr("For example"), d.example);
    if (!facts.isEmpty())
        html += QStringLiteral("<table cellspacing='2'>%1</table>").arg(facts.join(QString()));
    if (!d.questions.isEmpty()) {
        html += QStringLiteral("<h4>%1</h4><ul>").arg(tr("Questions to start with"));
        for (int i = 0; i < d.questions.size(); ++i)
            html += QStringLiteral("<li><a href='question:%1'>%2</a></li>").arg(i).arg(esc(d.questions[i]));
        html += QStringLiteral("</ul>");
    }
    if (!c.entities.isEmpty()) {
        html += QStringLiteral("<h4>%1</h4><ul>").arg(tr("What it is about"));
        for (const Entity &e : c.entities)
            html += QStringLiteral("<li><b>%1</b> — %2 <i>(%3)</i></li>").arg(esc(e.name), esc(e.summary), esc(e.tables.join(QStringLiteral(", "))));
        html += QStringLiteral("</ul>");
    }
    if (!c.relationships.isEmpty()) {
        html += QStringLiteral("<h4>%1</h4><ul>").arg(tr("How the tables connect"));
        int shown = 0;
        for (const Relationship &r : c.relationships) {
            const QString how = r.source == Relationship::Source::Declared ? tr("declared")
                                : r.source == Relationship::Source::User   ? tr("yours")
                                                                           : tr("inferred, %1% sure").arg(qRound(r.confidence * 100));
            html += QStringLiteral("<li>%1 <i>(%2)</i></li>").arg(esc(r.describe()), esc(how));
            if (++shown == 40) {
                html += QStringLiteral("<li>%1</li>").arg(tr("and %n more", nullptr, int(c.relationships.size()) - shown));
                break;
            }
        }
        html += QStringLiteral("</ul>");
    }
    m_overview->setHtml(html);
}

void KnowledgePanel::refreshGlossary()
{
    m_glossaryModel->setEntries(m_service->snapshot()->glossary);
    m_glossaryView->resizeColumnToContents(GlossaryModel::Term);
    m_glossaryView->resizeColumnToContents(GlossaryModel::Kind);
    m_glossaryEmpty->setVisible(m_glossaryModel->rowCount() == 0);
}

void KnowledgePanel::refreshExamples()
{
    m_examples->clear();
    for (const ExampleEntry &e : m_service->snapshot()->examples) {
        auto *item = new QTreeWidgetItem(m_examples, {e.question, e.tables.join(QStringLiteral(", ")), exampleSourceName(e.source)});
        item->setData(0, Qt::UserRole, e.id);
        item->setData(0, Qt::UserRole + 1, e.sql);
        item->setToolTip(0, e.question);
    }
    m_examplesEmpty->setVisible(m_examples->topLevelItemCount() == 0);
    m_exampleSql->clear();
}

void KnowledgePanel::updateStatus()
{
    const bool attached = m_service->isAttached();
    m_build->setEnabled(attached && !m_service->isBuilding());
    m_tabs->setEnabled(attached);
    if (!attached) {
        m_status->setText(tr("Not connected."));
        return;
    }
    const DataContext &c = m_service->snapshot()->context;
    QStringList parts;
    if (m_service->isBuilding())
        parts << tr("Building…");
    if (!c.tables.isEmpty()) {
        parts << tr("tables: %1, columns: %2").arg(QLocale().toString(int(c.tables.size())), QLocale().toString(c.columnCount()));
        // Whether anything the model wrote survived, not merely whether a model was asked.
        bool modelText = c.database.source == TextSource::Model;
        for (const TableKnowledge &t : c.tables) {
            modelText = modelText || t.source == TextSource::Model
                        || std::any_of(t.columns.begin(), t.columns.end(), [](const ColumnKnowledge &col) { return col.source == TextSource::Model; });
            if (modelText)
                break;
        }
        parts << (modelText ? tr("described by the language model")
                  : c.usedModel ? tr("profiled only: the language model's answers could not be used")
                                : tr("profiled without a language model"));
        if (c.builtAt.isValid())
            parts << tr("updated %1").arg(QLocale().toString(c.builtAt.toLocalTime(), QLocale::ShortFormat));
    }
    if (!m_valuesStatus.isEmpty())
        parts << m_valuesStatus;
    m_status->setText(parts.join(QStringLiteral(" · ")));
}

void KnowledgePanel::showWarnings(const QStringList &warnings)
{
    m_warningList->clear();
    m_warningList->addItems(warnings);
    m_warningStrip->setVisible(!warnings.isEmpty());
    if (warnings.isEmpty()) {
        m_warningToggle->setChecked(false);
        return;
    }
    m_warningText->setText(warnings.size() == 1 ? warnings.first()
                                                : tr("%1 (and %n more)", nullptr, int(warnings.size()) - 1).arg(warnings.first()));
    m_warningText->setToolTip(warnings.join(QStringLiteral("\n\n")));
    m_warningToggle->setVisible(warnings.size() > 1);
}

void KnowledgePanel::onBuildFinished(const BuildReport &report)
{
    m_progress->setVisible(false);
    m_cancel->setVisible(false);
    QStringList warnings = report.warnings;
    if (report.cancelled)
        warnings.prepend(tr("The build was cancelled; what finished is kept and the rest is built next time."));
    if (!report.tablesRemoved.isEmpty())
        warnings.prepend(tr("No longer in the database: %1.").arg(report.tablesRemoved.join(QStringLiteral(", "))));
    showWarnings(warnings);
    updateStatus();
}

bool KnowledgePanel::importGlossaryFile(const QString &path)
{
    QString error;
    QStringList warnings;
    const int added = m_service->importGlossary(path, &error, &warnings);
    if (!error.isEmpty()) {
        emit message(tr("The glossary could not be imported: %1").arg(error), true);
        return false;
    }
    if (!warnings.isEmpty()) {
        showWarnings(warnings);
        emit message(tr("Glossary entries imported: %1; rows skipped: %2 (see the warnings).").arg(added).arg(warnings.size()), true);
    } else {
        emit message(tr("Glossary entries imported: %1.").arg(added), false);
    }
    m_tabs->setCurrentIndex(2);
    return true;
}

bool KnowledgePanel::exportGlossaryFile(const QString &path)
{
    const QString error = m_service->exportGlossary(path);
    if (!error.isEmpty()) {
        emit message(tr("The glossary could not be exported: %1").arg(error), true);
        return false;
    }
    emit message(tr("Glossary exported to %1.").arg(path), false);
    return true;
}

void KnowledgePanel::addGlossaryEntry()
{
    GlossaryEntryDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const QString error = m_service->saveGlossaryEntry(dialog.entry()); !error.isEmpty())
        emit message(tr("The entry could not be saved: %1").arg(error), true);
}

void KnowledgePanel::editGlossaryEntry()
{
    const GlossaryEntry *e = m_glossaryModel->entry(m_glossaryView->currentIndex().row());
    if (!e)
        return;
    GlossaryEntryDialog dialog(this);
    dialog.setEntry(*e);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const QString error = m_service->saveGlossaryEntry(dialog.entry()); !error.isEmpty())
        emit message(tr("The entry could not be saved: %1").arg(error), true);
}

void KnowledgePanel::removeGlossaryEntries()
{
    QList<qint64> ids;
    for (const QModelIndex &i : m_glossaryView->selectionModel()->selectedRows()) {
        if (const GlossaryEntry *e = m_glossaryModel->entry(i.row()))
            ids << e->id;
    }
    for (qint64 id : std::as_const(ids)) {
        if (const QString error = m_service->removeGlossaryEntry(id); !error.isEmpty())
            emit message(error, true);
    }
}

void KnowledgePanel::addExample()
{
    ExampleDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const QString error = m_service->addExample(dialog.question(), dialog.sql()); !error.isEmpty())
        emit message(tr("The example could not be saved: %1").arg(error), true);
}

void KnowledgePanel::removeExamples()
{
    QList<qint64> ids;
    for (QTreeWidgetItem *item : m_examples->selectedItems())
        ids << item->data(0, Qt::UserRole).toLongLong();
    for (qint64 id : std::as_const(ids)) {
        if (const QString error = m_service->removeExample(id); !error.isEmpty())
            emit message(error, true);
    }
}

void KnowledgePanel::runSearch()
{
    const QString text = m_search->text().trimmed();
    const quint64 revision = ++m_searchRevision;
    if (text.isEmpty()) {
        m_searchResults->clear();
        return;
    }
    // Search may embed the query with a provider: never on the GUI thread.
    const auto snap = m_service->snapshot();
    const QFuture<SearchResults> searched = QtConcurrent::run([snap, text] {
        SearchResults r;
        r.items = snap->search(text, {}, 15);
        r.values = snap->searchValues(text, 8);
        return r;
    });
    async::whenFinished(searched, this, [this, revision](const SearchResults &r) {
        if (revision != m_searchRevision)
            return;
        m_searchResults->clear();
        // Stored values first (a literal in a question is usually a value), then the schema.
        // Weak fuzzy matches (a few shared letters) are noise next to a real one: dropped.
        const double bestValue = r.values.isEmpty() ? 0 : r.values.first().score;
        QTreeWidgetItem *values = nullptr;
        for (const ValueHit &v : r.values) {
            if (v.score < bestValue * 0.2)
                continue;
            if (!values)
                values = new QTreeWidgetItem(m_searchResults, {tr("Stored values"), QString(), QString()});
            auto *item = new QTreeWidgetItem(values, {QStringLiteral("%1.%2 = '%3'").arg(v.table, v.column, v.value), tr("Value"),
                                                      QString::number(v.score, 'f', 2)});
            item->setToolTip(0, tr("Rows with this value: %1").arg(QLocale().toString(v.frequency)));
        }
        QTreeWidgetItem *schema = r.items.isEmpty() ? nullptr : new QTreeWidgetItem(m_searchResults, {tr("Tables, columns, glossary, examples"), QString(), QString()});
        for (const RetrievedItem &hit : r.items) {
            auto *item = new QTreeWidgetItem(schema, {hit.item.title, itemKindName(hit.item.kind), QString::number(hit.score, 'f', 3)});
            item->setToolTip(0, hit.item.text.left(400));
            item->setToolTip(2, tr("keyword %1 · meaning %2").arg(hit.lexical, 0, 'f', 2).arg(hit.semantic, 0, 'f', 2));
        }
        for (QTreeWidgetItem *group : {values, schema}) {
            if (!group)
                continue;
            QFont bold = group->font(0);
            bold.setBold(true);
            group->setFont(0, bold);
            group->setFirstColumnSpanned(true);
            group->setExpanded(true);
        }
        if (m_searchResults->topLevelItemCount() == 0)
            new QTreeWidgetItem(m_searchResults, {tr("Nothing found."), QString(), QString()});
    });
}

} // namespace assay::ui
