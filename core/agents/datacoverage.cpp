#include "datacoverage.h"
#include "agentstr.h"

#include "db/connection.h"
#include "knowledge/datacontext.h"

#include <QCoreApplication>
#include <QDateTime>

#include <algorithm>

namespace assay::agents {

namespace {

// Dates arrive as QDate/QDateTime (PostgreSQL, MySQL) or ISO text (SQLite).
QDate toDate(const QVariant &v)
{
    if (v.isNull() || !v.isValid())
        return {};
    if (v.typeId() == QMetaType::QDate)
        return v.toDate();
    if (v.typeId() == QMetaType::QDateTime)
        return v.toDateTime().date();
    return QDate::fromString(v.toString().left(10), Qt::ISODate);
}

bool isDateColumn(const knowledge::ColumnKnowledge &c)
{
    return db::isTemporal(c.profile.type) || c.type.contains(QLatin1String("date"), Qt::CaseInsensitive)
           || c.type.contains(QLatin1String("time"), Qt::CaseInsensitive);
}

} // namespace

DataSpan measureDataSpan(db::Connection &connection, const knowledge::DataContext &context, const db::CancelTokenPtr &cancel,
                         int timeoutMs, int maxColumns)
{
    const bool anyFact = std::any_of(context.tables.begin(), context.tables.end(),
                                     [](const knowledge::TableKnowledge &t) { return t.role == knowledge::TableRole::Fact; });
    DataSpan span;
    int read = 0;
    for (const knowledge::TableKnowledge &t : context.tables) {
        if (anyFact && t.role != knowledge::TableRole::Fact)
            continue;
        for (const knowledge::ColumnKnowledge &c : t.columns) {
            if (!isDateColumn(c) || read >= maxColumns)
                continue;
            ++read;
            const db::Dialect &d = connection.dialect();
            const QString column = d.identifier(c.name);
            db::ExecOptions options;
            options.readOnly = true;
            options.cancel = cancel;
            options.timeoutMs = timeoutMs;
            options.maxRows = 1;
            db::CollectingSink sink;
            const db::ExecSummary s = connection.execute(QStringLiteral("SELECT MIN(%1), MAX(%1) FROM %2").arg(column, d.qualified(t.schema, t.name)),
                                                         options, sink);
            if (!s.ok() || sink.resultRows().isEmpty())
                continue;
            const QDate first = toDate(sink.resultRows().first().value(0));
            const QDate last = toDate(sink.resultRows().first().value(1));
            if (!first.isValid() || !last.isValid())
                continue;
            if (!span.first.isValid() || first < span.first)
                span.first = first;
            if (!span.last.isValid() || last > span.last) {
                span.last = last;
                span.column = t.name + QLatin1Char('.') + c.name;
            }
        }
    }
    return span;
}

QStringList rangesOutsideData(const QList<ask::TimeRange> &times, const DataSpan &span)
{
    QStringList out;
    if (!span.known())
        return out;
    for (const ask::TimeRange &t : times) {
        if (!t.from.isValid() || !t.to.isValid())
            continue;
        const QString range = t.openStart()
                                  ? QStringLiteral("“%1” (before %2)").arg(t.text, t.to.toString(Qt::ISODate))
                                  : QStringLiteral("“%1” (%2 to %3)").arg(t.text, t.from.toString(Qt::ISODate), t.to.addDays(-1).toString(Qt::ISODate));
        if (t.from > span.last)
            out << Tr::tr("%1 is after the last date in the data, %2 (%3): expect no rows for it.")
                       .arg(range, span.last.toString(Qt::ISODate), span.column);
        else if (t.to <= span.first)
            out << Tr::tr("%1 is before the first date in the data, %2: expect no rows for it.").arg(range, span.first.toString(Qt::ISODate));
    }
    return out;
}

QStringList periodNotes(const QList<ask::TimeRange> &times, db::Connection &connection, const knowledge::DataContext &context,
                        const db::CancelTokenPtr &cancel)
{
    return times.isEmpty() ? QStringList() : rangesOutsideData(times, measureDataSpan(connection, context, cancel));
}

} // namespace assay::agents
