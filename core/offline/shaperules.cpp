// The table of shapes (shaperules.h): one record each, tried in order.
#include "shaperules.h"
#include "sqlparts.h"

namespace assay::offline {

namespace {

// ---- triggers --------------------------------------------------------------------------------

// "each one's share of the total": a share word, not a ratio's "as a share of".
bool isShare(const ShapeInputs &x) {
    return x.in.shape.share && !x.plan.ratioPercent;
}

// "customers with more than 5 orders": a count of a table's rows kept by HAVING.
bool isHaving(const ShapeInputs &x) {
    return x.in.structure.having.has_value();
}

// A ranking of groups: the things a superlative ranks ("which store sold the most"), or top N of
// something grouped.
bool ranksGroups(const ShapeInputs &x) {
    return x.roles.entityMention >= 0 || (x.in.shape.limit > 0 && x.plan.grouped());
}

bool isTop(const ShapeInputs &x) {
    return ranksGroups(x) && x.in.shape.limit > 1;
}

bool isSuperlative(const ShapeInputs &x) {
    return ranksGroups(x);
}

bool isGroup(const ShapeInputs &x) {
    return x.plan.grouped();
}

bool isCount(const ShapeInputs &x) {
    return x.in.shape.count;
}

bool isAggregate(const ShapeInputs &x) {
    return x.roles.measure >= 0 && x.plan.measureAgg != Agg::None;
}

bool isDistinct(const ShapeInputs &x) {
    return x.in.shape.distinct;
}

// "the name of the oldest singer": the one row with the extreme value.
bool isTopRow(const ShapeInputs &x) {
    return x.roles.measure >= 0 && x.in.shape.superlative;
}

bool always(const ShapeInputs &) {
    return true;
}

// ---- builders --------------------------------------------------------------------------------

// "what percentage of countries are in Asia": one group is 100% of itself; the share needs the
// whole the condition is taken from.
Decline buildShare(const RoleInputs &, QueryPlan &p) {
    if (!p.grouped())
        return Decline{ask::DeclineReason::ShareOfFiltered};
    return {};
}

} // namespace

const QList<ShapeRule> &shapeRules() {
    static const QList<ShapeRule> rules = {
        {Shape::Share, "share", isShare, buildShare, writeGrouped, true, {}},
        {Shape::Having, "having", isHaving, nullptr, writeHaving, true, {}},
        {Shape::Top, "top", isTop, nullptr, writeGrouped, true, {}},
        {Shape::Superlative, "superlative", isSuperlative, nullptr, writeGrouped, true, {}},
        {Shape::Group, "group", isGroup, nullptr, writeGrouped, true, {}},
        {Shape::Count, "count", isCount, nullptr, writeFigure, false, {}},
        {Shape::Aggregate, "aggregate", isAggregate, nullptr, writeFigure, false, {}},
        {Shape::Distinct, "distinct", isDistinct, nullptr, writeListed, false, {}},
        {Shape::TopRow, "top-row", isTopRow, nullptr, writeListed, false, {}},
        {Shape::List, "list", always, nullptr, writeListed, false, {}},
    };
    return rules;
}

const ShapeRule &shapeRule(Shape shape) {
    const QList<ShapeRule> &rules = shapeRules();
    for (const ShapeRule &r : rules)
        if (r.shape == shape)
            return r;
    return rules.last();
}

Shape shapeOf(const ShapeInputs &inputs) {
    for (const ShapeRule &r : shapeRules())
        if (r.trigger(inputs))
            return r.shape;
    return Shape::List;
}

QString shapeName(Shape shape) {
    return QString::fromLatin1(shapeRule(shape).name);
}

} // namespace assay::offline
