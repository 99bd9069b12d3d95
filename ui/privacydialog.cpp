#include "privacydialog.h"

#include "security/accesspolicy.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace assay::ui {

PrivacyDialog::PrivacyDialog(const QJsonObject &privacy, bool shareByDefault, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Privacy for This Connection"));
    const security::AccessPolicy policy = security::AccessPolicy::fromJson(privacy);
    auto *intro = new QLabel(tr("By default the assistant sends the model only the schema and statistics, never cell values. "
                                "Hidden tables and columns are left out of every request and the assistant refuses queries that "
                                "read them. Separate names with commas; write columns as table.column."),
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

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_share);
    layout->addLayout(form);
    layout->addWidget(buttons);
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
