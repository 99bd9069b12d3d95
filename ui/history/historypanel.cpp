#include "historypanel.h"
#include "historymodel.h"
#include "historyservice.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace assay::ui {

HistoryPanel::HistoryPanel(HistoryService *service, QWidget *parent)
    : QWidget(parent)
    , m_service(service)
    , m_model(new HistoryModel(this))
    , m_search(new QLineEdit(this))
    , m_source(new QComboBox(this))
    , m_failedOnly(new QCheckBox(tr("Failed only"), this))
    , m_view(new QTableView(this))
    , m_status(new QLabel(this))
    , m_open(new QPushButton(tr("Open in New Cell"), this))
    , m_more(new QToolButton(this))
    , m_debounce(new QTimer(this))
{
    m_search->setPlaceholderText(tr("Search statements, cells, questions, errors"));
    m_search->setClearButtonEnabled(true);
    // Screen readers announce these; the placeholder alone is no name.
    m_search->setAccessibleName(tr("Search the history"));
    m_source->setAccessibleName(tr("Source"));
    m_view->setAccessibleName(tr("Statements run"));
    m_source->addItem(tr("All sources"), QString());
    for (history::StatementSource s : {history::StatementSource::Console, history::StatementSource::Cell, history::StatementSource::Assistant})
        m_source->addItem(history::sourceName(s), history::sourceKey(s));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->setAlternatingRowColors(true);
    m_open->setToolTip(tr("Put the selected statement into a new SQL cell below the current one (or double-click it)"));
    m_more->setText(tr("More"));
    m_more->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(m_more);
    menu->addAction(tr("Copy Statement"), this, [this] {
        if (const history::HistoryEntry *e = m_model->entry(m_view->currentIndex().row()))
            QApplication::clipboard()->setText(e->sql);
    });
    QAction *skip = menu->addAction(tr("Keep No History for Production Connections"));
    skip->setCheckable(true);
    skip->setChecked(HistoryService::skipProduction());
    connect(skip, &QAction::toggled, this, [this](bool on) {
        HistoryService::setSkipProduction(on);
        refresh();
    });
    menu->addSeparator();
    menu->addAction(tr("Clear History…"), this, [this] {
        if (QMessageBox::question(this, tr("Clear History"),
                                  tr("Remove every statement kept for %1? This cannot be undone.").arg(m_service->connectionName()))
            == QMessageBox::Yes)
            clearWithoutAsking();
    });
    m_more->setMenu(menu);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_search, 1);
    filters->addWidget(m_source);
    filters->addWidget(m_failedOnly);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_open);
    buttons->addWidget(m_more);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(filters);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(150);
    connect(m_debounce, &QTimer::timeout, this, &HistoryPanel::refresh);
    connect(m_search, &QLineEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_source, &QComboBox::currentIndexChanged, this, &HistoryPanel::refresh);
    connect(m_failedOnly, &QCheckBox::toggled, this, &HistoryPanel::refresh);
    connect(m_view, &QTableView::activated, this, &HistoryPanel::openSelected);
    connect(m_open, &QPushButton::clicked, this, &HistoryPanel::openSelected);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &HistoryPanel::updateButtons);
    connect(m_service, &HistoryService::recorded, this, &HistoryPanel::refresh);
    connect(m_service, &HistoryService::cleared, this, &HistoryPanel::refresh);
    connect(m_service, &HistoryService::connectionChanged, this, &HistoryPanel::refresh);
    connect(m_service, &HistoryService::failed, this, [this](const QString &text) { emit message(text, true); });
    refresh();
}

void HistoryPanel::refresh()
{
    if (!m_service->hasConnection()) {
        m_model->setEntries({});
        m_status->setText(tr("Connect to a database to see the statements run on it."));
        updateButtons();
        return;
    }
    history::HistoryQuery query;
    query.text = m_search->text();
    history::StatementSource source;
    if (history::sourceFromKey(m_source->currentData().toString(), &source))
        query.source = source;
    query.failedOnly = m_failedOnly->isChecked();
    m_service->search(query, [this](const history::HistoryPage &page) {
        m_model->setEntries(page.entries);
        if (!page.error.isEmpty())
            m_status->setText(page.error);
        else
            showPage(int(page.entries.size()), page.matching);
        m_view->resizeColumnToContents(HistoryModel::Time);
        m_view->resizeColumnToContents(HistoryModel::Duration);
        m_view->resizeColumnToContents(HistoryModel::Rows);
        updateButtons();
    });
}

void HistoryPanel::showPage(int shown, qint64 matching)
{
    const QLocale locale;
    QString text;
    if (matching == 0)
        text = m_search->text().isEmpty() && !m_failedOnly->isChecked() && m_source->currentIndex() == 0
                   ? tr("Nothing run on %1 yet.").arg(m_service->connectionName())
                   : tr("No statement matches.");
    else if (shown < matching)
        text = tr("The newest %1 of %2 statements.").arg(locale.toString(shown), locale.toString(matching));
    else
        text = tr("%n statement(s).", nullptr, int(matching));
    if (!m_service->isRecording())
        text += QLatin1Char(' ') + tr("This production connection keeps no history (More ▸ Keep No History for Production Connections).");
    m_status->setText(text);
}

void HistoryPanel::updateButtons()
{
    m_open->setEnabled(m_model->entry(m_view->currentIndex().row()) != nullptr);
}

void HistoryPanel::openSelected()
{
    if (const history::HistoryEntry *e = m_model->entry(m_view->currentIndex().row()))
        emit openInNewCell(e->sql);
}

void HistoryPanel::clearWithoutAsking()
{
    m_service->clear();
}

} // namespace assay::ui
