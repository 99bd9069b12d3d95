#include "providereditor.h"

#include "capabilitybox.h"

#include "async/whenfinished.h"
#include "llm/llmservice.h"
#include "llm/modelcatalog.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace assay::ui {

namespace {

QSpinBox *secondsBox(int max, QWidget *parent) {
    auto *box = new QSpinBox(parent);
    box->setRange(1, max);
    box->setSuffix(QObject::tr(" s"));
    return box;
}

// The row goes with its spacing (hiding the widgets alone leaves a gap).
void setRowVisible(QFormLayout *form, QWidget *field, bool visible) {
    form->setRowVisible(field, visible);
}

} // namespace

ProviderEditor::ProviderEditor(llm::LlmService *service, QWidget *parent)
    : QWidget(parent)
    , m_service(service) {
    buildForm();
}

void ProviderEditor::showHealth(const llm::HealthReport &h) {
    m_test->setEnabled(true);
    showStatus(h.message, h.ok);
    showEffectiveCapabilities(); // the test may have learned what the model refuses
    emit healthChecked(h.ok);
}

void ProviderEditor::showModels(const llm::ModelList &list) {
    m_refresh->setEnabled(true);
    if (m_listingFor != m_id)
        return; // another provider is shown now: the list is not its
    if (!list.ok()) {
        showStatus(tr("Could not list models: %1").arg(list.error.displayText()), false);
        emit modelsListed(0);
        return;
    }
    const QString chat = m_model->currentText();
    const QString embedding = m_embeddingModel->currentText();
    m_listed.clear();
    m_info.clear();
    // Chat models first, current ones before those that are going; the rest keep the server's
    // order. A server may list hundreds: the combo scrolls and completes what is typed.
    QList<llm::ModelInfo> sorted = list.models;
    const QDate today = m_today.isValid() ? m_today : QDate::currentDate();
    auto rank = [&](const llm::ModelInfo &m) {
        return (m.chat ? 0 : 4) + int(llm::lifecycleOn(m.shutdown, today));
    };
    std::stable_sort(sorted.begin(), sorted.end(),
                     [&](const llm::ModelInfo &a, const llm::ModelInfo &b) { return rank(a) < rank(b); });
    m_loading = true;
    m_model->clear();
    m_embeddingModel->clear();
    m_embeddingModel->addItem(QString());
    for (const llm::ModelInfo &m : std::as_const(sorted)) {
        m_listed.append(m.id);
        m_info.insert(m.id, m);
        const QString note = llm::lifecycleNote(m.id, m.shutdown, m.replacement, today);
        m_model->addItem(m.id);
        m_model->setItemData(m_model->count() - 1, note.isEmpty() ? m.displayName : note, Qt::ToolTipRole);
        m_embeddingModel->addItem(m.id);
    }
    m_loading = false;
    m_model->setCurrentText(chat.isEmpty() ? m_listed.value(0) : chat);
    m_embeddingModel->setCurrentText(embedding);
    showModelNote();
    showStatus(tr("%n model(s) available.", nullptr, int(m_listed.size())), true);
    emit modelsListed(int(m_listed.size()));
}

