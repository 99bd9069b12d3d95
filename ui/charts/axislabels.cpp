#include "axislabels.h"

#include <QFontMetrics>
#include <QtCharts/QChart>
#include <QtCharts/QValueAxis>

#include <cmath>

namespace assay::ui {
namespace {

// The last word every label ends with, when each has more than one ("4 Mar 2024" -> "2024").
QString commonLastWord(const QStringList &labels) {
    if (labels.size() < 2)
        return {};
    QString common;
    for (const QString &l : labels) {
        const qsizetype space = l.lastIndexOf(u' ');
        if (space <= 0)
            return {};
        const QString last = l.mid(space + 1);
        if (common.isEmpty())
            common = last;
        else if (last != common)
            return {};
    }
    return common;
}

} // namespace

QFont chartLabelFont() {
    // The theme sets the axes' label font when an axis joins a chart: read it once from one.
    static const QFont font = [] {
        QChart chart;
        chart.setTheme(QChart::ChartThemeLight);
        auto *axis = new QValueAxis;
        chart.addAxis(axis, Qt::AlignBottom);
        return axis->labelsFont();
    }();
    return font;
}

int labelWidth(const QString &text) {
    return QFontMetrics(chartLabelFont()).horizontalAdvance(text);
}

int widestLabel(const QStringList &labels) {
    const QFontMetrics fm(chartLabelFont());
    int widest = 0;
    for (const QString &l : labels)
        widest = std::max(widest, int(fm.horizontalAdvance(l)));
    return widest;
}

FittedLabels fitAlongX(const QStringList &categories, int pixelWidth) {
    FittedLabels f;
    f.labels = categories;
    if (categories.isEmpty())
        return f;
    const int n = int(categories.size());
    // QtCharts gives each label of a category axis its slot (the plot's width over the
    // categories, less padding) and cuts what does not fit there, tilted or not.
    // The plot is narrower than the view by the value axis' labels: count on nine tenths.
    const double slot = 0.9 * pixelWidth / (n + 1) - 10;
    const int line = QFontMetrics(chartLabelFont()).height();
    if (widestLabel(f.labels) > slot) {
        // A part every label shares says nothing about any one of them.
        f.common = commonLastWord(categories);
        if (!f.common.isEmpty()) {
            for (QString &l : f.labels)
                l.chop(f.common.size() + 1);
        }
    }
    const int widest = widestLabel(f.labels);
    if (widest <= slot)
        return f;
    // Tilted, a label needs less width: about 0.7 of its length plus its height at 45 degrees,
    // a line's height at 90 (up to the room under the plot).
    if ((widest + line) * 0.72 <= slot) {
        f.angle = -45;
        return f;
    }
    if (line + 2 <= slot && widest <= 110) {
        f.angle = -90;
        return f;
    }
    // Every k-th label, flat, each with the room of k slots.
    f.shownEvery = std::max(2, int(std::ceil(double(n) * (widest + 14) / pixelWidth)));
    return f;
}

int ticksThatFit(int pixelLength, int widest, bool horizontal, int most) {
    const int line = QFontMetrics(chartLabelFont()).height();
    const int perTick = horizontal ? widest + 28 : 3 * line;
    return std::clamp(pixelLength / std::max(1, perTick), 2, most);
}

} // namespace assay::ui
