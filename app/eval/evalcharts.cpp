// assay eval charts --nvbench FILE --spider DIR [--llm-base-url URL --llm-model NAME [--llm-kind
// openai|anthropic]] For each nvBench chart: translate its data query (nvBench VQL: SQL plus "BIN
// col BY unit") to SQL, run it on the Spider database, recommend a chart from the result, and
// compare the chart type with nvBench's, four ways: the rules alone, the rules with the entry's
// first question, with that question's chart words removed, and (with a model) the question's
// chart checked by the model as the chat does (TiChart's verify step). Each way prints accuracy,
// precision and recall per type and a confusion table (stderr). Entries that cannot be
// translated or run count as misses, never as skipped. Types compare as nvBench names them: a bar
// with a series is a Stacked Bar, a line with a series a Grouping Line; both scatter kinds are
// Scatter (nvBench's grouping column of a scatter is not in its data query). The API key comes
// from ASSAY_LLM_API_KEY.

#include "evalcommand.h"
#include "evalsupport.h"

#include "agents/chartverifier.h"
#include "charts/chartrequest.h"
#include "charts/recommender.h"
#include "charts/resultsample.h"
#include "db/connection.h"
#include "eval/dataset.h"
#include "llm/llmservice.h"

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

// Where a keyword starts outside parentheses and quotes, or -1.
qsizetype topLevel(const QString &sql, const QString &keyword, qsizetype from = 0) {
    int depth = 0;
    QChar quote;
    const QRegularExpression re(
        QStringLiteral("\\b%1\\b").arg(QString(keyword).replace(u' ', QStringLiteral("\\s+"))),
        QRegularExpression::CaseInsensitiveOption);
    for (qsizetype i = from; i < sql.size(); ++i) {
        const QChar c = sql[i];
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            continue;
        }
        if (c == u'\'' || c == u'"' || c == u'`') {
            quote = c;
        } else if (c == u'(') {
            ++depth;
        } else if (c == u')') {
            --depth;
        } else if (depth == 0) {
            const auto m = re.match(sql, i, QRegularExpression::NormalMatch,
                                    QRegularExpression::AnchorAtOffsetMatchOption);
            if (m.hasMatch())
                return i;
        }
    }
    return -1;
}

qsizetype topLevelComma(const QString &text) {
    int depth = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == u'(')
            ++depth;
        else if (text[i] == u')')
            --depth;
        else if (text[i] == u',' && depth == 0)
            return i;
    }
    return -1;
}

QString caseOf(const QString &expr, const QStringList &keys, const QStringList &labels) {
    QString out = QStringLiteral("CASE %1").arg(expr);
    for (int i = 0; i < keys.size(); ++i)
        out += QStringLiteral(" WHEN '%1' THEN '%2'").arg(keys[i], labels[i]);
    return out + QStringLiteral(" END");
}

