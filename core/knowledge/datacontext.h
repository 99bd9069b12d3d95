#pragma once
// What Assay knows about a connection (TiInsight's hierarchical data context): column and table
// descriptions with their profiles, relationships, entities, a database summary. Plain values;
// the knowledge store persists them, the builder fills them, retrieval reads them.

#include "profile.h"
#include "relationshipevidence.h"

#include "db/catalog.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace assay::knowledge {

// Who wrote a description. A user's text always wins and survives rebuilds.
enum class TextSource { None, Comment, Derived, Model, User };
QString textSourceKey(TextSource s);
TextSource textSourceFromKey(const QString &key);

enum class TableRole { Unknown, Fact, Dimension, Bridge, Lookup };
QString tableRoleKey(TableRole r);
TableRole tableRoleFromKey(const QString &key);

struct ColumnKnowledge {
    QString name;
    QString type;
    QString description;
    TextSource source = TextSource::None;
    QStringList synonyms; // other words people use for it (the model's, or the user's)
    ColumnProfile profile;
};

struct TableKnowledge {
    QString schema;
    QString name;
    QString fingerprint; // of the catalog entry it was built from
    QString description;
    TextSource source = TextSource::None;
    TableRole role = TableRole::Unknown;
    QString mainEntity;
    QString primaryKey;
    bool keyFromData = false; // no key is declared: primaryKey is the one discovery found unique
    QStringList keyAttributes;
    TableProfile profile;
    QList<ColumnKnowledge> columns;
    QDateTime builtAt;

    QString key() const; // lower-cased "schema.name" (or "name")
    QString qualifiedName() const { return schema.isEmpty() ? name : schema + QLatin1Char('.') + name; }
    ColumnKnowledge *column(QStringView name);
    const ColumnKnowledge *column(QStringView name) const;
    QJsonObject toJson() const;
    static TableKnowledge fromJson(const QJsonObject &json);
};

struct Relationship {
    enum class Source { Declared, Inferred, User };
    QString fromTable; // qualified names as in TableKnowledge::qualifiedName()
    QStringList fromColumns;
    QString toTable;
    QStringList toColumns;
    QString cardinality = QStringLiteral("N:1");
    Source source = Source::Declared;
    double confidence = 1.0;
    bool dangling = false;          // declared, to a table this database does not have
    RelationshipEvidence evidence;  // why a relationship nobody declared was found

    QString describe() const; // "orders.customer_id -> customers.customer_id (N:1)"
    QJsonObject toJson() const;
    static Relationship fromJson(const QJsonObject &json);
    bool sameLink(const Relationship &other) const;
};

struct Entity {
    QString name;
    QString summary;
    QStringList keyAttributes;
    QStringList tables;
    QJsonObject toJson() const;
    static Entity fromJson(const QJsonObject &json);
};

struct DatabaseSummary {
    QString purpose;
    QString domain;
    QString businessImpact;
    QString example;
    QString description;
    QString summary; // ten words at most
    QStringList questions; // recommended first questions
    TextSource source = TextSource::None;
    bool isEmpty() const { return description.isEmpty() && summary.isEmpty(); }
    QJsonObject toJson() const;
    static DatabaseSummary fromJson(const QJsonObject &json);
};

struct DataContext {
    QString catalogFingerprint;
    DatabaseSummary database;
    QList<TableKnowledge> tables;
    QList<Relationship> relationships;
    QList<Entity> entities;
    QStringList warnings; // what went wrong the last build (shown in the knowledge panel)
    QDateTime builtAt;
    bool usedModel = false;

    TableKnowledge *table(QStringView name, QStringView schema = {});
    const TableKnowledge *table(QStringView name, QStringView schema = {}) const;
    int columnCount() const;
};

// A table's knowledge from the catalog alone: names, types, keys, comments.
TableKnowledge knowledgeFromCatalog(const db::TableInfo &table);
// Declared foreign keys as relationships; one to a table the catalog does not have is kept with
// `dangling` set (a partial export), and joins nothing.
QList<Relationship> declaredRelationships(const db::Catalog &catalog);
// "customer_id" -> "customer id": a readable fallback when nothing describes a column.
QString humanize(const QString &identifier);

} // namespace assay::knowledge
