#include "examples.h"

#include "sql/relations.h"

namespace assay::knowledge {

QString exampleSourceKey(ExampleEntry::Source s)
{
    switch (s) {
    case ExampleEntry::Source::User:
        return QStringLiteral("user");
    case ExampleEntry::Source::Feedback:
        return QStringLiteral("feedback");
    case ExampleEntry::Source::SqlToQuestion:
        return QStringLiteral("sql2nl");
    case ExampleEntry::Source::Seed:
        return QStringLiteral("seed");
    }
    return {};
}

ExampleEntry::Source exampleSourceFromKey(const QString &key)
{
    for (auto s : {ExampleEntry::Source::User, ExampleEntry::Source::Feedback, ExampleEntry::Source::SqlToQuestion,
                   ExampleEntry::Source::Seed}) {
        if (exampleSourceKey(s) == key)
            return s;
    }
    return ExampleEntry::Source::User;
}

SqlUsage analyzeSqlUsage(const QString &sql, const db::Catalog &catalog, sql::Flavor flavor)
{
    SqlUsage usage;
    const sql::RelationReferences refs = sql::findRelations(sql, flavor);
    QHash<QString, const db::TableInfo *> byAlias; // lower-cased alias or name -> table
    QList<const db::TableInfo *> used;
    for (const sql::RelationReference &r : refs.relations) {
        const db::TableInfo *t = catalog.find(r.name, r.qualified ? QStringView(r.qualifier) : QStringView());
        if (!t)
            continue;
        if (!used.contains(t)) {
            used << t;
            usage.tables << t->qualifiedName();
        }
        byAlias.insert(t->name.toLower(), t);
        if (!r.alias.isEmpty())
            byAlias.insert(r.alias.toLower(), t);
    }
    const QList<sql::Token> tokens = sql::significantTokens(sql, flavor);
    auto add = [&usage](const db::TableInfo *t, const db::ColumnInfo *c) {
        const QString name = t->qualifiedName() + QLatin1Char('.') + c->name;
        if (!usage.columns.contains(name))
            usage.columns << name;
    };
    for (int i = 0; i < tokens.size(); ++i) {
        const sql::Token &t = tokens[i];
        if (t.kind != sql::TokenKind::Word && t.kind != sql::TokenKind::QuotedIdentifier)
            continue;
        const QString name = sql::identifierText(sql, t);
        const bool qualified = i >= 2 && tokens[i - 1].kind == sql::TokenKind::Dot;
        if (qualified) {
            const QString qualifier = sql::identifierText(sql, tokens[i - 2]).toLower();
            if (const db::TableInfo *table = byAlias.value(qualifier)) {
                if (const db::ColumnInfo *c = table->column(name))
                    add(table, c);
            }
            continue;
        }
        if (i + 1 < tokens.size() && tokens[i + 1].kind == sql::TokenKind::Dot)
            continue; // a qualifier itself
        for (const db::TableInfo *table : std::as_const(used)) {
            if (const db::ColumnInfo *c = table->column(name))
                add(table, c);
        }
    }
    return usage;
}

} // namespace assay::knowledge
