#include "providerspage.h"

#include "providereditor.h"

#include "llm/llmsettings.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QUuid>
#include <QVBoxLayout>

namespace assay::ui {

ProvidersPage::ProvidersPage(llm::LlmService *service, QWidget *parent)
    : QWidget(parent)
    , m_service(service) {
    m_list = new QListWidget(this);
    m_list->setAccessibleName(tr("Providers"));
    m_list->setMinimumWidth(160);
    auto *add = new QPushButton(tr("Add"), this);
    auto *menu = new QMenu(add);
    for (llm::ProviderKind k : {llm::ProviderKind::OpenAICompatible, llm::ProviderKind::AzureOpenAI,
                                llm::ProviderKind::Anthropic, llm::ProviderKind::Ollama})
        menu->addAction(llm::providerKindDisplayName(k), this, [this, k] { addProvider(k); });
    add->setMenu(menu);
    m_remove = new QPushButton(tr("Remove"), this);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_list, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(m_remove);
    leftLayout->addLayout(buttons);

    m_editor = new ProviderEditor(service, this);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_editor);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the form shrinks instead

    // Which questions the selected provider answers: a provider no role uses answers none.
    m_roleUse = new QLabel(this);
    m_roleUse->setWordWrap(true);
    m_roleUse->setAccessibleName(tr("Roles of this provider"));
    m_use = new QPushButton(tr("Use for Questions"), this);
    m_use->setToolTip(tr("Let this provider answer questions: it takes the Reasoning and Fast roles"));
    m_use->setAutoDefault(false);
    auto *roleRow = new QHBoxLayout;
    roleRow->addWidget(m_roleUse, 1);
    roleRow->addWidget(m_use, 0, Qt::AlignTop);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(roleRow);
    rightLayout->addWidget(scroll, 1);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({200, 640});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_list, &QListWidget::currentRowChanged, this, &ProvidersPage::selectProvider);
    connect(m_use, &QPushButton::clicked, this, [this] {
        if (m_current >= 0 && m_current < m_providers.size())
            emit useRequested(m_providers[m_current].id);
    });
    connect(m_remove, &QPushButton::clicked, this, &ProvidersPage::removeSelected);
    connect(m_editor, &ProviderEditor::edited, this, [this] {
        storeEditor();
        refreshRow(m_current);
        emit providersChanged();
    });
}

void ProvidersPage::setProviders(const QList<llm::ProviderConfig> &providers) {
    m_providers = providers;
    m_current = -1;
    m_list->clear();
    for (int i = 0; i < m_providers.size(); ++i) {
        m_list->addItem(QString());
        refreshRow(i);
    }
    m_editor->setEnabled(!m_providers.isEmpty());
    m_remove->setEnabled(!m_providers.isEmpty());
    if (!m_providers.isEmpty())
        m_list->setCurrentRow(0);
    showRoleUse();
}

void ProvidersPage::setRoleUse(const QHash<QString, QStringList> &rolesByProvider) {
    m_rolesByProvider = rolesByProvider;
    showRoleUse();
}

void ProvidersPage::showRoleUse() {
    if (m_current < 0 || m_current >= m_providers.size()) {
        m_roleUse->setText(m_providers.isEmpty()
                               ? tr("No provider yet: add one to let a language model answer questions. "
                                    "Until then the offline assistant answers.")
                               : QString());
        m_use->hide();
        return;
    }
    const QStringList roles = m_rolesByProvider.value(m_providers[m_current].id);
    const bool answers = roles.contains(llm::roleDisplayName(llm::Role::Reasoning));
    m_roleUse->setText(roles.isEmpty()
                           ? tr("Not used yet: no role is assigned to this provider, so it answers no questions.")
                           : tr("Serves: %1 (change on the Models tab).").arg(roles.join(QStringLiteral(", "))));
    m_use->setVisible(!answers);
}

QList<llm::ProviderConfig> ProvidersPage::providers() const {
    const_cast<ProvidersPage *>(this)->storeEditor();
    return m_providers;
}

