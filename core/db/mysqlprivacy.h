#pragma once
// Privacy on MySQL and MariaDB (privacy.md). Their plans (EXPLAIN FORMAT=JSON) name the tables a
// statement reads but not its columns, so the statement's text is read (privacytext.h) with every
// view it reads replaced by the definition the server keeps (information_schema.VIEWS), views
// inside views too; a view the server will not show is refused. Stored functions are refused
// (what they read no plan shows), and so are the catalog schemas. The server's own EXPLAIN must
// then succeed, and name no table the expanded text does not read.

#include "privacyrules.h"
#include "privacytext.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace assay::db {

// What the engine answers about names, from information_schema (QtSqlConnection asks it).
class MysqlPrivacyCatalog {
public:
    virtual ~MysqlPrivacyCatalog() = default;
    struct Relation {
        QString schema;
        QString name;
        bool view = false;
        QString definition; // a view's SELECT; empty when the server does not show it
    };
    // The relations among `names` (schema, name) that exist. False when the server did not answer.
    virtual bool relations(const QList<std::pair<QString, QString>> &names,
                           QList<Relation> *found) = 0;
    virtual QStringList columns(const QString &schema, const QString &name) = 0;
    // Which of `names` are stored functions of the server (any schema).
    virtual QStringList storedFunctions(const QStringList &names) = 0;
};

struct MysqlJudgement {
    bool refused = false;
    QString reason; // for the model: names only what the statement wrote
    QString detail; // for the user's log
    QList<int> maskedOutputs;
    int outputCount = -1;   // the result's columns as the text says, when * could be expanded
    QStringList tablesRead; // "schema.table"
    QStringList knownNames; // every relation, alias and CTE name of the expanded text, lower-cased
};

MysqlJudgement judgeMysqlStatement(QStringView statement, const QString &defaultSchema,
                                   MysqlPrivacyCatalog &catalog, const PrivacyRules &rules,
                                   bool countsOnly);

// The table names a MariaDB/MySQL EXPLAIN FORMAT=JSON plan reads, without its own temporary ones
// (<derived2>, <subquery3>, <union1,2>).
QStringList mysqlPlanTables(const QByteArray &explainJson, bool *parses);

} // namespace assay::db