void ProviderEditor::buildForm() {
    m_kind = new QComboBox(this);
    for (llm::ProviderKind k : {llm::ProviderKind::OpenAICompatible, llm::ProviderKind::AzureOpenAI,
                                llm::ProviderKind::Anthropic, llm::ProviderKind::Ollama})
        m_kind->addItem(llm::providerKindDisplayName(k), int(k));
    m_kind->setAccessibleName(tr("Provider kind"));
    // The kinds' names are long; let the combo shrink with the dialog instead of forcing a scroll.
    m_kind->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_kind->setMinimumContentsLength(20);
    m_name = new QLineEdit(this);
    m_name->setPlaceholderText(tr("e.g. OpenAI, Local Ollama"));
    m_baseUrl = new QLineEdit(this);
    m_apiKey = new QLineEdit(this);
    m_apiKey->setEchoMode(QLineEdit::Password);
    m_apiKey->setAccessibleName(tr("API key"));
    // An eye to reveal the key, where the icon theme has one (an invisible button helps nobody).
    const QIcon eye = QIcon::fromTheme(QStringLiteral("view-reveal-symbolic"));
    if (!eye.isNull()) {
        auto *showKey = m_apiKey->addAction(eye, QLineEdit::TrailingPosition);
        showKey->setToolTip(tr("Show or hide the key"));
        showKey->setCheckable(true);
        connect(showKey, &QAction::toggled, this, [this](bool on) {
            m_apiKey->setEchoMode(on ? QLineEdit::Normal : QLineEdit::Password);
        });
    }

    m_api = new QComboBox(this);
    m_api->addItem(tr("Automatic (Responses on OpenAI, Chat Completions elsewhere)"), int(llm::WireApi::Auto));
    m_api->addItem(tr("Responses API"), int(llm::WireApi::Responses));
    m_api->addItem(tr("Chat Completions"), int(llm::WireApi::ChatCompletions));
    m_api->setToolTip(tr("OpenAI's own service speaks the Responses API; Ollama, LM Studio, vLLM, llama.cpp, "
                         "LiteLLM, OpenRouter and Azure deployments speak Chat Completions"));
    m_api->setObjectName(QStringLiteral("api"));
    m_api->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_api->setMinimumContentsLength(20);

    m_model = new QComboBox(this);
    m_model->setEditable(true);
    m_model->setMaxVisibleItems(20);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_modelNote = new QLabel(this);
    m_modelNote->setObjectName(QStringLiteral("modelNote"));
    m_modelNote->setWordWrap(true);
    m_modelNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_modelNote->setVisible(false);
    m_modelNote->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // A wrapped label in a form reserves the height of its own guess at a width; it gets the
    // height its text needs at the width it really has (eventFilter).
    m_modelNote->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_modelNote->installEventFilter(this);
    m_model->setAccessibleName(tr("Chat model"));
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_model->setMinimumContentsLength(16);
    m_refresh = new QPushButton(tr("List Models"), this);
    m_refresh->setToolTip(tr("Ask the server which models it offers"));
    auto *modelRow = new QHBoxLayout;
    modelRow->addWidget(m_model, 1);
    modelRow->addWidget(m_refresh);
    m_embeddingModel = new QComboBox(this);
    m_embeddingModel->setEditable(true);
    m_embeddingModel->setAccessibleName(tr("Embedding model"));
    m_embeddingModel->lineEdit()->setPlaceholderText(tr("none: Assay embeds locally"));
    m_embeddingModel->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_embeddingModel->setMinimumContentsLength(16);

    m_azureVersion = new QLineEdit(this);
    m_azureDeployment = new QLineEdit(this);
    m_azureEmbeddingDeployment = new QLineEdit(this);
    m_azureEmbeddingDeployment->setPlaceholderText(tr("optional"));

    // Object names let tests and accessibility tools find the fields.
    m_kind->setObjectName(QStringLiteral("kind"));
    m_name->setObjectName(QStringLiteral("name"));
    m_baseUrl->setObjectName(QStringLiteral("baseUrl"));
    m_apiKey->setObjectName(QStringLiteral("apiKey"));
    m_model->setObjectName(QStringLiteral("model"));
    m_embeddingModel->setObjectName(QStringLiteral("embeddingModel"));

    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->addRow(tr("&Kind:"), m_kind);
    m_form->addRow(tr("&Name:"), m_name);
    m_form->addRow(tr("Base &URL:"), m_baseUrl);
    m_form->addRow(tr("API &key:"), m_apiKey);
    auto *modelLabel = new QLabel(tr("&Model:"), this);
    modelLabel->setBuddy(m_model); // a row that is a layout gets no buddy from addRow
    m_form->addRow(modelLabel, modelRow);
    m_form->addRow(QString(), m_modelNote);
    m_form->addRow(tr("&Protocol:"), m_api);
    m_form->addRow(tr("&Embeddings:"), m_embeddingModel);
    m_form->addRow(tr("API &version:"), m_azureVersion);
    m_form->addRow(tr("&Deployment:"), m_azureDeployment);
    m_form->addRow(tr("Embedding de&ployment:"), m_azureEmbeddingDeployment);

    auto *limits = new QGroupBox(tr("Limits"), this);
    m_concurrency = new QSpinBox(limits);
    m_concurrency->setRange(1, 64);
    m_concurrency->setToolTip(tr("Requests in flight at once; the rest wait their turn"));
    m_connectTimeout = secondsBox(600, limits);
    m_firstTokenTimeout = secondsBox(3600, limits);
    m_totalTimeout = secondsBox(3600, limits);
    m_retries = new QSpinBox(limits);
    m_retries->setRange(0, 10);
    m_retries->setToolTip(tr("Extra attempts after network errors, rate limits and server errors"));
    auto *grid = new QGridLayout(limits);
    auto addPair = [&](int row, int column, const QString &label, QWidget *field) {
        auto *l = new QLabel(label, limits);
        l->setBuddy(field);
        grid->addWidget(l, row, column * 2);
        grid->addWidget(field, row, column * 2 + 1);
    };
    addPair(0, 0, tr("Parallel requests:"), m_concurrency);
    addPair(0, 1, tr("Retries:"), m_retries);
    addPair(1, 0, tr("Connect within:"), m_connectTimeout);
    addPair(1, 1, tr("First token within:"), m_firstTokenTimeout);
    addPair(2, 0, tr("Whole answer within:"), m_totalTimeout);
    grid->setColumnStretch(4, 1); // the spin boxes keep their natural width
    grid->setHorizontalSpacing(12);
    m_connectTimeout->setToolTip(tr("Until the request is on its way"));
    m_firstTokenTimeout->setToolTip(tr("From sending until the first words of a streamed answer"));
    m_totalTimeout->setToolTip(tr("One attempt, from start to end"));

    m_caps = new CapabilityBox(this);
    connect(m_caps, &CapabilityBox::edited, this, [this] {
        showEffectiveCapabilities();
        if (!m_loading)
            emit edited();
    });

    m_test = new QPushButton(tr("Test Connection"), this);
    m_test->setToolTip(tr("Lists the models, then asks the model one small question shaped like Assay's own"));
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setAccessibleName(tr("Connection test result"));
    m_status->setMinimumHeight(m_status->fontMetrics().height() * 2 + 4);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto *testRow = new QHBoxLayout;
    testRow->addWidget(m_test, 0, Qt::AlignTop);
    testRow->addWidget(m_status, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_form);
    layout->addWidget(limits);
    layout->addLayout(testRow);
    layout->addWidget(m_caps);
    layout->addStretch(1);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &ProviderEditor::kindChanged);
    connect(m_api, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_loading)
            emit edited();
    });
    connect(m_test, &QPushButton::clicked, this, &ProviderEditor::testConnection);
    connect(m_refresh, &QPushButton::clicked, this, &ProviderEditor::refreshModels);
    for (QLineEdit *e : {m_name, m_baseUrl, m_apiKey, m_azureVersion, m_azureDeployment,
                         m_azureEmbeddingDeployment})
        connect(e, &QLineEdit::textEdited, this, [this] {
            if (!m_loading)
                emit edited();
        });
    for (QComboBox *c : {m_model, m_embeddingModel})
        connect(c, &QComboBox::currentTextChanged, this, [this] {
            showEffectiveCapabilities();
            showModelNote();
            if (!m_loading)
                emit edited();
        });
    for (QSpinBox *s :
         {m_concurrency, m_connectTimeout, m_firstTokenTimeout, m_totalTimeout, m_retries})
        connect(s, &QSpinBox::valueChanged, this, [this] {
            if (!m_loading)
                emit edited();
        });
    kindChanged();
}

