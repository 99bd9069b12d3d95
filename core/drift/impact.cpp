#include "impact.h"
#include "drifttr.h"
#include "schemarefs.h"

#include "sql/tokenizer.h"

#include <QSet>

namespace assay::drift {
namespace {

QString lower(const QString &s)
{
    return s.toLower();
}

QString columnKey(const QString &table, const QString &column)
{
    return table.toLower() + QLatin1Char('.') + column.toLower();
}

// Where each change is, by the names the old SQL uses.
struct ChangeIndex {
    const DriftReport *report = nullptr;
    QHash<QString, int> droppedTables;
    QHash<QString, int> renamedTables;
    QHash<QString, int> droppedColumns; // "oldtable.column"
    QHash<QString, int> renamedColumns;
    QHash<QString, int> retypedColumns;
    QMultiHash<QString, int> columnChangesOf; // old table -> its column changes (for SELECT *)
    RenameMap sure;
    RenameMap all;

    explicit ChangeIndex(const DriftReport &r) : report(&r)
    {
        for (int i = 0; i < r.changes.size(); ++i) {
            const SchemaChange &c = r.changes[i];
            const QString table = lower(c.oldTable.isEmpty() ? c.table : c.oldTable);
            switch (c.kind) {
            case ChangeKind::TableDropped:
                droppedTables.insert(table, i);
                break;
            case ChangeKind::TableRenamed:
                renamedTables.insert(table, i);
                break;
            case ChangeKind::ColumnDropped:
                droppedColumns.insert(columnKey(table, c.column), i);
                columnChangesOf.insert(table, i);
                break;
            case ChangeKind::ColumnRenamed:
                renamedColumns.insert(columnKey(table, c.oldColumn), i);
                columnChangesOf.insert(table, i);
                break;
            case ChangeKind::TypeChanged:
                retypedColumns.insert(columnKey(table, c.column), i);
                break;
            case ChangeKind::ColumnAdded:
                columnChangesOf.insert(table, i);
                break;
            default:
                break;
            }
        }
        sure = RenameMap::fromReport(r, false);
        all = RenameMap::fromReport(r, true);
    }

    const SchemaChange &change(int i) const { return report->changes[i]; }
    bool possible(int i) const { return change(i).confidence != RenameConfidence::Probable; }
};

struct Findings {
    QList<int> touched; // change indexes, in order
    bool breaks = false;
    bool renames = false;         // a rename it reads: a rewrite helps
    bool dropped = false;         // something it reads is gone: no rewrite helps that part
    bool reliesOnPossible = false;

