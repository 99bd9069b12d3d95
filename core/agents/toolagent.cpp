#include "toolagent.h"
#include "agentstr.h"

#include "ask/informationunit.h"
#include "promptmaterial.h"

#include "db/dialect.h"
#include "llm/prompttemplate.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

namespace assay::agents {
namespace {

QString rowsText(const charts::ResultSample &sample, int maxRows = 10)
{
    QStringList lines;
    QStringList head;
    for (const db::ResultColumn &c : sample.columns)
        head << c.name;
    lines << head.join(QStringLiteral(" | "));
    for (int r = 0; r < sample.rows.size() && r < maxRows; ++r) {
        QStringList cells;
        for (const QVariant &v : sample.rows[r])
            cells << (v.isNull() ? QStringLiteral("NULL") : v.toString().left(60));
        lines << cells.join(QStringLiteral(" | "));
    }
    if (sample.rows.size() > maxRows)
        lines << QStringLiteral("(%1 rows in all)").arg(sample.totalRows);
    if (sample.rows.isEmpty())
        lines << QStringLiteral("(no rows)");
    return lines.join(QLatin1Char('\n'));
}

} // namespace

ToolAction parseToolAction(const QString &text)
{
    // The last action wins (models sometimes restate earlier ones); its argument runs to the last
    // closing parenthesis of the turn, so a multi-line query stays whole.
    const int at = int(text.lastIndexOf(QLatin1String("Action:")));
    if (at < 0)
        return {};
    const QString tail = text.mid(at);
    const int open = int(tail.indexOf(u'('));
    const int close = int(tail.lastIndexOf(u')'));
    if (open < 0 || close < open)
        return {};
    static const QRegularExpression name(QStringLiteral("^Action:\\s*([A-Za-z]+)$"));
    const QRegularExpressionMatch m = name.match(tail.left(open).trimmed());
    if (!m.hasMatch())
        return {};
    return {m.captured(1), tail.mid(open + 1, close - open - 1).trimmed()};
}

AgentTools::AgentTools(const knowledge::KnowledgeSnapshot &knowledge, const schema::JoinPlanner &planner, const ask::StepRunner &runner,
                       const db::Dialect &dialect, bool shareValues)
    : m_knowledge(knowledge)
    , m_planner(planner)
    , m_runner(runner)
    , m_dialect(dialect)
    , m_shareValues(shareValues)
{
}

ToolObservation AgentTools::run(const ToolAction &action, const db::CancelTokenPtr &cancel) const {
    const QString tool = action.tool.toLower();
    if (tool == u"searchcolumn")
        return searchColumn(action.argument);
    if (tool == u"searchvalue")
        return searchValue(action.argument);
    if (tool == u"findshortestpath")
        return findShortestPath(action.argument);
    if (tool == u"executesql")
        return executeSql(action.argument, cancel);
    return ToolObservation::failure(Tr::tr("Error: there is no tool %1. Use SearchColumn, "
                                           "SearchValue, FindShortestPath, ExecuteSQL or Answer.")
                                        .arg(action.tool));
}

ToolObservation AgentTools::searchColumn(const QString &words) const {
    QStringList lines;
    for (const knowledge::RetrievedItem &hit : m_knowledge.searchColumns(words, 8)) {
        const knowledge::TableKnowledge *t = m_knowledge.context.table(hit.item.table.section(u'.', -1));
        const knowledge::ColumnKnowledge *c = t ? t->column(hit.item.column) : nullptr;
        QString line = hit.item.title;
        if (c)
            line += QStringLiteral(" (%1)").arg(c->profile.distinct >= 0 ? c->profile.summary(m_shareValues, t->profile.sampledRows) : c->type);
        if (c && !c->description.isEmpty())
            line += QStringLiteral(": ") + c->description;
        lines << line;
    }
    return ToolObservation::done(lines.isEmpty() ? Tr::tr("No column matches \"%1\".").arg(words)
                                                 : lines.join(QLatin1Char('\n')));
}

ToolObservation AgentTools::searchValue(const QString &argument) const {
    const QString text = argument.section(u'|', 0, 0).trimmed();
    const QString table = argument.contains(u'|') ? argument.section(u'|', 1).trimmed() : QString();
    if (!m_knowledge.values)
        return ToolObservation::failure(Tr::tr("Error: stored values are still being indexed; try SearchColumn."));
    QString qualified;
    if (!table.isEmpty()) {
        const db::TableInfo *t = m_knowledge.catalog.find(table);
        if (!t)
            return ToolObservation::failure(Tr::tr("Error: there is no table %1.").arg(table));
        qualified = t->qualifiedName();
    }
    const QList<knowledge::ValueHit> hits = m_knowledge.searchValues(text, 5, qualified);
    return ToolObservation::done(hits.isEmpty() ? Tr::tr("No stored value is like \"%1\".").arg(text) : valuesText(hits));
}

ToolObservation AgentTools::findShortestPath(const QString &argument) const {
    // Interactive-T2S takes the columns the answer needs; tables, and "table AS role" for a
    // table needed twice, work too.
    QStringList items;
    for (const QString &part : argument.split(u',', Qt::SkipEmptyParts)) {
        if (!part.trimmed().isEmpty())
            items << part.trimmed();
    }
    if (items.size() < 2)
        return ToolObservation::failure(
            Tr::tr("Error: FindShortestPath takes two or more columns or tables: "
                   "FindShortestPath(orders.total, customers.city)."));
    const schema::PlanResult r = m_planner.shortestPath(items);
    if (!r.ok())
        return ToolObservation::failure(Tr::tr("Error: %1").arg(r.error));
    QString text = r.plans.first().describe(m_dialect);
    if (r.ambiguous())
        text += QLatin1Char('\n') + Tr::tr("or, equally short:") + QLatin1Char('\n') + r.plans[1].describe(m_dialect);
    return ToolObservation::done(text);
}

ToolObservation AgentTools::executeSql(const QString &sql, const db::CancelTokenPtr &cancel) const {
    const ask::RunOutcome o = m_runner.run(QStringLiteral("__tool_probe"), sql, cancel);
    if (!o.ok)
        return ToolObservation::failure(Tr::tr("Error: %1").arg(o.errorForModel()));
    return ToolObservation::done(rowsText(o.sample));
}

ToolLoopOutcome runToolLoop(AgentModel &model, const AgentTools &tools, const ask::StepRunner &runner, const QString &question,
                            const QString &dialectName, const QString &tables, const QList<ask::TimeRange> &times, const QDate &today,
                            int maxRounds, ask::UnitBuffer &units)
{
    ToolLoopOutcome out;
    const llm::PromptTemplate t = llm::PromptTemplate::load(QStringLiteral("ask_tools"));
    const QHash<QString, QString> values = {{QStringLiteral("dialect"), dialectName},
                                            {QStringLiteral("today"), today.toString(Qt::ISODate)},
                                            {QStringLiteral("question"), question},
                                            {QStringLiteral("time"), timeText(times)},
                                            {QStringLiteral("tables"), tables}};
    QList<QPair<QString, QString>> messages = {{QStringLiteral("system"), llm::PromptTemplate::fill(t.system, values)},
                                               {QStringLiteral("user"), llm::PromptTemplate::fill(t.user, values)}};
    QString lastGood; // the last query that ran, in case the rounds run out
    for (out.rounds = 1; out.rounds <= maxRounds; ++out.rounds) {
        const ModelAnswer a = model.chat(QStringLiteral("tools"), messages);
        if (a.cancelled || model.cancelled()) {
            out.cancelled = true;
            return out;
        }
        if (!a.ok) {
            out.error = a.error;
            return out;
        }
        messages << qMakePair(QStringLiteral("assistant"), a.text);
        const ToolAction action = parseToolAction(a.text);
        QString observation;
        if (action.tool.isEmpty()) {
            observation = Tr::tr("Error: no action could be read. End your turn with exactly one line: Action: Tool(argument)");
        } else if (action.tool.compare(QLatin1String("Answer"), Qt::CaseInsensitive) == 0) {
            const ask::RunOutcome o = runner.run(QStringLiteral("__tool_answer"), action.argument, model.cancelToken());
            if (o.ok) {
                out.sql = action.argument;
                units.add(QStringLiteral("tool-agent"), QStringLiteral("answer"), QStringLiteral("model"),
                          Tr::tr("Answered after %1 rounds").arg(out.rounds), action.argument);
                return out;
            }
            observation = Tr::tr("Error: the answer does not run: %1").arg(o.errorForModel());
        } else {
            const ToolObservation seen = tools.run(action, model.cancelToken());
            observation = seen.text;
            if (action.tool.compare(QLatin1String("ExecuteSQL"), Qt::CaseInsensitive) == 0 &&
                !seen.failed())
                lastGood = action.argument;
        }
        units.add(QStringLiteral("tool-agent"), action.tool.isEmpty() ? QStringLiteral("unreadable") : action.tool, QStringLiteral("tools"),
                  Tr::tr("Round %1: %2").arg(out.rounds).arg(action.tool.isEmpty() ? Tr::tr("no readable action") : action.tool),
                  QJsonObject{{QStringLiteral("argument"), action.argument}, {QStringLiteral("observation"), observation.left(2000)}});
        messages << qMakePair(QStringLiteral("user"), QStringLiteral("Observation: ") + observation);
    }
    out.rounds = maxRounds;
    if (!lastGood.isEmpty()) {
        out.sql = lastGood;
        return out;
    }
    out.error = Tr::tr("No answer within %1 rounds.").arg(maxRounds);
    return out;
}

} // namespace assay::agents
