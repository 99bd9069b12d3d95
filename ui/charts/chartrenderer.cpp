#include "chartrenderer.h"

#include "db/resultmodel.h"
#include "db/resultstore.h"

#include <QtCharts/QAreaSeries>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QDateTimeAxis>
#include <QtCharts/QLineSeries>
#include <QtCharts/QPieSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QStackedBarSeries>
#include <QtCharts/QValueAxis>

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
#include <QPen>
#include <QToolTip>

namespace assay::ui {
namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("ChartRenderer", s);
}

constexpr int MaxCategories = 60;
constexpr int MaxSeries = 12;

// A categorical palette that reads on light and dark backgrounds (Tableau 10's hues; the dark
// variant is lifted for contrast).
QColor paletteColor(int i, bool dark)
{
    static const QRgb light[] = {0x4e79a7, 0xf28e2b, 0xe15759, 0x76b7b2, 0x59a14f, 0xedc948, 0xb07aa1, 0xff9da7, 0x9c755f, 0xbab0ac};
    QColor c = QColor::fromRgb(light[i % 10]);
    return dark ? c.lighter(125) : c;
}

bool g_dark = false; // set per build; charts are built on the GUI thread only

QDateTime asDateTime(const QVariant &v)
{
    const QString s = v.toString();
    QDateTime dt = QDateTime::fromString(s, Qt::ISODate);
    if (!dt.isValid())
        dt = QDateTime::fromString(s, QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    if (!dt.isValid()) {
        const QDate d = QDate::fromString(s.left(10), Qt::ISODate);
        if (d.isValid())
            dt = QDateTime(d, QTime(0, 0), Qt::UTC);
    }
    if (dt.isValid())
        dt.setTimeSpec(Qt::UTC);
    return dt;
}

QString dateLabel(const QDateTime &dt, const charts::ChartSpec &spec)
{
    if (!spec.timeBucketing)
        return dt.date().toString(Qt::ISODate);
    switch (spec.grain) {
    case db::TimeGrain::Year:
        return dt.toString(QStringLiteral("yyyy"));
    case db::TimeGrain::Quarter:
        return QStringLiteral("Q%1 %2").arg((dt.date().month() - 1) / 3 + 1).arg(dt.date().year());
    case db::TimeGrain::Month:
        return QLocale().toString(dt.date(), QStringLiteral("MMM yyyy"));
    case db::TimeGrain::Week:
    case db::TimeGrain::Day:
        return QLocale().toString(dt.date(), QStringLiteral("d MMM yyyy"));
    case db::TimeGrain::Hour:
        return QLocale().toString(dt, QStringLiteral("d MMM HH:00"));
    }
    return dt.toString(Qt::ISODate);
}

struct Table {
    QList<db::ResultColumn> columns;
    QList<db::Row> rows;
    bool hasSeries = false;
    int firstY = 1;
    int measures = 0;
};

Table readRows(const db::ResultStore &store, const charts::ChartSpec &spec)
{
    Table t;
    t.columns = store.columns();
    t.hasSeries = !spec.series.isEmpty() && t.columns.size() > 1 && t.columns[1].name == u"series";
    t.firstY = t.hasSeries ? 2 : 1;
    t.measures = std::max(0, int(t.columns.size()) - t.firstY);
    const qint64 n = std::min<qint64>(store.rowCount(), 200000);
    t.rows.reserve(n);
    for (qint64 i = 0; i < n; ++i)
        t.rows.append(store.row(i));
    return t;
}

bool isTemporalX(const Table &t, const charts::ChartSpec &spec)
{
    if (t.columns.isEmpty())
        return false;
    if (spec.timeBucketing || db::isTemporal(t.columns[0].type))
        return true;
    // Text that is an ISO date counts as a date.
    for (const db::Row &r : t.rows) {
        if (!r.value(0).isNull())
            return r.value(0).typeId() == QMetaType::QString && asDateTime(r.value(0)).isValid()
                   && r.value(0).toString().size() >= 10 && r.value(0).toString()[4] == u'-';
    }
    return false;
}

QString categoryLabel(const QVariant &v, const Table &t, const charts::ChartSpec &spec, bool temporal)
{
    if (v.isNull())
        return tr("(none)");
    if (temporal) {
        const QDateTime dt = asDateTime(v);
        if (dt.isValid())
            return dateLabel(dt, spec);
    }
    // Numeric categories (histogram buckets) read better with a few significant digits.
    if (v.typeId() == QMetaType::Double)
        return QLocale().toString(v.toDouble(), 'g', 4);
    return db::ResultModel::displayText(v, t.columns.value(0).type);
}

void styleValueAxis(QValueAxis *axis)
{
    axis->applyNiceNumbers();
    axis->setLabelFormat(QStringLiteral("%.10g"));
}

QChart *barChart(const charts::ChartSpec &spec, const Table &t, bool temporal, QString *error)
{
    // Categories in the order the query returned them (it sorted them).
    QStringList categories;
    QHash<QString, int> categoryIndex;
    QStringList seriesNames;
    QHash<QString, int> seriesIndex;
    for (const db::Row &r : t.rows) {
        const QString c = categoryLabel(r.value(0), t, spec, temporal);
        if (!categoryIndex.contains(c)) {
            if (categories.size() >= MaxCategories)
                continue;
            categoryIndex.insert(c, int(categories.size()));
            categories << c;
        }
        if (t.hasSeries) {
            const QString s = r.value(1).isNull() ? tr("(none)") : r.value(1).toString();
            if (!seriesIndex.contains(s) && seriesNames.size() < MaxSeries) {
                seriesIndex.insert(s, int(seriesNames.size()));
                seriesNames << s;
            }
        }
    }
    if (categories.isEmpty()) {
        *error = tr("The query returned no rows to draw.");
        return nullptr;
    }
    QList<QBarSet *> sets;
    if (t.hasSeries) {
        for (const QString &s : seriesNames) {
            auto *set = new QBarSet(s);
            for (int i = 0; i < categories.size(); ++i)
                set->append(0);
            sets << set;
        }
        for (const db::Row &r : t.rows) {
            const QString c = categoryLabel(r.value(0), t, spec, temporal);
            const QString s = r.value(1).isNull() ? tr("(none)") : r.value(1).toString();
            if (categoryIndex.contains(c) && seriesIndex.contains(s))
                sets[seriesIndex[s]]->replace(categoryIndex[c], r.value(t.firstY).toDouble());
        }
    } else {
        for (int m = 0; m < t.measures; ++m) {
            auto *set = new QBarSet(spec.y.value(m).displayName());
            for (int i = 0; i < categories.size(); ++i)
                set->append(0);
            sets << set;
        }
        for (const db::Row &r : t.rows) {
            const QString c = categoryLabel(r.value(0), t, spec, temporal);
            if (!categoryIndex.contains(c))
                continue;
            for (int m = 0; m < t.measures; ++m)
                sets[m]->replace(categoryIndex[c], r.value(t.firstY + m).toDouble());
        }
    }
    QAbstractBarSeries *series = spec.stacked ? static_cast<QAbstractBarSeries *>(new QStackedBarSeries)
                                              : static_cast<QAbstractBarSeries *>(new QBarSeries);
    for (int i = 0; i < sets.size(); ++i) {
        sets[i]->setColor(paletteColor(i, g_dark));
        sets[i]->setBorderColor(paletteColor(i, g_dark));
        series->append(sets[i]);
    }
    QObject::connect(series, &QAbstractBarSeries::hovered, series, [categories](bool on, int index, QBarSet *set) {
        if (on && index >= 0 && index < categories.size())
            QToolTip::showText(QCursor::pos(), QStringLiteral("%1\n%2: %3").arg(categories[index], set->label(),
                                                                              QLocale().toString(set->at(index), 'g', 12)));
        else
            QToolTip::hideText();
    });
    auto *chart = new QChart;
    chart->addSeries(series);
    auto *xAxis = new QBarCategoryAxis;
    xAxis->append(categories);
    // Long labels on many bars would be cut off: tilt them instead.
    int longest = 0;
    for (const QString &c : std::as_const(categories))
        longest = std::max(longest, int(c.size()));
    if (categories.size() > 12 || (categories.size() > 4 && longest > 10))
        xAxis->setLabelsAngle(-35);
    chart->addAxis(xAxis, Qt::AlignBottom);
    series->attachAxis(xAxis);
    auto *yAxis = new QValueAxis;
    chart->addAxis(yAxis, Qt::AlignLeft);
    series->attachAxis(yAxis);
    styleValueAxis(yAxis);
    if (spec.y.size() == 1 && !t.hasSeries)
        yAxis->setTitleText(spec.y.first().displayName());
    xAxis->setTitleText(spec.x);
    chart->legend()->setVisible(sets.size() > 1);
    return chart;
}

QChart *lineChart(const charts::ChartSpec &spec, const Table &t, bool temporal, QString *error)
{
    auto *chart = new QChart;
    QHash<QString, QList<QLineSeries *>> bySeries; // series value -> one line per measure
    QStringList order;
    QStringList categories;
    QHash<QString, int> categoryIndex;
    double minX = 0, maxX = 0;
    bool first = true;
    for (const db::Row &r : t.rows) {
        double x = 0;
        if (temporal) {
            const QDateTime dt = asDateTime(r.value(0));
            if (!dt.isValid())
                continue;
            x = double(dt.toMSecsSinceEpoch());
        } else if (db::isNumeric(t.columns[0].type)) {
            x = r.value(0).toDouble();
        } else {
            const QString c = categoryLabel(r.value(0), t, spec, false);
            if (!categoryIndex.contains(c)) {
                categoryIndex.insert(c, int(categories.size()));
                categories << c;
            }
            x = categoryIndex.value(c);
        }
        minX = first ? x : std::min(minX, x);
        maxX = first ? x : std::max(maxX, x);
        first = false;
        const QString key = t.hasSeries ? (r.value(1).isNull() ? tr("(none)") : r.value(1).toString()) : QString();
        if (!bySeries.contains(key)) {
            if (bySeries.size() >= MaxSeries)
                continue;
            QList<QLineSeries *> lines;
            for (int m = 0; m < t.measures; ++m) {
                auto *line = new QLineSeries;
                QString name = t.hasSeries ? key : spec.y.value(m).displayName();
                if (t.hasSeries && t.measures > 1)
                    name += QStringLiteral(" · ") + spec.y.value(m).displayName();
                line->setName(name);
                lines << line;
            }
            bySeries.insert(key, lines);
            order << key;
        }
        const QList<QLineSeries *> &lines = bySeries[key];
        for (int m = 0; m < t.measures; ++m) {
            if (!r.value(t.firstY + m).isNull())
                lines[m]->append(x, r.value(t.firstY + m).toDouble());
        }
    }
    if (first) {
        delete chart;
        *error = tr("The query returned no rows to draw.");
        return nullptr;
    }
    QAbstractAxis *xAxis = nullptr;
    if (temporal) {
        auto *axis = new QDateTimeAxis;
        axis->setFormat(spec.timeBucketing && spec.grain == db::TimeGrain::Year ? QStringLiteral("yyyy")
                        : spec.timeBucketing && (spec.grain == db::TimeGrain::Month || spec.grain == db::TimeGrain::Quarter)
                            ? QStringLiteral("MMM yyyy")
                            : QStringLiteral("d MMM yyyy"));
        axis->setTickCount(std::clamp(int(t.rows.size()), 2, 8));
        axis->setRange(QDateTime::fromMSecsSinceEpoch(qint64(minX), Qt::UTC), QDateTime::fromMSecsSinceEpoch(qint64(maxX), Qt::UTC));
        xAxis = axis;
    } else if (!categories.isEmpty()) {
        auto *axis = new QBarCategoryAxis;
        axis->append(categories);
        xAxis = axis;
    } else {
        auto *axis = new QValueAxis;
        axis->setRange(minX, maxX);
        styleValueAxis(axis);
        xAxis = axis;
    }
    xAxis->setTitleText(spec.timeBucketing ? QStringLiteral("%1 (%2)").arg(spec.x, db::timeGrainKey(spec.grain)) : spec.x);
    chart->addAxis(xAxis, Qt::AlignBottom);
    auto *yAxis = new QValueAxis;
    chart->addAxis(yAxis, Qt::AlignLeft);
    int seriesCount = 0;
    for (const QString &key : std::as_const(order)) {
        for (QLineSeries *line : bySeries[key]) {
            QAbstractSeries *added = line;
            if (spec.type == charts::ChartType::Area) {
                auto *area = new QAreaSeries(line);
                area->setName(line->name());
                area->setOpacity(0.55);
                added = area;
            }
            const QColor color = paletteColor(seriesCount, g_dark);
            QPen pen(color);
            pen.setWidthF(2.0);
            line->setPen(pen);
            if (auto *area = qobject_cast<QAreaSeries *>(added)) {
                area->setPen(pen);
                area->setBrush(color);
            }
            chart->addSeries(added);
            added->attachAxis(xAxis);
            added->attachAxis(yAxis);
            ++seriesCount;
            QObject::connect(line, &QLineSeries::hovered, line, [line, temporal](const QPointF &p, bool on) {
                if (!on) {
                    QToolTip::hideText();
                    return;
                }
                const QString x = temporal ? QDateTime::fromMSecsSinceEpoch(qint64(p.x()), Qt::UTC).date().toString(Qt::ISODate)
                                           : QLocale().toString(p.x(), 'g', 10);
                QToolTip::showText(QCursor::pos(), QStringLiteral("%1\n%2: %3").arg(line->name(), x, QLocale().toString(p.y(), 'g', 12)));
            });
        }
    }
    // Fit the value axis to the data, including zero for areas.
    double lo = 0, hi = 0;
    bool any = false;
    for (const QString &key : std::as_const(order)) {
        for (QLineSeries *line : bySeries[key]) {
            for (const QPointF &p : line->points()) {
                lo = any ? std::min(lo, p.y()) : p.y();
                hi = any ? std::max(hi, p.y()) : p.y();
                any = true;
            }
        }
    }
    if (spec.type == charts::ChartType::Area)
        lo = std::min(lo, 0.0);
    yAxis->setRange(lo, hi > lo ? hi : lo + 1);
    styleValueAxis(yAxis);
    if (spec.y.size() == 1 && !t.hasSeries)
        yAxis->setTitleText(spec.y.first().displayName());
    chart->legend()->setVisible(seriesCount > 1);
    return chart;
}

QChart *pieChart(const charts::ChartSpec &spec, const Table &t, bool temporal, QString *error)
{
    auto *series = new QPieSeries;
    double total = 0;
    for (const db::Row &r : t.rows)
        total += std::max(0.0, r.value(t.firstY).toDouble());
    if (t.rows.isEmpty() || total <= 0) {
        delete series;
        *error = tr("Nothing to show as parts of a whole: the values are empty or not positive.");
        return nullptr;
    }
    int n = 0;
    double rest = 0;
    for (const db::Row &r : t.rows) {
        const double v = std::max(0.0, r.value(t.firstY).toDouble());
        if (n++ >= 11) {
            rest += v;
            continue;
        }
        auto *slice = series->append(categoryLabel(r.value(0), t, spec, temporal), v);
        slice->setLabel(QStringLiteral("%1 (%2%)").arg(slice->label()).arg(100.0 * v / total, 0, 'f', 1));
    }
    if (rest > 0) {
        auto *slice = series->append(tr("Other"), rest);
        slice->setLabel(QStringLiteral("%1 (%2%)").arg(slice->label()).arg(100.0 * rest / total, 0, 'f', 1));
    }
    const QList<QPieSlice *> slices = series->slices();
    for (int i = 0; i < slices.size(); ++i) {
        slices[i]->setColor(paletteColor(i, g_dark));
        slices[i]->setBorderColor(g_dark ? QColor(0x20, 0x20, 0x20) : Qt::white);
        // Labels on thin slices collide; the legend names them all.
        slices[i]->setLabelVisible(slices[i]->value() / total >= 0.06);
    }
    auto *chart = new QChart;
    chart->addSeries(series);
    chart->legend()->setAlignment(Qt::AlignRight);
    return chart;
}

QChart *scatterChart(const charts::ChartSpec &spec, const Table &t, QString *error)
{
    if (t.rows.isEmpty()) {
        *error = tr("The query returned no rows to draw.");
        return nullptr;
    }
    auto *chart = new QChart;
    QHash<QString, QScatterSeries *> bySeries;
    QList<QScatterSeries *> order;
    for (const db::Row &r : t.rows) {
        const QString key = t.hasSeries ? r.value(1).toString() : spec.y.value(0).displayName();
        QScatterSeries *s = bySeries.value(key);
        if (!s) {
            if (bySeries.size() >= MaxSeries)
                continue;
            s = new QScatterSeries;
            s->setName(key);
            s->setMarkerSize(7);
            s->setColor(paletteColor(int(order.size()), g_dark));
            s->setBorderColor(paletteColor(int(order.size()), g_dark));
            bySeries.insert(key, s);
            order << s;
        }
        if (!r.value(0).isNull() && !r.value(t.firstY).isNull())
            s->append(r.value(0).toDouble(), r.value(t.firstY).toDouble());
    }
    auto *xAxis = new QValueAxis;
    auto *yAxis = new QValueAxis;
    chart->addAxis(xAxis, Qt::AlignBottom);
    chart->addAxis(yAxis, Qt::AlignLeft);
    for (QScatterSeries *s : order) {
        chart->addSeries(s);
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
    }
    styleValueAxis(xAxis);
    styleValueAxis(yAxis);
    xAxis->setTitleText(spec.x);
    yAxis->setTitleText(spec.y.value(0).displayName());
    chart->legend()->setVisible(order.size() > 1);
    return chart;
}

} // namespace

