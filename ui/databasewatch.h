#pragma once
// What keeps the notebook living with its database, assembled for the main window in one place:
// the statement history (a History dock fed by the console, the cells and the Assistant), schema
// drift (a banner on every catalog read, the review dialog, File → Check for Schema Changes) and
// verified answers (the Assistant's Keep as Example verifies; a Verified Answers dock; re-checked
// after a schema change or a model change). MainWindow creates it, puts its banners above the
// tabs and its action in the File menu; everything else is wired here.

#include <QObject>

class QAction;
class QDockWidget;

namespace assay::ui {

class DriftController;
class HistoryPanel;
class HistoryService;
class MainWindow;
class MessageBanner;
class VerifiedController;
class VerifiedPanel;

class DatabaseWatch : public QObject {
    Q_OBJECT
public:
    explicit DatabaseWatch(MainWindow *window);
    ~DatabaseWatch() override;

    MessageBanner *driftBanner() const { return m_driftBanner; }
    MessageBanner *verifiedBanner() const { return m_verifiedBanner; }
    QAction *checkSchemaAction() const { return m_checkSchema; }
    HistoryService *history() const { return m_history; }
    HistoryPanel *historyPanel() const { return m_historyPanel; }
    DriftController *drift() const { return m_drift; }
    VerifiedController *verified() const { return m_verified; }
    VerifiedPanel *verifiedPanel() const { return m_verifiedPanel; }
    QDockWidget *historyDock() const { return m_historyDock; }
    QDockWidget *verifiedDock() const { return m_verifiedDock; }

private:
    void recordStatements();
    void openInNewCell(const QString &sql);

    MainWindow *m_window;
    MessageBanner *m_driftBanner;
    MessageBanner *m_verifiedBanner;
    HistoryService *m_history;
    HistoryPanel *m_historyPanel;
    DriftController *m_drift;
    VerifiedController *m_verified;
    VerifiedPanel *m_verifiedPanel;
    QDockWidget *m_historyDock;
    QDockWidget *m_verifiedDock;
    QAction *m_checkSchema;
    QString m_askedQuestion;
};

} // namespace assay::ui
