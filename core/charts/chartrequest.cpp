#include "chartrequest.h"
#include "chartstr.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace assay::charts {

namespace {

QString typeName(ChartType t)
{
    switch (t) {
    case ChartType::Bar: return Tr::tr("bar chart");
    case ChartType::Line: return Tr::tr("line chart");
    case ChartType::Pie: return Tr::tr("pie chart");
    case ChartType::Scatter: return Tr::tr("scatter plot");
    case ChartType::Area: return Tr::tr("area chart");
    case ChartType::Table: return Tr::tr("table");
    }
    return {};
}

// The spec redrawn as `type`, keeping its axes; empty type Table when it cannot be.
ChartSpec convert(ChartSpec s, ChartType type)
{
    const ChartType from = s.type;
    s.type = type;
    switch (type) {
    case ChartType::Pie:
        // One slice per category: no series, no time buckets, largest first.
        if (!s.series.isEmpty() || s.y.size() != 1)
            s.type = ChartType::Table;
        s.sort = SortOrder::YDescending;
        s.stacked = false;
        s.forecastPeriods = 0;
        break;
    case ChartType::Line:
    case ChartType::Area:
        if (from == ChartType::Bar || from == ChartType::Pie)
            s.sort = SortOrder::XAscending;
        s.otherBucket = false;
        s.limit = 0;
        break;
    case ChartType::Bar:
        s.forecastPeriods = 0;
        break;
    case ChartType::Scatter:
    case ChartType::Table:
        break;
    }
    return s;
}

} // namespace

std::optional<ChartType> requestedChartType(const QString &question)
{
    static const QList<QPair<QRegularExpression, ChartType>> words = {
        {QRegularExpression(QStringLiteral("\\bpie\\b"), QRegularExpression::CaseInsensitiveOption), ChartType::Pie},
        {QRegularExpression(QStringLiteral("\\bscatter"), QRegularExpression::CaseInsensitiveOption), ChartType::Scatter},
        {QRegularExpression(QStringLiteral("\\barea (chart|graph|plot)"), QRegularExpression::CaseInsensitiveOption), ChartType::Area},
        {QRegularExpression(QStringLiteral("\\b(line (chart|graph|plot)|lines? over|as a line|trend ?line)"),
                            QRegularExpression::CaseInsensitiveOption),
         ChartType::Line},
        {QRegularExpression(QStringLiteral("\\b(bar (chart|graph|plot)|bars\\b|histogram|column chart)"),
                            QRegularExpression::CaseInsensitiveOption),
         ChartType::Bar},
    };
    for (const auto &[re, type] : words) {
        if (re.match(question).hasMatch())
            return type;
    }
    return std::nullopt;
}

bool asksForShares(const QString &question)
{
    static const QRegularExpression shares(
        QStringLiteral("\\b(share|shares|proportions?|percent|percentages?|fraction|breakdown|composition|makes? up|made up|split|"
                       "distribution|portion|ratio|pie)\\b|%"),
        QRegularExpression::CaseInsensitiveOption);
    return shares.match(question).hasMatch();
}

Recommendation applyQuestion(Recommendation r, const ResultSample &sample, const QString &question)
{
    if (question.trimmed().isEmpty() || r.spec.type == ChartType::Table)
        return r;
    if (const std::optional<ChartType> asked = requestedChartType(question); asked && *asked != r.spec.type) {
        const ChartSpec converted = convert(r.spec, *asked);
        if (converted.type == *asked && validateSpec(converted, sample.columns).isEmpty()) {
            r.spec = converted;
            r.reasons.prepend(Tr::tr("The question asks for a %1.").arg(typeName(*asked)));
            r.spec.reasons = r.reasons;
        }
        return r;
    }
    if (r.spec.type == ChartType::Pie && !requestedChartType(question) && !asksForShares(question)) {
        // A pie answers "what share?"; for other questions bars compare the same values better.
        r.spec = convert(r.spec, ChartType::Bar);
        r.reasons.prepend(Tr::tr("The question is not about shares of a total, so bars compare the values."));
        r.spec.reasons = r.reasons;
    }
    return r;
}

} // namespace assay::charts
