// assay eval relationships: relationships found in the data (core/relationships) against the
// foreign keys the databases declare. With --hide-declared the catalog given to discovery has no
// foreign keys (and with --hide-primary no primary keys either), as a warehouse or an imported file
// comes; the database files are never changed, only the catalog discovery reads. Each declared key
// is one link per column pair, from table.column to table.column; a composite key found counts as
// its column pairs. Precision, recall and F1 per database, pooled over all, and split into the
// databases rules were developed on (tuning part) and those only measured.
//
//   assay eval relationships --spider DIR [--sqlite FILE]... [--hide-declared] [--hide-primary]

#include "evalcommand.h"
#include "evalsupport.h"

#include "db/connection.h"
#include "relationships/discovery.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QSet>

using namespace assay;

namespace {

struct Score {
    int truePositives = 0, falsePositives = 0, falseNegatives = 0;
    void add(const Score &o) {
        truePositives += o.truePositives;
        falsePositives += o.falsePositives;
        falseNegatives += o.falseNegatives;
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

QString link(const QString &from, const QString &fromColumn, const QString &to,
             const QString &toColumn) {
    return QStringLiteral("%1.%2->%3.%4")
        .arg(from.section(u'.', -1), fromColumn, to.section(u'.', -1), toColumn)
        .toLower();
}

// The declared foreign keys as column-pair links (to tables that are there).
QSet<QString> declaredLinks(const db::Catalog &catalog) {
    QSet<QString> out;
    for (const db::TableInfo &t : catalog.tables) {
        for (const db::ForeignKeyInfo &fk : t.foreignKeys) {
            const db::TableInfo *ref = catalog.find(fk.refTable, fk.refSchema);
            if (!ref)
                continue;
            const QStringList to = fk.refColumns.isEmpty() ? ref->primaryKey : fk.refColumns;
            for (int i = 0; i < fk.columns.size() && i < to.size(); ++i)
                out.insert(link(t.name, fk.columns[i], ref->name, to[i]));
        }
    }
    return out;
}

QSet<QString> foundLinks(const knowledge::DataContext &context) {
    QSet<QString> out;
    for (const knowledge::Relationship &r : context.relationships) {
        if (r.dangling)
            continue;
        for (int i = 0; i < r.fromColumns.size() && i < r.toColumns.size(); ++i)
            out.insert(link(r.fromTable, r.fromColumns[i], r.toTable, r.toColumns[i]));
    }
    return out;
}

struct Options {
    bool hideDeclared = false;
    bool hidePrimary = false;
    bool verbose = false;
};

// One database: discovery on its catalog (keys hidden as asked), compared with what it declares.
Score measure(const QString &name, const db::Catalog &declared, const QString &sqlitePath,
              const Options &o, app::EvalOutput &out, qint64 *elapsedMs) {
    Score s;
    const std::unique_ptr<db::Connection> connection = app::openBenchmarkDatabase(sqlitePath);
    if (!connection) {
        out.note(QStringLiteral("%1: %2 does not open").arg(name, sqlitePath));
        return s;
    }
    const db::Catalog catalog =
        o.hideDeclared ? app::withoutDeclaredKeys(declared, o.hidePrimary) : declared;
    QElapsedTimer clock;
    clock.start();
    const knowledge::DataContext context = app::discoveredContext(catalog, connection.get());
    *elapsedMs += clock.elapsed();
    const QSet<QString> truth = declaredLinks(declared);
    const QSet<QString> found = foundLinks(context);
    for (const QString &l : found) {
        if (truth.contains(l))
            ++s.truePositives;
        else
            ++s.falsePositives;
        if (o.verbose && !truth.contains(l))
            out.note(QStringLiteral("%1: extra %2").arg(name, l));
    }
    for (const QString &l : truth) {
        if (!found.contains(l)) {
            ++s.falseNegatives;
            if (o.verbose)
                out.note(QStringLiteral("%1: missed %2").arg(name, l));
        }
    }
    if (o.verbose) {
        for (const knowledge::Relationship &r : context.relationships) {
            if (r.source == knowledge::Relationship::Source::Inferred)
                out.note(QStringLiteral("%1:   %2 [%3] %4")
                             .arg(name, r.describe())
                             .arg(r.confidence, 0, 'f', 2)
                             .arg(knowledge::explainRelationship(r).join(u' ')));
        }
    }
    return s;
}

void report(app::EvalOutput &out, const QString &prefix, const Score &s) {
    out.figure(prefix + QStringLiteral("precision"), s.precision());
    out.figure(prefix + QStringLiteral("recall"), s.recall());
    out.figure(prefix + QStringLiteral("declared"), s.truePositives + s.falseNegatives);
    out.figure(prefix + QStringLiteral("found"), s.truePositives + s.falsePositives);
    out.figure(prefix + QStringLiteral("f1"), s.f1());
}

} // namespace

ASSAY_EVAL("relationships", "relationships found in the data against the declared foreign keys "
                            "[--hide-declared] [--hide-primary] [--sqlite FILE]")
(const app::EvalArgs &args, app::EvalOutput &out) {
    Options o;
    o.hideDeclared = args.extra.contains(QStringLiteral("--hide-declared"));
    o.hidePrimary = args.extra.contains(QStringLiteral("--hide-primary"));
    o.verbose = args.verbose;
    QStringList files;
    for (int i = 0; i + 1 < args.extra.size(); ++i) {
        if (args.extra[i] == u"--sqlite")
            files << args.extra[i + 1];
    }
    if (args.spiderDir.isEmpty() && files.isEmpty()) {
        out.note(
            QStringLiteral("assay eval relationships needs --spider DIR and/or --sqlite FILE"));
        return 2;
    }
    qint64 elapsed = 0;
    Score all, tune, held;
    if (!args.spiderDir.isEmpty()) {
        eval::Dataset dataset;
        if (!app::loadDataset(args.spiderDir, &dataset, out))
            return 1;
        QStringList ids = dataset.schemas().keys();
        ids.sort();
        for (const QString &id : std::as_const(ids)) {
            const QString path = dataset.databasePath(id);
            if (!QFileInfo::exists(path))
                continue;
            const Score s = measure(id, dataset.schemas().value(id), path, o, out, &elapsed);
            out.figure(QStringLiteral("relationships_%1_f1").arg(id), s.f1());
            (app::tuningDatabase(id) ? tune : held).add(s);
        }
        all.add(tune);
        all.add(held);
        report(out, QStringLiteral("relationships_tuning_part_"), tune);
        report(out, QStringLiteral("relationships_measured_only_part_"), held);
    }
    for (const QString &file : std::as_const(files)) {
        const std::unique_ptr<db::Connection> c = app::openBenchmarkDatabase(file);
        db::Catalog catalog;
        if (!c || c->introspect(&catalog)) {
            out.note(QStringLiteral("assay eval relationships: %1 does not open").arg(file));
            return 1;
        }
        const QString name = QFileInfo(file).completeBaseName();
        const Score s = measure(name, catalog, file, o, out, &elapsed);
        report(out, QStringLiteral("relationships_%1_").arg(name), s);
        all.add(s);
    }
    out.figure(QStringLiteral("relationships_seconds"), double(elapsed) / 1000.0);
    report(out, QStringLiteral("relationships_"), all);
    return 0;
}
