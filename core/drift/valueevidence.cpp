#include "valueevidence.h"
#include "drifttr.h"

#include <QLocale>

#include <cmath>

namespace assay::drift {
namespace {

// Counts taken on a sample of a table that grew a little still agree: half a percent, or one.
bool closeCounts(qint64 a, qint64 b)
{
    const qint64 slack = std::max<qint64>(1, std::max(a, b) / 200);
    return std::abs(a - b) <= slack;
}

QString shortValue(const QVariant &v)
{
    const QString s = v.toString();
    return s.size() > 24 ? s.left(23) + QChar(0x2026) : s;
}

} // namespace

ValueComparison compareValues(const knowledge::ColumnProfile &before, qint64 rowsBefore, const knowledge::ColumnProfile &after, qint64 rowsAfter)
{
    ValueComparison out;
    const QLocale locale;
    if (before.nonNull == 0 && after.nonNull == 0) {
        out.emptyColumns = true; // all NULL (or no rows) on both sides: no figure tells them apart
        return out;
    }
    auto judge = [&out](bool agree, const QString &same, const QString &differ) {
        ++out.compared;
        if (agree) {
            ++out.matched;
            out.evidence << same;
        } else {
            out.differences << differ;
        }
    };
    if (rowsBefore > 0 && rowsAfter > 0) {
        judge(closeCounts(before.nonNull, after.nonNull), Tr::tr("the same %1 non-empty values").arg(locale.toString(after.nonNull)),
              Tr::tr("%1 non-empty values then, %2 now").arg(locale.toString(before.nonNull), locale.toString(after.nonNull)));
    }
    if (before.distinct >= 0 && after.distinct >= 0) {
        judge(closeCounts(before.distinct, after.distinct), Tr::tr("the same %1 distinct values").arg(locale.toString(after.distinct)),
              Tr::tr("%1 distinct values then, %2 now").arg(locale.toString(before.distinct), locale.toString(after.distinct)));
    }
    if (before.min.isValid() && after.min.isValid() && before.max.isValid() && after.max.isValid()) {
        const bool agree = before.min.toString() == after.min.toString() && before.max.toString() == after.max.toString();
        judge(agree, Tr::tr("the same range %1 – %2").arg(shortValue(after.min), shortValue(after.max)),
              Tr::tr("range %1 – %2 then, %3 – %4 now").arg(shortValue(before.min), shortValue(before.max), shortValue(after.min), shortValue(after.max)));
    }
    if (before.averageLength > 0 && after.averageLength > 0) {
        const bool agree = std::abs(before.averageLength - after.averageLength) <= 0.01 * std::max(before.averageLength, after.averageLength) + 1e-9;
        judge(agree, Tr::tr("the same average length (%1 characters)").arg(after.averageLength, 0, 'f', 1),
              Tr::tr("average length %1 then, %2 now").arg(before.averageLength, 0, 'f', 1).arg(after.averageLength, 0, 'f', 1));
    }
    if (!before.topValues.isEmpty() && !after.topValues.isEmpty()) {
        QStringList a, b;
        for (const auto &[value, n] : before.topValues)
            a << value + QLatin1Char('\x1f') + QString::number(n);
        for (const auto &[value, n] : after.topValues)
            b << value + QLatin1Char('\x1f') + QString::number(n);
        judge(a == b, Tr::tr("the same most common values"), Tr::tr("other most common values"));
    }
    if (!before.samples.isEmpty() && !after.samples.isEmpty()) {
        QStringList a = before.samples, b = after.samples;
        a.sort();
        b.sort();
        judge(a == b, Tr::tr("the same sample values"), Tr::tr("other sample values"));
    }
    return out;
}

} // namespace assay::drift
