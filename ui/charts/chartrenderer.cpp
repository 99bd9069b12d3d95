#include "chartrenderer.h"
#include "uitr.h"

#include "axislabels.h"
#include "chartbuilders.h"

#include "db/resultstore.h"

#include <QtCharts/QChart>
#include <QtCharts/QLegend>

#include <QCoreApplication>

namespace assay::ui {
namespace {

QString htmlEscaped(const QString &s)
{
    return s.toHtmlEscaped();
}

// The legend's entries: one per series (bars and lines by series or measure), none for one.
QStringList legendNames(const charts::ChartData &data)
{
    QStringList names;
    for (const charts::SeriesData &s : data.series)
        names << s.name;
    return names.size() > 1 ? names : QStringList();
}

// Below the plot when the entries fit in one row; beside it when they do not (QtCharts would
// cut the names short), and beside a pie always.
bool legendBeside(const charts::ChartSpec &spec, const QStringList &names, int pixelWidth)
{
    if (spec.type == charts::ChartType::Pie)
        return true;
    int row = 0;
    for (const QString &name : names)
        row += labelWidth(name) + 40; // the marker, its gap and the spacing
    return row > pixelWidth;
}

} // namespace

QChart *newChart(const ChartStyle &style)
{
    auto *chart = new QChart;
    chart->setTheme(style.dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    return chart;
}

QString defaultChartTitle(const charts::ChartSpec &spec)
{
    if (!spec.title.isEmpty())
        return spec.title;
    QStringList measures;
    for (const charts::Measure &m : spec.y)
        measures << m.displayName();
    QString x = spec.x;
    if (spec.timeBucketing)
        x = QStringLiteral("%1 (%2)").arg(spec.x, charts::timeGrainName(spec.grain));
    // Whole phrases, so that each language orders and joins them ("Summe von amount nach ...").
    if (!spec.series.isEmpty())
        return Tr::tr("%1 by %2 and %3").arg(measures.join(QStringLiteral(", ")), x, spec.series);
    return Tr::tr("%1 by %2").arg(measures.join(QStringLiteral(", ")), x);
}

BuiltChart buildChart(const charts::ChartSpec &spec, const charts::ChartData &data, const ChartStyle &style)
{
    BuiltChart out;
    if (data.series.isEmpty()) {
        out.error = Tr::tr("The chart query returned no measures.");
        return out;
    }
    // A legend beside the plot takes its width from the axes: they are laid out for what is left.
    const QStringList names = legendNames(data);
    const bool beside = legendBeside(spec, names, style.pixelWidth);
    ChartStyle plotStyle = style;
    if (beside && spec.type != charts::ChartType::Pie)
        plotStyle.pixelWidth = std::max(200, style.pixelWidth - widestLabel(names) - 50);
    BuildContext context{spec, data, plotStyle, {}, {}};
    switch (spec.type) {
    case charts::ChartType::Bar:
        out.chart = buildBarChart(context, &out.error);
        break;
    case charts::ChartType::Line:
    case charts::ChartType::Area:
        out.chart = buildLineChart(context, &out.error);
        break;
    case charts::ChartType::Pie:
        out.chart = buildPieChart(context, &out.error);
        break;
    case charts::ChartType::Scatter:
        out.chart = buildScatterChart(context, &out.error);
        break;
    case charts::ChartType::Table:
        out.error = Tr::tr("This chart is shown as a table.");
        return out;
    }
    if (!out.chart)
        return out;
    QChart *chart = out.chart;
    chart->setAnimationOptions(style.animate ? QChart::SeriesAnimations : QChart::NoAnimation);
    chart->setLocalizeNumbers(true);
    chart->setLocale(displayLocale());
    QString title = QStringLiteral("<b>%1</b>").arg(htmlEscaped(defaultChartTitle(spec)));
    if (!context.subtitle.isEmpty())
        title = QStringLiteral("<div align=\"center\">%1<br><span style=\"font-size:small\">%2</span></div>").arg(title, htmlEscaped(context.subtitle));
    chart->setTitle(title);
    // Legends sit outside the plot area (QtCharts lays them out beside it), never over data.
    chart->legend()->setAlignment(beside ? Qt::AlignRight : Qt::AlignBottom);
    chart->legend()->setShowToolTips(true);
    chart->setMargins(QMargins(6, 6, 6, 6));
    out.notes = context.notes;
    out.preferredHeight = context.preferredHeight;
    if (data.truncated)
        out.notes << Tr::tr("Only the first %1 rows of the chart query are drawn.").arg(displayLocale().toString(data.rowsRead));
    return out;
}

BuiltChart buildChart(const charts::ChartSpec &spec, const db::ResultStore &rows, const ChartStyle &style)
{
    return buildChart(spec, charts::readChartData(spec, rows), style);
}

QChart *buildChart(const charts::ChartSpec &spec, const db::ResultStore &rows, const ChartStyle &style, QString *error)
{
    BuiltChart b = buildChart(spec, rows, style);
    if (error)
        *error = b.error;
    return b.chart;
}

} // namespace assay::ui
