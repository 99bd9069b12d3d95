#pragma once
// The parts of an offline reading the analyst can change by choosing another reading: typed
// overrides, each naming the part it replaces (the slot, and which one of its kind) and what it
// reads instead. The offline reader checks each against the schema before applying it (a measure
// must be a numeric column, a date a date); one that does not fit is ignored.

#include <QList>
#include <QString>

namespace assay::ask {

// Which part of a reading an override replaces.
enum class ReadingSlot {
    Table,     // the table counted or listed
    Entity,    // what a superlative ranks ("which store ...")
    Measure,   // the figure's column
    Dimension, // a group-by, by its order in the question (index from 1)
    Column,    // a listed column, by its order among the listed ones (index from 1)
    Value,     // where a stored value is looked up, by its order in the question (index from 1)
    Date,      // the date column a time range or grain applies to
    Join,      // another join path (the path itself travels as ReadingChoice::join)
    Unread,    // words the reading could not place, which the analyst chose to answer without
               // (the target holds them, lower case, separated by spaces)
    Word,      // what a word names (the target: the word; its meaning travels as a WordMeaning)
};

struct ReadingOverride {
    ReadingSlot slot = ReadingSlot::Measure;
    int index = 0;  // which one of its kind, from 1; 0 for the slots that occur once
    QString target; // "table.column", or a table's name where a table fits (Table, Entity, Dimension)

    friend bool operator==(const ReadingOverride &a, const ReadingOverride &b)
    {
        return a.slot == b.slot && a.index == b.index && a.target == b.target;
    }
};

// What a word of the analyst's names in the schema ("vocalists": table singer): the answer to an
// offline ask-back ("By “vocalists” do you mean singer?"). The question asked again reads the
// word so at once, and the chat keeps it in the connection's glossary as the target's alias, so
// later questions read it at once too.
struct WordMeaning {
    QString word;   // lower case, as the question wrote it (one word or a phrase)
    QString table;  // the table it names (qualified)
    QString column; // the column, or empty when the word names the table itself

    friend bool operator==(const WordMeaning &a, const WordMeaning &b)
    {
        return a.word == b.word && a.table == b.table && a.column == b.column;
    }
};

// A reading's fixed parts: at most one override per slot and index, and the words' meanings the
// analyst chose.
struct ReadingOverrides {
    QList<ReadingOverride> items;
    QList<WordMeaning> meanings;

    bool isEmpty() const { return items.isEmpty() && meanings.isEmpty(); }
    const ReadingOverride *find(ReadingSlot slot, int index = 0) const
    {
        for (const ReadingOverride &o : items)
            if (o.slot == slot && o.index == index)
                return &o;
        return nullptr;
    }
    // These overrides with `o` added, replacing one of the same slot and index.
    ReadingOverrides with(const ReadingOverride &o) const
    {
        ReadingOverrides out = *this;
        out.items.removeIf([&](const ReadingOverride &x) { return x.slot == o.slot && x.index == o.index; });
        out.items << o;
        return out;
    }
    // These overrides with the meaning of a word added, replacing one of the same word.
    ReadingOverrides with(const WordMeaning &m) const
    {
        ReadingOverrides out = *this;
        out.meanings.removeIf([&](const WordMeaning &x) { return x.word == m.word; });
        out.meanings << m;
        return out;
    }
};

} // namespace assay::ask
