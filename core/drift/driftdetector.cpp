#include "driftdetector.h"
#include "drifttr.h"
#include "valueevidence.h"

#include <QElapsedTimer>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace assay::drift {
namespace {

QString key(const db::TableInfo &t)
{
    return t.qualifiedName().toLower();
}

// The words of an identifier, lower-cased: "CustomerName", "customer_name" -> {customer, name}.
QSet<QString> nameWords(const QString &name)
{
    static const QRegularExpression camel(QStringLiteral("([a-z0-9])([A-Z])"));
    static const QRegularExpression split(QStringLiteral("[^A-Za-z0-9]+"));
    QString spaced = name;
    spaced.replace(camel, QStringLiteral("\\1_\\2"));
    QSet<QString> words;
    for (const QString &w : spaced.toLower().split(split, Qt::SkipEmptyParts))
        words.insert(w);
    return words;
}

double nameSimilarity(const QString &a, const QString &b)
{
    const QSet<QString> wa = nameWords(a), wb = nameWords(b);
    if (wa.isEmpty() || wb.isEmpty())
        return 0;
    double shared = 0;
    for (const QString &w : wa) {
        for (const QString &v : wb) {
            if (w == v || (w.size() >= 3 && v.startsWith(w)) || (v.size() >= 3 && w.startsWith(v))) {
                ++shared;
                break;
            }
        }
    }
    return shared / double(std::max(wa.size(), wb.size()));
}

int columnIndex(const db::TableInfo &t, const QString &name)
{
    for (int i = 0; i < t.columns.size(); ++i) {
        if (t.columns[i].name.compare(name, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

QString ordinal(int index)
{
    return Tr::tr("column %1").arg(index + 1);
}

// One side of a possible column rename.
struct ColumnSide {
    int index = -1;
    bool displaced = false; // a name both catalogs have, in another place among them
};

struct Candidate {
    int before = -1; // index in the old table
    int after = -1;  // index in the new table
    double score = 0;
    RenameConfidence confidence = RenameConfidence::None;
    QStringList evidence;
    bool swap = false;
};

class Detector {
public:
    Detector(const Baseline &baseline, const db::Catalog &now, const ProfileProvider &provider)
        : m_base(baseline), m_now(now), m_provider(provider)
    {
    }

    DriftReport run();

private:
    struct Pair {
        const db::TableInfo *before = nullptr;
        const db::TableInfo *after = nullptr;
        bool renamed = false;
        QHash<QString, QString> columnRenames; // old lower-cased column -> new name
    };

    const knowledge::TableProfile *profileNow(const db::TableInfo &table);
    QList<Pair> matchTables();
    void renameTables(QList<const db::TableInfo *> &dropped, QList<const db::TableInfo *> &added, QList<Pair> &pairs);
    void diffColumns(Pair &pair);
    QList<Candidate> columnCandidates(const Pair &pair, const QList<ColumnSide> &oldSide, const QList<ColumnSide> &newSide);
    Candidate scoreColumns(const Pair &pair, int before, int after, bool swap, const knowledge::TableProfile *oldProfile,
                           const knowledge::TableProfile *newProfile) const;
    void diffKeys(const Pair &pair);
    QString foreignKeyText(const db::ForeignKeyInfo &fk, const QHash<QString, QString> &ownRenames, bool mapOld) const;

    const Baseline &m_base;
    const db::Catalog &m_now;
    const ProfileProvider &m_provider;
    QHash<const db::TableInfo *, const knowledge::TableProfile *> m_profiles;
    QHash<QString, QString> m_tableRenames;                   // old key -> new qualified name
    QHash<QString, QHash<QString, QString>> m_columnRenames; // old table key -> old column -> new
    DriftReport m_report;
};

const knowledge::TableProfile *Detector::profileNow(const db::TableInfo &table)
{
    if (!m_provider)
        return nullptr;
    auto it = m_profiles.find(&table);
    if (it == m_profiles.end())
        it = m_profiles.insert(&table, m_provider(table));
    return it.value();
}

DriftReport Detector::run()
{
    QElapsedTimer clock;
    clock.start();
    m_report.baselineAt = m_base.recordedAt;
    m_report.baselineTables = int(m_base.catalog.tables.size());
    m_report.currentTables = int(m_now.tables.size());
    if (m_now.tables.isEmpty() && !m_base.catalog.tables.isEmpty()) {
        m_report.status = DriftReport::Status::DatabaseReplaced;
        m_report.message = Tr::tr("The database has no tables now (it had %n): it is empty, a different database, or one this login may "
                                  "not read. Nothing was matched and nothing will be rewritten.",
                                  nullptr, m_report.baselineTables);
        return m_report;
    }
    QList<Pair> pairs = matchTables();
    if (m_report.status == DriftReport::Status::DatabaseReplaced)
        return m_report;
    for (Pair &p : pairs)
        diffColumns(p);
    for (const Pair &p : std::as_const(pairs))
        diffKeys(p);
    // Renames first (they have fixes), then what breaks, then what only informs.
    std::stable_sort(m_report.changes.begin(), m_report.changes.end(), [](const SchemaChange &a, const SchemaChange &b) {
        auto rank = [](const SchemaChange &c) { return c.isRename() ? 0 : c.breaksReferences() ? 1 : c.kind == ChangeKind::TableAdded || c.kind == ChangeKind::ColumnAdded ? 3 : 2; };
        return rank(a) < rank(b);
    });
    m_report.status = m_report.changes.isEmpty() ? DriftReport::Status::Unchanged : DriftReport::Status::Changed;
    m_report.detectMs = clock.elapsed();
    return m_report;
}

QList<Detector::Pair> Detector::matchTables()
{
    QHash<QString, const db::TableInfo *> now;
    for (const db::TableInfo &t : m_now.tables)
        now.insert(key(t), &t);
    QList<Pair> pairs;
    QList<const db::TableInfo *> dropped, added;
    QSet<QString> seen;
    int similar = 0;
    for (const db::TableInfo &t : m_base.catalog.tables) {
        if (const db::TableInfo *n = now.value(key(t))) {
            pairs << Pair{&t, n, false, {}};
            seen.insert(key(t));
            QSet<QString> a, b;
            for (const db::ColumnInfo &c : t.columns)
                a.insert(c.name.toLower());
            for (const db::ColumnInfo &c : n->columns)
                b.insert(c.name.toLower());
            const qsizetype both = (a & b).size(), either = (a | b).size();
            if (either == 0 || both * 2 >= either)
                ++similar;
        } else {
            dropped << &t;
        }
    }
    for (const db::TableInfo &t : m_now.tables) {
        if (!seen.contains(key(t)))
            added << &t;
    }
    const int renamedBefore = int(pairs.size());
    renameTables(dropped, added, pairs);
    similar += int(pairs.size()) - renamedBefore;
    const int larger = std::max(m_report.baselineTables, m_report.currentTables);
    if (m_report.baselineTables >= 3 && similar * 4 < larger) {
        m_report.status = DriftReport::Status::DatabaseReplaced;
        m_report.message = Tr::tr("Only %1 of the %2 tables seen before are still here in the same shape: this looks like a different "
                                  "database under the same name. Nothing was matched and nothing will be rewritten; accept it as the "
                                  "new database to start comparing from here.")
                               .arg(similar)
                               .arg(m_report.baselineTables);
        return {};
    }
    for (const db::TableInfo *t : std::as_const(dropped)) {
        SchemaChange c;
        c.kind = ChangeKind::TableDropped;
        c.table = c.oldTable = t->qualifiedName();
        m_report.changes << c;
    }
    for (const db::TableInfo *t : std::as_const(added)) {
        SchemaChange c;
        c.kind = ChangeKind::TableAdded;
        c.table = c.oldTable = t->qualifiedName();
        m_report.changes << c;
    }
    return pairs;
}

// A dropped and an added table with (nearly) the same columns are one table renamed; the row
// counts and the columns' values say how sure that is.
void Detector::renameTables(QList<const db::TableInfo *> &dropped, QList<const db::TableInfo *> &added, QList<Pair> &pairs)
{
    struct TableCandidate {
        const db::TableInfo *before;
        const db::TableInfo *after;
        double overlap;
    };
    QList<TableCandidate> candidates;
    for (const db::TableInfo *b : std::as_const(dropped)) {
        QSet<QString> bc;
        for (const db::ColumnInfo &c : b->columns)
            bc.insert(c.name.toLower() + QLatin1Char(' ') + normalizedType(c.type));
        for (const db::TableInfo *a : std::as_const(added)) {
            if (a->isView() != b->isView())
                continue;
            QSet<QString> ac;
            for (const db::ColumnInfo &c : a->columns)
                ac.insert(c.name.toLower() + QLatin1Char(' ') + normalizedType(c.type));
            const qsizetype either = (bc | ac).size();
            const double overlap = either ? double((bc & ac).size()) / double(either) : 0;
            if (overlap >= 0.6)
                candidates << TableCandidate{b, a, overlap + 0.01 * nameSimilarity(b->name, a->name)};
        }
    }
    std::stable_sort(candidates.begin(), candidates.end(), [](const TableCandidate &x, const TableCandidate &y) { return x.overlap > y.overlap; });
    const QLocale locale;
    for (const TableCandidate &tc : std::as_const(candidates)) {
        if (!dropped.contains(tc.before) || !added.contains(tc.after))
            continue;
        dropped.removeOne(tc.before);
        added.removeOne(tc.after);
        SchemaChange c;
        c.kind = ChangeKind::TableRenamed;
        c.oldTable = tc.before->qualifiedName();
        c.table = tc.after->qualifiedName();
        c.evidence << Tr::tr("%1% of the columns have the same names and types").arg(qRound(std::min(tc.overlap, 1.0) * 100));
        bool valuesAgree = false, valuesDiffer = false;
        const knowledge::TableProfile *old = m_base.profile(*tc.before);
        const knowledge::TableProfile *now = old ? profileNow(*tc.after) : nullptr;
        if (old && now && old->rowCount >= 0 && now->rowCount >= 0) {
            if (old->rowCount == now->rowCount)
                c.evidence << Tr::tr("the same %1 rows").arg(locale.toString(now->rowCount));
            else
                c.evidence << Tr::tr("%1 rows then, %2 now").arg(locale.toString(old->rowCount), locale.toString(now->rowCount));
            int same = 0, compared = 0;
            for (const knowledge::ColumnProfile &oc : old->columns) {
                if (const knowledge::ColumnProfile *nc = now->column(oc.name)) {
                    const ValueComparison v = compareValues(oc, old->sampledRows, *nc, now->sampledRows);
                    if (v.known()) {
                        ++compared;
                        same += v.same() ? 1 : 0;
                    }
                }
            }
            if (compared > 0) {
                c.evidence << Tr::tr("the same values in %1 of %2 columns").arg(same).arg(compared);
                valuesAgree = same * 2 > compared;
                valuesDiffer = !valuesAgree;
            }
        }
        c.confidence = !valuesDiffer && (tc.overlap >= 0.8 || valuesAgree) ? RenameConfidence::Probable : RenameConfidence::Possible;
        m_report.changes << c;
        m_tableRenames.insert(key(*tc.before), c.table);
        pairs << Pair{tc.before, tc.after, true, {}};
    }
}

void Detector::diffColumns(Pair &pair)
{
    const db::TableInfo &b = *pair.before;
    const db::TableInfo &a = *pair.after;
    QHash<QString, int> oldIndex, newIndex;
    for (int i = 0; i < b.columns.size(); ++i)
        oldIndex.insert(b.columns[i].name.toLower(), i);
    for (int i = 0; i < a.columns.size(); ++i)
        newIndex.insert(a.columns[i].name.toLower(), i);
    // The names both have, ranked among themselves on each side: a name whose rank differs sits
    // elsewhere now (a rebuilt table, or names that were exchanged).
    QHash<QString, int> oldRank, newRank;
    for (const db::ColumnInfo &c : b.columns) {
        if (newIndex.contains(c.name.toLower()))
            oldRank.insert(c.name.toLower(), int(oldRank.size()));
    }
    for (const db::ColumnInfo &c : a.columns) {
        if (oldIndex.contains(c.name.toLower()))
            newRank.insert(c.name.toLower(), int(newRank.size()));
    }
    QList<ColumnSide> oldSide, newSide;
    for (int i = 0; i < b.columns.size(); ++i) {
        const QString n = b.columns[i].name.toLower();
        if (!newIndex.contains(n))
            oldSide << ColumnSide{i, false};
        else if (oldRank.value(n) != newRank.value(n))
            oldSide << ColumnSide{i, true};
    }
    for (int i = 0; i < a.columns.size(); ++i) {
        const QString n = a.columns[i].name.toLower();
        if (!oldIndex.contains(n))
            newSide << ColumnSide{i, false};
        else if (oldRank.value(n) != newRank.value(n))
            newSide << ColumnSide{i, true};
    }
    QSet<int> renamedOld, renamedNew;
    if (!oldSide.isEmpty() && !newSide.isEmpty()) {
        for (const Candidate &cand : columnCandidates(pair, oldSide, newSide)) {
            if (renamedOld.contains(cand.before) || renamedNew.contains(cand.after))
                continue;
            renamedOld.insert(cand.before);
            renamedNew.insert(cand.after);
            SchemaChange c;
            c.kind = ChangeKind::ColumnRenamed;
            c.table = a.qualifiedName();
            c.oldTable = b.qualifiedName();
            c.column = a.columns[cand.after].name;
            c.oldColumn = b.columns[cand.before].name;
            c.oldType = b.columns[cand.before].type;
            c.newType = a.columns[cand.after].type;
            c.confidence = cand.confidence;
            c.evidence = cand.evidence;
            c.swapped = cand.swap;
            m_report.changes << c;
            pair.columnRenames.insert(c.oldColumn.toLower(), c.column);
        }
    }
    if (!pair.columnRenames.isEmpty())
        m_columnRenames.insert(key(b), pair.columnRenames);
    for (const ColumnSide &s : std::as_const(oldSide)) {
        if (s.displaced || renamedOld.contains(s.index))
            continue;
        SchemaChange c;
        c.kind = ChangeKind::ColumnDropped;
        c.table = a.qualifiedName();
        c.oldTable = b.qualifiedName();
        c.column = b.columns[s.index].name;
        c.oldType = b.columns[s.index].type;
        m_report.changes << c;
    }
    for (const ColumnSide &s : std::as_const(newSide)) {
        if (s.displaced || renamedNew.contains(s.index))
            continue;
        SchemaChange c;
        c.kind = ChangeKind::ColumnAdded;
        c.table = c.oldTable = a.qualifiedName();
        c.column = a.columns[s.index].name;
        c.newType = a.columns[s.index].type;
        m_report.changes << c;
    }
    // Same name, another type (a column that took another's name was reported as a rename).
    for (int i = 0; i < b.columns.size(); ++i) {
        const int j = newIndex.value(b.columns[i].name.toLower(), -1);
        if (j < 0 || renamedOld.contains(i) || renamedNew.contains(j))
            continue;
        if (normalizedType(b.columns[i].type) != normalizedType(a.columns[j].type)) {
            SchemaChange c;
            c.kind = ChangeKind::TypeChanged;
            c.table = a.qualifiedName();
            c.oldTable = b.qualifiedName();
            c.column = a.columns[j].name;
            c.oldType = b.columns[i].type;
            c.newType = a.columns[j].type;
            m_report.changes << c;
        }
    }
}

QList<Candidate> Detector::columnCandidates(const Pair &pair, const QList<ColumnSide> &oldSide, const QList<ColumnSide> &newSide)
{
    const db::TableInfo &b = *pair.before;
    const db::TableInfo &a = *pair.after;
    const knowledge::TableProfile *oldProfile = m_base.profile(b);
    bool anyTyped = false;
    for (const ColumnSide &o : oldSide) {
        for (const ColumnSide &n : newSide)
            anyTyped = anyTyped || normalizedType(b.columns[o.index].type) == normalizedType(a.columns[n.index].type);
    }
    if (!anyTyped)
        return {};
    // The table is profiled now only when the values can be compared with something.
    const knowledge::TableProfile *newProfile = oldProfile ? profileNow(a) : nullptr;
    if (oldProfile && !newProfile)
        m_report.warnings << Tr::tr("The values of %1 could not be read, so renames there are judged by type and place only.").arg(a.qualifiedName());
    // A column that sits elsewhere now but still holds its own values only moved.
    QSet<int> movedOld, movedNew;
    for (const ColumnSide &o : oldSide) {
        if (!o.displaced)
            continue;
        const int j = columnIndex(a, b.columns[o.index].name);
        const knowledge::ColumnProfile *before = oldProfile ? oldProfile->column(b.columns[o.index].name) : nullptr;
        const knowledge::ColumnProfile *after = newProfile ? newProfile->column(a.columns[j].name) : nullptr;
        const bool changedValues = before && after && compareValues(*before, oldProfile->sampledRows, *after, newProfile->sampledRows).known()
                                   && !compareValues(*before, oldProfile->sampledRows, *after, newProfile->sampledRows).same();
        if (!changedValues) {
            movedOld.insert(o.index);
            movedNew.insert(j);
        }
    }
    QList<Candidate> out;
    for (const ColumnSide &o : oldSide) {
        if (movedOld.contains(o.index))
            continue;
        for (const ColumnSide &n : newSide) {
            if (movedNew.contains(n.index) || o.displaced != n.displaced)
                continue;
            if (normalizedType(b.columns[o.index].type) != normalizedType(a.columns[n.index].type)
                || b.columns[o.index].name.compare(a.columns[n.index].name, Qt::CaseInsensitive) == 0)
                continue;
            const Candidate c = scoreColumns(pair, o.index, n.index, o.displaced, oldProfile, newProfile);
            if (c.confidence != RenameConfidence::None)
                out << c;
        }
    }
    // A drop that fits two adds (or an add two drops) equally well is not a probable rename.
    QList<bool> ambiguous(out.size(), false);
    for (qsizetype i = 0; i < out.size(); ++i) {
        for (qsizetype k = 0; k < out.size(); ++k) {
            const Candidate &c = out[i], &d = out[k];
            if (i != k && d.confidence == c.confidence && std::abs(d.score - c.score) < 1e-9
                && (d.before == c.before) != (d.after == c.after))
                ambiguous[i] = true;
        }
    }
    for (qsizetype i = 0; i < out.size(); ++i) {
        if (ambiguous[i] && out[i].confidence == RenameConfidence::Probable) {
            out[i].confidence = RenameConfidence::Possible;
            out[i].evidence << Tr::tr("another column fits as well");
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const Candidate &x, const Candidate &y) {
        return x.confidence != y.confidence ? x.confidence > y.confidence : x.score > y.score;
    });
    return out;
}

Candidate Detector::scoreColumns(const Pair &pair, int before, int after, bool swap, const knowledge::TableProfile *oldProfile,
                                 const knowledge::TableProfile *newProfile) const
{
    const db::TableInfo &b = *pair.before;
    const db::TableInfo &a = *pair.after;
    Candidate c{before, after, 0, RenameConfidence::None, {}, swap};
    c.evidence << Tr::tr("the same type %1").arg(a.columns[after].type.isEmpty() ? QStringLiteral("—") : a.columns[after].type);
    // The place: the same position, or the same neighbours when a column before it went.
    double place = 0;
    if (before == after) {
        place = 1;
        c.evidence << Tr::tr("the same place (%1)").arg(ordinal(after));
    } else {
        auto name = [](const db::TableInfo &t, int i) { return i >= 0 && i < t.columns.size() ? t.columns[i].name.toLower() : QString(); };
        const bool prev = !name(b, before - 1).isEmpty() && name(b, before - 1) == name(a, after - 1);
        const bool next = !name(b, before + 1).isEmpty() && name(b, before + 1) == name(a, after + 1);
        place = prev && next ? 1 : (prev || next) ? 0.5 : 0;
        if (place > 0)
            c.evidence << Tr::tr("the same neighbouring columns");
    }
    const knowledge::ColumnProfile *was = oldProfile ? oldProfile->column(b.columns[before].name) : nullptr;
    const knowledge::ColumnProfile *is = newProfile ? newProfile->column(a.columns[after].name) : nullptr;
    ValueComparison values;
    if (was && is)
        values = compareValues(*was, oldProfile->sampledRows, *is, newProfile->sampledRows);
    const double similarity = nameSimilarity(b.columns[before].name, a.columns[after].name);
    c.score = 0.6 * values.score() + 0.3 * place + 0.1 * similarity;
    if (values.known()) {
        if (!values.same())
            return c; // different values: a drop and an add
        c.evidence += values.evidence;
        // Exchanged names must be proven by the values alone: the places differ by definition.
        c.confidence = RenameConfidence::Probable;
        return c;
    }
    if (swap)
        return c;
    if (place >= 1) {
        c.confidence = RenameConfidence::Possible;
        c.evidence << (values.emptyColumns ? Tr::tr("both columns are empty, so their values say nothing")
                                           : Tr::tr("the values could not be compared (no earlier profile)"));
    }
    return c;
}

QString Detector::foreignKeyText(const db::ForeignKeyInfo &fk, const QHash<QString, QString> &ownRenames, bool mapOld) const
{
    QStringList columns, refColumns;
    QString refTable = (fk.refSchema.isEmpty() ? fk.refTable : fk.refSchema + QLatin1Char('.') + fk.refTable);
    QHash<QString, QString> refRenames;
    if (mapOld) {
        refRenames = m_columnRenames.value(refTable.toLower());
        if (m_tableRenames.contains(refTable.toLower()))
            refTable = m_tableRenames.value(refTable.toLower());
    }
    for (const QString &c : fk.columns)
        columns << (mapOld ? ownRenames.value(c.toLower(), c) : c);
    for (const QString &c : fk.refColumns)
        refColumns << (mapOld ? refRenames.value(c.toLower(), c) : c);
    return QStringLiteral("%1 -> %2(%3)").arg(columns.join(QStringLiteral(", ")), refTable, refColumns.join(QStringLiteral(", ")));
}

void Detector::diffKeys(const Pair &pair)
{
    const db::TableInfo &b = *pair.before;
    const db::TableInfo &a = *pair.after;
    QStringList mappedKey;
    for (const QString &c : b.primaryKey)
        mappedKey << pair.columnRenames.value(c.toLower(), c).toLower();
    QStringList newKey;
    for (const QString &c : a.primaryKey)
        newKey << c.toLower();
    if (mappedKey != newKey) {
        SchemaChange c;
        c.kind = ChangeKind::PrimaryKeyChanged;
        c.table = a.qualifiedName();
        c.oldTable = b.qualifiedName();
        c.oldKey = b.primaryKey;
        c.newKey = a.primaryKey;
        m_report.changes << c;
    }
    QSet<QString> before, after;
    QHash<QString, QString> shown;
    for (const db::ForeignKeyInfo &fk : b.foreignKeys) {
        const QString mapped = foreignKeyText(fk, pair.columnRenames, true);
        before.insert(mapped.toLower());
        shown.insert(QLatin1Char('-') + mapped.toLower(), foreignKeyText(fk, {}, false));
    }
    for (const db::ForeignKeyInfo &fk : a.foreignKeys) {
        const QString text = foreignKeyText(fk, {}, false);
        after.insert(text.toLower());
        shown.insert(QLatin1Char('+') + text.toLower(), text);
    }
    for (const QString &k : before - after) {
        SchemaChange c;
        c.kind = ChangeKind::ForeignKeyDropped;
        c.table = a.qualifiedName();
        c.oldTable = b.qualifiedName();
        c.foreignKey = shown.value(QLatin1Char('-') + k);
        m_report.changes << c;
    }
    for (const QString &k : after - before) {
        SchemaChange c;
        c.kind = ChangeKind::ForeignKeyAdded;
        c.table = c.oldTable = a.qualifiedName();
        c.foreignKey = shown.value(QLatin1Char('+') + k);
        m_report.changes << c;
    }
}

} // namespace

const knowledge::TableProfile *Baseline::profile(const db::TableInfo &table) const
{
    auto it = values.constFind(key(table));
    return it == values.constEnd() ? nullptr : &it.value();
}

DriftReport detectDrift(const Baseline &baseline, const db::Catalog &now, const ProfileProvider &profileNow)
{
    return Detector(baseline, now, profileNow).run();
}

QString normalizedType(const QString &declared)
{
    QString t = declared.simplified().toLower();
    t.replace(QStringLiteral(" ("), QStringLiteral("("));
    t.replace(QStringLiteral(", "), QStringLiteral(","));
    static const QList<std::pair<QString, QString>> synonyms = {
        {QStringLiteral("character varying"), QStringLiteral("varchar")},
        {QStringLiteral("timestamp without time zone"), QStringLiteral("timestamp")},
        {QStringLiteral("timestamp with time zone"), QStringLiteral("timestamptz")},
        {QStringLiteral("time without time zone"), QStringLiteral("time")},
        {QStringLiteral("double precision"), QStringLiteral("float8")},
        {QStringLiteral("character"), QStringLiteral("char")},
    };
    for (const auto &[from, to] : synonyms) {
        if (t.startsWith(from))
            t = to + t.mid(from.size());
    }
    static const QHash<QString, QString> words = {
        {QStringLiteral("int"), QStringLiteral("integer")},     {QStringLiteral("int4"), QStringLiteral("integer")},
        {QStringLiteral("int8"), QStringLiteral("bigint")},     {QStringLiteral("int2"), QStringLiteral("smallint")},
        {QStringLiteral("bool"), QStringLiteral("boolean")},    {QStringLiteral("float4"), QStringLiteral("real")},
        {QStringLiteral("double"), QStringLiteral("float8")},   {QStringLiteral("decimal"), QStringLiteral("numeric")},
    };
    const int paren = int(t.indexOf(QLatin1Char('(')));
    const QString head = paren < 0 ? t : t.left(paren);
    if (words.contains(head))
        t = words.value(head) + (paren < 0 ? QString() : t.mid(paren));
    return t;
}

} // namespace assay::drift
