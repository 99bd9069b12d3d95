// Catalog introspection for PostgreSQL: three queries over pg_catalog (relations, columns,
// key constraints) whatever the number of tables, so thousands of tables load in one round trip each.

#include "postgresconnection.h"

namespace assay::db {
namespace {

const char *const SchemaFilter =
    "n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' "
    "AND n.nspname NOT LIKE 'pg\\_temp\\_%'";

} // namespace

DbError PostgresConnection::introspect(Catalog *catalog, const CancelTokenPtr &cancel)
{
    Catalog out;
    ExecOptions opts;
    opts.cancel = cancel;
    QList<Row> rows;

    ExecSummary s = query(QStringLiteral("SELECT current_schema()"), &rows, opts);
    if (!s.ok())
        return s.error;
    out.defaultSchema = rows.value(0).value(0).toString();

    s = query(QStringLiteral(
                  "SELECT n.nspname, c.relname, c.relkind, d.description, "
                  "       CASE WHEN c.reltuples >= 0 THEN c.reltuples::bigint ELSE st.n_live_tup END "
                  "FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                  "LEFT JOIN pg_description d ON d.objoid = c.oid AND d.classoid = 'pg_class'::regclass AND d.objsubid = 0 "
                  "LEFT JOIN pg_stat_user_tables st ON st.relid = c.oid "
                  "WHERE c.relkind IN ('r','p','v','m','f') AND NOT c.relispartition AND %1 "
                  "ORDER BY n.nspname, c.relname")
                  .arg(QLatin1String(SchemaFilter)),
              &rows, opts);
    if (!s.ok())
        return s.error;
    QHash<QString, int> index;
    auto key = [](const QString &schema, const QString &table) { return schema + QLatin1Char('\x1f') + table; };
    for (const Row &r : rows) {
        TableInfo t;
        t.schema = r[0].toString();
        t.name = r[1].toString();
        const QString kind = r[2].toString();
        t.kind = kind == u"v" ? TableInfo::Kind::View
                 : kind == u"m" ? TableInfo::Kind::MaterializedView
                 : kind == u"f" ? TableInfo::Kind::ForeignTable
                                : TableInfo::Kind::Table;
        t.comment = r[3].toString();
        t.rowEstimate = r[4].isNull() ? -1 : r[4].toLongLong();
        index.insert(key(t.schema, t.name), out.tables.size());
        if (!out.schemas.contains(t.schema))
            out.schemas.append(t.schema);
        out.tables.append(t);
    }

    s = query(QStringLiteral(
                  "SELECT n.nspname, c.relname, a.attname, format_type(a.atttypid, a.atttypmod), NOT a.attnotnull, "
                  "       pg_get_expr(ad.adbin, ad.adrelid), d.description "
                  "FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid "
                  "JOIN pg_namespace n ON n.oid = c.relnamespace "
                  "LEFT JOIN pg_attrdef ad ON ad.adrelid = a.attrelid AND ad.adnum = a.attnum "
                  "LEFT JOIN pg_description d ON d.objoid = c.oid AND d.classoid = 'pg_class'::regclass AND d.objsubid = a.attnum "
                  "WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r','p','v','m','f') "
                  "  AND NOT c.relispartition AND %1 "
                  "ORDER BY n.nspname, c.relname, a.attnum")
                  .arg(QLatin1String(SchemaFilter)),
              &rows, opts);
    if (!s.ok())
        return s.error;
    for (const Row &r : rows) {
        const auto it = index.constFind(key(r[0].toString(), r[1].toString()));
        if (it == index.constEnd())
            continue;
        ColumnInfo c;
        c.name = r[2].toString();
        c.type = r[3].toString();
        c.valueType = valueTypeFromDeclared(c.type);
        c.nullable = r[4].toBool();
        c.defaultValue = r[5].toString();
        c.comment = r[6].toString();
        out.tables[*it].columns.append(c);
    }

    // Column lists of keys, in key order, joined with the unit separator (no array parsing).
    s = query(QStringLiteral(
                  "SELECT n.nspname, c.relname, con.conname, con.contype, "
                  "  array_to_string(ARRAY(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY k(num, ord) "
                  "    JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.num ORDER BY k.ord), chr(31)), "
                  "  fn.nspname, fc.relname, "
                  "  array_to_string(ARRAY(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY k(num, ord) "
                  "    JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.num ORDER BY k.ord), chr(31)) "
                  "FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid "
                  "JOIN pg_namespace n ON n.oid = c.relnamespace "
                  "LEFT JOIN pg_class fc ON fc.oid = con.confrelid LEFT JOIN pg_namespace fn ON fn.oid = fc.relnamespace "
                  "WHERE con.contype IN ('p','f') AND %1 ORDER BY n.nspname, c.relname, con.conname")
                  .arg(QLatin1String(SchemaFilter)),
              &rows, opts);
    if (!s.ok())
        return s.error;
    const QChar sep(0x1f);
    for (const Row &r : rows) {
        const auto it = index.constFind(key(r[0].toString(), r[1].toString()));
        if (it == index.constEnd())
            continue;
        TableInfo &t = out.tables[*it];
        const QStringList columns = r[4].toString().split(sep, Qt::SkipEmptyParts);
        if (r[3].toString() == u"p") {
            t.primaryKey = columns;
            for (ColumnInfo &c : t.columns)
                c.primaryKey = columns.contains(c.name);
        } else {
            ForeignKeyInfo fk;
            fk.name = r[2].toString();
            fk.columns = columns;
            fk.refSchema = r[5].toString();
            fk.refTable = r[6].toString();
            fk.refColumns = r[7].toString().split(sep, Qt::SkipEmptyParts);
            t.foreignKeys.append(fk);
        }
    }
    *catalog = std::move(out);
    return {};
}

} // namespace assay::db
