#pragma once
// Shows a chart (or a message saying why there is none) for a spec and its aggregated rows, with
// a line of notes under it: what the chart leaves out, how the forecast was made.

#include "charts/chartspec.h"

#include <QWidget>

#include <memory>

QT_BEGIN_NAMESPACE
class QAction;
class QChartView;
class QLabel;
class QStackedLayout;
QT_END_NAMESPACE

namespace assay::db {
class ResultStore;
}

namespace assay::ui {

class ChartView : public QWidget {
    Q_OBJECT
public:
    explicit ChartView(QWidget *parent = nullptr);

    void showChart(const charts::ChartSpec &spec, const std::shared_ptr<db::ResultStore> &rows);
    void showMessage(const QString &text);
    bool hasChart() const;
    QString message() const;
    QString notes() const;
    // The drawing, once a chart was shown (a cell that only ever shows a message has none: a
    // QChartView costs milliseconds to make, paid by every chart cell scrolled into view).
    QChartView *chartView() const { return m_view; }
    // An action of the chart's context menu (export, copy): on the drawing, once there is one.
    void addChartAction(QAction *action);
    // The view's width when the chart was last drawn (it is redrawn when that changes).
    int drawnWidth() const { return m_drawnWidth; }
    // The chart rendered into an image of the given size (exports, screenshots).
    QImage render(const QSize &size, qreal scale = 1.0) const;

    // The tooltip over a shortened axis label: its whole name (empty elsewhere). `pos` is in
    // this widget's coordinates.
    QString toolTipAt(const QPoint &pos) const;

protected:
    // Shortened axis labels show their whole names as tooltips.
    bool eventFilter(QObject *watched, QEvent *event) override;
    // A theme switch (light/dark) redraws the chart with the matching palette.
    void changeEvent(QEvent *event) override;
    // A new width redraws the chart: labels, ticks and the legend's place depend on it.
    void resizeEvent(QResizeEvent *event) override;

private:
    charts::ChartSpec m_spec;
    std::weak_ptr<db::ResultStore> m_rows;
    bool m_drawnDark = false;
    int m_drawnWidth = 0;
    bool m_redrawPending = false;
    QChartView *ensureView();

    QChartView *m_view = nullptr;
    QList<QAction *> m_chartActions;
    QLabel *m_message;
    QLabel *m_notes;
    QStackedLayout *m_stack;
};

} // namespace assay::ui
