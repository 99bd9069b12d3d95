// The notebook context a question gets (agents::selectNotebookContext, the pipeline's own code):
// a scripted 60-cell analysis notebook (six topics of queries, charts, insights and notes, with
// queries reading queries across topics) and 30 follow-up questions whose needed cells are known
// (the cell the question is about and everything it reads). Three kinds of ten:
//   named    the question names a cell ("split revenue_by_region by quarter");
//   meaning  the question describes a cell without its name (the similarity ranking must find it);
//   history  a short follow-up of an earlier answer ("and only for 2024?"), found by the DAG walk.
// Prints the share of needed cells included and the tokens sent against the whole notebook, per
// kind and together. Uses the local embedder (no model is reachable here); the notebook and the
// questions were written by us, so these are figures about the mechanism, not a held-out score.

#include "bench.h"

#include "agents/notebookcontext.h"
#include "notebook/notebook.h"

#include <QHash>

#include <algorithm>

using namespace assay;

namespace {

struct ScriptCell {
    const char *name;
    notebook::CellKind kind;
    const char *text;     // SQL, markdown, or for charts the chart's title
    const char *columns;  // SQL: result columns, comma-separated; charts and insights: the source cell
};

using K = notebook::CellKind;

// clang-format off
const ScriptCell Script[] = {
    // Sales
    {"monthly_revenue", K::Sql, "SELECT strftime('%Y-%m', o.ordered_at) AS month, SUM(l.amount) AS revenue\nFROM orders o JOIN order_lines l ON l.order_id = o.id\nGROUP BY month ORDER BY month", "month,revenue"},
    {"monthly_revenue_chart", K::Chart, "Revenue per month", "monthly_revenue"},
    {"revenue_growth", K::Sql, "SELECT month, revenue, revenue - LAG(revenue) OVER (ORDER BY month) AS change\nFROM monthly_revenue", "month,revenue,change"},
    {"revenue_by_region", K::Sql, "SELECT r.name AS region, SUM(l.amount) AS revenue\nFROM orders o JOIN order_lines l ON l.order_id = o.id JOIN stores s ON s.id = o.store_id JOIN regions r ON r.id = s.region_id\nGROUP BY r.name ORDER BY revenue DESC", "region,revenue"},
    {"revenue_by_region_chart", K::Chart, "Revenue by region", "revenue_by_region"},
    {"top_products", K::Sql, "SELECT p.name AS product, SUM(l.quantity) AS units\nFROM order_lines l JOIN products p ON p.id = l.product_id\nGROUP BY p.name ORDER BY units DESC LIMIT 10", "product,units"},
    {"top_products_insight", K::Markdown, "The ten best sellers account for 41% of units; the espresso machine leads by a wide margin.", "top_products"},
    {"sales_notes", K::Markdown, "Sales: revenue dipped in February because of the stock-out at the central warehouse; the March rebound is catch-up demand, not growth.", ""},
    {"avg_order_value", K::Sql, "SELECT AVG(total) AS avg_order_value FROM (SELECT o.id, SUM(l.amount) AS total FROM orders o JOIN order_lines l ON l.order_id = o.id GROUP BY o.id)", "avg_order_value"},
    {"aov_by_channel", K::Sql, "SELECT o.channel, AVG(t.total) AS avg_order_value\nFROM orders o JOIN (SELECT order_id, SUM(amount) AS total FROM order_lines GROUP BY order_id) t ON t.order_id = o.id\nGROUP BY o.channel", "channel,avg_order_value"},
    // Customers
    {"new_customers_per_month", K::Sql, "SELECT strftime('%Y-%m', signed_up_at) AS month, COUNT(*) AS new_customers FROM customers GROUP BY month", "month,new_customers"},
    {"new_customers_chart", K::Chart, "New customers per month", "new_customers_per_month"},
    {"customer_lifetime_value", K::Sql, "SELECT c.id AS customer_id, SUM(l.amount) AS lifetime_value\nFROM customers c JOIN orders o ON o.customer_id = c.id JOIN order_lines l ON l.order_id = o.id\nGROUP BY c.id", "customer_id,lifetime_value"},
    {"clv_segments", K::Sql, "SELECT CASE WHEN lifetime_value >= 1000 THEN 'high' WHEN lifetime_value >= 200 THEN 'medium' ELSE 'low' END AS segment, COUNT(*) AS customers\nFROM customer_lifetime_value GROUP BY segment", "segment,customers"},
    {"clv_segments_chart", K::Chart, "Customers by value segment", "clv_segments"},
    {"churned_customers", K::Sql, "SELECT c.id, c.name, MAX(o.ordered_at) AS last_order\nFROM customers c JOIN orders o ON o.customer_id = c.id\nGROUP BY c.id HAVING MAX(o.ordered_at) < date('now', '-180 days')", "id,name,last_order"},
    {"churn_rate_by_cohort", K::Sql, "SELECT n.month AS cohort, COUNT(ch.id) * 1.0 / n.new_customers AS churn_rate\nFROM new_customers_per_month n LEFT JOIN churned_customers ch ON strftime('%Y-%m', ch.last_order) = n.month\nGROUP BY n.month", "cohort,churn_rate"},
    {"churn_notes", K::Markdown, "Churn definition: a customer counts as churned after 180 days without an order. Wholesale accounts are excluded.", ""},
    {"repeat_purchase_rate", K::Sql, "SELECT AVG(CASE WHEN n > 1 THEN 1.0 ELSE 0 END) AS repeat_rate FROM (SELECT customer_id, COUNT(*) AS n FROM orders GROUP BY customer_id)", "repeat_rate"},
    {"customers_by_country", K::Sql, "SELECT country, COUNT(*) AS customers FROM customers GROUP BY country ORDER BY customers DESC", "country,customers"},
    // Marketing
    {"campaign_spend", K::Sql, "SELECT campaign_id, SUM(cost) AS spend FROM ad_costs GROUP BY campaign_id", "campaign_id,spend"},
    {"campaign_conversions", K::Sql, "SELECT campaign_id, COUNT(*) AS conversions FROM signups WHERE campaign_id IS NOT NULL GROUP BY campaign_id", "campaign_id,conversions"},
    {"cost_per_acquisition", K::Sql, "SELECT s.campaign_id, s.spend / NULLIF(c.conversions, 0) AS cpa\nFROM campaign_spend s JOIN campaign_conversions c ON c.campaign_id = s.campaign_id", "campaign_id,cpa"},
    {"cpa_chart", K::Chart, "Cost per acquisition by campaign", "cost_per_acquisition"},
    {"email_open_rates", K::Sql, "SELECT mailing_id, AVG(opened) AS open_rate FROM email_events GROUP BY mailing_id", "mailing_id,open_rate"},
    {"marketing_notes", K::Markdown, "Marketing: from Q3 the budget moved from display ads to paid search; compare acquisition costs before and after July.", ""},
    {"signup_sources", K::Sql, "SELECT source, COUNT(*) AS signups FROM signups GROUP BY source", "source,signups"},
    {"signup_sources_chart", K::Chart, "Where sign-ups come from", "signup_sources"},
    {"roas_by_campaign", K::Sql, "SELECT s.campaign_id, SUM(l.amount) / s.spend AS roas\nFROM campaign_spend s JOIN orders o ON o.campaign_id = s.campaign_id JOIN order_lines l ON l.order_id = o.id\nGROUP BY s.campaign_id", "campaign_id,roas"},
    {"roas_insight", K::Markdown, "Search campaigns return 4.2 times their spend; display returns 1.3.", "roas_by_campaign"},
    // Inventory
    {"stock_levels", K::Sql, "SELECT product_id, warehouse, SUM(quantity) AS on_hand FROM stock_movements GROUP BY product_id, warehouse", "product_id,warehouse,on_hand"},
    {"low_stock_items", K::Sql, "SELECT s.product_id, s.warehouse, s.on_hand FROM stock_levels s JOIN products p ON p.id = s.product_id WHERE s.on_hand < p.reorder_point", "product_id,warehouse,on_hand"},
    {"stockout_days", K::Sql, "SELECT day, COUNT(*) AS products_out FROM daily_stock WHERE on_hand = 0 GROUP BY day", "day,products_out"},
    {"stockout_days_chart", K::Chart, "Products out of stock per day", "stockout_days"},
    {"supplier_lead_times", K::Sql, "SELECT supplier_id, AVG(julianday(received_at) - julianday(ordered_at)) AS lead_days FROM purchase_orders GROUP BY supplier_id", "supplier_id,lead_days"},
    {"late_deliveries_by_supplier", K::Sql, "SELECT supplier_id, SUM(received_at > promised_at) AS late, COUNT(*) AS deliveries FROM purchase_orders GROUP BY supplier_id", "supplier_id,late,deliveries"},
    {"late_deliveries_chart", K::Chart, "Late deliveries by supplier", "late_deliveries_by_supplier"},
    {"inventory_notes", K::Markdown, "Inventory: warehouse B moved in May; its counts before the move are estimates.", ""},
    {"inventory_turnover", K::Sql, "SELECT p.category, SUM(l.quantity) * 1.0 / AVG(s.on_hand) AS turnover\nFROM order_lines l JOIN products p ON p.id = l.product_id JOIN stock_levels s ON s.product_id = p.id\nGROUP BY p.category", "category,turnover"},
    {"dead_stock", K::Sql, "SELECT s.product_id, s.on_hand FROM stock_levels s LEFT JOIN order_lines l ON l.product_id = s.product_id WHERE l.id IS NULL AND s.on_hand > 0", "product_id,on_hand"},
    // Support
    {"tickets_per_week", K::Sql, "SELECT strftime('%Y-%W', opened_at) AS week, COUNT(*) AS tickets FROM tickets GROUP BY week", "week,tickets"},
    {"tickets_per_week_chart", K::Chart, "Support tickets per week", "tickets_per_week"},
    {"first_response_time", K::Sql, "SELECT AVG(julianday(first_reply_at) - julianday(opened_at)) * 24 AS hours FROM tickets", "hours"},
    {"resolution_time_by_priority", K::Sql, "SELECT priority, AVG(julianday(closed_at) - julianday(opened_at)) AS days FROM tickets WHERE closed_at IS NOT NULL GROUP BY priority", "priority,days"},
    {"resolution_chart", K::Chart, "Days to resolve by priority", "resolution_time_by_priority"},
    {"csat_scores", K::Sql, "SELECT ticket_id, agent_id, score FROM surveys WHERE score IS NOT NULL", "ticket_id,agent_id,score"},
    {"csat_by_agent", K::Sql, "SELECT a.name AS agent, AVG(c.score) AS csat FROM csat_scores c JOIN agents a ON a.id = c.agent_id GROUP BY a.name", "agent,csat"},
    {"support_notes", K::Markdown, "Support: the satisfaction survey changed from a 1-10 to a 1-5 scale in March; older scores are rescaled.", ""},
    {"tickets_by_category", K::Sql, "SELECT category, COUNT(*) AS tickets FROM tickets GROUP BY category ORDER BY tickets DESC", "category,tickets"},
    {"tickets_by_category_insight", K::Markdown, "Delivery problems are a third of all tickets, twice the share of billing questions.", "tickets_by_category"},
    // Finance
    {"gross_margin_by_category", K::Sql, "SELECT p.category, SUM(l.amount - l.quantity * p.unit_cost) / SUM(l.amount) AS margin\nFROM order_lines l JOIN products p ON p.id = l.product_id GROUP BY p.category", "category,margin"},
    {"margin_chart", K::Chart, "Gross margin by category", "gross_margin_by_category"},
    {"refunds_per_month", K::Sql, "SELECT strftime('%Y-%m', refunded_at) AS month, SUM(amount) AS refunded FROM refunds GROUP BY month", "month,refunded"},
    {"refund_rate", K::Sql, "SELECT r.month, r.refunded / m.revenue AS refund_rate FROM refunds_per_month r JOIN monthly_revenue m ON m.month = r.month", "month,refund_rate"},
    {"payment_methods", K::Sql, "SELECT method, COUNT(*) AS payments FROM payments GROUP BY method", "method,payments"},
    {"payment_methods_chart", K::Chart, "Payments by method", "payment_methods"},
    {"discount_impact", K::Sql, "SELECT CASE WHEN l.discount > 0 THEN 'discounted' ELSE 'full price' END AS pricing, AVG(l.quantity) AS units_per_line\nFROM order_lines l GROUP BY pricing", "pricing,units_per_line"},
    {"finance_notes", K::Markdown, "Finance: margins exclude shipping; shipping costs are booked per region.", ""},
    {"shipping_costs_by_region", K::Sql, "SELECT r.name AS region, SUM(sh.cost) AS shipping FROM shipments sh JOIN stores s ON s.id = sh.store_id JOIN regions r ON r.id = s.region_id GROUP BY r.name", "region,shipping"},
    {"daily_active_buyers", K::Sql, "SELECT date(ordered_at) AS day, COUNT(DISTINCT customer_id) AS buyers FROM orders GROUP BY day", "day,buyers"},
};

enum class Kind { Named, Meaning, History };

struct FollowUp {
    Kind kind;
    const char *question;
    const char *about;   // the cell it is about (History: the earlier answer's cell)
};

const FollowUp Questions[] = {
    {Kind::Named, "Split revenue_by_region by quarter", "revenue_by_region"},
    {Kind::Named, "Add last year's figures to revenue_growth", "revenue_growth"},
    {Kind::Named, "Which segments in clv_segments grew this year?", "clv_segments"},
    {Kind::Named, "Show churn_rate_by_cohort only for 2024 cohorts", "churn_rate_by_cohort"},
    {Kind::Named, "Rank campaigns in cost_per_acquisition from cheapest", "cost_per_acquisition"},
    {Kind::Named, "Limit low_stock_items to warehouse B", "low_stock_items"},
    {Kind::Named, "Break csat_by_agent down by month", "csat_by_agent"},
    {Kind::Named, "Plot refund_rate next to the revenue", "refund_rate"},
    {Kind::Named, "Exclude gift cards from gross_margin_by_category", "gross_margin_by_category"},
    {Kind::Named, "Compare inventory_turnover with last quarter", "inventory_turnover"},
    {Kind::Meaning, "How does the average basket differ between web and store orders?", "aov_by_channel"},
    {Kind::Meaning, "What share of customers buy more than once?", "repeat_purchase_rate"},
    {Kind::Meaning, "Which suppliers deliver late most often?", "late_deliveries_by_supplier"},
    {Kind::Meaning, "How long do urgent tickets take to resolve compared with low priority ones?", "resolution_time_by_priority"},
    {Kind::Meaning, "Which products sell the most units?", "top_products"},
    {Kind::Meaning, "What return on ad spend does each campaign make?", "roas_by_campaign"},
    {Kind::Meaning, "How many products ran out of stock each day last month?", "stockout_days"},
    {Kind::Meaning, "Which countries have the most customers?", "customers_by_country"},
    {Kind::Meaning, "How much do we spend on shipping in each region?", "shipping_costs_by_region"},
    {Kind::Meaning, "Do discounts make people buy more units?", "discount_impact"},
    {Kind::History, "And only for 2024?", "monthly_revenue"},
    {Kind::History, "Now by store instead", "revenue_by_region"},
    {Kind::History, "What about the top 20?", "top_products"},
    {Kind::History, "Same but per quarter", "new_customers_per_month"},
    {Kind::History, "Only the high segment, please", "clv_segments"},
    {Kind::History, "And for email campaigns?", "campaign_conversions"},
    {Kind::History, "Just warehouse A", "stock_levels"},
    {Kind::History, "Split that by priority", "tickets_per_week"},
    {Kind::History, "And the median instead of the average?", "first_response_time"},
    {Kind::History, "Per month, please", "payment_methods"},
};
// clang-format on

QString kindName(Kind k)
{
    switch (k) {
    case Kind::Named: return QStringLiteral("named");
    case Kind::Meaning: return QStringLiteral("meaning");
    case Kind::History: return QStringLiteral("history");
    }
    return {};
}

QList<notebook::Cell> scriptedNotebook()
{
    QList<notebook::Cell> cells;
    QHash<QString, QString> ids;
    for (const ScriptCell &s : Script) {
        notebook::Cell c;
        c.id = notebook::newCellId();
        c.kind = s.kind;
        c.name = QString::fromUtf8(s.name);
        ids.insert(c.name, c.id);
        const QString extra = QString::fromUtf8(s.columns);
        if (s.kind == K::Sql) {
            c.source = QString::fromUtf8(s.text);
            for (const QString &col : extra.split(u',', Qt::SkipEmptyParts))
                c.output.columns << db::ResultColumn{col, {}, db::ValueType::Text};
            c.output.rowCount = 12;
        } else if (s.kind == K::Chart) {
            c.chartSourceId = ids.value(extra);
            c.chart.title = QString::fromUtf8(s.text);
            c.chart.type = charts::ChartType::Bar;
        } else {
            c.source = QString::fromUtf8(s.text);
            c.insightSourceId = ids.value(extra);
        }
        cells << c;
    }
    return cells;
}

// The cell a question is about and everything it reads.
QSet<QString> neededCells(const QString &about, const notebook::Notebook &nb)
{
    QSet<QString> needed;
    const auto it = std::find_if(nb.cells().begin(), nb.cells().end(), [&](const notebook::Cell &x) { return x.name == about; });
    if (it == nb.cells().end())
        return needed;
    const notebook::Cell *c = &*it;
    needed.insert(c->id);
    for (const QString &a : nb.graph().ancestors(c->id))
        needed.insert(a);
    return needed;
}

struct Tally {
    int needed = 0;
    int included = 0;
    qint64 tokens = 0;
    qint64 fullTokens = 0;
    int questions = 0;
    int complete = 0;
};

} // namespace

