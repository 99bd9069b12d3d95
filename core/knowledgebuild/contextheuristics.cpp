// The parts of the data context that need no model: table roles from keys and sizes, foreign keys
// from naming rules confirmed by the data, and first questions from the schema's shape. The
// builder uses them when no model is configured (and to fill what a model left out); the offline
// assistant relies on them entirely.

#include "contextbuilder.h"
#include "knowledge/knowledgetr.h"

#include "knowledge/textanalysis.h"

#include "db/connection.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace assay::knowledge {
namespace {

bool isNumberType(db::ValueType t)
{
    return t == db::ValueType::Integer || t == db::ValueType::Real || t == db::ValueType::Decimal;
}

bool isDateType(db::ValueType t)
{
    return t == db::ValueType::Date || t == db::ValueType::DateTime;
}

bool looksLikeKeyName(const QString &column)
{
    static const QRegularExpression key(QStringLiteral("(^id$|_id$|[a-z]Id$|ID$|_key$|_code$|_no$)"));
    return key.match(column).hasMatch();
}

// "customer_id" -> "customer", "CustomerID" -> "customer"; empty when the name is not a reference.
QString referenceStem(const QString &column)
{
    static const QRegularExpression rule(QStringLiteral("^(.+?)(?:_id|_key|_code|_no|Id|ID|id|Key|Code)$"));
    const QRegularExpressionMatch m = rule.match(column);
    if (!m.hasMatch())
        return {};
    QString stemText = m.captured(1);
    if (stemText.endsWith(u'_'))
        stemText.chop(1);
    return stemText.toLower();
}

QString singular(const QString &name)
{
    const QStringList words = analyzeWords(name, false);
    return words.isEmpty() ? name.toLower() : words.last();
}

// A number worth adding up: not a key, not a code, not a calendar part or a coordinate.
bool isMeasure(const ColumnKnowledge &c)
{
    static const QRegularExpression notMeasure(
        QStringLiteral("(year|month|week|day|hour|age|zip|postal|phone|lat|lon|rank|code|flag|^is_|^has_|number$|_no$)"),
        QRegularExpression::CaseInsensitiveOption);
    return isNumberType(c.profile.type) && !looksLikeKeyName(c.name) && !c.profile.keyCandidate && !notMeasure.match(c.name).hasMatch();
}

bool compatibleTypes(db::ValueType a, db::ValueType b)
{
    if (a == db::ValueType::Unknown || b == db::ValueType::Unknown)
        return true;
    if (isNumberType(a) && isNumberType(b))
        return true;
    return a == b;
}

// A table's one-column key: the declared primary key, else the profiler's first key candidate.
QString singleKey(const TableKnowledge &t, const db::TableInfo *info)
{
    if (info && info->primaryKey.size() == 1)
        return info->primaryKey.first();
    if (info && info->primaryKey.size() > 1)
        return {};
    if (!t.primaryKey.isEmpty() && !t.primaryKey.contains(u','))
        return t.primaryKey;
    return t.profile.keyCandidates.isEmpty() ? QString() : t.profile.keyCandidates.first();
}

// The column a reference named `column` (stem `stemText`) points at in `target`: one of the same
// name (transactions.GasStationID -> gasstations.GasStationID), else the column its key word
// names when that is not a plain id (cards.setCode -> sets.code), else the target's key (also for
// a column named like the table, flights.airline -> airlines.uid).
QString referencedColumn(const TableKnowledge &target, const db::TableInfo *info, const QString &column, const QString &stemText)
{
    if (stemText.size() >= column.size()) // a column named like the table ("flights.airline"): its key
        return singleKey(target, info);
    if (const ColumnKnowledge *same = target.column(column))
        return same->name;
    QString keyWord = column.mid(stemText.size());
    while (keyWord.startsWith(u'_'))
        keyWord.remove(0, 1);
    if (keyWord.compare(QLatin1String("id"), Qt::CaseInsensitive) != 0 && !keyWord.isEmpty()) {
        if (const ColumnKnowledge *named = target.column(keyWord))
            return named->name;
    }
    return singleKey(target, info);
}

// The share of (up to 2,000 sampled) non-null values of from.column that exist in to.column,
// and how many were sampled; {-1, 0} when the check could not run.
std::pair<double, qint64> containment(db::Connection &connection, const db::TableInfo &from, const QString &fromColumn,
                                      const db::TableInfo &to, const QString &toColumn, const db::CancelTokenPtr &cancel)
{
    const db::Dialect &d = connection.dialect();
    const QString fc = d.identifier(fromColumn);
    const QString sql = QStringLiteral("SELECT COUNT(*), SUM(CASE WHEN EXISTS (SELECT 1 FROM %1 r WHERE r.%2 = s.%3) THEN 1 ELSE 0 END) "
                                       "FROM (SELECT %3 FROM %4 WHERE %3 IS NOT NULL %5) s")
                            .arg(d.qualified(to.schema, to.name), d.identifier(toColumn), fc, d.qualified(from.schema, from.name),
                                 d.limitClause(2000));
    db::ExecOptions options;
    options.readOnly = true;
    options.timeoutMs = 10000;
    options.cancel = cancel;
    QList<db::Row> rows;
    const db::ExecSummary s = connection.query(sql, &rows, options);
    if (s.error || rows.isEmpty() || rows.first().size() < 2)
        return {-1, 0};
    const qint64 total = rows.first().at(0).toLongLong();
    const qint64 found = rows.first().at(1).toLongLong();
    return {total > 0 ? double(found) / double(total) : -1, total};
}

} // namespace

