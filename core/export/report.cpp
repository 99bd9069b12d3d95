#include "report.h"
#include "exporttr.h"

#include "markdowntext.h"

#include "db/columnformats.h"
#include "db/resultmodel.h"
#include "db/resultstore.h"
#include "notebook/notebook.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>

namespace assay::exports {
namespace {

ReportTable tableOf(const db::ResultStore &store, const notebook::OutputInfo &output, int maxRows)
{
    ReportTable t;
    t.columns = store.columns();
    t.totalRows = store.rowCount();
    t.truncated = output.truncated;
    // Written as the grid writes them (columnformats.h): no binary noise, the reader's separators.
    const db::ColumnFormats formats = db::ColumnFormats::of(store);
    const QLocale locale = db::readerLocale();
    const qint64 shown = std::min<qint64>(t.totalRows, std::max(0, maxRows));
    for (qint64 r = 0; r < shown; ++r) {
        const db::Row row = store.row(r);
        QStringList texts;
        QList<bool> nulls;
        for (int c = 0; c < t.columns.size(); ++c) {
            const QVariant v = row.value(c);
            nulls << v.isNull();
            QString text = formats.text(v, c, locale);
            // A table cell is for reading, not for the whole of a long text.
            if (text.size() > 200)
                text = text.left(200) + QChar(0x2026);
            texts << text;
        }
        t.rows << texts;
        t.nulls << nulls;
    }
    return t;
}

} // namespace

bool reportFormatForPath(const QString &path, ReportFormat *format)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    ReportFormat f;
    if (suffix == u"html" || suffix == u"htm")
        f = ReportFormat::Html;
    else if (suffix == u"pdf")
        f = ReportFormat::Pdf;
    else if (suffix == u"md" || suffix == u"markdown")
        f = ReportFormat::Markdown;
    else if (suffix == u"ipynb")
        f = ReportFormat::Jupyter;
    else
        return false;
    if (format)
        *format = f;
    return true;
}

QString reportFormatSuffix(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Html:
        return QStringLiteral("html");
    case ReportFormat::Pdf:
        return QStringLiteral("pdf");
    case ReportFormat::Markdown:
        return QStringLiteral("md");
    case ReportFormat::Jupyter:
        return QStringLiteral("ipynb");
    }
    return {};
}

bool ReportTable::isNumeric(int column) const
{
    return column >= 0 && column < columns.size() && db::isNumeric(columns[column].type);
}

int Report::chartCount() const
{
    int n = 0;
    for (const ReportCell &c : cells)
        n += c.kind == notebook::CellKind::Chart;
    return n;
}

QString describeDataSource(const db::ConnectionConfig &config)
{
    // Deliberately no user name and nothing from an ODBC string past its DSN or driver: a report
    // travels further than the notebook it came from.
    QString where;
    switch (config.engine) {
    case db::Engine::SQLite:
        where = QFileInfo(config.filePath).fileName();
        break;
    case db::Engine::PostgreSQL:
    case db::Engine::MySQL:
        where = QStringLiteral("%1:%2/%3")
                    .arg(config.host.isEmpty() ? QStringLiteral("localhost") : config.host)
                    .arg(config.effectivePort())
                    .arg(config.database);
        break;
    case db::Engine::ODBC:
        where = config.displayLocation();
        break;
    }
    const QString engine = db::engineDisplayName(config.engine);
    if (config.name.isEmpty() && where.isEmpty())
        return engine;
    if (config.name.isEmpty())
        return QStringLiteral("%1 (%2)").arg(where, engine);
    return where.isEmpty() || where == config.name ? QStringLiteral("%1 (%2)").arg(config.name, engine)
                           : QStringLiteral("%1 (%2, %3)").arg(config.name, engine, where);
}

Report buildReport(const notebook::Notebook &notebook, const ReportOptions &options)
{
    Report report;
    report.title = notebook.title().isEmpty() ? Tr::tr("Notebook") : notebook.title();
    report.dataSource = describeDataSource(notebook.connection());
    report.generatedAt = QDateTime::currentDateTimeUtc();
    report.generator = QStringLiteral("Assay %1").arg(QStringLiteral(ASSAY_VERSION));
    report.options = options;
    for (const notebook::Cell &cell : notebook.cells()) {
        ReportCell rc;
        rc.id = cell.id;
        rc.name = cell.name;
        rc.kind = cell.kind;
        rc.isInsight = cell.isInsight();
        rc.output = cell.output;
        rc.state = notebook.state(cell.id);
        if (cell.output.ranAt.isValid() && (!report.ranAt.isValid() || cell.output.ranAt > report.ranAt))
            report.ranAt = cell.output.ranAt;
        switch (cell.kind) {
        case notebook::CellKind::Markdown:
            rc.markdown = fillPlaceholders(notebook, cell.source);
            break;
        case notebook::CellKind::Sql:
            if (options.includeSql)
                rc.sql = cell.source.trimmed();
            if (const auto store = notebook.result(cell.id); store && cell.output.error.isEmpty()) {
                rc.hasTable = true;
                rc.table = tableOf(*store, cell.output, options.maxRows);
            }
            break;
        case notebook::CellKind::Parameter:
            report.parameters.append({cell.name, cell.parameter.type, cell.parameter.isList(), cell.parameter.value()});
            break;
        case notebook::CellKind::Chart: {
            const notebook::Cell *source = notebook.cell(cell.chartSourceId);
            rc.sourceName = source ? source->name : QString();
            rc.chart.title = cell.chart.title;
            if (!cell.output.error.isEmpty())
                rc.chart.error = cell.output.error;
            else if (!notebook.result(cell.id))
                rc.chart.error = Tr::tr("This chart has not been drawn: its cell has not run.");
            break;
        }
        }
        report.cells << rc;
    }
    return report;
}

QString runSummary(const ReportCell &cell)
{
    const notebook::OutputInfo &o = cell.output;
    if (!o.hasRun())
        return Tr::tr("Not run");
    const QLocale locale = db::readerLocale();
    QStringList parts;
    if (o.ranAt.isValid())
        parts << Tr::tr("Ran %1").arg(o.ranAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")));
    if (o.error.isEmpty() && o.rowCount >= 0)
        parts << (o.truncated ? Tr::tr("%Ln row(s) (stopped at the row limit)", nullptr, int(std::min<qint64>(o.rowCount, INT_MAX)))
                              : Tr::tr("%Ln row(s)", nullptr, int(std::min<qint64>(o.rowCount, INT_MAX))));
    if (o.elapsedMs > 0)
        parts << Tr::tr("%1 ms").arg(locale.toString(o.elapsedMs));
    if (!o.parameters.isEmpty())
        parts << notebook::describeParameters(o.parameters);
    return parts.join(QStringLiteral(" \u00b7 "));
}

} // namespace assay::exports
