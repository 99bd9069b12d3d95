#include "evalsupport.h"

#include "db/connection.h"
#include "knowledge/profiler.h"
#include "sql/relations.h"

namespace assay::app {

bool loadDataset(const QString &dir, eval::Dataset *dataset, EvalOutput &out)
{
    QString error;
    if (!dataset->load(dir, &error)) {
        out.note(QStringLiteral("assay eval: %1").arg(error));
        return false;
    }
    return true;
}

QList<knowledge::TableKnowledge> benchmarkKnowledge(const QString &dbId, const db::Catalog &schema, const QString &sqlitePath)
{
    QList<knowledge::TableKnowledge> out;
    std::unique_ptr<db::Connection> conn;
    if (!sqlitePath.isEmpty()) {
        db::ConnectionConfig c;
        c.engine = db::Engine::SQLite;
        c.filePath = sqlitePath;
        c.readOnly = true;
        conn = db::createConnection(c);
        if (conn->open({}))
            conn.reset();
    }
    for (db::TableInfo table : schema.tables) {
        table.schema = QString(); // the benchmark schema has no schema names
        knowledge::TableKnowledge k = knowledge::knowledgeFromCatalog(table);
        k.schema = dbId; // pooled catalogs keep databases apart as schemas
        if (conn) {
            knowledge::Profiler::Options o;
            o.sampleRows = 20000;
            k.profile = knowledge::Profiler(*conn, o).profile(table);
            for (knowledge::ColumnKnowledge &c : k.columns) {
                if (const knowledge::ColumnProfile *p = k.profile.column(c.name))
                    c.profile = *p;
            }
        }
        out << k;
    }
    return out;
}

QStringList goldTables(const QString &goldSql, const db::Catalog &schema)
{
    QStringList out;
    for (const sql::RelationReference &r : sql::findRelations(goldSql).relations) {
        if (const db::TableInfo *t = schema.find(r.name)) {
            if (!out.contains(t->name, Qt::CaseInsensitive))
                out << t->name;
        }
    }
    return out;
}

QStringList stringLiterals(const QString &sqlText)
{
    QStringList out;
    for (const sql::Token &t : sql::significantTokens(sqlText)) {
        if (t.kind != sql::TokenKind::String)
            continue;
        QString v = t.text(sqlText).toString();
        if (v.startsWith(u'\'') && v.endsWith(u'\'') && v.size() >= 2)
            v = v.mid(1, v.size() - 2).replace(QStringLiteral("''"), QStringLiteral("'"));
        v.remove(u'%');
        v = v.trimmed();
        if (!v.isEmpty() && !out.contains(v))
            out << v;
    }
    // Spider also quotes literals with double quotes, which the tokenizer reads as identifiers.
    for (const sql::Token &t : sql::significantTokens(sqlText)) {
        if (t.kind != sql::TokenKind::QuotedIdentifier || !t.text(sqlText).startsWith(u'"'))
            continue;
        QString v = sql::identifierText(sqlText, t);
        v.remove(u'%');
        v = v.trimmed();
        if (!v.isEmpty() && !out.contains(v))
            out << v;
    }
    return out;
}

} // namespace assay::app
