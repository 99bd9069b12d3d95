#include "insightphrasing.h"

#include "insights/insightstr.h"
#include "llm/llmservice.h"
#include "llm/prompttemplate.h"

namespace assay::agents {

using insights::Insight;

namespace {

// The part of the data the facts are about, in English as the prompt: the model must not turn
// "of these 5" into "of the total".
QString scopeLine(const insights::ResultScope &scope, qint64 rows)
{
    if (!scope.isPartial())
        return QStringLiteral("Scope: the whole result of the query.");
    QStringList parts;
    if (scope.keptRows > 0)
        parts << (scope.largestFirst ? QStringLiteral("only the top %1 rows (the query ordered them largest first and kept %1 with LIMIT)")
                                     : QStringLiteral("only the first %1 rows the query kept with LIMIT"))
                     .arg(scope.keptRows);
    if (scope.groupsFiltered)
        parts << QStringLiteral("only the groups the query's HAVING kept");
    return QStringLiteral("Scope: these %1 rows are part of the data, not all of it: %2. Every share, total and extreme "
                          "is among these rows only.")
        .arg(rows)
        .arg(parts.join(QStringLiteral("; ")));
}

} // namespace

llm::ChatRequest buildPhrasingRequest(const insights::InsightFacts &facts, const QString &question,
                                      const insights::InsightOptions &options)
{
    QStringList lines;
    for (const insights::Fact &f : insights::chosenFacts(facts, options))
        lines << QStringLiteral("- ") + f.text;
    const llm::PromptTemplate t = llm::PromptTemplate::load(QStringLiteral("insights_phrase"));
    llm::ChatRequest request;
    request.messages =
        t.render({{QStringLiteral("question"),
                   question.isEmpty() ? QString() : QStringLiteral("Question: %1\n\n").arg(question)}, // English, as the prompt
                  {QStringLiteral("subject"), facts.subject},
                  {QStringLiteral("facts"), lines.join(u'\n')},
                  {QStringLiteral("scope"), scopeLine(facts.scope, facts.rows)}});
    request.stream = true; // a question's chat shows the insight as it is written
    request.temperature = 0.2;
    request.maxTokens = 400; // the insight itself; a model that thinks gets room on top
    request.effort = llm::Effort::Low; // rephrasing facts it is given
    request.purpose = QStringLiteral("insight");
    return request;
}

QFuture<Insight> writeInsight(llm::LlmService *service, const insights::InsightFacts &facts, const QString &question,
                              const insights::InsightOptions &options, db::CancelTokenPtr cancel)
{
    if (!service || !service->isReady(llm::Role::Fast) || facts.isEmpty())
        return QtFuture::makeReadyFuture(insights::templateInsight(facts, options));
    return service->chat(llm::Role::Fast, buildPhrasingRequest(facts, question, options), std::move(cancel))
        .then([facts, options](const llm::ChatResponse &response) {
            if (!response.ok()) {
                Insight t = insights::templateInsight(facts, options);
                t.rejected = insights::Tr::tr("The model could not phrase the insight (%1).").arg(response.error.message);
                return t;
            }
            return insights::acceptPhrasing(facts, response.text, options);
        });
}

} // namespace assay::agents
