#include "writedescription.h"
#include "securitytr.h"

#include "sqlguard.h"

#include "sql/statements.h"

#include <QCoreApplication>
#include <QSet>

namespace assay::security {
namespace {

struct Words {
    QStringView text;
    QList<sql::Token> tokens;

    QString upper(int i) const { return i < tokens.size() ? tokens[i].text(text).toString().toUpper() : QString(); }
    bool has(QStringView word) const
    {
        for (const sql::Token &t : tokens) {
            if (sql::isWord(text, t, word))
                return true;
        }
        return false;
    }
    // The (possibly qualified) name starting at token i, skipping the given noise words.
    QString nameAt(int i, const QSet<QString> &skip = {}) const
    {
        while (i < tokens.size() && skip.contains(upper(i)))
            ++i;
        QString name;
        while (i < tokens.size()
               && (tokens[i].kind == sql::TokenKind::Word || tokens[i].kind == sql::TokenKind::QuotedIdentifier)) {
            name += sql::identifierText(text, tokens[i]);
            ++i;
            if (i + 1 < tokens.size() && tokens[i].kind == sql::TokenKind::Dot) {
                name += u'.';
                ++i;
                continue;
            }
            break;
        }
        return name.isEmpty() ? Tr::tr("a table") : name;
    }
    int indexOf(QStringView word, int from = 0) const
    {
        for (int i = from; i < tokens.size(); ++i) {
            if (sql::isWord(text, tokens[i], word))
                return i;
        }
        return -1;
    }
};

// SET is a read when it changes this session only; GLOBAL / PERSIST (MySQL) change the server for
// every session, and PASSWORD / DEFAULT ROLE change accounts. Any assignment of a SET may say so:
// SET SESSION a = 1, GLOBAL b = 2.
QString describeSetting(const Words &w)
{
    if (w.upper(0) != u"SET")
        return {};
    for (int i = 1; i < w.tokens.size(); ++i) {
        const sql::Token &t = w.tokens[i];
        const bool startsAssignment = i == 1 || w.tokens[i - 1].kind == sql::TokenKind::Comma;
        const QString word = w.upper(i);
        if (startsAssignment && (word == u"GLOBAL" || word == u"PERSIST" || word == u"PERSIST_ONLY"))
            return Tr::tr("changes a server setting for every session (SET %1)").arg(word);
        // @@GLOBAL.name: the tokenizer reads "@" then the parameter "@GLOBAL".
        if (t.kind == sql::TokenKind::Parameter && (word == u"@GLOBAL" || word == u"@PERSIST" || word == u"@PERSIST_ONLY")
            && w.tokens[i - 1].kind == sql::TokenKind::Operator && w.tokens[i - 1].text(w.text) == u"@")
            return Tr::tr("changes a server setting for every session (SET %1)").arg(word.mid(1));
    }
    if (w.upper(1) == u"PASSWORD")
        return Tr::tr("changes a password (SET PASSWORD)");
    if (w.upper(1) == u"DEFAULT" && w.upper(2) == u"ROLE")
        return Tr::tr("changes a user's default roles (SET DEFAULT ROLE)");
    return {};
}

// A statement that reads by its shape may still act through a function it calls (SELECT
// setval(...), pg_terminate_backend, dblink_exec): the SQL guard's list of such functions.
QString describeCall(const Words &w)
{
    for (int i = 0; i + 1 < w.tokens.size(); ++i) {
        const sql::Token &t = w.tokens[i];
        if ((t.kind != sql::TokenKind::Word && t.kind != sql::TokenKind::QuotedIdentifier)
            || w.tokens[i + 1].kind != sql::TokenKind::LeftParen)
            continue;
        const QString name = sql::identifierText(w.text, t).toLower();
        if (changesState(name))
            return Tr::tr("calls %1(), which acts on the server, its files or other sessions").arg(name);
    }
    return {};
}

QString describeStatement(const Words &w)
{
    const QString first = w.upper(0);
    static const QSet<QString> reads = {QStringLiteral("SELECT"), QStringLiteral("VALUES"), QStringLiteral("TABLE"),
                                        QStringLiteral("EXPLAIN"), QStringLiteral("SHOW"), QStringLiteral("DESCRIBE"),
                                        QStringLiteral("DESC"), QStringLiteral("SET"), QStringLiteral("USE"),
                                        QStringLiteral("BEGIN"), QStringLiteral("START"), QStringLiteral("COMMIT"),
                                        QStringLiteral("ROLLBACK"), QStringLiteral("END")};
    if (first == u"WITH") {
        for (const char *verb : {"INSERT", "UPDATE", "DELETE", "MERGE"}) {
            if (w.has(QString::fromLatin1(verb)))
                return Tr::tr("writes data through a WITH query (%1)").arg(QLatin1String(verb));
        }
        return {};
    }
    if (first == u"SELECT" && w.has(u"INTO"))
        return Tr::tr("writes the result into a table or file (SELECT … INTO)");
    if (first == u"PRAGMA")
        return w.text.contains(u'=') || w.tokens.size() > 3 ? Tr::tr("changes a database setting (PRAGMA)") : QString();
    if (first == u"EXPLAIN" && w.has(u"ANALYZE") && (w.has(u"INSERT") || w.has(u"UPDATE") || w.has(u"DELETE")))
        return Tr::tr("runs a write to measure it (EXPLAIN ANALYZE)");
    if (reads.contains(first))
        return {};
    static const QSet<QString> noise = {QStringLiteral("LOW_PRIORITY"), QStringLiteral("DELAYED"), QStringLiteral("HIGH_PRIORITY"),
                                        QStringLiteral("IGNORE"), QStringLiteral("ONLY"), QStringLiteral("OR"),
                                        QStringLiteral("REPLACE"), QStringLiteral("ROLLBACK"), QStringLiteral("ABORT"),
                                        QStringLiteral("FAIL"), QStringLiteral("TABLE"), QStringLiteral("IF"),
                                        QStringLiteral("EXISTS"), QStringLiteral("NOT"), QStringLiteral("TEMP"),
                                        QStringLiteral("TEMPORARY"), QStringLiteral("UNIQUE"), QStringLiteral("MATERIALIZED"),
                                        QStringLiteral("QUICK"), QStringLiteral("FROM")};
    if (first == u"INSERT" || first == u"REPLACE" || first == u"MERGE" || first == u"UPSERT") {
        const int into = w.indexOf(u"INTO");
        return Tr::tr("adds rows to %1").arg(w.nameAt(into >= 0 ? into + 1 : 1, noise));
    }
    if (first == u"UPDATE")
        return w.has(u"WHERE") ? Tr::tr("changes rows in %1").arg(w.nameAt(1, noise))
                               : Tr::tr("changes every row of %1").arg(w.nameAt(1, noise));
    if (first == u"DELETE") {
        const int from = w.indexOf(u"FROM");
        const QString table = w.nameAt(from >= 0 ? from + 1 : 1, noise);
        return w.has(u"WHERE") ? Tr::tr("deletes rows from %1").arg(table) : Tr::tr("deletes every row of %1").arg(table);
    }
    if (first == u"TRUNCATE")
        return Tr::tr("deletes every row of %1").arg(w.nameAt(1, noise));
    if (first == u"DROP" || first == u"CREATE" || first == u"ALTER") {
        int k = w.upper(1) == u"OR" ? 3 : 1; // CREATE OR REPLACE VIEW
        static const QSet<QString> modifiers = {QStringLiteral("TEMP"), QStringLiteral("TEMPORARY"), QStringLiteral("UNIQUE"),
                                                QStringLiteral("MATERIALIZED"), QStringLiteral("GLOBAL"), QStringLiteral("LOCAL")};
        while (modifiers.contains(w.upper(k)))
            ++k;
        const QString what = w.upper(k); // the SQL word as written (TABLE, VIEW): not translated
        const QString name = w.nameAt(k + 1, noise);
        if (first == u"DROP")
            return Tr::tr("drops %1 %2").arg(what, name);
        if (first == u"CREATE")
            return Tr::tr("creates %1 %2").arg(what, name);
        return Tr::tr("alters %1 %2").arg(what, name);
    }
    return Tr::tr("runs %1, which may change the database").arg(first.isEmpty() ? Tr::tr("a statement") : first);
}

QString describeOne(const Words &w)
{
    if (QString change = describeStatement(w); !change.isEmpty())
        return change;
    if (QString change = describeSetting(w); !change.isEmpty())
        return change;
    return describeCall(w);
}

} // namespace

QStringList describeWrites(QStringView sql, sql::Flavor flavor)
{
    QStringList out;
    for (const sql::StatementRange &range : sql::splitStatements(sql, flavor)) {
        Words w{range.text(sql), {}};
        w.tokens = sql::significantTokens(w.text, flavor);
        while (!w.tokens.isEmpty() && w.tokens.first().kind == sql::TokenKind::LeftParen)
            w.tokens.removeFirst();
        const QString change = describeOne(w);
        if (!change.isEmpty() && !out.contains(change))
            out << change;
    }
    return out;
}

} // namespace assay::security
