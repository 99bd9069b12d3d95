// DriftController::applyFixes: the fixes the user chose in the review, applied as one undo step
// ("Follow Schema Changes"): the open notebook's cells and charts through the notebook's own
// commands, and the knowledge edits (terms, examples, descriptions) and the privacy settings
// through commands that put them back on undo.

#include "driftcontroller.h"

#include "notebook/commands.h"
#include "notebook/notebookdocument.h"

#include "db/connectionmanager.h"
#include "db/savedconnections.h"
#include "knowledgebuild/knowledgeservice.h"
#include "notebook/notebook.h"

#include <QUndoStack>

#include <functional>

namespace assay::ui {
namespace {

// An edit outside the notebook model that Undo puts back (the knowledge store, the connection).
class FunctionCommand : public QUndoCommand {
public:
    FunctionCommand(const QString &text, std::function<void()> redo, std::function<void()> undo)
        : m_redo(std::move(redo))
        , m_undo(std::move(undo))
    {
        setText(text);
    }
    void redo() override { m_redo(); }
    void undo() override { m_undo(); }

private:
    std::function<void()> m_redo;
    std::function<void()> m_undo;
};

qint64 exampleId(knowledge::KnowledgeService *k, const QString &question, const QString &sql)
{
    for (const knowledge::ExampleEntry &e : k->snapshot()->examples) {
        if (e.question == question && e.sql == sql)
            return e.id;
    }
    return 0;
}

// Replaces an example by another (the store has no update): the id changes, so each side finds
// the one to remove by its text.
void swapExample(knowledge::KnowledgeService *k, const knowledge::ExampleEntry &from, const knowledge::ExampleEntry *to)
{
    if (const qint64 id = exampleId(k, from.question, from.sql))
        k->removeExample(id);
    if (to)
        k->addExample(to->question, to->sql, to->source);
}

void setDescription(knowledge::KnowledgeService *k, const QString &table, const QString &column, const QString &text)
{
    if (column.isEmpty())
        k->setTableDescription(table, text);
    else
        k->setColumnDescription(table, column, text);
}

QString glossaryId(const knowledge::GlossaryEntry &g)
{
    return QString::number(g.id);
}

} // namespace

// One command per fix, pushed inside a macro: Undo takes every fix back at once.
QUndoCommand *DriftController::fixCommand(const drift::Impact &impact, QString *skipped)
{
    notebook::Notebook *nb = m_document->notebook();
    knowledge::KnowledgeService *k = m_knowledge;
    switch (impact.kind) {
    case drift::ItemKind::Cell:
    case drift::ItemKind::Chart: {
        const notebook::Cell *cell = impact.inOpenNotebook ? nb->cell(impact.id) : nullptr;
        if (!cell) {
            *skipped = tr("%1 is in %2: open that notebook to fix it there.").arg(impact.label, impact.notebook);
            return nullptr;
        }
        if (impact.kind == drift::ItemKind::Chart)
            return new ChartSpecCommand(nb, impact.id, impact.chartAfter);
        if (cell->source != impact.before) { // edited since the check: never overwritten
            *skipped = tr("Cell %1 was edited since the check and was left as it is.").arg(impact.label);
            return nullptr;
        }
        return new EditSourceCommand(nb, impact.id, impact.before, impact.after);
    }
    case drift::ItemKind::GlossaryTerm: {
        knowledge::GlossaryEntry before;
        for (const knowledge::GlossaryEntry &g : k->snapshot()->glossary) {
            if (glossaryId(g) == impact.id)
                before = g;
        }
        if (before.id == 0) {
            *skipped = tr("The term %1 is gone already.").arg(impact.label);
            return nullptr;
        }
        if (impact.fix == drift::FixKind::DropStale) {
            // Removed, and added back (under a new id) on undo.
            auto id = std::make_shared<qint64>(before.id);
            return new FunctionCommand(tr("Remove term %1").arg(impact.label), [k, id] { k->removeGlossaryEntry(*id); }, [k, before, id] {
                knowledge::GlossaryEntry again = before;
                again.id = 0;
                k->saveGlossaryEntry(again);
                for (const knowledge::GlossaryEntry &g : k->snapshot()->glossary) {
                    if (g.term == before.term)
                        *id = g.id;
                }
            });
        }
        const knowledge::GlossaryEntry after = impact.glossaryAfter;
        return new FunctionCommand(tr("Rewrite term %1").arg(impact.label), [k, after] { k->saveGlossaryEntry(after); },
                                   [k, before] { k->saveGlossaryEntry(before); });
    }
    case drift::ItemKind::Example: {
        knowledge::ExampleEntry before;
        for (const knowledge::ExampleEntry &e : k->snapshot()->examples) {
            if (QString::number(e.id) == impact.id)
                before = e;
        }
        if (before.id == 0) {
            *skipped = tr("The example “%1” is gone already.").arg(impact.label);
            return nullptr;
        }
        if (impact.fix == drift::FixKind::DropStale)
            return new FunctionCommand(tr("Drop example"), [k, before] { swapExample(k, before, nullptr); },
                                       [k, before] { k->addExample(before.question, before.sql, before.source); });
        const knowledge::ExampleEntry after = impact.exampleAfter;
        return new FunctionCommand(tr("Rewrite example"), [k, before, after] { swapExample(k, before, &after); },
                                   [k, before, after] { swapExample(k, after, &before); });
    }
    case drift::ItemKind::Description: {
        if (impact.fix == drift::FixKind::Redescribe)
            return new FunctionCommand(tr("Describe changed tables again"), [k] { k->build(false); }, [] {});
        const QString oldKey = impact.id;
        const QString text = impact.before;
        // The key is "table" or "table.column" as the catalog before the change named it.
        QString oldTable = oldKey, oldColumn;
        if (!impact.descriptionColumn.isEmpty()) {
            oldColumn = oldKey.section(QLatin1Char('.'), -1);
            oldTable = oldKey.section(QLatin1Char('.'), 0, -2);
        }
        if (impact.fix == drift::FixKind::DropStale)
            return new FunctionCommand(tr("Remove description of %1").arg(oldKey), [k, oldTable, oldColumn] { setDescription(k, oldTable, oldColumn, {}); },
                                       [k, oldTable, oldColumn, text] { setDescription(k, oldTable, oldColumn, text); });
        const QString newTable = impact.descriptionTable, newColumn = impact.descriptionColumn;
        return new FunctionCommand(
            tr("Move description of %1").arg(oldKey),
            [=] {
                setDescription(k, newTable, newColumn, text);
                setDescription(k, oldTable, oldColumn, {});
            },
            [=] {
                setDescription(k, oldTable, oldColumn, text);
                setDescription(k, newTable, newColumn, {});
            });
    }
    case drift::ItemKind::AccessPolicy: {
        db::ConnectionManager *connections = m_connections;
        const QJsonObject before = connections->config().privacy;
        QJsonObject after = before;
        for (auto it = impact.policyAfter.constBegin(); it != impact.policyAfter.constEnd(); ++it)
            after.insert(it.key(), it.value());
        // The live connection at once (the assistant reads it for every question) and the saved one.
        auto set = [connections](const QJsonObject &privacy) {
            connections->setPrivacy(privacy);
            const QString id = connections->config().id;
            QList<db::ConnectionConfig> saved = db::SavedConnections::load();
            for (db::ConnectionConfig &c : saved) {
                if (!id.isEmpty() && c.id == id)
                    c.privacy = privacy;
            }
            db::SavedConnections::save(saved);
        };
        return new FunctionCommand(tr("Follow renames in the privacy settings"), [set, after] { set(after); }, [set, before] { set(before); });
    }
    case drift::ItemKind::Metric: {
        if (!m_applyMetric) {
            *skipped = tr("Metric %1: no metric store takes the fix.").arg(impact.label);
            return nullptr;
        }
        auto apply = m_applyMetric;
        return new FunctionCommand(tr("Rewrite metric %1").arg(impact.label), [apply, impact] { apply(impact); }, [] {});
    }
    }
    return nullptr;
}

QString DriftController::applyFixes(const QList<int> &chosen)
{
    QUndoStack *undo = m_document->undoStack();
    QStringList skipped;
    int applied = 0;
    undo->beginMacro(tr("Follow Schema Changes"));
    for (int index : chosen) {
        if (index < 0 || index >= m_impacts.size() || m_impacts[index].fix == drift::FixKind::None)
            continue;
        QString why;
        if (QUndoCommand *command = fixCommand(m_impacts[index], &why)) {
            undo->push(command);
            ++applied;
        } else if (!why.isEmpty()) {
            skipped << why;
        }
    }
    undo->endMacro();
    QString done = tr("Applied %n fix(es); Edit ▸ Undo takes them back. Assay now compares with the schema as it is.", nullptr, applied);
    if (!skipped.isEmpty())
        done += QLatin1Char(' ') + skipped.join(QLatin1Char(' '));
    recordSchema(done);
    return done;
}

} // namespace assay::ui
