#include "sqliteprivacy.h"
#include "dbtr.h"

#include "sql/relations.h"

#include <QCoreApplication>

#include <sqlite3.h>

namespace assay::db {
namespace {

struct Stmt {
    sqlite3_stmt *stmt = nullptr;
    ~Stmt() { sqlite3_finalize(stmt); }
};

QString quotedName(const QString &name) {
    return u'"' + QString(name).replace(u'"', QStringLiteral("\"\"")) + u'"';
}

QString columnText(sqlite3_stmt *stmt, int i) {
    return QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(stmt, i)));
}

bool isSchemaTable(const QString &lower) {
    return lower == u"sqlite_master" || lower == u"sqlite_schema" ||
           lower == u"sqlite_temp_master" || lower == u"sqlite_temp_schema";
}

} // namespace

void SqliteSchemaNames::refresh(sqlite3 *db) {
    QStringList names;
    {
        Stmt s;
        if (sqlite3_prepare_v2(db, "PRAGMA database_list", -1, &s.stmt, nullptr) == SQLITE_OK) {
            while (sqlite3_step(s.stmt) == SQLITE_ROW)
                names << columnText(s.stmt, 1).toLower();
        }
    }
    // SQLite looks an unqualified name up in temp, then main, then the attached databases.
    std::stable_sort(names.begin(), names.end(), [](const QString &a, const QString &b) {
        auto rank = [](const QString &n) { return n == u"temp" ? 0 : n == u"main" ? 1 : 2; };
        return rank(a) < rank(b);
    });
    m_order = names;
    for (auto it = m_databases.begin(); it != m_databases.end();) {
        it = names.contains(it.key()) ? std::next(it) : m_databases.erase(it);
    }
    for (const QString &name : std::as_const(names)) {
        int version = -1;
        {
            Stmt s;
            const QByteArray sql =
                QStringLiteral("PRAGMA %1.schema_version").arg(quotedName(name)).toUtf8();
            if (sqlite3_prepare_v2(db, sql.constData(), -1, &s.stmt, nullptr) == SQLITE_OK &&
                sqlite3_step(s.stmt) == SQLITE_ROW)
                version = sqlite3_column_int(s.stmt, 0);
        }
        Database &d = m_databases[name];
        if (version >= 0 && version == d.schemaVersion)
            continue;
        d.schemaVersion = version;
        d.objects.clear();
        Stmt s;
        const QByteArray sql =
            QStringLiteral(
                "SELECT type, name, sql FROM %1.sqlite_schema WHERE type IN ('table', 'view')")
                .arg(quotedName(name))
                .toUtf8();
        if (sqlite3_prepare_v2(db, sql.constData(), -1, &s.stmt, nullptr) != SQLITE_OK)
            continue;
        while (sqlite3_step(s.stmt) == SQLITE_ROW) {
            Object o;
            o.database = name;
            o.view = columnText(s.stmt, 0) == u"view";
            o.name = columnText(s.stmt, 1);
            o.sql = columnText(s.stmt, 2);
            d.objects.insert(o.name.toLower(), o);
        }
    }
}

const SqliteSchemaNames::Object *SqliteSchemaNames::find(QStringView database,
                                                         QStringView name) const {
    const QString key = name.toString().toLower();
    if (!database.isEmpty()) {
        const auto db = m_databases.constFind(database.toString().toLower());
        if (db == m_databases.constEnd())
            return nullptr;
        const auto o = db->objects.constFind(key);
        return o == db->objects.constEnd() ? nullptr : &*o;
    }
    for (const QString &d : m_order) {
        const Database &db = m_databases[d];
        if (const auto o = db.objects.constFind(key); o != db.objects.constEnd())
            return &*o;
    }
    return nullptr;
}

