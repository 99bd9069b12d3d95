// assay eval retrieval: cross-database table retrieval. All schemas of the dataset are pooled into
// one catalog (as an enterprise warehouse would be; retrievalpool.h), indexed with the no-model
// context, the local hashed embeddings and, where the database exists, its stored values; for
// each question, how many of the gold SQL's tables are in the top 5, 10, 30.
//
// Spider's databases are split in two by name (alternately, in sorted order): figures for the
// half the fusion weights were tuned on (tune_) and for the half only ever measured (held_) are
// printed apart. BIRD is measured with its evidence (bird_) and with the question alone
// (bird_question_), whose wording differs most from the schema's. --paraphrases FILE measures a
// hand-written set of questions about the sample database that use none of its schema's words;
// the sample joins the pool. --no-expand measures without the WordNet side.

#include "evalcommand.h"
#include "evalsupport.h"
#include "retrievalpool.h"

#include "knowledge/retriever.h"
#include "knowledge/valueindex.h"
#include "sample/retailgenerator.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <algorithm>

using namespace assay;

namespace {

const QList<int> Ks = {5, 10, 30};

struct Index {
    knowledge::Retriever retriever;
    knowledge::ValueIndex values;
};

// Recall of gold slots (each a list of acceptable names) in ranked lists.
class RecallFigures {
public:
    void add(const QList<QStringList> &gold, const QStringList &ranked)
    {
        if (gold.isEmpty())
            return;
        ++m_questions;
        for (int i = 0; i < Ks.size(); ++i) {
            int found = 0;
            for (const QStringList &slot : gold) {
                const QStringList top = ranked.mid(0, Ks[i]);
                found += std::any_of(slot.begin(), slot.end(), [&](const QString &g) { return top.contains(g, Qt::CaseInsensitive); });
            }
            m_recall[i] += double(found) / double(gold.size());
            m_complete[i] += found == gold.size();
        }
    }
    void report(const QString &prefix, app::EvalOutput &out, bool withComplete = true) const
    {
        out.figure(prefix + QStringLiteral("questions"), double(m_questions));
        if (withComplete) {
            for (int i = 0; i < Ks.size(); ++i)
                out.figure(prefix + QStringLiteral("all_gold@%1").arg(Ks[i]), m_questions ? m_complete[i] / m_questions : 0);
        }
        for (int i = 0; i < Ks.size(); ++i)
            out.figure(prefix + QStringLiteral("recall@%1").arg(Ks[i]), m_questions ? m_recall[i] / m_questions : 0);
    }

private:
    int m_questions = 0;
    QList<double> m_recall = QList<double>(Ks.size(), 0.0);
    QList<double> m_complete = QList<double>(Ks.size(), 0.0);
};

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

void buildIndex(const app::RetrievalPool &pool, const app::EvalArgs &args, Index &index, app::EvalOutput &out)
{
    knowledge::Retriever::Options options;
    options.expand = !args.extra.contains(QStringLiteral("--no-expand"));
    index.retriever = knowledge::Retriever(options);
    QString error;
    index.retriever.build(pool.context, {}, {}, knowledge::localEmbedder(), &error);
    if (!error.isEmpty())
        out.note(QStringLiteral("vectors: %1 (lexical retrieval only)").arg(error));
    index.values.build(pool.values);
}

// The ranked table names for a question (the values it mentions count as evidence).
QStringList rankTables(const Index &index, const QString &query, QList<double> *times)
{
    QElapsedTimer clock;
    clock.start();
    const QList<knowledge::RetrievedItem> hits = index.retriever.searchTables(query, Ks.last(), index.values.mentions(query, 8));
    if (times)
        *times << double(clock.nsecsElapsed()) / 1e6;
    QStringList out;
    for (const knowledge::RetrievedItem &h : hits)
        out << h.item.table;
    return out;
}

void noteMiss(const QString &dbId, const QString &question, const QList<QStringList> &gold, const QStringList &ranked, app::EvalOutput &out)
{
    QStringList missing;
    for (const QStringList &slot : gold) {
        if (std::none_of(slot.begin(), slot.end(), [&](const QString &g) { return ranked.contains(g, Qt::CaseInsensitive); }))
            missing << slot.join(u'|');
    }
    if (!missing.isEmpty())
        out.note(QStringLiteral("MISS %1 | %2 | missing %3 | top %4").arg(dbId, question, missing.join(u','), ranked.mid(0, 5).join(u',')));
}

// The question's word relations to one table ("vocalists ~ singer (WordNet synonym) 0.70"), from
// the table word matches of the question (Retriever::wordMatches, asked once per question).
QStringList relationsTo(const QList<knowledge::WordMatch> &matches, const QString &table)
{
    QStringList why;
    for (const knowledge::WordMatch &m : matches) {
        if (m.table.compare(table, Qt::CaseInsensitive) == 0)
            why << QStringLiteral("%1 %2").arg(m.explain()).arg(m.weight, 0, 'f', 2);
    }
    return why;
}

QList<knowledge::WordMatch> tableMatches(const Index &index, const QString &question)
{
    return index.retriever.wordMatches(question, {knowledge::ItemKind::Table}, 1000);
}

// A miss with where each missing table ranks among all tables and what, if anything, related the
// question's words to it: tells "no relation found" apart from "found, but outranked".
void noteMissRanks(const Index &index, const QString &dbId, const QString &question, const QList<QStringList> &gold,
                   const QStringList &ranked, app::EvalOutput &out)
{
    QStringList missing;
    QList<knowledge::RetrievedItem> all;
    QList<knowledge::WordMatch> matches;
    for (const QStringList &slot : gold) {
        if (std::any_of(slot.begin(), slot.end(), [&](const QString &g) { return ranked.contains(g, Qt::CaseInsensitive); }))
            continue;
        if (all.isEmpty()) {
            all = index.retriever.searchTables(question, 100000, index.values.mentions(question, 8));
            matches = tableMatches(index, question);
        }
        const QString &table = slot.first();
        int rank = 0;
        while (rank < all.size() && all[rank].item.table.compare(table, Qt::CaseInsensitive) != 0)
            ++rank;
        const QStringList why = relationsTo(matches, table);
        missing << QStringLiteral("%1 (rank %2%3)").arg(table).arg(rank < all.size() ? QString::number(rank + 1) : QStringLiteral("none"))
                       .arg(why.isEmpty() ? QStringLiteral(", no word relates") : QStringLiteral(": ") + why.join(QStringLiteral("; ")));
    }
    if (!missing.isEmpty())
        out.note(QStringLiteral("MISS %1 | %2 | missing %3 | top %4").arg(dbId, question, missing.join(u','), ranked.mid(0, 5).join(u',')));
}

// --spider-paraphrases FILE: {"questions": [{"dev_index": N, "question": "..."}]}, Spider dev
// questions reworded without the schema's words; gold tables from the original's SQL.
void evaluateSpiderParaphrases(const eval::Dataset &dataset, const QStringList &asked,
                               const Index &index, const app::EvalArgs &args,
                               app::EvalOutput &out) {
    const QString file = args.option(QStringLiteral("--spider-paraphrases"));
    if (file.isEmpty())
        return;
    QString error;
    const QList<app::Paraphrase> paraphrases = app::loadSpiderParaphrases(file, dataset, &error);
    if (paraphrases.isEmpty()) {
        out.note(QStringLiteral("assay eval retrieval: %1").arg(error));
        return;
    }
    RecallFigures tune, held;
    for (const app::Paraphrase &p : paraphrases) {
        const eval::EvalQuestion *q = p.original;
        const QString &question = p.question;
        QList<QStringList> gold;
        for (const QString &g : app::goldTables(q->goldSql, dataset.schemas().value(q->dbId)))
            gold << QStringList{q->dbId + QLatin1Char('.') + g};
        const QStringList ranked = rankTables(index, question, nullptr);
        (asked.indexOf(q->dbId) % 2 == 0 ? tune : held).add(gold, ranked);
        if (args.verbose)
            noteMissRanks(index, q->dbId, question, gold, ranked, out);
    }
    tune.report(QStringLiteral("spider_paraphrase_tune_"), out, false);
    held.report(QStringLiteral("spider_paraphrase_held_"), out, false);
}

// --query TEXT [--depth N]: how one question ranks its first N tables (30), with each side's
// scores and the word matches.
void explainQuery(const Index &index, const QString &query, int depth, app::EvalOutput &out)
{
    for (const knowledge::ValueHit &v : index.values.mentions(query, 8))
        out.note(QStringLiteral("value: \"%1\" ~ %2.%3 = %4 (%5)").arg(v.mention, v.table, v.column, v.value, knowledge::matchKindKey(v.match)));
    for (const knowledge::WordMatch &m : index.retriever.wordMatches(query, {knowledge::ItemKind::Column}, 4))
        out.note(QStringLiteral("column: %1 [%2.%3 %4]").arg(m.explain(), m.table, m.column).arg(m.weight, 0, 'f', 2));
    int rank = 0;
    const QList<knowledge::WordMatch> matches = tableMatches(index, query);
    for (const knowledge::RetrievedItem &h : index.retriever.searchTables(query, depth, index.values.mentions(query, 8))) {
        const QStringList why = relationsTo(matches, h.item.table);
        out.note(QStringLiteral("%1. %2 fused %3 lexical %4 expanded %5 vector %6 | %7")
                     .arg(++rank)
                     .arg(h.item.table)
                     .arg(h.score, 0, 'f', 4)
                     .arg(h.lexical, 0, 'f', 2)
                     .arg(h.expanded, 0, 'f', 2)
                     .arg(h.semantic, 0, 'f', 2)
                     .arg(why.join(QStringLiteral("; "))));
    }
}

int evaluate(const QString &dir, const QString &prefix, bool bird, const app::EvalArgs &args, app::EvalOutput &out)
{
    eval::Dataset dataset;
    if (!app::loadDataset(dir, &dataset, out))
        return 1;
    QElapsedTimer clock;
    clock.start();
    app::RetrievalPool pool;
    app::addDatasetToPool(dataset, true, pool);
    Index index;
    buildIndex(pool, args, index, out);
    const qint64 indexMs = clock.elapsed();

    // Databases with questions, sorted; even positions are the tuning half.
    QStringList asked;
    for (const eval::EvalQuestion &q : dataset.questions()) {
        if (!asked.contains(q.dbId))
            asked << q.dbId;
    }
    asked.sort();
    RecallFigures all, tune, held, questionOnly;
    QList<double> times;
    int count = 0;
    for (const eval::EvalQuestion &q : dataset.questions()) {
        if (args.limit > 0 && count >= args.limit)
            break;
        ++count;
        QList<QStringList> gold;
        for (const QString &g : app::goldTables(q.goldSql, dataset.schemas().value(q.dbId)))
            gold << QStringList{q.dbId + QLatin1Char('.') + g};
        if (gold.isEmpty())
            continue;
        const QString query = bird && !q.evidence.isEmpty() ? q.question + QLatin1Char(' ') + q.evidence : q.question;
        const QStringList ranked = rankTables(index, query, &times);
        all.add(gold, ranked);
        (asked.indexOf(q.dbId) % 2 == 0 ? tune : held).add(gold, ranked);
        if (bird)
            questionOnly.add(gold, rankTables(index, q.question, nullptr));
        if (args.verbose)
            noteMiss(q.dbId, q.question, gold, ranked, out);
    }
    if (!bird)
        evaluateSpiderParaphrases(dataset, asked, index, args, out);
    if (const QString query = args.option(QStringLiteral("--query")); !query.isEmpty()) {
        const int depth = args.option(QStringLiteral("--depth")).toInt(); // 0 when not given
        explainQuery(index, query, depth > 0 ? depth : 30, out);
    }
    out.figure(prefix + QStringLiteral("databases"), double(pool.databases));
    out.figure(prefix + QStringLiteral("databases_profiled"), double(pool.profiled));
    out.figure(prefix + QStringLiteral("tables_pooled"), double(pool.context.tables.size()));
    out.figure(prefix + QStringLiteral("index_ms"), double(indexMs));
    out.figure(prefix + QStringLiteral("query_ms_median"), median(times));
    if (bird) {
        questionOnly.report(prefix + QStringLiteral("question_"), out);
    } else {
        tune.report(prefix + QStringLiteral("tune_"), out);
        held.report(prefix + QStringLiteral("held_"), out);
    }
    all.report(prefix, out);
    return 0;
}

// The hand-written paraphrases of questions about the sample database, with the sample pooled
// among the benchmark's schemas (or alone without one).
int evaluateParaphrases(const QString &file, const app::EvalArgs &args, app::EvalOutput &out)
{
    QString error;
    const QList<app::GoldQuestion> questions = app::loadGoldQuestions(file, &error);
    if (questions.isEmpty()) {
        out.note(QStringLiteral("assay eval retrieval: %1").arg(error));
        return 1;
    }
    QTemporaryDir dir;
    QString samplePath = args.option(QStringLiteral("--sample"));
    if (samplePath.isEmpty()) {
        samplePath = dir.filePath(QStringLiteral("retail.sqlite"));
        sample::RetailOptions small;
        small.scale = 0.05; // the schema and its values matter here, not the volume
        if (QString e = sample::generateRetailDatabase(samplePath, small); !e.isEmpty()) {
            out.note(QStringLiteral("assay eval retrieval: the sample database: %1").arg(e));
            return 1;
        }
    }
    app::RetrievalPool pool;
    eval::Dataset dataset;
    if (!args.spiderDir.isEmpty() && dataset.load(args.spiderDir, &error))
        app::addDatasetToPool(dataset, true, pool);
    if (!app::addDatabaseToPool(QStringLiteral("sample"), samplePath, pool, &error)) {
        out.note(QStringLiteral("assay eval retrieval: the sample database: %1").arg(error));
        return 1;
    }
    Index index;
    buildIndex(pool, args, index, out);
    RecallFigures tables, columns;
    for (const app::GoldQuestion &q : questions) {
        auto qualify = [](QList<QStringList> gold) {
            for (QStringList &slot : gold) {
                for (QString &g : slot)
                    g = QStringLiteral("sample.") + g;
            }
            return gold;
        };
        const QStringList ranked = rankTables(index, q.question, nullptr);
        tables.add(qualify(q.tables), ranked);
        QStringList rankedColumns;
        for (const knowledge::RetrievedItem &h : index.retriever.searchColumns(q.question, Ks.last()))
            rankedColumns << h.item.table + QLatin1Char('.') + h.item.column;
        columns.add(qualify(q.columns), rankedColumns);
        if (args.verbose)
            noteMissRanks(index, QStringLiteral("sample"), q.question, qualify(q.tables), ranked, out);
        if (args.extra.contains(QStringLiteral("--explain"))) {
            QStringList words;
            for (const knowledge::WordMatch &m : index.retriever.wordMatches(q.question, {knowledge::ItemKind::Table}, 3))
                words << QStringLiteral("%1 [%2 %3]").arg(m.explain(), m.table).arg(m.weight, 0, 'f', 2);
            out.note(QStringLiteral("  %1\n    %2").arg(q.question, words.join(QStringLiteral("\n    "))));
        }
    }
    if (const QString query = args.option(QStringLiteral("--query")); !query.isEmpty())
        explainQuery(index, query, 30, out);
    out.figure(QStringLiteral("paraphrase_tables_pooled"), double(pool.context.tables.size()));
    columns.report(QStringLiteral("paraphrase_column_"), out, false);
    tables.report(QStringLiteral("paraphrase_"), out);
    return 0;
}

} // namespace

ASSAY_EVAL("retrieval",
           "table retrieval over all schemas pooled: recall of gold tables at 5, 10, 30; "
           "--query TEXT [--depth N]: one question's ranking with its word relations")
(const app::EvalArgs &args, app::EvalOutput &out) {
    const QString paraphrases = args.option(QStringLiteral("--paraphrases"));
    if (args.spiderDir.isEmpty() && args.birdDir.isEmpty() && paraphrases.isEmpty()) {
        out.note(QStringLiteral("assay eval retrieval needs --spider DIR, --bird DIR and/or --paraphrases FILE "
                                "[--sample FILE] [--no-expand]"));
        return 2;
    }
    // BIRD and the paraphrases first so that, with Spider, Spider's recall@30 is the last line.
    if (!args.birdDir.isEmpty() && evaluate(args.birdDir, QStringLiteral("bird_"), true, args, out) != 0)
        return 1;
    if (!paraphrases.isEmpty() && evaluateParaphrases(paraphrases, args, out) != 0)
        return 1;
    if (!args.spiderDir.isEmpty())
        return evaluate(args.spiderDir, QString(), false, args, out);
    return 0;
}
