#pragma once
// A small retail schema built by hand for the offline reader's stages, with no database: regions,
// stores, customers, orders, order lines and products with their keys, and value search faked
// from a few stored values. Shared by tst_offline_stages and the fuzz target fuzz_offline_reader.

#include "db/catalog.h"
#include "db/dialect.h"
#include "knowledge/datacontext.h"
#include "knowledge/valueindex.h"
#include "knowledge/wordnet.h"
#include "offline/mentions.h"
#include "offline/schemalexicon.h"
#include "schema/joinplanner.h"
#include "schema/schemagraph.h"
#include "schema/schemapatterns.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace assay::test {

inline db::ColumnInfo retailColumn(const QString &name, const QString &type, bool primaryKey = false)
{
    db::ColumnInfo c;
    c.name = name;
    c.type = type;
    c.primaryKey = primaryKey;
    c.nullable = !primaryKey;
    return c;
}

inline db::ForeignKeyInfo retailReference(const QString &col, const QString &table)
{
    db::ForeignKeyInfo fk;
    fk.name = col + QStringLiteral("_fk");
    fk.columns = {col};
    fk.refTable = table;
    fk.refColumns = {QStringLiteral("id")};
    return fk;
}

// "name:TYPE" each; the first column is the key "id".
inline db::TableInfo retailTable(const QString &name, const QStringList &columns, const QList<db::ForeignKeyInfo> &refs = {})
{
    db::TableInfo t;
    t.name = name;
    t.columns << retailColumn(QStringLiteral("id"), QStringLiteral("INTEGER"), true);
    for (const QString &c : columns)
        t.columns << retailColumn(c.section(u':', 0, 0), c.section(u':', 1, 1));
    t.primaryKey = {QStringLiteral("id")};
    t.foreignKeys = refs;
    return t;
}

inline db::Catalog retailCatalog()
{
    db::Catalog c;
    c.tables << retailTable(QStringLiteral("regions"), {QStringLiteral("name:TEXT")});
    c.tables << retailTable(QStringLiteral("stores"),
                      {QStringLiteral("name:TEXT"), QStringLiteral("city:TEXT"), QStringLiteral("region_id:INTEGER"),
                       QStringLiteral("opened_on:DATE")},
                      {retailReference(QStringLiteral("region_id"), QStringLiteral("regions"))});
    c.tables << retailTable(QStringLiteral("customers"),
                      {QStringLiteral("first_name:TEXT"), QStringLiteral("last_name:TEXT"), QStringLiteral("city:TEXT"),
                       QStringLiteral("age:INTEGER"), QStringLiteral("region_id:INTEGER")},
                      {retailReference(QStringLiteral("region_id"), QStringLiteral("regions"))});
    c.tables << retailTable(QStringLiteral("orders"),
                      {QStringLiteral("customer_id:INTEGER"), QStringLiteral("store_id:INTEGER"),
                       QStringLiteral("order_date:DATE"), QStringLiteral("channel:TEXT")},
                      {retailReference(QStringLiteral("customer_id"), QStringLiteral("customers")),
                       retailReference(QStringLiteral("store_id"), QStringLiteral("stores"))});
    c.tables << retailTable(QStringLiteral("order_lines"),
                      {QStringLiteral("order_id:INTEGER"), QStringLiteral("product_id:INTEGER"),
                       QStringLiteral("quantity:INTEGER"), QStringLiteral("unit_price:REAL"),
                       QStringLiteral("amount:REAL")},
                      {retailReference(QStringLiteral("order_id"), QStringLiteral("orders")),
                       retailReference(QStringLiteral("product_id"), QStringLiteral("products"))});
    c.tables << retailTable(QStringLiteral("products"),
                      {QStringLiteral("name:TEXT"), QStringLiteral("category:TEXT"), QStringLiteral("list_price:REAL"),
                       QStringLiteral("weight:TEXT"), QStringLiteral("sku:TEXT")});
    return c;
}

