#include "usagepage.h"

#include "async/whenfinished.h"
#include "llm/llmservice.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace assay::ui {

namespace {

QString money(double v) {
    return QStringLiteral("$") + QLocale().toString(v, 'f', v < 1 ? 4 : 2);
}

// A total with calls of unpriced models is not known: "unknown" when none had a price, else the
// known part marked as a lower bound. Never $0.00 for what may not be free.
QString cost(const llm::UsageTotals &t) {
    if (t.unpricedRequests <= 0)
        return money(t.cost);
    if (t.unpricedRequests >= t.requests)
        return QObject::tr("unknown");
    return QStringLiteral("≥ ") + money(t.cost);
}

QTableWidget *totalsTable(const QString &keyTitle, QWidget *parent) {
    auto *t = new QTableWidget(0, 5, parent);
    t->setHorizontalHeaderLabels({keyTitle, QObject::tr("Requests"), QObject::tr("Prompt tokens"),
                                  QObject::tr("Completion tokens"), QObject::tr("Cost")});
    t->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < 5; ++c)
        t->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    return t;
}

} // namespace

UsagePage::UsagePage(llm::LlmService *service, QWidget *parent)
    : QWidget(parent)
    , m_service(service) {
    m_period = new QComboBox(this);
    m_period->addItem(tr("Today"), 0);
    m_period->addItem(tr("Last 7 days"), 6);
    m_period->addItem(tr("Last 30 days"), 29);
    m_period->addItem(tr("Last 365 days"), 364);
    m_period->setCurrentIndex(2);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Period:"), this));
    top->addWidget(m_period);
    top->addStretch(1);
    m_days = totalsTable(tr("Day"), this);
    m_days->setAccessibleName(tr("Usage by day"));
    m_models = totalsTable(tr("Model"), this);
    m_models->setAccessibleName(tr("Usage by model"));
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_days);
    splitter->addWidget(m_models);
    auto *note =
        new QLabel(tr("Tokens marked ≈ were estimated because the provider did not report them. "
                      "The ledger also keeps totals per question and per notebook."),
                   this);
    note->setWordWrap(true);
    note->setForegroundRole(QPalette::PlaceholderText);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);
    layout->addWidget(note);

    connect(m_period, &QComboBox::currentIndexChanged, this, &UsagePage::refresh);
    if (m_service)
        connect(m_service, &llm::LlmService::usageRecorded, this, [this] {
            if (isVisible())
                refresh();
        });
}

void UsagePage::showEvent(QShowEvent *event) {
    QWidget::showEvent(event);
    refresh();
}

void UsagePage::refresh() {
    if (!m_service || m_reading.isRunning())
        return;
    const QDate to = QDate::currentDate();
    const QDate from = to.addDays(-m_period->currentData().toInt());
    llm::UsageLedger *ledger = &m_service->ledger();
    m_reading = QtConcurrent::run([ledger, from, to] {
        Snapshot s;
        s.total = ledger->total(from, to);
        s.days = ledger->totalsByDay(from, to);
        s.models = ledger->totalsByModel(from, to);
        return s;
    });
    const quint64 run = ++m_readRun;
    async::whenFinished(m_reading, this, [this, run](const Snapshot &s) {
        if (run != m_readRun)
            return;
        show(s);
        emit refreshed();
    });
}

void UsagePage::fill(QTableWidget *table, const QList<llm::UsageTotals> &rows) {
    table->setRowCount(int(rows.size()));
    const QLocale locale;
    for (int r = 0; r < rows.size(); ++r) {
        const llm::UsageTotals &t = rows[r];
        const QString approx = t.estimatedRequests > 0 ? QStringLiteral("≈ ") : QString();
        const QStringList cells{t.key.isEmpty() ? tr("(unknown)") : t.key,
                                locale.toString(t.requests),
                                approx + locale.toString(t.promptTokens),
                                approx + locale.toString(t.completionTokens), cost(t)};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table->setItem(r, c, item);
        }
    }
}

void UsagePage::show(const Snapshot &s) {
    const QLocale locale;
    QString text =
        tr("<b>%1</b> requests, <b>%2</b> tokens in, <b>%3</b> tokens out, <b>%4</b>")
            .arg(locale.toString(s.total.requests), locale.toString(s.total.promptTokens),
                 locale.toString(s.total.completionTokens), cost(s.total));
    if (s.total.reasoningTokens > 0)
        text += tr(" · %1 of the tokens out were thinking").arg(locale.toString(s.total.reasoningTokens));
    if (s.total.failed > 0)
        text += tr(" · %n failed", nullptr, s.total.failed);
    if (s.total.unpricedRequests > 0)
        text += tr(" · %n without a price (enter it on the Prices tab)", nullptr, s.total.unpricedRequests);
    m_summary->setText(text);
    fill(m_days, s.days);
    fill(m_models, s.models);
}

QString UsagePage::summaryText() const {
    return m_summary->text();
}

} // namespace assay::ui
