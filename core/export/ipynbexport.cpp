#include "ipynbexport.h"
#include "exporttr.h"

#include "htmlreport.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace assay::exports {
namespace {

// nbformat's multiline strings: a list of lines, each but the last keeping its "\n".
QJsonArray lines(const QString &text)
{
    QJsonArray out;
    const QStringList parts = text.split(QLatin1Char('\n'));
    for (int i = 0; i < parts.size(); ++i) {
        if (i + 1 < parts.size())
            out.append(parts[i] + QLatin1Char('\n'));
        else if (!parts[i].isEmpty())
            out.append(parts[i]);
    }
    return out;
}

// nbformat 4.5 cell ids: 1 to 64 of [a-zA-Z0-9-_], unique in the notebook.
QString cellId(const QString &id, int index, QSet<QString> &used)
{
    QString s = id;
    s.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_-]")), QStringLiteral("-"));
    s = s.left(56);
    if (s.isEmpty() || used.contains(s))
        s = QStringLiteral("cell-%1").arg(index);
    used.insert(s);
    return s;
}

QString textTable(const ReportTable &t)
{
    // What a plain-text front end shows: tab-separated, like a pandas repr without the index.
    QStringList out;
    QStringList header;
    for (const db::ResultColumn &c : t.columns)
        header << c.name;
    out << header.join(QLatin1Char('\t'));
    for (const QStringList &row : t.rows)
        out << row.join(QLatin1Char('\t'));
    out << tableCaption(t);
    return out.join(QLatin1Char('\n'));
}

} // namespace

QByteArray ipynbNotebook(const Report &report)
{
    QJsonArray cells;
    QSet<QString> used;
    int executionCount = 0;
    int index = 0;
    if (!report.parameters.isEmpty()) {
        // What the results below were computed with, where a Jupyter reader looks first.
        QStringList text{QStringLiteral("**%1**\n").arg(Tr::tr("Parameters"))};
        for (const notebook::UsedParameter &p : report.parameters)
            text << QStringLiteral("- `%1` = %2").arg(p.name, p.displayText());
        cells.append(QJsonObject{{QStringLiteral("id"), cellId(QStringLiteral("parameters"), index++, used)},
                                 {QStringLiteral("cell_type"), QStringLiteral("markdown")},
                                 {QStringLiteral("metadata"), QJsonObject()},
                                 {QStringLiteral("source"), lines(text.join(u'\n'))}});
    }
    for (const ReportCell &cell : report.cells) {
        if (cell.kind == notebook::CellKind::Parameter)
            continue; // listed in the first cell
        QJsonObject c;
        c[QStringLiteral("id")] = cellId(cell.id, index++, used);
        QJsonObject metadata;
        metadata[QStringLiteral("assay")] = QJsonObject{{QStringLiteral("name"), cell.name},
                                                       {QStringLiteral("kind"), notebook::cellKindKey(cell.kind)}};
        c[QStringLiteral("metadata")] = metadata;
        if (cell.kind == notebook::CellKind::Markdown) {
            c[QStringLiteral("cell_type")] = QStringLiteral("markdown");
            c[QStringLiteral("source")] = lines(cell.markdown);
            cells.append(c);
            continue;
        }
        c[QStringLiteral("cell_type")] = QStringLiteral("code");
        QJsonArray outputs;
        const bool ran = cell.output.hasRun();
        const QJsonValue count = ran ? QJsonValue(++executionCount) : QJsonValue(QJsonValue::Null);
        c[QStringLiteral("execution_count")] = count;
        if (cell.kind == notebook::CellKind::Sql) {
            c[QStringLiteral("source")] = lines(QStringLiteral("%%sql --save %1\n%2").arg(cell.name, cell.sql));
            if (!cell.output.error.isEmpty()) {
                outputs.append(QJsonObject{{QStringLiteral("output_type"), QStringLiteral("error")},
                                           {QStringLiteral("ename"), QStringLiteral("DatabaseError")},
                                           {QStringLiteral("evalue"), cell.output.error},
                                           {QStringLiteral("traceback"), QJsonArray{cell.output.error}}});
            } else if (cell.hasTable) {
                QJsonObject data;
                data[QStringLiteral("text/html")] = lines(htmlTable(cell.table));
                data[QStringLiteral("text/plain")] = lines(textTable(cell.table));
                outputs.append(QJsonObject{{QStringLiteral("output_type"), QStringLiteral("execute_result")},
                                           {QStringLiteral("execution_count"), count},
                                           {QStringLiteral("data"), data},
                                           {QStringLiteral("metadata"), QJsonObject()}});
            }
        } else {
            QString source = Tr::tr("# Chart \"%1\" drawn by Assay").arg(cell.chart.title.isEmpty() ? cell.name : cell.chart.title);
            if (!cell.sourceName.isEmpty())
                source += Tr::tr(" from %1").arg(cell.sourceName);
            c[QStringLiteral("source")] = lines(source);
            if (cell.chart.hasImage()) {
                QJsonObject data;
                QJsonObject imageMeta;
                if (!cell.chart.png.isEmpty()) {
                    data[QStringLiteral("image/png")] = QString::fromLatin1(cell.chart.png.toBase64());
                    imageMeta[QStringLiteral("image/png")] = QJsonObject{{QStringLiteral("width"), cell.chart.size.width()},
                                                                        {QStringLiteral("height"), cell.chart.size.height()}};
                }
                if (!cell.chart.svg.isEmpty())
                    data[QStringLiteral("image/svg+xml")] = lines(QString::fromUtf8(cell.chart.svg));
                data[QStringLiteral("text/plain")] = lines(cell.chart.title);
                outputs.append(QJsonObject{{QStringLiteral("output_type"), QStringLiteral("display_data")},
                                           {QStringLiteral("data"), data},
                                           {QStringLiteral("metadata"), imageMeta}});
            } else if (!cell.chart.error.isEmpty()) {
                outputs.append(QJsonObject{{QStringLiteral("output_type"), QStringLiteral("stream")},
                                           {QStringLiteral("name"), QStringLiteral("stderr")},
                                           {QStringLiteral("text"), lines(cell.chart.error)}});
            }
        }
        c[QStringLiteral("outputs")] = outputs;
        cells.append(c);
    }

    QJsonObject metadata;
    metadata[QStringLiteral("kernelspec")] = QJsonObject{{QStringLiteral("name"), QStringLiteral("python3")},
                                                         {QStringLiteral("display_name"), QStringLiteral("Python 3")},
                                                         {QStringLiteral("language"), QStringLiteral("python")}};
    metadata[QStringLiteral("language_info")] = QJsonObject{{QStringLiteral("name"), QStringLiteral("python")}};
    metadata[QStringLiteral("title")] = report.title;
    metadata[QStringLiteral("assay")] = QJsonObject{
        {QStringLiteral("dataSource"), report.dataSource},
        {QStringLiteral("generator"), report.generator},
        {QStringLiteral("ranAt"), report.ranAt.isValid() ? report.ranAt.toUTC().toString(Qt::ISODate) : QString()},
        {QStringLiteral("note"), Tr::tr("SQL cells use JupySQL's %%sql magic: %load_ext sql, then connect to the data source.")}};

    QJsonObject nb;
    nb[QStringLiteral("nbformat")] = 4;
    nb[QStringLiteral("nbformat_minor")] = 5;
    nb[QStringLiteral("metadata")] = metadata;
    nb[QStringLiteral("cells")] = cells;
    return QJsonDocument(nb).toJson(QJsonDocument::Indented);
}

} // namespace assay::exports
