#pragma once
// Schema linking (TiSQL section 4, TiInsight Algorithm 4): a coarse retrieval of the top 30
// tables from the knowledge layer (hybrid BM25 + vectors + WordNet, plus the tables of similar
// examples and of values the question mentions), then the model keeps the tables and columns it
// needs, in parallel blocks (map) whose answers are united (reduce). Blocks group tables that are
// related (a table with its neighbours), each block's prompt lists the relationships and the
// glossary terms, and a table of 100+ columns is read in column blocks of its own, so its last
// columns are seen like its first. SearchValue finds the stored spelling of literals. The model
// may ask for a table in several roles ("airports": source and destination), so the join planner
// joins it once per role.

#include "agentmodel.h"

#include "knowledge/knowledgesnapshot.h"
#include "schema/tableuse.h"

#include <QHash>
#include <QSet>

namespace assay::agents {

struct LinkOptions {
    int coarseTables = 30;
    int blockSize = 4;    // tables per model call
    int wideTable = 100;  // a table with this many columns is filtered in column blocks of its own
    int columnsPerBlock = 50;
    bool useModel = true;
    bool shareValues = false; // sample values in the schema text
};

struct LinkedSchema {
    QStringList tables;                   // qualified names, most relevant first
    QHash<QString, QStringList> columns;  // table -> the columns kept (empty: all)
    QHash<QString, QStringList> roles;    // table -> the roles the question needs it in (empty: once, as itself)
    QList<knowledge::ValueHit> values;    // literals of the question found in the data
    QString warning;

    // Tables with their kept columns, types, keys, descriptions (and statistics), then the
    // relationships among them.
    QString schemaText(const knowledge::KnowledgeSnapshot &k, bool shareValues) const;
    // The columns the schema text lists for each linked table: the kept ones (all when none were
    // chosen), its primary key, and the columns of its relationships with the other linked tables.
    QHash<QString, QStringList> shownColumns(const knowledge::KnowledgeSnapshot &k) const;
    // The known relationships (declared, inferred, the analyst's) between two linked tables.
    QList<knowledge::Relationship> relationships(const knowledge::KnowledgeSnapshot &k) const;
    QSet<QString> preferredColumns() const; // "table.column", lower-case
    QStringList columnList() const;         // "table.column"
    // What the join planner is asked for: each table once, or once per role, with its columns.
    QList<schema::TableUse> tableUses() const;
};

// Words and phrases of the question stored as values (exact matches, case ignored), and quoted
// text (best match). Most frequent first, at most `max`.
QList<knowledge::ValueHit> findValueMentions(const QString &question, const knowledge::KnowledgeSnapshot &k, int max = 6);

LinkedSchema linkSchema(AgentModel &model, const QString &question, const knowledge::KnowledgeSnapshot &k, const LinkOptions &options);

// The whole schema rendered like schemaText, for measuring what linking saves.
QString fullSchemaText(const knowledge::KnowledgeSnapshot &k);

} // namespace assay::agents
