#pragma once
// Why the offline reader declined a question, as a type. The reader's stages return one (with the
// words it quotes); the chat switches on it (a reason a language model would answer offers the
// model settings; a request to change data does not) and tests compare it. The words said for
// each reason are core/offline/declines.cpp's, translated there and nowhere else.

#include <QString>

namespace assay::ask {

enum class DeclineReason : quint8 {
    None,
    // The question's form (readWords)
    NotEnglish,              // another language
    NeedsModel,              // why, predictions, advice: only a language model answers these
    ChangesData,             // "delete all orders": the assistant only reads
    SeparateSets,            // except, neither, than any: a comparison of separate sets of rows
    EmptyQuestion,           // nothing to read
    PeriodsOfDifferentKinds, // "2023 compared with last month"
    PeriodsAndOtherGrain,    // periods compared with another grain as well
    SeveralTimes,            // times not joined by "or"
    // What the words name (findMentions)
    NothingKnown,     // no table, column or stored value named
    UnknownName,      // a capitalised name nothing stores
    WhoseId,          // an "id" of no table
    UnclearReference, // a word or a number nothing places
    // How the mentions relate (readStructure)
    UnclearAverageOf,  // "above the average number of orders"
    UnboundComparison, // "more than 5" with no column to apply to
    UnboundAverageComparison,
    TwoValuesOfOneColumn, // "customers from Berlin and Hamburg"
    // Roles (assignRoles)
    NoLabel,         // a table with no column that names its rows
    UnknownCounted,  // "how many degrees" with no table of degrees
    AmbiguousColumn, // a description word of several columns
    NoMainTable,
    NoPlaceColumn, // "where" of a table with no place
    NoDateAsked,   // "when" with no date
    NotStored,     // a literal that is no stored value
    NotInCatalog,  // a value stored in a column the catalog does not list
    RepeatsFilter, // a list that would only repeat its filter's value
    NoDateColumn,  // a time with no date column near
    // Absences
    NoSingleKey,           // "without any X" with no single key to X
    ListedReferenceUnused, // "codes not used by any document"
    // The plan (buildPlan)
    UnreadNegation, // a "not" no part reads
    UnreadSetWord,  // a "both" or "either" no part reads
    NoFigureForAverage,
    NoFigureForTotal,
    HowOftenUngrouped,   // "called more than 3 times"
    RankingWithinGroups, // "the best selling product in each region"
    UnknownRankColumn,   // "the last transcript" with no date
    UnjudgedRanking,     // "the best products" with nothing to judge by
    OneRowGroups,        // every count would be 1
    UnreadRatio,         // a rate whose two figures are not read
    ConditionsJoinedByOr,
    FiguresOfTwoTables, // a ratio of figures of two tables
    AggregateInRatio,
    ShareOfFiltered,        // "what percentage of countries are in Asia"
    NamedButUnused,         // a table or column the question names that the SQL leaves out
    FigureIsItsGroup,       // "each year and the average year"
    UnclearAggregateTarget, // "the maximum and minimum share" of a text column
    UnknownSortColumn,
    UnboundSelectedParameter, // "the selected region" with no column the parameter's value filters
    ChangeNeedsPeriods, // "revenue growth" with no period
    ChangeNeedsFigure, // "which region grew fastest" with no figure named
    ChangeOfDerivedFigure, // a change of a ratio or of an average per entity
    RepeatedRows,       // a total over a table joined to its children
    OneValuePerRow,     // "customers with both Berlin and Hamburg"
    OneValueExcept,
    EveryValueWithOtherParts,
    // Joins and SQL
    NoJoin, // the join planner's own words
    PeriodsOnYearColumn,
    GroupsOfOne, // "more than 2" of groups that each hold one row
    // The word ledger
    UnplacedWords, // content words no stage reads
};

// A stable name for logs, evaluations and tests ("unread-negation"); never shown to the analyst.
QString declineReasonKey(DeclineReason reason);

// Whether a language model would answer what the rules decline for this reason: the question is
// about the data, in a form or language the rules do not read. Not for a request to change data
// (the assistant only reads, whoever answers), nor for an empty question.
inline bool modelWouldAnswer(DeclineReason r) {
    return r != DeclineReason::None && r != DeclineReason::ChangesData &&
           r != DeclineReason::EmptyQuestion;
}

} // namespace assay::ask
