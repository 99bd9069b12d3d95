#include "choicebook.h"
#include "schemalexicon.h"

namespace assay::offline {

using ask::ReadingOverride;
using ask::ReadingSlot;

ChoiceBook::ChoiceBook(const SchemaLexicon &lexicon, ask::ReadingOverrides chosen)
    : m_lex(lexicon), m_chosen(std::move(chosen))
{
}

bool ChoiceBook::fits(int col, SlotFit fit) const
{
    if (col < 0)
        return false;
    switch (fit) {
    case SlotFit::AnyColumnOrTable: return true;
    case SlotFit::Measure: return m_lex.measureColumn(col);
    case SlotFit::Date: return m_lex.cols[col].date;
    }
    return false;
}

int ChoiceBook::chosenColumn(ReadingSlot slot, int index, SlotFit fit) const
{
    const ReadingOverride *o = chosen(slot, index);
    const int c = o ? m_lex.findCol(o->target) : -1;
    return fits(c, fit) ? c : -1;
}

void ChoiceBook::offer(const ReadingOverride &change, const QString &label)
{
    m_alternatives << ask::ReadingChoice{change, label, m_chosen.with(change), {}};
}

void ChoiceBook::offerJoin(const schema::JoinChoice &join)
{
    // the rest of the reading stays; the path travels as the choice's join
    m_alternatives << ask::ReadingChoice{ReadingOverride{ReadingSlot::Join, 0, join.title}, join.title, m_chosen, join};
}

Candidate ChoiceBook::pick(ReadingSlot slot, int index, const SchemaMention &m, const QString &labelFormat, SlotFit fit)
{
    Candidate best = m.candidates.first();
    const ReadingOverride *o = chosen(slot, index);
    // Columns of other tables exactly as good (a tie no rule broke): the analyst says which. Not
    // keys: a reference holds the key's own values.
    if (!o && !m.chosen && best.col >= 0 && !m_lex.cols[best.col].key) {
        Rival rival{slot, index, m.first, m.last, {best}};
        for (const Candidate &c : m.candidates.mid(1))
            if (c.col >= 0 && c.table != best.table && fits(c.col, fit) && !m_lex.cols[c.col].key &&
                qAbs(c.score - best.score) < 1e-9)
                rival.candidates << c;
        if (rival.candidates.size() > 1)
            m_rivals << rival;
    }
    if (o) {
        const int c = m_lex.findCol(o->target);
        const int t = fit == SlotFit::AnyColumnOrTable && c < 0 ? m_lex.findTable(o->target) : -1;
        if (fits(c, fit))
            best = Candidate{c, m_lex.cols[c].table, 99};
        else if (t >= 0)
            best = Candidate{-1, t, 99};
    }
    int offered = 0;
    for (const Candidate &c : m.candidates) {
        if (offered >= 3)
            break;
        if (c.col == best.col && c.table == best.table)
            continue;
        const QString title = c.col >= 0 ? m_lex.colTitle(c.col) : m_lex.tabs[c.table].name;
        offer(ReadingOverride{slot, index, title}, labelFormat.arg(title));
        ++offered;
    }
    return best;
}

} // namespace assay::offline
