#pragma once
// TiInsight's clarification and decomposition (section 3.2): the question rewritten with the
// data context, the glossary and exact time ranges; a question back to the user when it stays
// ambiguous (with options from the schema and glossary); steps when one query cannot answer it.
// Without a usable model answer the question goes on as asked, with a note.

#include "agentmodel.h"
#include "notebookcontext.h"
#include "ask/timeexpressions.h"

#include "knowledge/knowledgesnapshot.h"

namespace assay::agents {

struct ClarifyOutcome {
    QString rewritten;
    QStringList steps;           // at least one
    ask::Clarification clarification; // set when the user must choose
    QString warning;             // the model's answer could not be used
};

ClarifyOutcome clarifyQuestion(AgentModel &model, const ask::AskRequest &request, const knowledge::KnowledgeSnapshot &knowledge,
                               const NotebookContext &context, const QList<ask::TimeRange> &times);

} // namespace assay::agents
