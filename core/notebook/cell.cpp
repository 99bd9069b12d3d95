#include "cell.h"
#include "notebooktr.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QUuid>

namespace assay::notebook {

QString cellKindKey(CellKind kind)
{
    switch (kind) {
    case CellKind::Sql:
        return QStringLiteral("sql");
    case CellKind::Chart:
        return QStringLiteral("chart");
    case CellKind::Markdown:
        return QStringLiteral("markdown");
    case CellKind::Parameter:
        return QStringLiteral("parameter");
    }
    return {};
}

bool cellKindFromKey(const QString &key, CellKind *kind)
{
    for (CellKind k : {CellKind::Sql, CellKind::Chart, CellKind::Markdown, CellKind::Parameter}) {
        if (cellKindKey(k) == key) {
            *kind = k;
            return true;
        }
    }
    return false;
}

const char *defaultCellNameBase(CellKind kind)
{
    switch (kind) {
    case CellKind::Sql:
        return "query";
    case CellKind::Chart:
        return "chart";
    case CellKind::Markdown:
        return "note";
    case CellKind::Parameter:
        return "param";
    }
    return "cell";
}

QString cellStateName(CellState state)
{
    switch (state) {
    case CellState::Idle:
        return Tr::tr("idle");
    case CellState::Queued:
        return Tr::tr("queued");
    case CellState::Running:
        return Tr::tr("running");
    case CellState::Done:
        return Tr::tr("done");
    case CellState::Stale:
        return Tr::tr("stale");
    case CellState::Error:
        return Tr::tr("error");
    case CellState::Cancelled:
        return Tr::tr("cancelled");
    }
    return {};
}

QString newCellId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QJsonObject OutputInfo::toJson() const
{
    QJsonObject o;
    QJsonArray cols;
    for (const db::ResultColumn &c : columns) {
        QJsonObject co;
        co[QStringLiteral("name")] = c.name;
        co[QStringLiteral("type")] = db::valueTypeName(c.type);
        if (!c.declaredType.isEmpty())
            co[QStringLiteral("declared")] = c.declaredType;
        cols.append(co);
    }
    o[QStringLiteral("columns")] = cols;
    o[QStringLiteral("rowCount")] = double(rowCount);
    if (truncated)
        o[QStringLiteral("truncated")] = true;
    o[QStringLiteral("elapsedMs")] = double(elapsedMs);
    if (ranAt.isValid())
        o[QStringLiteral("ranAt")] = ranAt.toUTC().toString(Qt::ISODate);
    if (!dataHash.isEmpty())
        o[QStringLiteral("dataHash")] = dataHash;
    if (!error.isEmpty()) {
        o[QStringLiteral("error")] = error;
        o[QStringLiteral("errorPosition")] = errorPosition;
    }
    if (!executedSql.isEmpty())
        o[QStringLiteral("executedSql")] = executedSql;
    if (!parameters.isEmpty()) {
        QJsonArray used;
        for (const UsedParameter &u : parameters)
            used.append(u.toJson());
        o[QStringLiteral("parameters")] = used;
    }
    return o;
}

OutputInfo OutputInfo::fromJson(const QJsonObject &o)
{
    OutputInfo out;
    for (const QJsonValue &v : o.value(QStringLiteral("columns")).toArray()) {
        const QJsonObject co = v.toObject();
        db::ResultColumn c;
        c.name = co.value(QStringLiteral("name")).toString();
        c.declaredType = co.value(QStringLiteral("declared")).toString();
        const QString type = co.value(QStringLiteral("type")).toString();
        for (int t = int(db::ValueType::Unknown); t <= int(db::ValueType::Time); ++t) {
            if (db::valueTypeName(db::ValueType(t)) == type)
                c.type = db::ValueType(t);
        }
        out.columns.append(c);
    }
    // toInteger, not qint64(toDouble()): a number out of qint64's range in a damaged file was
    // undefined behaviour (found by fuzz_notebook_file with UBSan).
    out.rowCount = o.value(QStringLiteral("rowCount")).toInteger(-1);
    out.truncated = o.value(QStringLiteral("truncated")).toBool();
    out.elapsedMs = o.value(QStringLiteral("elapsedMs")).toInteger();
    out.ranAt = QDateTime::fromString(o.value(QStringLiteral("ranAt")).toString(), Qt::ISODate);
    out.dataHash = o.value(QStringLiteral("dataHash")).toString();
    out.error = o.value(QStringLiteral("error")).toString();
    out.errorPosition = o.value(QStringLiteral("errorPosition")).toInt(-1);
    out.executedSql = o.value(QStringLiteral("executedSql")).toString();
    for (const QJsonValue &u : o.value(QStringLiteral("parameters")).toArray()) {
        if (u.isObject())
            out.parameters.append(UsedParameter::fromJson(u.toObject()));
    }
    return out;
}

QJsonObject Cell::toJson(bool withParameterValue) const
{
    QJsonObject o;
    o[QStringLiteral("id")] = id;
    o[QStringLiteral("kind")] = cellKindKey(kind);
    o[QStringLiteral("name")] = name;
    if (kind == CellKind::Chart) {
        o[QStringLiteral("chartSource")] = chartSourceId;
        o[QStringLiteral("chart")] = chart.toJson();
    } else {
        o[QStringLiteral("source")] = source;
    }
    if (kind == CellKind::Parameter)
        o[QStringLiteral("parameter")] = parameter.toJson(withParameterValue);
    if (!insightSourceId.isEmpty()) {
        o[QStringLiteral("insightOf")] = insightSourceId;
        o[QStringLiteral("insightDataHash")] = insightDataHash;
    }
    if (output.hasRun())
        o[QStringLiteral("output")] = output.toJson();
    if (!units.isEmpty())
        o[QStringLiteral("units")] = units;
    return o;
}

Cell Cell::fromJson(const QJsonObject &o, QString *error)
{
    Cell c;
    c.id = o.value(QStringLiteral("id")).toString();
    if (!cellKindFromKey(o.value(QStringLiteral("kind")).toString(), &c.kind) && error)
        *error = Tr::tr("unknown cell kind \"%1\"").arg(o.value(QStringLiteral("kind")).toString());
    c.name = o.value(QStringLiteral("name")).toString();
    c.source = o.value(QStringLiteral("source")).toString();
    c.chartSourceId = o.value(QStringLiteral("chartSource")).toString();
    c.chart = charts::ChartSpec::fromJson(o.value(QStringLiteral("chart")).toObject());
    if (c.kind == CellKind::Parameter)
        c.parameter = ParameterSpec::fromJson(o.value(QStringLiteral("parameter")).toObject());
    c.insightSourceId = o.value(QStringLiteral("insightOf")).toString();
    c.insightDataHash = o.value(QStringLiteral("insightDataHash")).toString();
    c.output = OutputInfo::fromJson(o.value(QStringLiteral("output")).toObject());
    for (const QJsonValue &u : o.value(QStringLiteral("units")).toArray()) {
        if (u.isObject()) // anything else is not a unit: dropped, the cell itself still loads
            c.units.append(u);
    }
    if (c.id.isEmpty() && error && error->isEmpty())
        *error = Tr::tr("a cell has no id");
    return c;
}

} // namespace assay::notebook
