#include "llmsettingsdialog.h"

#include "pricespage.h"
#include "providerspage.h"
#include "rolespage.h"
#include "usagepage.h"

#include "async/whenfinished.h"
#include "llm/llmservice.h"
#include "security/secretstore.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStyle>
#include <QTabWidget>
#include <QVBoxLayout>

namespace assay::ui {

LlmSettingsDialog::LlmSettingsDialog(llm::LlmService *service, security::SecretStore *secrets,
                                     QWidget *parent)
    : QDialog(parent)
    , m_service(service)
    , m_secrets(secrets) {
    setWindowTitle(tr("Language Models"));
    m_tabs = new QTabWidget(this);
    m_providers = new ProvidersPage(service, this);
    m_roles = new RolesPage(this);
    m_prices = new PricesPage(this);
    m_usage = new UsagePage(service, this);
    m_tabs->addTab(m_providers, tr("Providers"));
    m_tabs->addTab(m_roles, tr("Models"));
    m_tabs->addTab(m_prices, tr("Prices"));
    m_tabs->addTab(m_usage, tr("Usage"));

    m_keychainIcon = new QLabel(this);
    m_keychain = new QLabel(this);
    m_keychain->setWordWrap(true);
    m_keychain->setAccessibleName(tr("Where keys are kept"));
    auto *status = new QHBoxLayout;
    status->addWidget(m_keychainIcon, 0, Qt::AlignTop);
    status->addWidget(m_keychain, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &LlmSettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addLayout(status);
    layout->addWidget(buttons);

    const llm::LlmSettings settings = service->settings();
    m_providers->setProviders(settings.providers);
    m_roles->setProviders(settings.providers);
    m_roles->setAssignments(settings.roles);
    m_roles->setDebugLog(settings.debugLog, service->debugLog().directory());
    m_prices->setPrices(settings.prices);
    for (const llm::ProviderConfig &p : settings.providers)
        m_originalProviderIds.append(p.id);
    connect(m_providers, &ProvidersPage::providersChanged, this,
            [this] { m_roles->setProviders(m_providers->providers()); });
    // A provider added while no one answers questions answers them at once: it takes the chat
    // roles no provider holds, and the providers tab says so.
    connect(m_providers, &ProvidersPage::providerAdded, m_roles, &RolesPage::assignUnheldChatRoles);
    connect(m_providers, &ProvidersPage::useRequested, m_roles, &RolesPage::assignChatRoles);
    connect(m_roles, &RolesPage::assignmentsChanged, this,
            [this] { m_providers->setRoleUse(m_roles->rolesByProvider()); });
    m_providers->setRoleUse(m_roles->rolesByProvider());

    if (m_secrets)
        connect(m_secrets, &security::SecretStore::statusChanged, this,
                &LlmSettingsDialog::updateKeychainStatus);
    updateKeychainStatus();
    loadStoredKeys();
    resize(860, 640);
}

void LlmSettingsDialog::setSettingsFile(const QString &iniPath) {
    m_settingsFile = iniPath;
}

void LlmSettingsDialog::updateKeychainStatus() {
    const bool sessionOnly =
        m_secrets && m_secrets->status() == security::SecretStore::Status::SessionOnly;
    const QString text = m_secrets ? m_secrets->statusMessage()
                                   : tr("No secret store: keys are kept for this session only.");
    m_keychain->setText(text);
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_keychainIcon->setPixmap(style()
                                  ->standardIcon(sessionOnly || !m_secrets
                                                     ? QStyle::SP_MessageBoxWarning
                                                     : QStyle::SP_MessageBoxInformation)
                                  .pixmap(size, size));
    m_providers->setKeyHint(sessionOnly || !m_secrets ? tr("kept for this session only")
                                                      : tr("it goes to the system keychain"));
}

QString LlmSettingsDialog::keychainStatusText() const {
    return m_keychain->text();
}

void LlmSettingsDialog::loadStoredKeys() {
    if (!m_secrets)
        return;
    for (const llm::ProviderConfig &p : m_providers->providers()) {
        async::whenFinished(m_secrets->read(security::SecretStore::providerKey(p.id)), this,
                            [this, id = p.id](const security::SecretResult &r) {
                                if (r.found)
                                    m_providers->setStoredKey(id, r.value);
                            });
    }
}

void LlmSettingsDialog::accept() {
    llm::LlmSettings settings = m_service->settings();
    settings.providers = m_providers->providers();
    settings.roles = m_roles->assignments();
    settings.prices = m_prices->prices();
    settings.debugLog = m_roles->debugLog();
    if (m_settingsFile.isEmpty()) {
        settings.save();
    } else {
        QSettings file(m_settingsFile, QSettings::IniFormat);
        settings.save(file);
    }
    // Keys: new ones to the keychain (or this session), removed providers' keys forgotten.
    const QHash<QString, QString> keys = m_providers->typedKeys();
    for (auto it = keys.cbegin(); it != keys.cend(); ++it) {
        m_service->setApiKey(it.key(), it.value());
        if (m_secrets)
            m_secrets->write(security::SecretStore::providerKey(it.key()), it.value());
    }
    for (const QString &id : std::as_const(m_originalProviderIds)) {
        if (settings.provider(id))
            continue;
        m_service->setApiKey(id, QString());
        if (m_secrets)
            m_secrets->remove(security::SecretStore::providerKey(id));
    }
    m_service->applySettings(settings);
    emit settingsSaved();
    QDialog::accept();
}

} // namespace assay::ui