void ProviderEditor::kindChanged() {
    const auto kind = llm::ProviderKind(m_kind->currentData().toInt());
    const bool azure = kind == llm::ProviderKind::AzureOpenAI;
    setRowVisible(m_form, m_azureVersion, azure);
    setRowVisible(m_form, m_azureDeployment, azure);
    setRowVisible(m_form, m_azureEmbeddingDeployment, azure);
    setRowVisible(m_form, m_embeddingModel, !azure && kind != llm::ProviderKind::Anthropic);
    setRowVisible(m_form, m_api, azure || kind == llm::ProviderKind::OpenAICompatible);
    m_baseUrl->setPlaceholderText(llm::defaultBaseUrl(kind));
    m_azureVersion->setPlaceholderText(llm::defaultAzureApiVersion());
    m_caps->setKind(kind);
    showEffectiveCapabilities();
    if (!m_loading)
        emit edited();
    setKeyHint(m_keyHint);
}

void ProviderEditor::setKeyHint(const QString &whereKeysGo) {
    m_keyHint = whereKeysGo;
    const auto kind = llm::ProviderKind(m_kind->currentData().toInt());
    if (m_hasStoredKey)
        m_apiKey->setPlaceholderText(tr("A key is stored; type a new one to replace it"));
    else if (!llm::kindNeedsApiKey(kind))
        m_apiKey->setPlaceholderText(tr("usually not needed for local servers"));
    else
        m_apiKey->setPlaceholderText(tr("paste the key; %1").arg(whereKeysGo));
}

