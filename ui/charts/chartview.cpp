#include "chartview.h"

#include "chartrenderer.h"

#include "db/resultstore.h"

#include <QtCharts/QChart>
#include <QtCharts/QChartView>

#include <QApplication>
#include <QLabel>
#include <QPainter>
#include <QPalette>
#include <QStackedLayout>

namespace assay::ui {

ChartView::ChartView(QWidget *parent)
    : QWidget(parent)
    , m_view(new QChartView(this))
    , m_message(new QLabel(this))
    , m_stack(new QStackedLayout(this))
{
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(260);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_message->setEnabled(false);
    m_message->setMinimumHeight(80);
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_message);
    setAccessibleName(tr("Chart"));
    showMessage(tr("Run the cell to draw the chart."));
}

void ChartView::showChart(const charts::ChartSpec &spec, const std::shared_ptr<db::ResultStore> &rows)
{
    if (!rows) {
        showMessage(tr("Run the cell to draw the chart."));
        return;
    }
    ChartStyle style;
    style.dark = palette().color(QPalette::Base).lightness() < 128;
    QString error;
    QChart *chart = buildChart(spec, *rows, style, &error);
    if (!chart) {
        showMessage(error);
        return;
    }
    QChart *old = m_view->chart();
    m_view->setChart(chart); // the view owns the new chart
    if (old && old != chart)
        delete old;
    m_view->setMinimumHeight(spec.type == charts::ChartType::Pie ? 300 : 280);
    m_stack->setCurrentWidget(m_view);
}

void ChartView::showMessage(const QString &text)
{
    m_message->setText(text);
    m_stack->setCurrentWidget(m_message);
}

bool ChartView::hasChart() const
{
    return m_stack->currentWidget() == m_view && m_view->chart() && !m_view->chart()->series().isEmpty();
}

QString ChartView::message() const
{
    return m_stack->currentWidget() == m_message ? m_message->text() : QString();
}

QImage ChartView::render(const QSize &size, qreal scale) const
{
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(palette().color(QPalette::Base));
    if (!hasChart())
        return image;
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    m_view->chart()->scene()->render(&p, QRectF(QPointF(0, 0), QSizeF(size)), m_view->chart()->sceneBoundingRect());
    return image;
}

} // namespace assay::ui
