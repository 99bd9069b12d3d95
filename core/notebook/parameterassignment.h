#pragma once
// Values given from outside the window (`assay run --param`, the MCP run_notebook tool), checked
// before anything runs: a name no cell reads, a value of the wrong type, or a `:name` without a
// cell and without a value is an error that names it.

#include <QList>
#include <QString>

namespace assay::notebook {

class Notebook;

struct ParameterAssignment {
    QString name;
    QString text; // as typed: "North", "12.5", "2025-01-01..2025-03-31", "North,South"
};

// Sets each parameter cell's value, or gives an undeclared `:name` its text. `targetId`: only
// that cell and what it reads must have every value (empty: every cell). Returns an error
// sentence, or empty when everything was assigned.
QString assignParameters(Notebook &notebook, const QList<ParameterAssignment> &assignments,
                         const QString &targetId = {});

} // namespace assay::notebook
