#include "chartaxes.h"
#include "axislabels.h"
#include "chartstyle.h"

#include "charts/columnnames.h"
#include "charts/timeticks.h"
#include "charts/valueticks.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QValueAxis>

#include <cmath>

namespace assay::ui {
namespace {

constexpr int MaxLabelChars = 22;
constexpr int MaxSideLabelChars = 40;
constexpr int MaxTiltedLabelPixels = 150;

// Past `max` characters a name loses its middle, where names that share a start or an end
// ("avg_amount_per_customer", "avg_amount_per_order") differ least: "avg_amount…customer".
// The whole name is in the tooltip (ChartView).
QString shortened(const QString &label, int max) {
    if (label.size() <= max)
        return label;
    const int tail = (max - 1) / 2;
    const int head = max - 1 - tail;
    return label.left(head).trimmed() + QChar(0x2026) + label.right(tail).trimmed();
}

} // namespace

QString formatNumber(double value) {
    const double a = std::abs(value);
    const int decimals = a >= 100 || value == std::floor(value) ? 0 : a >= 1 ? 2 : 4;
    QString s = displayLocale().toString(value, 'f', decimals);
    if (decimals > 0) {
        while (s.endsWith(u'0'))
            s.chop(1);
        if (s.endsWith(displayLocale().decimalPoint()))
            s.chop(displayLocale().decimalPoint().size());
    }
    return s;
}

QValueAxis *makeValueAxis(double lo, double hi, const QString &title, int pixelLength,
                          bool horizontal) {
    auto *axis = new QValueAxis;
    // As many ticks as labels fit side by side: "1,200,000" needs more room than "12".
    const double largest = std::max(std::abs(lo), std::abs(hi)) * 1.25;
    const int widest = labelWidth(displayLocale().toString(largest, 'f', 0)) +
                       (lo < 0 ? labelWidth(QStringLiteral("-")) : 0);
    // Round ticks that end near the data (never QtCharts' applyNiceNumbers, which can double
    // the range).
    const charts::ValueScale scale =
        charts::niceScale(lo, hi, ticksThatFit(pixelLength, widest, horizontal));
    axis->setRange(scale.min, scale.max);
    axis->setTickCount(scale.ticks);
    // As many decimals as the tick interval needs, and the chart's locale adds separators.
    const double interval = scale.step;
    const int decimals =
        interval >= 1 ? 0 : std::clamp(int(std::ceil(-std::log10(interval))), 0, 8);
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
    axis->setTitleText(title);
    return axis;
}

QValueAxis *makeTimeAxis(double fromMs, double toMs, const QString &title, int pixelWidth) {
    auto *axis = new QCategoryAxis;
    if (!(toMs > fromMs))
        toMs = fromMs + 86400000.0; // one instant: give it a day of room
    // Fewer ticks until their labels fit side by side ("Jan 2024" is wider than "2024").
    QList<charts::TimeTick> ticks;
    for (int target = std::clamp(pixelWidth / 70, 2, 12); target >= 2; --target) {
        ticks = charts::timeTicks(qint64(fromMs), qint64(toMs), target);
        QStringList labels;
        for (const charts::TimeTick &t : std::as_const(ticks))
            labels << t.label;
        if (int(ticks.size()) * (widestLabel(labels) + 24) <= pixelWidth)
            break;
    }
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setStartValue(fromMs - 1);
    for (const charts::TimeTick &t : std::as_const(ticks)) {
        if (double(t.ms) > fromMs - 1)
            axis->append(t.label, double(t.ms));
    }
    axis->setRange(fromMs, toMs);
    axis->setTitleText(title);
    return axis;
}

bool wantsHorizontalBars(const QStringList &categories, int pixelWidth) {
    int longest = 0;
    for (const QString &c : categories)
        longest = std::max(longest, int(c.size()));
    const int perLabel = categories.isEmpty() ? pixelWidth : pixelWidth / int(categories.size());
    // Tilted labels read well up to a dozen characters; longer ones get truncated by QtCharts.
    return longest > 12 && longest * 7 > perLabel;
}

CategoryAxes makeCategoryAxis(const QStringList &categories, const QString &title, int pixelWidth,
                              bool vertical) {
    CategoryAxes out;
    out.axis = new QBarCategoryAxis;
    const int max = vertical ? MaxSideLabelChars : MaxLabelChars;
    // Along x, names are turned before they are shortened: whole when they fit their slots flat,
    // or tilted while a tilted label stays short enough not to eat the plot's height.
    const FittedLabels whole = fitAlongX(categories, pixelWidth);
    const bool room = !vertical && whole.shownEvery == 1 &&
                      (whole.angle == 0 || widestLabel(categories) <= MaxTiltedLabelPixels);
    QStringList labels;
    for (const QString &c : categories)
        labels << (room ? c : shortened(c, max));
    // QBarCategoryAxis needs distinct labels: shortening must not merge two categories.
    for (int i = 0; i < labels.size(); ++i) {
        int copy = 2;
        while (labels.indexOf(labels[i]) < i)
            labels[i] = shortened(categories[i], max - 2) + QStringLiteral(" %1").arg(copy++);
    }
    out.axis->append(labels);
    out.axis->setTitleText(title);
    // The whole names, for the tooltip over a shortened label (ChartView).
    if (labels != categories)
        out.axis->setProperty(FullLabelsProperty, categories);
    if (vertical)
        return out;
    // Along x: flat, tilted, or every k-th label, so that none is cut to a few letters.
    const FittedLabels fitted = fitAlongX(labels, pixelWidth);
    out.axis->setLabelsAngle(fitted.angle);
    if (!fitted.common.isEmpty())
        out.axis->setTitleText(QStringLiteral("%1 (%2)").arg(title, fitted.common));
    if (fitted.shownEvery > 1) {
        // The category axis keeps the bars in place, unlabelled; a second axis over the same
        // range labels every k-th category with the room of k slots.
        out.axis->setLabelsVisible(false);
        auto *sparse = new QCategoryAxis;
        sparse->setTitleText(out.axis->titleText());
        out.axis->setTitleText(QString());
        sparse->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        sparse->setStartValue(-0.5);
        for (int i = 0; i < fitted.labels.size(); i += fitted.shownEvery)
            sparse->append(fitted.labels[i], i);
        sparse->setRange(-0.5, fitted.labels.size() - 0.5);
        sparse->setGridLineVisible(false);
        sparse->setLineVisible(false);
        out.sparse = sparse;
    }
    return out;
}

QString measureTitle(const charts::ChartSpec &spec) {
    if (spec.y.isEmpty())
        return {};
    if (spec.y.size() > 1) {
        QStringList names;
        for (const charts::Measure &m : spec.y)
            names << m.displayName();
        return names.join(QStringLiteral(", "));
    }
    const charts::Measure &m = spec.y.first();
    const QString name = m.displayName();
    const QString unit = charts::unitFromName(m.column.isEmpty() ? m.label : m.column);
    // A label the user wrote ("Revenue (EUR)") already says it; a column name does not count.
    if (unit.isEmpty() || (!m.label.isEmpty() && m.label.contains(unit, Qt::CaseInsensitive)) ||
        m.aggregation == charts::Aggregation::Count ||
        m.aggregation == charts::Aggregation::CountDistinct)
        return name;
    return QStringLiteral("%1 (%2)").arg(name, unit);
}

QString xTitle(const charts::ChartSpec &spec) {
    return spec.timeBucketing ? QStringLiteral("%1 (%2)").arg(spec.x, charts::timeGrainName(spec.grain))
                              : spec.x;
}

} // namespace assay::ui