double referenceCoverage(db::Connection &connection, const db::Catalog &catalog, const Relationship &r, const db::CancelTokenPtr &cancel)
{
    const db::TableInfo *from = catalog.find(r.fromTable.section(u'.', -1), r.fromTable.contains(u'.') ? r.fromTable.section(u'.', 0, -2) : QString());
    const db::TableInfo *to = catalog.find(r.toTable.section(u'.', -1), r.toTable.contains(u'.') ? r.toTable.section(u'.', 0, -2) : QString());
    if (!from || !to || r.fromColumns.size() != 1 || r.toColumns.size() != 1)
        return -1;
    return containment(connection, *from, r.fromColumns.first(), *to, r.toColumns.first(), cancel).first;
}

QList<Relationship> inferRelationshipsByName(const DataContext &context, const db::Catalog &catalog,
                                             db::Connection *verifyWith, const db::CancelTokenPtr &cancel)
{
    // Tables by the singular of their last word, so "customers", "customer" and "dim_customer"
    // all answer to the stem "customer".
    QMultiHash<QString, const TableKnowledge *> byStem;
    for (const TableKnowledge &t : context.tables) {
        byStem.insert(t.name.toLower(), &t);
        byStem.insert(singular(t.name), &t);
    }
    QList<Relationship> out;
    for (const TableKnowledge &t : context.tables) {
        const db::TableInfo *info = catalog.find(t.name, t.schema);
        if (!info || info->isView())
            continue;
        for (const ColumnKnowledge &c : t.columns) {
            if (cancel && cancel->isCancelled())
                return out;
            // The table's own one-column key is not a reference, unless it is named after another
            // table: then each row extends a row there (a subtype, a 1:1 extension), checked by the
            // data like any other reference. Plain "id" keys name no table.
            const bool ownKey = info->primaryKey.size() == 1 && info->primaryKey.first().compare(c.name, Qt::CaseInsensitive) == 0;
            if (ownKey && (c.name.compare(QLatin1String("id"), Qt::CaseInsensitive) == 0 || !verifyWith))
                continue;
            bool declared = false;
            for (const db::ForeignKeyInfo &fk : info->foreignKeys)
                declared = declared || fk.columns.contains(c.name, Qt::CaseInsensitive);
            if (declared)
                continue;
            QString stemText = referenceStem(c.name);
            // A column named like a table ("flights.airline" next to "airlines"): a reference only
            // when the data confirms it, so only with a connection to check.
            const bool bareName = stemText.isEmpty();
            if (bareName) {
                if (!verifyWith)
                    continue;
                stemText = c.name.toLower();
            }
            QList<const TableKnowledge *> candidates = byStem.values(stemText);
            const QString stemSingular = singular(stemText);
            if (stemSingular != stemText)
                candidates += byStem.values(stemSingular);
            const TableKnowledge *target = nullptr;
            QString targetColumn;
            for (const TableKnowledge *cand : std::as_const(candidates)) {
                if (cand == &t)
                    continue;
                const db::TableInfo *candInfo = catalog.find(cand->name, cand->schema);
                const QString key = referencedColumn(*cand, candInfo, c.name, stemText);
                if (key.isEmpty())
                    continue;
                const ColumnKnowledge *keyColumn = cand->column(key);
                if (!keyColumn || !compatibleTypes(c.profile.type, keyColumn->profile.type))
                    continue;
                target = cand;
                targetColumn = keyColumn->name;
                break;
            }
            if (!target)
                continue;
            Relationship r;
            r.fromTable = t.qualifiedName();
            r.fromColumns = {c.name};
            r.toTable = target->qualifiedName();
            r.toColumns = {targetColumn};
            r.cardinality = c.profile.keyCandidate ? QStringLiteral("1:1") : QStringLiteral("N:1");
            r.source = Relationship::Source::Inferred;
            r.confidence = 0.5; // the name alone
            if (verifyWith) {
                const db::TableInfo *targetInfo = catalog.find(target->name, target->schema);
                const auto [share, sampled] = containment(*verifyWith, *info, c.name, *targetInfo, targetColumn, cancel);
                if (bareName && (share < 0 || sampled < 2))
                    continue; // nothing to confirm it with
                if (share >= 0) {
                    // Values that are not in the referenced key: not a reference (or a dirty one,
                    // which a join would silently drop rows from).
                    if (share < 0.95)
                        continue;
                    r.confidence = share >= 0.999 ? 0.9 : 0.75;
                }
                Q_UNUSED(sampled)
            }
            out << r;
        }
    }
    return out;
}

