#pragma once
// The form for one language-model provider: kind, name, base URL, API key, the protocol (Responses
// or Chat Completions), models (with a refresh that lists what the server offers, and a note when
// the chosen one is retiring or retired, with its replacement), Azure's deployment fields, and
// limits. "Test connection" runs a health check on the network thread and shows the result inline.

#include "llm/provider.h"
#include "llm/providerconfig.h"

#include <QDate>
#include <QHash>

#include <QWidget>

class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace assay::llm {
class LlmService;
struct HealthReport;
struct ModelList;
} // namespace assay::llm

namespace assay::ui {

class CapabilityBox;

class ProviderEditor : public QWidget {
    Q_OBJECT
public:
    explicit ProviderEditor(llm::LlmService *service, QWidget *parent = nullptr);

    void setProvider(const llm::ProviderConfig &config, bool hasStoredKey,
                     const QString &storedKey);
    llm::ProviderConfig provider() const;
    // The key typed into the field; empty when the user left the stored one alone.
    QString typedKey() const;
    void setKeyHint(const QString &whereKeysGo);

    // For tests: the same as clicking the buttons.
    void testConnection();
    void refreshModels();
    QString statusText() const;
    QStringList listedModels() const;
    QString modelNote() const; // the retiring / retired note under the model, "" when none
    // The day shutdown dates are measured against (tests; today by default).
    void setToday(const QDate &today);
    CapabilityBox *capabilityBox() const { return m_caps; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    void edited(); // any field changed
    void healthChecked(bool ok);
    void modelsListed(int count);

private:
    void buildForm();
    void kindChanged();
    void showStatus(const QString &text, bool ok, bool busy = false);
    void showEffectiveCapabilities();
    QString effectiveKey() const;
    void showHealth(const llm::HealthReport &h);
    void showModels(const llm::ModelList &list);
    void showModelNote();

    llm::LlmService *m_service;
    QString m_id;
    // The provider as loaded: what the editor has no field for (retry delays, the call deadline)
    // is kept from it on save instead of falling back to defaults.
    llm::ProviderConfig m_loaded;
    QString m_storedKey;
    bool m_hasStoredKey = false;
    bool m_loading = false;
    QString m_keyHint;

    QFormLayout *m_form;
    QComboBox *m_kind;
    QLineEdit *m_name;
    QLineEdit *m_baseUrl;
    QLineEdit *m_apiKey;
    QComboBox *m_api;
    QComboBox *m_model;
    QLabel *m_modelNote;
    QPushButton *m_refresh;
    QComboBox *m_embeddingModel;
    QLineEdit *m_azureVersion;
    QLineEdit *m_azureDeployment;
    QLineEdit *m_azureEmbeddingDeployment;
    QSpinBox *m_concurrency;
    QSpinBox *m_connectTimeout;
    QSpinBox *m_firstTokenTimeout;
    QSpinBox *m_totalTimeout;
    QSpinBox *m_retries;
    CapabilityBox *m_caps = nullptr;
    QString m_listingFor; // the provider whose models are being listed
    QPushButton *m_test;
    QLabel *m_status;
    QStringList m_listed;
    QHash<QString, llm::ModelInfo> m_info; // what the last listing said about each model
    QDate m_today;
    // Which test and which listing are the latest: an older one that ends after it is not shown.
    quint64 m_healthRun = 0;
    quint64 m_modelsRun = 0;
};

} // namespace assay::ui
