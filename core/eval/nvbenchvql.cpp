#include "nvbenchvql.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

namespace assay::eval {
namespace {

// Where a keyword starts outside parentheses and quotes, or -1.
qsizetype topLevel(const QString &sql, const QString &keyword, qsizetype from = 0) {
    int depth = 0;
    QChar quote;
    const QRegularExpression re(
        QStringLiteral("\\b%1\\b").arg(QString(keyword).replace(u' ', QStringLiteral("\\s+"))),
        QRegularExpression::CaseInsensitiveOption);
    for (qsizetype i = std::max<qsizetype>(0, from); i < sql.size(); ++i) {
        const QChar c = sql[i];
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            continue;
        }
        if (c == u'\'' || c == u'"' || c == u'`') {
            quote = c;
        } else if (c == u'(') {
            ++depth;
        } else if (c == u')') {
            --depth;
        } else if (depth == 0) {
            const auto m = re.match(sql, i, QRegularExpression::NormalMatch,
                                    QRegularExpression::AnchorAtOffsetMatchOption);
            if (m.hasMatch())
                return i;
        }
    }
    return -1;
}

// The items of a comma-separated list, split outside parentheses and quotes, trimmed.
QStringList splitList(const QString &text) {
    QStringList out;
    int depth = 0;
    QChar quote;
    qsizetype start = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
        } else if (c == u'\'' || c == u'"' || c == u'`') {
            quote = c;
        } else if (c == u'(') {
            ++depth;
        } else if (c == u')') {
            --depth;
        } else if (c == u',' && depth == 0) {
            out << text.mid(start, i - start).trimmed();
            start = i + 1;
        }
    }
    const QString last = text.mid(start).trimmed();
    if (!last.isEmpty())
        out << last;
    return out;
}

QString bareName(const QString &item) {
    return item.section(u'.', -1).trimmed();
}

bool isAggregate(const QString &item) {
    static const QRegularExpression re(QStringLiteral("^\\s*(count|sum|avg|min|max)\\s*\\("),
                                       QRegularExpression::CaseInsensitiveOption);
    return re.match(item).hasMatch();
}

QString caseOf(const QString &expr, const QStringList &keys, const QStringList &labels) {
    QString out = QStringLiteral("CASE %1").arg(expr);
    for (int i = 0; i < keys.size(); ++i)
        out += QStringLiteral(" WHEN '%1' THEN '%2'").arg(keys[i], labels[i]);
    return out + QStringLiteral(" END");
}

