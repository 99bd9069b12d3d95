#pragma once
// A text-to-SQL benchmark in Spider's layout: questions with gold SQL, schemas, databases.

#include "db/catalog.h"

#include <QHash>
#include <QList>
#include <QString>

namespace assay::eval {

struct EvalQuestion {
    int index = 0;      // position in dev.json
    QString dbId;
    QString question;
    QString goldSql;
    QString evidence;   // BIRD's hints, empty for Spider
    QString difficulty; // BIRD's difficulty, empty for Spider
    QString split;      // a part a hand-written set names ("tune", "heldout"), empty for Spider
};

class Dataset {
public:
    // Loads dev.json and tables.json (or dev_tables.json) from `dir`. Returns false with a reason.
    bool load(const QString &dir, QString *error);

    QString directory() const { return m_dir; }
    const QList<EvalQuestion> &questions() const { return m_questions; }
    // Schemas from the tables file, with original names, types, keys and foreign keys.
    const QHash<QString, db::Catalog> &schemas() const { return m_schemas; }
    QStringList databaseIds() const; // every schema, sorted
    // database/<db>/<db>.sqlite when it exists, else empty.
    QString databasePath(const QString &dbId) const;
    bool hasDatabase(const QString &dbId) const { return !databasePath(dbId).isEmpty(); }

private:
    bool loadTables(const QString &path, QString *error);

    QString m_dir;
    QList<EvalQuestion> m_questions;
    QHash<QString, db::Catalog> m_schemas;
};

} // namespace assay::eval
