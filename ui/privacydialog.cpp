#include "privacydialog.h"

#include "db/privacyrules.h"
#include "security/accesspolicy.h"
#include "security/privacylog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace assay::ui {

PrivacyDialog::PrivacyDialog(const QJsonObject &privacy, bool shareByDefault, const QString &connectionId, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Privacy for This Connection"));
    const security::AccessPolicy policy = security::AccessPolicy::fromJson(privacy);
    auto *intro = new QLabel(tr("By default the assistant sends the model only the schema and statistics, never cell values. "
                                "Hidden tables and columns are left out of every request, and the database itself refuses the "
                                "assistant's queries that read them, through views too. Redacted columns come back as %1. "
                                "Separate names with commas; write columns as table.column.")
                                 .arg(db::PrivacyRules::mask()),
                             this);
    intro->setWordWrap(true);
    m_share = new QCheckBox(tr("&Share sample values with the model (helps it match names like 'Berlin')"), this);
    m_share->setChecked(privacy.contains(QStringLiteral("shareSampleValues")) ? policy.shareSampleValues : shareByDefault);
    auto edit = [this](const QSet<QString> &names, const QString &placeholder, const QString &accessible) {
        auto *e = new QLineEdit(security::formatNameList(names), this);
        e->setPlaceholderText(placeholder);
        e->setAccessibleName(accessible);
        e->setMinimumWidth(360);
        return e;
    };
    m_hiddenTables = edit(policy.hiddenTables, tr("e.g. employees, payroll"), tr("Tables hidden from the model"));
    m_blockedTables = edit(policy.blockedTables, tr("e.g. audit_log"), tr("Tables never queried"));
    m_hiddenColumns = edit(policy.hiddenColumns, tr("e.g. customers.email, customers.phone"), tr("Columns hidden from the model"));
    m_redactedColumns = edit(policy.redactedColumns, tr("e.g. customers.last_name"), tr("Columns whose values are never sent"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Hidden tables:"), m_hiddenTables);
    form->addRow(tr("&Never queried:"), m_blockedTables);
    form->addRow(tr("Hidden &columns:"), m_hiddenColumns);
    form->addRow(tr("&Redacted values:"), m_redactedColumns);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *decisionsLabel = new QLabel(tr("What the assistant was refused or shown masked on this connection, newest first:"), this);
    decisionsLabel->setWordWrap(true);
    m_decisions = new QTreeWidget(this);
    m_decisions->setHeaderLabels({tr("When"), tr("Decision"), tr("Why"), tr("Statement")});
    m_decisions->setRootIsDecorated(false);
    m_decisions->setAlternatingRowColors(true);
    m_decisions->setAccessibleName(tr("Privacy decisions"));
    m_decisions->setMinimumHeight(160);
    m_decisions->header()->setStretchLastSection(true);
    decisionsLabel->setBuddy(m_decisions);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_share);
    layout->addLayout(form);
    layout->addWidget(decisionsLabel);
    layout->addWidget(m_decisions, 1);
    layout->addWidget(buttons);
    // Wide enough for the decisions' statements to be read (fits a 1366x768 screen).
    resize(std::max(sizeHint().width() + 240, 900), sizeHint().height() + 80);
    loadDecisions(connectionId);
}

void PrivacyDialog::loadDecisions(const QString &connectionId)
{
    if (connectionId.isEmpty()) {
        new QTreeWidgetItem(m_decisions, {QString(), tr("None yet"), tr("Save the connection first.")});
        return;
    }
    // The log is read on a worker: the window stays free however large it grew.
    auto *watcher = new QFutureWatcher<QList<security::PrivacyLogEntry>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        const QList<security::PrivacyLogEntry> entries = watcher->result();
        watcher->deleteLater();
        if (entries.isEmpty())
            new QTreeWidgetItem(m_decisions, {QString(), tr("None yet"), tr("Nothing was refused or masked.")});
        for (const security::PrivacyLogEntry &e : entries) {
            const QString decision = e.verdict == security::PrivacyDecision::Masked ? tr("Masked: %1").arg(e.maskedColumns.join(QStringLiteral(", ")))
                                                            : tr("Refused");
            auto *item = new QTreeWidgetItem(m_decisions, {QLocale().toString(e.time.toLocalTime(), QLocale::ShortFormat), decision,
                                                           e.reason, e.statement.simplified()});
            for (int c = 1; c < 4; ++c)
                item->setToolTip(c, item->text(c));
        }
        for (int c = 0; c < 3; ++c)
            m_decisions->resizeColumnToContents(c);
        m_decisions->setColumnWidth(2, std::min(m_decisions->columnWidth(2), 320));
    });
    watcher->setFuture(QtConcurrent::run([connectionId] { return security::PrivacyLog::instance().recent(connectionId, ShownDecisions); }));
}

QJsonObject PrivacyDialog::privacy() const
{
    security::AccessPolicy p;
    p.shareSampleValues = m_share->isChecked();
    p.hiddenTables = security::parseNameList(m_hiddenTables->text());
    p.blockedTables = security::parseNameList(m_blockedTables->text());
    p.hiddenColumns = security::parseNameList(m_hiddenColumns->text());
    p.redactedColumns = security::parseNameList(m_redactedColumns->text());
    return p.toJson();
}

} // namespace assay::ui
