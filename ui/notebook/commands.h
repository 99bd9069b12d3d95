#pragma once
// Undoable edits of a notebook. Each command applies itself to the core model through Notebook's
// methods; the model's signals update the views. Typing in a cell merges into one command per
// burst so Undo takes back words, not characters.

#include "notebook/notebook.h"

#include <QUndoCommand>

namespace assay::ui {

enum CommandId { EditSourceId = 1, ChartSpecId = 2, ParameterValueId = 3 };

class InsertCellCommand : public QUndoCommand {
public:
    InsertCellCommand(notebook::Notebook *nb, int index, notebook::Cell cell);
    void redo() override;
    void undo() override;
    QString cellId() const { return m_cell.id; }

private:
    notebook::Notebook *m_nb;
    int m_index;
    notebook::Cell m_cell;
};

class RemoveCellCommand : public QUndoCommand {
public:
    RemoveCellCommand(notebook::Notebook *nb, const QString &id);
    void redo() override;
    void undo() override;

private:
    notebook::Notebook *m_nb;
    QString m_id;
    int m_index = -1;
    notebook::Cell m_cell;
};

class MoveCellCommand : public QUndoCommand {
public:
    MoveCellCommand(notebook::Notebook *nb, const QString &id, int to);
    void redo() override;
    void undo() override;

private:
    notebook::Notebook *m_nb;
    QString m_id;
    int m_from;
    int m_to;
};

class EditSourceCommand : public QUndoCommand {
public:
    EditSourceCommand(notebook::Notebook *nb, const QString &id, const QString &before, const QString &after);
    void redo() override;
    void undo() override;
    int id() const override { return EditSourceId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    notebook::Notebook *m_nb;
    QString m_id;
    QString m_before;
    QString m_after;
    qint64 m_lastEditMs;
};

class RenameCellCommand : public QUndoCommand {
public:
    // With rewrite, references to the old name in other cells are rewritten too.
    RenameCellCommand(notebook::Notebook *nb, const notebook::RenamePlan &plan, bool rewrite);
    void redo() override;
    void undo() override;

private:
    notebook::Notebook *m_nb;
    notebook::RenamePlan m_plan;
    bool m_rewrite;
    QHash<QString, QString> m_previousSources;
};

class ChartSpecCommand : public QUndoCommand {
public:
    ChartSpecCommand(notebook::Notebook *nb, const QString &id, const charts::ChartSpec &spec);
    void redo() override;
    void undo() override;

private:
    notebook::Notebook *m_nb;
    QString m_id;
    charts::ChartSpec m_before;
    charts::ChartSpec m_after;
};

class ChartSourceCommand : public QUndoCommand {
public:
    ChartSourceCommand(notebook::Notebook *nb, const QString &id, const QString &sourceId);
    void redo() override;
    void undo() override;

private:
    notebook::Notebook *m_nb;
    QString m_id;
    QString m_before;
    QString m_after;
};

// A parameter's definition: type, choices, default (and the current value with them).
class ParameterSpecCommand : public QUndoCommand {
public:
    ParameterSpecCommand(notebook::Notebook *nb, const QString &id, const notebook::ParameterSpec &spec);
    void redo() override;
    void undo() override;

private:
    notebook::Notebook *m_nb;
    QString m_id;
    notebook::ParameterSpec m_before;
    notebook::ParameterSpec m_after;
};

// A new value chosen in a parameter's widget. Choices made in quick succession on the same
// parameter (ticking several regions) merge into one undo step.
class ParameterValueCommand : public QUndoCommand {
public:
    ParameterValueCommand(notebook::Notebook *nb, const QString &id, const QStringList &values);
    void redo() override;
    void undo() override;
    int id() const override { return ParameterValueId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    notebook::Notebook *m_nb;
    QString m_id;
    notebook::ParameterSpec m_before; // whole, so undo restores "no value chosen, the default"
    QStringList m_after;
    qint64 m_lastEditMs;
};

} // namespace assay::ui
