#include "clarifier.h"
#include "agentstr.h"

#include "promptmaterial.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace assay::agents {
namespace {

QStringList strings(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &x : v.toArray()) {
        const QString s = x.toString().trimmed();
        if (!s.isEmpty() && !out.contains(s))
            out << s;
    }
    return out;
}

} // namespace

ClarifyOutcome clarifyQuestion(AgentModel &model, const ask::AskRequest &request, const knowledge::KnowledgeSnapshot &knowledge,
                               const NotebookContext &context, const QList<ask::TimeRange> &times)
{
    ClarifyOutcome out;
    out.rewritten = request.question;
    out.steps = {request.question};
    const QString lookup = request.question + QLatin1Char(' ') + request.clarification;
    const ModelAnswer a = model.ask(QStringLiteral("clarify"), QStringLiteral("ask_clarify"),
                                    {{QStringLiteral("today"), request.today.toString(Qt::ISODate)},
                                     {QStringLiteral("question"), request.question},
                                     {QStringLiteral("clarification"),
                                      request.clarification.isEmpty() ? QString() : QStringLiteral("The analyst, asked what they meant, answered: ") + request.clarification},
                                     {QStringLiteral("time"), timeText(times)},
                                     {QStringLiteral("database"), databaseText(knowledge)},
                                     {QStringLiteral("tables"), tablesOverview(knowledge, lookup)},
                                     {QStringLiteral("glossary"), glossaryText(knowledge, lookup)},
                                     {QStringLiteral("history"), historyText(request.history)},
                                     {QStringLiteral("notebook"), context.text.isEmpty() ? QStringLiteral("(none)") : context.text}},
                                    true);
    if (!a.ok) {
        out.warning = a.cancelled ? QString() : Tr::tr("The question was not rewritten (%1); it is used as asked.").arg(a.error);
        return out;
    }
    const QString rewritten = a.json.value(QStringLiteral("rewritten")).toString().trimmed();
    if (!rewritten.isEmpty())
        out.rewritten = rewritten;
    const QStringList steps = strings(a.json.value(QStringLiteral("steps")));
    // More than five steps is a plan, not a question: keep the rewritten question whole.
    out.steps = steps.isEmpty() || steps.size() > 5 ? QStringList{out.rewritten} : steps;
    const bool ambiguous = a.json.value(QStringLiteral("ambiguous")).toBool();
    const QJsonObject c = a.json.value(QStringLiteral("clarification")).toObject();
    const QStringList options = strings(c.value(QStringLiteral("options")));
    // Asking back is only useful with real choices, and only once per question.
    if (ambiguous && request.allowClarification && request.clarification.isEmpty() && options.size() >= 2
        && !c.value(QStringLiteral("question")).toString().trimmed().isEmpty()) {
        out.clarification.question = c.value(QStringLiteral("question")).toString().trimmed();
        out.clarification.options = options.mid(0, 4);
        out.clarification.kind = QStringLiteral("meaning");
    }
    return out;
}

} // namespace assay::agents
