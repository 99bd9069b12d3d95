#pragma once
// Advanced, in a provider's form: what Assay sends this model (the capability table's decision
// and what the provider refused this session, in one line), and the overrides a user can set when
// a server needs something else: temperature, the token field, the JSON mode, the reasoning
// effort, and Ollama's context window. "Automatic" leaves each to the table.

#include "llm/providerconfig.h"

#include <QGroupBox>

class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace assay::llm {
struct ModelCapabilities;
}

namespace assay::ui {

class CapabilityBox : public QGroupBox {
    Q_OBJECT
public:
    explicit CapabilityBox(QWidget *parent = nullptr);

    void setOverrides(const llm::CapabilityOverrides &overrides);
    llm::CapabilityOverrides overrides() const;
    void setKind(llm::ProviderKind kind); // the context window is Ollama's alone
    // "Sends: no temperature, max_completion_tokens, reasoning effort low, JSON mode."
    void showEffective(const llm::ModelCapabilities &caps, llm::ProviderKind kind);
    QString effectiveText() const;

signals:
    void edited();

private:
    QComboBox *choice(const QString &accessibleName, const QList<std::pair<QString, QString>> &items);
    QFormLayout *m_form;
    QLabel *m_effective;
    QComboBox *m_temperature;
    QComboBox *m_tokenField;
    QComboBox *m_json;
    QComboBox *m_effort;
    QSpinBox *m_context;
};

} // namespace assay::ui
