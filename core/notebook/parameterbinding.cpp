#include "parameterbinding.h"
#include "notebooktr.h"

#include "sqlparameters.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

namespace assay::notebook {
namespace {

// MariaDB and MySQL take at most 65,535 placeholders in one prepared statement.
constexpr int MaxPositionalPlaceholders = 65'535;

bool numbered(db::Engine engine) {
    return engine == db::Engine::SQLite || engine == db::Engine::PostgreSQL;
}

} // namespace

ParameterBinder::ParameterBinder(db::Engine engine, sql::Flavor flavor, ParameterLookup lookup)
    : m_engine(engine)
    , m_flavor(flavor)
    , m_lookup(std::move(lookup)) {
}

QString ParameterBinder::fail(const QString &message, int position) {
    m_error = message;
    m_errorPosition = position;
    return {};
}

std::optional<ParameterBinding> ParameterBinder::resolve(const QString &name) {
    return m_lookup ? m_lookup(name.toLower()) : std::nullopt;
}

void ParameterBinder::noteUse(const ParameterBinding &binding) {
    for (const UsedParameter &u : std::as_const(m_used)) {
        if (u.name.compare(binding.name, Qt::CaseInsensitive) == 0)
            return;
    }
    m_used.append({binding.name, binding.spec.type, binding.spec.isList(), binding.values});
}

QString ParameterBinder::placeholderFor(const QString &key, const QVariant &value) {
    if (!numbered(m_engine)) {
        m_values.append({value});
        return QStringLiteral("?");
    }
    int n = m_numbered.value(key);
    if (n == 0) {
        m_values.append({value});
        n = int(m_values.size());
        m_numbered.insert(key, n);
    }
    return (m_engine == db::Engine::PostgreSQL ? QStringLiteral("$%1") : QStringLiteral("?%1"))
        .arg(n);
}

QString ParameterBinder::listFor(const QString &key, const QVariantList &values, bool negated) {
    const QString in = negated ? QStringLiteral("NOT IN") : QStringLiteral("IN");
    switch (m_engine) {
    case db::Engine::SQLite: {
        // One bound JSON text, read back row by row: any number of values, one placeholder.
        QJsonArray array;
        for (const QVariant &v : values)
            array.append(v.toString());
        const QString json = QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
        return QStringLiteral("%1 (SELECT value FROM json_each(%2))")
            .arg(in, placeholderFor(key, json));
    }
    case db::Engine::PostgreSQL:
        // One bound array; the server takes its element type from the other side of the comparison.
        return QStringLiteral("%1(%2)").arg(negated ? QStringLiteral("<> ALL")
                                                    : QStringLiteral("= ANY"),
                                            placeholderFor(key, QVariant(values)));
    case db::Engine::MySQL:
    case db::Engine::ODBC:
        break;
    }
    QStringList marks;
    marks.reserve(values.size());
    for (const QVariant &v : values)
        marks << placeholderFor(key, v);
    return QStringLiteral("%1 (%2)").arg(in, marks.join(QStringLiteral(", ")));
}

QString ParameterBinder::bind(const QString &text, QList<TextEdit> *edits) {
    const QList<ParameterReference> refs = findParameterReferences(text, m_flavor);
    if (refs.isEmpty())
        return text;
    QString out;
    out.reserve(text.size() + 16 * refs.size());
    int cursor = 0;
    for (const ParameterReference &ref : refs) {
        const QString written = text.mid(ref.begin, ref.length);
        if (!ref.badMember.isEmpty())
            return fail(Tr::tr("%1: only a date range has parts, and they are .start and .end.")
                            .arg(written),
                        ref.begin);
        const std::optional<ParameterBinding> b = resolve(ref.name);
        if (!b)
            return fail(Tr::tr("No parameter cell defines :%1 and no value was given for it.")
                            .arg(ref.name),
                        ref.begin);
        if (const QString problem = checkParameterValue(b->spec, b->values); !problem.isEmpty())
            return fail(Tr::tr("Parameter %1: %2.").arg(b->name, problem), ref.begin);
        const QVariantList typed = typedParameterValues(b->spec, b->values);
        const QString key = b->name.toLower();
        int begin = ref.begin;
        int length = ref.length;
        QString replacement;
        if (b->spec.isList()) {
            if (ref.member != RangeEnd::None)
                return fail(Tr::tr("%1: %2 is not a date range.").arg(written, b->name), ref.begin);
            if (ref.listBegin < 0)
                return fail(Tr::tr("%1 holds several values; use it as IN (:%1).").arg(b->name),
                            ref.begin);
            if (!numbered(m_engine) && m_values.size() + typed.size() > MaxPositionalPlaceholders)
                return fail(Tr::tr("Parameter %1 holds %2 values; this database takes at most %3 "
                                   "in one statement.")
                                .arg(b->name, QLocale().toString(qlonglong(typed.size())),
                                     QLocale().toString(MaxPositionalPlaceholders)),
                            ref.begin);
            begin = ref.listBegin;
            length = ref.listLength;
            replacement = listFor(key + QStringLiteral("[]"), typed, ref.negated);
        } else if (b->spec.type == ParameterType::DateRange) {
            if (ref.member == RangeEnd::None && !ref.afterBetween)
                return fail(Tr::tr("%1 is a date range: use :%1.start and :%1.end, or BETWEEN :%1.")
                                .arg(b->name),
                            ref.begin);
            if (ref.member != RangeEnd::End) // .start, or BETWEEN's first end
                replacement = placeholderFor(key + QStringLiteral(".start"), typed[0]);
            if (ref.afterBetween && ref.member == RangeEnd::None)
                replacement += QStringLiteral(" AND ");
            if (ref.member != RangeEnd::Start) // .end, or BETWEEN's second end, after the first
                replacement += placeholderFor(key + QStringLiteral(".end"), typed[1]);
        } else {
            if (ref.member != RangeEnd::None)
                return fail(Tr::tr("%1: %2 is not a date range.").arg(written, b->name), ref.begin);
            replacement = placeholderFor(key, typed.value(0));
        }
        noteUse(*b);
        out += QStringView(text).mid(cursor, begin - cursor);
        out += replacement;
        if (edits)
            edits->append({begin, length, int(replacement.size())});
        cursor = begin + length;
    }
    out += QStringView(text).mid(cursor);
    return out;
}

int mapThroughEdits(const QList<TextEdit> &edits, int position) {
    int original = 0;
    int bound = 0;
    for (const TextEdit &e : edits) {
        const int unchanged = e.begin - original;
        if (position < bound + unchanged)
            return original + (position - bound);
        bound += unchanged;
        original = e.begin;
        if (position < bound + e.replacement)
            return e.begin;
        bound += e.replacement;
        original = e.begin + e.length;
    }
    return original + (position - bound);
}

} // namespace assay::notebook
