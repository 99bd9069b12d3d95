#pragma once
// The History dock: every statement run on the connected database from the console, cells and the
// Assistant, newest first. Search any part of a statement (or the cell, question or error), filter
// by source or failures, reopen one in a new cell with a double click or Enter, copy it, clear the
// history, and keep none for production connections. Only shows: the service does the work.

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QTimer;
class QToolButton;

namespace assay::ui {

class HistoryModel;
class HistoryService;

class HistoryPanel : public QWidget {
    Q_OBJECT
public:
    explicit HistoryPanel(HistoryService *service, QWidget *parent = nullptr);

    QLineEdit *searchBox() const { return m_search; }
    QComboBox *sourceFilter() const { return m_source; }
    QCheckBox *failedOnly() const { return m_failedOnly; }
    QTableView *view() const { return m_view; }
    HistoryModel *model() const { return m_model; }
    QLabel *statusLabel() const { return m_status; }
    // Searches again now (the service calls it after each statement; tests call it directly).
    void refresh();
    // The selected statement goes to a new cell (what double click and the button do).
    void openSelected();
    // "Clear History…" without the question (tests).
    void clearWithoutAsking();

signals:
    void openInNewCell(const QString &sql);
    void message(const QString &text, bool isError);

private:
    void showPage(int shown, qint64 matching);
    void updateButtons();

    HistoryService *m_service;
    HistoryModel *m_model;
    QLineEdit *m_search;
    QComboBox *m_source;
    QCheckBox *m_failedOnly;
    QTableView *m_view;
    QLabel *m_status;
    QPushButton *m_open;
    QToolButton *m_more;
    QTimer *m_debounce;
};

} // namespace assay::ui
