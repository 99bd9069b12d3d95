#include "insightwriter.h"
#include "insightstr.h"

#include "numberformat.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace assay::insights {
namespace {

// "_Describes `sales` · 1,234 rows · computed from the data._"
QString closingLine(const InsightFacts &facts, const InsightOptions &options, bool fromModel) {
    QStringList parts;
    if (!options.sourceName.isEmpty())
        parts << Tr::tr("Describes `%1`").arg(options.sourceName);
    const int rows = int(std::min<qint64>(facts.rows, INT_MAX));
    // A part of a whole says so where the reader looks for where the figures come from.
    if (facts.scope.keptRows > 0)
        parts << (facts.scope.largestFirst ? Tr::tr("only the top %Ln row(s), as the query's LIMIT kept them", nullptr, rows)
                                           : Tr::tr("only the first %Ln row(s), as the query's LIMIT kept them", nullptr, rows));
    else
        parts << Tr::tr("%Ln row(s)", nullptr, rows);
    if (facts.scope.groupsFiltered)
        parts << Tr::tr("only the groups the query's HAVING kept");
    if (facts.partial)
        parts << Tr::tr("from the first rows read");
    parts << (fromModel ? Tr::tr("phrased by a model from computed facts, every number checked")
                        : Tr::tr("computed from the data"));
    return QStringLiteral("*%1.*").arg(parts.join(QStringLiteral(" · ")));
}

// The model's bullets, tidied: no headings, no code fences, no closing line of its own.
QString tidy(const QString &text) {
    QStringList lines;
    for (QString line : text.split(u'\n')) {
        line = line.trimmed();
        if (line.startsWith(QLatin1String("```")) || line.startsWith(u'#'))
            continue;
        if (line.startsWith(u'*') && !line.startsWith(QLatin1String("**")) && line.size() > 1 &&
            line[1] == u' ')
            line = QStringLiteral("- ") + line.mid(2);
        if (!line.isEmpty())
            lines << line;
    }
    return lines.join(u'\n');
}

} // namespace

QList<Fact> chosenFacts(const InsightFacts &facts, const InsightOptions &options)
{
    return facts.facts.mid(0, options.maxFacts);
}

AllowedNumbers allowedNumbers(const InsightFacts &facts) {
    AllowedNumbers allowed;
    for (const Fact &f : facts.facts)
        allowed.addAll(f.numbers);
    allowed.addAll(facts.dataValues);
    allowed.add(double(facts.rows));
    for (const QString &label : facts.labels)
        allowed.addNumbersIn(label);
    return allowed;
}

Insight templateInsight(const InsightFacts &facts, const InsightOptions &options) {
    Insight insight;
    QStringList lines;
    for (const Fact &f : chosenFacts(facts, options))
        lines << QStringLiteral("- ") + f.text;
    if (lines.isEmpty())
        lines << QStringLiteral("- ") + Tr::tr("There is nothing to summarise in this result.");
    insight.markdown =
        lines.join(u'\n') + QStringLiteral("\n\n") + closingLine(facts, options, false);
    return insight;
}

Insight acceptPhrasing(const InsightFacts &facts, const QString &modelText,
                       const InsightOptions &options) {
    const QString body = tidy(modelText);
    if (body.isEmpty()) {
        Insight t = templateInsight(facts, options);
        t.rejected = Tr::tr("The model's answer was empty.");
        return t;
    }
    // A text that states none of the figures is not an insight about them (a refusal, a
    // question back, small talk): the computed summary says more.
    const bool factsHaveNumbers = std::any_of(facts.facts.begin(), facts.facts.end(), [](const Fact &f) { return !f.numbers.isEmpty(); });
    if (factsHaveNumbers && std::none_of(body.begin(), body.end(), [](QChar c) { return c.isDigit(); })) {
        Insight t = templateInsight(facts, options);
        t.rejected = Tr::tr("The model's text stated none of the figures, so the computed summary is shown instead.");
        return t;
    }
    Insight insight;
    insight.fromModel = true;
    insight.markdown = body + QStringLiteral("\n\n") + closingLine(facts, options, true);
    // Every number in the text that will be shown, the closing line included.
    const NumberCheck check = checkNumbers(insight.markdown, allowedNumbers(facts));
    if (!check.ok()) {
        Insight t = templateInsight(facts, options);
        t.unsupportedNumbers = check.unsupported;
        t.rejected = Tr::tr("The model's text stated numbers that are not in the data (%1), so the "
                        "computed summary is shown instead.")
                         .arg(check.unsupported.join(QStringLiteral(", ")));
        return t;
    }
    return insight;
}

} // namespace assay::insights
