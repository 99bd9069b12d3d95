#include "columnfacts.h"

#include <cmath>

namespace assay::relationships {
namespace {

constexpr double longestKeyText = 64;  // average characters: longer text is prose, not a key
constexpr double longestCodeText = 12; // short text unique in a table reads as a code

bool numberType(db::ValueType t) {
    return t == db::ValueType::Integer || t == db::ValueType::Real || t == db::ValueType::Decimal;
}

ValueClass classify(const db::ColumnInfo &info, const knowledge::ColumnProfile *p, ColumnFacts &f) {
    const db::ValueType type = p && p->type != db::ValueType::Unknown ? p->type : info.valueType;
    if (type == db::ValueType::Date || type == db::ValueType::DateTime ||
        type == db::ValueType::Time || type == db::ValueType::Boolean ||
        type == db::ValueType::Blob)
        return ValueClass::None;
    double lo = 0, hi = 0;
    const bool whole = p && wholeNumber(p->min, &lo) && wholeNumber(p->max, &hi);
    if (whole) {
        f.numericRange = true;
        f.min = lo;
        f.max = hi;
    }
    const bool textStored =
        p && (p->min.typeId() == QMetaType::QString || p->max.typeId() == QMetaType::QString);
    if (p && p->averageLength > longestKeyText)
        return ValueClass::None;
    // Numbers stored as numbers: keys when whole (a real column holding only whole numbers too:
    // Spider declares every number "number"; SQLite columns may declare no type at all).
    const bool storedAsNumbers = p && p->nonNull > 0 && !textStored;
    if (storedAsNumbers && (numberType(type) || type == db::ValueType::Unknown))
        return whole ? ValueClass::Integer : ValueClass::None;
    if (numberType(type) && !textStored)
        return ValueClass::Integer; // no values to look at: the declared type decides
    if (whole && p->averageLength <= 20)
        return ValueClass::NumericText;
    return ValueClass::Text;
}

bool isText(ValueClass c) {
    return c == ValueClass::Text || c == ValueClass::NumericText;
}

// HoPF's primary key score, on what a name and a profile say.
double primaryKeyScore(const ColumnFacts &c, const TableFacts &t) {
    double s = 0;
    s += hasKeyWord(c.naming) ? 3 : 0;
    s += c.naming.generic() || namesTable(c.naming, t.stem) ? 2 : 0;
    s += c.position == 0 ? 1 : 0;
    s += c.valueClass == ValueClass::Integer ? 1 : 0;
    s -= 0.2 * c.position;
    s -= isText(c.valueClass) ? 0.05 * c.averageLength : 0;
    return s;
}

bool keyLike(const ColumnFacts &c, const TableFacts &t) {
    if (c.valueClass == ValueClass::None)
        return false;
    if (hasKeyWord(c.naming) || c.naming.generic() || namesTable(c.naming, t.stem) ||
        c.position == 0)
        return true;
    // A short text unique in its table is a code ("AirportCode" values, country codes).
    if (isText(c.valueClass) && c.averageLength <= longestCodeText)
        return true;
    // The column's words are the table's ("model_list.Model").
    for (const QString &w : c.naming.stem) {
        if (t.stem.contains(w))
            return true;
    }
    return false;
}

} // namespace

bool wholeNumber(const QVariant &v, double *out) {
    if (!v.isValid() || v.isNull())
        return false;
    bool ok = false;
    double d = 0;
    if (v.typeId() == QMetaType::QString) {
        const QString s = v.toString().trimmed();
        if (s.isEmpty() || s.size() > 18)
            return false;
        d = double(s.toLongLong(&ok));
    } else {
        d = v.toDouble(&ok);
    }
    if (!ok || !std::isfinite(d) || std::floor(d) != d)
        return false;
    *out = d;
    return true;
}

bool comparable(ValueClass a, ValueClass b, bool *asText) {
    *asText = false;
    if (a == ValueClass::None || b == ValueClass::None)
        return false;
    if (a == b)
        return true;
    if (isText(a) && isText(b))
        return true;
    // A whole number against numbers written as text: compared as text.
    if ((a == ValueClass::Integer && b == ValueClass::NumericText) ||
        (a == ValueClass::NumericText && b == ValueClass::Integer)) {
        *asText = true;
        return true;
    }
    return false;
}

int Facts::findColumn(int table, const QString &name) const {
    for (int c : tables[table].columns) {
        if (columns[c].name.compare(name, Qt::CaseInsensitive) == 0)
            return c;
    }
    return -1;
}

int Facts::keyOn(int column) const {
    for (int k = 0; k < keys.size(); ++k) {
        if (keys[k].columns.size() == 1 && keys[k].columns.first() == column)
            return k;
    }
    return -1;
}

Facts Facts::collect(const db::Catalog &catalog, const knowledge::DataContext &context) {
    Facts f;
    for (const db::TableInfo &info : catalog.tables) {
        TableFacts t;
        t.schema = info.schema;
        t.name = info.name;
        t.qualified = info.qualifiedName();
        // Views repeat their tables' values; SQLite's own tables (sqlite_sequence) are not data.
        t.view =
            info.isView() || info.name.startsWith(QLatin1String("sqlite_"), Qt::CaseInsensitive);
        t.stem = tableStem(info.name);
        QStringList names;
        for (const db::ColumnInfo &c : info.columns)
            names << c.name;
        t.prefix = columnPrefix(names);
        const knowledge::TableKnowledge *k = context.table(info.name, info.schema);
        const bool profiled = k && k->profile.rowCount >= 0 && !k->profile.columns.isEmpty();
        if (profiled) {
            t.rows = k->profile.rowCount;
            t.sampled = k->profile.sampledRows < k->profile.rowCount;
            t.profiledRows = k->profile.sampledRows;
        }
        const int ti = int(f.tables.size());
        for (int i = 0; i < info.columns.size(); ++i) {
            const db::ColumnInfo &ci = info.columns[i];
            ColumnFacts c;
            c.table = ti;
            c.position = i;
            c.name = ci.name;
            c.naming = readColumnName(ci.name, t.prefix);
            const knowledge::ColumnProfile *p = profiled ? k->profile.column(ci.name) : nullptr;
            c.valueClass = classify(ci, p, c);
            if (p) {
                c.nonNull = p->nonNull;
                c.distinct = p->distinct;
                c.averageLength = p->averageLength;
                const qint64 seen = k->profile.sampledRows;
                c.unique = seen >= 2 && p->nonNull == seen && p->distinct == seen;
            }
            for (const db::ForeignKeyInfo &fk : info.foreignKeys) {
                if (!fk.columns.contains(ci.name, Qt::CaseInsensitive))
                    continue;
                if (catalog.find(fk.refTable, fk.refSchema))
                    c.declaredReference = true;
                else
                    c.danglingTarget = fk.refTable;
            }
            t.columns << int(f.columns.size());
            if (info.primaryKey.contains(ci.name, Qt::CaseInsensitive))
                t.declaredKey << int(f.columns.size());
            f.columns << c;
        }
        f.tables << t;
    }
    // Keys: the declared one, then every unary candidate; a table without a declared key gets the
    // best candidate as its chosen key.
    for (int ti = 0; ti < f.tables.size(); ++ti) {
        TableFacts &t = f.tables[ti];
        if (t.view)
            continue;
        // A declared key the data contradicts (values repeat in a table profiled whole) is no key
        // to refer to: some schemas declare one column of a composite key as the key.
        if (t.declaredKey.size() == 1 && !t.sampled && t.profiledRows >= 2) {
            const ColumnFacts &c = f.columns[t.declaredKey.first()];
            if (!c.unique && c.nonNull > 0)
                t.declaredKey.clear();
        }
        if (!t.declaredKey.isEmpty()) {
            KeyCandidate k;
            k.table = ti;
            k.columns = t.declaredKey;
            k.strength = TargetKey::Declared;
            k.keyLike = true;
            f.keys << k;
            t.chosenKey = t.declaredKey;
        }
        double best = -1e9;
        for (int c : std::as_const(t.columns)) {
            const ColumnFacts &cf = f.columns[c];
            if (!cf.unique || cf.valueClass == ValueClass::None ||
                (t.declaredKey.size() == 1 && t.declaredKey.first() == c))
                continue;
            KeyCandidate k;
            k.table = ti;
            k.columns = {c};
            k.strength = t.sampled ? TargetKey::UniqueInSample : TargetKey::Unique;
            k.keyLike = keyLike(cf, t);
            f.keys << k;
            const double score = primaryKeyScore(cf, t);
            if (t.declaredKey.isEmpty() && k.keyLike && score > best) {
                best = score;
                t.chosenKey = {c};
            }
        }
    }
    return f;
}

} // namespace assay::relationships
