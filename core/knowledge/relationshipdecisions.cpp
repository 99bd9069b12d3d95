#include "relationshipdecisions.h"
#include "knowledgetr.h"

#include <QJsonArray>

#include <algorithm>

namespace assay::knowledge {
namespace {

const QString keepKind = QStringLiteral("relationship");
const QString rejectKind = QStringLiteral("not_relationship");

QString bare(const QString &table) {
    return table.section(u'.', -1);
}

} // namespace

PatternCorrectionEntry relationshipDecisionEntry(const Relationship &r,
                                                 RelationshipDecision decision) {
    PatternCorrectionEntry e;
    e.kind = decision == RelationshipDecision::Keep ? keepKind : rejectKind;
    Relationship stored = r;
    stored.source = Relationship::Source::User;
    stored.confidence = 1.0;
    stored.dangling = false;
    e.data = stored.toJson();
    e.createdAt = QDateTime::currentDateTimeUtc();
    const QString from =
        QStringLiteral("%1.%2").arg(bare(r.fromTable), r.fromColumns.join(QStringLiteral(", ")));
    const QString to =
        QStringLiteral("%1.%2").arg(bare(r.toTable), r.toColumns.join(QStringLiteral(", ")));
    e.description = decision == RelationshipDecision::Keep
                        ? Tr::tr("%1 refers to %2.").arg(from, to)
                        : Tr::tr("%1 does not refer to %2.").arg(from, to);
    return e;
}

bool isRelationshipDecision(const PatternCorrectionEntry &entry) {
    return entry.kind == keepKind || entry.kind == rejectKind;
}

Relationship decidedRelationship(const PatternCorrectionEntry &entry,
                                 RelationshipDecision *decision) {
    if (decision)
        *decision =
            entry.kind == rejectKind ? RelationshipDecision::Reject : RelationshipDecision::Keep;
    Relationship r = Relationship::fromJson(entry.data);
    r.source = Relationship::Source::User;
    r.confidence = 1.0;
    return r;
}

void applyRelationshipDecisions(DataContext &context,
                                const QList<PatternCorrectionEntry> &entries) {
    QList<Relationship> kept;
    QList<Relationship> rejected;
    for (const PatternCorrectionEntry &e : entries) {
        if (!isRelationshipDecision(e))
            continue;
        RelationshipDecision d;
        const Relationship r = decidedRelationship(e, &d);
        if (r.fromTable.isEmpty() || r.toTable.isEmpty() || r.fromColumns.isEmpty() ||
            r.fromColumns.size() != r.toColumns.size())
            continue;
        (d == RelationshipDecision::Keep ? kept : rejected) << r;
    }
    auto in = [](const QList<Relationship> &list, const Relationship &r) {
        return std::any_of(list.begin(), list.end(),
                           [&](const Relationship &o) { return o.sameLink(r); });
    };
    QList<Relationship> out;
    for (const Relationship &r : std::as_const(context.relationships)) {
        if (r.source == Relationship::Source::Declared) {
            out << r;
            continue;
        }
        if (in(rejected, r))
            continue;
        if (r.source == Relationship::Source::User && !in(kept, r)) {
            // A decision taken back: what was found is found again, what was added is gone.
            if (r.evidence.isEmpty())
                continue;
            Relationship found = r;
            found.source = Relationship::Source::Inferred;
            out << found;
            continue;
        }
        out << r;
    }
    for (const Relationship &k : std::as_const(kept)) {
        auto it = std::find_if(out.begin(), out.end(),
                               [&](const Relationship &o) { return o.sameLink(k); });
        if (it == out.end()) {
            Relationship added = k;
            // Only between tables this database has (a decision outlives a dropped table).
            if (context.table(bare(k.fromTable)) && context.table(bare(k.toTable)))
                out << added;
        } else if (it->source != Relationship::Source::Declared) {
            // Kept as found (its evidence and the confidence it was found with stay, for the
            // panel and for taking the decision back); the planner treats it as certain.
            it->source = Relationship::Source::User;
        }
    }
    context.relationships = out;
}

} // namespace assay::knowledge
