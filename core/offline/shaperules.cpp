// The table of shapes (shaperules.h): one record each, tried in order.
#include "shaperules.h"
#include "schemalexicon.h"
#include "sqlparts.h"

#include "schema/schemagraph.h"

#include <algorithm>

namespace assay::offline {

namespace {

// ---- triggers --------------------------------------------------------------------------------

// The words of a change between two periods ("grew", "growth", "fell") and of a rate.
constexpr const char *ChangeCues = "grew grow grows growing growth increase increased increases rise rose risen fell fall "
                                   "falls dropped drop drops declined decline declines decreased decrease shrank shrink";
constexpr const char *RateCues = "rate rates";

// "which region grew fastest in 2025 compared to 2024": a change word and two whole periods.
bool isChange(const ShapeInputs &x) {
    return !x.in.shape.cuedBy(Shape::Change).isEmpty() && x.plan.periods.size() == 2 && x.plan.dateCol >= 0;
}

// "return rate by category": a rate word right after a table that refers to one other table.
bool isRate(const ShapeInputs &x) {
    for (const int t : x.in.shape.cuedBy(Shape::Rate))
        if (rateTableOf(x.in, t) >= 0)
            return true;
    return false;
}

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
bool ranksTheGroups(const ShapeInputs &x) {
    if (x.in.shape.frequencyList) // "the most common reasons": all of them, most common first
        return false;
    return x.roles.entityMention >= 0 || (x.in.shape.limit > 0 && x.plan.grouped());
}

bool isTop(const ShapeInputs &x) {
    return ranksTheGroups(x) && x.in.shape.limit > 1;
}

// "which store sold the most"; and "which month had the most orders": the top period of a
// series, when nothing else groups it.
bool isSuperlative(const ShapeInputs &x) {
    return ranksTheGroups(x) || (x.in.shape.superlative && x.plan.timeGrouped() && x.roles.dims.isEmpty() &&
                              x.in.shape.superlativeToken >= 0 && !sortsFromTo(x.in.words, x.in.shape.superlativeToken));
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

// The change's words: by how much in percent ("fastest", "rate") or in the figure's own units
// ("grew the most", "the biggest growth"); a fall ranks the other way.
Decline buildChange(const RoleInputs &in, QueryPlan &p) {
    static const QSet<QString> percent = {QStringLiteral("fastest"), QStringLiteral("slowest"), QStringLiteral("rate"),
                                          QStringLiteral("percent"), QStringLiteral("percentage"), QStringLiteral("%")};
    static const QSet<QString> falls = {QStringLiteral("fell"),     QStringLiteral("fall"),     QStringLiteral("falls"),
                                        QStringLiteral("dropped"),  QStringLiteral("drop"),     QStringLiteral("drops"),
                                        QStringLiteral("declined"), QStringLiteral("decline"),  QStringLiteral("declines"),
                                        QStringLiteral("decreased"), QStringLiteral("decrease"), QStringLiteral("shrank"),
                                        QStringLiteral("shrink")};
    if (p.ratioOf >= 0 || p.perEntity >= 0 || p.aggList.size() > 1)
        return Decline{ask::DeclineReason::ChangeOfDerivedFigure};
    // "which region grew fastest": with no figure named, the count of the grouped rows themselves
    // (each region once) says nothing; grew in what?
    const bool countsItsGroups = !p.dims.isEmpty() && std::all_of(p.dims.begin(), p.dims.end(), [&](int d) {
        return in.lex.cols[d].table == p.main;
    });
    if (p.measure < 0 && !p.glossary && countsItsGroups)
        return Decline{ask::DeclineReason::ChangeNeedsFigure, {in.words.tokens[in.shape.cuedBy(Shape::Change).first()].raw}};
    for (const Token &t : in.words.tokens)
        p.changeInPercent = p.changeInPercent || percent.contains(t.low);
    bool fall = false;
    for (const int t : in.shape.cuedBy(Shape::Change))
        fall = fall || falls.contains(in.words.tokens[t].low);
    // "fell the most" ranks the biggest fall first; "grew the least" the smallest growth
    p.descending = in.shape.superlative || p.limit > 0 ? (in.shape.descending != fall) : !fall;
    p.grain = ask::TimeGrainHint::None; // the periods are columns side by side, not groups
    p.overPrevious = false;
    return {};
}

// "return rate by category": the rows of the rate's table per 100 rows of the one it refers to,
// which the plan counts from (every one of them, with or without such rows).
Decline buildRate(const RoleInputs &in, QueryPlan &p) {
    for (const int t : in.shape.cuedBy(Shape::Rate)) {
        const int child = rateTableOf(in, t);
        if (child < 0)
            continue;
        // the rate word itself read as a column whose name it shares ("rate" for a rating) is this
        const int mm = p.measureOrder;
        if (p.measure >= 0 && mm >= 0 && in.mentions.schema[mm].first <= t && t <= in.mentions.schema[mm].last) {
            p.measure = -1;
            p.measureAgg = Agg::None;
        }
        if (p.measure >= 0 || p.glossary || p.ratioOf >= 0 || p.perEntity >= 0)
            return Decline{ask::DeclineReason::UnreadRatio, {in.words.tokens[t].raw}};
        p.rateOf = child;
        p.main = in.lex.parentOf(child);
        p.count = false;
        return {};
    }
    return Decline{ask::DeclineReason::UnreadRatio, {QStringLiteral("rate")}};
}

} // namespace

int rateTableOf(const RoleInputs &in, int token) {
    if (token <= 0)
        return -1;
    // the table named right before: as a mention, or by a word only a table is called
    // ("return", which also asks for something, and so is no mention of its own)
    int table = -1;
    if (const int mi = in.mentions.schemaAt(token - 1); mi >= 0) {
        if (!in.mentions.schema[mi].isTable || in.mentions.schema[mi].last != token - 1)
            return -1;
        table = in.mentions.schema[mi].candidates.first().table;
    } else if (const QList<int> named = in.lex.tableByKey.value(in.words.tokens[token - 1].stem); named.size() == 1) {
        table = named.first();
    }
    if (table < 0 || in.lex.parentOf(table) < 0)
        return -1;
    // rows that record something happening to a row of the parent (a return of an order line):
    // no other table refers to them ("customer rate" is no rate of customers per region)
    const schema::SchemaGraph &g = in.lex.graph();
    const int n = g.indexOf(in.lex.tabs[table].qualified);
    for (const int e : g.edgesOf(n))
        if (g.edge(e).to == n && g.edge(e).from != n)
            return -1;
    return table;
}

const QList<ShapeRule> &shapeRules() {
    // Examples are read on the sample database (assay sample-db) with today 2024-06-15.
    static const QList<ShapeRule> rules = {
        {Shape::Change,
         "change",
         ChangeCues,
         isChange,
         buildChange,
         writeChange,
         true,
         {
              {"which region grew the most in revenue in 2023 compared to 2022",
               "SELECT r.name AS region\nFROM order_lines ol\nJOIN orders o ON o.order_id = ol.order_id\nJOIN stores s ON s.store_id = o.store_id\nJOIN regions r ON r.region_id = s.region_id\nWHERE ((o.order_date >= '2022-01-01' AND o.order_date < '2023-01-01') OR (o.order_date >= '2023-01-01' AND o.order_date < '2024-01-01'))\nGROUP BY r.region_id, r.name\nORDER BY SUM(CASE WHEN o.order_date >= '2023-01-01' AND o.order_date < '2024-01-01' THEN ol.amount END) - SUM(CASE WHEN o.order_date >= '2022-01-01' AND o.order_date < '2023-01-01' THEN ol.amount END) DESC\nLIMIT 1"},
              {"which region grew fastest in revenue in 2023 compared to 2022",
               "SELECT r.name AS region\nFROM order_lines ol\nJOIN orders o ON o.order_id = ol.order_id\nJOIN stores s ON s.store_id = o.store_id\nJOIN regions r ON r.region_id = s.region_id\nWHERE ((o.order_date >= '2022-01-01' AND o.order_date < '2023-01-01') OR (o.order_date >= '2023-01-01' AND o.order_date < '2024-01-01'))\nGROUP BY r.region_id, r.name\nORDER BY 100.0 * (SUM(CASE WHEN o.order_date >= '2023-01-01' AND o.order_date < '2024-01-01' THEN ol.amount END) - SUM(CASE WHEN o.order_date >= '2022-01-01' AND o.order_date < '2023-01-01' THEN ol.amount END)) / NULLIF(SUM(CASE WHEN o.order_date >= '2022-01-01' AND o.order_date < '2023-01-01' THEN ol.amount END), 0) DESC\nLIMIT 1"},
              {"revenue growth by channel in 2023 compared to 2022",
               "SELECT o.channel, SUM(CASE WHEN o.order_date >= '2022-01-01' AND o.order_date < '2023-01-01' THEN ol.amount END) AS revenue_2022, SUM(CASE WHEN o.order_date >= '2023-01-01' AND o.order_date < '2024-01-01' THEN ol.amount END) AS revenue_2023, SUM(CASE WHEN o.order_date >= '2023-01-01' AND o.order_date < '2024-01-01' THEN ol.amount END) - SUM(CASE WHEN o.order_date >= '2022-01-01' AND o.order_date < '2023-01-01' THEN ol.amount END) AS difference, ROUND(100.0 * (SUM(CASE WHEN o.order_date >= '2023-01-01' AND o.order_date < '2024-01-01' THEN ol.amount END) - SUM(CASE WHEN o.order_date >= '2022-01-01' AND o.order_date < '2023-01-01' THEN ol.amount END)) / NULLIF(SUM(CASE WHEN o.order_date >= '2022-01-01' AND o.order_date < '2023-01-01' THEN ol.amount END), 0), 1) AS change_pct\nFROM order_lines ol\nJOIN orders o ON o.order_id = ol.order_id\nWHERE ((o.order_date >= '2022-01-01' AND o.order_date < '2023-01-01') OR (o.order_date >= '2023-01-01' AND o.order_date < '2024-01-01'))\nGROUP BY o.channel\nORDER BY SUM(CASE WHEN o.order_date >= '2023-01-01' AND o.order_date < '2024-01-01' THEN ol.amount END) - SUM(CASE WHEN o.order_date >= '2022-01-01' AND o.order_date < '2023-01-01' THEN ol.amount END) DESC"},
         }},
        {Shape::Rate,
         "rate",
         RateCues,
         isRate,
         buildRate,
         writeRate,
         true,
         {
              {"What is the return rate by product category?",
               "SELECT c.name AS category, ROUND(100.0 * COUNT(DISTINCT r.return_id) / NULLIF(COUNT(DISTINCT ol.order_line_id), 0), 2) AS returns_rate_pct\nFROM order_lines ol\nLEFT JOIN returns r ON r.order_line_id = ol.order_line_id\nJOIN products p ON p.product_id = ol.product_id\nJOIN categories c ON c.category_id = p.category_id\nGROUP BY c.category_id, c.name\nORDER BY ROUND(100.0 * COUNT(DISTINCT r.return_id) / NULLIF(COUNT(DISTINCT ol.order_line_id), 0), 2) DESC"},
         }},
        {Shape::Share,
         "share",
         nullptr,
         isShare,
         buildShare,
         writeGrouped,
         true,
         {
              {"What share of revenue comes from each sales channel?",
               "SELECT o.channel, SUM(ol.amount) AS revenue, ROUND(100.0 * SUM(ol.amount) / SUM(SUM(ol.amount)) OVER (), 2) AS share_pct\nFROM order_lines ol\nJOIN orders o ON o.order_id = ol.order_id\nGROUP BY o.channel\nORDER BY SUM(ol.amount) DESC"},
         }},
        {Shape::Having,
         "having",
         nullptr,
         isHaving,
         nullptr,
         writeHaving,
         true,
         {
              {"customers with more than 60 orders",
               "SELECT c.first_name || ' ' || c.last_name AS customers\nFROM orders o\nJOIN customers c ON c.customer_id = o.customer_id\nGROUP BY c.customer_id, c.first_name || ' ' || c.last_name\nHAVING COUNT(DISTINCT o.order_id) > 60"},
         }},
        {Shape::Top,
         "top",
         nullptr,
         isTop,
         nullptr,
         writeGrouped,
         true,
         {
              {"top 5 products by revenue in 2023",
               "SELECT p.name AS product, SUM(ol.amount) AS revenue\nFROM order_lines ol\nJOIN products p ON p.product_id = ol.product_id\nJOIN orders o ON o.order_id = ol.order_id\nWHERE o.order_date >= '2023-01-01' AND o.order_date < '2024-01-01'\nGROUP BY p.product_id, p.name\nORDER BY SUM(ol.amount) DESC\nLIMIT 5"},
         }},
        {Shape::Superlative,
         "superlative",
         nullptr,
         isSuperlative,
         nullptr,
         writeGrouped,
         true,
         {
              {"which store sold the most in 2023",
               "SELECT s.name AS store\nFROM order_lines ol\nJOIN orders o ON o.order_id = ol.order_id\nJOIN stores s ON s.store_id = o.store_id\nWHERE o.order_date >= '2023-01-01' AND o.order_date < '2024-01-01'\nGROUP BY s.store_id, s.name\nORDER BY SUM(ol.amount) DESC\nLIMIT 1"},
              {"Which month had the most orders in 2023?",
               "SELECT strftime('%Y-%m-01', order_date) AS month\nFROM orders\nWHERE order_date >= '2023-01-01' AND order_date < '2024-01-01'\nGROUP BY strftime('%Y-%m-01', order_date)\nORDER BY COUNT(*) DESC\nLIMIT 1"},
         }},
        {Shape::Group,
         "group",
         nullptr,
         isGroup,
         nullptr,
         writeGrouped,
         true,
         {
              {"revenue by region",
               "SELECT r.name AS region, SUM(ol.amount) AS revenue\nFROM order_lines ol\nJOIN orders o ON o.order_id = ol.order_id\nJOIN stores s ON s.store_id = o.store_id\nJOIN regions r ON r.region_id = s.region_id\nGROUP BY r.region_id, r.name\nORDER BY SUM(ol.amount) DESC"},
              {"What is the average order value for each customer segment?",
               "SELECT 1.0 * SUM(ol.amount) / COUNT(DISTINCT o.order_id) AS avg_amount_per_orders, c.segment\nFROM order_lines ol\nJOIN orders o ON o.order_id = ol.order_id\nLEFT JOIN customers c ON c.customer_id = o.customer_id\nGROUP BY c.segment\nORDER BY 1.0 * SUM(ol.amount) / COUNT(DISTINCT o.order_id) DESC"},
              {"What are the most common reasons for returns?",
               "SELECT reason, COUNT(*) AS count\nFROM returns\nGROUP BY reason\nORDER BY COUNT(*) DESC"},
         }},
        {Shape::Count,
         "count",
         nullptr,
         isCount,
         nullptr,
         writeFigure,
         false,
         {
              {"how many customers are there",
               "SELECT COUNT(*) AS count\nFROM customers"},
         }},
        {Shape::Aggregate,
         "aggregate",
         nullptr,
         isAggregate,
         nullptr,
         writeFigure,
         false,
         {
              {"total revenue in 2023",
               "SELECT SUM(ol.amount) AS revenue\nFROM order_lines ol\nJOIN orders o ON o.order_id = ol.order_id\nWHERE o.order_date >= '2023-01-01' AND o.order_date < '2024-01-01'"},
         }},
        {Shape::Distinct,
         "distinct",
         nullptr,
         isDistinct,
         nullptr,
         writeListed,
         false,
         {
              {"distinct channels of orders",
               "SELECT DISTINCT channel\nFROM orders"},
         }},
        {Shape::TopRow,
         "top-row",
         nullptr,
         isTopRow,
         nullptr,
         writeListed,
         false,
         {
              {"the name of the product with the highest list price",
               "SELECT name\nFROM products\nORDER BY list_price DESC\nLIMIT 1"},
         }},
        {Shape::List,
         "list",
         nullptr,
         always,
         nullptr,
         writeListed,
         false,
         {
              {"list the names of stores in Berlin",
               "SELECT name\nFROM stores\nWHERE city = 'Berlin'"},
         }},
    };
    return rules;
}

QSet<QString> cueWords(const ShapeRule &rule) {
    if (!rule.cues)
        return {};
    const QStringList words = QString::fromLatin1(rule.cues).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return QSet<QString>(words.begin(), words.end());
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
