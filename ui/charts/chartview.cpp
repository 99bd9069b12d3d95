#include "chartview.h"

#include "chartaxes.h"
#include "chartrenderer.h"

#include "db/resultstore.h"

#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QAbstractAxis>

#include <QApplication>
#include <cmath>
#include <QEvent>
#include <QLabel>
#include <QPainter>
#include <QPalette>
#include <QStackedLayout>
#include <QTimer>
#include <QToolTip>
#include <QHelpEvent>
#include <QVBoxLayout>

namespace assay::ui {

ChartView::ChartView(QWidget *parent)
    : QWidget(parent)
    , m_message(new QLabel(this))
    , m_notes(new QLabel(this))
    , m_stack(new QStackedLayout)
{
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_message->setEnabled(false);
    m_message->setMinimumHeight(80);
    m_notes->setWordWrap(true);
    m_notes->setEnabled(false); // the palette's secondary text colour, in light and dark themes
    m_notes->setAccessibleName(tr("Chart notes"));
    QFont small = m_notes->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_notes->setFont(small);
    m_notes->hide();
    m_stack->addWidget(m_message);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(m_stack);
    layout->addWidget(m_notes);
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
    m_spec = spec;
    m_rows = rows;
    m_drawnDark = style.dark;
    // Before the first layout the view has no width yet; assume a typical notebook width.
    m_drawnWidth = width();
    style.pixelWidth = width() > 200 ? width() - 100 : 900;
    BuiltChart built = buildChart(spec, *rows, style);
    if (!built.chart) {
        showMessage(built.error);
        return;
    }
    ensureView();
    QChart *old = m_view->chart();
    m_view->setChart(built.chart); // the view owns the new chart
    if (old && old != built.chart)
        delete old;
    m_view->setMinimumHeight(built.preferredHeight > 0 ? std::min(built.preferredHeight, 1200)
                                                       : spec.type == charts::ChartType::Pie ? 300 : 280);
    m_notes->setText(built.notes.join(QLatin1Char(' ')));
    m_notes->setVisible(!built.notes.isEmpty());
    m_stack->setCurrentWidget(m_view);
}

namespace {

// The whole name of a category whose axis label was shortened, when `pos` (in the view) is over
// the labels of its axis; empty otherwise.
QString fullCategoryAt(QChartView *view, const QPoint &pos)
{
    QChart *chart = view->chart();
    if (!chart || chart->series().isEmpty())
        return {};
    const QPointF scenePos = view->mapToScene(pos);
    const QPointF chartPos = chart->mapFromScene(scenePos);
    const QRectF plot = chart->plotArea();
    for (QAbstractAxis *axis : chart->axes()) {
        const QStringList full = axis->property(FullLabelsProperty).toStringList();
        if (full.isEmpty())
            continue;
        const bool alongX = axis->orientation() == Qt::Horizontal;
        // Over the labels: below the plot for x, left of it for y, within its extent.
        const bool over = alongX ? chartPos.y() > plot.bottom() && chartPos.x() >= plot.left() && chartPos.x() <= plot.right()
                                 : chartPos.x() < plot.left() && chartPos.y() >= plot.top() && chartPos.y() <= plot.bottom();
        if (!over)
            continue;
        const QPointF onPlot(alongX ? chartPos.x() : plot.center().x(), alongX ? plot.center().y() : chartPos.y());
        const QPointF value = chart->mapToValue(onPlot, chart->series().first());
        const int index = int(std::lround(alongX ? value.x() : value.y()));
        if (index >= 0 && index < full.size())
            return full[index];
    }
    return {};
}

} // namespace

bool ChartView::eventFilter(QObject *watched, QEvent *event)
{
    if (m_view && watched == m_view->viewport() && event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const QString full = fullCategoryAt(m_view, help->pos());
        if (!full.isEmpty()) {
            QToolTip::showText(help->globalPos(), full, m_view);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QString ChartView::toolTipAt(const QPoint &pos) const
{
    return m_view ? fullCategoryAt(m_view, m_view->mapFrom(this, pos)) : QString();
}

QChartView *ChartView::ensureView()
{
    if (m_view)
        return m_view;
    m_view = new QChartView(this);
    m_view->viewport()->installEventFilter(this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(260);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->addActions(m_chartActions);
    m_stack->insertWidget(0, m_view);
    return m_view;
}

void ChartView::addChartAction(QAction *action)
{
    m_chartActions << action;
    if (m_view)
        m_view->addAction(action);
}

void ChartView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::PaletteChange || m_stack->currentWidget() != m_view)
        return;
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    if (dark == m_drawnDark)
        return;
    if (const std::shared_ptr<db::ResultStore> rows = m_rows.lock())
        showChart(m_spec, rows);
}

void ChartView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_stack->currentWidget() != m_view || std::abs(width() - m_drawnWidth) < 24 || m_redrawPending)
        return;
    // Once per burst of resizes (a window being dragged), after the layout settled.
    m_redrawPending = true;
    QTimer::singleShot(0, this, [this] {
        m_redrawPending = false;
        if (m_stack->currentWidget() != m_view || std::abs(width() - m_drawnWidth) < 24)
            return;
        if (const std::shared_ptr<db::ResultStore> rows = m_rows.lock())
            showChart(m_spec, rows);
    });
}

void ChartView::showMessage(const QString &text)
{
    m_message->setText(text);
    m_notes->hide();
    m_stack->setCurrentWidget(m_message);
}

bool ChartView::hasChart() const
{
    return m_view && m_stack->currentWidget() == m_view && m_view->chart() && !m_view->chart()->series().isEmpty();
}

QString ChartView::message() const
{
    return m_stack->currentWidget() == m_message ? m_message->text() : QString();
}

QString ChartView::notes() const
{
    return m_notes->isHidden() ? QString() : m_notes->text();
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