QString defaultChartTitle(const charts::ChartSpec &spec)
{
    if (!spec.title.isEmpty())
        return spec.title;
    QStringList measures;
    for (const charts::Measure &m : spec.y)
        measures << m.displayName();
    QString x = spec.x;
    if (spec.timeBucketing)
        x = QStringLiteral("%1 (%2)").arg(spec.x, db::timeGrainKey(spec.grain));
    QString title = tr("%1 by %2").arg(measures.join(QStringLiteral(", ")), x);
    if (!spec.series.isEmpty())
        title += tr(" and %1").arg(spec.series);
    return title;
}

QChart *buildChart(const charts::ChartSpec &spec, const db::ResultStore &store, const ChartStyle &style, QString *error)
{
    const Table t = readRows(store, spec);
    if (t.columns.size() < 2 || t.measures < 1) {
        *error = tr("The chart query returned no measures.");
        return nullptr;
    }
    const bool temporal = isTemporalX(t, spec);
    g_dark = style.dark;
    QChart *chart = nullptr;
    switch (spec.type) {
    case charts::ChartType::Bar:
        chart = barChart(spec, t, temporal, error);
        break;
    case charts::ChartType::Line:
    case charts::ChartType::Area:
        chart = lineChart(spec, t, temporal, error);
        break;
    case charts::ChartType::Pie:
        chart = pieChart(spec, t, temporal, error);
        break;
    case charts::ChartType::Scatter:
        chart = scatterChart(spec, t, error);
        break;
    case charts::ChartType::Table:
        *error = tr("This chart is shown as a table.");
        return nullptr;
    }
    if (!chart)
        return nullptr;
    chart->setTheme(style.dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setAnimationOptions(style.animate ? QChart::SeriesAnimations : QChart::NoAnimation);
    chart->setLocalizeNumbers(true);
    chart->setTitle(defaultChartTitle(spec));
    chart->legend()->setAlignment(spec.type == charts::ChartType::Pie ? Qt::AlignRight : Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    return chart;
}

} // namespace assay::ui
