#pragma once
// The pieces of prompts that several agents share, rendered from the knowledge snapshot and the
// request: time references, the database summary, a tables overview, glossary entries and
// examples retrieved for the question, the conversation. Each says "(none)" rather than vanish,
// so prompts keep their shape.

#include "ask/asktypes.h"
#include "ask/timeexpressions.h"

#include "knowledge/knowledgesnapshot.h"

namespace assay::agents {

QString timeText(const QList<ask::TimeRange> &times);
QString databaseText(const knowledge::KnowledgeSnapshot &k);
// The top tables for the question, one line each (name, description, key columns).
QString tablesOverview(const knowledge::KnowledgeSnapshot &k, const QString &question, int count = 8);
QString glossaryText(const knowledge::KnowledgeSnapshot &k, const QString &question, int count = 6);
QString examplesText(const knowledge::KnowledgeSnapshot &k, const QString &question, int count = 3);
QString historyText(const QList<ask::ChatTurn> &history, int turns = 3);
// "customers.city = 'Berlin' (5,412 rows)" lines.
QString valuesText(const QList<knowledge::ValueHit> &values);

} // namespace assay::agents
