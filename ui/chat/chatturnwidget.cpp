#include "chatturnwidget.h"

#include "agents/askpipeline.h"
#include "ask/asktypes.h"
#include "llm/answerparsing.h"
#include "llm/llmservice.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QCommandLinkButton>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace assay::ui {

namespace {

QPushButton *smallButton(const QString &text, const QString &tip, QWidget *parent)
{
    auto *b = new QPushButton(text, parent);
    b->setToolTip(tip);
    b->setAutoDefault(false);
    b->setFlat(true);
    b->setCursor(Qt::PointingHandCursor);
    return b;
}

// `unpriced`: some of the calls ran on a model without a price, so the cost is not known (a
// sum of the known part would read as the whole, and $0.00 as free).
QString costText(int tokens, double cost, bool unpriced = false, qint64 thinking = 0)
{
    if (tokens <= 0)
        return {};
    const QLocale l;
    const QString money = QStringLiteral("$%1").arg(cost, 0, 'f', cost < 0.01 ? 4 : 2);
    // Thinking is billed as output: the meter says how much of it there was.
    const QString counted = thinking > 0 ? ChatTurnWidget::tr("%1 tokens (%2 thinking)").arg(l.toString(tokens), l.toString(thinking))
                                         : ChatTurnWidget::tr("%1 tokens").arg(l.toString(tokens));
    if (unpriced)
        return cost > 0 ? ChatTurnWidget::tr("%1 · at least %2, some prices unknown").arg(counted, money)
                        : ChatTurnWidget::tr("%1 · price unknown").arg(counted);
    return cost > 0 ? ChatTurnWidget::tr("%1 · %2").arg(counted, money) : counted;
}

} // namespace

ChatTurnWidget::ChatTurnWidget(const QString &question, QWidget *parent)
    : QFrame(parent)
    , m_question(question)
    , m_progress(new QLabel(this))
    , m_draft(new QLabel(this))
    , m_answer(new QLabel(this))
    , m_badge(new QLabel(tr("Offline assistant · no language model"), this))
    , m_alternatives(new QLabel(this))
    , m_cost(new QLabel(this))
    , m_optionsBox(new QWidget(this))
    , m_optionsLayout(new QHBoxLayout(m_optionsBox))
    , m_actions(new QWidget(this))
    , m_keep(smallButton(tr("Keep as Example"), tr("Remember this question and its SQL; similar questions will be answered the same way."), m_actions))
    , m_undo(smallButton(tr("Undo"), tr("Remove the cells this answer added"), m_actions))
    , m_again(smallButton(tr("Ask Again"), tr("Remove this answer's cells and ask the question again"), m_actions))
    , m_settings(smallButton(tr("Language Models…"), tr("Choose a model in the settings"), this))
{
    setFrameShape(QFrame::NoFrame);
    auto *questionLabel = new QLabel(question, this);
    questionLabel->setWordWrap(true);
    questionLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = questionLabel->font();
    bold.setBold(true);
    questionLabel->setFont(bold);
    questionLabel->setAccessibleName(tr("Question"));
    m_progress->setWordWrap(true);
    m_progress->setForegroundRole(QPalette::PlaceholderText);
    m_draft->setWordWrap(true);
    m_draft->setTextFormat(Qt::PlainText);
    m_draft->setForegroundRole(QPalette::PlaceholderText);
    m_draft->setAccessibleName(tr("Being written"));
    m_draft->setToolTip(tr("The model's words as they arrive; the answer below replaces them when it is complete and checked."));
    m_draft->hide();
    m_answer->setWordWrap(true);
    m_answer->setTextFormat(Qt::MarkdownText);
    m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    m_answer->setAccessibleName(tr("Answer"));
    m_answer->hide();
    m_cost->setForegroundRole(QPalette::PlaceholderText);
    m_cost->setObjectName(QStringLiteral("cost"));
    m_badge->setToolTip(tr("Answered by rules from the schema, the glossary and value search; no data left this computer. "
                           "It declines questions it cannot answer reliably."));
    m_badge->setStyleSheet(QStringLiteral("QLabel { background: palette(midlight); color: palette(window-text); border-radius: 8px; padding: 1px 8px; }"));
    m_badge->setAccessibleName(tr("Offline assistant"));
    m_badge->hide();
    m_alternatives->setWordWrap(true);
    m_alternatives->setTextFormat(Qt::RichText);
    m_alternatives->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_alternatives->setAccessibleName(tr("Other readings"));
    m_alternatives->hide();
    connect(m_alternatives, &QLabel::linkActivated, this, [this](const QString &link) {
        if (!link.startsWith(QLatin1String("alt:")))
            return;
        const int i = link.mid(4).toInt();
        if (i < 0 || i >= m_readings.size())
            return;
        m_alternatives->setEnabled(false);
        emit alternativeChosen(m_readings[i]);
    });
    m_optionsLayout->setContentsMargins(0, 0, 0, 0);
    m_optionsBox->hide();
    m_settings->hide();
    // The cost on a line of its own under the buttons: in a narrow dock, beside them, its end
    // ("price unknown") would be cut off.
    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(m_keep);
    buttons->addWidget(m_undo);
    buttons->addWidget(m_again);
    buttons->addStretch();
    auto *actions = new QVBoxLayout(m_actions);
    actions->setContentsMargins(0, 0, 0, 0);
    actions->setSpacing(0);
    actions->addLayout(buttons);
    actions->addWidget(m_cost);
    m_cost->setWordWrap(true);
    m_actions->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 8);
    layout->setSpacing(4);
    layout->addWidget(questionLabel);
    layout->addWidget(m_progress);
    layout->addWidget(m_draft);
    layout->addWidget(m_badge, 0, Qt::AlignLeft);
    layout->addWidget(m_answer);
    layout->addWidget(m_alternatives);
    layout->addWidget(m_optionsBox);
    layout->addWidget(m_settings, 0, Qt::AlignLeft);
    layout->addWidget(m_actions);
    connect(m_keep, &QPushButton::clicked, this, &ChatTurnWidget::keepRequested);
    connect(m_undo, &QPushButton::clicked, this, &ChatTurnWidget::undoRequested);
    connect(m_again, &QPushButton::clicked, this, &ChatTurnWidget::againRequested);
    connect(m_settings, &QPushButton::clicked, this, &ChatTurnWidget::settingsRequested);
}

