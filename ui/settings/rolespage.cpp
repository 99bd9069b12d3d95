#include "rolespage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace assay::ui {

namespace {

QString roleHelp(llm::Role role) {
    switch (role) {
    case llm::Role::Reasoning:
        return QObject::tr("Plans questions, writes and repairs SQL. Use your strongest model.");
    case llm::Role::Fast:
        return QObject::tr("Filters tables and columns in parallel, classifies, summarises. Use a "
                           "cheap, quick model.");
    case llm::Role::Embeddings:
        return QObject::tr("Vectors for finding relevant tables and examples. Without a model "
                           "Assay embeds locally, offline.");
    }
    return {};
}

} // namespace

RolesPage::RolesPage(QWidget *parent)
    : QWidget(parent) {
    auto *layout = new QVBoxLayout(this);
    for (llm::Role role : {llm::Role::Reasoning, llm::Role::Fast, llm::Role::Embeddings}) {
        auto *box = new QGroupBox(llm::roleDisplayName(role), this);
        auto *form = new QFormLayout(box);
        Row row;
        row.provider = new QComboBox(box);
        row.provider->setAccessibleName(tr("%1 provider").arg(llm::roleDisplayName(role)));
        row.model = new QComboBox(box);
        row.model->setEditable(true);
        row.model->setAccessibleName(tr("%1 model").arg(llm::roleDisplayName(role)));
        row.model->lineEdit()->setPlaceholderText(tr("the provider's default"));
        row.model->setMinimumContentsLength(24);
        auto *help = new QLabel(roleHelp(role), box);
        help->setWordWrap(true);
        help->setForegroundRole(QPalette::PlaceholderText);
        form->addRow(help);
        auto *pick = new QHBoxLayout;
        pick->addWidget(row.provider, 1);
        pick->addWidget(new QLabel(tr("model:"), box));
        pick->addWidget(row.model, 1);
        form->addRow(tr("Provider:"), pick);
        layout->addWidget(box);
        m_rows.insert(role, row);
        connect(row.provider, &QComboBox::currentIndexChanged, this, [this, role] {
            providerPicked(role);
            emit assignmentsChanged();
        });
    }
    auto *logBox = new QGroupBox(tr("Diagnostics"), this);
    auto *logLayout = new QVBoxLayout(logBox);
    m_debugLog = new QCheckBox(
        tr("Keep a debug log of every request and response (keys and passwords are masked)"),
        logBox);
    m_logPath = new QLabel(logBox);
    m_logPath->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_logPath->setForegroundRole(QPalette::PlaceholderText);
    m_logPath->setWordWrap(true);
    logLayout->addWidget(m_debugLog);
    logLayout->addWidget(m_logPath);
    layout->addWidget(logBox);
    layout->addStretch(1);
}

QComboBox *RolesPage::providerBox(llm::Role role) const {
    return m_rows.value(role).provider;
}

QComboBox *RolesPage::modelBox(llm::Role role) const {
    return m_rows.value(role).model;
}

void RolesPage::setProviders(const QList<llm::ProviderConfig> &providers) {
    const auto current = assignments();
    m_providers = providers;
    for (auto it = m_rows.begin(); it != m_rows.end(); ++it) {
        QComboBox *box = it->provider;
        const QSignalBlocker block(box);
        box->clear();
        box->addItem(it.key() == llm::Role::Embeddings ? tr("Local (offline, no model)")
                                                       : tr("None"),
                     QString());
        for (const llm::ProviderConfig &p : providers) {
            if (it.key() == llm::Role::Embeddings && p.kind == llm::ProviderKind::Anthropic)
                continue; // Anthropic has no embeddings API
            box->addItem(p.name, p.id);
        }
    }
    setAssignments(current);
}

void RolesPage::providerPicked(llm::Role role) {
    Row row = m_rows.value(role);
    const QString id = row.provider->currentData().toString();
    row.model->clear();
    row.model->setEnabled(!id.isEmpty());
    for (const llm::ProviderConfig &p : std::as_const(m_providers)) {
        if (p.id != id)
            continue;
        // Offer the provider's own models as suggestions; any name can be typed.
        const QString suggestion =
            role == llm::Role::Embeddings
                ? (p.kind == llm::ProviderKind::AzureOpenAI ? p.azureEmbeddingDeployment
                                                            : p.embeddingModel)
                : (p.kind == llm::ProviderKind::AzureOpenAI ? p.azureDeployment : p.model);
        if (!suggestion.isEmpty())
            row.model->addItem(suggestion);
        row.model->setCurrentText(QString());
    }
}

void RolesPage::setAssignments(const QHash<llm::Role, llm::RoleAssignment> &roles) {
    for (auto it = m_rows.begin(); it != m_rows.end(); ++it) {
        const llm::RoleAssignment a = roles.value(it.key());
        const int index = it->provider->findData(a.providerId);
        it->provider->setCurrentIndex(index < 0 ? 0 : index);
        providerPicked(it.key());
        it->model->setCurrentText(index < 0 ? QString() : a.model);
    }
}

QHash<llm::Role, llm::RoleAssignment> RolesPage::assignments() const {
    QHash<llm::Role, llm::RoleAssignment> out;
    for (auto it = m_rows.cbegin(); it != m_rows.cend(); ++it) {
        const QString id = it->provider->currentData().toString();
        if (!id.isEmpty())
            out.insert(it.key(), {id, it->model->currentText().trimmed()});
    }
    return out;
}

void RolesPage::assignChatRoles(const QString &providerId) {
    for (llm::Role role : {llm::Role::Reasoning, llm::Role::Fast}) {
        const int index = m_rows.value(role).provider->findData(providerId);
        if (index > 0)
            m_rows.value(role).provider->setCurrentIndex(index);
    }
}

void RolesPage::assignUnheldChatRoles(const QString &providerId) {
    for (llm::Role role : {llm::Role::Reasoning, llm::Role::Fast}) {
        QComboBox *box = m_rows.value(role).provider;
        const int index = box->findData(providerId);
        if (box->currentIndex() <= 0 && index > 0)
            box->setCurrentIndex(index);
    }
}

QHash<QString, QStringList> RolesPage::rolesByProvider() const {
    QHash<QString, QStringList> out;
    for (llm::Role role : {llm::Role::Reasoning, llm::Role::Fast, llm::Role::Embeddings}) {
        const QString id = m_rows.value(role).provider->currentData().toString();
        if (!id.isEmpty())
            out[id] << llm::roleDisplayName(role);
    }
    return out;
}

void RolesPage::setDebugLog(bool on, const QString &directory) {
    m_debugLog->setChecked(on);
    m_logPath->setText(tr("Written to %1 (rotated at 4 MB, three files kept).").arg(directory));
}

bool RolesPage::debugLog() const {
    return m_debugLog->isChecked();
}

} // namespace assay::ui
