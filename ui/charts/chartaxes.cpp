#include "chartaxes.h"

#include "charts/columnnames.h"
#include "charts/timeticks.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QValueAxis>

#include <cmath>

namespace assay::ui {
namespace {

constexpr int MaxLabelChars = 22;
constexpr int MaxSideLabelChars = 40;

QString shortened(const QString &label, int max) {
    return label.size() <= max ? label : label.left(max - 1) + QChar(0x2026);
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

QValueAxis *makeValueAxis(double lo, double hi, const QString &title, int pixelLength) {
    auto *axis = new QValueAxis;
    if (!(hi > lo)) {
        const double pad = std::max(1.0, std::abs(lo) * 0.1);
        lo -= pad;
        hi += pad;
    }
    axis->setTickCount(std::clamp(pixelLength / 60, 3, 9));
    axis->setRange(lo, hi);
    axis->applyNiceNumbers();
    // As many decimals as the tick interval needs, and the chart's locale adds separators.
    const double interval = (axis->max() - axis->min()) / std::max(1, axis->tickCount() - 1);
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
    const QList<charts::TimeTick> ticks =
        charts::timeTicks(qint64(fromMs), qint64(toMs), std::clamp(pixelWidth / 95, 2, 12));
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setStartValue(fromMs - 1);
    for (const charts::TimeTick &t : ticks) {
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

QBarCategoryAxis *makeCategoryAxis(const QStringList &categories, const QString &title,
                                   int pixelWidth, bool vertical) {
    auto *axis = new QBarCategoryAxis;
    const int max = vertical ? MaxSideLabelChars : MaxLabelChars;
    QStringList labels;
    int longest = 0;
    for (const QString &c : categories) {
        labels << shortened(c, max);
        longest = std::max(longest, int(labels.last().size()));
    }
    // QBarCategoryAxis needs distinct labels: shortening must not merge two categories.
    for (int i = 0; i < labels.size(); ++i) {
        int copy = 2;
        while (labels.indexOf(labels[i]) < i)
            labels[i] =
                shortened(categories[i], max).left(max - 3) + QStringLiteral("…%1").arg(copy++);
    }
    axis->append(labels);
    // Labels that would not fit side by side are tilted instead of being dropped.
    const int perLabel = categories.isEmpty() ? pixelWidth : pixelWidth / int(categories.size());
    if (!vertical && longest * 7 > perLabel)
        axis->setLabelsAngle(categories.size() > 6 ? -45 : -30);
    axis->setTitleText(title);
    return axis;
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
    return spec.timeBucketing ? QStringLiteral("%1 (%2)").arg(spec.x, db::timeGrainKey(spec.grain))
                              : spec.x;
}

} // namespace assay::ui
