#pragma once
// The providers tab: the configured providers on the left (add, remove), the selected one's form
// on the right. Keeps the working copies; nothing is saved until the dialog is accepted.

#include "llm/providerconfig.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace assay::llm {
class LlmService;
}

namespace assay::ui {

class ProviderEditor;

class ProvidersPage : public QWidget {
    Q_OBJECT
public:
    explicit ProvidersPage(llm::LlmService *service, QWidget *parent = nullptr);

    void setProviders(const QList<llm::ProviderConfig> &providers);
    QList<llm::ProviderConfig> providers() const;
    // Keys typed in this dialog session (provider id -> key); stored keys are not repeated here.
    QHash<QString, QString> typedKeys() const;
    void setStoredKey(const QString &providerId, const QString &key);
    void setKeyHint(const QString &whereKeysGo);

    ProviderEditor *editor() const { return m_editor; }
    void addProvider(llm::ProviderKind kind); // selects it
    void selectProvider(int row);
    void removeSelected();
    // Which roles each provider serves (from the Models tab), shown over the selected one's form.
    void setRoleUse(const QHash<QString, QStringList> &rolesByProvider);
    QLabel *roleUseLabel() const { return m_roleUse; }
    QPushButton *useButton() const { return m_use; }

signals:
    void providersChanged(); // added, removed or renamed: the roles tab refreshes its choices
    void providerAdded(const QString &id);
    void useRequested(const QString &id); // "Use for Questions": the chat roles go to it

private:
    void storeEditor();
    void refreshRow(int row);
    void showRoleUse();

    llm::LlmService *m_service;
    QListWidget *m_list;
    ProviderEditor *m_editor;
    QPushButton *m_remove;
    QLabel *m_roleUse;
    QPushButton *m_use;
    QHash<QString, QStringList> m_rolesByProvider;
    QList<llm::ProviderConfig> m_providers;
    QHash<QString, QString> m_typedKeys;
    QHash<QString, QString> m_storedKeys;
    QString m_keyHint;
    int m_current = -1;
};

} // namespace assay::ui
