#pragma once
// Shared by the discovery tests: profile a database as the knowledge build does, run discovery,
// and score what was found against a fixture's true relationships (one relationship, however many
// columns, counts once).

#include "keyfixtures.h"

#include "db/connection.h"
#include "knowledge/datacontext.h"
#include "knowledge/profiler.h"
#include "relationships/discovery.h"

#include <QSet>
#include <QStringList>

namespace assay::test {

struct Discovered {
    knowledge::DataContext context; // declared relationships and found ones
    relationships::DiscoveryResult result;
};

inline Discovered discover(db::Connection &connection, const db::Catalog &catalog,
                           const relationships::DiscoveryOptions &options = {},
                           const db::CancelTokenPtr &cancel = std::make_shared<db::CancelToken>(),
                           knowledge::Profiler::Options profiling = {}) {
    Discovered d;
    for (const db::TableInfo &t : catalog.tables) {
        knowledge::TableKnowledge k = knowledge::knowledgeFromCatalog(t);
        k.profile = knowledge::Profiler(connection, profiling).profile(t);
        for (knowledge::ColumnKnowledge &c : k.columns) {
            if (const knowledge::ColumnProfile *p = k.profile.column(c.name))
                c.profile = *p;
        }
        d.context.tables << k;
    }
    d.context.relationships = knowledge::declaredRelationships(catalog);
    relationships::RelationshipDiscovery discovery(connection, catalog, d.context, options);
    d.result = discovery.run(cancel);
    relationships::mergeDiscovery(d.context, d.result);
    return d;
}

inline QString linkKey(const QString &from, const QStringList &fromColumns, const QString &to,
                       const QStringList &toColumns) {
    return QStringLiteral("%1(%2)->%3(%4)")
        .arg(from.section(u'.', -1), fromColumns.join(u','), to.section(u'.', -1),
             toColumns.join(u','))
        .toLower();
}

struct Scored {
    int truePositives = 0, falsePositives = 0, falseNegatives = 0;
    QStringList extra, missed;
    void add(const Scored &o) {
        truePositives += o.truePositives;
        falsePositives += o.falsePositives;
        falseNegatives += o.falseNegatives;
        extra += o.extra;
        missed += o.missed;
    }
    double precision() const {
        return truePositives + falsePositives
                   ? double(truePositives) / (truePositives + falsePositives)
                   : 1;
    }
    double recall() const {
        return truePositives + falseNegatives
                   ? double(truePositives) / (truePositives + falseNegatives)
                   : 1;
    }
    double f1() const {
        const double p = precision(), r = recall();
        return p + r > 0 ? 2 * p * r / (p + r) : 0;
    }
};

// Every relationship the context has (declared into tables that are there, found, the user's)
// against every true one.
inline Scored score(const KeyFixture &fixture, const knowledge::DataContext &context) {
    QSet<QString> truth, found;
    for (const FixtureLink &l : fixture.truth)
        truth.insert(linkKey(l.fromTable, l.fromColumns, l.toTable, l.toColumns));
    for (const knowledge::Relationship &r : context.relationships) {
        if (!r.dangling)
            found.insert(linkKey(r.fromTable, r.fromColumns, r.toTable, r.toColumns));
    }
    Scored s;
    for (const QString &l : std::as_const(found)) {
        if (truth.contains(l)) {
            ++s.truePositives;
        } else {
            ++s.falsePositives;
            s.extra << fixture.name + QStringLiteral(": ") + l;
        }
    }
    for (const QString &l : std::as_const(truth)) {
        if (!found.contains(l)) {
            ++s.falseNegatives;
            s.missed << fixture.name + QStringLiteral(": ") + l;
        }
    }
    return s;
}

inline const knowledge::Relationship *findLink(const knowledge::DataContext &context,
                                               const QString &from, const QStringList &fromColumns,
                                               const QString &to) {
    for (const knowledge::Relationship &r : context.relationships) {
        if (r.fromTable.section(u'.', -1).compare(from, Qt::CaseInsensitive) == 0 &&
            r.toTable.section(u'.', -1).compare(to, Qt::CaseInsensitive) == 0 &&
            r.fromColumns.join(u',').compare(fromColumns.join(u','), Qt::CaseInsensitive) == 0)
            return &r;
    }
    return nullptr;
}

} // namespace assay::test