void ProviderEditor::setProvider(const llm::ProviderConfig &c, bool hasStoredKey,
                                 const QString &storedKey) {
    m_loading = true;
    m_id = c.id;
    m_loaded = c;
    m_hasStoredKey = hasStoredKey;
    m_storedKey = storedKey;
    m_kind->setCurrentIndex(m_kind->findData(int(c.kind)));
    m_name->setText(c.name);
    m_baseUrl->setText(c.baseUrl);
    m_apiKey->clear();
    m_model->clear();
    m_model->setCurrentText(c.model);
    m_embeddingModel->clear();
    m_embeddingModel->setCurrentText(c.embeddingModel);
    m_azureVersion->setText(c.azureApiVersion);
    m_azureDeployment->setText(c.azureDeployment);
    m_azureEmbeddingDeployment->setText(c.azureEmbeddingDeployment);
    m_concurrency->setValue(c.limits.maxConcurrent);
    m_connectTimeout->setValue(qMax(1, c.limits.connectTimeoutMs / 1000));
    m_firstTokenTimeout->setValue(qMax(1, c.limits.firstTokenTimeoutMs / 1000));
    m_totalTimeout->setValue(qMax(1, c.limits.totalTimeoutMs / 1000));
    m_retries->setValue(c.limits.maxRetries);
    m_caps->setOverrides(c.overrides);
    m_api->setCurrentIndex(qMax(0, m_api->findData(int(c.api))));
    m_listed.clear();
    m_info.clear();
    m_status->clear();
    kindChanged();
    m_loading = false;
    showModelNote();
}

llm::ProviderConfig ProviderEditor::provider() const {
    llm::ProviderConfig c = m_loaded;
    c.id = m_id;
    c.kind = llm::ProviderKind(m_kind->currentData().toInt());
    c.name = m_name->text().trimmed();
    c.baseUrl = m_baseUrl->text().trimmed();
    c.model = m_model->currentText().trimmed();
    c.embeddingModel = m_embeddingModel->currentText().trimmed();
    c.azureApiVersion = m_azureVersion->text().trimmed();
    c.azureDeployment = m_azureDeployment->text().trimmed();
    c.azureEmbeddingDeployment = m_azureEmbeddingDeployment->text().trimmed();
    c.limits.maxConcurrent = m_concurrency->value();
    c.limits.connectTimeoutMs = m_connectTimeout->value() * 1000;
    c.limits.firstTokenTimeoutMs = m_firstTokenTimeout->value() * 1000;
    c.limits.totalTimeoutMs = m_totalTimeout->value() * 1000;
    c.limits.maxRetries = m_retries->value();
    c.overrides = m_caps->overrides();
    c.api = llm::WireApi(m_api->currentData().toInt());
    return c;
}

