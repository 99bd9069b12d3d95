#pragma once
// "revenue by month for the selected region": a question that names one of the notebook's
// parameters as "the selected <name>" (or "the chosen <name>") filters by that parameter, not by
// its value of the moment. The reader reads the question with the value in the phrase's place (so
// value search finds its column), and the filter that value became is written as `:region`, which
// the notebook binds whenever the cell runs.

#include "notebook/cell.h"

#include <QList>
#include <QString>

#include <optional>

namespace assay::offline {

struct QueryPlan;

struct SelectedParameter {
    QString name;     // the parameter cell's name
    QString value;    // its current value, read in the phrase's place
    QString question; // the question with the phrase replaced by the value
};

// The first "the selected <name>" whose <name> (underscores read as spaces) is a parameter of one
// text value among `cells`; nothing when there is none.
std::optional<SelectedParameter> findSelectedParameter(const QString &question,
                                                       const QList<notebook::Cell> &cells);

// Marks the plan's filters on the parameter's value as the parameter; false when none is (the
// value was not read as a filter, and the reading would not use the parameter at all).
bool bindSelectedParameter(QueryPlan &plan, const SelectedParameter &selected);

} // namespace assay::offline
