#include "chartintent.h"
#include "chartstr.h"

#include <QList>
#include <QRegularExpression>

namespace assay::charts {
namespace {

QRegularExpression words(const char *pattern) {
    return QRegularExpression(QString::fromUtf8(pattern),
                              QRegularExpression::CaseInsensitiveOption |
                                  QRegularExpression::UseUnicodePropertiesOption);
}

// Chart types as the three languages name them. Chinese has no spaces, so its names match as
// they stand; German compounds match by their stem ("Balkendiagramm", "Balken").
struct TypeWords {
    ChartType type;
    QRegularExpression re;
};
const QList<TypeWords> &typeWords() {
    static const QList<TypeWords> table = {
        {ChartType::Pie, words("\\bpie\\b|\\bdo(ugh)?nut|kreisdiagramm|tortendiagramm|"
                               "kuchendiagramm|ringdiagramm|\\btorte\\b|饼图|饼状图|圆饼图|环形图")},
        {ChartType::Scatter, words("\\bscatter|streudiagramm|punktdiagramm|punktwolke|散点图")},
        {ChartType::Area, words("\\barea ?(chart|graph|plot)|flächendiagramm|面积图")},
        {ChartType::Line,
         words("\\bline ?(chart|graph|plot|diagram)s?\\b|\\b(as|in|with|by|using) (an? )?lines?\\b|"
               "\\btrend ?lines?\\b|liniendiagramm|kurvendiagramm|\\blinie\\b|\\bkurve\\b|"
               "折线图|曲线图|线图")},
        {ChartType::Bar,
         words("\\bbar ?(chart|graph|plot|diagram)s?\\b|\\b(as|in|with|by|using|stacked|grouped) "
               "(an? )?bars?\\b|\\bbars\\b|\\bhistograms?\\b|\\bcolumn (chart|graph)s?\\b|"
               "balkendiagramm|säulendiagramm|stabdiagramm|\\bbalken\\b|\\bsäulen\\b|histogramm|"
               "柱状图|柱形图|条形图|直方图|柱图")},
    };
    return table;
}

struct IntentWords {
    ChartIntent intent;
    QRegularExpression re;
};
// In priority order: the first task found wins ("the share ... over time" is about shares).
const QList<IntentWords> &intentWords() {
    static const QList<IntentWords> table = {
        {ChartIntent::Relationship,
         words("\\brelationships?\\b|\\brelation\\b|\\brelate[sd]?\\b|\\bcorrelat|"
               "\\bassociation\\b|\\bdepends? on\\b|zusammenhang|beziehung|korrel|abhängigkeit|"
               "关系|相关|关联")},
        {ChartIntent::Share,
         words("\\bshares?\\b|\\bproportions?\\b|\\bpercent(age)?s?\\b|%|\\bfractions?\\b|"
               "\\bbreak ?down\\b|\\bcomposition\\b|\\bmakes? up\\b|\\bmade up\\b|\\bportions?\\b|"
               "\\bpart of (the )?(total|whole)\\b|\\banteil|\\bprozent|\\baufteilung|"
               "zusammensetzung|占比|比例|份额|百分比|构成|组成|比重")},
        {ChartIntent::Trend,
         words("\\btrends?\\b|\\bover time\\b|\\bover the (years|months|weeks|days|quarters)\\b|"
               "\\bevolution\\b|\\bevolve[sd]?\\b|\\bgrowth\\b|\\bhistory\\b|\\bhistorical\\b|"
               "\\btime ?series\\b|\\btimeline\\b|\\b(year|month|week) over (year|month|week)\\b|"
               "\\bverlauf|\\bentwicklung|zeitverlauf|\\bzeitreihe|\\bim laufe der|"
               "\\büber die (zeit|jahre|monate)\\b|趋势|走势|随时间|历年|逐年|逐月|演变")},
        {ChartIntent::Distribution,
         words("\\bdistribut(ion|ions|ed)\\b|\\bspread\\b|\\bfrequenc(y|ies)\\b|verteilung|"
               "verteilt|häufigkeit|分布|频率|频数|频次")},
        {ChartIntent::Compare,
         words("\\bcompar(e|es|ed|ing|ison)\\b|\\brank(s|ed|ing)?\\b|\\btop \\d+\\b|"
               "\\b(most|least|highest|lowest|largest|smallest|biggest|fewest)\\b|"
               "\\bdifference between\\b|\\bversus\\b|vergleich|rangliste|\\bhöchste|"
               "\\bniedrigste|\\bmeisten\\b|\\bwenigsten\\b|\\bgrößte|\\bkleinste|\\bunterschied|"
               "比较|对比|排名|排行|最多|最少|最高|最低|最大|最小|差异")},
    };
    return table;
}

} // namespace

QuestionReading readQuestion(const QString &question) {
    QuestionReading r;
    if (question.trimmed().isEmpty())
        return r;
    for (const TypeWords &t : typeWords()) {
        const QRegularExpressionMatch m = t.re.match(question);
        if (m.hasMatch()) {
            r.requested = t.type;
            r.cue = m.captured(0).trimmed();
            break;
        }
    }
    static const QRegularExpression stacked = words("\\bstacked\\b|gestapelt|堆叠|堆积");
    r.stacked = stacked.match(question).hasMatch();
    for (const IntentWords &i : intentWords()) {
        const QRegularExpressionMatch m = i.re.match(question);
        if (m.hasMatch()) {
            r.intent = i.intent;
            if (r.cue.isEmpty())
                r.cue = m.captured(0).trimmed();
            break;
        }
    }
    return r;
}

QString intentName(ChartIntent intent) {
    switch (intent) {
    case ChartIntent::Trend:
        return Tr::tr("a trend over time");
    case ChartIntent::Share:
        return Tr::tr("shares of a whole");
    case ChartIntent::Compare:
        return Tr::tr("a comparison");
    case ChartIntent::Distribution:
        return Tr::tr("a distribution");
    case ChartIntent::Relationship:
        return Tr::tr("a relationship between measures");
    case ChartIntent::None:
        break;
    }
    return {};
}

} // namespace assay::charts