void assignTableRoles(DataContext &context)
{
    // Links between different tables only: a self-reference (an employee's manager) says nothing
    // about whether a table records events or describes things.
    QHash<QString, int> outgoing;
    QHash<QString, int> incoming;
    QHash<QString, QStringList> referrers;   // table -> tables that point at it
    QHash<QString, QSet<QString>> fkColumns; // table -> its referencing columns (lower-case)
    for (const Relationship &r : std::as_const(context.relationships)) {
        const QString from = r.fromTable.toLower();
        const QString to = r.toTable.toLower();
        if (from == to)
            continue;
        ++outgoing[from];
        ++incoming[to];
        referrers[to] << from;
        for (const QString &c : r.fromColumns)
            fkColumns[from].insert(c.toLower());
    }
    QHash<QString, qint64> rowsOf;
    for (const TableKnowledge &t : std::as_const(context.tables))
        rowsOf.insert(t.qualifiedName().toLower(), t.profile.rowCount);

    for (TableKnowledge &t : context.tables) {
        const QString key = t.qualifiedName().toLower();
        const int out = outgoing.value(key);
        const int in = incoming.value(key);
        if (t.primaryKey.isEmpty() && !t.profile.keyCandidates.isEmpty())
            t.primaryKey = t.profile.keyCandidates.first();

        int measures = 0;
        bool hasTime = false;
        for (const ColumnKnowledge &c : std::as_const(t.columns)) {
            if (isDateType(c.profile.type))
                hasTime = true;
            else if (isMeasure(c))
                ++measures;
        }
        if (t.role == TableRole::Unknown) {
            const qint64 rows = t.profile.rowCount;
            // Something many times bigger points at it: it describes what those rows are about
            // (customers under orders). An order header under its lines is only a few times smaller.
            double referrerRatio = 0;
            for (const QString &r : referrers.value(key)) {
                if (rows > 0 && rowsOf.value(r) > 0)
                    referrerRatio = std::max(referrerRatio, double(rowsOf.value(r)) / double(rows));
                else
                    referrerRatio = std::max(referrerRatio, 1e9); // unknown sizes: assume it is described
            }
            const QStringList pk = t.primaryKey.split(u',', Qt::SkipEmptyParts);
            const bool keyOfLinks = pk.size() >= 2 && std::all_of(pk.begin(), pk.end(), [&](const QString &c) {
                return fkColumns.value(key).contains(c.trimmed().toLower());
            });
            const int nonKeyColumns = int(t.columns.size()) - out;
            if (out >= 2 && in == 0 && (keyOfLinks || nonKeyColumns <= 2))
                t.role = TableRole::Bridge; // the keys of what it links, perhaps with a few attributes
            else if (out >= 1 && (measures > 0 || hasTime) && (in == 0 || referrerRatio < 4))
                t.role = TableRole::Fact; // events that point at what they are about (an order header too)
            else if (in > 0 && rows >= 0 && rows <= 1000 && t.columns.size() <= 3) // a code and a name or two
                t.role = TableRole::Lookup;
            else if (in > 0)
                t.role = TableRole::Dimension;
            else if (out >= 1)
                t.role = TableRole::Fact;
        }
        if (t.keyAttributes.isEmpty()) {
            // The key, the references, then a name-like column and a date: what identifies a row
            // and what an analyst groups it by.
            QStringList attrs;
            if (!t.primaryKey.isEmpty())
                attrs << t.primaryKey.split(u',');
            for (const Relationship &r : std::as_const(context.relationships)) {
                if (r.fromTable.compare(t.qualifiedName(), Qt::CaseInsensitive) == 0)
                    attrs << r.fromColumns;
            }
            for (const ColumnKnowledge &c : std::as_const(t.columns)) {
                const QString lower = c.name.toLower();
                if (lower.contains(QLatin1String("name")) || lower.contains(QLatin1String("title")) || isDateType(c.profile.type))
                    attrs << c.name;
            }
            attrs.removeDuplicates();
            t.keyAttributes = attrs.mid(0, 5);
        }
        if (t.mainEntity.isEmpty())
            t.mainEntity = humanize(singular(t.name));
    }
}

