// The words of every reason the offline reader declines for, in one place and translated here: a
// stage says why as a type (ask::DeclineReason) with what it quotes, never as prose.
#include "offlinetr.h"
#include "staged.h"

namespace assay::offline {

using R = ask::DeclineReason;

QString canDo() {
    return Tr::tr(
        "I can answer counts and lists, a measure by a dimension, over time with a grain, "
        "top or bottom N, filters on stored values and time ranges, comparisons of stored values, "
        "shares, superlatives, how often something happened, averages per entity, ratios of two "
        "figures and distinct values.");
}

namespace {

// Whether the reason's words end with what the assistant can answer instead: not when the
// reason names its own way out (another language, a change of data, a word to leave out).
bool offersWhatItCanDo(R r) {
    switch (r) {
    case R::NotEnglish:
    case R::ChangesData:
    case R::AmbiguousColumn:
    case R::GroupsOfOne:
    case R::UnplacedWords:
    case R::None:
        return false;
    default:
        return true;
    }
}

// The reason's own words, with `a` (Decline::args) in them.
QString reasonWords(R r, const QStringList &a) {
    const auto arg = [&](int i) { return a.value(i); };
    switch (r) {
    case R::None:
    case R::EmptyQuestion:
        return {};
    case R::NotEnglish:
        return Tr::tr("The offline assistant reads questions in English only. Ask in English, or "
                      "configure a language model (Settings → Language Models), which reads "
                      "any language. ");
    case R::NeedsModel:
        return Tr::tr("The offline assistant answers questions about what the data contains; "
                      "explanations, causes and "
                      "predictions need a language model (Settings → Language Models). ");
    case R::ChangesData:
        return Tr::
            tr("“%1” asks to change the data; the assistant only reads it, and answering with what "
               "the change would touch would answer another question. To change data, write the "
               "statement in a SQL cell: the notebook shows it and asks before running anything "
               "that writes. ")
                .arg(arg(0));
    case R::SeparateSets:
        return Tr::tr("This question needs a comparison across separate sets of rows (not, "
                      "both, except, compared with an "
                      "average), which the offline assistant does not attempt. ");
    case R::PeriodsOfDifferentKinds:
        return Tr::tr("I can compare whole years, quarters or months of one kind "
                      "(“2023 compared with 2022”), not “%1” with “%2”. ")
            .arg(arg(0), arg(1));
    case R::PeriodsAndOtherGrain:
        return Tr::tr("Comparing periods groups by the periods themselves; a different "
                      "grain as well is beyond the offline assistant. ");
    case R::SeveralTimes:
        return Tr::tr("The question names several times (“%1”, “%2”) not joined by “or”; the "
                      "offline assistant "
                      "reads one time, any of several, or whole periods compared. ")
            .arg(arg(0), arg(1));
    case R::NothingKnown:
        return Tr::tr(
            "I found no table, column or stored value of this database in the question. ");
    case R::UnknownName:
        return Tr::tr("“%1” looks like a name, but no stored value or column of this "
                      "database is called that. ")
            .arg(arg(0));
    case R::WhoseId:
        return Tr::tr("I could not tell whose “%1” the question asks for. ").arg(arg(0));
    case R::UnclearReference:
        return Tr::tr("I could not tell what “%1” refers to. ").arg(arg(0));
    case R::UnclearAverageOf:
        return Tr::tr("I could not tell what “average %1” is the average of. ").arg(arg(0));
    case R::UnboundComparison:
        return Tr::tr("I could not tell which column “%1 %2” applies to. ").arg(arg(0), arg(1));
    case R::UnboundAverageComparison:
        return Tr::tr("I could not tell which column “%1 average” applies to. ").arg(arg(0));
    case R::TwoValuesOfOneColumn:
        return Tr::tr("Two values of the same column (%1 and %2) need OR or a set "
                      "operation, which the offline assistant does not attempt. ")
            .arg(arg(0), arg(1));
    case R::NoLabel:
        return Tr::tr("I do not know which column names a row of %1. ").arg(arg(0));
    case R::UnknownCounted:
        return Tr::tr("I do not know what “%1” counts in this database. ").arg(arg(0));
    case R::AmbiguousColumn:
        return Tr::tr("I could not tell which column “%1” means: %2. ").arg(arg(0), arg(1));
    case R::NoMainTable:
        return Tr::tr("I could not tell which table the question is about. ");
    case R::NoPlaceColumn:
        return Tr::tr("“Where” asks for a place, and %1 has no column that holds one. ")
            .arg(arg(0));
    case R::NoDateAsked:
        return Tr::tr("“When” asks for a time, and I could not tell which date of %1 it means. ")
            .arg(arg(0));
    case R::NotStored:
        return Tr::tr("“%1” is not a value stored in this database (value search found no "
                      "exact match). ")
            .arg(arg(0));
    case R::NotInCatalog:
        return Tr::tr("“%1” is stored in a column I cannot find in the catalog. ").arg(arg(0));
    case R::RepeatsFilter:
        return Tr::tr("Listing %1 would only show “%2” again on every row. ").arg(arg(0), arg(1));
    case R::NoDateColumn:
        return Tr::tr("The question names a time (“%1”) but I found no date column near %2. ")
            .arg(arg(0), arg(1));
    case R::NoSingleKey:
        return Tr::tr("I could not tell how %1 relate to %2: no single key links them. ")
            .arg(arg(0), arg(1));
    case R::ListedReferenceUnused:
        return Tr::
            tr("%1 refers to another table; which of its values are not used needs a comparison "
               "of separate sets, which the offline assistant does not attempt. ")
                .arg(arg(0));
    case R::UnreadNegation:
        return Tr::tr("I could not read “%1” as a value not wanted or as rows without another "
                      "table's rows; other comparisons of separate sets of rows are beyond the "
                      "offline assistant. ")
            .arg(arg(0));
    case R::UnreadSetWord:
        return Tr::tr("I could not read “%1” as values of one column that are all wanted or any of "
                      "which will do; other comparisons of separate sets of rows are beyond the "
                      "offline assistant. ")
            .arg(arg(0));
    case R::NoFigureForAverage:
        return Tr::tr("I found no figure in this database for the average to apply to. ");
    case R::NoFigureForTotal:
        return Tr::tr("I found no figure in this database for the total to apply to. ");
    case R::HowOftenUngrouped:
        return Tr::
            tr("Counting how often something happened (“%1”) needs a grouping I could not place. ")
                .arg(arg(0));
    case R::RankingWithinGroups:
        return Tr::tr(
            "The best one within each group needs a ranking inside groups, which the offline "
            "assistant does not attempt. ");
    case R::UnknownRankColumn:
        return Tr::tr("I could not tell which column “%1” ranks by. ").arg(arg(0));
    case R::UnjudgedRanking:
        return Tr::tr(
                   "I could not tell what makes one “%1”: name the figure to rank by (for example "
                   "“by revenue” or “by quantity sold”). ")
            .arg(arg(0));
    case R::OneRowGroups:
        return Tr::tr(
                   "Counted for each row of %1, every count would be 1, so a highest one would "
                   "pick nothing: "
                   "name the figure to rank by (for example “by revenue” or “by quantity sold”). ")
            .arg(arg(0));
    case R::UnreadRatio:
        return Tr::tr(
                   "A rate or ratio (“%1”) divides one figure by another; I could not tell which "
                   "two. I divide two totals of one table, asked as “the ratio of X to Y” or “X "
                   "per Y”. ")
            .arg(arg(0));
    case R::ConditionsJoinedByOr:
        return Tr::tr("Conditions joined by “or” need OR, which the offline assistant does not "
                      "attempt. ");
    case R::FiguresOfTwoTables:
        return Tr::tr("%1 and %2 are figures of different tables; dividing one total by the other "
                      "needs each summed "
                      "over its own rows, which the offline assistant does not attempt yet. ")
            .arg(arg(0), arg(1));
    case R::AggregateInRatio:
        return Tr::tr("I could not tell how the %1 applies to a ratio of two totals. ").arg(arg(0));
    case R::ShareOfFiltered:
        return Tr::tr(
            "A share of the rows a condition keeps needs the whole to divide by, which the offline "
            "assistant does not compute; ask for the count by the condition's column (for example "
            "“countries by continent”) to see each part's share. ");
    case R::NamedButUnused:
        return Tr::tr("The question names %1, but my reading does not use it. ").arg(arg(0));
    case R::FigureIsItsGroup:
        return Tr::
            tr("The figure I found for each %1 is %1 itself, so I could not tell which figure the "
               "question asks for. ")
                .arg(arg(0));
    case R::UnclearAggregateTarget:
        return Tr::tr("I could not tell which figure the %1 applies to. ").arg(arg(0));
    case R::UnknownSortColumn:
        return Tr::tr("I could not tell which column the question sorts by. ");
    case R::UnboundSelectedParameter:
        return Tr::tr("I could not tell which column the selected %1 (now “%2”) filters; name the column, or write the value. ")
            .arg(arg(0), arg(1));
    case R::ChangeNeedsPeriods:
        return Tr::tr(
            "A change from the previous period needs a figure over time by a period, e.g. "
            "“revenue growth by year”. ");
    case R::ChangeNeedsFigure:
        return Tr::tr("I could not tell what “%1” is said of: name the figure (for example “revenue” or “the number "
                      "of orders”). ")
            .arg(arg(0));
    case R::ChangeOfDerivedFigure:
        return Tr::tr("A change between two periods of a ratio or of an average per entity is beyond the offline "
                      "assistant; ask for the figure itself in each period. ");
    case R::RepeatedRows:
        return Tr::tr("Joined to %1, each row of %2 would count once for every one of its rows "
                      "there, so the %3 "
                      "of %4 would be wrong. ")
            .arg(arg(0), arg(1), arg(2), arg(3));
    case R::OneValuePerRow:
        return Tr::tr("Each row of %1 has one %2, so none has all of “%3”. ")
            .arg(arg(0), arg(1), arg(2));
    case R::OneValueExcept:
        return Tr::
            tr("Each row of %1 has one %2, so one that is “%3” is never “%4”: ask for “%3” alone. ")
                .arg(arg(0), arg(1), arg(2), arg(3));
    case R::EveryValueWithOtherParts:
        return Tr::tr("I can list or count the rows that have all of “%1”, but not together with "
                      "the question's "
                      "other parts. ")
            .arg(arg(0));
    case R::NoJoin:
        return arg(0) +
               QLatin1Char(' '); // the join planner's own words (core/schema, translated there)
    case R::PeriodsOnYearColumn:
        return Tr::tr("Comparing periods needs a date column; %1 only has a year. ").arg(arg(0));
    case R::GroupsOfOne:
        return Tr::tr(
                   "Counted for each row of %1, every count would be 1: name what groups them (for "
                   "example “cities with more than 2 employees”). ")
            .arg(arg(0));
    case R::UnplacedWords: {
        QString text =
            Tr::tr("I could not place these words in the data: %1; answering without them could "
                   "answer another question. ")
                .arg(arg(0));
        if (!arg(1).isEmpty())
            text += Tr::tr("I read the rest as: %1. ").arg(arg(1));
        return text;
    }
    }
    return {};
}

} // namespace

QString Decline::text() const {
    QString out = reasonWords(reason, args);
    if (!recognised.isEmpty())
        out += Tr::tr("I recognised: %1. ").arg(recognised);
    if (offersWhatItCanDo(reason))
        out += canDo();
    return out;
}

} // namespace assay::offline
