#pragma once
// What a question carries in to either answerer (the model's pipeline or the offline reader: the question, a copy of the notebook, the
// conversation so far, options) and what comes out (steps that become cells, a question back to
// the user, or a plain explanation of what went wrong), with the cost of every stage. Plain
// values: they cross from the GUI thread to the answering worker and back by copy.

#include "declinereason.h"
#include "informationunit.h"
#include "readingoverride.h"

#include "charts/chartspec.h"
#include "charts/resultsample.h"
#include "notebook/cell.h"
#include "schema/joinplan.h"
#include "security/accesspolicy.h"
#include "sql/tokenizer.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace assay::ask {

enum class AskMode { Pipeline, Tools, Offline }; // Offline: core/offline, no language model

struct ChatTurn {
    QString question;
    QString answer;        // what the assistant said
    QStringList cellNames; // the cells it created
    QString sql;           // the main SQL it ran
    int tokens = 0;        // what the answer cost, as saved with the notebook
    double cost = 0;
};

struct AskRequest {
    QString question;
    QString questionId;   // for the usage ledger
    QString notebookId;
    QList<notebook::Cell> cells; // a copy of the notebook (outputs' metadata included, never rows)
    sql::Flavor flavor = sql::Flavor::Generic;
    QString currentCellName;     // the cell the user had selected, if any
    QList<ChatTurn> history;     // earlier questions in this notebook, oldest first
    QString clarification;       // the user's answer to a question asked back
    bool answerOffline = false;  // the analyst asked for the offline assistant's answer ("Answer Offline")
    ReadingOverrides readingOverrides; // an offline reading's alternative the analyst chose (implies answerOffline)
    schema::JoinChoice joinChoice; // the user's answer to "which way do these tables connect?"
    AskMode mode = AskMode::Pipeline;
    int maxRefineRounds = 3;
    int maxToolRounds = 12;
    qint64 rowCap = 1000;
    int timeoutMs = 30000;
    QDate today = QDate::currentDate();
    bool shareSampleValues = false; // cell values may go into prompts
    security::AccessPolicy policy;  // the connection's privacy settings, checked on every statement
    bool allowClarification = true;
    bool writeInsight = true;
};

// A different reading of one part of a question, offered by the offline assistant ("by stores.city
// instead of regions.name"); choosing it asks again with `overrides` as AskRequest::readingOverrides.
struct ReadingChoice {
    ReadingOverride change;       // the part it changes, and to what
    QString label;                // for the button
    ReadingOverrides overrides;   // the whole reading's fixed parts with this one changed
    schema::JoinChoice join; // for "join": passed back as AskRequest::joinChoice (and kept for the connection)
};

struct Clarification {
    QString question;
    QStringList options;
    QString kind; // "meaning" (what the question means) or "join" (which way tables connect)
    // For "join": one typed choice per option (the plan in words and the preference it stores);
    // the answer comes back whole as AskRequest::joinChoice, never matched by its text.
    QList<schema::JoinChoice> joinChoices;
    // For the offline assistant's ask-back ("By “vocalists” do you mean singer?"): one typed
    // reading per option, the one it would use first; choosing one asks again with its overrides
    // (which carry the word's meaning, kept in the glossary). Never matched by its label.
    QList<ReadingChoice> readings;
    bool isEmpty() const { return question.isEmpty(); }
};

struct AskStep {
    QString question;     // what this step answers
    QString cellName;     // the SQL cell it becomes
    QString sql;          // the cell's own text (it may read earlier steps and notebook cells by name)
    QStringList reads;    // the cells it reads
    QString explanation;  // the model's one-line account of the query
    int rounds = 0;       // generation attempts (1 = right the first time)
    QString error;        // when no attempt ran: the last database error, in plain words
    charts::ResultSample sample; // the first rows it returned
    charts::ChartSpec chart;
    QStringList chartReasons;
    bool chartIsTable = true;
    QString insight;      // markdown; empty when none was written
    QStringList joinNotes;
    QStringList tables;   // the catalog tables it reads
    QStringList maskedColumns; // sample columns the privacy settings masked (db::PrivacyRules::mask())
    QList<InformationUnit> units; // what the stages left while answering it; saved with its cell
    bool ok() const { return error.isEmpty() && !sql.isEmpty(); }
};

struct StageStat {
    QString stage;
    qint64 ms = 0;
    int calls = 0;
    int promptTokens = 0;
    int completionTokens = 0;
    double cost = 0;
};

struct AskResult {
    enum class Outcome { Answered, NeedsClarification, Failed, Cancelled, NoModel };
    Outcome outcome = Outcome::Failed;
    QString message;      // for the chat: what happened, in plain words
    QString rewritten;    // the question as the clarifier understood it
    QList<AskStep> steps;
    Clarification clarification;
    QList<StageStat> stages;
    QList<InformationUnit> units;
    int contextTokens = 0;     // notebook context sent
    int fullNotebookTokens = 0; // what sending the whole notebook would have cost
    int schemaTokens = 0;      // linked schema sent
    int fullSchemaTokens = 0;  // what sending the whole schema would have cost
    QStringList linkedTables;
    QStringList linkedColumns; // "table.column"
    bool offline = false;          // answered (or declined) by the offline assistant, no model
    bool modelUnreachable = false; // a configured model could not be asked (network, key, limit): offer offline
    QStringList notes;             // worth knowing about the answer: "“this year” is after the last date in the data"…
    // Why the offline assistant answered rather than a model ("no language model is ready: …"),
    // empty when a model answered. Not a note: it holds for every answer until a model is set up,
    // so the chat says it once, where it can be acted on, not under each answer.
    QString offlineReason;
    QString interpretation;        // the offline assistant's reading: "sum of order_lines.amount by regions.name, 2023"
    DeclineReason decline = DeclineReason::None; // why the offline assistant declined (message says it)
    QList<ReadingChoice> alternatives;

    int promptTokens() const;
    int completionTokens() const;
    double cost() const;
    bool answered() const { return outcome == Outcome::Answered; }
};

} // namespace assay::ask
