#pragma once
// The knowledge panel: what Assay knows about the connected database, and the user's say in it.
// Overview (summary, entities, first questions), tables and columns with descriptions the user can
// edit (edits win over generated text and survive rebuilds), the glossary, the example memory,
// the relationships (declared, found in the data with their evidence; accept, reject, add), the
// analyst's corrections to how tables join (listed, removable), a search box to try retrieval, and the build's status, progress, warnings and cancel button.
// Everything slow happens in KnowledgeService; this widget only shows snapshots and forwards edits.

#include <QWidget>

#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTextBrowser;
class QTimer;
class QToolButton;
class QTreeView;
class QTreeWidget;
class QFrame;

namespace assay::knowledge {
class KnowledgeService;
struct BuildReport;
} // namespace assay::knowledge

namespace assay::ui {

class CorrectionsList;
class GlossaryModel;
class RelationshipsList;
class KnowledgeTreeModel;

class KnowledgePanel : public QWidget {
    Q_OBJECT
public:
    explicit KnowledgePanel(knowledge::KnowledgeService *service, QWidget *parent = nullptr);

    // The same as the Import… and Export… buttons without the file dialog (also for tests).
    bool importGlossaryFile(const QString &path);
    bool exportGlossaryFile(const QString &path);

    QTabWidget *tabs() const { return m_tabs; }
    QTreeView *tablesView() const { return m_tablesView; }
    QTableView *glossaryView() const { return m_glossaryView; }
    QTextBrowser *overview() const { return m_overview; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *warningLabel() const { return m_warningText; }
    QLineEdit *searchBox() const { return m_search; }
    QTreeWidget *searchResults() const { return m_searchResults; }
    QTreeWidget *examplesView() const { return m_examples; }
    // What an empty Glossary or Examples tab says to do; hidden once the tab has entries.
    QLabel *glossaryEmptyNote() const { return m_glossaryEmpty; }
    QLabel *examplesEmptyNote() const { return m_examplesEmpty; }
    CorrectionsList *corrections() const { return m_corrections; }
    RelationshipsList *relationships() const { return m_relationships; }

    // Whether sample values may go to the model (a setting; applies to the next build).
    static bool shareSampleValues();

signals:
    void questionActivated(const QString &question); // a suggested first question was clicked
    void message(const QString &text, bool isError);  // for the window's banner

private:
    QWidget *createOverviewTab();
    QWidget *createTablesTab();
    QWidget *createGlossaryTab();
    QWidget *createExamplesTab();
    QWidget *createSearchTab();
    void refreshContext();
    void refreshGlossary();
    void refreshExamples();
    void refreshOverview();
    void updateStatus();
    void showWarnings(const QStringList &warnings);
    void onBuildFinished(const knowledge::BuildReport &report);
    void addGlossaryEntry();
    void editGlossaryEntry();
    void removeGlossaryEntries();
    void addExample();
    void removeExamples();
    void runSearch();

    knowledge::KnowledgeService *m_service;
    QLabel *m_status;
    QToolButton *m_build;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QFrame *m_warningStrip;
    QLabel *m_warningText;
    QToolButton *m_warningToggle;
    QListWidget *m_warningList;
    QTabWidget *m_tabs;
    QTextBrowser *m_overview;
    KnowledgeTreeModel *m_tableModel;
    QSortFilterProxyModel *m_tableFilter;
    QTreeView *m_tablesView;
    GlossaryModel *m_glossaryModel;
    QTableView *m_glossaryView;
    QTreeWidget *m_examples;
    QLabel *m_glossaryEmpty = nullptr;
    QLabel *m_examplesEmpty = nullptr;
    CorrectionsList *m_corrections;
    RelationshipsList *m_relationships;
    QPlainTextEdit *m_exampleSql;
    QLineEdit *m_search;
    QTreeWidget *m_searchResults;
    QTimer *m_searchDelay;
    QCheckBox *m_shareValues;
    quint64 m_searchRevision = 0;
    QString m_valuesStatus;
};

} // namespace assay::ui
