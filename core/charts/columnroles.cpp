#include "columnroles.h"
#include "chartstr.h"

#include <QCoreApplication>
#include <QHash>

namespace assay::charts {
namespace {

// A number held in any of the forms the engines deliver (decimals arrive as text).
bool asNumber(const QVariant &v, double *out) {
    switch (v.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::ULongLong:
    case QMetaType::UInt:
    case QMetaType::Double:
    case QMetaType::Float:
        *out = v.toDouble();
        return std::isfinite(*out);
    case QMetaType::QString: {
        bool ok = false;
        *out = v.toString().trimmed().toDouble(&ok);
        return ok && std::isfinite(*out);
    }
    default:
        return false;
    }
}

// The calendar part at least nine in ten values name, if any.
CalendarPart dominantPart(const QHash<CalendarPart, int> &parts, int values) {
    for (auto it = parts.constBegin(); it != parts.constEnd(); ++it) {
        if (values > 0 && it.value() * 10 >= values * 9)
            return it.key();
    }
    return CalendarPart::None;
}

// A name that says its text holds dates: "order_date", "created_at", "InvoiceDate" ("time"
// and "day" alone may be durations or counts).
bool textNamesADate(const QString &name) {
    const QStringList words = nameWords(name);
    for (const QString &w : words) {
        if (w == u"date" || w == u"datetime" || w == u"timestamp")
            return true;
    }
    return words.size() > 1 && (words.last() == u"at" || words.last() == u"on");
}

} // namespace

QString columnRoleName(ColumnRole role) {
    switch (role) {
    case ColumnRole::Temporal:
        return Tr::tr("time");
    case ColumnRole::Quantitative:
        return Tr::tr("measure");
    case ColumnRole::Categorical:
        return Tr::tr("category");
    case ColumnRole::Identifier:
        return Tr::tr("identifier");
    case ColumnRole::Ordinal:
        return Tr::tr("ordered category");
    }
    return {};
}

RoleHints roleHintsFromCatalog(const db::Catalog &catalog) {
    RoleHints hints;
    for (const db::TableInfo &t : catalog.tables) {
        for (const QString &c : t.primaryKey)
            hints.keyColumns.insert(c.toLower());
        for (const db::ForeignKeyInfo &fk : t.foreignKeys) {
            for (const QString &c : fk.columns)
                hints.keyColumns.insert(c.toLower());
        }
    }
    return hints;
}

ColumnProfile profileColumn(const ResultSample &sample, int column, const RoleHints &hints) {
    ColumnProfile p;
    const db::ResultColumn &c = sample.columns[column];
    p.name = c.name;
    p.type = c.type;
    p.additivity = additivityFromName(c.name);
    p.unit = unitFromName(c.name);

    QSet<QString> distinct;
    int numbers = 0, integers = 0, negatives = 0, zeroPadded = 0, written = 0;
    QHash<CalendarPart, int> calendarParts;
    QHash<TemporalKind, int> temporalKinds;
    int temporalValues = 0, years = 0;
    double lo = 0, hi = 0, tlo = 0, thi = 0;
    for (const db::Row &row : sample.rows) {
        const QVariant v = row.value(column);
        if (v.isNull() || !v.isValid())
            continue;
        ++p.nonNull;
        if (distinct.size() < 100000)
            distinct.insert(v.toString());
        double d = 0;
        if (asNumber(v, &d)) {
            lo = numbers ? std::min(lo, d) : d;
            hi = numbers ? std::max(hi, d) : d;
            ++numbers;
            integers += d == std::floor(d);
            negatives += d < 0;
            if (v.typeId() == QMetaType::QString) {
                const QString text = v.toString().trimmed();
                zeroPadded += text.size() > 1 && text.startsWith(u'0') && text.at(1).isDigit();
            }
        }
        if (isYearValue(v))
            ++years;
        TemporalKind kind = TemporalKind::None;
        if (const auto t = parseTemporal(v, false, &kind)) {
            const double ms = double(t->toMSecsSinceEpoch());
            tlo = temporalValues ? std::min(tlo, ms) : ms;
            thi = temporalValues ? std::max(thi, ms) : ms;
            ++temporalValues;
            temporalKinds[kind]++;
            written += !isIsoDateText(v);
        } else if (v.typeId() == QMetaType::QString) {
            CalendarPart part = CalendarPart::None;
            if (calendarPosition(v.toString(), &part))
                calendarParts[part]++;
        }
    }
    p.distinct = int(distinct.size());
    const bool anyValues = p.nonNull > 0;
    const bool declaredNumeric = db::isNumeric(c.type);
    // Unknown types (expressions in SQLite) are numbers when their values are. So is text whose
    // every value is a plain number (CSV imports, SQLite columns declared TEXT), unless it reads
    // as a code: zero-padded values ("00501") or a name like zip, phone or code.
    const bool textNumbers = c.type == db::ValueType::Text && zeroPadded == 0 && !nameLooksLikeCode(c.name);
    p.numeric = anyValues && numbers == p.nonNull &&
                (declaredNumeric || c.type == db::ValueType::Unknown || textNumbers);
    // SQLite columns (undeclared, or numeric by affinity) can mix numbers with text ("n/a"): when
    // most values are numbers, the column is a measure and the text is left out (said so).
    if (anyValues && !p.numeric && (c.type == db::ValueType::Unknown || declaredNumeric) &&
        numbers * 2 > p.nonNull &&
        zeroPadded == 0 && !nameLooksLikeCode(c.name)) {
        p.numeric = true;
        p.textValues = p.nonNull - numbers;
        for (const db::Row &row : sample.rows) {
            double ignored = 0;
            const QVariant v = row.value(column);
            if (!v.isNull() && !asNumber(v, &ignored)) {
                p.textExample = v.toString().left(40);
                break;
            }
        }
    }
    if (!anyValues && declaredNumeric)
        p.numeric = true;
    p.integral = p.numeric && integers == numbers;
    p.nonNegative = p.numeric && negatives == 0;
    if (p.numeric) {
        p.min = lo;
        p.max = hi;
    }

    auto mostCommonKind = [&temporalKinds] {
        TemporalKind best = TemporalKind::Date;
        int count = -1;
        for (auto it = temporalKinds.constBegin(); it != temporalKinds.constEnd(); ++it) {
            if (it.value() > count) {
                best = it.key();
                count = it.value();
            }
        }
        return best;
    };

    // Time first: declared dates, date-like text, and years named as such.
    if (c.type == db::ValueType::Date || c.type == db::ValueType::DateTime) {
        p.role = ColumnRole::Temporal;
        p.temporal = temporalValues ? mostCommonKind()
                                    : (c.type == db::ValueType::Date ? TemporalKind::Date
                                                                     : TemporalKind::DateTime);
    } else if ((c.type == db::ValueType::Text || c.type == db::ValueType::Unknown) && anyValues &&
               !p.numeric && temporalValues * 10 >= p.nonNull * 9) {
        p.role = ColumnRole::Temporal;
        p.temporal = mostCommonKind();
    } else if (const CalendarPart part = dominantPart(calendarParts, p.nonNull);
               part != CalendarPart::None && !p.numeric) {
        // Month or weekday names: nvBench's BIN BY MONTH/WEEKDAY, to_char(d, 'Mon'), DAYNAME(d).
        p.role = ColumnRole::Temporal;
        p.calendar = part;
    } else if (anyValues && years == p.nonNull &&
               (nameLooksLikeYear(c.name) || nameLooksLikeDate(c.name)) &&
               c.type != db::ValueType::Real) {
        p.role = ColumnRole::Temporal;
        p.temporal = TemporalKind::Year;
    } else if (!anyValues && c.type != db::ValueType::Boolean) {
        // Only the type and the name are known (a source that has not run): a part of the
        // calendar or a year is told by its name ("order_weekday", "fiscal_year").
        if (const CalendarPart part = numberedCalendarPart(c.name, 1, 1);
            part != CalendarPart::None) {
            p.role = ColumnRole::Temporal;
            p.calendar = part;
        } else if (declaredNumeric && nameLooksLikeYear(c.name) && !nameIsAggregate(c.name)) {
            p.role = ColumnRole::Temporal;
            p.temporal = TemporalKind::Year;
        } else if ((c.type == db::ValueType::Text || c.type == db::ValueType::Unknown) &&
                   textNamesADate(c.name)) {
            // Dates kept as text (SQLite, CSV imports) are dates when their name says so.
            p.role = ColumnRole::Temporal;
            p.temporal = TemporalKind::Date;
        }
    }
    if (p.role == ColumnRole::Temporal) {
        p.writtenDates = written > 0;
        if (p.calendar != CalendarPart::None) {
            p.numeric = false;
            p.additivity = Additivity::NotAdditive;
            return p;
        }
        if (p.temporal != TemporalKind::Year) {
            p.min = tlo;
            p.max = thi;
        } else if (p.numeric) {
            p.min = lo;
            p.max = hi;
        }
        p.numeric = false;
        p.additivity = Additivity::NotAdditive;
        return p;
    }
    if (c.type == db::ValueType::Boolean) {
        p.role = ColumnRole::Categorical;
        return p;
    }
    // A key of the catalog holding text and not named as an id names a kind (a course code, a
    // grape, a type code of a lookup table): a category when its values repeat, or when only
    // its type is known. Numeric keys and *_id columns stay identifiers.
    const bool keyByCatalog =
        hints.keyColumns.contains(c.name.toLower()) && p.additivity != Additivity::Additive;
    const bool kindCode = keyByCatalog && c.type == db::ValueType::Text && !p.numeric &&
                          !nameLooksLikeIdentifier(c.name) && (!anyValues || !p.isUnique());
    if (nameLooksLikeIdentifier(c.name) || (keyByCatalog && !kindCode)) {
        p.role = ColumnRole::Identifier;
        p.additivity = Additivity::NotAdditive;
        return p;
    }
    // Months, weekdays and quarters as numbers repeat every year: time, but not an axis through
    // the years. Levels and ranks are ordered categories. Neither is something to add up.
    if (p.numeric && p.integral) {
        if (const CalendarPart part = numberedCalendarPart(c.name, p.min, p.max);
            part != CalendarPart::None) {
            p.role = ColumnRole::Temporal;
            p.calendar = part;
            p.additivity = Additivity::NotAdditive;
            return p;
        }
        if (nameLooksLikeLevel(c.name) && p.distinct <= 20) {
            p.role = ColumnRole::Ordinal;
            p.additivity = Additivity::NotAdditive;
            return p;
        }
    }
    p.role = p.numeric ? ColumnRole::Quantitative : ColumnRole::Categorical;
    return p;
}

QList<ColumnProfile> profileColumns(const ResultSample &sample, const RoleHints &hints) {
    QList<ColumnProfile> out;
    out.reserve(sample.columns.size());
    for (int i = 0; i < sample.columns.size(); ++i)
        out << profileColumn(sample, i, hints);
    return out;
}

} // namespace assay::charts
