#pragma once
// Rename cases for the drift detector, shared by tests/drift and `assay-bench drift`: a SQLite
// database with a table of 50 columns of similar types (integers and decimals drawn from the same
// ranges, some with NULLs) and a smaller one beside it; its schema and profiles are recorded, then
// some columns are renamed and others dropped and added, sometimes with the table rebuilt in
// another column order or with rows added after the rename. The case says which renames happened,
// so a run can count how many the detector calls "probably renamed" (and how many drops and adds
// it wrongly calls renames). Seeds pick everything; no seed is special.

#include "db/connection.h"
#include "drift/driftcheck.h"
#include "knowledge/profiler.h"

#include <QHash>
#include <QRandomGenerator>
#include <QStringList>

#include <sqlite3.h>

namespace assay::test {

struct RenameCase {
    QString description;
    QHash<QString, QString> renames; // old column -> new column (table "wide")
    QStringList dropped;
    QStringList added;
    QString error;
};

inline QString execOnFile(const QString &path, const QString &sql)
{
    sqlite3 *db = nullptr;
    sqlite3_open(path.toUtf8().constData(), &db);
    char *error = nullptr;
    const int rc = sqlite3_exec(db, sql.toUtf8().constData(), nullptr, nullptr, &error);
    QString message = rc == SQLITE_OK ? QString() : QString::fromUtf8(error);
    sqlite3_free(error);
    sqlite3_close(db);
    return message;
}

inline db::ConnectionConfig renameCaseConfig(const QString &path)
{
    db::ConnectionConfig c;
    c.id = QStringLiteral("rename-case");
    c.name = QStringLiteral("Rename case");
    c.engine = db::Engine::SQLite;
    c.filePath = path;
    return c;
}

// Reads the catalog and profiles every table, as the knowledge build does before any change.
inline QHash<QString, knowledge::TableProfile> profileAll(db::Connection &connection, db::Catalog *catalog)
{
    QHash<QString, knowledge::TableProfile> out;
    connection.introspect(catalog);
    for (const db::TableInfo &t : catalog->tables)
        out.insert(t.qualifiedName().toLower(), knowledge::Profiler(connection).profile(t));
    return out;
}

namespace detail {

inline QString randomValue(QRandomGenerator &rng, bool real, bool nullable)
{
    if (nullable && rng.bounded(20) == 0)
        return QStringLiteral("NULL");
    return real ? QString::number(rng.bounded(10000) / 100.0, 'f', 2) : QString::number(rng.bounded(1000));
}

inline QString fillScript(QRandomGenerator &rng, const QString &table, const QStringList &columns, const QList<bool> &real,
                          const QList<bool> &nullable, int rows)
{
    QString script = QStringLiteral("BEGIN;");
    for (int r = 0; r < rows; ++r) {
        QStringList values;
        for (int c = 0; c < columns.size(); ++c)
            values << randomValue(rng, real[c], nullable[c]);
        script += QStringLiteral("INSERT INTO %1 VALUES (%2);").arg(table, values.join(u','));
    }
    return script + QStringLiteral("COMMIT;");
}

} // namespace detail

// Creates the database at `path` (which must not exist), records its schema and profiles in the
// drift store at `storePath`, then changes it as seed `seed` decides.
inline RenameCase makeRenameCase(const QString &path, const QString &storePath, int seed)
{
    RenameCase out;
    QRandomGenerator rng(quint32(seed * 7919 + 17));
    QStringList columns;
    QList<bool> real, nullable;
    QStringList defs;
    for (int c = 1; c <= 50; ++c) {
        columns << QStringLiteral("c%1").arg(c, 2, 10, QLatin1Char('0'));
        real << (rng.bounded(2) == 1);
        nullable << (rng.bounded(4) == 0);
        defs << columns.last() + (real.last() ? QStringLiteral(" REAL") : QStringLiteral(" INTEGER"));
    }
    QString script = QStringLiteral("CREATE TABLE wide (%1); CREATE TABLE other (id INTEGER PRIMARY KEY, a INTEGER, b REAL, c TEXT);").arg(defs.join(u','));
    script += detail::fillScript(rng, QStringLiteral("wide"), columns, real, nullable, 1500);
    script += QStringLiteral("BEGIN;");
    for (int i = 1; i <= 200; ++i)
        script += QStringLiteral("INSERT INTO other VALUES (%1, %2, %3, 'x%4');").arg(i).arg(rng.bounded(50)).arg(rng.bounded(1000) / 10.0).arg(rng.bounded(30));
    script += QStringLiteral("COMMIT;");
    if ((out.error = execOnFile(path, script)); !out.error.isEmpty())
        return out;
    {
        auto connection = db::createConnection(renameCaseConfig(path));
        if (const db::DbError e = connection->open({})) {
            out.error = e.displayText();
            return out;
        }
        db::Catalog catalog;
        const auto profiles = profileAll(*connection, &catalog);
        drift::runDriftCheck(connection.get(), storePath, catalog, profiles); // the first check records
    }
    // What happens to the table: 1-3 renames; drops and adds in half the cases; a rebuild in
    // another column order in a quarter; rows added after the change in a quarter.
    const int renames = 1 + rng.bounded(3);
    const bool dropAndAdd = rng.bounded(2) == 1;
    const bool rebuild = rng.bounded(4) == 0;
    const bool moreRows = rng.bounded(4) == 0;
    QStringList pool = columns;
    QString change;
    QHash<int, QString> newNames;
    for (int i = 0; i < renames; ++i) {
        const int index = int(columns.indexOf(pool.takeAt(rng.bounded(int(pool.size())))));
        const QString to = QStringLiteral("m%1_%2").arg(seed).arg(index);
        change += QStringLiteral("ALTER TABLE wide RENAME COLUMN %1 TO %2;").arg(columns[index], to);
        out.renames.insert(columns[index], to);
        newNames.insert(index, to);
    }
    if (dropAndAdd) {
        const QString gone = pool.takeAt(rng.bounded(int(pool.size())));
        change += QStringLiteral("ALTER TABLE wide DROP COLUMN %1;").arg(gone);
        out.dropped << gone;
        const bool addReal = real[columns.indexOf(gone)];
        change += QStringLiteral("ALTER TABLE wide ADD COLUMN n%1 %2;").arg(seed).arg(addReal ? QStringLiteral("REAL") : QStringLiteral("INTEGER"));
        change += QStringLiteral("UPDATE wide SET n%1 = abs(random()) % 1000;").arg(seed);
        out.added << QStringLiteral("n%1").arg(seed);
    }
    if ((out.error = execOnFile(path, change)); !out.error.isEmpty())
        return out;
    QStringList now;
    for (int c = 0; c < columns.size(); ++c) {
        if (!out.dropped.contains(columns[c]))
            now << newNames.value(c, columns[c]);
    }
    now += out.added;
    if (rebuild) {
        QStringList shuffled = now;
        for (int i = int(shuffled.size()) - 1; i > 0; --i)
            shuffled.swapItemsAt(i, rng.bounded(i + 1));
        out.error = execOnFile(path, QStringLiteral("CREATE TABLE wide2 AS SELECT %1 FROM wide; DROP TABLE wide; ALTER TABLE wide2 RENAME TO wide;")
                                         .arg(shuffled.join(u',')));
    }
    if (moreRows && out.error.isEmpty())
        out.error = execOnFile(path, QStringLiteral("INSERT INTO wide (%1) SELECT %1 FROM wide LIMIT 3;").arg(now.join(u',')));
    out.description = QStringLiteral("%1 rename(s)%2%3%4")
                          .arg(renames)
                          .arg(dropAndAdd ? QStringLiteral(", a drop and an add") : QString())
                          .arg(rebuild ? QStringLiteral(", table rebuilt in another order") : QString())
                          .arg(moreRows ? QStringLiteral(", 3 rows added") : QString());
    return out;
}

struct RenameScore {
    int renames = 0;       // renames that happened
    int found = 0;         // reported as probably renamed, old -> new right
    int possible = 0;      // reported only as possibly renamed
    int falseRenames = 0;  // a rename reported that did not happen
    bool caseFound = false; // every rename of the case found
};

inline RenameScore scoreRenameCase(const RenameCase &c, const drift::DriftReport &report)
{
    RenameScore s;
    s.renames = int(c.renames.size());
    for (const drift::SchemaChange &ch : report.changes) {
        if (ch.kind != drift::ChangeKind::ColumnRenamed)
            continue;
        const bool right = c.renames.value(ch.oldColumn) == ch.column;
        if (right && ch.confidence == drift::RenameConfidence::Probable)
            ++s.found;
        else if (right)
            ++s.possible;
        else
            ++s.falseRenames;
    }
    s.caseFound = s.found == s.renames && s.falseRenames == 0;
    return s;
}

} // namespace assay::test
