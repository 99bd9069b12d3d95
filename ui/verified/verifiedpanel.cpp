#include "verifiedpanel.h"
#include "verifiedcontroller.h"

#include "wrappedlabel.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace assay::ui {
namespace {

QColor statusColor(verified::CheckStatus s)
{
    switch (s) {
    case verified::CheckStatus::Same:
        return QColor(0x2e, 0x7d, 0x32);
    case verified::CheckStatus::Different:
        return QColor(0xc6, 0x28, 0x28);
    case verified::CheckStatus::Unanswerable:
        return QColor(0xb2, 0x6a, 0x00);
    case verified::CheckStatus::NotChecked:
        break;
    }
    return {};
}

void fillRows(QTableWidget *table, const QStringList &columns, const QList<QStringList> &rows)
{
    table->clear();
    table->setColumnCount(int(columns.size()));
    table->setRowCount(int(rows.size()));
    table->setHorizontalHeaderLabels(columns);
    for (int r = 0; r < rows.size(); ++r) {
        for (int c = 0; c < rows[r].size() && c < columns.size(); ++c)
            table->setItem(r, c, new QTableWidgetItem(rows[r][c]));
    }
    table->resizeColumnsToContents();
}

} // namespace

VerifiedPanel::VerifiedPanel(VerifiedController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_status(new WrappedLabel(this))
    , m_progress(new QProgressBar(this))
    , m_check(new QPushButton(tr("Check All Now"), this))
    , m_stop(new QPushButton(tr("Stop"), this))
    , m_remove(new QPushButton(tr("Remove"), this))
    , m_list(new QTreeWidget(this))
    , m_note(new WrappedLabel(this))
    , m_verifiedSql(new QPlainTextEdit(this))
    , m_currentSql(new QPlainTextEdit(this))
    , m_verifiedRows(new QTableWidget(this))
    , m_currentRows(new QTableWidget(this))
{
    m_check->setToolTip(tr("Ask every verified question again and compare the results"));
    m_remove->setToolTip(tr("Forget the selected verified answer"));
    m_progress->setMaximumHeight(fontMetrics().height());
    m_progress->hide();
    m_stop->hide();
    m_list->setHeaderLabels({tr("Question"), tr("Last check"), tr("Checked")});
    m_list->setRootIsDecorated(false);
    m_list->setAccessibleName(tr("Verified answers"));
    m_verifiedSql->setAccessibleName(tr("Verified SQL"));
    m_currentSql->setAccessibleName(tr("SQL asked again"));
    m_verifiedRows->setAccessibleName(tr("Verified result"));
    m_currentRows->setAccessibleName(tr("Result asked again"));
    m_list->setUniformRowHeights(true);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    for (QPlainTextEdit *sql : {m_verifiedSql, m_currentSql}) {
        sql->setReadOnly(true);
        sql->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        sql->setMaximumHeight(fontMetrics().height() * 6);
    }
    for (QTableWidget *t : {m_verifiedRows, m_currentRows}) {
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->verticalHeader()->hide();
        t->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 4);
    }
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_progress);
    buttons->addWidget(m_check);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_remove);
    auto *details = new QWidget(this);
    auto *detailsLayout = new QVBoxLayout(details);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addWidget(m_note);
    auto *sides = new QHBoxLayout;
    sides->addWidget(side(tr("Verified"), m_verifiedSql, m_verifiedRows), 1);
    sides->addWidget(side(tr("Asked again"), m_currentSql, m_currentRows), 1);
    detailsLayout->addLayout(sides, 1);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_list);
    split->addWidget(details);
    // The questions are what the list is read by: half the width, not a third (at 1366 px a
    // third left "how man…").
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(buttons);
    layout->addWidget(split, 1);

    connect(m_check, &QPushButton::clicked, this, [this] { m_controller->checkAll(tr("on request")); });
    connect(m_stop, &QPushButton::clicked, m_controller, &VerifiedController::stop);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const QTreeWidgetItem *item = m_list->currentItem();
        if (item)
            m_controller->remove(item->data(0, Qt::UserRole).toLongLong());
    });
    connect(m_list, &QTreeWidget::currentItemChanged, this, &VerifiedPanel::showDetails);
    connect(m_controller, &VerifiedController::answersChanged, this, &VerifiedPanel::reload);
    connect(m_controller, &VerifiedController::checkStarted, this, [this](int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(0);
        m_progress->show();
        m_stop->show();
        m_check->setEnabled(false);
        m_status->setText(tr("Asking %n verified question(s) again…", nullptr, total));
    });
    connect(m_controller, &VerifiedController::checkProgress, this, [this](int done, int) { m_progress->setValue(done); });
    connect(m_controller, &VerifiedController::checkFinished, this, [this](int same, int different, int unanswerable, const QString &reason) {
        m_progress->hide();
        m_stop->hide();
        m_check->setEnabled(true);
        QString text = tr("Checked %1: %2 same, %3 different, %4 no longer answerable.").arg(reason).arg(same).arg(different).arg(unanswerable);
        m_status->setText(text);
    });
    reload();
}