QStringList SqliteSchemaNames::columns(sqlite3 *db, const Object &object) {
    Object &o = m_databases[object.database].objects[object.name.toLower()];
    if (o.columnsRead)
        return o.columns;
    Stmt s;
    // hidden = 1: a virtual table's hidden column, which * leaves out.
    if (sqlite3_prepare_v2(
            db, "SELECT name FROM pragma_table_xinfo(?1, ?2) WHERE hidden <> 1 ORDER BY cid", -1,
            &s.stmt, nullptr) == SQLITE_OK) {
        const QByteArray name = o.name.toUtf8(), database = o.database.toUtf8();
        sqlite3_bind_text(s.stmt, 1, name.constData(), int(name.size()), SQLITE_TRANSIENT);
        sqlite3_bind_text(s.stmt, 2, database.constData(), int(database.size()), SQLITE_TRANSIENT);
        while (sqlite3_step(s.stmt) == SQLITE_ROW)
            o.columns << columnText(s.stmt, 0);
    }
    o.columnsRead = true;
    return o.columns;
}

SqlitePrivacyCheck::SqlitePrivacyCheck(const PrivacyRules &rules, const SqliteSchemaNames &schema,
                                       QStringView statement, Pass pass)
    : m_rules(rules)
    , m_schema(schema)
    , m_statementLower(statement.toString().toLower())
    , m_pass(pass) {
    for (const QString &cte : sql::findRelations(statement, sql::Flavor::SQLite).cteNames)
        m_cteNames << cte.toLower();
}

QString SqlitePrivacyCheck::nameIfWritten(const QString &name) const {
    // A refusal names only what the statement itself wrote: a hidden table reached through a
    // view stays unnamed for the model (the user's log names it).
    return m_statementLower.contains(name.toLower()) ? name : Tr::tr("a view it reads");
}

int SqlitePrivacyCheck::deny(const QString &reason, const QString &detail) {
    if (m_reason.isEmpty()) {
        m_reason = reason;
        m_detail = detail;
    }
    return SQLITE_DENY;
}

int SqlitePrivacyCheck::authorize(int action, const char *arg3, const char *arg4,
                                  const char *database, const char *inner) {
    if (action == SQLITE_PRAGMA)
        return deny(Tr::tr("PRAGMAs and pragma functions describe the schema, hidden tables "
                           "included; they are not "
                           "allowed under the connection's privacy settings."),
                    Tr::tr("PRAGMA %1").arg(QString::fromUtf8(arg3 ? arg3 : "")));
    if (action != SQLITE_READ)
        return -1;
    const QString table = QString::fromUtf8(arg3 ? arg3 : "");
    const QString column = QString::fromUtf8(arg4 ? arg4 : "");
    const QString db = QString::fromUtf8(database ? database : "");
    const QString lower = table.toLower();
    if (lower.startsWith(u"sqlite_")) {
        // SQLite reads the schema table's rowids itself when it sets up a table-valued function.
        if (isSchemaTable(lower) && column == u"ROWID")
            return SQLITE_OK;
        return deny(Tr::tr("%1 is part of the database's own catalog, which names tables and "
                           "columns hidden from the "
                           "assistant; the schema it may see is given to it instead.")
                        .arg(table),
                    Tr::tr("reads the catalog %1").arg(table));
    }
    if (lower.startsWith(u"pragma_"))
        return deny(Tr::tr("PRAGMAs and pragma functions describe the schema, hidden tables "
                           "included; they are not "
                           "allowed under the connection's privacy settings."),
                    Tr::tr("reads %1").arg(table));
    const SqliteSchemaNames::Object *object = m_schema.find(db, table);
    if (!object) {
        // A recursive CTE reads itself as a table; what it reads from the database is checked
        // where it reads it.
        if (lower == u"json_each" || lower == u"json_tree" || m_cteNames.contains(lower))
            return SQLITE_OK;
        return deny(Tr::tr("%1 is not a table or view of this database (a virtual table that "
                           "describes the database, "
                           "such as dbstat or sqlite_stmt); it is not allowed under the "
                           "connection's privacy settings.")
                        .arg(nameIfWritten(table)),
                    Tr::tr("reads the virtual table %1").arg(table));
    }
    const QString key = object->database + u'.' + object->name;
    if (!m_tablesRead.contains(key))
        m_tablesRead << key;
    if (object->view) {
        if (m_rules.tableHidden(object->database, object->name))
            return deny(
                Tr::tr("The assistant may not read %1 (the connection's privacy settings hide it).")
                    .arg(nameIfWritten(object->name)),
                Tr::tr("reads the hidden view %1").arg(key));
        m_viewsRead.insert(key.toLower());
        if (!inner && !column.isEmpty())
            m_topLevelViewReads.append({key.toLower(), column});
        return SQLITE_OK;
    }
    // A read that names no database (a table read for its rows only, as in count(*)) may be any
    // table of that name: the stricter reading wins.
    if (m_rules.tableHidden(database ? QStringView(db) : QStringView(), object->name))
        return deny(
            Tr::tr("The assistant may not read %1 (the connection's privacy settings hide it).")
                .arg(nameIfWritten(object->name)),
            Tr::tr("reads the hidden table %1").arg(key));
    if (column.isEmpty())
        return SQLITE_OK;
    if (m_rules.columnHidden(object->database, object->name, column))
        return deny(
            Tr::tr("The assistant may not read %1 (hidden by the connection's privacy settings).")
                .arg(m_statementLower.contains(column.toLower())
                         ? column
                         : nameIfWritten(object->name + u'.' + column)),
            Tr::tr("reads the hidden column %1.%2").arg(key, column));
    if (m_rules.columnRedacted(object->database, object->name, column)) {
        ++m_redactedReads;
        if (!inner)
            ++m_topLevelRedacted;
        // The run reads NULL instead: no expression, filter or sort can reveal a value.
        return m_pass == Pass::Enforce ? SQLITE_IGNORE : SQLITE_OK;
    }
    return SQLITE_OK;
}