// The stored values value search knows: "table.column" -> values.
inline const QList<std::pair<QString, QString>> &retailStoredValues()
{
    static const QList<std::pair<QString, QString>> values = {
        {QStringLiteral("stores.city"), QStringLiteral("Berlin")},
        {QStringLiteral("customers.city"), QStringLiteral("Berlin")},
        {QStringLiteral("customers.city"), QStringLiteral("Hamburg")},
        {QStringLiteral("orders.channel"), QStringLiteral("Web")},
        {QStringLiteral("orders.channel"), QStringLiteral("Store")},
        {QStringLiteral("regions.name"), QStringLiteral("North")},
        {QStringLiteral("products.category"), QStringLiteral("Toys")},
        {QStringLiteral("products.category"), QStringLiteral("Books")},
        {QStringLiteral("stores.name"), QStringLiteral("Macy's")},
    };
    return values;
}

// Value search as the index does it, loosely: every stored value that contains the text.
inline QList<knowledge::ValueHit> retailSearchValues(const QString &text, int k)
{
    QList<knowledge::ValueHit> hits;
    for (const auto &[where, value] : retailStoredValues()) {
        if (!value.contains(text, Qt::CaseInsensitive) || hits.size() >= k)
            continue;
        knowledge::ValueHit h;
        h.table = where.section(u'.', 0, 0);
        h.column = where.section(u'.', 1, 1);
        h.value = value;
        h.frequency = 10;
        h.score = value.compare(text, Qt::CaseInsensitive) == 0 ? 1.0 : 0.5;
        hits << h;
    }
    return hits;
}

// What profiling found, as far as the stages read it: products.weight is declared text but holds
// numbers (a quantity stored as text); products.sku holds numbers with leading zeros (an identifier).
inline knowledge::DataContext retailContext()
{
    knowledge::TableKnowledge products;
    products.name = QStringLiteral("products");
    knowledge::ColumnKnowledge weight;
    weight.name = QStringLiteral("weight");
    weight.profile.nonNull = 3;
    weight.profile.samples = {QStringLiteral("0.5"), QStringLiteral("12"), QStringLiteral("3.25")};
    weight.profile.min = QStringLiteral("0.5"); // text: the least and greatest by their characters
    weight.profile.max = QStringLiteral("3.25");
    knowledge::ColumnKnowledge sku;
    sku.name = QStringLiteral("sku");
    sku.profile.nonNull = 2;
    sku.profile.samples = {QStringLiteral("00123"), QStringLiteral("04567")};
    sku.profile.min = QStringLiteral("00123");
    sku.profile.max = QStringLiteral("04567");
    products.columns << weight << sku;
    knowledge::DataContext context;
    context.tables << products;
    return context;
}

// Everything the stages read: the catalog, a profile of two columns, the join planner, the
// lexicon and value search (no glossary; of WordNet only the verbs' base forms).
struct StageSchema {
    db::Catalog catalog = retailCatalog();
    knowledge::DataContext context = retailContext();
    const db::Dialect &dialect;
    schema::SchemaGraph graph = schema::SchemaGraph::fromKnowledge(catalog, context);
    schema::SchemaPatterns patterns = schema::detectPatterns(graph, {});
    schema::JoinPlanner planner{graph, patterns};
    offline::SchemaLexicon lex{catalog, context, dialect, graph};
    offline::MentionSources sources;

    explicit StageSchema(db::Engine engine = db::Engine::SQLite) : dialect(db::Dialect::forEngine(engine))
    {
        sources.searchValues = retailSearchValues;
        // WordNet's verb base forms when it is installed (a verb can name a table: "ordered")
        if (knowledge::WordNet::shared().isAvailable())
            sources.verbLemmas = [](const QString &w) {
                QStringList out;
                for (const knowledge::WordNet::BaseForm &f : knowledge::WordNet::shared().baseForms(w))
                    if (f.pos == knowledge::WordNet::Pos::Verb)
                        out << knowledge::WordNet::readable(f.lemma);
                return out;
            };
    }
    StageSchema(const StageSchema &) = delete;
    StageSchema &operator=(const StageSchema &) = delete;
};

} // namespace assay::test
