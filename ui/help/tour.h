#pragma once
// The first-run tour: a few non-modal bubbles, each pointing at one part of the window (the
// notebook, the Assistant, the schema). The window stays usable; Esc or "Skip" ends it. Shown
// once (QSettings `tour/shown`), again from Help → Tour.

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

class QFrame;
class QLabel;
class QPushButton;
class QWidget;

namespace assay::ui {

class Tour : public QObject {
    Q_OBJECT
public:
    struct Step {
        QPointer<QWidget> target;
        QString title;
        QString text;
    };

    // `window` hosts the bubble; the steps point at widgets inside it.
    Tour(QWidget *window, QList<Step> steps);
    ~Tour() override;

    static bool wasShown();
    static void setShown(bool shown);

    void start();
    void next();
    void back();
    void finish();
    bool isActive() const;
    int currentStep() const { return m_index; }
    int stepCount() const { return int(m_steps.size()); }
    QFrame *bubble() const { return m_bubble; }

signals:
    void finished();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showStep();
    void place();

    QWidget *m_window;
    QList<Step> m_steps;
    int m_index = -1;
    QFrame *m_bubble;
    QWidget *m_highlight;
    QLabel *m_counter;
    QLabel *m_title;
    QLabel *m_text;
    QPushButton *m_back;
    QPushButton *m_next;
    QPushButton *m_skip;
};

} // namespace assay::ui
