#pragma once
// What the analyst told Assay about the schema's design patterns, kept per connection in the
// knowledge store (Lucy's "patterns summary", section 3.1, filled in by answers instead of by
// hand): "join these tables this way" (the choice made when a question could be joined in more
// than one way), "this table is (not) a lookup", "(not) a join table". The knowledge layer only
// keeps them; core/schema reads them (schema::PatternCorrections::fromEntries).

#include <QDateTime>
#include <QJsonObject>
#include <QString>

namespace assay::knowledge {

struct PatternCorrectionEntry {
    qint64 id = 0;       // in the store; 0 until saved
    QString kind;        // "join", "lookup", "not_lookup", "bridge", "not_bridge"
    QJsonObject data;    // the correction itself, as core/schema writes it
    QString description; // in words, for the Knowledge panel
    QDateTime createdAt;
};

} // namespace assay::knowledge