namespace {

// The measure an analyst would sum first: a numeric non-key column, preferring money and counts.
const ColumnKnowledge *mainMeasure(const TableKnowledge &t)
{
    static const QStringList preferred = {QStringLiteral("revenue"), QStringLiteral("amount"), QStringLiteral("sales"),
                                          QStringLiteral("total"),   QStringLiteral("price"),  QStringLiteral("quantity"),
                                          QStringLiteral("cost"),    QStringLiteral("value"),  QStringLiteral("qty")};
    const ColumnKnowledge *best = nullptr;
    int bestRank = INT_MAX;
    for (const ColumnKnowledge &c : t.columns) {
        if (!isMeasure(c))
            continue;
        int rank = int(preferred.size());
        for (int i = 0; i < preferred.size(); ++i) {
            if (c.name.contains(preferred[i], Qt::CaseInsensitive)) {
                rank = i;
                break;
            }
        }
        if (rank < bestRank) {
            best = &c;
            bestRank = rank;
        }
    }
    return best;
}

const ColumnKnowledge *timeColumn(const TableKnowledge &t)
{
    for (const ColumnKnowledge &c : t.columns) {
        if (isDateType(c.profile.type))
            return &c;
    }
    return nullptr;
}

const ColumnKnowledge *categoryColumn(const TableKnowledge &t)
{
    for (const ColumnKnowledge &c : t.columns) {
        if (c.profile.type == db::ValueType::Text && c.profile.isCategorical(t.profile.sampledRows) && !looksLikeKeyName(c.name)
            && c.profile.distinct >= 2)
            return &c;
    }
    return nullptr;
}

} // namespace

