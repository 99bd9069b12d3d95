#pragma once
// The models tab: which provider and model serve the "reasoning" and "fast" roles and the
// embeddings, plus the debug-log switch.

#include "llm/llmsettings.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;

namespace assay::ui {

class RolesPage : public QWidget {
    Q_OBJECT
public:
    explicit RolesPage(QWidget *parent = nullptr);

    // The providers to choose from (refreshed when the providers tab changes them).
    void setProviders(const QList<llm::ProviderConfig> &providers);
    void setAssignments(const QHash<llm::Role, llm::RoleAssignment> &roles);
    QHash<llm::Role, llm::RoleAssignment> assignments() const;
    void setDebugLog(bool on, const QString &directory);
    bool debugLog() const;

    QComboBox *providerBox(llm::Role role) const;
    QComboBox *modelBox(llm::Role role) const;

    // The chat roles (Reasoning, Fast) go to the provider, with its own model.
    void assignChatRoles(const QString &providerId);
    // The same, for the roles no provider holds yet (a first provider is usable at once).
    void assignUnheldChatRoles(const QString &providerId);
    // Provider id -> the names of the roles it serves, for the providers tab.
    QHash<QString, QStringList> rolesByProvider() const;

signals:
    void assignmentsChanged();

private:
    struct Row {
        QComboBox *provider = nullptr;
        QComboBox *model = nullptr;
    };
    void providerPicked(llm::Role role);

    QHash<llm::Role, Row> m_rows;
    QList<llm::ProviderConfig> m_providers;
    QCheckBox *m_debugLog;
    QLabel *m_logPath;
};

} // namespace assay::ui