void ChatTurnWidget::addProgress(const ask::InformationUnit &unit)
{
    // One line per stage, the newest last: "Finding the tables: orders, customers".
    const QString name = agents::stageName(unit.action);
    if (unit.action == u"warning" || unit.action == u"error" || unit.action == u"refused")
        m_stages << QStringLiteral("⚠ ") + unit.description.toHtmlEscaped();
    else if (name != unit.action)
        m_stages << QStringLiteral("✓ %1 — %2").arg(name.toHtmlEscaped(), unit.description.left(160).toHtmlEscaped());
    else
        return;
    if (m_stages.size() > 12)
        m_stages.removeFirst();
    m_progress->setText(m_stages.join(QStringLiteral("<br>")));
}

void ChatTurnWidget::addCallProgress(const llm::CallProgress &p)
{
    if (p.stage == llm::CallProgress::Stage::Finished) {
        const llm::ChatResponse &r = p.response;
        if (!r.ok() || r.model.isEmpty())
            return;
        const QString who = r.providerName.isEmpty() ? r.model : tr("%1 (%2)").arg(r.model, r.providerName);
        if (!m_models.contains(who))
            m_models << who;
        m_unpriced = m_unpriced || (!r.usage.priced && r.usage.totalTokens() > 0);
        m_thinkingTokens += r.usage.reasoningTokens;
        return;
    }
    // A JSON answer's explanation as it is written; a text answer (an insight) as it is.
    const llm::ThinkingSplit split = llm::splitThinking(p.text);
    const QString text = split.unfinished ? tr("Thinking…")
                                          : (p.json ? llm::partialJsonString(p.text, QStringLiteral("explanation")) : split.answer);
    if (text.trimmed().isEmpty())
        return;
    m_draftText = text.trimmed();
    // Deltas come in bursts: lay the label out once per burst.
    if (!m_draftPending) {
        m_draftPending = true;
        QTimer::singleShot(0, this, &ChatTurnWidget::showDraft);
    }
}

