#pragma once
// The reading's choices: the parts the analyst fixed by clicking another reading, and the other
// readings offered for each part the reader chose among (other columns for the measure or a
// dimension, other places a value is stored, other dates, other join paths). The order of the
// offers is the order of the links under the answer.

#include "mentions.h"

#include "agents/asktypes.h"

#include <QList>
#include <QString>

namespace assay::offline {

class SchemaLexicon;

class ChoiceBook {
public:
    ChoiceBook(const SchemaLexicon &lexicon, agents::ReadingFixes chosen);

    // Whether the analyst fixed this slot ("measure", "dimension1", "value2", "date", ...).
    bool chosen(const QString &slot) const { return m_chosen.contains(slot); }
    QString choice(const QString &slot) const { return m_chosen.value(slot); }
    // The column the analyst chose for a slot, or -1.
    int chosenColumn(const QString &slot) const;

    // Offers another reading: this slot set to `value`, the rest of the reading as it is.
    void offer(const QString &slot, const QString &label, const QString &value);
    // Offers another way to join the same tables.
    void offerJoin(const schema::JoinChoice &join);
    // A mention's candidate for a slot: the analyst's choice, else the best; up to three others
    // are offered, labelled by `labelFormat` ("by %1").
    Candidate pick(const QString &slot, const SchemaMention &m, const QString &labelFormat);

    const QList<agents::ReadingChoice> &alternatives() const { return m_alternatives; }

private:
    const SchemaLexicon &m_lex;
    agents::ReadingFixes m_chosen;
    QList<agents::ReadingChoice> m_alternatives;
};

} // namespace assay::offline
