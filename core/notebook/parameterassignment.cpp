#include "parameterassignment.h"
#include "notebooktr.h"

#include "notebook.h"

#include <QCoreApplication>
#include <QSet>

namespace assay::notebook {

QString assignParameters(Notebook &nb, const QList<ParameterAssignment> &assignments,
                         const QString &targetId) {
    const DependencyGraph &graph = nb.graph();
    QHash<QString, QStringList> undeclared; // folded name -> its text
    QSet<QString> given;
    for (const ParameterAssignment &a : assignments) {
        const QString folded = a.name.toLower();
        if (given.contains(folded))
            return Tr::tr("parameter %1 is given twice").arg(a.name);
        given.insert(folded);
        const Cell *cell = nb.cell(graph.cellForName(a.name));
        if (cell && cell->kind != CellKind::Parameter)
            return Tr::tr("%1 is a SQL cell, not a parameter").arg(cell->name);
        if (cell) {
            if (graph.descendants(cell->id).isEmpty())
                return Tr::tr("no cell uses parameter %1").arg(cell->name);
            QString error;
            const QStringList values = parseParameterText(cell->parameter, a.text, &error);
            if (!error.isEmpty())
                return Tr::tr("parameter %1 (%2): %3")
                    .arg(cell->name, parameterTypeName(cell->parameter.type).toLower(), error);
            nb.setParameterValue(cell->id, values);
            continue;
        }
        if (graph.readersOfParameter(a.name).isEmpty()) {
            QStringList known;
            for (const Cell *p : nb.parameterCells())
                known << p->name;
            return known.isEmpty() ? Tr::tr("no cell uses a parameter called %1").arg(a.name)
                                   : Tr::tr("no cell uses a parameter called %1; the notebook's "
                                            "parameters are: %2")
                                         .arg(a.name, known.join(QStringLiteral(", ")));
        }
        undeclared.insert(folded, {a.text}); // a :name no cell defines is text
    }
    nb.setUndeclaredParameterValues(undeclared);
    // Every undeclared parameter a cell that will run reads needs a value now, not a failed run.
    const QStringList cells =
        targetId.isEmpty() ? nb.cellIds() : graph.ancestors(targetId) << targetId;
    for (const QString &id : cells) {
        for (const QString &name : graph.undeclaredParameters(id)) {
            if (!undeclared.contains(name))
                return Tr::tr("cell %1 reads :%2, which no parameter cell defines; give it a value "
                              "(--param %2=VALUE)")
                    .arg(nb.cell(id)->name, name);
        }
    }
    return {};
}

} // namespace assay::notebook