void ProviderEditor::setToday(const QDate &today) {
    m_today = today;
    showModelNote();
}

void ProviderEditor::showModelNote() {
    if (!m_modelNote)
        return;
    const QString model = m_model->currentText().trimmed();
    const llm::ModelInfo info = m_info.value(model);
    const QDate today = m_today.isValid() ? m_today : QDate::currentDate();
    const QString note = model.isEmpty() ? QString() : llm::lifecycleNote(model, info.shutdown, info.replacement, today);
    QDate shutdown = info.shutdown;
    if (!shutdown.isValid())
        if (const auto entry = llm::ModelCatalog::shipped().find(model))
            shutdown = entry->shutdown;
    const bool retired = llm::lifecycleOn(shutdown, today) == llm::ModelLifecycle::Retired;
    // Amber for a model that is going, red for one that is gone.
    m_modelNote->setText(QStringLiteral("<span style='color:%1'>%2</span> %3")
                             .arg(retired ? QStringLiteral("#cf222e") : QStringLiteral("#9a6700"),
                                  retired ? QStringLiteral("✗") : QStringLiteral("⚠"), note.toHtmlEscaped()));
    m_modelNote->setToolTip(note);
    const int height = m_modelNote->heightForWidth(qMax(200, m_modelNote->width()));
    if (height > 0)
        m_modelNote->setFixedHeight(height);
    setRowVisible(m_form, m_modelNote, !note.isEmpty());
}

bool ProviderEditor::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_modelNote && event->type() == QEvent::Resize) {
        const int height = m_modelNote->heightForWidth(m_modelNote->width());
        if (height > 0 && height != m_modelNote->height())
            m_modelNote->setFixedHeight(height);
    }
    return QWidget::eventFilter(watched, event);
}

QString ProviderEditor::modelNote() const {
    return m_modelNote->toolTip();
}

void ProviderEditor::showEffectiveCapabilities() {
    if (!m_caps || !m_service)
        return;
    const llm::ProviderConfig c = provider();
    m_caps->showEffective(m_service->capabilities(c), c.kind);
}

QString ProviderEditor::typedKey() const {
    return m_apiKey->text().trimmed();
}

QString ProviderEditor::effectiveKey() const {
    return typedKey().isEmpty() ? m_storedKey : typedKey();
}

void ProviderEditor::showStatus(const QString &text, bool ok, bool busy) {
    const QString color = busy ? QStringLiteral("palette(mid)")
                               : (ok ? QStringLiteral("#1a7f37") : QStringLiteral("#cf222e"));
    const QString mark = busy ? QString() : (ok ? QStringLiteral("✓ ") : QStringLiteral("✗ "));
    m_status->setText(QStringLiteral("<span style='color:%1'>%2</span>%3")
                          .arg(color, mark, text.toHtmlEscaped()));
    m_status->setToolTip(text);
}

QString ProviderEditor::statusText() const {
    return m_status->toolTip();
}

QStringList ProviderEditor::listedModels() const {
    return m_listed;
}

void ProviderEditor::testConnection() {
    const llm::ProviderConfig c = provider();
    if (const QString problem = c.validate(); !problem.isEmpty()) {
        showStatus(problem, false);
        emit healthChecked(false);
        return;
    }
    m_test->setEnabled(false);
    showStatus(tr("Connecting to %1…").arg(c.effectiveBaseUrl()), true, true);
    const quint64 run = ++m_healthRun;
    async::whenFinished(m_service->checkHealth(c, effectiveKey()), this, [this, run](const llm::HealthReport &h) {
        if (run == m_healthRun)
            showHealth(h);
    });
}

void ProviderEditor::refreshModels() {
    m_listingFor = m_id;
    m_refresh->setEnabled(false);
    showStatus(tr("Asking for the model list…"), true, true);
    const quint64 run = ++m_modelsRun;
    async::whenFinished(m_service->listModels(provider(), effectiveKey()), this, [this, run](const llm::ModelList &list) {
        if (run == m_modelsRun)
            showModels(list);
    });
}

} // namespace assay::ui
