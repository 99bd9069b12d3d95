#pragma once
// One question and its answer in the chat: the question, the stages as they happen, then the
// answer (or the question asked back, with its options as buttons), with what it cost and the
// actions on it (keep as an example, undo the cells, ask again).

#include "ask/asktypes.h"

#include <QFrame>

class QLabel;
class QPushButton;
class QHBoxLayout;
class QVBoxLayout;

namespace assay::llm {
struct CallProgress;
}

namespace assay::ui {

class ChatTurnWidget : public QFrame {
    Q_OBJECT
public:
    explicit ChatTurnWidget(const QString &question, QWidget *parent = nullptr);

    void addProgress(const ask::InformationUnit &unit);
    // A model call of this question: its text as it streams in (the explanation of a query, an
    // insight) shows as a draft until the answer is complete; finished calls say which model
    // answered and whether its price is known.
    void addCallProgress(const llm::CallProgress &progress);
    // `notice`: said once above the notes (why no model answered, the first time it holds).
    void setResult(const ask::AskResult &result, const QStringList &cellNames, const QString &notice = {});
    // A past turn from the notebook's conversation: text only.
    void setPastAnswer(const QString &answer, const QStringList &cellNames, int tokens, double cost);
    void setActionsEnabled(bool undo);
    // Shows the button to the language-model settings (an answer given offline for want of one).
    void offerSettings();
    void disableOptions();

    QString question() const { return m_question; }
    QLabel *answerLabel() const { return m_answer; }
    QLabel *draftLabel() const { return m_draft; }
    // "gpt-4o-mini (OpenAI)": the models that answered this question's calls.
    QStringList modelsUsed() const { return m_models; }
    QLabel *offlineBadge() const { return m_badge; }
    // The offline assistant's other readings, as links ("alt:N").
    QLabel *alternativesLabel() const { return m_alternatives; }
    QList<QPushButton *> optionButtons() const { return m_options; }
    QPushButton *keepButton() const { return m_keep; }
    QPushButton *undoButton() const { return m_undo; }
    QPushButton *againButton() const { return m_again; }

signals:
    void optionChosen(const QString &option);
    // A way to join was chosen (a button of a join question): ask again with the typed choice,
    // which is also kept for the connection; `answer` is the button's text.
    void joinChosen(const assay::schema::JoinChoice &choice, const QString &answer);
    // An other reading of the offline assistant was clicked: ask again with it, whole.
    void alternativeChosen(const assay::ask::ReadingChoice &reading);
    // An answer to the offline assistant's question back ("By “vocalists” do you mean singer?"):
    // ask again with that reading, whole; the word's meaning it carries is kept for the connection.
    void readingChosen(const assay::ask::ReadingChoice &reading);
    // "Answer Offline": the offline assistant answers this question.
    void offlineRequested();
    void keepRequested();
    void undoRequested();
    void againRequested();
    void settingsRequested();

private:
    // Buttons under the answer; a click passes `answer` on as optionChosen.
    struct Option {
        QString label;
        QString answer;
        QString toolTip;
        schema::JoinChoice join; // set: a join choice, passed on whole as joinChosen
        bool offline = false;    // set: "Answer Offline", passed on as offlineRequested
        int reading = -1;        // set: an offline question back's reading (m_askedReadings), passed on as readingChosen
    };
    void showOptions(const QList<Option> &options);
    QString m_question;
    void showDraft();
    QString answeredByText() const;

    QLabel *m_progress;
    QLabel *m_draft;
    QString m_draftText;
    bool m_draftPending = false;
    QStringList m_models;
    bool m_unpriced = false; // a call's model has no price in the price table
    qint64 m_thinkingTokens = 0; // of the answered calls' output, the thinking
    QLabel *m_answer;
    QLabel *m_badge;
    QLabel *m_alternatives;
    QList<ask::ReadingChoice> m_readings; // the other readings offered, in link order
    QList<ask::ReadingChoice> m_askedReadings; // the options of an offline question back, in button order
    QLabel *m_cost;
    QWidget *m_optionsBox;
    QHBoxLayout *m_optionsLayout;
    QList<QPushButton *> m_options;
    QWidget *m_actions;
    QPushButton *m_keep;
    QPushButton *m_undo;
    QPushButton *m_again;
    QPushButton *m_settings;
    QStringList m_stages;
};

} // namespace assay::ui
