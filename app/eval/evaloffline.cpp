// assay eval offline: the offline assistant (rules, no model) on Spider dev questions whose
// databases exist. Execution accuracy is evalsupport's comparison (result multisets, order only
// when the gold query orders); a declined question counts as not correct. Figures by the shape
// of the gold query (one table or joins; aggregation; nesting; set operations), the share
// declined, and a held-out part: databases are split deterministically (every third in sorted
// order is held out), so rules can be tuned on the others and checked on those.
//
// Knowledge is the no-model kind (profiles, inferred keys, stored values), built once per
// database, as the application has it before any model is configured.

#include "evalcommand.h"
#include "evalsupport.h"

#include "db/connection.h"
#include "knowledge/knowledgesnapshot.h"
#include "knowledgebuild/localsnapshot.h"
#include "offline/offlineassistant.h"

#include <QElapsedTimer>
#include <QRegularExpression>

using namespace assay;

namespace {

// The shapes a gold query can have; a query may have several.
QStringList goldShapes(const QString &sql) {
    static const QRegularExpression join(QStringLiteral("\\bjoin\\b"),
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression agg(
        QStringLiteral("\\b(count|sum|avg|min|max)\\s*\\(|\\bgroup\\s+by\\b"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression setop(QStringLiteral("\\b(union|intersect|except)\\b"),
                                          QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression nested(QStringLiteral("\\(\\s*select\\b"),
                                           QRegularExpression::CaseInsensitiveOption);
    QStringList out;
    out << (join.match(sql).hasMatch() ? QStringLiteral("join") : QStringLiteral("single"));
    if (agg.match(sql).hasMatch())
        out << QStringLiteral("agg");
    if (nested.match(sql).hasMatch())
        out << QStringLiteral("nested");
    if (setop.match(sql).hasMatch())
        out << QStringLiteral("setop");
    if (out.size() == 1)
        out << QStringLiteral("plain"); // no aggregation, nesting or set operation
    return out;
}

struct Judged;

struct Tally {
    int n = 0, ex = 0, strict = 0, declined = 0, answered = 0;
    int askedBack = 0;        // asked the analyst back (not answered)
    int firstChoiceRight = 0; // asked back, and the reading offered first would have been right
    void add(bool correct, bool strictlyCorrect, bool decline, bool answer) {
        ++n;
        ex += correct ? 1 : 0;
        strict += strictlyCorrect ? 1 : 0;
        declined += decline ? 1 : 0;
        answered += answer ? 1 : 0;
    }
    void add(const Judged &j);
    int wrong() const { return answered - ex; } // answered, and not what the gold query gives
};

double rate(int a, int n)
{
    return n ? double(a) / n : 0.0;
}

// One benchmark database: its connection, no-model knowledge and the assistant over it.
struct Db {
    std::shared_ptr<db::Connection> connection;
    std::shared_ptr<knowledge::KnowledgeSnapshot> knowledge;
    std::unique_ptr<offline::OfflineAssistant> assistant;
};

// What one question's answer was, against the gold query's rows.
struct Judged {
    bool correct = false; // Spider's comparison: columns in any order
    bool strict = false;  // columns in the gold query's order too
    bool declined = false;
    bool answered = false;
    bool failed = false; // the SQL it wrote failed
    bool askedBack = false; // a reading rested on a weak link: asked the analyst instead (not answered)
    bool firstChoiceRight = false; // ... and the reading it offered first would have been right
    QString sqlOrWhy;
    qint64 ms = 0;
};

void Tally::add(const Judged &j)
{
    add(j.correct, j.strict, j.declined, j.answered);
    askedBack += j.askedBack ? 1 : 0;
    firstChoiceRight += j.firstChoiceRight ? 1 : 0;
}

class OfflineRun {
public:
    OfflineRun(const eval::Dataset &dataset, app::EvalOutput &out)
        : m_dataset(dataset)
        , m_out(out) {}

    // Null when the database does not open.
    Db *database(const QString &dbId) {
        auto it = m_dbs.find(dbId);
        if (it != m_dbs.end())
            return &it->second;
        db::ConnectionConfig config;
        config.engine = db::Engine::SQLite;
        config.filePath = m_dataset.databasePath(dbId);
        config.readOnly = true;
        std::shared_ptr<db::Connection> c(db::createConnection(config).release());
        if (db::DbError e = c->open({})) {
            m_out.note(e.displayText());
            return nullptr;
        }
        db::Catalog catalog;
        c->introspect(&catalog);
        Db entry;
        entry.connection = c;
        entry.knowledge = knowledge::buildLocalSnapshot(catalog, c.get());
        entry.assistant =
            std::make_unique<offline::OfflineAssistant>(entry.knowledge, db::Engine::SQLite);
        return &m_dbs.emplace(dbId, std::move(entry)).first->second;
    }
    int databases() const { return int(m_dbs.size()); }

    // The gold query's rows; false when the gold query fails.
    bool gold(Db &d, const QString &goldSql, QList<db::Row> *rows) {
        db::ExecOptions o;
        o.readOnly = true;
        o.timeoutMs = 60000;
        return d.connection->query(goldSql, rows, o).ok();
    }

    Judged judge(Db &d, const QString &question, const QString &goldSql, const QList<db::Row> &gold,
                 const ask::ReadingOverrides &chosen = {}) {
        ask::AskRequest r;
        r.readingOverrides = chosen;
        r.question = question;
        r.flavor = sql::Flavor::SQLite;
        r.allowClarification = false;
        r.writeInsight = false;
        r.rowCap = 200000;
        r.timeoutMs = 60000;
        r.today = QDate(2025, 6, 30); // fixed, so relative time words read the same every run
        QElapsedTimer timer;
        timer.start();
        const ask::AskResult result =
            d.assistant->answer(r, *d.connection, std::make_shared<db::CancelToken>());
        Judged j;
        j.ms = timer.elapsed();
        j.askedBack = result.outcome == ask::AskResult::Outcome::NeedsClarification;
        j.declined = !j.askedBack && !result.answered() &&
                     (result.steps.isEmpty() || result.steps.first().sql.isEmpty());
        j.answered = result.answered();
        j.failed = !j.answered && !j.declined && !j.askedBack;
        if (j.answered) {
            const QList<db::Row> &rows = result.steps.first().sample.rows;
            const bool ordered = app::ordersResult(goldSql);
            j.strict = app::sameResult(gold, rows, ordered);
            j.correct = j.strict || app::sameResultAnyColumnOrder(gold, rows, ordered);
        }
        j.sqlOrWhy = j.answered ? result.steps.first().sql.simplified() : result.message.left(100);
        // Asked back: would the reading offered first have been right? (The analyst's one click.)
        if (j.askedBack && chosen.isEmpty() && !result.clarification.readings.isEmpty()) {
            const Judged first = judge(d, question, goldSql, gold, result.clarification.readings.first().overrides);
            j.firstChoiceRight = first.correct;
            j.sqlOrWhy = QStringLiteral("[asked back: %1] %2").arg(result.clarification.question, first.sqlOrWhy);
        }
        return j;
    }

    // --question TEXT --db ID: one question, with everything the assistant said about it.
    void explain(Db &d, const QString &question) {
        ask::AskRequest r;
        r.question = question;
        r.flavor = sql::Flavor::SQLite;
        r.allowClarification = false;
        r.writeInsight = false;
        r.today = QDate(2025, 6, 30);
        const ask::AskResult result =
            d.assistant->answer(r, *d.connection, std::make_shared<db::CancelToken>());
        m_out.note(QStringLiteral("reading: %1").arg(result.interpretation));
        m_out.note(QStringLiteral("message: %1").arg(result.message));
        for (const QString &n : result.notes)
            m_out.note(QStringLiteral("note: %1").arg(n));
        if (!result.steps.isEmpty())
            m_out.note(QStringLiteral("sql: %1").arg(result.steps.first().sql));
    }

    void noteVerbose(const QString &dbId, int index, const QString &question, const Judged &j,
                     const QString &goldSql) {
        m_out.note(QStringLiteral("%1 #%2 %3 | %4 | %5 | gold: %6")
                       .arg(dbId)
                       .arg(index)
                       .arg(j.correct ? QStringLiteral("OK")
                                      : j.askedBack ? QStringLiteral("ASKED")
                                      : (j.declined ? QStringLiteral("DECLINED")
                                                    : QStringLiteral("WRONG")),
                            question, j.sqlOrWhy, goldSql.simplified()));
    }

private:
    const eval::Dataset &m_dataset;
    app::EvalOutput &m_out;
    std::map<QString, Db> m_dbs;
};

// A part's figures under `prefix`: questions, exact, precision on answered, declined, asked back
// (and how often the first reading offered was right), wrong answers (answered, not the gold's rows).
void tallyFigures(const QString &prefix, const Tally &t, app::EvalOutput &out)
{
    out.figure(prefix + QStringLiteral("questions"), t.n);
    out.figure(prefix + QStringLiteral("ex"), rate(t.ex, t.n));
    out.figure(prefix + QStringLiteral("precision_answered"), rate(t.ex, t.answered));
    out.figure(prefix + QStringLiteral("declined"), rate(t.declined, t.n));
    out.figure(prefix + QStringLiteral("asked_back"), t.askedBack);
    out.figure(prefix + QStringLiteral("asked_back_first_choice_right"), t.firstChoiceRight);
    out.figure(prefix + QStringLiteral("wrong"), t.wrong());
}

// Every third database in sorted order is held out: rules are tuned on the others.
QSet<QString> heldOutDatabases(const eval::Dataset &dataset)
{
    QStringList withDatabase;
    for (const QString &dbId : dataset.databaseIds())
        if (dataset.hasDatabase(dbId))
            withDatabase << dbId;
    withDatabase.sort();
    QSet<QString> heldOut;
    for (int i = 0; i < withDatabase.size(); ++i)
        if (i % 3 == 2)
            heldOut.insert(withDatabase[i]);
    return heldOut;
}

// --spider-paraphrases FILE ({"questions": [{"dev_index": N, "question": "..."}]}): each
// paraphrase and its original asked the same way; the gap between the two is the figure.
void evaluateParaphrases(const QString &file, const eval::Dataset &dataset,
                         const QSet<QString> &heldOut, OfflineRun &run, const app::EvalArgs &args,
                         app::EvalOutput &out) {
    QString error;
    const QList<app::Paraphrase> paraphrases = app::loadSpiderParaphrases(file, dataset, &error);
    if (paraphrases.isEmpty()) {
        out.note(QStringLiteral("assay eval offline: %1").arg(error));
        return;
    }
    Tally original, reworded, heldOriginal, heldReworded;
    QMap<QString, Tally> bySplit; // the file's own tuning and held-out halves
    for (const app::Paraphrase &p : paraphrases) {
        const eval::EvalQuestion *q = p.original;
        const QString &question = p.question;
        if (!dataset.hasDatabase(q->dbId))
            continue;
        Db *d = run.database(q->dbId);
        QList<db::Row> gold;
        if (!d || !run.gold(*d, q->goldSql, &gold))
            continue;
        const Judged a = run.judge(*d, q->question, q->goldSql, gold);
        const Judged b = run.judge(*d, question, q->goldSql, gold);
        original.add(a);
        reworded.add(b);
        if (!p.split.isEmpty())
            bySplit[p.split].add(b);
        if (heldOut.contains(q->dbId)) {
            heldOriginal.add(a);
            heldReworded.add(b);
        }
        if (args.verbose)
            run.noteVerbose(q->dbId, q->index, QStringLiteral("[paraphrase] ") + question, b,
                            q->goldSql);
    }
    out.figure(QStringLiteral("paraphrase_questions"), reworded.n);
    out.figure(QStringLiteral("paraphrase_ex_original_wording"), rate(original.ex, original.n));
    out.figure(QStringLiteral("paraphrase_declined"), rate(reworded.declined, reworded.n));
    out.figure(QStringLiteral("paraphrase_precision_answered"),
               rate(reworded.ex, reworded.answered));
    out.figure(QStringLiteral("paraphrase_heldout_ex_original_wording"),
               rate(heldOriginal.ex, heldOriginal.n));
    out.figure(QStringLiteral("paraphrase_heldout_ex"), rate(heldReworded.ex, heldReworded.n));
    out.figure(QStringLiteral("paraphrase_gap"),
               rate(original.ex, original.n) - rate(reworded.ex, reworded.n));
    out.figure(QStringLiteral("paraphrase_asked_back"), reworded.askedBack);
    out.figure(QStringLiteral("paraphrase_wrong"), reworded.wrong());
    for (auto s = bySplit.constBegin(); s != bySplit.constEnd(); ++s)
        tallyFigures(QStringLiteral("paraphrase_%1_").arg(s.key()), s.value(), out);
    out.figure(QStringLiteral("paraphrase_ex"), rate(reworded.ex, reworded.n));
}

} // namespace

ASSAY_EVAL("offline",
           "the offline assistant (no model): execution accuracy by query shape, "
           "decline rate, held-out databases; --spider-paraphrases FILE: reworded questions; "
           "--question TEXT --db ID: one question's reading, message and SQL")
(const app::EvalArgs &args, app::EvalOutput &out) {
    if (args.spiderDir.isEmpty()) {
        out.note(QStringLiteral("assay eval offline needs --spider DIR (Spider's layout with "
                                "database/<db>/<db>.sqlite)"));
        return 2;
    }
    eval::Dataset dataset;
    if (!app::loadDataset(args.spiderDir, &dataset, out))
        return 1;
    const QSet<QString> heldOut = heldOutDatabases(dataset);
    QStringList heldOutList(heldOut.begin(), heldOut.end());
    heldOutList.sort();

    OfflineRun run(dataset, out);
    if (const QString question = args.option(QStringLiteral("--question")); !question.isEmpty()) {
        Db *d = run.database(args.option(QStringLiteral("--db")));
        if (!d)
            return 1;
        run.explain(*d, question);
        return 0;
    }
    Tally all, tune, held;
    QMap<QString, Tally> byShape;
    QMap<QString, Tally> bySplit; // a hand-written set's own parts (EvalQuestion::split)
    int goldFailed = 0, count = 0, failedSql = 0;
    qint64 totalMs = 0;
    qint64 maxMs = 0;
    for (const eval::EvalQuestion &q : dataset.questions()) {
        if (args.limit > 0 && count++ >= args.limit)
            break;
        if (!dataset.hasDatabase(q.dbId))
            continue;
        Db *d = run.database(q.dbId);
        if (!d)
            continue;
        QList<db::Row> gold;
        if (!run.gold(*d, q.goldSql, &gold)) {
            ++goldFailed;
            continue;
        }
        const Judged j = run.judge(*d, q.question, q.goldSql, gold);
        totalMs += j.ms;
        maxMs = std::max(maxMs, j.ms);
        failedSql += j.failed ? 1 : 0;
        if (args.verbose)
            run.noteVerbose(q.dbId, q.index, q.question, j, q.goldSql);
        all.add(j);
        (heldOut.contains(q.dbId) ? held : tune).add(j);
        if (!q.split.isEmpty())
            bySplit[q.split].add(j);
        for (const QString &s : goldShapes(q.goldSql))
            byShape[s].add(j.correct, j.strict, j.declined, j.answered);
    }
    out.figure(QStringLiteral("databases"), double(run.databases()));
    out.figure(QStringLiteral("heldout_databases"), heldOutList.join(QLatin1Char(',')));
    out.figure(QStringLiteral("questions"), all.n);
    out.figure(QStringLiteral("gold_sql_failed"), goldFailed);
    out.figure(QStringLiteral("answered"), rate(all.answered, all.n));
    out.figure(QStringLiteral("declined"), rate(all.declined, all.n));
    out.figure(QStringLiteral("query_failed"), rate(failedSql, all.n));
    // The result's columns in the gold query's order too: stricter than Spider's own comparison.
    out.figure(QStringLiteral("ex_strict_column_order"), rate(all.strict, all.n));
    out.figure(QStringLiteral("precision_answered_strict_column_order"),
               rate(all.strict, all.answered));
    for (auto s = byShape.constBegin(); s != byShape.constEnd(); ++s) {
        out.figure(QStringLiteral("questions_") + s.key(), s.value().n);
        out.figure(QStringLiteral("declined_") + s.key(), rate(s.value().declined, s.value().n));
        out.figure(QStringLiteral("ex_") + s.key(), rate(s.value().ex, s.value().n));
    }
    out.figure(QStringLiteral("asked_back"), all.askedBack);
    out.figure(QStringLiteral("asked_back_first_choice_right"), all.firstChoiceRight);
    out.figure(QStringLiteral("wrong"), all.wrong());
    for (auto s = bySplit.constBegin(); s != bySplit.constEnd(); ++s)
        tallyFigures(QStringLiteral("split_%1_").arg(s.key()), s.value(), out);
    out.figure(QStringLiteral("ms_avg"), all.n ? double(totalMs) / all.n : 0);
    out.figure(QStringLiteral("ms_max"), double(maxMs));
    if (const QString file = args.option(QStringLiteral("--spider-paraphrases")); !file.isEmpty())
        evaluateParaphrases(file, dataset, heldOut, run, args, out);
    out.figure(QStringLiteral("questions_tune"), tune.n);
    out.figure(QStringLiteral("declined_tune"), rate(tune.declined, tune.n));
    out.figure(QStringLiteral("precision_answered_tune"), rate(tune.ex, tune.answered));
    out.figure(QStringLiteral("ex_tune"), rate(tune.ex, tune.n));
    out.figure(QStringLiteral("questions_heldout"), held.n);
    out.figure(QStringLiteral("declined_heldout"), rate(held.declined, held.n));
    out.figure(QStringLiteral("precision_answered_heldout"), rate(held.ex, held.answered));
    out.figure(QStringLiteral("ex_heldout"), rate(held.ex, held.n));
    out.figure(QStringLiteral("precision_answered"), rate(all.ex, all.answered));
    out.figure(QStringLiteral("ex"), rate(all.ex, all.n));
    return 0;
}
