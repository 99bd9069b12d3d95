// assay eval values: for each string literal in the gold SQL of questions on databases that
// exist, find where the database really stores it (any text column, ignoring case), then ask
// value search for the literal and check whether that (table, column, value) is in the top 5.

#include "evalcommand.h"
#include "evalsupport.h"

#include "db/connection.h"
#include "knowledge/valueindex.h"

using namespace assay;

ASSAY_EVAL("values", "value search: is the stored (table, column, value) of each gold literal in the top 5")(
    const app::EvalArgs &args, app::EvalOutput &out)
{
    if (args.spiderDir.isEmpty()) {
        out.note(QStringLiteral("assay eval values needs --spider DIR"));
        return 2;
    }
    eval::Dataset dataset;
    if (!app::loadDataset(args.spiderDir, &dataset, out))
        return 1;
    int literals = 0, stored = 0, top1 = 0, top5 = 0, typos = 0, typoTop5 = 0, count = 0;
    QHash<QString, QList<const eval::EvalQuestion *>> byDatabase;
    for (const eval::EvalQuestion &q : dataset.questions()) {
        if (args.limit > 0 && count++ >= args.limit)
            break;
        if (dataset.hasDatabase(q.dbId))
            byDatabase[q.dbId] << &q;
    }
    for (auto it = byDatabase.constBegin(); it != byDatabase.constEnd(); ++it) {
        db::ConnectionConfig config;
        config.engine = db::Engine::SQLite;
        config.filePath = dataset.databasePath(it.key());
        config.readOnly = true;
        auto conn = db::createConnection(config);
        if (db::DbError e = conn->open({})) {
            out.note(e.displayText());
            continue;
        }
        db::Catalog catalog;
        if (db::DbError e = conn->introspect(&catalog, {})) {
            out.note(QStringLiteral("%1: %2").arg(it.key(), e.displayText()));
            continue;
        }
        // The index Assay would build for this database.
        // Unqualified, as the gold SQL names them.
        QList<knowledge::TableKnowledge> tables = app::benchmarkKnowledge(QString(), catalog, config.filePath);
        for (knowledge::TableKnowledge &t : tables)
            t.schema.clear();
        knowledge::ValueIndex index;
        index.build(knowledge::ValueCollector(*conn).collectAll(tables, {}));
        for (const eval::EvalQuestion *q : it.value()) {
            for (const QString &literal : app::stringLiterals(q->goldSql)) {
                ++literals;
                // Ground truth from the database itself, over every text-like column.
                const QList<std::pair<QString, QString>> truth = app::literalLocations(*conn, catalog, literal);
                if (truth.isEmpty())
                    continue;
                ++stored;
                const QList<knowledge::ValueHit> hits = index.search(literal, 5);
                auto isTrue = [&](const knowledge::ValueHit &h) {
                    if (h.value.compare(literal, Qt::CaseInsensitive) != 0)
                        return false;
                    for (const auto &[t, c] : truth) {
                        if (h.table.compare(t, Qt::CaseInsensitive) == 0 && h.column.compare(c, Qt::CaseInsensitive) == 0)
                            return true;
                    }
                    return false;
                };
                if (!hits.isEmpty() && isTrue(hits.first()))
                    ++top1;
                // The same literal as a user might mistype it: one letter dropped from the middle.
                if (literal.size() >= 5) {
                    ++typos;
                    const QString typo = literal.left(literal.size() / 2) + literal.mid(literal.size() / 2 + 1);
                    const QList<knowledge::ValueHit> typoHits = index.search(typo, 5);
                    if (std::any_of(typoHits.begin(), typoHits.end(), isTrue))
                        ++typoTop5;
                }
                if (std::any_of(hits.begin(), hits.end(), isTrue))
                    ++top5;
                else if (args.verbose)
                    out.note(QStringLiteral("%1: '%2' stored in %3.%4, top hit %5.%6='%7'")
                                 .arg(q->dbId, literal, truth.first().first, truth.first().second,
                                      hits.isEmpty() ? QString() : hits.first().table, hits.isEmpty() ? QString() : hits.first().column,
                                      hits.isEmpty() ? QString() : hits.first().value));
            }
        }
    }
    out.figure(QStringLiteral("databases"), double(byDatabase.size()));
    out.figure(QStringLiteral("literals"), double(literals));
    out.figure(QStringLiteral("literals_stored"), double(stored));
    out.figure(QStringLiteral("value_top1"), stored ? double(top1) / stored : 0);
    out.figure(QStringLiteral("value_typo_top5"), typos ? double(typoTop5) / typos : 0);
    out.figure(QStringLiteral("value_top5"), stored ? double(top5) / stored : 0);
    return 0;
}