ASSAY_BENCHMARK("ask-context", "notebook context for 30 follow-ups on a scripted 60-cell notebook: needed cells included, tokens")
{
    const QList<notebook::Cell> cells = scriptedNotebook();
    notebook::Notebook nb;
    nb.setFlavor(sql::Flavor::SQLite);
    nb.replaceAll(cells);
    QHash<QString, Tally> tallies;
    QList<double> tokenShares;
    for (const FollowUp &f : Questions) {
        ask::AskRequest request;
        request.question = QString::fromUtf8(f.question);
        request.cells = cells;
        request.flavor = sql::Flavor::SQLite;
        const QString about = QString::fromUtf8(f.about);
        if (f.kind == Kind::History)
            request.history << ask::ChatTurn{QStringLiteral("(the earlier question)"), {}, {about}, {}, 0, 0};
        const agents::NotebookContext ctx = agents::selectNotebookContext(request);
        QSet<QString> got;
        for (const notebook::Cell &c : ctx.cells)
            got.insert(c.id);
        const QSet<QString> needed = neededCells(about, nb);
        int included = 0;
        for (const QString &id : needed)
            included += got.contains(id) ? 1 : 0;
        for (const QString &key : {kindName(f.kind), QStringLiteral("all")}) {
            Tally &t = tallies[key];
            t.needed += int(needed.size());
            t.included += included;
            t.tokens += ctx.tokens;
            t.fullTokens += ctx.fullTokens;
            ++t.questions;
            t.complete += included == needed.size() ? 1 : 0;
        }
        if (qEnvironmentVariableIsSet("ASSAY_BENCH_VERBOSE"))
            qInfo("%s | needed %d included %d | %d tokens | %s", f.question, int(needed.size()), included, ctx.tokens,
                  qPrintable(ctx.byMeaning.join(u',')));
    }
    for (const QString &key : {QStringLiteral("named"), QStringLiteral("meaning"), QStringLiteral("history"), QStringLiteral("all")}) {
        const Tally &t = tallies.value(key);
        const QString p = QStringLiteral("ask_context.") + key;
        bench::report(p + QStringLiteral("_needed_cells_included"), t.needed ? double(t.included) / t.needed : 0, QStringLiteral("share"));
        bench::report(p + QStringLiteral("_questions_complete"), t.questions ? double(t.complete) / t.questions : 0, QStringLiteral("share"));
        bench::report(p + QStringLiteral("_tokens_mean"), t.questions ? double(t.tokens) / t.questions : 0, QStringLiteral("tokens"));
        bench::report(p + QStringLiteral("_whole_notebook_tokens"), t.questions ? double(t.fullTokens) / t.questions : 0, QStringLiteral("tokens"));
        bench::report(p + QStringLiteral("_token_saving"), t.fullTokens ? 1.0 - double(t.tokens) / t.fullTokens : 0, QStringLiteral("share"));
    }
}
