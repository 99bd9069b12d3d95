#pragma once
// The frame every cell shares: a header with the cell's name, state, figures and actions, and a
// body the subclasses fill. Cells talk to the model only through NotebookDocument.

#include "notebook/cell.h"

#include <QFrame>

class QHBoxLayout;
class QLabel;
class QLineEdit;
class QToolButton;
class QVBoxLayout;

namespace assay::db {
class QueryJob;
}

namespace assay::ui {

class MessageBanner;
class NotebookDocument;

class CellWidget : public QFrame {
    Q_OBJECT
    Q_MOC_INCLUDE("db/dbsession.h")
public:
    CellWidget(NotebookDocument *doc, const QString &cellId, QWidget *parent = nullptr);

    QString cellId() const { return m_id; }
    const notebook::Cell *cell() const;
    void setCurrent(bool current);
    bool isCurrent() const { return m_current; }
    // Command mode (Esc): the current cell is selected as a whole and keys act on cells; the
    // frame shows which mode the notebook is in.
    void setCommandMode(bool on);
    bool isCommandMode() const { return m_commandMode; }

    // The model changed: text, name or spec.
    virtual void refreshContent();
    // A new result or error arrived (or the cell was loaded with one).
    virtual void refreshOutput();
    // Rows of a running query stream in (SQL cells show them at once).
    virtual void showRunningJob(db::QueryJob *job) { Q_UNUSED(job); }
    void refreshState();
    // The dependency graph changed: diagnostics may differ.
    void refreshDiagnostic();
    virtual void focusEditor() {}
    // Names to complete in SQL (cells and catalog).
    virtual void setCompletions(const QStringList &names) { Q_UNUSED(names); }

    QLabel *nameLabel() const { return m_name; }
    MessageBanner *banner() const { return m_banner; }
    // "Computed with region = North": the parameters the shown result was computed with.
    QLabel *parametersLabel() const { return m_parameters; }
    QString statsText() const;

signals:
    void activated(const QString &id);
    void runRequested(const QString &id, bool advance);
    void renameRequested(const QString &id, const QString &newName);
    void deleteRequested(const QString &id);
    void moveRequested(const QString &id, int delta);
    void chartRequested(const QString &sourceId);
    // "Describe this result" on a SQL or chart cell; "Regenerate" on an insight cell.
    void insightRequested(const QString &id);
    // Esc in the cell's editor: leave editing for the notebook's command mode.
    void commandModeRequested(const QString &id);
    // "Create parameter" on a cell that reads a `:name` no parameter cell defines.
    void parameterCellRequested(const QString &name);

protected:
    QVBoxLayout *body() const { return m_body; }
    // The header row, and where a subclass's own widgets go in it (after the name).
    QHBoxLayout *header() const { return m_header; }
    int headerInsertIndex() const { return 3; }
    // Hides the state badge (a parameter shows its value instead).
    void setBadgeShown(bool shown);
    NotebookDocument *document() const { return m_doc; }
    bool eventFilter(QObject *watched, QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    // Subclasses call this for child widgets so that clicking them makes the cell current.
    void watchForActivation(QWidget *w);
    virtual QString diagnosticOrError() const;

private:
    void refreshParameters();
    void startRename();
    void finishRename();
    void showMenu();
    void updateStyle();

    NotebookDocument *m_doc;
    QString m_id;
    QLabel *m_icon;
    QLabel *m_name;
    QLineEdit *m_nameEdit;
    QLabel *m_badge;
    QLabel *m_stats;
    QToolButton *m_run;
    QToolButton *m_menu;
    QVBoxLayout *m_body;
    QHBoxLayout *m_header;
    QLabel *m_parameters;
    MessageBanner *m_banner;
    bool m_current = false;
    bool m_commandMode = false;
};

} // namespace assay::ui
