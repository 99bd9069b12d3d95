#include "markdownreport.h"
#include "exporttr.h"

#include "exportfile.h"
#include "htmlreport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace assay::exports {
namespace {

// Inside a pipe table: pipes escaped, line breaks as spaces.
QString tableText(QString s)
{
    s.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    s.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    s.replace(QLatin1Char('\r'), QLatin1Char(' '));
    s.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return s;
}

QString pipeTable(const ReportTable &t)
{
    if (t.columns.isEmpty())
        return {};
    QString md = QStringLiteral("|");
    QString rule = QStringLiteral("|");
    for (int c = 0; c < t.columns.size(); ++c) {
        md += QLatin1Char(' ') + tableText(t.columns[c].name) + QStringLiteral(" |");
        rule += t.isNumeric(c) ? QStringLiteral(" ---: |") : QStringLiteral(" --- |");
    }
    md += QLatin1Char('\n') + rule + QLatin1Char('\n');
    for (int r = 0; r < t.rows.size(); ++r) {
        md += QLatin1Char('|');
        for (int c = 0; c < t.rows[r].size(); ++c) {
            const QString text = tableText(t.rows[r][c]);
            md += QLatin1Char(' ') + (t.nulls[r].value(c) ? QStringLiteral("*NULL*") : text) + QStringLiteral(" |");
        }
        md += QLatin1Char('\n');
    }
    return md;
}

// A fence longer than any run of backticks in the text, so SQL with ``` cannot end it early.
QString fenceFor(const QString &text)
{
    int longest = 0;
    int run = 0;
    for (QChar c : text) {
        run = c == QLatin1Char('`') ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    return QString(std::max(3, longest + 1), QLatin1Char('`'));
}

QString safeFileName(const QString &name)
{
    QString s = name;
    s.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")), QStringLiteral("_"));
    return s.isEmpty() ? QStringLiteral("chart") : s;
}

QString runLine(const ReportCell &cell)
{
    QString line = runSummary(cell);
    if (!cell.output.dataHash.isEmpty())
        line += QStringLiteral(" \u00b7 data hash `%1`").arg(cell.output.dataHash);
    return QStringLiteral("<sub>%1</sub>\n\n").arg(line);
}

} // namespace

QString attachmentFolderFor(const QString &reportPath)
{
    return QFileInfo(reportPath).completeBaseName() + QStringLiteral("_files");
}

ReportFiles markdownReport(const Report &report, const QString &filesFolder)
{
    ReportFiles files;
    QString md;
    md += QStringLiteral("# %1\n\n").arg(report.title);
    md += QStringLiteral("| | |\n| --- | --- |\n");
    md += QStringLiteral("| %1 | %2 |\n").arg(Tr::tr("Data source"), tableText(report.dataSource));
    md += QStringLiteral("| %1 | %2 |\n")
              .arg(Tr::tr("Run"), report.ranAt.isValid() ? report.ranAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'")) : Tr::tr("not run"));
    if (!report.parameters.isEmpty())
        md += QStringLiteral("| %1 | %2 |\n").arg(Tr::tr("Parameters"), tableText(notebook::describeParameters(report.parameters)));
    md += QStringLiteral("| %1 | %2 |\n\n")
              .arg(Tr::tr("Report written"), report.generatedAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'")));

    for (const ReportCell &cell : report.cells) {
        switch (cell.kind) {
        case notebook::CellKind::Markdown:
            md += cell.markdown.trimmed() + QStringLiteral("\n\n");
            break;
        case notebook::CellKind::Sql:
            md += QStringLiteral("### `%1`\n\n").arg(cell.name);
            md += runLine(cell);
            if (!cell.sql.isEmpty()) {
                const QString fence = fenceFor(cell.sql);
                md += QStringLiteral("%1sql\n%2\n%1\n\n").arg(fence, cell.sql);
            }
            if (!cell.output.error.isEmpty())
                md += QStringLiteral("> **%1** %2\n\n").arg(Tr::tr("Error:"), QString(cell.output.error).replace(QLatin1Char('\n'), QStringLiteral("\n> ")));
            else if (cell.hasTable)
                md += pipeTable(cell.table) + QStringLiteral("\n*%1*\n\n").arg(tableCaption(cell.table));
            else if (!cell.output.hasRun())
                md += QStringLiteral("*%1*\n\n").arg(Tr::tr("This cell has not run."));
            break;
        case notebook::CellKind::Chart: {
            md += QStringLiteral("### `%1`\n\n").arg(cell.name);
            md += runLine(cell);
            const ReportChart &chart = cell.chart;
            if (!chart.hasImage()) {
                md += QStringLiteral("*%1*\n\n").arg(chart.error.isEmpty() ? Tr::tr("No chart to show.") : chart.error);
                break;
            }
            const bool svg = (report.options.chartFormat == ChartImageFormat::Svg && !chart.svg.isEmpty()) || chart.png.isEmpty();
            const QString file = filesFolder + QLatin1Char('/') + safeFileName(cell.name) + (svg ? QStringLiteral(".svg") : QStringLiteral(".png"));
            files.attachments.append({file, svg ? chart.svg : chart.png});
            QString alt = chart.title;
            alt.replace(QLatin1Char(']'), QLatin1Char(')')).replace(QLatin1Char('['), QLatin1Char('('));
            // Spaces in the link would end it; the folder name comes from the report's file name.
            md += QStringLiteral("![%1](<%2>)\n\n").arg(alt, file);
            QStringList caption;
            if (!cell.sourceName.isEmpty())
                caption << Tr::tr("From `%1`.").arg(cell.sourceName);
            caption += chart.notes;
            if (!caption.isEmpty())
                md += QStringLiteral("*%1*\n\n").arg(caption.join(QLatin1Char(' ')));
            break;
        }
        case notebook::CellKind::Parameter: // in the header, with every parameter's value
            break;
        }
    }
    md += QStringLiteral("---\n*%1*\n").arg(Tr::tr("Written by %1.").arg(report.generator));
    files.main = md.toUtf8();
    return files;
}

QString writeReportFiles(const QString &path, const ReportFiles &files)
{
    const QDir base = QFileInfo(path).absoluteDir();
    QStringList written;
    QStringList madeFolders;
    auto rollBack = [&] {
        for (const QString &f : std::as_const(written))
            QFile::remove(f);
        for (auto it = madeFolders.crbegin(); it != madeFolders.crend(); ++it)
            base.rmdir(*it);
    };
    if (!base.exists())
        return Tr::tr("Cannot write %1: the folder %2 does not exist.")
            .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(base.path()));
    for (const auto &[relative, data] : files.attachments) {
        const QString folder = QFileInfo(relative).path();
        if (!base.exists(folder)) {
            if (!base.mkpath(folder)) {
                rollBack();
                return Tr::tr("Cannot create the folder %1 for the report's images.").arg(QDir::toNativeSeparators(base.filePath(folder)));
            }
            madeFolders << folder;
        }
        const QString target = base.filePath(relative);
        const bool existed = QFileInfo::exists(target);
        if (const QString error = writeExportFile(target, data); !error.isEmpty()) {
            rollBack();
            return error;
        }
        if (!existed)
            written << target;
    }
    if (const QString error = writeExportFile(path, files.main); !error.isEmpty()) {
        rollBack();
        return error;
    }
    return {};
}

} // namespace assay::exports