void ChatTurnWidget::showDraft()
{
    m_draftPending = false;
    if (m_answer->isVisible())
        return; // the answer is in: the draft is over
    // The end of a long text is where the words arrive.
    const QString shown = m_draftText.size() > 600 ? QStringLiteral("…") + m_draftText.right(600) : m_draftText;
    m_draft->setText(QStringLiteral("✎ ") + shown);
    m_draft->show();
}

QString ChatTurnWidget::answeredByText() const
{
    if (m_models.isEmpty())
        return {};
    return tr("Answered by %1.").arg(m_models.join(QStringLiteral(", ")));
}

void ChatTurnWidget::setResult(const ask::AskResult &r, const QStringList &cellNames, const QString &notice)
{
    m_draft->hide();
    using Outcome = ask::AskResult::Outcome;
    QString text;
    switch (r.outcome) {
    case Outcome::Answered: {
        QStringList lines;
        if (!r.rewritten.isEmpty() && r.rewritten != m_question)
            lines << tr("*I read this as:* %1").arg(r.rewritten);
        for (const ask::AskStep &s : r.steps) {
            const int rows = int(std::min<qint64>(s.sample.totalRows, INT_MAX));
            if (s.ok() && r.offline)
                lines << tr("**%1** (%Ln row(s))", nullptr, rows).arg(s.cellName);
            else if (s.ok())
                lines << tr("**%1** — %2 (%Ln row(s))", nullptr, rows).arg(s.cellName, s.explanation.isEmpty() ? s.question : s.explanation);
            else
                lines << tr("⚠ %1: %2").arg(s.question, s.error);
        }
        if (!cellNames.isEmpty())
            lines << tr("Added to the notebook: %1").arg(cellNames.join(QStringLiteral(", ")));
        text = lines.join(QStringLiteral("\n\n"));
        break;
    }
    case Outcome::NeedsClarification: {
        text = r.clarification.question;
        QList<Option> options;
        if (!r.clarification.joinChoices.isEmpty()) {
            for (const schema::JoinChoice &c : r.clarification.joinChoices)
                options.append({c.title, QString(), tr("Join this way; Assay keeps the choice for these tables (Knowledge → Corrections)."), c});
        } else if (!r.clarification.readings.isEmpty()) {
            // the offline assistant's question back: each button is a whole reading
            m_askedReadings = r.clarification.readings;
            for (int i = 0; i < m_askedReadings.size(); ++i) {
                const ask::ReadingChoice &c = m_askedReadings[i];
                const bool word = c.change.slot == ask::ReadingSlot::Word;
                options.append({c.label, QString(),
                                word ? tr("Read “%1” as %2; Assay keeps it in the glossary for this connection.").arg(c.change.target, c.label)
                                     : tr("Answer with %1.").arg(c.label),
                                {}, false, i});
            }
        } else {
            for (const QString &o : r.clarification.options)
                options.append({o, o, o, {}});
        }
        showOptions(options);
        break;
    }
    case Outcome::NoModel:
        text = r.message;
        m_settings->show();
        break;
    case Outcome::Failed:
        text = r.offline && r.steps.isEmpty() ? r.message : tr("⚠ %1").arg(r.message);
        if (!r.offline && !cellNames.isEmpty())
            text += QStringLiteral("\n\n") + tr("The last query is kept in the cell %1 with its error, so you can fix it there.")
                                               .arg(cellNames.first());
        if (r.offline && (r.decline == ask::DeclineReason::None || ask::modelWouldAnswer(r.decline)))
            m_settings->show(); // a model answers what the rules decline (not a change of data)
        else
            // The rules may still answer, whether the model was out of reach or its queries kept
            // failing: the offline assistant may answer with its own reading.
            showOptions({{tr("Answer Offline"), {},
                          tr("Let the offline assistant answer this question from the schema, without a language model."), {}, true}});
        break;
    case Outcome::Cancelled:
        text = r.message;
        break;
    }
    for (const QString &note : QStringList(notice) + r.notes) {
        if (!note.isEmpty())
            text += QStringLiteral("\n\nℹ ") + note;
    }
    if (!r.offline && !answeredByText().isEmpty())
        text += QStringLiteral("\n\n") + answeredByText();
    m_answer->setText(text);
    m_answer->show();
    m_badge->setVisible(r.offline);
    m_readings.clear();
    QStringList links;
    for (const ask::ReadingChoice &c : r.alternatives) {
        links << QStringLiteral("<a href=\"alt:%1\">%2</a>").arg(m_readings.size()).arg(c.label.toHtmlEscaped());
        m_readings << c;
        if (links.size() >= 8)
            break;
    }
    // Under an answer, the other readings; under a decline, the closest ones it could answer.
    m_alternatives->setText(r.outcome == Outcome::Answered ? tr("Not what you meant? %1").arg(links.join(QStringLiteral(" · ")))
                                                           : tr("Closest readings: %1").arg(links.join(QStringLiteral(" · "))));
    m_alternatives->setVisible(r.offline && !links.isEmpty());
    m_alternatives->setEnabled(true);
    m_cost->setText(costText(r.promptTokens() + r.completionTokens(), r.cost(), m_unpriced, m_thinkingTokens));
    // What retrieval and pruning saved: the schema and notebook parts sent against the whole.
    QStringList sent;
    const QLocale l;
    if (r.fullSchemaTokens > 0)
        sent << tr("schema: %1 of %2 tokens").arg(l.toString(r.schemaTokens), l.toString(r.fullSchemaTokens));
    if (r.fullNotebookTokens > 0)
        sent << tr("notebook: %1 of %2 tokens").arg(l.toString(r.contextTokens), l.toString(r.fullNotebookTokens));
    QString costTip = sent.isEmpty() ? QString() : tr("Sent to the model, %1").arg(sent.join(QStringLiteral("; ")));
    if (m_unpriced)
        costTip += (costTip.isEmpty() ? QString() : QStringLiteral("\n")) +
                   tr("A model that answered has no price; enter it in Settings → Language Models → Prices.");
    m_cost->setToolTip(costTip);
    const bool answered = r.outcome == Outcome::Answered;
    m_keep->setVisible(answered);
    m_undo->setVisible(answered);
    m_again->setVisible(answered || r.outcome == Outcome::Failed);
    m_actions->setVisible(true);
}

