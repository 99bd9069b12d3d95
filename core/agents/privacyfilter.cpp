#include "privacyfilter.h"

namespace assay::agents {
namespace {

void clearValues(knowledge::ColumnProfile &p)
{
    p.topValues.clear();
    p.samples.clear();
    p.min = {};
    p.max = {};
}

} // namespace

std::shared_ptr<const knowledge::KnowledgeSnapshot> restrictKnowledge(
    const std::shared_ptr<const knowledge::KnowledgeSnapshot> &snapshot, const security::AccessPolicy &policy)
{
    if (!snapshot || policy.isEmpty())
        return snapshot;
    auto out = std::make_shared<knowledge::KnowledgeSnapshot>(*snapshot);
    const auto hidden = [policy](const QString &table, const QString &column) {
        return policy.hiddenFromModel(table, column);
    };
    const auto redacted = [policy](const QString &table, const QString &column) {
        return policy.valueWithheld(table, column);
    };
    out->hidden = hidden;
    out->redacted = redacted;

    // A view's column that carries a hidden column's name most likely passes it on; the database
    // refuses reading it anyway (core/db/privacy.md), and its name must not reach a prompt.
    QSet<QString> hiddenColumnNames;
    for (const QString &c : policy.hiddenColumns)
        hiddenColumnNames.insert(c.section(u'.', -1));
    QList<db::TableInfo> tables;
    for (db::TableInfo t : std::as_const(out->catalog.tables)) {
        if (hidden(t.qualifiedName(), {}))
            continue;
        t.columns.removeIf([&](const db::ColumnInfo &c) {
            return hidden(t.qualifiedName(), c.name) || (t.isView() && hiddenColumnNames.contains(c.name.toLower()));
        });
        t.foreignKeys.removeIf([&](const db::ForeignKeyInfo &fk) {
            const QString target = fk.refSchema.isEmpty() ? fk.refTable : fk.refSchema + u'.' + fk.refTable;
            bool drop = hidden(target, {});
            for (const QString &c : fk.columns)
                drop = drop || hidden(t.qualifiedName(), c);
            for (const QString &c : fk.refColumns)
                drop = drop || hidden(target, c);
            return drop;
        });
        tables << t;
    }
    out->catalog.tables = tables;

    knowledge::DataContext &ctx = out->context;
    ctx.tables.removeIf([&](const knowledge::TableKnowledge &t) { return hidden(t.qualifiedName(), {}); });
    for (knowledge::TableKnowledge &t : ctx.tables) {
        t.columns.removeIf([&](const knowledge::ColumnKnowledge &c) { return hidden(t.qualifiedName(), c.name); });
        t.profile.columns.removeIf([&](const knowledge::ColumnProfile &c) { return hidden(t.qualifiedName(), c.name); });
        for (knowledge::ColumnKnowledge &c : t.columns) {
            if (redacted(t.qualifiedName(), c.name))
                clearValues(c.profile);
        }
        for (knowledge::ColumnProfile &c : t.profile.columns) {
            if (redacted(t.qualifiedName(), c.name))
                clearValues(c);
        }
        t.keyAttributes.removeIf([&](const QString &c) { return hidden(t.qualifiedName(), c); });
    }
    ctx.relationships.removeIf([&](const knowledge::Relationship &r) {
        bool drop = hidden(r.fromTable, {}) || hidden(r.toTable, {});
        for (const QString &c : r.fromColumns)
            drop = drop || hidden(r.fromTable, c);
        for (const QString &c : r.toColumns)
            drop = drop || hidden(r.toTable, c);
        return drop;
    });
    for (knowledge::Entity &e : ctx.entities)
        e.tables.removeIf([&](const QString &t) { return hidden(t, {}); });
    // Examples carry SQL and column lists: one that touches anything hidden would teach the model
    // its name, so it stays out.
    out->examples.removeIf([&](const knowledge::ExampleEntry &e) {
        for (const QString &t : e.tables) {
            if (hidden(t, {}))
                return true;
        }
        for (const QString &c : e.columns) {
            const int dot = c.lastIndexOf(u'.');
            if (dot > 0 && hidden(c.left(dot), c.mid(dot + 1)))
                return true;
        }
        return false;
    });
    return out;
}

} // namespace assay::agents
