#include "simulatedanalyst.h"

#include "recordedrequest.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace assay::fakellm {
namespace {

QString words(QString identifier)
{
    identifier.replace(u'_', u' ');
    return identifier.toLower().simplified();
}

QString singular(const QString &name)
{
    QString s = name.toLower();
    if (s.endsWith(QLatin1String("ies")))
        return s.left(s.size() - 3) + QLatin1Char('y');
    if (s.endsWith(u's') && !s.endsWith(QLatin1String("ss")))
        return s.left(s.size() - 1);
    return s;
}

QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

// The text between a line starting with `from` and the next line starting with `to` (or the end).
QStringList section(const QString &text, const QString &from, const QString &to = {})
{
    QStringList out;
    bool inside = false;
    for (const QString &line : text.split(u'\n')) {
        if (!inside && line.startsWith(from)) {
            inside = true;
            continue;
        }
        if (inside && !to.isEmpty() && line.startsWith(to))
            break;
        if (inside)
            out << line;
    }
    return out;
}

// "- name (type...): ..." or "- name: ..." list items -> names.
QStringList listedNames(const QStringList &lines)
{
    static const QRegularExpression item(QStringLiteral("^- ([^ (:]+)"));
    QStringList names;
    for (const QString &line : lines) {
        const QRegularExpressionMatch m = item.match(line);
        if (m.hasMatch())
            names << m.captured(1);
    }
    return names;
}

QString captured(const QString &text, const QString &pattern)
{
    const QRegularExpressionMatch m = QRegularExpression(pattern).match(text);
    return m.hasMatch() ? m.captured(1) : QString();
}

QString describeColumns(const QString &user)
{
    const QString table = captured(user, QStringLiteral("Describe each column of the table (\\S+) in"));
    QJsonArray columns;
    for (const QString &name : listedNames(section(user, QStringLiteral("Columns ("), QStringLiteral("Glossary terms"))))
        columns.append(QJsonObject{{QStringLiteral("name"), name},
                                   {QStringLiteral("description"), QStringLiteral("The %1 of each %2.").arg(words(name), singular(table))}});
    return compact({{QStringLiteral("columns"), columns}});
}

// Like a model's two sentences: the block's first and last columns are named, not all of them.
QString summarisePart(const QString &user)
{
    const QString table = captured(user, QStringLiteral("columns of the table (\\S+) \\(part"));
    const QStringList names = listedNames(user.split(u'\n'));
    const QString named = names.size() <= 4 ? names.join(QStringLiteral(", "))
                                            : names.mid(0, 2).join(QStringLiteral(", ")) + QStringLiteral(" to ") + names.mid(names.size() - 2).join(QStringLiteral(", "));
    return compact({{QStringLiteral("summary"), QStringLiteral("These columns of %1 record %2.").arg(table, named)}});
}

// Merging summaries the way a short answer would: the range of what the summaries recorded.
QString foldSummaries(const QString &user)
{
    const QString table = captured(user, QStringLiteral("columns of the table (\\S+) \\(columns"));
    QStringList recorded;
    for (const QString &line : section(user, QStringLiteral("Here are summaries"), QStringLiteral("Merge them"))) {
        const QString what = captured(line, QStringLiteral("record (.*)\\.$"));
        if (!what.isEmpty())
            recorded << what;
    }
    // Four sentences cannot list everything: the first columns named first and the last named last.
    const QString first = recorded.isEmpty() ? QString() : recorded.first().section(QStringLiteral(" to "), 0, 0);
    const QString last = recorded.isEmpty() ? QString() : recorded.last().section(QStringLiteral(" to "), -1);
    return compact({{QStringLiteral("summary"), QStringLiteral("These columns of %1 record %2 to %3.").arg(table, first, last)}});
}

QString describeTable(const QString &user)
{
    const QString table = captured(user, QStringLiteral("Describe the table (\\S+) \\("));
    const QString declaredKey = captured(user, QStringLiteral("Declared primary key: (\\S+)"));
    const QString foreignKeys = captured(user, QStringLiteral("Foreign keys: ([^\\n]*)"));
    const QStringList columns = listedNames(section(user, QStringLiteral("What is known about its columns:"), QStringLiteral("Declared primary key")));
    const int references = foreignKeys == u"(none)" ? 0 : int(foreignKeys.count(QLatin1String("->")));
    const QString key = declaredKey != u"(none)" && !declaredKey.isEmpty() ? declaredKey : (columns.isEmpty() ? QString() : columns.first());
    const QString type = references >= 2 ? QStringLiteral("fact") : QStringLiteral("dimension");
    QJsonArray attributes;
    for (const QString &c : columns.mid(0, 3))
        attributes.append(c);
    return compact({{QStringLiteral("description"), QStringLiteral("Each row of %1 is one %2. It is used to analyse %3.").arg(table, singular(table), words(table))},
                    {QStringLiteral("primary_key"), key},
                    {QStringLiteral("key_attributes"), attributes},
                    {QStringLiteral("table_type"), type},
                    {QStringLiteral("main_entity"), singular(table)}});
}

QString findRelationships(const QString &user)
{
    const QString table = captured(user, QStringLiteral("^Table (\\S+):"));
    const QStringList columns = listedNames(section(user, QStringLiteral("Its columns:"), QStringLiteral("Candidate tables")));
    // Candidates: "- name (key: k; columns: ...): description"
    static const QRegularExpression candidate(QStringLiteral("^- (\\S+) \\(key: ([^;]+);"));
    QList<std::pair<QString, QString>> candidates;
    for (const QString &line : section(user, QStringLiteral("Candidate tables"), QStringLiteral("Declared foreign keys"))) {
        const QRegularExpressionMatch m = candidate.match(line);
        if (m.hasMatch())
            candidates.append({m.captured(1), m.captured(2)});
    }
    const QString declared = captured(user, QStringLiteral("Declared foreign keys already known \\(do not repeat them\\): ([^\\n]*)"));
    QJsonArray links;
    for (const QString &column : columns) {
        if (!column.endsWith(QLatin1String("_id")) || declared.contains(column))
            continue;
        const QString stem = column.left(column.size() - 3).toLower();
        for (const auto &[name, key] : candidates) {
            const QString last = name.section(u'.', -1);
            if (singular(last) == stem && key != u"?" && name != table)
                links.append(QJsonObject{{QStringLiteral("column"), column},
                                         {QStringLiteral("references_table"), name},
                                         {QStringLiteral("references_column"), key},
                                         {QStringLiteral("cardinality"), QStringLiteral("N:1")}});
        }
    }
    return compact({{QStringLiteral("relationships"), links}});
}

QString groupEntities(const QString &user)
{
    const int max = captured(user, QStringLiteral("at most (\\d+) larger")).toInt();
    const QStringList tables = listedNames(section(user, QStringLiteral("These are the most connected tables"), QStringLiteral("Group them")));
    QJsonArray entities;
    for (const QString &t : tables.mid(0, std::max(1, max)))
        entities.append(QJsonObject{{QStringLiteral("name"), words(singular(t.section(u'.', -1)))},
                                    {QStringLiteral("summary"), QStringLiteral("Everything about %1.").arg(words(t))},
                                    {QStringLiteral("key_attributes"), QJsonArray{}},
                                    {QStringLiteral("tables"), QJsonArray{t}}});
    return compact({{QStringLiteral("entities"), entities}});
}

QString summariseDatabase(const QString &user)
{
    // Entity lines are "- <name>: <summary> (tables: ...)"; names may have spaces.
    QStringList entities;
    static const QRegularExpression entity(QStringLiteral("^- ([^:]+):"));
    for (const QString &line : section(user, QStringLiteral("The database"), QStringLiteral("Infer:"))) {
        const QRegularExpressionMatch m = entity.match(line);
        if (m.hasMatch())
            entities << m.captured(1).trimmed();
    }
    const QString list = entities.mid(0, 3).join(QStringLiteral(", "));
    QJsonArray questions;
    for (const QString &e : entities.mid(0, 5))
        questions.append(QStringLiteral("How many %1 are there?").arg(e));
    return compact({{QStringLiteral("purpose"), QStringLiteral("Tracks %1.").arg(list)},
                    {QStringLiteral("domain"), QStringLiteral("Business operations")},
                    {QStringLiteral("business_impact"), QStringLiteral("Helps decide using %1.").arg(list)},
                    {QStringLiteral("example"), QStringLiteral("A manager reviews %1.").arg(list)},
                    {QStringLiteral("description"), QStringLiteral("A database about %1.").arg(list)},
                    {QStringLiteral("summary"), QStringLiteral("Operational data about %1").arg(list)},
                    {QStringLiteral("questions"), questions}});
}

QString questionForQuery(const QString &user)
{
    const QStringList tables = listedNames(section(user, QStringLiteral("Tables:"), QStringLiteral("Query:")));
    return compact({{QStringLiteral("question"), QStringLiteral("What does the data in %1 show?").arg(tables.join(QStringLiteral(" and ")))}});
}

} // namespace

QString simulatedAnalystAnswer(const RecordedRequest &request)
{
    const QString user = request.lastMessage(QStringLiteral("user"));
    if (user.contains(QLatin1String("Describe each column of the table")))
        return describeColumns(user);
    if (user.contains(QLatin1String("Summarise in two sentences what these columns say")))
        return summarisePart(user);
    if (user.contains(QLatin1String("Merge them into one summary")))
        return foldSummaries(user);
    if (user.contains(QLatin1String("Describe the table")))
        return describeTable(user);
    if (user.contains(QLatin1String("Candidate tables it may refer to")))
        return findRelationships(user);
    if (user.contains(QLatin1String("Group them into at most")))
        return groupEntities(user);
    if (user.contains(QLatin1String("holds these business entities")))
        return summariseDatabase(user);
    if (user.contains(QLatin1String("Query:")))
        return questionForQuery(user);
    return QStringLiteral("I cannot help with that.");
}

} // namespace assay::fakellm
