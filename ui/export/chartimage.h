#pragma once
// Charts as images, drawn off screen with the same builder the notebook uses (ui::buildChart):
// SVG (vector, for reports and the SVG export), PNG at any size and scale, or straight onto a
// painter (PDF pages and print, which stay vector). GUI thread only: QtCharts items are widgets.

#include "charts/chartspec.h"
#include "export/report.h"

#include <QImage>
#include <QPicture>
#include <QSize>

#include <memory>

QT_BEGIN_NAMESPACE
class QChart;
class QGraphicsScene;
class QPainter;
QT_END_NAMESPACE

namespace assay::db {
class ResultStore;
}

namespace assay::ui {

// One chart laid out at a size, ready to be drawn any number of times.
class OffscreenChart {
public:
    OffscreenChart(const charts::ChartSpec &spec, const db::ResultStore &rows, QSize size, bool dark = false);
    ~OffscreenChart();

    bool isValid() const { return m_chart != nullptr; }
    QString error() const { return m_error; }
    QStringList notes() const { return m_notes; }
    QString title() const { return m_title; }
    QSize size() const { return m_size; }

    void paint(QPainter *painter, const QRectF &target) const;
    QImage image(qreal scale = 1.0) const;   // with the device pixel ratio set to `scale`
    QByteArray png(qreal scale = 1.0) const;
    QByteArray svg() const;
    // The drawing recorded (a few ms), for pngFromPicture on any thread: rasterising is the slow
    // part (tens of ms a chart at 2x), too slow for the GUI thread.
    QPicture picture() const;

private:
    void paintOnBackground(QPainter *painter) const; // the theme's background, then the chart

    std::unique_ptr<QGraphicsScene> m_scene; // owns the chart
    QChart *m_chart = nullptr;
    QSize m_size;
    QString m_error;
    QStringList m_notes;
    QString m_title;
    bool m_dark = false;
};

// A recorded chart (OffscreenChart::picture) as PNG at `scale`; any thread (QPainter on a QImage).
QByteArray pngFromPicture(const QPicture &picture, QSize size, qreal scale);

// A report's chart cell drawn on the GUI thread: its SVG, and its recorded drawing for the PNG,
// which pngFromPicture makes later on any thread. Or the reason there is no chart.
struct DrawnReportChart {
    exports::ReportChart chart; // png left empty
    QPicture picture;
};
DrawnReportChart drawReportChart(const charts::ChartSpec &spec, const std::shared_ptr<db::ResultStore> &rows, QSize size);

// The image of a report's chart cell (SVG and a 2x PNG), or the reason there is none.
exports::ReportChart renderReportChart(const charts::ChartSpec &spec, const std::shared_ptr<db::ResultStore> &rows,
                                       QSize size);

// The sizes the chart export offers: a pixel size and a scale for high-density screens.
struct ChartImageRequest {
    QSize size{1200, 700};
    qreal scale = 1.0;
};

} // namespace assay::ui
