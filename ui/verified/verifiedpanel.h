#pragma once
// The Verified Answers dock: each question the analyst marked as right, with how the last check
// went (same result, different result, no longer answerable, not checked yet). The selected one
// shows the verified SQL and its rows beside what the assistant answers now, and why it differs.
// Check All Now asks every question again; Stop ends a check; Remove forgets an answer.

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace assay::ui {

class VerifiedController;

class VerifiedPanel : public QWidget {
    Q_OBJECT
public:
    explicit VerifiedPanel(VerifiedController *controller, QWidget *parent = nullptr);

    QTreeWidget *list() const { return m_list; }
    QLabel *statusLabel() const { return m_status; }
    QPushButton *checkButton() const { return m_check; }
    QPlainTextEdit *verifiedSql() const { return m_verifiedSql; }
    QPlainTextEdit *currentSql() const { return m_currentSql; }
    QTableWidget *verifiedRows() const { return m_verifiedRows; }
    QTableWidget *currentRows() const { return m_currentRows; }
    QLabel *detailNote() const { return m_note; }
    void select(int row);

private:
    void reload();
    void showDetails();
    QWidget *side(const QString &title, QPlainTextEdit *sql, QTableWidget *rows);

    VerifiedController *m_controller;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_check;
    QPushButton *m_stop;
    QPushButton *m_remove;
    QTreeWidget *m_list;
    QLabel *m_note;
    QPlainTextEdit *m_verifiedSql;
    QPlainTextEdit *m_currentSql;
    QTableWidget *m_verifiedRows;
    QTableWidget *m_currentRows;
};

} // namespace assay::ui
