// assay eval charts --nvbench FILE --spider DIR [--static] [--llm-base-url URL --llm-model NAME
// [--llm-kind openai|anthropic]]
// For each nvBench chart: translate its data query (nvBench VQL, core/eval/nvbenchvql.h) to SQL,
// run it on the Spider database, recommend a chart from the result, and compare the chart type
// with nvBench's, four ways: the rules alone, the rules with the entry's first question, with
// that question's chart words removed, and (with a model) the question's chart checked by the
// model as the chat does (TiChart's verify step). Charts whose database is not at hand (nvBench's
// schema-only file), or every chart with --static, are judged from static result types: the
// result's columns typed from the query and tables.json, as Assay recommends for a source that
// has not run. Each way prints accuracy, precision and recall per type and a confusion table
// (stderr), the multi-series kinds on their own; every figure also for the two halves of a fixed
// split by database (tune: the rules may be adjusted on it; held-out: only measured). Entries
// that cannot be translated or run count as misses, never as skipped. Types compare as nvBench
// names them: a bar with a series is a Stacked Bar, a line with one a Grouping Line, a scatter
// with one a Grouping Scatter. The API key comes from ASSAY_LLM_API_KEY.

#include "evalcommand.h"
#include "evalsupport.h"

#include "agents/chartverifier.h"
#include "charts/chartrequest.h"
#include "charts/recommender.h"
#include "charts/resultsample.h"
#include "db/connection.h"
#include "eval/dataset.h"
#include "eval/nvbenchvql.h"
#include "llm/llmservice.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <map>
#include <memory>

using namespace assay;

namespace {

// nvBench's class of a chart we recommend.
QString classOf(const charts::ChartSpec &s) {
    switch (s.type) {
    case charts::ChartType::Bar:
        return s.series.isEmpty() ? QStringLiteral("bar") : QStringLiteral("stacked_bar");
    case charts::ChartType::Line:
    case charts::ChartType::Area:
        return s.series.isEmpty() ? QStringLiteral("line") : QStringLiteral("grouping_line");
    case charts::ChartType::Pie:
        return QStringLiteral("pie");
    case charts::ChartType::Scatter:
        return s.series.isEmpty() ? QStringLiteral("scatter") : QStringLiteral("grouping_scatter");
    case charts::ChartType::Table:
        return QStringLiteral("table");
    }
    return QStringLiteral("table");
}

QString goldClass(const QString &chart) {
    return chart.trimmed().toLower().replace(u' ', u'_');
}

bool isMultiSeries(const QString &cls) {
    return cls == u"stacked_bar" || cls == u"grouping_line" || cls == u"grouping_scatter";
}

// Drops the series distinction: "stacked_bar" -> "bar".
QString baseType(const QString &cls) {
    if (cls == u"stacked_bar")
        return QStringLiteral("bar");
    if (cls == u"grouping_line")
        return QStringLiteral("line");
    if (cls == u"grouping_scatter")
        return QStringLiteral("scatter");
    return cls;
}

// The fixed split by database: about two in five databases are held out. Rules are adjusted
// on the tune half only; the held-out half says how well they carry over.
bool heldOut(const QString &dbId) {
    return quint8(QCryptographicHash::hash(dbId.toUtf8(), QCryptographicHash::Md5).at(0)) % 5 < 2;
}

// How often each gold class was predicted as each class, and from that accuracy, precision
// and recall per class.
struct Confusion {
    QMap<QString, QMap<QString, int>> cells; // gold -> predicted -> count
    int total = 0;
    int matches = 0;

    void add(const QString &gold, const QString &predicted) {
        cells[gold][predicted]++;
        ++total;
        matches += gold == predicted;
    }
    double accuracy() const { return total ? double(matches) / total : 0.0; }
    int goldCount(const QString &c) const {
        int n = 0;
        for (int v : cells.value(c))
            n += v;
        return n;
    }

    QStringList classes() const {
        QSet<QString> set;
        for (auto g = cells.constBegin(); g != cells.constEnd(); ++g) {
            set.insert(g.key());
            for (auto p = g->constBegin(); p != g->constEnd(); ++p)
                set.insert(p.key());
        }
        QStringList out = set.values();
        std::sort(out.begin(), out.end());
        return out;
    }

