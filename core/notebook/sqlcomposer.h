#pragma once
// Builds the SQL that actually runs for a cell: the cells it reads are inlined as CTEs
// (WITH monthly_sales AS (...) SELECT ...), so the database does the work and no result is
// copied into memory to be joined. Chart cells become one aggregate query over their source.
// Parameters (`:region`) in any of the pieces become the engine's placeholders, and their values
// travel beside the text (ParameterBinder).

#include "parameterbinding.h"

#include "db/dialect.h"

#include <QString>
#include <QStringList>

namespace assay::notebook {

class Notebook;

struct ComposedQuery {
    QString sql;
    QString error;           // why the cell cannot run as it is
    QStringList inlinedIds;  // cells inlined as CTEs, in order
    // The cell's own text appears in `sql` as [ownStart, ownStart + ownLength) and maps back to
    // offset `ownOffset` of the cell's source, so error positions can point into the cell.
    int ownStart = 0;
    int ownLength = 0;
    int ownOffset = 0;
    QList<TextEdit> ownEdits;            // parameters replaced in the cell's own text
    QList<db::BoundValue> parameters;    // values for the placeholders in `sql`
    QList<UsedParameter> usedParameters; // what they were, for the output and reports

    bool ok() const { return error.isEmpty(); }
    // Position in the cell's own text for a position in `sql`, or -1 if it is in inlined text.
    int mapToCell(int position) const;
};

ComposedQuery composeCellQuery(const Notebook &notebook, const QString &cellId, const db::Dialect &dialect);
ComposedQuery composeChartQuery(const Notebook &notebook, const QString &chartCellId, const db::Dialect &dialect);

} // namespace assay::notebook
