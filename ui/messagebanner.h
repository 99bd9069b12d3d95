#pragma once
// An inline message strip (info, warning, error) shown where the user is looking, instead of a
// modal box. Optionally clickable, to jump to what it talks about.

#include <QFrame>

class QLabel;
class QPushButton;
class QToolButton;

namespace assay::ui {

class MessageBanner : public QFrame {
    Q_OBJECT
public:
    enum class Kind { Info, Success, Warning, Error };

    explicit MessageBanner(QWidget *parent = nullptr);

    void showMessage(Kind kind, const QString &text);
    // With a button that emits actionTriggered() (and clears the message).
    void showMessage(Kind kind, const QString &text, const QString &actionText);
    void clearMessage();
    QString text() const;
    Kind kind() const { return m_kind; }

signals:
    void activated(); // the user clicked the message
    void actionTriggered();

protected:
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    QLabel *m_icon;
    QLabel *m_text;
    QToolButton *m_close;
    QPushButton *m_action;
    Kind m_kind = Kind::Info;
};

} // namespace assay::ui
