#pragma once
// The reading's choices: the parts the analyst fixed by clicking another reading (typed
// overrides, each checked against the schema before it applies), and the other readings offered
// for each part the reader chose among (other columns for the measure or a dimension, other
// places a value is stored, other dates, other join paths). The order of the offers is the order
// of the links under the answer.

#include "mentions.h"

#include "ask/asktypes.h"

#include <QList>
#include <QString>

namespace assay::offline {

class SchemaLexicon;

// What a slot accepts from an override.
enum class SlotFit {
    AnyColumnOrTable, // a column, or a table (its label column stands for it)
    Measure,          // a numeric column that is no key
    Date,             // a date column
};

class ChoiceBook {
public:
    // A mention whose best candidate for a slot had an equal rival (the same score after every
    // ranking rule: the schema's order decided), which the reading should not pick silently.
    struct Rival {
        ask::ReadingSlot slot = ask::ReadingSlot::Measure;
        int index = 0;
        int first = 0; // the mention's tokens
        int last = 0;
        QList<Candidate> candidates; // the one picked first, then the equal ones
    };

    ChoiceBook(const SchemaLexicon &lexicon, ask::ReadingOverrides chosen);

    // The analyst's override of a slot, or null.
    const ask::ReadingOverride *chosen(ask::ReadingSlot slot, int index = 0) const
    {
        return m_chosen.find(slot, index);
    }
    // The column the analyst chose for a slot when it fits, or -1.
    int chosenColumn(ask::ReadingSlot slot, int index, SlotFit fit) const;

    // Offers another reading: this part changed, the rest of the reading as it is.
    void offer(const ask::ReadingOverride &change, const QString &label);
    // Offers another way to join the same tables.
    void offerJoin(const schema::JoinChoice &join);
    // A mention's candidate for a slot: the analyst's choice when it fits, else the best; up to
    // three others are offered, labelled by `labelFormat` ("by %1").
    Candidate pick(ask::ReadingSlot slot, int index, const SchemaMention &m, const QString &labelFormat,
                   SlotFit fit = SlotFit::AnyColumnOrTable);

    const QList<ask::ReadingChoice> &alternatives() const { return m_alternatives; }
    const QList<Rival> &rivals() const { return m_rivals; }

private:
    bool fits(int col, SlotFit fit) const;

    const SchemaLexicon &m_lex;
    ask::ReadingOverrides m_chosen;
    QList<ask::ReadingChoice> m_alternatives;
    QList<Rival> m_rivals;
};

} // namespace assay::offline