// nvBench's bins, in SQLite: years and days stay time, months and weekdays are named
// categories (nvBench bins them by name, across years).
QString binExpression(const QString &column, const QString &unit, QString *error) {
    const QString u = unit.toUpper();
    if (u == u"YEAR")
        return QStringLiteral("strftime('%Y', %1)").arg(column);
    if (u == u"DAY")
        return QStringLiteral("date(%1)").arg(column);
    if (u == u"MONTH")
        return caseOf(
            QStringLiteral("strftime('%m', %1)").arg(column),
            {"01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"},
            {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"});
    if (u == u"WEEKDAY")
        return caseOf(QStringLiteral("strftime('%w', %1)").arg(column),
                      {"0", "1", "2", "3", "4", "5", "6"},
                      {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"});
    if (u == u"QUARTER")
        return QStringLiteral("'Q' || ((CAST(strftime('%m', %1) AS INTEGER) + 2) / 3)").arg(column);
    *error = QStringLiteral("BIN BY %1 is not translated").arg(unit);
    return {};
}

// nvBench nests an aggregate in an aggregate ("SUM(count(*))") over the same GROUP BY, meaning
// the outer one of a single value per group: that is the inner aggregate itself.
QString unnestAggregates(QString sql) {
    static const QRegularExpression nested(
        QStringLiteral("\\b(?:sum|avg|min|max)\\s*\\(\\s*((?:count|sum|avg|min|max)\\s*\\([^()]*\\))\\s*\\)"),
        QRegularExpression::CaseInsensitiveOption);
    sql.replace(nested, QStringLiteral("\\1"));
    return sql;
}

// The GROUP BY of a binned query: the bin replaces the binned column, and is added when the
// query groups by other columns only (nvBench's grouping column, the series).
QString groupByBin(QString sql, const QString &column, const QString &expr, bool aggregates) {
    const qsizetype groupBy = topLevel(sql, QStringLiteral("GROUP BY"));
    qsizetype tail = topLevel(sql, QStringLiteral("HAVING"));
    if (tail < 0)
        tail = topLevel(sql, QStringLiteral("ORDER BY"));
    if (tail < 0)
        tail = topLevel(sql, QStringLiteral("LIMIT"));
    if (tail < 0)
        tail = sql.size();
    if (groupBy >= 0) {
        QString keys = sql.mid(groupBy, tail - groupBy);
        const QRegularExpression binned(
            QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(column)),
            QRegularExpression::CaseInsensitiveOption);
        if (keys.contains(binned))
            keys.replace(binned, expr);
        else
            keys = keys.trimmed() + QStringLiteral(", ") + expr;
        return sql.left(groupBy) + keys + QLatin1Char(' ') + sql.mid(tail);
    }
    if (aggregates)
        return sql.left(tail).trimmed() + QStringLiteral(" GROUP BY %1 ").arg(expr) + sql.mid(tail);
    // Rows binned without an aggregate: each row keeps its bin, and the chart aggregates.
    return sql;
}

// nvBench VQL to SQL: the "BIN col BY unit" suffix becomes the bin expression in the select list
// and in the GROUP BY (added when the query aggregates without one).
QString translateVql(const QString &vqlIn, QString *error) {
    static const QRegularExpression bin(QStringLiteral("\\s+BIN\\s+([\\w.]+)\\s+BY\\s+(\\w+)\\s*$"),
                                        QRegularExpression::CaseInsensitiveOption);
    const QString vql = unnestAggregates(vqlIn);
    const auto m = bin.match(vql);
    if (!m.hasMatch()) {
        if (vql.contains(QLatin1String(" BIN "), Qt::CaseInsensitive)) {
            *error = QStringLiteral("unrecognised BIN clause");
            return {};
        }
        return vql.trimmed();
    }
    QString sql = vql.left(m.capturedStart()).trimmed();
    const QString column = m.captured(1);
    const QString bare = column.section(u'.', -1);
    const QString expr = binExpression(column, m.captured(2), error);
    if (expr.isEmpty())
        return {};
    const qsizetype select = topLevel(sql, QStringLiteral("SELECT"));
    const qsizetype from = topLevel(sql, QStringLiteral("FROM"), select + 6);
    if (select < 0 || from < 0) {
        *error = QStringLiteral("no SELECT ... FROM");
        return {};
    }
    // The binned column is the first select item (the x of the chart).
    QString items = sql.mid(select + 6, from - select - 6);
    const qsizetype comma = topLevelComma(items);
    QString first = (comma < 0 ? items : items.left(comma)).trimmed();
    if (first.section(u'.', -1).compare(bare, Qt::CaseInsensitive) != 0) {
        *error = QStringLiteral("the binned column is not the first select item");
        return {};
    }
    const bool aggregates = QRegularExpression(QStringLiteral("\\b(count|sum|avg|min|max)\\s*\\("),
                                               QRegularExpression::CaseInsensitiveOption)
                                .match(items)
                                .hasMatch();
    items = QStringLiteral(" %1 AS %2").arg(expr, bare) +
            (comma < 0 ? QString() : items.mid(comma)) + QLatin1Char(' ');
    sql = sql.left(select + 6) + items + sql.mid(from);
    sql = groupByBin(sql, column, expr, aggregates);
    return sql.simplified();
}

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
        return QStringLiteral("scatter");
    case charts::ChartType::Table:
        return QStringLiteral("table");
    }
    return QStringLiteral("table");
}

QString goldClass(const QString &chart) {
    QString c = chart.trimmed().toLower().replace(u' ', u'_');
    if (c == u"grouping_scatter")
        c = QStringLiteral("scatter");
    return c;
}

// Drops the series distinction: "stacked_bar" -> "bar".
QString baseType(const QString &cls) {
    if (cls == u"stacked_bar")
        return QStringLiteral("bar");
    if (cls == u"grouping_line")
        return QStringLiteral("line");
    return cls;
}

// With --llm-base-url and --llm-model: a service whose fast role is that model.
std::unique_ptr<llm::LlmService> modelFrom(const QStringList &extra, QTemporaryDir &dir,
                                           QString *name) {
    return app::evalModel(extra, dir, name);
}

// One way of choosing charts (the rules alone, with the question, ...): how often each gold
// class was predicted as each class, and from that accuracy, precision and recall per class.
struct Scoreboard {
    explicit Scoreboard(const QString &name) : mode(name) {}
    QString mode;
    QMap<QString, QMap<QString, int>> confusion; // gold -> predicted -> count
    int total = 0;
    int matches = 0;

    void add(const QString &gold, const QString &predicted) {
        confusion[gold][predicted]++;
        ++total;
        matches += gold == predicted;
    }
    double accuracy() const { return total ? double(matches) / total : 0.0; }

    void report(app::EvalOutput &out) const {
        QSet<QString> classSet;
        for (auto g = confusion.constBegin(); g != confusion.constEnd(); ++g) {
            classSet.insert(g.key());
            for (auto p = g->constBegin(); p != g->constEnd(); ++p)
                classSet.insert(p.key());
        }
        QStringList classes = classSet.values();
        std::sort(classes.begin(), classes.end());
        QString table = QStringLiteral("confusion (%1): rows gold, columns predicted\n%2")
                            .arg(mode, QStringLiteral("gold\\predicted").leftJustified(18));
        for (const QString &c : classes)
            table += c.left(13).rightJustified(14);
        for (const QString &g : classes) {
            table += QLatin1Char('\n') + g.leftJustified(18);
            for (const QString &p : classes)
                table += QString::number(confusion.value(g).value(p)).rightJustified(14);
        }
        out.note(table);
        for (const QString &c : classes) {
            if (c == u"error")
                continue;
            int predicted = 0, gold = 0;
            for (const QString &g : classes) {
                predicted += confusion.value(g).value(c);
                gold += confusion.value(c).value(g);
            }
            const int hit = confusion.value(c).value(c);
            if (gold > 0)
                out.figure(QStringLiteral("%1_recall_%2").arg(mode, c), double(hit) / gold);
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

enum class Failure { None, Translation, Sql, MissingDatabase };

Failure runEntry(Runner &runner, const QJsonObject &e, charts::ResultSample *sample,
                 QString *error) {
    const QString sql = translateVql(e.value(QStringLiteral("data_part")).toString(), error);
    if (sql.isEmpty())
        return Failure::Translation;
    const QString dbId = e.value(QStringLiteral("db_id")).toString();
    db::Connection *conn = runner.connection(dbId);
    if (!conn) {
        *error = QStringLiteral("no database %1").arg(dbId);
        return Failure::MissingDatabase;
    }
    db::CollectingSink sink;
    db::ExecOptions options;
    options.readOnly = true;
    options.maxRows = 100000;
    const db::ExecSummary run = conn->execute(sql, options, sink);
    if (!run.ok()) {
        *error = QStringLiteral("%1\n  %2").arg(run.error.displayText(), sql);
        return Failure::Sql;
    }
    sample->columns = sink.resultColumns();
    sample->rows = sink.resultRows();
    sample->totalRows = sample->rows.size();
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
    QTemporaryDir modelDir;
    QString modelName;
    const std::unique_ptr<llm::LlmService> model = modelFrom(args.extra, modelDir, &modelName);
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
    int total = 0, typeMatches = 0, changedByModel = 0;
    QElapsedTimer clock;
    clock.start();
    for (const QJsonValue &v : entries) {
        if (args.limit > 0 && total >= args.limit)
            break;
        const QJsonObject e = v.toObject();
        ++total;
        const QString gold = goldClass(e.value(QStringLiteral("chart")).toString());
        const QString key = e.value(QStringLiteral("key")).toString();
        charts::ResultSample sample;
        const Failure failure = runEntry(runner, e, &sample, &error);
        if (failure != Failure::None) {
            failures[failure]++;
            out.note(QStringLiteral("%1: %2").arg(key, error));
            for (Scoreboard *b : {&rulesBoard, &questionBoard, &unnamedBoard, &modelBoard})
                b->add(gold, QStringLiteral("error"));
            continue;
        }
        // The catalog's keys are evidence Assay has for any connection.
        const QString dbId = e.value(QStringLiteral("db_id")).toString();
        const charts::RoleHints hints =
            charts::roleHintsFromCatalog(runner.dataset.schemas().value(dbId));
        const charts::Recommendation r = charts::recommendChart(sample, {}, hints);
        const QString question = e.value(QStringLiteral("nl_queries")).toArray().first().toString();
        const charts::Recommendation asked = charts::applyQuestion(r, sample, question);
        const QString predicted = classOf(r.spec);
        rulesBoard.add(gold, predicted);
        questionBoard.add(gold, classOf(asked.spec));
        unnamedBoard.add(gold, classOf(charts::applyQuestion(r, sample, withoutChartWords(question)).spec));
        typeMatches += baseType(predicted) == baseType(gold);
        if (args.verbose && predicted != gold)
            out.note(QStringLiteral("%1 %2: %3 (with the question: %4)")
                         .arg(key, gold, predicted, classOf(asked.spec)));
        if (model) {
            // TiChart as the chat runs it: the question steers the rules, the model checks.
            auto future = agents::verifyWithModel(model.get(), asked, question, sample.columns,
                                                  sample.totalRows);
            future.waitForFinished();
            const charts::Recommendation checked = future.result();
            changedByModel += checked.spec.type != asked.spec.type ||
                              checked.spec.series != asked.spec.series;
            modelBoard.add(gold, classOf(checked.spec));
        }
    }
    out.figure(QStringLiteral("entries"), total);
    out.figure(QStringLiteral("evaluated"), total - failures.value(Failure::Translation) -
                                                failures.value(Failure::Sql) -
                                                failures.value(Failure::MissingDatabase));
    out.figure(QStringLiteral("errors_translation"), failures.value(Failure::Translation));
    out.figure(QStringLiteral("errors_sql"), failures.value(Failure::Sql));
    out.figure(QStringLiteral("errors_missing_database"), failures.value(Failure::MissingDatabase));
    out.figure(QStringLiteral("with_model"), model ? 1 : 0);
    for (const Scoreboard *b : {&rulesBoard, &questionBoard, &unnamedBoard})
        b->report(out);
    if (model) {
        modelBoard.report(out);
        out.figure(QStringLiteral("changed_by_model"), changedByModel);
        out.figure(QStringLiteral("chart_type_match_with_model"), modelBoard.accuracy());
    }
    out.figure(QStringLiteral("seconds"), clock.elapsed() / 1000.0);
    out.figure(QStringLiteral("chart_base_type_match"), total ? double(typeMatches) / total : 0.0);
    out.figure(QStringLiteral("chart_type_match"), rulesBoard.accuracy());
    out.figure(QStringLiteral("chart_type_match_with_question"), questionBoard.accuracy());
    out.figure(QStringLiteral("chart_type_match_question_without_chart_words"),
               unnamedBoard.accuracy());
    return 0;
}
