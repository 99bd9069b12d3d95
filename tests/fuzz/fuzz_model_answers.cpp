// libFuzzer target for everything that reads a language model's answer: JSON and SQL extraction
// (core/llm/answerparsing, used by the agents, the knowledge builder and the chart verifier), the
// tool agent's action parser, the chart verifier's verdict, the insight number check and the
// fromJson readers of what the agents and the knowledge builder keep. Properties: nothing
// crashes; the verifier's chart is always drawable; extracted SQL is a part of the answer
// without trailing semicolons.

#include "fuzzinput.h"

#include "ask/informationunit.h"
#include "agents/toolagent.h"
#include "charts/chartspec.h"
#include "agents/chartverifier.h"
#include "charts/recommender.h"
#include "insights/insightwriter.h"
#include "insights/numbercheck.h"
#include "knowledge/datacontext.h"
#include "llm/answerparsing.h"

#include <QDate>

using namespace assay;
using fuzz::check;

namespace {

// The verifier's situation in tst_charts_verifier: orders by status and channel over days.
struct ChartFixture {
    charts::ResultSample sample;
    charts::Recommendation rules;

    ChartFixture() {
        auto column = [](const char *name, db::ValueType type) {
            db::ResultColumn c;
            c.name = QString::fromLatin1(name);
            c.type = type;
            return c;
        };
        sample.columns = {column("status", db::ValueType::Text), column("channel", db::ValueType::Text),
                          column("amount", db::ValueType::Real), column("profit", db::ValueType::Real),
                          column("day", db::ValueType::Date)};
        const QStringList statuses = {"shipped", "pending", "returned", "cancelled", "lost", "held"};
        for (int i = 0; i < 60; ++i)
            sample.rows << db::Row{statuses[i % 6], QString::fromLatin1(i % 3 == 0 ? "web" : "store"),
                                   QVariant(double(10 + i)), QVariant(i % 7 == 0 ? -5.0 : double(i)),
                                   QDate(2024, 1, 1).addDays(i * 3).toString(Qt::ISODate)};
        sample.totalRows = sample.rows.size();
        rules = charts::recommendChart(sample);
    }
};

insights::InsightFacts insightFacts() {
    insights::InsightFacts f;
    f.subject = QStringLiteral("sum of amount by region");
    f.facts = {{insights::FactKind::Highest, QStringLiteral("**North** has the highest sum of amount: 1,234.5."), {1234.5}},
               {insights::FactKind::Total, QStringLiteral("The total is 4,321 over 4 regions."), {4321, 4}}};
    f.dataValues = {1234.5, 1000, 1086.5, 1000};
    f.labels = {QStringLiteral("North"), QStringLiteral("Q3 2024")};
    f.rows = 4;
    return f;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const ChartFixture chart;
    static const insights::InsightFacts facts = insightFacts();
    static const insights::AllowedNumbers allowed = insights::allowedNumbers(facts);

    const QString answer = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));

    QJsonObject json;
    QString error;
    if (llm::extractJsonObject(answer, &json, &error)) {
        const charts::ChartSpec spec = charts::ChartSpec::fromJson(json);
        (void)charts::validateSpec(spec, chart.sample.columns);
        (void)charts::ChartSpec::fromJson(spec.toJson());
        (void)ask::InformationUnit::fromJson(json).toJson();
        (void)knowledge::TableKnowledge::fromJson(json).toJson();
        (void)knowledge::Relationship::fromJson(json).toJson();
        (void)knowledge::Entity::fromJson(json).toJson();
        (void)knowledge::DatabaseSummary::fromJson(json).toJson();
    } else {
        check(!error.isEmpty(), "a failed JSON extraction says why");
    }

    const QString sql = llm::extractSql(answer);
    check(!sql.endsWith(u';'), "extracted SQL has no trailing semicolon");

    const agents::ToolAction action = agents::parseToolAction(answer);
    check(action.tool.isEmpty() || answer.contains(action.tool), "the tool name comes from the answer");

    const charts::Recommendation verdict = agents::applyVerdict(chart.rules, answer, chart.sample.columns);
    if (verdict.spec.type != charts::ChartType::Table)
        check(charts::validateSpec(verdict.spec, chart.sample.columns).isEmpty(), "the verifier's chart is drawable");

    for (const insights::StatedNumber &n : insights::extractNumbers(answer))
        (void)allowed.supports(n);
    (void)insights::checkNumbers(answer, allowed);
    (void)insights::acceptPhrasing(facts, answer);
    return 0;
}