QStringList suggestFirstQuestions(const DataContext &context, int count)
{
    // The questions an analyst asks first of a star schema: the main measure over time, ranked by
    // the main entities, split by a category, then the other events. Built from roles, measures,
    // dates and links; never from cell values.
    QStringList out;
    auto add = [&](const QString &q) {
        if (!q.isEmpty() && !out.contains(q) && out.size() < count)
            out << q;
    };
    // A date dimension (calendar) is how time is grouped, not something to rank or split by.
    auto isCalendar = [](const TableKnowledge &t) {
        static const QRegularExpression re(QStringLiteral("(calendar|date|time|period)"), QRegularExpression::CaseInsensitiveOption);
        return re.match(t.name).hasMatch();
    };
    auto nameColumn = [](const TableKnowledge &t) -> const ColumnKnowledge * {
        for (const ColumnKnowledge &c : t.columns) {
            const QString lower = c.name.toLower();
            if (c.profile.type == db::ValueType::Text && (lower == u"name" || lower.endsWith(QLatin1String("_name")) || lower.contains(QLatin1String("title"))))
                return &c;
        }
        return nullptr;
    };
    auto targets = [&](const TableKnowledge &t) {
        QList<const TableKnowledge *> out;
        for (const Relationship &r : context.relationships) {
            if (r.fromTable.compare(t.qualifiedName(), Qt::CaseInsensitive) == 0 && r.toTable.compare(r.fromTable, Qt::CaseInsensitive) != 0) {
                if (const TableKnowledge *to = context.table(r.toTable.section(u'.', -1)))
                    out << to;
            }
        }
        return out;
    };
    QList<const TableKnowledge *> facts;
    for (const TableKnowledge &t : context.tables) {
        if (t.role == TableRole::Fact)
            facts << &t;
    }
    std::sort(facts.begin(), facts.end(), [](const TableKnowledge *a, const TableKnowledge *b) { return a->profile.rowCount > b->profile.rowCount; });
    const TableKnowledge *main = nullptr;
    for (const TableKnowledge *f : std::as_const(facts)) {
        if (mainMeasure(*f)) {
            main = f;
            break;
        }
    }
    QSet<const TableKnowledge *> covered;
    if (main) {
        const QString measureWords = humanize(mainMeasure(*main)->name);
        const QString what = measureWords.startsWith(QLatin1String("total")) ? measureWords : Tr::tr("total %1").arg(measureWords);
        // Dimensions of the main fact, and of the header facts it belongs to (order lines reach
        // stores and customers through orders); time likewise.
        QList<const TableKnowledge *> dims;
        const ColumnKnowledge *time = timeColumn(*main);
        covered.insert(main);
        for (const TableKnowledge *t : targets(*main)) {
            if (t->role == TableRole::Fact) {
                covered.insert(t);
                if (!time)
                    time = timeColumn(*t);
                dims += targets(*t);
            } else {
                dims.prepend(t);
            }
        }
        if (time)
            add(Tr::tr("How has the %1 changed month by month?").arg(what));
        QList<const TableKnowledge *> ranked;
        QList<const TableKnowledge *> split;
        for (const TableKnowledge *d : std::as_const(dims)) {
            if (d->role == TableRole::Fact || isCalendar(*d) || ranked.contains(d) || split.contains(d))
                continue;
            if (nameColumn(*d) && d->profile.rowCount > 20)
                ranked << d;
            else if (categoryColumn(*d) || nameColumn(*d))
                split << d;
        }
        // Bigger dimensions first among the ranked: customers and products before campaigns.
        std::sort(ranked.begin(), ranked.end(), [](const TableKnowledge *a, const TableKnowledge *b) { return a->profile.rowCount > b->profile.rowCount; });
        if (!ranked.isEmpty())
            add(Tr::tr("Which 10 %1 have the highest %2?").arg(humanize(ranked.takeFirst()->name), what));
        if (!split.isEmpty()) {
            const TableKnowledge *d = split.first();
            const ColumnKnowledge *by = nameColumn(*d) ? nameColumn(*d) : categoryColumn(*d);
            const QString label = by->name.compare(QLatin1String("name"), Qt::CaseInsensitive) == 0 ? humanize(singular(d->name)) : humanize(by->name);
            add(Tr::tr("What share of the %1 comes from each %2?").arg(what, label));
        }
        if (!ranked.isEmpty())
            add(Tr::tr("Which 10 %1 have the highest %2?").arg(humanize(ranked.takeFirst()->name), what));
    }
    // Other events: how often they happen.
    for (const TableKnowledge *f : std::as_const(facts)) {
        if (covered.contains(f))
            continue;
        if (timeColumn(*f))
            add(Tr::tr("How many %1 are there per month?").arg(humanize(f->name)));
    }
    // Then the shape of a main dimension.
    for (const TableKnowledge &t : context.tables) {
        if ((t.role == TableRole::Dimension || t.role == TableRole::Unknown) && !isCalendar(t)) {
            if (const ColumnKnowledge *cat = categoryColumn(t)) {
                add(Tr::tr("How many %1 are there by %2?").arg(humanize(t.name), humanize(cat->name)));
                break;
            }
        }
    }
    for (const TableKnowledge &t : context.tables)
        add(Tr::tr("What does a typical row of %1 look like?").arg(humanize(t.name)));
    return out;
}

} // namespace assay::knowledge
