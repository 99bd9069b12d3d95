#pragma once
// Stage 6 of the offline reader: the query plan. The roles become one struct that says what the
// SQL computes (the shape, the measure and its aggregate, the dimensions, filters, time, order
// and limit) and which tables it needs, in column and table indexes of the lexicon. Nothing after
// this stage looks at the question's words or mentions. A reading that would drop a word that
// changes the question (an average with nothing to average, "ordered more than 3 times", the best
// one within each group) is declined here.

#include "absences.h"
#include "roles.h"
#include "shapewords.h"
#include "staged.h"

#include "ask/timeexpressions.h"
#include "db/dialect.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace assay::offline {

class SchemaLexicon;

// The period a question's grain word names ("monthly", "per quarter"); Month for none.
db::TimeGrain timeGrainOf(ask::TimeGrainHint grain);

struct NumericFilter {
    int col = -1;
    QString op;
    QString number;
    bool average = false; // compared with the column's average over its whole table
    QStringList alternatives; // more numbers any of which will do ("aged 32 or 33": IN)
};

struct HavingCount {
    int table = -1; // whose rows are counted per group
    QString op;
    QString number;
};

struct QueryPlan {
    QStringList words; // the question's content words (QuestionWords::contentWords): the join planner reads table roles from them
    Shape shape = Shape::List;
    int main = -1;
    // The figure.
    int measure = -1;
    Agg agg = Agg::None;        // the question's aggregate word
    Agg measureAgg = Agg::None; // how the measure is aggregated
    QList<Agg> aggList;         // several aggregates of one measure
    QString businessName;       // the question's own word for a summed measure ("revenue"), or empty
    int measureOrder = -1;      // where the measure is named, among the listed columns
    bool measureListed = false; // asked to be seen, not only ranked by ("the names and areas of the largest ...")
    std::optional<GlossaryMeasure> glossary; // the measure when the glossary defines it
    bool count = false;
    bool distinct = false;
    // What groups, lists and filters.
    QList<int> dims;
    QSet<int> tableDims;
    QSet<int> rowDims; // asked of each ranked row: grouped by their table's key (Roles::rowDims)
    QList<int> listCols;
    QList<int> listColOrder; // where each listed column is named
    bool explicitColumns = false;
    bool figureAsked = false; // "... and how many", "with the number of": the figure is part of the answer
    bool figureFirst = false; // the question names the figure before its dimension
    QList<Filter> filters;
    QList<NumericFilter> numeric;
    QList<AbsentLink> absent; // rows of main with none of these ("stadiums without any concert")
    std::optional<HavingCount> having;
    // "how many countries have more than 2 car makers": the table whose groups kept by HAVING are
    // counted, or -1
    int groupsCounted = -1;
    // Time.
    int dateCol = -1;
    int yearCol = -1;
    QList<ask::TimeRange> times;
    QList<ask::TimeRange> periods;
    ask::TimeGrainHint grain = ask::TimeGrainHint::None;
    bool overPrevious = false; // each period's change from the one before ("year over year")
    // "average revenue per customer": the figure's total over the number of rows of this table
    // (the measure summed, or the rows counted, divided by COUNT(DISTINCT its key)), or -1
    int perEntity = -1;
    // "revenue per unit sold": the measure's total divided by this column's, or -1; `ratioPercent`:
    // as a percentage ("refunds as a share of revenue")
    int ratioOf = -1;
    bool ratioPercent = false;
    // "which region grew fastest in 2025 compared to 2024" (Shape::Change): each group's figure in
    // the two periods side by side and its change, ranked by the change in percent
    // (`changeInPercent`: "fastest", "rate") or in the figure's own units ("grew the most")
    bool changeInPercent = false;
    // "return rate by category" (Shape::Rate): this table's rows (a child of main) per 100 rows of
    // main, every row of main counted (the child joined LEFT), or -1
    int rateOf = -1;
    // Order and limit.
    int orderCol = -1;
    bool timeRanked = false; // orderCol is a date ranking rows ("the last transcript"): rows without one go last
    bool orderAscending = false;
    bool orderDescending = false;
    int limit = 0;
    bool descending = true;
    bool superlative = false;
    // The tables the SQL needs (qualified, main first), and those the question names by name.
    QStringList needed;
    QList<QList<int>> namedTables; // each strong table mention's candidate tables
    // Tables named only for their rows' existence ("dogs that went through a treatment"): joined
    // inner, with nothing taken from them.
    QList<int> existence;
    // Filters on a notebook parameter's value ("the selected region"), by filter index: written
    // as :region and bound when the cell runs.
    QHash<int, QString> parameterOf;

    bool grouped() const;  // by a dimension or a time grain
    bool lists() const { return shape == Shape::List || shape == Shape::Distinct; } // rows, not figures
    bool timeGrouped() const { return dateCol >= 0 && grain != ask::TimeGrainHint::None; }
    bool ranking() const { return limit > 0 || superlative || having.has_value(); }
};

Staged<QueryPlan> buildPlan(const RoleInputs &in, const Roles &roles);

} // namespace assay::offline
