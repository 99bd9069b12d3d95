#include "sqlgenerator.h"
#include "agentstr.h"

#include "llm/answerparsing.h"
#include "llm/prompttemplate.h"

#include <QCoreApplication>

namespace assay::agents {
namespace {

// The SQL of an answer: the "sql" field of its JSON, else the first SQL in its text (a model that
// ignored the format may still have written a good query).
GeneratedSql fromAnswer(const ModelAnswer &a)
{
    GeneratedSql g;
    g.cancelled = a.cancelled;
    if (a.cancelled) {
        g.error = a.error;
        return g;
    }
    QJsonObject json = a.json;
    if (!a.ok && !a.text.isEmpty())
        llm::extractJsonObject(a.text, &json);
    g.sql = json.value(QStringLiteral("sql")).toString().trimmed();
    g.explanation = json.value(QStringLiteral("explanation")).toString().trimmed();
    if (g.sql.isEmpty() && !a.text.isEmpty())
        g.sql = llm::extractSql(a.text);
    while (g.sql.endsWith(u';'))
        g.sql.chop(1);
    g.sql = g.sql.trimmed();
    if (g.sql.isEmpty()) {
        g.noAnswer = !a.ok && a.text.isEmpty();
        g.error = g.noAnswer ? a.error : Tr::tr("The model's answer held no SQL.");
    }
    return g;
}

} // namespace

QHash<QString, QString> generationValues(const GenerationInput &in)
{
    return {{QStringLiteral("dialect"), in.dialect},   {QStringLiteral("question"), in.question}, {QStringLiteral("time"), in.time},
            {QStringLiteral("schema"), in.schema},     {QStringLiteral("joins"), in.joins},       {QStringLiteral("values"), in.values},
            {QStringLiteral("glossary"), in.glossary}, {QStringLiteral("examples"), in.examples}, {QStringLiteral("cells"), in.cells}};
}

QString generationPromptText(const GenerationInput &in)
{
    QHash<QString, QString> values = generationValues(in);
    values.insert(QStringLiteral("language"), llm::analystLanguage());
    const llm::PromptTemplate t = llm::PromptTemplate::load(QStringLiteral("ask_generate"));
    return llm::PromptTemplate::fill(t.system, values) + u'\n' + llm::PromptTemplate::fill(t.user, values);
}

GeneratedSql generateSql(AgentModel &model, const GenerationInput &in)
{
    return fromAnswer(model.ask(QStringLiteral("generate"), QStringLiteral("ask_generate"), generationValues(in), true));
}

GeneratedSql repairSql(AgentModel &model, const GenerationInput &in, const QString &sql, const QString &error)
{
    return fromAnswer(model.ask(QStringLiteral("refine"), QStringLiteral("ask_repair"),
                                {{QStringLiteral("dialect"), in.dialect},
                                 {QStringLiteral("question"), in.question},
                                 {QStringLiteral("schema"), in.schema},
                                 {QStringLiteral("joins"), in.joins},
                                 {QStringLiteral("cells"), in.cells},
                                 {QStringLiteral("sql"), sql},
                                 {QStringLiteral("error"), error}},
                                true));
}

} // namespace assay::agents