void ChatTurnWidget::showOptions(const QList<Option> &options)
{
    for (QPushButton *b : std::as_const(m_options))
        b->deleteLater();
    m_options.clear();
    // Join choices are whole plans in words: one under the other, each with its joins spelled out.
    const bool plans = std::any_of(options.begin(), options.end(), [](const Option &o) { return !o.join.isEmpty(); });
    m_optionsLayout->setDirection(plans ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    for (const Option &o : options) {
        QPushButton *b = plans ? new QCommandLinkButton(o.label, o.join.label, m_optionsBox) : new QPushButton(o.label, m_optionsBox);
        b->setAutoDefault(false);
        b->setToolTip(o.toolTip);
        m_optionsLayout->addWidget(b);
        m_options << b;
        connect(b, &QPushButton::clicked, this, [this, answer = o.answer, join = o.join, offline = o.offline, reading = o.reading] {
            disableOptions();
            if (reading >= 0 && reading < m_askedReadings.size())
                emit readingChosen(m_askedReadings[reading]);
            else if (offline)
                emit offlineRequested();
            else if (!join.isEmpty())
                emit joinChosen(join, answer);
            else
                emit optionChosen(answer);
        });
    }
    m_optionsLayout->addStretch();
    m_optionsBox->show();
}

void ChatTurnWidget::setPastAnswer(const QString &answer, const QStringList &cellNames, int tokens, double cost)
{
    QString text = answer;
    if (!cellNames.isEmpty())
        text += QStringLiteral("\n\n") + tr("Cells: %1").arg(cellNames.join(QStringLiteral(", ")));
    m_answer->setText(text);
    m_answer->show();
    m_cost->setText(costText(tokens, cost));
    m_keep->hide();
    m_undo->hide();
    m_again->hide();
    m_actions->setVisible(!m_cost->text().isEmpty());
}

void ChatTurnWidget::setActionsEnabled(bool undo)
{
    m_undo->setEnabled(undo);
}

void ChatTurnWidget::offerSettings()
{
    m_settings->show();
}

void ChatTurnWidget::disableOptions()
{
    for (QPushButton *b : std::as_const(m_options))
        b->setEnabled(false);
}

} // namespace assay::ui