SqliteViewJudgement judgeSqliteView(sqlite3 *db, SqliteSchemaNames &schema,
                                    const PrivacyRules &rules,
                                    const SqliteSchemaNames::Object &view,
                                    QHash<QString, SqliteViewJudgement> *memo, int depth) {
    const QString key = (view.database + u'.' + view.name).toLower();
    if (const auto it = memo->constFind(key); it != memo->constEnd())
        return *it;
    SqliteViewJudgement out;
    if (depth > 32) {
        out.refused = true;
        out.detail = Tr::tr("views nest more than 32 deep at %1").arg(view.name);
        return out;
    }
    memo->insert(key, out); // a view that reads itself (an error in SQLite) ends here
    QStringList columnList;
    const QStringView body = viewBody(view.sql, sql::Flavor::SQLite, &columnList);
    const TextFacts facts = readSelectText(body, sql::Flavor::SQLite);
    bool star = false;
    for (const SelectItem &item : facts.items)
        star = star || item.star;
    QList<RelationInfo> infos;
    for (const TextRelation &r : facts.relations) {
        RelationInfo info;
        const SqliteSchemaNames::Object *o = schema.find(
            r.qualifier.isEmpty() && view.database != u"temp" ? view.database : r.qualifier,
            r.name);
        if (o) {
            info.kind = o->view ? RelationInfo::Kind::View : RelationInfo::Kind::Table;
            info.schema = o->database;
            info.name = o->name;
            if (star)
                info.columns = schema.columns(db, *o);
            if (o->view) {
                const SqliteViewJudgement inner =
                    judgeSqliteView(db, schema, rules, *o, memo, depth + 1);
                if (inner.refused) {
                    out = inner;
                    memo->insert(key, out);
                    return out;
                }
                info.redactedColumns = inner.redactedOutputs;
            }
        } else if (r.name.startsWith(u"sqlite_", Qt::CaseInsensitive)) {
            info.kind = RelationInfo::Kind::Catalog;
        }
        infos << info;
    }
    const TextJudgement j = judgeSelectText(facts, infos, rules);
    if (j.refused) {
        out.refused = true;
        out.detail = Tr::tr("the view %1 %2").arg(view.name, j.detail);
    } else {
        const QStringList names = columnList.isEmpty() ? j.outputNames : columnList;
        for (int p : j.maskedOutputs) {
            if (p < names.size())
                out.redactedOutputs << names[p];
        }
    }
    memo->insert(key, out);
    return out;
}

} // namespace assay::db
