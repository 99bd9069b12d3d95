#pragma once
// Settings → Language Models: providers (add, edit, remove, test connection, list models), which
// model serves each role, the price table, and usage and cost from the ledger. The keychain's
// status is shown at the bottom: where API keys go, or why they are kept for this session only.
// Nothing is written until OK: then settings go to QSettings, keys to the SecretStore, and both
// to the running LlmService.

#include <QDialog>

class QLabel;
class QSettings;
class QTabWidget;

namespace assay::llm {
class LlmService;
}
namespace assay::security {
class SecretStore;
}

namespace assay::ui {

class PricesPage;
class ProvidersPage;
class RolesPage;
class UsagePage;

class LlmSettingsDialog : public QDialog {
    Q_OBJECT
public:
    LlmSettingsDialog(llm::LlmService *service, security::SecretStore *secrets,
                      QWidget *parent = nullptr);

    // Where OK saves the settings; default: the application's QSettings. For tests.
    void setSettingsFile(const QString &iniPath);

    QTabWidget *tabs() const { return m_tabs; }
    ProvidersPage *providersPage() const { return m_providers; }
    RolesPage *rolesPage() const { return m_roles; }
    PricesPage *pricesPage() const { return m_prices; }
    UsagePage *usagePage() const { return m_usage; }
    QString keychainStatusText() const;

public slots:
    void accept() override;

signals:
    void settingsSaved();

private:
    void loadStoredKeys();
    void updateKeychainStatus();

    llm::LlmService *m_service;
    security::SecretStore *m_secrets;
    QString m_settingsFile;
    QStringList m_originalProviderIds;
    QTabWidget *m_tabs;
    ProvidersPage *m_providers;
    RolesPage *m_roles;
    PricesPage *m_prices;
    UsagePage *m_usage;
    QLabel *m_keychainIcon;
    QLabel *m_keychain;
};

} // namespace assay::ui