    // Rows of the gold classes `rows` (all when empty), columns every class predicted.
    QString table(const QString &title, const QStringList &rows = {}) const {
        const QStringList all = classes();
        QString text = QStringLiteral("confusion (%1): rows gold, columns predicted\n%2")
                           .arg(title, QStringLiteral("gold\\predicted").leftJustified(18));
        for (const QString &c : all)
            text += c.left(15).rightJustified(16);
        for (const QString &g : rows.isEmpty() ? all : rows) {
            if (!cells.contains(g))
                continue;
            text += QLatin1Char('\n') + g.leftJustified(18);
            for (const QString &p : all)
                text += QString::number(cells.value(g).value(p)).rightJustified(16);
        }
        return text;
    }
};

// One way of choosing charts (the rules alone, with the question, ...), over all charts and
// over each half of the split.
struct Scoreboard {
    explicit Scoreboard(const QString &name) : mode(name) {}
    QString mode;
    Confusion all, tune, held;

    void add(const QString &dbId, const QString &gold, const QString &predicted) {
        all.add(gold, predicted);
        (heldOut(dbId) ? held : tune).add(gold, predicted);
    }

    void report(app::EvalOutput &out) const {
        out.note(all.table(mode));
        QStringList multi;
        for (const QString &c : all.classes()) {
            if (isMultiSeries(c))
                multi << c;
        }
        if (!multi.isEmpty())
            out.note(all.table(mode + QStringLiteral(", multi-series kinds"), multi));
        const QStringList classes = all.classes();
        for (const QString &c : classes) {
            if (c == u"error")
                continue;
            int predicted = 0;
            for (const QString &g : classes)
                predicted += all.cells.value(g).value(c);
            const int hit = all.cells.value(c).value(c);
            if (const int gold = all.goldCount(c); gold > 0) {
                out.figure(QStringLiteral("%1_recall_%2").arg(mode, c), double(hit) / gold);
                for (const auto &[half, name] : {std::pair{&tune, "tune"}, std::pair{&held, "heldout"}}) {
                    if (const int g = half->goldCount(c); g > 0 && isMultiSeries(c))
                        out.figure(QStringLiteral("%1_recall_%2_%3").arg(mode, c, QLatin1String(name)),
                                   double(half->cells.value(c).value(c)) / g);
                }
            }
            if (predicted > 0)
                out.figure(QStringLiteral("%1_precision_%2").arg(mode, c), double(hit) / predicted);
        }
    }
};

// The question with the words that name a chart removed: what the wording says beyond the type.
QString withoutChartWords(const QString &question) {
    static const QRegularExpression chartWords(
        QStringLiteral("\\b(pie|bars?|line|scatter|area|histogram|column|chart|graph|plot)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    QString unnamed = question;
    unnamed.replace(chartWords, QString());
    return unnamed;
}

// The nvBench entry's data query run on its Spider database; false with `error` set when it
// cannot be translated or run.
struct Runner {
    eval::Dataset dataset;
    std::map<QString, std::unique_ptr<db::Connection>> connections; // null when it would not open

    db::Connection *connection(const QString &dbId) {
        if (!connections.count(dbId)) {
            std::unique_ptr<db::Connection> c;
            if (dataset.hasDatabase(dbId)) {
                db::ConnectionConfig config;
                config.engine = db::Engine::SQLite;
                config.filePath = dataset.databasePath(dbId);
                config.readOnly = true;
                c = db::createConnection(config);
                if (c && c->open({}))
                    c.reset();
            }
            connections[dbId] = std::move(c);
        }
        return connections[dbId].get();
    }
};

enum class Failure { None, Translation, Sql, MissingDatabase, Schema };

Failure runEntry(Runner &runner, const eval::VqlQuery &q, const QString &dbId,
                 charts::ResultSample *sample, QString *error) {
    db::Connection *conn = runner.connection(dbId);
    if (!conn) {
        *error = QStringLiteral("no database %1").arg(dbId);
        return Failure::MissingDatabase;
    }
    db::CollectingSink sink;
    db::ExecOptions options;
    options.readOnly = true;
    options.maxRows = 100000;
    const db::ExecSummary run = conn->execute(q.sql, options, sink);
    if (!run.ok()) {
        *error = QStringLiteral("%1\n  %2").arg(run.error.displayText(), q.sql);
        return Failure::Sql;
    }
    sample->columns = sink.resultColumns();
    sample->rows = sink.resultRows();
    sample->totalRows = sample->rows.size();
    return Failure::None;
}

// The three charts of one entry (rules, question, question without chart words): from the rows
// when the database is at hand, from static result types otherwise.
struct Judged {
    charts::Recommendation rules, asked, unnamed;
};

Failure judgeEntry(Runner &runner, const QJsonObject &e, bool staticOnly, Judged *out,
                   charts::ResultSample *sample, QString *error) {
    const eval::VqlQuery q = eval::translateVql(e.value(QStringLiteral("data_part")).toString());
    if (!q.error.isEmpty()) {
        *error = q.error;
        return Failure::Translation;
    }
    const QString dbId = e.value(QStringLiteral("db_id")).toString();
    const QString question = e.value(QStringLiteral("nl_queries")).toArray().first().toString();
    // The catalog's keys are evidence Assay has for any connection.
    const charts::RoleHints hints =
        charts::roleHintsFromCatalog(runner.dataset.schemas().value(dbId));
    if (staticOnly || !runner.dataset.hasDatabase(dbId)) {
        if (!runner.dataset.schemas().contains(dbId)) {
            *error = QStringLiteral("no schema %1").arg(dbId);
            return Failure::Schema;
        }
        const QList<db::ResultColumn> columns =
            eval::staticResultColumns(q, runner.dataset.schemas().value(dbId), error);
        if (columns.isEmpty())
            return Failure::Schema;
        out->rules = charts::recommendFromTypes(columns, hints);
        out->asked = charts::recommendFromTypes(columns, hints, question);
        out->unnamed = charts::recommendFromTypes(columns, hints, withoutChartWords(question));
        sample->columns = columns;
        return Failure::None;
    }
    if (const Failure f = runEntry(runner, q, dbId, sample, error); f != Failure::None)
        return f;
    out->rules = charts::recommendChart(*sample, {}, hints);
    out->asked = charts::applyQuestion(out->rules, *sample, question);
    out->unnamed = charts::applyQuestion(out->rules, *sample, withoutChartWords(question));
    return Failure::None;
}

} // namespace

ASSAY_EVAL("charts", "chart recommendation on nvBench: share of charts whose type matches")
(const app::EvalArgs &args, app::EvalOutput &out) {
    if (args.nvbenchFile.isEmpty() || args.spiderDir.isEmpty()) {
        out.note(QStringLiteral("assay eval charts needs --nvbench FILE and --spider DIR"));
        return 2;
    }
    QFile file(args.nvbenchFile);
    if (!file.open(QIODevice::ReadOnly)) {
        out.note(QStringLiteral("cannot read %1").arg(args.nvbenchFile));
        return 1;
    }
    const QJsonArray entries = QJsonDocument::fromJson(file.readAll()).array();
    if (entries.isEmpty()) {
        out.note(QStringLiteral("%1 holds no nvBench entries").arg(args.nvbenchFile));
        return 1;
    }
    Runner runner;
    QString error;
    if (!runner.dataset.load(args.spiderDir, &error)) {
        out.note(error);
        return 1;
    }
    const bool staticOnly = args.extra.contains(QStringLiteral("--static"));
    QTemporaryDir modelDir;
    QString modelName;
    const std::unique_ptr<llm::LlmService> model = app::evalModel(args.extra, modelDir, &modelName);
    out.note(model
                 ? QStringLiteral("model: %1 verifies the rules' charts against the first question")
                       .arg(modelName)
                 : QStringLiteral("model: none (the model column is not measured)"));

    // The rules alone see only the result; the chat knows the question: nvBench's name the chart
    // type almost always, so "question" mostly measures honouring a request, and "unnamed" (the
    // same question without its chart words) what the wording's task adds.
    Scoreboard rulesBoard(QStringLiteral("rules")), questionBoard(QStringLiteral("question")),
        unnamedBoard(QStringLiteral("unnamed")), modelBoard(QStringLiteral("model"));
    QMap<Failure, int> failures;
    int total = 0, typeMatches = 0, changedByModel = 0, fromTypes = 0;
    QElapsedTimer clock;
    clock.start();
    for (const QJsonValue &v : entries) {
        if (args.limit > 0 && total >= args.limit)
            break;
        const QJsonObject e = v.toObject();
        ++total;
        const QString gold = goldClass(e.value(QStringLiteral("chart")).toString());
        const QString key = e.value(QStringLiteral("key")).toString();
        const QString dbId = e.value(QStringLiteral("db_id")).toString();
        charts::ResultSample sample;
        Judged j;
        const Failure failure = judgeEntry(runner, e, staticOnly, &j, &sample, &error);
        if (failure != Failure::None) {
            failures[failure]++;
            out.note(QStringLiteral("%1 (%2): %3").arg(key, dbId, error));
            for (Scoreboard *b : {&rulesBoard, &questionBoard, &unnamedBoard, &modelBoard})
                b->add(dbId, gold, QStringLiteral("error"));
            continue;
        }
        fromTypes += sample.rows.isEmpty() && (staticOnly || !runner.dataset.hasDatabase(dbId));
        const QString predicted = classOf(j.rules.spec);
        rulesBoard.add(dbId, gold, predicted);
        questionBoard.add(dbId, gold, classOf(j.asked.spec));
        unnamedBoard.add(dbId, gold, classOf(j.unnamed.spec));
        typeMatches += baseType(predicted) == baseType(gold);
        if (args.verbose && (predicted != gold || classOf(j.asked.spec) != gold)) {
            QStringList columns;
            for (const db::ResultColumn &c : std::as_const(sample.columns))
                columns << c.name;
            out.note(QStringLiteral("%1 %2 (%3) [%4] %5: %6 (with the question: %7) %8")
                         .arg(key, dbId, heldOut(dbId) ? QStringLiteral("held-out") : QStringLiteral("tune"),
                              columns.join(u','), gold, predicted, classOf(j.asked.spec),
                              j.rules.reasons.value(0)));
        }
        if (model && !sample.rows.isEmpty()) {
            // TiChart as the chat runs it: the question steers the rules, the model checks.
            const QString question = e.value(QStringLiteral("nl_queries")).toArray().first().toString();
            auto future = agents::verifyWithModel(model.get(), j.asked, question, sample.columns,
                                                  sample.totalRows);
            future.waitForFinished();
            const charts::Recommendation checked = future.result();
            changedByModel += checked.spec.type != j.asked.spec.type ||
                              checked.spec.series != j.asked.spec.series;
            modelBoard.add(dbId, gold, classOf(checked.spec));
        }
    }
    out.figure(QStringLiteral("entries"), total);
    out.figure(QStringLiteral("judged_from_types"), fromTypes);
    out.figure(QStringLiteral("errors_translation"), failures.value(Failure::Translation));
    out.figure(QStringLiteral("errors_sql"), failures.value(Failure::Sql));
    out.figure(QStringLiteral("errors_missing_database"), failures.value(Failure::MissingDatabase));
    out.figure(QStringLiteral("errors_schema"), failures.value(Failure::Schema));
    out.figure(QStringLiteral("with_model"), model ? 1 : 0);
    for (const Scoreboard *b : {&rulesBoard, &questionBoard, &unnamedBoard})
        b->report(out);
    if (model) {
        modelBoard.report(out);
        out.figure(QStringLiteral("changed_by_model"), changedByModel);
        out.figure(QStringLiteral("chart_type_match_with_model"), modelBoard.all.accuracy());
    }
    out.figure(QStringLiteral("seconds"), clock.elapsed() / 1000.0);
    out.figure(QStringLiteral("chart_base_type_match"), total ? double(typeMatches) / total : 0.0);
    out.figure(QStringLiteral("entries_tune"), rulesBoard.tune.total);
    out.figure(QStringLiteral("entries_heldout"), rulesBoard.held.total);
    const std::pair<const Scoreboard *, const char *> ways[] = {
        {&rulesBoard, ""}, {&questionBoard, "_with_question"},
        {&unnamedBoard, "_question_without_chart_words"}};
    for (const auto &[b, suffix] : ways) {
        out.figure(QStringLiteral("chart_type_match%1_tune").arg(QLatin1String(suffix)), b->tune.accuracy());
        out.figure(QStringLiteral("chart_type_match%1_heldout").arg(QLatin1String(suffix)), b->held.accuracy());
    }
    for (const auto &[b, suffix] : ways)
        out.figure(QStringLiteral("chart_type_match%1").arg(QLatin1String(suffix)), b->all.accuracy());
    return 0;
}
