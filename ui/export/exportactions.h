#pragma once
// Where exports meet the window: File → Export (report, Jupyter notebook, the current cell's
// data, the current chart), Print Report and Print Preview, the chart's right-click menu (Export
// Chart, Copy Chart) and the result grid's (Copy, Export Data). The window and the cell widgets
// call one function each; everything else about exports stays in ui/export.

#include <QString>

class QMenu;
class QWidget;

namespace assay::notebook {
class Notebook;
}

namespace assay::ui {

class ChartView;
class DataExportJob;
class MainWindow;
class ResultGrid;

void addExportActions(MainWindow *window, QMenu *fileMenu);
void addChartExportActions(ChartView *view, const notebook::Notebook *notebook, const QString &cellId);
void addResultExportActions(ResultGrid *grid);

// A progress dialog (after 400 ms) for a running data export, with Cancel, and a message where
// the user is looking when it ends. Deletes the job when it finishes. `totalRows` < 0: unknown.
void watchDataExport(QWidget *parent, DataExportJob *job, qint64 totalRows);

} // namespace assay::ui
