#pragma once
// A chart cell: the point-and-click editor, the chart, and a line saying why this chart was
// chosen (the recommender's reasons), with a button to ask for the recommendation again.

#include "cellwidget.h"

class QLabel;
class QToolButton;

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
    QLabel *whyLabel() const { return m_why; }
    QToolButton *recommendButton() const { return m_recommend; }

    // The SQL cells a chart can read (names change; this refreshes the source list).
    void refreshSources();
    // Replaces the chart with the rules' recommendation for the source's current result.
    void recommendAgain();

private:
    void refreshWhy();

    ChartEditor *m_editor;
    QLabel *m_why;
    QToolButton *m_recommend;
    ChartView *m_view;
};

} // namespace assay::ui
