#pragma once
// A notebook cell as saved in the file: content and the metadata of its last output (never rows).

#include "charts/chartspec.h"
#include "parameter.h"
#include "db/resulttypes.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace assay::notebook {

enum class CellKind { Sql, Chart, Markdown, Parameter };
enum class CellState { Idle, Queued, Running, Done, Stale, Error, Cancelled };

QString cellKindKey(CellKind kind);
bool cellKindFromKey(const QString &key, CellKind *kind);
QString cellStateName(CellState state); // translated, for badges
// The stem of a new cell's automatic name: "query", "chart", "note", "param".
const char *defaultCellNameBase(CellKind kind);

// What the last run produced, kept in the file so a reopened notebook shows what it showed.
struct OutputInfo {
    QList<db::ResultColumn> columns;
    qint64 rowCount = -1; // -1: never ran
    bool truncated = false;
    qint64 elapsedMs = 0;
    QDateTime ranAt;
    QString dataHash;     // hash of the result rows, for reports
    QString error;
    int errorPosition = -1; // in the cell's own text
    QString executedSql;  // what actually ran, with referenced cells inlined
    QList<UsedParameter> parameters; // the parameters it was computed with, and their values

    bool hasRun() const { return rowCount >= 0 || !error.isEmpty(); }
    QJsonObject toJson() const;
    static OutputInfo fromJson(const QJsonObject &json);
};

struct Cell {
    QString id;   // stable across renames and moves
    CellKind kind = CellKind::Sql;
    QString name; // unique, user-editable; SQL cells are referenced by it
    QString source; // SQL or markdown text; a parameter's query for its choices; unused for charts
    QString chartSourceId; // chart cells: the SQL cell whose result is plotted
    charts::ChartSpec chart;
    // Insight cells are markdown cells written about one result: the cell it describes and the
    // data hash of the result the text was written from. A different hash makes the text stale.
    QString insightSourceId;
    QString insightDataHash;
    bool isInsight() const { return kind == CellKind::Markdown && !insightSourceId.isEmpty(); }
    // Parameter cells: the input's definition and current value.
    ParameterSpec parameter;
    OutputInfo output;
    // Cells the assistant wrote: the information units of the answer that wrote them (core/agents
    // owns their shape). Saved with the cell, they tell a follow-up question what it was for.
    QJsonArray units;

    // `withParameterValue` false leaves a parameter's current value out (saved for sharing).
    QJsonObject toJson(bool withParameterValue = true) const;
    static Cell fromJson(const QJsonObject &json, QString *error = nullptr);
};

QString newCellId();

} // namespace assay::notebook
