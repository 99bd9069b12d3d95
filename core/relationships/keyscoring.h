#pragma once
// From evidence to a verdict and a confidence, by rules a person can follow (each input is shown
// in the Knowledge panel), after the features of Rostin et al. (coverage of the referencing values,
// coverage of the key, name similarity, key suffixes, how many keys the values fit) and the
// randomness test of Zhang et al. (a foreign key's values look like a random pick of the key's:
// values 1..10 inside a key of 1..1000 do not, however well they are contained).
//
//  - Values must be contained: all of them, or nearly (one stray value in ten or more, or 95%).
//  - Names that say the reference (the same name, the table's, the key's, or one of those after a
//    role word) are enough with contained values.
//  - Names that only hint (an abbreviation, a hierarchy word inside one table) need values that
//    are not evidently a narrow slice of the key; a hierarchy may be one (the managers are a few
//    of the staff) when it has roots, rows that refer to nothing.
//  - Names that say nothing need a key-like name (a key word) and strong data: values that could
//    not be contained by chance (text, or whole numbers from a sparse key), spread like a random
//    pick of the key.
//  - Two tables whose keys hold exactly the same values, a hundred or more of them, extend one
//    another one to one whatever their names (cars_data.id and car_names.makeid): tables of
//    unrelated things rarely have the same number of rows, numbered alike.

#include "knowledge/relationshipevidence.h"

#include <QtGlobal>

namespace assay::relationships {

using Evidence = knowledge::RelationshipEvidence;

// P(the range of k values picked at random from a key spans no more than `span` of it): the
// distribution of the range of k uniform picks, k s^(k-1) - (k-1) s^k.
double spanProbability(qint64 k, double span);

// Bits of surprise per contained value: log2 of the key's range over its count of values for whole
// numbers (0 for a dense 1..n), a fixed 8 for text (a code is unlikely to be in another column's
// values by chance).
double surpriseBits(bool wholeNumbers, double keyMin, double keyMax, qint64 keyValues);

bool contained(const Evidence &e);
// The values are evidently not a random pick of the key (needs a spread sample or the whole table).
bool narrowSlice(const Evidence &e);
// Containment that chance cannot explain.
bool strongData(const Evidence &e);

struct Verdict {
    bool accept = false;
    double confidence = 0;
};

struct Circumstances {
    bool referenceName = false; // the referencing column's name ends with a key word
    bool keyLike = true;        // the target is named and typed like an identifier
    bool ownKey =
        false; // the referencing column is its own table's key (a subtype, a 1:1 extension)
    bool someNull = false;   // some rows refer to nothing (a hierarchy's roots)
    bool sameKeySet = false; // two tables' keys holding the very same values (a 1:1 extension)
};

Verdict judge(const Evidence &e, const Circumstances &c);
// The order of name evidence, weakest first, for ranking competing targets.
int nameRank(Evidence::NameMatch m);
bool namesReference(Evidence::NameMatch m); // Role or stronger

} // namespace assay::relationships
