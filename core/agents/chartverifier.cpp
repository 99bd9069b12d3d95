#include "chartverifier.h"
#include "charts/chartstr.h"
#include "charts/charttypefit.h"

#include "llm/answerparsing.h"
#include "llm/llmservice.h"
#include "llm/prompttemplate.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QLocale>

namespace assay::agents {

using namespace charts;

namespace {

QString describeSpec(const ChartSpec &s) {
    if (s.type == ChartType::Table)
        return QStringLiteral("table");
    QString text = QStringLiteral("%1, x = %2, y = %3")
                       .arg(chartTypeKey(s.type), s.x, s.y.value(0).displayName());
    if (!s.series.isEmpty())
        text += QStringLiteral(", series = %1").arg(s.series);
    if (s.timeBucketing)
        text += QStringLiteral(", by %1").arg(db::timeGrainKey(s.grain)); // for the model: English
    return text;
}

const ColumnProfile *profileOf(const Recommendation &r, const QString &name) {
    for (const ColumnProfile &p : r.columns) {
        if (p.name.compare(name, Qt::CaseInsensitive) == 0)
            return &p;
    }
    return nullptr;
}

QString columnName(const QList<db::ResultColumn> &columns, const QString &name) {
    for (const db::ResultColumn &c : columns) {
        if (c.name.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return c.name;
    }
    return {};
}

// A model's one-line reason, kept short and on one line for the chart cell.
QString cleanReason(const QString &text) {
    QString r = text.simplified();
    if (r.size() > 200)
        r = r.left(197) + QStringLiteral("...");
    return r;
}

Recommendation keepRules(const Recommendation &rules, const QString &why) {
    Recommendation r = rules;
    r.reasons << why;
    r.spec.reasons = r.reasons;
    return r;
}

// The model's verdict goes first: the chart cell shows the first reason ("Why a bar: ...").
Recommendation kept(const Recommendation &rules, const QString &reason) {
    Recommendation r = rules;
    r.checkedByModel = true;
    r.reasons.prepend(reason.isEmpty()
                          ? charts::Tr::tr("A model checked this chart against the question and kept it.")
                          : charts::Tr::tr("A model checked this chart against the question and kept it: %1")
                                .arg(reason));
    r.spec.reasons = r.reasons;
    return r;
}

// The model rejected the rules' chart, and what it suggested instead is not allowed by the
// rules (or not there at all): neither chart is trusted, so the result is shown as a table.
Recommendation rejected(const Recommendation &rules, const QString &reason, const QString &why) {
    Recommendation r;
    r.columns = rules.columns;
    r.checkedByModel = true;
    r.spec.type = ChartType::Table;
    r.reasons << (reason.isEmpty()
                      ? charts::Tr::tr("A model checked the %1 against the question and rejected it.")
                            .arg(chartTypeNoun(rules.spec.type))
                      : charts::Tr::tr("A model checked the %1 against the question and rejected it: %2")
                            .arg(chartTypeNoun(rules.spec.type), reason))
              << charts::Tr::tr("%1, so the result is shown as a table.").arg(why);
    r.spec.reasons = r.reasons;
    return r;
}

} // namespace

llm::ChatRequest buildVerifyRequest(const Recommendation &rules, const QString &question,
                                    qint64 rowCount) {
    QStringList columns;
    for (const ColumnProfile &p : rules.columns) {
        QString line = QStringLiteral("- %1: %2").arg(p.name, columnRoleName(p.role));
        if (p.role == ColumnRole::Categorical || p.role == ColumnRole::Identifier)
            line += QStringLiteral(", %1 distinct values").arg(p.distinct);
        if (p.role == ColumnRole::Quantitative) {
            line += p.nonNegative ? QStringLiteral(", never negative")
                                  : QStringLiteral(", has negative values");
            if (p.additivity == Additivity::Additive)
                line += QStringLiteral(", adds up");
            else if (p.additivity == Additivity::NotAdditive)
                line += QStringLiteral(", does not add up");
        }
        columns << line;
    }
    const llm::PromptTemplate t = llm::PromptTemplate::load(QStringLiteral("charts_verify"));
    llm::ChatRequest request;
    request.messages =
        t.render({{QStringLiteral("question"),
                   question.isEmpty() ? QStringLiteral("(none given)") : question},
                  {QStringLiteral("rows"), QString::number(rowCount)},
                  {QStringLiteral("columns"), columns.join(QLatin1Char('\n'))},
                  {QStringLiteral("choice"), describeSpec(rules.spec)},
                  {QStringLiteral("reasons"), rules.reasons.join(QLatin1Char(' '))}});
    request.jsonResponse = true;
    request.stream = false;
    request.temperature = 0;
    request.maxTokens = 300; // the verdict itself; a model that thinks gets room on top
    request.effort = llm::Effort::Low; // a check, not a puzzle
    request.purpose = QStringLiteral("chart-verify");
    return request;
}

Recommendation applyVerdict(const Recommendation &rules, const QString &answer,
                            const QList<db::ResultColumn> &columns) {
    QJsonObject o;
    QString parseError;
    if (!llm::extractJsonObject(answer, &o, &parseError))
        return keepRules(rules,
                         charts::Tr::tr("The model's check could not be read, so the rule-based chart stays."));
    const QString verdict = o.value(QStringLiteral("verdict")).toString().trimmed().toLower();
    const QString reason = cleanReason(o.value(QStringLiteral("reason")).toString());
    ChartType type = rules.spec.type;
    const QString typeKey = o.value(QStringLiteral("type")).toString().trimmed().toLower();
    const bool knownType = chartTypeFromKey(typeKey, &type);

    if (verdict == u"keep" || (!knownType && verdict != u"change"))
        return kept(rules, reason);
    if (!knownType)
        return rejected(rules, reason,
                        charts::Tr::tr("It suggested a chart type Assay does not draw (%1)").arg(typeKey));

    // The model's chart, starting from the rules' choices for what it did not name.
    ChartSpec s = rules.spec;
    s.reasons.clear();
    if (type == ChartType::Table) {
        Recommendation r = rules;
        r.checkedByModel = true;
        r.spec = ChartSpec();
        r.spec.type = ChartType::Table;
        r.reasons = {
            reason.isEmpty()
                ? charts::Tr::tr("A model judged that a table answers the question best.")
                : charts::Tr::tr("A model judged that a table answers the question best: %1").arg(reason)};
        r.spec.reasons = r.reasons;
        return r;
    }
    const QString x = columnName(columns, o.value(QStringLiteral("x")).toString());
    if (!o.value(QStringLiteral("x")).toString().trimmed().isEmpty() && x.isEmpty())
        return rejected(rules, reason,
                        charts::Tr::tr("It named a column the result does not have (%1)")
                            .arg(o.value(QStringLiteral("x")).toString()));
    if (!x.isEmpty() && x != s.x) {
        s.x = x;
        s.timeBucketing = false;
        s.limit = 0;
        s.otherBucket = false;
    }
    const QString yText = o.value(QStringLiteral("y")).toString().trimmed();
    const QString y = columnName(columns, yText);
    if (!yText.isEmpty() && y.isEmpty() && yText.toLower() != u"rows" &&
        yText.toLower() != u"count")
        return rejected(rules, reason,
                        charts::Tr::tr("It named a column the result does not have (%1)").arg(yText));
    if (!yText.isEmpty() && (y.isEmpty() || y != s.y.value(0).column)) {
        Measure m;
        if (!y.isEmpty()) {
            const ColumnProfile *p = profileOf(rules, y);
            m.column = y;
            m.aggregation =
                p && p->additivity == Additivity::NotAdditive ? Aggregation::Avg : Aggregation::Sum;
        } else {
            m.aggregation = Aggregation::Count;
        }
        s.y = {m};
    }
    const QString seriesText = o.value(QStringLiteral("series")).toString().trimmed();
    const QString series = columnName(columns, seriesText);
    if (series != s.series)
        s.seriesLimit = 0; // the rules' limit was for their series
    s.series = series; // empty when the model wants none (or named nothing we have)
    if (!seriesText.isEmpty() && series.isEmpty() && seriesText.toLower() != u"none" &&
        seriesText.toLower() != u"null")
        return rejected(rules, reason,
                        charts::Tr::tr("It named a column the result does not have (%1)").arg(seriesText));

    // What each type needs, whatever the rules had set for another type: the one definition the
    // question's named type goes through too.
    s = fitToType(s, type);
    QString problem = validateSpec(s, columns);
    if (problem.isEmpty())
        problem = typeProblem(s, rules.columns);
    if (!problem.isEmpty())
        return rejected(rules, reason,
                        charts::Tr::tr("Its suggestion, a %1, cannot be drawn from this result (%2)")
                            .arg(chartTypeNoun(s.type), problem));
    if (s == rules.spec || (s.type == rules.spec.type && s.x == rules.spec.x &&
                            s.y == rules.spec.y && s.series == rules.spec.series))
        return kept(rules, reason);
    Recommendation r = rules;
    r.checkedByModel = true;
    r.spec = s;
    r.reasons = {reason.isEmpty() ? charts::Tr::tr("A model checked the rule-based %1 against the "
                                       "question and chose a %2 instead.")
                                        .arg(chartTypeNoun(rules.spec.type),
                                             chartTypeNoun(s.type))
                                  : charts::Tr::tr("A model checked the rule-based %1 against the "
                                       "question and chose a %2 instead: %3")
                                        .arg(chartTypeNoun(rules.spec.type),
                                             chartTypeNoun(s.type), reason)};
    r.spec.reasons = r.reasons;
    return r;
}

QFuture<Recommendation> verifyWithModel(llm::LlmService *service, const Recommendation &rules,
                                        const QString &question,
                                        const QList<db::ResultColumn> &columns, qint64 rowCount,
                                        db::CancelTokenPtr cancel) {
    // Nothing to verify for an empty result, and no model: the rules stand.
    if (!service || !service->isReady(llm::Role::Fast) || rules.columns.isEmpty())
        return QtFuture::makeReadyFuture(rules);
    const llm::ChatRequest request = buildVerifyRequest(rules, question, rowCount);
    return service->chat(llm::Role::Fast, request, std::move(cancel))
        .then([rules, columns](const llm::ChatResponse &response) {
            if (!response.ok())
                return keepRules(rules,
                                 charts::Tr::tr("The model could not check the chart (%1), so the rule-based "
                                     "chart stays.")
                                     .arg(response.error.message));
            return applyVerdict(rules, response.text, columns);
        });
}

} // namespace assay::agents
