#include "capabilitybox.h"

#include "llm/modelcapabilities.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace assay::ui {

namespace {

void select(QComboBox *box, const QString &value) {
    const int index = box->findData(value);
    box->setCurrentIndex(index < 0 ? 0 : index);
}

} // namespace

CapabilityBox::CapabilityBox(QWidget *parent)
    : QGroupBox(tr("Advanced"), parent)
    , m_form(new QFormLayout(this))
    , m_effective(new QLabel(this)) {
    m_form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_effective->setWordWrap(true);
    m_effective->setForegroundRole(QPalette::PlaceholderText);
    m_effective->setAccessibleName(tr("What Assay sends this model"));
    m_effective->setTextInteractionFlags(Qt::TextSelectableByMouse);
    const QString automatic = tr("Automatic");
    m_temperature = choice(tr("Temperature"), {{automatic, QString()}, {tr("Send"), QStringLiteral("yes")},
                                               {tr("Never send"), QStringLiteral("no")}});
    m_temperature->setToolTip(tr("Reasoning models and the newest Claude models refuse a temperature"));
    m_tokenField = choice(tr("Token limit field"), {{automatic, QString()},
                                                    {QStringLiteral("max_tokens"), QStringLiteral("max_tokens")},
                                                    {QStringLiteral("max_completion_tokens"), QStringLiteral("max_completion_tokens")}});
    m_json = choice(tr("JSON answers"), {{automatic, QString()},
                                         {tr("JSON mode (json_object)"), QStringLiteral("json_object")},
                                         {tr("JSON schema (json_schema)"), QStringLiteral("json_schema")},
                                         {tr("Asked for in the prompt"), QStringLiteral("prompt")}});
    m_json->setToolTip(tr("LM Studio refuses json_object and takes json_schema"));
    m_effort = choice(tr("Reasoning effort"), {{automatic, QString()}, {tr("Never send"), QStringLiteral("none")},
                                               {tr("minimal"), QStringLiteral("minimal")}, {tr("low"), QStringLiteral("low")},
                                               {tr("medium"), QStringLiteral("medium")}, {tr("high"), QStringLiteral("high")}});
    m_context = new QSpinBox(this);
    m_context->setRange(0, 1048576);
    m_context->setSingleStep(4096);
    m_context->setSpecialValueText(automatic);
    m_context->setSuffix(tr(" tokens"));
    m_context->setAccessibleName(tr("Context window"));
    m_context->setToolTip(tr("The largest context window Assay asks Ollama for (num_ctx); automatic sizes it to each prompt"));
    m_form->addRow(m_effective);
    m_form->addRow(tr("Temperature:"), m_temperature);
    m_form->addRow(tr("Token limit:"), m_tokenField);
    m_form->addRow(tr("JSON answers:"), m_json);
    m_form->addRow(tr("Reasoning effort:"), m_effort);
    m_form->addRow(tr("Context window:"), m_context);
    connect(m_context, &QSpinBox::valueChanged, this, &CapabilityBox::edited);
}

QComboBox *CapabilityBox::choice(const QString &accessibleName,
                                 const QList<std::pair<QString, QString>> &items) {
    auto *box = new QComboBox(this);
    box->setAccessibleName(accessibleName);
    for (const auto &[label, value] : items)
        box->addItem(label, value);
    connect(box, &QComboBox::currentIndexChanged, this, &CapabilityBox::edited);
    return box;
}

void CapabilityBox::setOverrides(const llm::CapabilityOverrides &o) {
    const QSignalBlocker blocks[] = {QSignalBlocker(m_temperature), QSignalBlocker(m_tokenField),
                                     QSignalBlocker(m_json), QSignalBlocker(m_effort),
                                     QSignalBlocker(m_context)};
    using Choice = llm::CapabilityOverrides::Choice;
    select(m_temperature, o.temperature == Choice::Auto ? QString()
                          : o.temperature == Choice::Yes ? QStringLiteral("yes")
                                                         : QStringLiteral("no"));
    select(m_tokenField, o.tokenField);
    select(m_json, o.jsonMode);
    select(m_effort, o.reasoningEffort);
    m_context->setValue(o.contextWindow);
}

llm::CapabilityOverrides CapabilityBox::overrides() const {
    using Choice = llm::CapabilityOverrides::Choice;
    llm::CapabilityOverrides o;
    const QString t = m_temperature->currentData().toString();
    o.temperature = t.isEmpty() ? Choice::Auto : (t == u"yes" ? Choice::Yes : Choice::No);
    o.tokenField = m_tokenField->currentData().toString();
    o.jsonMode = m_json->currentData().toString();
    o.reasoningEffort = m_effort->currentData().toString();
    o.contextWindow = m_context->value();
    return o;
}

void CapabilityBox::setKind(llm::ProviderKind kind) {
    const bool ollama = kind == llm::ProviderKind::Ollama;
    const bool anthropic = kind == llm::ProviderKind::Anthropic;
    m_form->setRowVisible(m_context, ollama);
    // Ollama takes num_predict, Anthropic max_tokens: there is no field to choose; nor a JSON
    // mode on Anthropic (always the prompt) or a reasoning effort on either.
    m_form->setRowVisible(m_tokenField, !ollama && !anthropic);
    m_form->setRowVisible(m_effort, !ollama); // Anthropic: output_config.effort
    m_form->setRowVisible(m_json, !anthropic);
}

void CapabilityBox::showEffective(const llm::ModelCapabilities &caps, llm::ProviderKind kind) {
    QStringList parts;
    parts << (caps.sendsTemperature ? tr("a temperature") : tr("no temperature"));
    if (kind == llm::ProviderKind::OpenAICompatible || kind == llm::ProviderKind::AzureOpenAI)
        parts << (caps.tokenField == llm::TokenField::MaxCompletionTokens ? QStringLiteral("max_completion_tokens")
                                                                          : QStringLiteral("max_tokens"));
    if (caps.sendsEffort && !caps.effortOverride.isEmpty())
        parts << tr("reasoning effort %1").arg(caps.effortOverride);
    else if (caps.sendsEffort)
        parts << tr("the effort each call needs (low for checks, medium for SQL) with room to think");
    if (!caps.streams)
        parts << tr("no streaming (the provider refused it)");
    switch (caps.json) {
    case llm::JsonMode::JsonObject: parts << tr("JSON mode"); break;
    case llm::JsonMode::JsonSchema: parts << tr("a JSON schema"); break;
    case llm::JsonMode::OllamaFormat: parts << tr("format json"); break;
    case llm::JsonMode::Prompt: parts << tr("JSON asked for in the prompt"); break;
    }
    if (kind == llm::ProviderKind::Ollama)
        parts << tr("a context window sized to each prompt");
    m_effective->setText(tr("Assay sends this model: %1.").arg(parts.join(QStringLiteral(", "))));
}

QString CapabilityBox::effectiveText() const {
    return m_effective->text();
}

} // namespace assay::ui