// nvBench's bins in SQLite. A year is the first day of it whatever the column holds (a date, a
// timestamp, or a year as a number or as text); months and weekdays are named categories.
QString binExpression(const QString &column, const QString &unit, QString *error) {
    if (unit == u"YEAR")
        return QStringLiteral(
                   "CASE WHEN typeof(%1) IN ('integer', 'real') THEN printf('%04d-01-01', "
                   "CAST(%1 AS INTEGER)) WHEN %1 GLOB '[0-9][0-9][0-9][0-9]' THEN %1 || "
                   "'-01-01' ELSE date(%1, 'start of year') END")
            .arg(column);
    if (unit == u"DAY")
        return QStringLiteral("date(%1)").arg(column);
    if (unit == u"MONTH")
        return caseOf(
            QStringLiteral("strftime('%m', %1)").arg(column),
            {"01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"},
            {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"});
    if (unit == u"WEEKDAY")
        return caseOf(QStringLiteral("strftime('%w', %1)").arg(column),
                      {"0", "1", "2", "3", "4", "5", "6"},
                      {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"});
    if (unit == u"QUARTER")
        return QStringLiteral("'Q' || ((CAST(strftime('%m', %1) AS INTEGER) + 2) / 3)").arg(column);
    *error = QStringLiteral("BIN BY %1 is not translated").arg(unit);
    return {};
}

// What the bin's column is called in the result: a year or a day is still the column (truncated);
// a month, weekday or quarter name is another quantity, named after it.
QString binAlias(const QString &bare, const QString &unit) {
    if (unit == u"YEAR" || unit == u"DAY")
        return bare;
    return bare + QLatin1Char('_') + unit.toLower();
}

// nvBench nests an aggregate in an aggregate ("SUM(count(*))") over the same GROUP BY, meaning
// the outer one of a single value per group: that is the inner aggregate itself.
QString unnestAggregates(QString sql) {
    static const QRegularExpression nested(
        QStringLiteral(
            "\\b(?:sum|avg|min|max)\\s*\\(\\s*((?:count|sum|avg|min|max)\\s*\\([^()]*\\))\\s*\\)"),
        QRegularExpression::CaseInsensitiveOption);
    sql.replace(nested, QStringLiteral("\\1"));
    return sql;
}

// Where the clauses after GROUP BY start (HAVING, ORDER BY, LIMIT), or the end.
qsizetype tailOf(const QString &sql, qsizetype from) {
    for (const char *k : {"HAVING", "ORDER BY", "LIMIT"}) {
        const qsizetype at = topLevel(sql, QString::fromLatin1(k), from);
        if (at >= 0)
            return at;
    }
    return sql.size();
}

} // namespace

VqlQuery translateVql(const QString &vqlIn) {
    VqlQuery q;
    static const QRegularExpression bin(QStringLiteral("\\s+BIN\\s+([\\w.]+)\\s+BY\\s+(\\w+)\\s*$"),
                                        QRegularExpression::CaseInsensitiveOption);
    QString sql = unnestAggregates(vqlIn).simplified();
    if (const auto m = bin.match(sql); m.hasMatch()) {
        q.binColumn = m.captured(1);
        q.binUnit = m.captured(2).toUpper();
        sql = sql.left(m.capturedStart()).trimmed();
    } else if (sql.contains(QLatin1String(" BIN "), Qt::CaseInsensitive)) {
        q.error = QStringLiteral("unrecognised BIN clause");
        return q;
    }
    const qsizetype select = topLevel(sql, QStringLiteral("SELECT"));
    const qsizetype from = select < 0 ? -1 : topLevel(sql, QStringLiteral("FROM"), select + 6);
    if (select < 0 || from < 0) {
        q.error = QStringLiteral("no SELECT ... FROM");
        return q;
    }
    QString head = sql.mid(select + 6, from - select - 6).trimmed();
    QString distinct;
    if (head.startsWith(QLatin1String("DISTINCT "), Qt::CaseInsensitive)) {
        distinct = QStringLiteral("DISTINCT ");
        head = head.mid(9).trimmed();
    }
    QStringList items = splitList(head);
    if (items.size() < 2) {
        q.error = QStringLiteral("fewer than two select items");
        return q;
    }
    q.x = items[0];
    q.y = items[1];
    q.from = sql.mid(from);
    const bool aggregates = std::any_of(items.begin(), items.end(), isAggregate);

    // The GROUP BY keys, and the colour among them: one that is not selected, beside a selected
    // dimension (all aggregates grouped by a key are one point per group, uncoloured).
    const qsizetype groupBy = topLevel(sql, QStringLiteral("GROUP BY"), from);
    const qsizetype tail = tailOf(sql, groupBy >= 0 ? groupBy : from);
    QStringList keys = groupBy >= 0 ? splitList(sql.mid(groupBy + 8, tail - groupBy - 8).trimmed())
                                    : QStringList();
    const bool selectsDimension = !isAggregate(q.x) || !isAggregate(q.y);
    for (const QString &k : std::as_const(keys)) {
        const bool selected = std::any_of(items.begin(), items.end(), [&k](const QString &i) {
            return !isAggregate(i) && bareName(i).compare(bareName(k), Qt::CaseInsensitive) == 0;
        });
        if (!selected && selectsDimension && q.series.isEmpty())
            q.series = k;
    }

    // The bin replaces the binned column in the select list and in the GROUP BY.
    QString binExpr;
    if (!q.binColumn.isEmpty()) {
        if (bareName(q.x).compare(bareName(q.binColumn), Qt::CaseInsensitive) != 0) {
            q.error = QStringLiteral("the binned column is not the first select item");
            return q;
        }
        binExpr = binExpression(q.binColumn, q.binUnit, &q.error);
        if (binExpr.isEmpty())
            return q;
        items[0] = QStringLiteral("%1 AS %2").arg(binExpr, binAlias(bareName(q.x), q.binUnit));
    }
    if (!q.series.isEmpty())
        items << QStringLiteral("%1 AS %2").arg(q.series, bareName(q.series));

    QString groupClause;
    if (aggregates) {
        if (!binExpr.isEmpty()) {
            bool replaced = false;
            for (QString &k : keys) {
                if (bareName(k).compare(bareName(q.binColumn), Qt::CaseInsensitive) == 0) {
                    k = binExpr;
                    replaced = true;
                }
            }
            if (!replaced)
                keys << binExpr;
        }
        if (!keys.isEmpty())
            groupClause = QStringLiteral(" GROUP BY ") + keys.join(QStringLiteral(", "));
    } else if (q.series.isEmpty() && groupBy >= 0) {
        // Raw rows grouped by selected columns: kept as written (SQLite picks a row per group).
        groupClause = QLatin1Char(' ') + sql.mid(groupBy, tail - groupBy).trimmed();
    }
    // Raw rows with a colour: every row stays, coloured by it (no GROUP BY).
    const QString body = groupBy >= 0 ? sql.mid(from, groupBy - from) : sql.mid(from, tail - from);
    q.sql = (QStringLiteral("SELECT ") + distinct + items.join(QStringLiteral(", ")) +
             QLatin1Char(' ') + body.trimmed() + groupClause + QLatin1Char(' ') + sql.mid(tail))
                .simplified();
    return q;
}

namespace {

// Tables of the FROM clause by the names and aliases the query uses for them.
QList<std::pair<QString, QString>> tableAliases(const QString &fromClause) {
    QList<std::pair<QString, QString>> out; // alias (lower case) -> table
    static const QRegularExpression re(
        QStringLiteral(
            "\\b(?:FROM|JOIN)\\s+(\\w+)(?:\\s+(?:AS\\s+)?(?!JOIN\\b|ON\\b|WHERE\\b|GROUP\\b|"
            "ORDER\\b|LIMIT\\b|HAVING\\b)(\\w+))?"),
        QRegularExpression::CaseInsensitiveOption);
    for (auto it = re.globalMatch(fromClause); it.hasNext();) {
        const auto m = it.next();
        out.append({m.captured(1).toLower(), m.captured(1)});
        if (!m.captured(2).isEmpty())
            out.append({m.captured(2).toLower(), m.captured(1)});
    }
    return out;
}

const db::ColumnInfo *findColumn(const QString &item, const QString &fromClause,
                                 const db::Catalog &schema) {
    const QString name = bareName(item);
    const QString owner =
        item.contains(u'.') ? item.section(u'.', 0, 0).trimmed().toLower() : QString();
    for (const auto &[alias, table] : tableAliases(fromClause)) {
        if (!owner.isEmpty() && alias != owner)
            continue;
        for (const db::TableInfo &t : schema.tables) {
            if (t.name.compare(table, Qt::CaseInsensitive) != 0)
                continue;
            if (const db::ColumnInfo *c = t.column(name))
                return c;
        }
    }
    return nullptr;
}

// An item's column as SQLite names and types it: aggregates are numbers, columns keep their type.
bool describeItem(const QString &item, const VqlQuery &q, const db::Catalog &schema,
                  db::ResultColumn *out, QString *error) {
    out->name = item.simplified();
    static const QRegularExpression agg(
        QStringLiteral("^\\s*(count|sum|avg|min|max)\\s*\\((.*)\\)\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    QString column = item;
    if (const auto m = agg.match(item); m.hasMatch()) {
        const QString fn = m.captured(1).toLower();
        if (fn == u"count") {
            out->type = db::ValueType::Integer;
            return true;
        }
        if (fn == u"sum" || fn == u"avg") {
            out->type = db::ValueType::Real;
            return true;
        }
        column = m.captured(2).trimmed(); // MIN and MAX keep their column's type
    } else {
        out->name = bareName(item); // SQLite names a plain column by its name, without the owner
    }
    if (column.startsWith(QLatin1String("DISTINCT "), Qt::CaseInsensitive))
        column = column.mid(9).trimmed();
    const db::ColumnInfo *c = findColumn(column, q.from, schema);
    if (!c) {
        *error = QStringLiteral("no column %1 in the schema").arg(column);
        return false;
    }
    out->declaredType = c->type;
    out->type = c->valueType;
    return true;
}

} // namespace

QList<db::ResultColumn> staticResultColumns(const VqlQuery &q, const db::Catalog &schema,
                                            QString *error) {
    QList<db::ResultColumn> out;
    db::ResultColumn x, y, series;
    if (!q.binColumn.isEmpty()) {
        x.name = binAlias(bareName(q.x), q.binUnit);
        const bool day = q.binUnit == u"YEAR" || q.binUnit == u"DAY";
        x.declaredType = day ? QStringLiteral("date") : QStringLiteral("text");
        x.type = day ? db::ValueType::Date : db::ValueType::Text;
    } else if (!describeItem(q.x, q, schema, &x, error)) {
        return {};
    }
    if (!describeItem(q.y, q, schema, &y, error))
        return {};
    out << x << y;
    if (!q.series.isEmpty()) {
        if (!describeItem(q.series, q, schema, &series, error))
            return {};
        out << series;
    }
    return out;
}

} // namespace assay::eval
