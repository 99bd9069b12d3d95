#pragma once

#include "cellwidget.h"

namespace assay::ui {

class ResultGrid;
class SqlEditor;

class SqlCellWidget : public CellWidget {
    Q_OBJECT
public:
    SqlCellWidget(NotebookDocument *doc, const QString &cellId, QWidget *parent = nullptr);

    void refreshContent() override;
    void refreshOutput() override;
    void showRunningJob(db::QueryJob *job) override;
    void focusEditor() override;
    void setCompletions(const QStringList &names) override;

    SqlEditor *editor() const { return m_editor; }
    ResultGrid *grid() const { return m_grid; }

private:
    void fitGrid();

    SqlEditor *m_editor;
    ResultGrid *m_grid;
    QLabel *m_staleNote;
    bool m_syncing = false;
};

} // namespace assay::ui
