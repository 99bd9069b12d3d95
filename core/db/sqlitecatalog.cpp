// Catalog introspection for SQLite: one query per kind of object, joining sqlite_schema with the
// table-valued pragma functions, so a file with thousands of tables is read in a few queries.

#include "sqliteconnection.h"
#include "dbtr.h"

#include "sql/tokenizer.h"

#include <QCoreApplication>

#include <sqlite3.h>

namespace assay::db {
namespace {

QString commentText(QStringView sql, const sql::Token &t)
{
    QStringView text = t.text(sql);
    if (t.kind == sql::TokenKind::LineComment) {
        text = text.mid(text.startsWith(u"--") ? 2 : 1);
    } else {
        text = text.mid(2);
        if (text.endsWith(u"*/"))
            text.chop(2);
    }
    return text.trimmed().toString();
}

void appendText(QString &to, const QString &more)
{
    if (more.isEmpty())
        return;
    if (!to.isEmpty())
        to += QLatin1Char(' ');
    to += more;
}

} // namespace

DdlComments parseDdlComments(QStringView sql)
{
    using sql::TokenKind;
    DdlComments out;
    const QList<sql::Token> tokens = sql::tokenize(sql, sql::Flavor::SQLite);
    int depth = 0;
    bool expectDefinition = false; // right after '(' or ',' at depth 1
    QString currentColumn;         // the column whose definition we are in (or just ended)
    bool newlineSinceColumnToken = true;
    QString pending; // comments on their own lines, for the next column

    static const QStringList constraintWords = {QStringLiteral("CONSTRAINT"), QStringLiteral("PRIMARY"),
                                                QStringLiteral("FOREIGN"), QStringLiteral("UNIQUE"),
                                                QStringLiteral("CHECK")};
    for (const sql::Token &t : tokens) {
        switch (t.kind) {
        case TokenKind::Whitespace:
            if (t.text(sql).contains(u'\n'))
                newlineSinceColumnToken = true;
            continue;
        case TokenKind::LineComment:
        case TokenKind::BlockComment: {
            const QString text = commentText(sql, t);
            if (depth == 0 || (depth == 1 && currentColumn.isEmpty() && expectDefinition && out.columns.isEmpty()
                               && pending.isEmpty() && !newlineSinceColumnToken)) {
                appendText(out.table, text);
            } else if (!currentColumn.isEmpty() && !newlineSinceColumnToken) {
                appendText(out.columns[currentColumn], text);
            } else if (currentColumn.isEmpty() && out.columns.isEmpty()) {
                appendText(out.table, text);
            } else {
                appendText(pending, text);
            }
            if (t.kind == TokenKind::LineComment)
                newlineSinceColumnToken = true;
            continue;
        }
        case TokenKind::LeftParen:
            ++depth;
            if (depth == 1)
                expectDefinition = true;
            break;
        case TokenKind::RightParen:
            --depth;
            break;
        case TokenKind::Comma:
            if (depth == 1)
                expectDefinition = true;
            break;
        case TokenKind::Word:
        case TokenKind::QuotedIdentifier:
            if (depth == 1 && expectDefinition) {
                expectDefinition = false;
                const QString word = sql::identifierText(sql, t);
                if (t.kind == TokenKind::Word && constraintWords.contains(word.toUpper())) {
                    currentColumn.clear();
                    pending.clear();
                } else {
                    currentColumn = word.toLower();
                    out.columns.insert(currentColumn, pending);
                    pending.clear();
                }
            }
            break;
        default:
            break;
        }
        newlineSinceColumnToken = false;
    }
    // Columns without any comment do not need an entry.
    for (auto it = out.columns.begin(); it != out.columns.end();) {
        if (it.value().isEmpty())
            it = out.columns.erase(it);
        else
            ++it;
    }
    return out;
}

DbError SqliteConnection::introspect(Catalog *catalog, const CancelTokenPtr &cancel)
{
    Catalog out;
    out.defaultSchema = QString();
    ExecOptions opts;
    opts.cancel = cancel;

    QList<Row> rows;
    ExecSummary s = query(QStringLiteral(
        "SELECT type, name, sql, "
        "       (SELECT 1 FROM pragma_table_list WHERE pragma_table_list.name = m.name AND wr) "
        "FROM sqlite_schema m WHERE type IN ('table','view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' "
        "ORDER BY name"), &rows, opts);
    if (!s.ok()) {
        // pragma_table_list arrived in 3.37; fall back without the WITHOUT ROWID flag.
        s = query(QStringLiteral("SELECT type, name, sql, NULL FROM sqlite_schema "
                                 "WHERE type IN ('table','view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' "
                                 "ORDER BY name"),
                  &rows, opts);
        if (!s.ok())
            return s.error;
    }
    QHash<QString, int> index;
    QList<bool> withoutRowid;
    QHash<QString, QHash<QString, QString>> columnComments; // table -> lower-cased column -> text
    for (const Row &r : rows) {
        TableInfo t;
        t.name = r[1].toString();
        t.kind = r[0].toString() == u"view" ? TableInfo::Kind::View : TableInfo::Kind::Table;
        DdlComments comments = parseDdlComments(r[2].toString());
        t.comment = comments.table;
        columnComments.insert(t.name, std::move(comments.columns));
        index.insert(t.name, out.tables.size());
        withoutRowid.append(r[3].toInt() == 1);
        out.tables.append(t);
    }

    s = query(QStringLiteral("SELECT m.name, p.name, p.type, p.\"notnull\", p.dflt_value, p.pk, p.hidden "
                             "FROM sqlite_schema m, pragma_table_xinfo(m.name) p "
                             "WHERE m.type IN ('table','view') AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' "
                             "ORDER BY m.name, p.cid"),
              &rows, opts);
    if (!s.ok())
        return s.error;
    QHash<QString, QList<std::pair<int, QString>>> pkParts;
    for (const Row &r : rows) {
        const auto it = index.constFind(r[0].toString());
        if (it == index.constEnd() || r[6].toInt() == 1) // hidden columns of virtual tables
            continue;
        TableInfo &t = out.tables[*it];
        ColumnInfo c;
        c.name = r[1].toString();
        c.type = r[2].toString();
        c.valueType = valueTypeFromDeclared(c.type);
        c.nullable = r[3].toInt() == 0;
        c.defaultValue = r[4].toString();
        c.primaryKey = r[5].toInt() > 0;
        c.comment = columnComments.value(t.name).value(c.name.toLower());
        if (c.primaryKey)
            pkParts[t.name].append({r[5].toInt(), c.name});
        t.columns.append(c);
    }
    for (auto it = pkParts.begin(); it != pkParts.end(); ++it) {
        std::sort(it->begin(), it->end());
        TableInfo &t = out.tables[index.value(it.key())];
        for (const auto &part : std::as_const(*it))
            t.primaryKey.append(part.second);
    }

    s = query(QStringLiteral("SELECT m.name, f.id, f.seq, f.\"table\", f.\"from\", f.\"to\" "
                             "FROM sqlite_schema m, pragma_foreign_key_list(m.name) f "
                             "WHERE m.type = 'table' ORDER BY m.name, f.id, f.seq"),
              &rows, opts);
    if (!s.ok())
        return s.error;
    QString lastKey;
    for (const Row &r : rows) {
        const auto it = index.constFind(r[0].toString());
        if (it == index.constEnd())
            continue;
        TableInfo &t = out.tables[*it];
        const QString key = r[0].toString() + QLatin1Char('/') + r[1].toString();
        if (key != lastKey) {
            ForeignKeyInfo fk;
            fk.refTable = r[3].toString();
            t.foreignKeys.append(fk);
            lastKey = key;
        }
        ForeignKeyInfo &fk = t.foreignKeys.last();
        fk.columns.append(r[4].toString());
        QString to = r[5].toString();
        if (to.isEmpty()) {
            // REFERENCES t without columns means t's primary key.
            if (const TableInfo *ref = out.find(fk.refTable); ref && ref->primaryKey.size() > fk.columns.size() - 1)
                to = ref->primaryKey.value(fk.columns.size() - 1);
        }
        fk.refColumns.append(to);
    }
    // Resolve referenced table spelling to the catalog's own.
    for (TableInfo &t : out.tables) {
        for (ForeignKeyInfo &fk : t.foreignKeys) {
            if (const TableInfo *ref = out.find(fk.refTable))
                fk.refTable = ref->name;
        }
    }

    // Row estimates: sqlite_stat1 when ANALYZE ran, else max(rowid), which is exact for tables
    // that never lost rows and costs one index lookup.
    QHash<QString, qint64> stat;
    if (query(QStringLiteral("SELECT tbl, stat FROM sqlite_stat1"), &rows, opts).ok()) {
        for (const Row &r : rows) {
            const qint64 n = r[1].toString().section(QLatin1Char(' '), 0, 0).toLongLong();
            stat[r[0].toString()] = std::max(stat.value(r[0].toString()), n);
        }
    }
    for (int i = 0; i < out.tables.size(); ++i) {
        if (cancel && cancel->isCancelled())
            return DbError::make(DbError::Kind::Cancelled, Tr::tr("Cancelled."));
        TableInfo &t = out.tables[i];
        if (t.kind != TableInfo::Kind::Table)
            continue;
        if (stat.contains(t.name)) {
            t.rowEstimate = stat.value(t.name);
        } else if (!withoutRowid.value(i)) {
            QList<Row> r;
            if (query(QStringLiteral("SELECT max(rowid) FROM ") + dialect().quoteIdentifier(t.name), &r, opts).ok()
                && !r.isEmpty())
                t.rowEstimate = r[0].value(0).isNull() ? 0 : r[0][0].toLongLong();
        }
    }
    if (!m_config.workspacePath.isEmpty()) {
        if (DbError e = introspectWorkspace(&out, opts))
            return e;
    }
    *catalog = std::move(out);
    return {};
}

DbError SqliteConnection::introspectWorkspace(Catalog *catalog, const ExecOptions &opts)
{
    QList<Row> rows;
    // Not attached (the workspace was gone at open): nothing to list.
    if (!query(QStringLiteral("SELECT 1 FROM pragma_database_list WHERE name = '%1'").arg(attachedWorkspaceSchema()), &rows, opts).ok()
        || rows.isEmpty())
        return {};
    const QString schema = attachedWorkspaceSchema();
    ExecSummary s = query(QStringLiteral("SELECT m.name, m.type, p.name, p.type, p.\"notnull\" "
                                         "FROM %1.sqlite_schema m, pragma_table_xinfo(m.name, '%1') p "
                                         "WHERE m.type IN ('table','view') AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' "
                                         "ORDER BY m.name, p.cid").arg(schema),
                          &rows, opts);
    if (!s.ok())
        return s.error;
    for (const Row &r : rows) {
        if (catalog->tables.isEmpty() || catalog->tables.last().schema != schema || catalog->tables.last().name != r[0].toString()) {
            TableInfo t;
            t.schema = schema;
            t.name = r[0].toString();
            t.kind = r[1].toString() == u"view" ? TableInfo::Kind::View : TableInfo::Kind::Table;
            catalog->tables.append(t);
        }
        ColumnInfo c;
        c.name = r[2].toString();
        c.type = r[3].toString();
        c.valueType = valueTypeFromDeclared(c.type);
        c.nullable = r[4].toInt() == 0;
        catalog->tables.last().columns.append(c);
    }
    for (TableInfo &t : catalog->tables) {
        QList<Row> count;
        if (t.schema == schema && t.kind == TableInfo::Kind::Table
            && query(QStringLiteral("SELECT max(rowid) FROM ") + dialect().qualified(schema, t.name), &count, opts).ok() && !count.isEmpty())
            t.rowEstimate = count[0].value(0).isNull() ? 0 : count[0][0].toLongLong();
    }
    if (!catalog->schemas.contains(schema))
        catalog->schemas.append(schema);
    return {};
}

} // namespace assay::db
