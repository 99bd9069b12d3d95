// The date column a time range or a grain needs: the one nearest the rows the figure is made of.
#include "offlinetr.h"
#include "roles.h"
#include "schemalexicon.h"

#include <QHash>

#include <algorithm>

namespace assay::offline {

namespace {

// The date columns nearest table `dated`, a column with "date" in its name first. A table each of
// `dated`'s rows references (the order of an order line) comes before one with many rows per row
// (its returns); a calendar-like table further away is reached through its key, not used for its
// own date.
QList<int> nearestDates(const SchemaLexicon &lex, int dated)
{
    QList<int> nearest;
    int bestDistance = 1 << 20;
    QHash<int, int> closenessOf;
    for (int ci = 0; ci < lex.cols.size(); ++ci) {
        if (!lex.cols[ci].date)
            continue;
        const int t = lex.cols[ci].table;
        if (!closenessOf.contains(t))
            closenessOf.insert(t, lex.closeness(dated, t));
        const int c = closenessOf.value(t);
        const int dist = c <= 2 ? c : (c >= 10 && c <= 12 ? c : 1 << 20);
        if (dist < bestDistance) {
            bestDistance = dist;
            nearest = {ci};
        } else if (dist == bestDistance) {
            nearest << ci;
        }
    }
    if (bestDistance >= (1 << 20))
        return {};
    std::stable_sort(nearest.begin(), nearest.end(), [&](int a, int b) {
        const bool da = lex.cols[a].name.contains(QLatin1String("date"), Qt::CaseInsensitive);
        const bool db = lex.cols[b].name.contains(QLatin1String("date"), Qt::CaseInsensitive);
        return da && !db;
    });
    return nearest;
}

// "orchestras founded after 2008": a date or year column named right before the time is the one
// it bounds (Year_of_Founded, not a performance's date); that mention is the time's, not a column
// to list. The column, or -1.
int dateNamedBeforeTime(const RoleInputs &in, Roles &r)
{
    const QList<Token> &toks = in.words.tokens;
    for (const ask::TimeRange &time : in.words.times) {
        for (int mi = 0; mi < in.mentions.schema.size(); ++mi) {
            const SchemaMention &m = in.mentions.schema[mi];
            const int c = m.candidates.first().col;
            if (m.isTable || c < 0 || !(in.lex.cols[c].date || in.lex.cols[c].year))
                continue;
            if (!in.words.text.mid(toks[m.last].end, time.begin - toks[m.last].end).trimmed().isEmpty())
                continue;
            // not listed when something else is ("the names of orchestras founded after 2008"); the
            // dates themselves may be what is asked ("all transcript dates after 1990")
            if (const int listed = int(r.listColMentions.indexOf(mi)); listed >= 0 && r.listCols.size() > 1) {
                r.listCols.removeAt(listed);
                r.listColMentions.removeAt(listed);
            }
            if (r.measureMention == mi && !r.listCols.isEmpty()) { // a year holds numbers: taken for the figure
                r.measure = -1;
                r.measureMention = -1;
            }
            r.consumed.insert(mi);
            return c;
        }
    }
    return -1;
}

} // namespace

Decline assignDate(const RoleInputs &in, ChoiceBook &choices, Roles &r)
{
    const SchemaLexicon &lex = in.lex;
    const QList<ask::TimeRange> &times = in.words.times;
    if (times.isEmpty() && in.words.grain == ask::TimeGrainHint::None)
        return {};
    if (const int named = dateNamedBeforeTime(in, r); named >= 0) {
        (lex.cols[named].date ? r.dateCol : r.yearCol) = named;
        return {};
    }
    // The date of the rows the figure is made of: the measure's table when there is a measure
    // ("weekly revenue for Berlin stores": the order's date, not the store's opening day), else
    // the table counted or listed.
    const QList<int> nearest = nearestDates(lex, r.measure >= 0 ? lex.cols[r.measure].table : r.main);
    if (!nearest.isEmpty()) {
        r.dateCol = nearest.first();
        if (const int c = choices.chosenColumn(ask::ReadingSlot::Date, 0, SlotFit::Date); c >= 0)
            r.dateCol = c;
        for (int ci : nearest.mid(0, 4))
            if (ci != r.dateCol)
                choices.offer({ask::ReadingSlot::Date, 0, lex.colTitle(ci)}, Tr::tr("dated by %1").arg(lex.colTitle(ci)));
        return {};
    }
    if (times.isEmpty())
        return {};
    // No date column, but a year column ("year", "open_year") on the table the question is about,
    // one it names, or one each of its rows has one partner in (cars_data for car_names); the
    // nearest wins.
    const int dated = r.measure >= 0 ? lex.cols[r.measure].table : r.main;
    int bestDistance = 3;
    for (int ci = 0; ci < lex.cols.size(); ++ci) {
        const int t = lex.cols[ci].table;
        if (!lex.cols[ci].year)
            continue;
        const int distance = in.mentions.namedTables.contains(t)
                                 ? std::min(1, lex.closeness(dated, t))
                                 : lex.closeness(dated, t);
        if (distance < bestDistance) {
            bestDistance = distance;
            r.yearCol = ci;
        }
    }
    if (r.yearCol < 0)
        return Decline{ask::DeclineReason::NoDateColumn, {times.first().text, lex.tabs[r.main].name}};
    return {};
}

} // namespace assay::offline
