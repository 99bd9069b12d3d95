#pragma once
// What a schema change touches, and how each thing can be fixed: the cells and charts of the open
// and recent notebooks, glossary terms, examples, the user's descriptions, metrics and the
// connection's access policy. Pure: everything comes in as values and the fixes go out as values
// (the rewritten SQL, the chart spec, the glossary entry...), which the window applies only when
// the user says so (the open notebook through its undo stack) and `assay check` only prints.

#include "drifttypes.h"

#include "charts/chartspec.h"
#include "db/catalog.h"
#include "knowledge/examples.h"
#include "knowledge/glossary.h"
#include "notebook/cell.h"
#include "security/accesspolicy.h"

#include <QJsonObject>

namespace assay::drift {

enum class ItemKind { Cell, Chart, GlossaryTerm, Example, Description, Metric, AccessPolicy };

enum class FixKind {
    None,            // nothing Assay can do by itself: the user looks (a dropped column it read)
    Rewrite,         // the names of renamed tables and columns written in (SQL, chart spec, term, policy)
    DropStale,       // it names only what is gone: drop it (or keep it)
    MoveDescription, // the user's description of a renamed column or table goes to the new name
    Redescribe,      // the generated descriptions of the changed tables are written again
};

// A metric as a metrics store would hand it over: the typed hook for one when it exists (no
// store keeps metrics yet; until then the list is empty).
struct MetricDefinition {
    QString id;
    QString name;
    QString sql; // the metric's SQL or expression
};

struct NotebookInput {
    QString path;  // empty for the open notebook before it is saved
    QString title;
    bool open = false; // the notebook in the window (fixes there are undoable)
    QList<notebook::Cell> cells;
};

struct ImpactInputs {
    QList<NotebookInput> notebooks;
    QList<knowledge::GlossaryEntry> glossary;
    QList<knowledge::ExampleEntry> examples;
    QHash<QString, QString> userDescriptions; // "table" or "table.column", lower-cased -> text
    QStringList describedTables;              // tables with generated descriptions (qualified)
    QList<MetricDefinition> metrics;
    security::AccessPolicy policy;
    sql::Flavor flavor = sql::Flavor::Generic;
};

struct Impact {
    ItemKind kind = ItemKind::Cell;
    QString id;       // cell id, glossary or example id, description key, metric id
    QString label;    // what the user calls it: the cell's name, the term, the question...
    QString notebook; // cells and charts: the notebook's file
    bool inOpenNotebook = false;
    QStringList touches; // the changes that touch it, in words
    bool breaks = false; // it fails as it is (false: it may only give another result)
    FixKind fix = FixKind::None;
    bool fixIsSure = false; // every rename the fix relies on is a probable one
    QString before;         // the text as it is (SQL, expression, description)
    QString after;          // and as the fix would make it
    QString note;           // what the fix does or why there is none
    // The fix as a value, for the kinds that need more than text:
    charts::ChartSpec chartAfter;
    knowledge::GlossaryEntry glossaryAfter;
    knowledge::ExampleEntry exampleAfter;
    QString descriptionTable; // MoveDescription: where the text goes; DropStale: where it was
    QString descriptionColumn;
    QJsonObject policyAfter;
};

QList<Impact> findImpacts(const DriftReport &report, const db::Catalog &before, const ImpactInputs &inputs);

QString itemKindName(ItemKind kind); // translated, singular: "cell", "chart", "glossary term"...
QString itemKindKey(ItemKind kind);  // "cell", "chart", "glossary_term", ... for JSON

} // namespace assay::drift
