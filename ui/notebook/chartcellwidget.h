#pragma once

#include "cellwidget.h"

namespace assay::ui {

class ChartEditor;
class ChartView;

class ChartCellWidget : public CellWidget {
    Q_OBJECT
public:
    ChartCellWidget(NotebookDocument *doc, const QString &cellId, QWidget *parent = nullptr);

    void refreshContent() override;
    void refreshOutput() override;
    ChartEditor *editor() const { return m_editor; }
    ChartView *view() const { return m_view; }

    // The SQL cells a chart can read (names change; this refreshes the source list).
    void refreshSources();

private:
    ChartEditor *m_editor;
    ChartView *m_view;
};

} // namespace assay::ui