QHash<QString, QString> ProvidersPage::typedKeys() const {
    const_cast<ProvidersPage *>(this)->storeEditor();
    return m_typedKeys;
}

void ProvidersPage::setStoredKey(const QString &providerId, const QString &key) {
    m_storedKeys.insert(providerId, key);
    if (m_current >= 0 && m_providers[m_current].id == providerId)
        m_editor->setProvider(m_providers[m_current], true, key);
}

void ProvidersPage::setKeyHint(const QString &whereKeysGo) {
    m_keyHint = whereKeysGo;
    m_editor->setKeyHint(whereKeysGo);
}

void ProvidersPage::storeEditor() {
    if (m_current < 0 || m_current >= m_providers.size())
        return;
    m_providers[m_current] = m_editor->provider();
    const QString key = m_editor->typedKey();
    if (!key.isEmpty())
        m_typedKeys.insert(m_providers[m_current].id, key);
}

void ProvidersPage::refreshRow(int row) {
    if (row < 0 || row >= m_providers.size())
        return;
    const llm::ProviderConfig &p = m_providers[row];
    QListWidgetItem *item = m_list->item(row);
    item->setText(p.name.isEmpty() ? tr("(unnamed)") : p.name);
    const QString problem = p.validate();
    item->setToolTip(problem.isEmpty() ? llm::providerKindDisplayName(p.kind) : problem);
    item->setForeground(problem.isEmpty() ? palette().text() : palette().placeholderText());
}

void ProvidersPage::selectProvider(int row) {
    storeEditor();
    m_current = row;
    if (row < 0 || row >= m_providers.size())
        return;
    const llm::ProviderConfig &p = m_providers[row];
    const bool stored = m_storedKeys.contains(p.id);
    m_editor->setProvider(p, stored, m_storedKeys.value(p.id));
    m_editor->setKeyHint(m_keyHint);
    if (m_list->currentRow() != row)
        m_list->setCurrentRow(row);
    showRoleUse();
}

void ProvidersPage::addProvider(llm::ProviderKind kind) {
    storeEditor();
    llm::ProviderConfig p;
    p.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    p.kind = kind;
    p.model = llm::defaultChatModel(kind);
    switch (kind) {
    case llm::ProviderKind::OpenAICompatible:
        p.name = tr("OpenAI");
        p.embeddingModel = QStringLiteral("text-embedding-3-small");
        break;
    case llm::ProviderKind::AzureOpenAI:
        p.name = tr("Azure OpenAI");
        p.azureApiVersion = llm::defaultAzureApiVersion();
        break;
    case llm::ProviderKind::Anthropic:
        p.name = tr("Anthropic");
        break;
    case llm::ProviderKind::Ollama:
        p.name = tr("Local Ollama");
        p.limits.maxConcurrent = 1; // one local GPU: queue rather than thrash
        break;
    }
    p.baseUrl = llm::defaultBaseUrl(kind);
    m_providers.append(p);
    m_list->addItem(QString());
    refreshRow(int(m_providers.size()) - 1);
    m_editor->setEnabled(true);
    m_remove->setEnabled(true);
    m_current = -1; // the new row's form replaces the old one without storing it again
    selectProvider(int(m_providers.size()) - 1);
    emit providersChanged();
    emit providerAdded(p.id);
    // Ollama's models are the ones pulled on that machine: offer them at once.
    if (kind == llm::ProviderKind::Ollama)
        m_editor->refreshModels();
}

void ProvidersPage::removeSelected() {
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_providers.size())
        return;
    m_typedKeys.remove(m_providers[row].id);
    m_providers.removeAt(row);
    m_current = -1;
    delete m_list->takeItem(row);
    m_editor->setEnabled(!m_providers.isEmpty());
    m_remove->setEnabled(!m_providers.isEmpty());
    if (!m_providers.isEmpty())
        selectProvider(qMin(row, int(m_providers.size()) - 1));
    showRoleUse();
    emit providersChanged();
}

} // namespace assay::ui
