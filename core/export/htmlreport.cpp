#include "htmlreport.h"
#include "exporttr.h"

#include "markdowntext.h"

#include "db/columnformats.h"

#include <QCoreApplication>
#include <QLocale>

namespace assay::exports {
namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

const char *Style = R"css(
:root { color-scheme: light; }
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: #1f2328;
       max-width: 60rem; margin: 2rem auto; padding: 0 1.25rem; line-height: 1.5; }
header.report { border-bottom: 2px solid #d0d7de; margin-bottom: 1.5rem; padding-bottom: .75rem; }
header.report h1 { margin: 0 0 .4rem 0; font-size: 1.8rem; }
dl.meta { display: grid; grid-template-columns: max-content auto; gap: .1rem 1rem; margin: 0; font-size: .9rem; color: #57606a; }
dl.meta dt { font-weight: 600; } dl.meta dd { margin: 0; }
section.cell { margin: 1.5rem 0; page-break-inside: auto; }
section.cell h2 { font-size: 1.05rem; margin: 0 0 .35rem 0; font-family: ui-monospace, "DejaVu Sans Mono", monospace; color: #0969da; }
p.run { font-size: .8rem; color: #57606a; margin: .2rem 0 .5rem 0; }
p.run code { font-size: .75rem; }
pre.sql { background: #f6f8fa; border: 1px solid #d0d7de; border-radius: 6px; padding: .6rem .8rem; overflow-x: auto;
          font-size: .85rem; white-space: pre-wrap; page-break-inside: avoid; }
table.result { border-collapse: collapse; font-size: .85rem; margin: .25rem 0; }
table.result th, table.result td { border: 1px solid #d0d7de; padding: .25rem .6rem; text-align: left; vertical-align: top; }
table.result th { background: #f6f8fa; font-weight: 600; }
table.result td.num, table.result th.num { text-align: right; font-variant-numeric: tabular-nums; }
table.result td.null { color: #8c959f; font-style: italic; }
table.result tr:nth-child(even) td { background: #fbfcfd; }
table.result caption { caption-side: bottom; text-align: left; font-size: .8rem; color: #57606a; padding-top: .25rem; }
thead { display: table-header-group; } tr { page-break-inside: avoid; }
figure.chart { margin: .5rem 0; page-break-inside: avoid; }
figure.chart img { max-width: 100%; height: auto; border: 1px solid #eaeef2; border-radius: 6px; }
figure.chart figcaption { font-size: .8rem; color: #57606a; }
div.error { border-left: 4px solid #cf222e; background: #ffebe9; padding: .4rem .8rem; font-size: .9rem; }
div.note { color: #57606a; font-style: italic; font-size: .9rem; }
div.markdown table { border-collapse: collapse; } div.markdown th, div.markdown td { border: 1px solid #d0d7de; padding: .2rem .5rem; }
div.insight { border-left: 4px solid #8250df; padding-left: .8rem; }
footer { margin-top: 2rem; font-size: .8rem; color: #8c959f; border-top: 1px solid #d0d7de; padding-top: .5rem; }
@media print { body { max-width: none; margin: 0; } a { color: inherit; } }
)css";

QString runLine(const ReportCell &cell)
{
    QString line = esc(runSummary(cell));
    if (!cell.output.dataHash.isEmpty())
        line += QStringLiteral(" \u00b7 %1 <code title=\"%2\">%3</code>")
                    .arg(esc(Tr::tr("data hash")), esc(Tr::tr("SHA-1 of the result rows")), esc(cell.output.dataHash));
    return QStringLiteral("<p class=\"run\">%1</p>\n").arg(line);
}

QString chartFigure(const ReportCell &cell, ChartImageFormat format)
{
    const ReportChart &chart = cell.chart;
    if (!chart.hasImage())
        return QStringLiteral("<div class=\"note\">%1</div>\n")
            .arg(esc(chart.error.isEmpty() ? Tr::tr("No chart to show.") : chart.error));
    const bool svg = (format == ChartImageFormat::Svg && !chart.svg.isEmpty()) || chart.png.isEmpty();
    const QString uri = svg ? QStringLiteral("data:image/svg+xml;base64,") + QString::fromLatin1(chart.svg.toBase64())
                            : QStringLiteral("data:image/png;base64,") + QString::fromLatin1(chart.png.toBase64());
    QString html = QStringLiteral("<figure class=\"chart\"><img src=\"%1\" width=\"%2\" height=\"%3\" alt=\"%4\" />")
                       .arg(uri)
                       .arg(chart.size.width())
                       .arg(chart.size.height())
                       .arg(esc(chart.title));
    QStringList caption;
    if (!cell.sourceName.isEmpty())
        caption << Tr::tr("From %1.").arg(cell.sourceName);
    caption += chart.notes;
    if (!caption.isEmpty())
        html += QStringLiteral("<figcaption>%1</figcaption>").arg(esc(caption.join(QLatin1Char(' '))));
    return html + QStringLiteral("</figure>\n");
}

} // namespace

QString tableCaption(const ReportTable &t)
{
    const QLocale locale = db::readerLocale();
    QString text;
    if (t.totalRows == 0)
        text = Tr::tr("No rows.");
    else if (t.rows.size() < t.totalRows)
        text = Tr::tr("First %1 of %2 rows.").arg(locale.toString(qint64(t.rows.size())), locale.toString(t.totalRows));
    else
        text = Tr::tr("%Ln row(s).", nullptr, int(std::min<qint64>(t.totalRows, INT_MAX)));
    if (t.truncated)
        text += QLatin1Char(' ') + Tr::tr("The query stopped at the row limit, so the result may have more.");
    return text;
}

QString htmlTable(const ReportTable &t)
{
    QString html = QStringLiteral("<table class=\"result\">\n<caption>%1</caption>\n<thead><tr>").arg(esc(tableCaption(t)));
    for (int c = 0; c < t.columns.size(); ++c)
        html += QStringLiteral("<th%1>%2</th>").arg(t.isNumeric(c) ? QStringLiteral(" class=\"num\"") : QString(), esc(t.columns[c].name));
    html += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (int r = 0; r < t.rows.size(); ++r) {
        html += QStringLiteral("<tr>");
        for (int c = 0; c < t.rows[r].size(); ++c) {
            QString cls;
            if (t.nulls[r].value(c))
                cls = QStringLiteral(" class=\"null\"");
            else if (t.isNumeric(c))
                cls = QStringLiteral(" class=\"num\"");
            html += QStringLiteral("<td%1>%2</td>").arg(cls, esc(t.rows[r][c]));
        }
        html += QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</tbody>\n</table>\n");
}

QByteArray htmlReport(const Report &report)
{
    QString h;
    h.reserve(64 * 1024);
    h += QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\" />\n");
    h += QStringLiteral("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" />\n");
    h += QStringLiteral("<meta name=\"generator\" content=\"%1\" />\n").arg(esc(report.generator));
    h += QStringLiteral("<title>%1</title>\n<style>%2</style>\n</head>\n<body>\n").arg(esc(report.title), QString::fromUtf8(Style));
    h += QStringLiteral("<header class=\"report\">\n<h1>%1</h1>\n<dl class=\"meta\">\n").arg(esc(report.title));
    h += QStringLiteral("<dt>%1</dt><dd>%2</dd>\n").arg(esc(Tr::tr("Data source")), esc(report.dataSource));
    h += QStringLiteral("<dt>%1</dt><dd>%2</dd>\n")
             .arg(esc(Tr::tr("Run")),
                  esc(report.ranAt.isValid() ? report.ranAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'"))
                                             : Tr::tr("not run")));
    if (!report.parameters.isEmpty())
        h += QStringLiteral("<dt>%1</dt><dd>%2</dd>\n").arg(esc(Tr::tr("Parameters")), esc(notebook::describeParameters(report.parameters)));
    h += QStringLiteral("<dt>%1</dt><dd>%2</dd>\n")
             .arg(esc(Tr::tr("Report written")), esc(report.generatedAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'"))));
    h += QStringLiteral("</dl>\n</header>\n<main>\n");

    for (const ReportCell &cell : report.cells) {
        h += QStringLiteral("<section class=\"cell %1\" id=\"cell-%2\">\n")
                 .arg(notebook::cellKindKey(cell.kind), esc(cell.name));
        switch (cell.kind) {
        case notebook::CellKind::Markdown:
            h += QStringLiteral("<div class=\"markdown%1\">\n%2</div>\n")
                     .arg(cell.isInsight ? QStringLiteral(" insight") : QString(), markdownToHtml(cell.markdown));
            break;
        case notebook::CellKind::Sql:
            h += QStringLiteral("<h2>%1</h2>\n").arg(esc(cell.name));
            h += runLine(cell);
            if (!cell.sql.isEmpty())
                h += QStringLiteral("<pre class=\"sql\"><code>%1</code></pre>\n").arg(esc(cell.sql));
            if (!cell.output.error.isEmpty())
                h += QStringLiteral("<div class=\"error\">%1</div>\n").arg(esc(cell.output.error));
            else if (cell.hasTable)
                h += htmlTable(cell.table);
            else if (!cell.output.hasRun())
                h += QStringLiteral("<div class=\"note\">%1</div>\n").arg(esc(Tr::tr("This cell has not run.")));
            break;
        case notebook::CellKind::Chart:
            h += QStringLiteral("<h2>%1</h2>\n").arg(esc(cell.name));
            h += runLine(cell);
            h += chartFigure(cell, report.options.chartFormat);
            break;
        case notebook::CellKind::Parameter: // in the header, with every parameter's value
            break;
        }
        h += QStringLiteral("</section>\n");
    }
    h += QStringLiteral("</main>\n<footer>%1</footer>\n</body>\n</html>\n")
             .arg(esc(Tr::tr("Written by %1. Data hashes are SHA-1 digests of each result's rows: equal hashes, equal data.")
                          .arg(report.generator)));
    return h.toUtf8();
}

} // namespace assay::exports
