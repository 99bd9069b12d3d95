#include "chartimage.h"
#include "uitr.h"

#include "chartrenderer.h"

#include "db/resultstore.h"

#include <QtCharts/QChart>

#include <QBuffer>
#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>

namespace assay::ui {
namespace {

QByteArray pngBytes(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

} // namespace

OffscreenChart::OffscreenChart(const charts::ChartSpec &spec, const db::ResultStore &rows, QSize size, bool dark)
    : m_scene(std::make_unique<QGraphicsScene>())
    , m_size(size)
    , m_dark(dark)
{
    m_title = defaultChartTitle(spec);
    if (spec.type == charts::ChartType::Table) {
        m_error = Tr::tr("This chart is shown as a table.");
        return;
    }
    ChartStyle style;
    style.dark = dark;
    style.pixelWidth = std::max(200, size.width() - 80);
    BuiltChart built = buildChart(spec, rows, style);
    if (!built.chart) {
        m_error = built.error.isEmpty() ? Tr::tr("There is nothing to draw.") : built.error;
        return;
    }
    m_chart = built.chart;
    m_notes = built.notes;
    m_scene->addItem(m_chart); // the scene owns it from here
    m_chart->setGeometry(QRectF(QPointF(0, 0), QSizeF(size)));
    // Lay the chart out now rather than on the next event-loop turn: there may not be one
    // before we paint (exports run in a loop, the command line has no window).
    if (m_chart->layout())
        m_chart->layout()->activate();
    m_scene->setSceneRect(QRectF(QPointF(0, 0), QSizeF(size)));
}

OffscreenChart::~OffscreenChart() = default;

void OffscreenChart::paint(QPainter *painter, const QRectF &target) const
{
    if (!m_chart)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    m_scene->render(painter, target, QRectF(QPointF(0, 0), QSizeF(m_size)), Qt::KeepAspectRatio);
    painter->restore();
}

QImage OffscreenChart::image(qreal scale) const
{
    QImage image(m_size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(m_dark ? QColor(0x1e, 0x1e, 0x1e) : QColor(Qt::white));
    QPainter p(&image);
    paint(&p, QRectF(QPointF(0, 0), QSizeF(m_size)));
    return image;
}

QByteArray OffscreenChart::png(qreal scale) const
{
    return pngBytes(image(scale));
}

void OffscreenChart::paintOnBackground(QPainter *painter) const
{
    painter->fillRect(QRect(QPoint(0, 0), m_size), m_dark ? QColor(0x1e, 0x1e, 0x1e) : QColor(Qt::white));
    paint(painter, QRectF(QPointF(0, 0), QSizeF(m_size)));
}

QByteArray OffscreenChart::svg() const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(m_size);
    generator.setViewBox(QRect(QPoint(0, 0), m_size));
    generator.setTitle(m_title);
    generator.setDescription(Tr::tr("Drawn by Assay"));
    {
        QPainter p(&generator);
        paintOnBackground(&p);
    }
    // QSvgGenerator states the size in millimetres (at its resolution), which every reader turns
    // back into a different pixel size; state it in pixels, as it was drawn.
    static const QRegularExpression mm(QStringLiteral("<svg width=\"[0-9.]+mm\" height=\"[0-9.]+mm\""));
    QString text = QString::fromUtf8(bytes);
    const auto match = mm.match(text);
    if (match.hasMatch())
        text.replace(match.capturedStart(), match.capturedLength(),
                     QStringLiteral("<svg width=\"%1\" height=\"%2\"").arg(m_size.width()).arg(m_size.height()));
    return text.toUtf8();
}

QPicture OffscreenChart::picture() const
{
    QPicture picture;
    picture.setBoundingRect(QRect(QPoint(0, 0), m_size));
    QPainter p(&picture);
    paintOnBackground(&p);
    p.end();
    return picture;
}

QByteArray pngFromPicture(const QPicture &picture, QSize size, qreal scale)
{
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::white);
    {
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        p.drawPicture(0, 0, picture);
    }
    return pngBytes(image);
}

DrawnReportChart drawReportChart(const charts::ChartSpec &spec, const std::shared_ptr<db::ResultStore> &rows, QSize size)
{
    DrawnReportChart out;
    out.chart.size = size;
    out.chart.title = defaultChartTitle(spec);
    if (!rows) {
        out.chart.error = Tr::tr("This chart has not been drawn: its cell has not run.");
        return out;
    }
    OffscreenChart chart(spec, *rows, size);
    if (!chart.isValid()) {
        out.chart.error = chart.error();
        return out;
    }
    out.chart.notes = chart.notes();
    out.chart.svg = chart.svg();
    out.picture = chart.picture();
    return out;
}

exports::ReportChart renderReportChart(const charts::ChartSpec &spec, const std::shared_ptr<db::ResultStore> &rows,
                                       QSize size)
{
    DrawnReportChart drawn = drawReportChart(spec, rows, size);
    if (drawn.chart.error.isEmpty())
        drawn.chart.png = pngFromPicture(drawn.picture, size, 2.0);
    return drawn.chart;
}

} // namespace assay::ui