    void touch(int i)
    {
        if (!touched.contains(i))
            touched << i;
    }
};

Findings examine(QStringView sql, const db::Catalog &catalog, const ChangeIndex &ix, sql::Flavor flavor)
{
    Findings f;
    for (const SchemaReference &r : findSchemaReferences(sql, catalog, flavor)) {
        const QString table = lower(r.table);
        if (r.kind == SchemaReference::Kind::Star) {
            for (auto it = ix.columnChangesOf.constFind(table); it != ix.columnChangesOf.constEnd() && it.key() == table; ++it)
                f.touch(it.value());
            continue;
        }
        if (int i = ix.droppedTables.value(table, -1); i >= 0) {
            f.touch(i);
            f.breaks = f.dropped = true;
            continue;
        }
        if (int i = ix.renamedTables.value(table, -1); i >= 0 && r.kind == SchemaReference::Kind::Table) {
            f.touch(i);
            f.breaks = f.renames = true;
            f.reliesOnPossible = f.reliesOnPossible || ix.possible(i);
        }
        if (r.kind != SchemaReference::Kind::Column)
            continue;
        const QString key = columnKey(table, r.column);
        if (int i = ix.droppedColumns.value(key, -1); i >= 0) {
            f.touch(i);
            f.breaks = f.dropped = true;
        } else if (int j = ix.renamedColumns.value(key, -1); j >= 0) {
            f.touch(j);
            f.breaks = f.renames = true;
            f.reliesOnPossible = f.reliesOnPossible || ix.possible(j);
        } else if (int k = ix.retypedColumns.value(key, -1); k >= 0) {
            f.touch(k);
        }
    }
    return f;
}

QStringList describeAll(const ChangeIndex &ix, const QList<int> &touched)
{
    QStringList out;
    for (int i : touched)
        out << ix.change(i).describe();
    return out;
}

// Fills the fix of an item whose SQL (or expression) reads what changed.
void proposeRewrite(Impact &impact, const Findings &f, QStringView sql, const db::Catalog &catalog, const ChangeIndex &ix, sql::Flavor flavor)
{
    impact.before = sql.toString();
    impact.breaks = f.breaks;
    impact.touches = describeAll(ix, f.touched);
    if (!f.renames) {
        impact.note = f.dropped ? Tr::tr("It reads what was dropped; only you can say what it should read now.")
                                : Tr::tr("It may give another result now; run it to see.");
        return;
    }
    const Rewrite rw = rewriteReferences(sql, catalog, ix.all, flavor);
    impact.fix = FixKind::Rewrite;
    impact.after = rw.text;
    impact.fixIsSure = !f.reliesOnPossible && rw.ambiguous == 0 && !f.dropped;
    QStringList notes;
    notes << Tr::tr("%n name(s) rewritten", nullptr, rw.changed);
    if (rw.ambiguous > 0)
        notes << Tr::tr("%n name(s) left as they were: more than one table it reads has that column", nullptr, rw.ambiguous);
    if (f.dropped)
        notes << Tr::tr("it also reads what was dropped, which you must change by hand");
    if (f.reliesOnPossible)
        notes << Tr::tr("a rename it relies on is only possible: check it first");
    impact.note = notes.join(QStringLiteral("; "));
}

// Names defined with AS in a statement (output columns): a column they rename keeps its name.
QSet<QString> definedAliases(const QString &sql, sql::Flavor flavor)
{
    QSet<QString> out;
    const QList<sql::Token> tokens = sql::significantTokens(sql, flavor);
    for (int i = 0; i + 1 < tokens.size(); ++i) {
        if (sql::isWord(sql, tokens[i], u"AS")
            && (tokens[i + 1].kind == sql::TokenKind::Word || tokens[i + 1].kind == sql::TokenKind::QuotedIdentifier))
            out.insert(sql::identifierText(sql, tokens[i + 1]).toLower());
    }
    return out;
}

// The cells of a notebook as tables of their own (their last output's columns), so that a cell
// reading another cell's renamed output column is found too, and the renames and drops that
// pass through a cell's output ("SELECT amount FROM orders" returns "total" after the rename).
void addCellOutputs(const NotebookInput &nb, db::Catalog &catalog, ChangeIndex &ix, sql::Flavor flavor)
{
    for (const notebook::Cell &c : nb.cells) {
        if (c.kind != notebook::CellKind::Sql || c.output.columns.isEmpty() || catalog.find(c.name))
            continue;
        db::TableInfo t;
        t.name = c.name;
        for (const db::ResultColumn &rc : c.output.columns) {
            db::ColumnInfo col;
            col.name = rc.name;
            t.columns << col;
        }
        catalog.tables << t;
    }
    // A pass per level of cells reading cells; at most as many passes as cells.
    for (int pass = 0; pass < nb.cells.size(); ++pass) {
        bool grew = false;
        for (const notebook::Cell &c : nb.cells) {
            if (c.kind != notebook::CellKind::Sql || c.output.columns.isEmpty())
                continue;
            QSet<QString> outputs;
            for (const db::ResultColumn &rc : c.output.columns)
                outputs.insert(rc.name.toLower());
            const QSet<QString> aliases = definedAliases(c.source, flavor);
            auto derive = [&](const QString &oldColumn, int change, bool rename, const QString &newColumn) {
                const QString key = columnKey(c.name, oldColumn);
                if (!outputs.contains(oldColumn.toLower()) || aliases.contains(oldColumn.toLower()) || ix.droppedColumns.contains(key)
                    || ix.renamedColumns.contains(key))
                    return;
                grew = true;
                if (!rename) {
                    ix.droppedColumns.insert(key, change);
                    return;
                }
                ix.renamedColumns.insert(key, change);
                ix.all.columns.insert(key, newColumn);
                if (!ix.possible(change))
                    ix.sure.columns.insert(key, newColumn);
            };
            for (const SchemaReference &r : findSchemaReferences(c.source, catalog, flavor)) {
                const QString table = lower(r.table);
                if (r.kind == SchemaReference::Kind::Column && !r.ambiguous) {
                    const QString key = columnKey(table, r.column);
                    if (int i = ix.renamedColumns.value(key, -1); i >= 0)
                        derive(r.column, i, true, ix.all.columns.value(key));
                    else if (int j = ix.droppedColumns.value(key, -1); j >= 0)
                        derive(r.column, j, false, {});
                } else if (r.kind == SchemaReference::Kind::Star) {
                    for (auto it = ix.renamedColumns.cbegin(); it != ix.renamedColumns.cend(); ++it) {
                        if (it.key().startsWith(table + QLatin1Char('.')))
                            derive(it.key().mid(table.size() + 1), it.value(), true, ix.all.columns.value(it.key()));
                    }
                    for (auto it = ix.droppedColumns.cbegin(); it != ix.droppedColumns.cend(); ++it) {
                        if (it.key().startsWith(table + QLatin1Char('.')))
                            derive(it.key().mid(table.size() + 1), it.value(), false, {});
                    }
                }
            }
        }
        if (!grew)
            break;
    }
}

void chartImpact(const NotebookInput &nb, const notebook::Cell &chart, const ChangeIndex &ix, QList<Impact> &out)
{
    const notebook::Cell *source = nullptr;
    for (const notebook::Cell &c : nb.cells) {
        if (c.id == chart.chartSourceId)
            source = &c;
    }
    if (!source)
        return;
    Impact impact;
    impact.kind = ItemKind::Chart;
    impact.id = chart.id;
    impact.label = chart.name;
    impact.notebook = nb.path;
    impact.inOpenNotebook = nb.open;
    impact.chartAfter = chart.chart;
    QList<int> touched;
    bool renamed = false, possible = false;
    auto follow = [&](QString &column) {
        if (column.isEmpty())
            return;
        const QString key = columnKey(source->name, column);
        if (int i = ix.droppedColumns.value(key, -1); i >= 0) {
            touched << i;
            impact.breaks = true;
        } else if (int j = ix.renamedColumns.value(key, -1); j >= 0) {
            touched << j;
            impact.breaks = renamed = true;
            possible = possible || ix.possible(j);
            column = ix.all.columns.value(key);
        }
    };
    follow(impact.chartAfter.x);
    follow(impact.chartAfter.series);
    for (charts::Measure &m : impact.chartAfter.y)
        follow(m.column);
    if (touched.isEmpty())
        return;
    QList<int> unique;
    for (int i : touched) {
        if (!unique.contains(i))
            unique << i;
    }
    impact.touches = describeAll(ix, unique);
    if (renamed) {
        impact.fix = FixKind::Rewrite;
        impact.fixIsSure = !possible;
        impact.note = Tr::tr("The chart's columns follow the renamed column of “%1”.").arg(source->name);
    } else {
        impact.note = Tr::tr("The chart uses a column “%1” no longer returns.").arg(source->name);
    }
    out << impact;
}

void notebookImpacts(const NotebookInput &nb, const db::Catalog &before, const ChangeIndex &base, sql::Flavor flavor, QList<Impact> &out)
{
    db::Catalog catalog = before;
    ChangeIndex ix = base;
    addCellOutputs(nb, catalog, ix, flavor);
    for (const notebook::Cell &c : nb.cells) {
        if (c.kind == notebook::CellKind::Chart) {
            chartImpact(nb, c, ix, out);
            continue;
        }
        if (c.kind != notebook::CellKind::Sql)
            continue;
        const Findings f = examine(c.source, catalog, ix, flavor);
        if (f.touched.isEmpty())
            continue;
        Impact impact;
        impact.kind = ItemKind::Cell;
        impact.id = c.id;
        impact.label = c.name;
        impact.notebook = nb.path;
        impact.inOpenNotebook = nb.open;
        proposeRewrite(impact, f, c.source, catalog, ix, flavor);
        out << impact;
    }
}

// A term's expression reads its table's columns unqualified ("SUM(amount)" on order_lines):
// examined as the query it stands for, then cut back to the expression.
QString termQuery(const knowledge::GlossaryEntry &g)
{
    return g.table.isEmpty() ? g.expression : QStringLiteral("SELECT %1 FROM %2").arg(g.expression.isEmpty() ? QStringLiteral("1") : g.expression, g.table);
}

QString expressionOf(const QString &query, const knowledge::GlossaryEntry &g)
{
    if (g.table.isEmpty())
        return query;
    const int from = int(query.lastIndexOf(QStringLiteral(" FROM ")));
    return g.expression.isEmpty() || from < 7 ? g.expression : query.mid(7, from - 7);
}

void glossaryImpacts(const ImpactInputs &in, const db::Catalog &before, const ChangeIndex &ix, QList<Impact> &out)
{
    for (const knowledge::GlossaryEntry &g : in.glossary) {
        const QString query = termQuery(g);
        Findings f = examine(query, before, ix, in.flavor);
        const QString table = lower(g.table);
        QString newColumn = g.column;
        if (!g.column.isEmpty()) {
            const QString key = columnKey(table, g.column);
            if (int i = ix.droppedColumns.value(key, -1); i >= 0) {
                f.touch(i);
                f.breaks = f.dropped = true;
            } else if (int j = ix.renamedColumns.value(key, -1); j >= 0) {
                f.touch(j);
                f.breaks = f.renames = true;
                f.reliesOnPossible = f.reliesOnPossible || ix.possible(j);
                newColumn = ix.all.columns.value(key);
            }
        }
        if (f.touched.isEmpty())
            continue;
        Impact impact;
        impact.kind = ItemKind::GlossaryTerm;
        impact.id = QString::number(g.id);
        impact.label = g.term;
        proposeRewrite(impact, f, query, before, ix, in.flavor);
        impact.before = g.expression;
        impact.glossaryAfter = g;
        if (impact.fix == FixKind::Rewrite) {
            impact.after = expressionOf(impact.after, g);
            impact.glossaryAfter.expression = impact.after;
            impact.glossaryAfter.table = ix.all.tables.value(table, g.table);
            impact.glossaryAfter.column = newColumn;
        } else if (f.dropped) {
            impact.fix = FixKind::DropStale;
            impact.note = Tr::tr("The term names what was dropped: remove it, or keep it and change it by hand.");
        }
        out << impact;
    }
}

void exampleImpacts(const ImpactInputs &in, const db::Catalog &before, const ChangeIndex &ix, QList<Impact> &out)
{
    for (const knowledge::ExampleEntry &e : in.examples) {
        const Findings f = examine(e.sql, before, ix, in.flavor);
        if (f.touched.isEmpty())
            continue;
        Impact impact;
        impact.kind = ItemKind::Example;
        impact.id = QString::number(e.id);
        impact.label = e.question;
        impact.exampleAfter = e;
        proposeRewrite(impact, f, e.sql, before, ix, in.flavor);
        if (impact.fix == FixKind::Rewrite)
            impact.exampleAfter.sql = impact.after;
        if (f.dropped && !f.renames) {
            // A stale example teaches the model SQL that fails: offer to drop it.
            impact.fix = FixKind::DropStale;
            impact.fixIsSure = false;
            impact.note = Tr::tr("The example's SQL reads what was dropped: drop the example, or keep it and change it by hand.");
        }
        out << impact;
    }
}

QList<Impact> descriptionImpacts(const ImpactInputs &in, const db::Catalog &before, const ChangeIndex &ix);
QList<Impact> policyImpacts(const ImpactInputs &in, const ChangeIndex &ix);

} // namespace

QList<Impact> findImpacts(const DriftReport &report, const db::Catalog &before, const ImpactInputs &inputs)
{
    QList<Impact> out;
    if (report.status != DriftReport::Status::Changed)
        return out;
    const ChangeIndex ix(report);
    for (const NotebookInput &nb : inputs.notebooks)
        notebookImpacts(nb, before, ix, inputs.flavor, out);
    glossaryImpacts(inputs, before, ix, out);
    exampleImpacts(inputs, before, ix, out);
    out += descriptionImpacts(inputs, before, ix);
    for (const MetricDefinition &m : inputs.metrics) {
        const Findings f = examine(m.sql, before, ix, inputs.flavor);
        if (f.touched.isEmpty())
            continue;
        Impact impact;
        impact.kind = ItemKind::Metric;
        impact.id = m.id;
        impact.label = m.name;
        proposeRewrite(impact, f, m.sql, before, ix, inputs.flavor);
        out << impact;
    }
    out += policyImpacts(inputs, ix);
    return out;
}

namespace {

QList<Impact> descriptionImpacts(const ImpactInputs &in, const db::Catalog &before, const ChangeIndex &ix)
{
    QList<Impact> out;
    for (auto it = in.userDescriptions.cbegin(); it != in.userDescriptions.cend(); ++it) {
        // "schema.table" or "schema.table.column": a key is a table when the catalog has it.
        QString table = it.key(), column;
        if (!before.find(table.section(QLatin1Char('.'), -1), table.count(QLatin1Char('.')) ? QStringView(table.section(QLatin1Char('.'), 0, -2)) : QStringView())) {
            column = table.section(QLatin1Char('.'), -1);
            table = table.section(QLatin1Char('.'), 0, -2);
        }
        Impact impact;
        impact.kind = ItemKind::Description;
        impact.id = it.key();
        impact.label = it.key();
        impact.before = it.value();
        impact.after = it.value();
        int change = -1;
        if ((change = ix.droppedTables.value(table, -1)) >= 0
            || (!column.isEmpty() && (change = ix.droppedColumns.value(columnKey(table, column), -1)) >= 0)) {
            impact.fix = FixKind::DropStale;
            impact.descriptionTable = table;
            impact.descriptionColumn = column;
            impact.note = Tr::tr("Your description of something that was dropped: remove it, or keep it.");
        } else if ((change = ix.renamedTables.value(table, -1)) >= 0
                   || (!column.isEmpty() && (change = ix.renamedColumns.value(columnKey(table, column), -1)) >= 0)) {
            impact.fix = FixKind::MoveDescription;
            impact.fixIsSure = !ix.possible(change);
            impact.descriptionTable = ix.all.tables.value(table, table);
            impact.descriptionColumn = column.isEmpty() ? QString() : ix.all.columns.value(columnKey(table, column), column);
            impact.note = Tr::tr("Your description moves to the new name.");
        } else if (!column.isEmpty() && (change = ix.retypedColumns.value(columnKey(table, column), -1)) >= 0) {
            impact.note = Tr::tr("The column's type changed: read your description again.");
        }
        if (change < 0)
            continue;
        impact.touches << ix.change(change).describe();
        impact.breaks = impact.fix != FixKind::None;
        out << impact;
    }
    // The generated descriptions of changed tables are written again by the knowledge build.
    QStringList changed;
    for (const SchemaChange &c : ix.report->changes) {
        if (c.kind != ChangeKind::TableAdded && c.kind != ChangeKind::TableDropped && !changed.contains(c.table)
            && in.describedTables.contains(c.oldTable.isEmpty() ? c.table : c.oldTable, Qt::CaseInsensitive))
            changed << c.table;
    }
    if (!changed.isEmpty()) {
        Impact impact;
        impact.kind = ItemKind::Description;
        impact.id = QStringLiteral("generated");
        impact.label = Tr::tr("Generated descriptions of %1").arg(changed.join(QStringLiteral(", ")));
        impact.touches << Tr::tr("%n table(s) changed", nullptr, int(changed.size()));
        impact.fix = FixKind::Redescribe;
        impact.fixIsSure = true;
        impact.note = Tr::tr("Assay describes the changed tables again.");
        out << impact;
    }
    return out;
}

QList<Impact> policyImpacts(const ImpactInputs &in, const ChangeIndex &ix)
{
    QList<Impact> out;
    if (in.policy.isEmpty())
        return out;
    security::AccessPolicy after = in.policy;
    QStringList touches, notes;
    bool possible = false, exposed = false;
    auto mapTables = [&](QSet<QString> &set) {
        for (const QString &name : QSet<QString>(set)) {
            if (int i = ix.renamedTables.value(name.toLower(), -1); i >= 0) {
                set.remove(name);
                set.insert(ix.all.tables.value(name.toLower()).toLower());
                touches << ix.change(i).describe();
                possible = possible || ix.possible(i);
                exposed = true;
            } else if (int j = ix.droppedTables.value(name.toLower(), -1); j >= 0) {
                touches << ix.change(j).describe();
            }
        }
    };
    auto mapColumns = [&](QSet<QString> &set) {
        for (const QString &name : QSet<QString>(set)) {
            const QString table = name.section(QLatin1Char('.'), 0, -2).toLower();
            const QString column = name.section(QLatin1Char('.'), -1);
            const QString newTable = ix.all.tables.value(table, table);
            if (int i = ix.renamedColumns.value(columnKey(table, column), -1); i >= 0) {
                set.remove(name);
                set.insert((newTable + QLatin1Char('.') + ix.all.columns.value(columnKey(table, column))).toLower());
                touches << ix.change(i).describe();
                possible = possible || ix.possible(i);
                exposed = true;
            } else if (int j = ix.renamedTables.value(table, -1); j >= 0) {
                set.remove(name);
                set.insert((newTable + QLatin1Char('.') + column).toLower());
                touches << ix.change(j).describe();
                exposed = true;
            } else if (int k = ix.droppedColumns.value(columnKey(table, column), -1); k >= 0) {
                touches << ix.change(k).describe();
            }
        }
    };
    mapTables(after.hiddenTables);
    mapTables(after.blockedTables);
    mapColumns(after.hiddenColumns);
    mapColumns(after.redactedColumns);
    touches.removeDuplicates();
    if (touches.isEmpty())
        return out;
    Impact impact;
    impact.kind = ItemKind::AccessPolicy;
    impact.id = QStringLiteral("policy");
    impact.label = Tr::tr("Privacy settings of this connection");
    impact.touches = touches;
    impact.breaks = exposed;
    impact.fix = exposed ? FixKind::Rewrite : FixKind::None;
    impact.fixIsSure = exposed && !possible;
    impact.policyAfter = after.toJson();
    impact.note = exposed ? Tr::tr("They name the old names: until they follow the rename, what they hide is visible to the assistant.")
                          : Tr::tr("They name what was dropped; that part no longer does anything.");
    out << impact;
    return out;
}

} // namespace

QString itemKindName(ItemKind kind)
{
    switch (kind) {
    case ItemKind::Cell:
        return Tr::tr("cell");
    case ItemKind::Chart:
        return Tr::tr("chart");
    case ItemKind::GlossaryTerm:
        return Tr::tr("glossary term");
    case ItemKind::Example:
        return Tr::tr("example");
    case ItemKind::Description:
        return Tr::tr("description");
    case ItemKind::Metric:
        return Tr::tr("metric");
    case ItemKind::AccessPolicy:
        return Tr::tr("privacy settings");
    }
    return {};
}

QString itemKindKey(ItemKind kind)
{
    switch (kind) {
    case ItemKind::Cell:
        return QStringLiteral("cell");
    case ItemKind::Chart:
        return QStringLiteral("chart");
    case ItemKind::GlossaryTerm:
        return QStringLiteral("glossary_term");
    case ItemKind::Example:
        return QStringLiteral("example");
    case ItemKind::Description:
        return QStringLiteral("description");
    case ItemKind::Metric:
        return QStringLiteral("metric");
    case ItemKind::AccessPolicy:
        return QStringLiteral("access_policy");
    }
    return {};
}

} // namespace assay::drift
