#pragma once
// The chat: the notebook's conversation with the assistant, a box to ask in (Enter asks,
// Shift+Enter breaks the line), a Stop button while it works, the stages streaming in, questions
// asked back answered by a click, and what each answer cost. Suggested first questions from the
// knowledge layer fill the empty state.

#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

namespace assay::ask {
struct AskResult;
struct InformationUnit;
} // namespace assay::ask
namespace assay::knowledge {
class KnowledgeService;
}

namespace assay::ui {

class AskController;
class ChatTurnWidget;

class ChatPanel : public QWidget {
    Q_OBJECT
public:
    ChatPanel(AskController *controller, knowledge::KnowledgeService *knowledge, QWidget *parent = nullptr);

    // Reloads the conversation from the notebook (a notebook was opened or created).
    void reloadHistory();
    bool askQuestion(const QString &question);

    QPlainTextEdit *input() const { return m_input; }
    QPushButton *sendButton() const { return m_send; }
    QComboBox *modeBox() const { return m_mode; }
    QList<ChatTurnWidget *> turns() const { return m_turns; }

signals:
    void settingsRequested();
    void message(const QString &text, bool isError);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void send();
    void onStarted(const QString &question);
    void onProgress(const ask::InformationUnit &unit);
    void onFinished(const ask::AskResult &result, const QStringList &cells);
    void updateEmptyState();
    ChatTurnWidget *addTurn(const QString &question);
    void scrollToEnd();

    AskController *m_controller;
    knowledge::KnowledgeService *m_knowledge;
    QScrollArea *m_scroll;
    QWidget *m_transcript;
    QVBoxLayout *m_turnsLayout;
    QWidget *m_empty;
    QLabel *m_emptyText;
    QVBoxLayout *m_suggestions;
    QPlainTextEdit *m_input;
    QPushButton *m_send;
    QComboBox *m_mode;
    QList<ChatTurnWidget *> m_turns;
    ChatTurnWidget *m_current = nullptr;
    QString m_pendingQuestion; // the question a clarification answers
    QString m_saidOfflineReason; // the reason no model answers, once said (onFinished)
};

} // namespace assay::ui
