#pragma once
// One open notebook in the window: the core model, its runner, autosave, undo stack and file.
// Views call the edit methods here (which push undo commands); MainWindow calls the file ones.

#include "notebook/notebook.h"

#include <QObject>
#include <QString>

#include <functional>

class QUndoStack;

namespace assay::notebook {
class Autosaver;
class NotebookRunner;
struct NotebookDocument;
} // namespace assay::notebook

namespace assay::ui {

class NotebookDocument : public QObject {
    Q_OBJECT
public:
    explicit NotebookDocument(QObject *parent = nullptr);
    ~NotebookDocument() override;

    notebook::Notebook *notebook() const { return m_notebook; }
    notebook::NotebookRunner *runner() const { return m_runner; }
    notebook::Autosaver *autosaver() const { return m_autosaver; }
    QUndoStack *undoStack() const { return m_undo; }

    // --- edits (undoable) ---------------------------------------------------------------------
    QString addCell(notebook::CellKind kind, int index, const QString &source = {}, const QString &name = {});
    // A cell built whole (the assistant's, with its units); its name is made unique. Undoable.
    QString insertCell(int index, notebook::Cell cell);
    QString addChartCell(int index, const QString &sourceId, const charts::ChartSpec &spec, const QString &name = {});
    void deleteCell(const QString &id);
    void moveCell(const QString &id, int to);
    void editSource(const QString &id, const QString &text);
    // Returns false when the name is not valid (nothing changes).
    bool renameCell(const QString &id, const QString &newName, bool rewriteReferences);
    void setChart(const QString &id, const charts::ChartSpec &spec);
    void setChartSource(const QString &id, const QString &sourceId);
    // A parameter cell at the top of the notebook (after the parameters already there), for
    // `name` (a `:name` a cell reads without a cell defining it) or a new name. Returns the id.
    QString addParameterCell(const QString &name = {});
    void setParameter(const QString &id, const notebook::ParameterSpec &spec);
    void setParameterValue(const QString &id, const QStringList &values);

    // --- file ----------------------------------------------------------------------------------
    QString filePath() const { return m_path; }
    QString displayName() const; // file name, title, or "Untitled"
    QString save();                    // to filePath(); error text or empty
    QString saveAs(const QString &path);

    // Every way the notebook is replaced goes through one guard: unsaved work is replaced only
    // when the guard agrees (the window asks Save / Discard / Cancel), and discarded work is first
    // copied to the recovery folder (RecoveryStore::keepDiscarded), so nothing is lost for good.
    // The guard returns false to cancel; without one, work is copied and replaced.
    using ReplaceGuard = std::function<bool()>;
    void setReplaceGuard(ReplaceGuard guard) { m_guard = std::move(guard); }
    // Asks the guard when there is unsaved work and keeps a copy of what is discarded. False: the
    // notebook must stay (cancelled, or the copy could not be written; `message` says why).
    bool mayReplace();
    QString lastDiscardedCopy() const { return m_lastDiscarded; }

    struct Replaced {
        bool cancelled = false; // the guard said no: nothing changed
        QString error;          // the new notebook could not be read: nothing changed
        bool ok() const { return !cancelled && error.isEmpty(); }
    };
    Replaced open(const QString &path); // a notebook file
    Replaced newNotebook();
    // The bundled welcome notebook (on the sample database).
    Replaced openWelcome();
    // Restores a crashed session's recovery file as an unsaved notebook.
    Replaced restore(const QString &recoveryPath);

signals:
    void filePathChanged(const QString &path);
    void message(const QString &text, bool isError);

private:
    void resetHistory();
    // After mayReplace(): the notebook becomes `doc`, saved at `path` (empty: never saved).
    void replaceWith(const notebook::NotebookDocument &doc, const QString &path);

    notebook::Notebook *m_notebook;
    notebook::NotebookRunner *m_runner;
    notebook::Autosaver *m_autosaver;
    QUndoStack *m_undo;
    QString m_path;
    ReplaceGuard m_guard;
    QString m_lastDiscarded;
};

} // namespace assay::ui
