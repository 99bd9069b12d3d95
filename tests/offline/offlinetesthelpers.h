#pragma once
// For the offline suites: the sample database with the knowledge Assay has about it before any
// model is configured (catalog, profiles, inferred keys, stored values), built once per suite.

#include "testsupport.h"

#include "db/connection.h"
#include "knowledge/knowledgesnapshot.h"
#include "knowledgebuild/localsnapshot.h"

#include <QtTest>

namespace assay::test {

inline std::unique_ptr<db::Connection> openSample() {
    db::ConnectionConfig c;
    c.engine = db::Engine::SQLite;
    c.filePath = sampleDatabase();
    c.id = QStringLiteral("sample");
    c.readOnly = true;
    auto connection = db::createConnection(c);
    if (db::DbError e = connection->open({}); !e.isNull())
        qFatal("cannot open the sample database: %s", qPrintable(e.displayText()));
    return connection;
}

inline std::shared_ptr<const knowledge::KnowledgeSnapshot>
offlineSampleKnowledge(db::Connection &connection) {
    db::Catalog catalog;
    if (connection.introspect(&catalog))
        qFatal("cannot read the sample catalog");
    return knowledge::buildLocalSnapshot(catalog, &connection);
}

// Rows of an independent query, as text, for comparisons.
inline QList<QStringList> rowsOf(db::Connection &connection, const QString &sql) {
    QList<db::Row> rows;
    db::ExecOptions o;
    o.readOnly = true;
    const db::ExecSummary e = connection.query(sql, &rows, o);
    if (!e.ok())
        qFatal("independent query failed: %s\n%s", qPrintable(e.error.displayText()),
               qPrintable(sql));
    QList<QStringList> out;
    for (const db::Row &r : rows) {
        QStringList line;
        for (const QVariant &v : r)
            line << v.toString();
        out << line;
    }
    return out;
}

} // namespace assay::test
