#include "choicebook.h"
#include "schemalexicon.h"

namespace assay::offline {

ChoiceBook::ChoiceBook(const SchemaLexicon &lexicon, agents::ReadingFixes chosen)
    : m_lex(lexicon), m_chosen(std::move(chosen))
{
}

int ChoiceBook::chosenColumn(const QString &slot) const
{
    return m_chosen.contains(slot) ? m_lex.findCol(m_chosen.value(slot)) : -1;
}

void ChoiceBook::offer(const QString &slot, const QString &label, const QString &value)
{
    agents::ReadingFixes c = m_chosen;
    c.insert(slot, value);
    m_alternatives << agents::ReadingChoice{slot, label, c, {}};
}

void ChoiceBook::offerJoin(const schema::JoinChoice &join)
{
    // the rest of the reading stays
    m_alternatives << agents::ReadingChoice{QStringLiteral("join"), join.title, m_chosen, join};
}

Candidate ChoiceBook::pick(const QString &slot, const SchemaMention &m, const QString &labelFormat)
{
    Candidate best = m.candidates.first();
    if (m_chosen.contains(slot)) {
        const QString want = m_chosen.value(slot);
        const int c = m_lex.findCol(want);
        const int t = c < 0 ? m_lex.findTable(want) : m_lex.cols[c].table;
        if (c >= 0)
            best = Candidate{c, t, 99};
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
        offer(slot, labelFormat.arg(title), title);
        ++offered;
    }
    return best;
}

} // namespace assay::offline
