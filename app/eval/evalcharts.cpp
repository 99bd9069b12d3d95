// assay eval charts --nvbench FILE --spider DIR [--llm-base-url URL --llm-model NAME [--llm-kind
// openai|anthropic]] For each nvBench chart: translate its data query (nvBench VQL: SQL plus "BIN
// col BY unit") to SQL, run it on the Spider database, recommend a chart from the result (the
// rules; with a model, TiChart's verify step with the entry's first question), and compare the
// chart type with nvBench's. Entries that cannot be translated or run count as misses, never as
// skipped. Types compare as nvBench names them: a bar with a series is a Stacked Bar, a line with a
// series a Grouping Line; both scatter kinds are Scatter. The key the API key comes from:
// ASSAY_LLM_API_KEY.

#include "evalcommand.h"
#include "evalsupport.h"

#include "charts/chartverifier.h"
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

// nvBench VQL to SQL: the "BIN col BY unit" suffix becomes the bin expression in the select list
// and in the GROUP BY (added when the query aggregates without one).
QString translateVql(const QString &vql, QString *error) {
    static const QRegularExpression bin(QStringLiteral("\\s+BIN\\s+([\\w.]+)\\s+BY\\s+(\\w+)\\s*$"),
                                        QRegularExpression::CaseInsensitiveOption);
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

    const qsizetype groupBy = topLevel(sql, QStringLiteral("GROUP BY"));
    qsizetype tail = topLevel(sql, QStringLiteral("HAVING"));
    if (tail < 0)
        tail = topLevel(sql, QStringLiteral("ORDER BY"));
    if (tail < 0)
        tail = topLevel(sql, QStringLiteral("LIMIT"));
    if (tail < 0)
        tail = sql.size();
    if (groupBy >= 0) {
        // GROUP BY the binned column groups by its bin.
        QString keys = sql.mid(groupBy, tail - groupBy);
        keys.replace(
            QRegularExpression(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(column)),
                               QRegularExpression::CaseInsensitiveOption),
            expr);
        sql = sql.left(groupBy) + keys + QLatin1Char(' ') + sql.mid(tail);
    } else if (aggregates) {
        sql = sql.left(tail).trimmed() + QStringLiteral(" GROUP BY %1 ").arg(expr) + sql.mid(tail);
    } else {
        *error = QStringLiteral("BIN without an aggregate is not translated");
        return {};
    }
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
    eval::Dataset dataset;
    QString error;
    if (!dataset.load(args.spiderDir, &error)) {
        out.note(error);
        return 1;
    }
    QTemporaryDir modelDir;
    QString modelName;
    const std::unique_ptr<llm::LlmService> model = modelFrom(args.extra, modelDir, &modelName);
    out.note(model
                 ? QStringLiteral("model: %1 verifies the rules' charts against the first question")
                       .arg(modelName)
                 : QStringLiteral("model: none (rules only; the questions are not used)"));

    std::map<QString, std::unique_ptr<db::Connection>>
        connections; // one per database; null when it would not open
    QMap<QString, int> confusion, goldCounts, goldMatches;
    int total = 0, translateErrors = 0, sqlErrors = 0, missingDatabases = 0, evaluated = 0,
        matches = 0, typeMatches = 0, changedByModel = 0, questionMatches = 0, unnamedMatches = 0;
    QElapsedTimer clock;
    clock.start();
    for (const QJsonValue &v : entries) {
        if (args.limit > 0 && total >= args.limit)
            break;
        const QJsonObject e = v.toObject();
        ++total;
        const QString gold = goldClass(e.value(QStringLiteral("chart")).toString());
        goldCounts[gold]++;
        const QString dbId = e.value(QStringLiteral("db_id")).toString();
        const QString key = e.value(QStringLiteral("key")).toString();
        auto miss = [&](const QString &what) {
            confusion[QStringLiteral("%1_as_%2").arg(gold, what)]++;
            if (args.verbose)
                out.note(QStringLiteral("%1 %2: %3").arg(key, gold, what));
        };
        QString why;
        const QString sql = translateVql(e.value(QStringLiteral("data_part")).toString(), &why);
        if (sql.isEmpty()) {
            ++translateErrors;
            out.note(QStringLiteral("%1: not translated (%2)").arg(key, why));
            miss(QStringLiteral("error"));
            continue;
        }
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
        db::Connection *conn = connections[dbId].get();
        if (!conn) {
            ++missingDatabases;
            out.note(QStringLiteral("%1: no database %2").arg(key, dbId));
            miss(QStringLiteral("error"));
            continue;
        }
        db::CollectingSink sink;
        db::ExecOptions options;
        options.readOnly = true;
        options.maxRows = 100000;
        const db::ExecSummary run = conn->execute(sql, options, sink);
        if (!run.ok()) {
            ++sqlErrors;
            out.note(QStringLiteral("%1: %2\n  %3").arg(key, run.error.displayText(), sql));
            miss(QStringLiteral("error"));
            continue;
        }
        charts::ResultSample sample;
        sample.columns = sink.resultColumns();
        sample.rows = sink.resultRows();
        sample.totalRows = sample.rows.size();
        // The catalog's keys are evidence Assay has for any connection.
        const charts::RoleHints hints = charts::roleHintsFromCatalog(dataset.schemas().value(dbId));
        charts::Recommendation r = charts::recommendChart(sample, {}, hints);
        {
            // The chat knows the question: nvBench's name the chart type almost always, so the
            // figure with the question mostly measures honouring a request. The same question
            // with the chart words removed measures what the wording adds beyond that.
            const QString question = e.value(QStringLiteral("nl_queries")).toArray().first().toString();
            static const QRegularExpression chartWords(
                QStringLiteral("\\b(pie|bars?|line|scatter|area|histogram|column|chart|graph|plot)\\b"),
                QRegularExpression::CaseInsensitiveOption);
            QString unnamed = question;
            unnamed.replace(chartWords, QString());
            questionMatches += classOf(charts::applyQuestion(r, sample, question).spec) == gold;
            unnamedMatches += classOf(charts::applyQuestion(r, sample, unnamed).spec) == gold;
        }
        if (model) {
            const QString question =
                e.value(QStringLiteral("nl_queries")).toArray().first().toString();
            auto future =
                charts::verifyWithModel(model.get(), r, question, sample.columns, sample.totalRows);
            future.waitForFinished();
            const charts::Recommendation checked = future.result();
            changedByModel +=
                checked.spec.type != r.spec.type || checked.spec.series != r.spec.series;
            r = checked;
        }
        ++evaluated;
        const QString predicted = classOf(r.spec);
        const bool match = predicted == gold;
        matches += match;
        typeMatches += baseType(predicted) == baseType(gold);
        goldMatches[gold] += match;
        if (!match)
            miss(predicted);
        else
            confusion[QStringLiteral("%1_as_%2").arg(gold, predicted)]++;
    }
    out.figure(QStringLiteral("entries"), total);
    out.figure(QStringLiteral("evaluated"), evaluated);
    out.figure(QStringLiteral("errors_translation"), translateErrors);
    out.figure(QStringLiteral("errors_sql"), sqlErrors);
    out.figure(QStringLiteral("errors_missing_database"), missingDatabases);
    out.figure(QStringLiteral("with_model"), model ? 1 : 0);
    if (model)
        out.figure(QStringLiteral("changed_by_model"), changedByModel);
    for (auto it = goldCounts.constBegin(); it != goldCounts.constEnd(); ++it) {
        out.figure(QStringLiteral("gold_%1").arg(it.key()), it.value());
        out.figure(QStringLiteral("match_%1").arg(it.key()),
                   it.value() ? double(goldMatches.value(it.key())) / it.value() : 0.0);
    }
    for (auto it = confusion.constBegin(); it != confusion.constEnd(); ++it)
        out.figure(QStringLiteral("confusion_%1").arg(it.key()), it.value());
    out.figure(QStringLiteral("seconds"), clock.elapsed() / 1000.0);
    out.figure(QStringLiteral("chart_base_type_match"), total ? double(typeMatches) / total : 0.0);
    out.figure(QStringLiteral("chart_type_match"), total ? double(matches) / total : 0.0);
    out.figure(QStringLiteral("chart_type_match_with_question"), total ? double(questionMatches) / total : 0.0);
    out.figure(QStringLiteral("chart_type_match_question_without_chart_words"), total ? double(unnamedMatches) / total : 0.0);
    return 0;
}