QWidget *VerifiedPanel::side(const QString &title, QPlainTextEdit *sql, QTableWidget *rows)
{
    auto *box = new QWidget(this);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()), box);
    layout->addWidget(label);
    layout->addWidget(sql);
    layout->addWidget(rows, 1);
    return box;
}

void VerifiedPanel::reload()
{
    const qint64 selected = m_list->currentItem() ? m_list->currentItem()->data(0, Qt::UserRole).toLongLong() : 0;
    m_list->clear();
    const QLocale locale;
    QTreeWidgetItem *current = nullptr;
    for (const verified::VerifiedAnswer &a : m_controller->answers()) {
        auto *item = new QTreeWidgetItem(m_list, {a.question, verified::statusName(a.lastCheck.status),
                                                  a.lastCheck.checkedAt.isValid() ? locale.toString(a.lastCheck.checkedAt.toLocalTime(), QLocale::ShortFormat)
                                                                                  : QStringLiteral("—")});
        item->setData(0, Qt::UserRole, a.id);
        item->setToolTip(0, a.question);
        if (const QColor c = statusColor(a.lastCheck.status); c.isValid())
            item->setForeground(1, c);
        if (a.id == selected)
            current = item;
    }
    if (!m_controller->isChecking()) {
        m_status->setText(m_controller->answers().isEmpty()
                              ? tr("No verified answers yet. In the Assistant, Keep as Example on a right answer verifies it.")
                              : tr("%n verified answer(s).", nullptr, int(m_controller->answers().size())));
    }
    m_list->setCurrentItem(current ? current : m_list->topLevelItem(0));
    m_remove->setEnabled(m_list->topLevelItemCount() > 0);
    m_check->setEnabled(m_list->topLevelItemCount() > 0 && !m_controller->isChecking());
    showDetails();
}

void VerifiedPanel::select(int row)
{
    m_list->setCurrentItem(m_list->topLevelItem(row));
}

void VerifiedPanel::showDetails()
{
    const QTreeWidgetItem *item = m_list->currentItem();
    const verified::VerifiedAnswer *answer = nullptr;
    for (const verified::VerifiedAnswer &a : m_controller->answers()) {
        if (item && a.id == item->data(0, Qt::UserRole).toLongLong())
            answer = &a;
    }
    if (!answer) {
        m_note->clear();
        m_verifiedSql->clear();
        m_currentSql->clear();
        fillRows(m_verifiedRows, {}, {});
        fillRows(m_currentRows, {}, {});
        return;
    }
    const QLocale locale;
    const verified::CheckResult &check = answer->lastCheck;
    QString note = tr("Verified %1 (%2 rows, answered by %3).")
                       .arg(locale.toString(answer->verifiedAt.toLocalTime(), QLocale::ShortFormat), locale.toString(answer->rows), answer->answeredBy);
    if (check.status != verified::CheckStatus::NotChecked)
        note += QLatin1Char(' ') + tr("Last check: %1 (%2).").arg(verified::statusName(check.status), check.answeredBy);
    if (!check.message.isEmpty())
        note += QLatin1Char(' ') + check.message;
    m_note->setText(note);
    m_verifiedSql->setPlainText(answer->sql);
    fillRows(m_verifiedRows, answer->columns, answer->sample);
    m_currentSql->setPlainText(check.sql);
    fillRows(m_currentRows, check.columns, check.sample);
}

} // namespace assay::ui
