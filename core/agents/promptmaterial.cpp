#include "promptmaterial.h"

#include <QLocale>

namespace assay::agents {
namespace {

QString none()
{
    return QStringLiteral("(none)");
}

} // namespace

QString timeText(const QList<ask::TimeRange> &times)
{
    QStringList lines;
    for (const ask::TimeRange &t : times)
        lines << t.describe();
    return lines.isEmpty() ? none() : lines.join(QStringLiteral("; "));
}

QString databaseText(const knowledge::KnowledgeSnapshot &k)
{
    const knowledge::DatabaseSummary &d = k.context.database;
    QString text = d.description.isEmpty() ? d.summary : d.description;
    if (!d.domain.isEmpty())
        text += QStringLiteral(" Domain: %1.").arg(d.domain);
    return text.trimmed().isEmpty() ? QStringLiteral("%1 tables").arg(k.catalog.tables.size()) : text.trimmed();
}

QString tablesOverview(const knowledge::KnowledgeSnapshot &k, const QString &question, int count)
{
    QStringList lines;
    for (const knowledge::RetrievedItem &hit : k.search(question, {knowledge::ItemKind::Table}, count)) {
        const knowledge::TableKnowledge *t = k.context.table(hit.item.table.section(u'.', -1));
        QStringList cols;
        if (t) {
            for (const knowledge::ColumnKnowledge &c : t->columns)
                cols << c.name;
        }
        lines << QStringLiteral("- %1: %2 (columns: %3)")
                     .arg(hit.item.table, t && !t->description.isEmpty() ? t->description : knowledge::humanize(hit.item.table),
                          cols.join(QStringLiteral(", ")).left(400));
    }
    return lines.isEmpty() ? none() : lines.join(QLatin1Char('\n'));
}

QString glossaryText(const knowledge::KnowledgeSnapshot &k, const QString &question, int count)
{
    QStringList lines;
    QSet<qint64> seen;
    // Entries the question names outright first, then what retrieval finds.
    for (const knowledge::GlossaryEntry &g : k.glossary) {
        if (g.mentionedIn(question) && !seen.contains(g.id)) {
            seen.insert(g.id);
            lines << QStringLiteral("- %1: %2%3").arg(g.term, g.definition, g.expression.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(g.expression));
        }
    }
    for (const knowledge::RetrievedItem &hit : k.search(question, {knowledge::ItemKind::Glossary}, count)) {
        if (seen.contains(hit.item.id) || lines.size() >= count || hit.lexical <= 0)
            continue;
        seen.insert(hit.item.id);
        for (const knowledge::GlossaryEntry &g : k.glossary) {
            if (g.id == hit.item.id)
                lines << QStringLiteral("- %1: %2%3").arg(g.term, g.definition, g.expression.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(g.expression));
        }
    }
    return lines.isEmpty() ? none() : lines.join(QLatin1Char('\n'));
}

QString examplesText(const knowledge::KnowledgeSnapshot &k, const QString &question, int count)
{
    QStringList lines;
    for (const knowledge::RetrievedItem &hit : k.search(question, {knowledge::ItemKind::Example}, count)) {
        for (const knowledge::ExampleEntry &e : k.examples) {
            if (e.id == hit.item.id)
                lines << QStringLiteral("Q: %1\nSQL: %2").arg(e.question, e.sql.simplified());
        }
    }
    return lines.isEmpty() ? none() : lines.join(QStringLiteral("\n\n"));
}

QString historyText(const QList<ask::ChatTurn> &history, int turns)
{
    QStringList lines;
    for (int i = std::max(0, int(history.size()) - turns); i < history.size(); ++i) {
        const ask::ChatTurn &t = history[i];
        lines << QStringLiteral("Analyst: %1").arg(t.question);
        if (!t.cellNames.isEmpty())
            lines << QStringLiteral("Assistant: answered in cell %1%2").arg(t.cellNames.join(QStringLiteral(", ")),
                                                                             t.sql.isEmpty() ? QString() : QStringLiteral(" with: ") + t.sql.simplified().left(400));
        else if (!t.answer.isEmpty())
            lines << QStringLiteral("Assistant: %1").arg(t.answer.left(300));
    }
    return lines.isEmpty() ? none() : lines.join(QLatin1Char('\n'));
}

QString valuesText(const QList<knowledge::ValueHit> &values)
{
    QStringList lines;
    const QLocale c = QLocale::c();
    for (const knowledge::ValueHit &v : values)
        lines << QStringLiteral("%1.%2 = '%3' (%4 rows)").arg(v.table, v.column, v.value, c.toString(v.frequency));
    return lines.isEmpty() ? none() : lines.join(QLatin1Char('\n'));
}

} // namespace assay::agents
