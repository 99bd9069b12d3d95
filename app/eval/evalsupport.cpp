#include "evalsupport.h"

#include <QJsonObject>
#include <QJsonDocument>
#include <QJsonArray>
#include <QFile>

#include "db/connection.h"
#include "knowledge/profiler.h"
#include "knowledgebuild/contextbuilder.h"
#include "llm/llmservice.h"
#include "llm/llmsettings.h"
#include "llm/providerconfig.h"
#include "relationships/discovery.h"
#include "sql/relations.h"

#include <QCryptographicHash>
#include <QTemporaryDir>

#include <cmath>

namespace assay::app {

bool tuningDatabase(const QString &dbId)
{
    return QCryptographicHash::hash(dbId.toUtf8(), QCryptographicHash::Md5).toHex().at(0) < '8';
}

bool loadDataset(const QString &dir, eval::Dataset *dataset, EvalOutput &out)
{
    QString error;
    if (!dataset->load(dir, &error)) {
        out.note(QStringLiteral("assay eval: %1").arg(error));
        return false;
    }
    return true;
}

std::unique_ptr<db::Connection> openBenchmarkDatabase(const QString &sqlitePath)
{
    if (sqlitePath.isEmpty())
        return nullptr;
    db::ConnectionConfig c;
    c.engine = db::Engine::SQLite;
    c.filePath = sqlitePath;
    c.readOnly = true;
    std::unique_ptr<db::Connection> conn = db::createConnection(c);
    if (conn->open({}))
        conn.reset();
    return conn;
}

QList<knowledge::TableKnowledge> benchmarkKnowledge(const QString &dbId, const db::Catalog &schema, const QString &sqlitePath)
{
    QList<knowledge::TableKnowledge> out;
    std::unique_ptr<db::Connection> conn = openBenchmarkDatabase(sqlitePath);
    for (db::TableInfo table : schema.tables) {
        table.schema = QString(); // the benchmark schema has no schema names
        knowledge::TableKnowledge k = knowledge::knowledgeFromCatalog(table);
        k.schema = dbId; // pooled catalogs keep databases apart as schemas
        if (conn) {
            knowledge::Profiler::Options o;
            o.sampleRows = 20000;
            k.profile = knowledge::Profiler(*conn, o).profile(table);
            for (knowledge::ColumnKnowledge &c : k.columns) {
                if (const knowledge::ColumnProfile *p = k.profile.column(c.name))
                    c.profile = *p;
            }
        }
        out << k;
    }
    return out;
}

db::Catalog withoutDeclaredKeys(db::Catalog catalog, bool primaryKeys)
{
    for (db::TableInfo &t : catalog.tables) {
        t.foreignKeys.clear();
        if (primaryKeys) {
            t.primaryKey.clear();
            for (db::ColumnInfo &c : t.columns)
                c.primaryKey = false;
        }
    }
    return catalog;
}

knowledge::DataContext discoveredContext(const db::Catalog &catalog, db::Connection *connection)
{
    knowledge::DataContext context;
    for (const db::TableInfo &t : catalog.tables) {
        knowledge::TableKnowledge k = knowledge::knowledgeFromCatalog(t);
        if (connection) {
            k.profile = knowledge::Profiler(*connection).profile(t);
            for (knowledge::ColumnKnowledge &c : k.columns) {
                if (const knowledge::ColumnProfile *p = k.profile.column(c.name))
                    c.profile = *p;
            }
        }
        context.tables << k;
    }
    context.relationships = knowledge::declaredRelationships(catalog);
    if (!connection) {
        context.relationships += knowledge::inferRelationshipsByName(context, catalog, nullptr);
        return context;
    }
    relationships::RelationshipDiscovery discovery(*connection, catalog, context);
    relationships::mergeDiscovery(context, discovery.run(std::make_shared<db::CancelToken>()));
    return context;
}

QStringList goldTables(const QString &goldSql, const db::Catalog &schema)
{
    QStringList out;
    for (const sql::RelationReference &r : sql::findRelations(goldSql).relations) {
        if (const db::TableInfo *t = schema.find(r.name)) {
            if (!out.contains(t->name, Qt::CaseInsensitive))
                out << t->name;
        }
    }
    return out;
}

QStringList stringLiterals(const QString &sqlText)
{
    QStringList out;
    for (const sql::Token &t : sql::significantTokens(sqlText)) {
        if (t.kind != sql::TokenKind::String)
            continue;
        QString v = t.text(sqlText).toString();
        if (v.startsWith(u'\'') && v.endsWith(u'\'') && v.size() >= 2)
            v = v.mid(1, v.size() - 2).replace(QStringLiteral("''"), QStringLiteral("'"));
        v.remove(u'%');
        v = v.trimmed();
        if (!v.isEmpty() && !out.contains(v))
            out << v;
    }
    // Spider also quotes literals with double quotes, which the tokenizer reads as identifiers.
    for (const sql::Token &t : sql::significantTokens(sqlText)) {
        if (t.kind != sql::TokenKind::QuotedIdentifier || !t.text(sqlText).startsWith(u'"'))
            continue;
        QString v = sql::identifierText(sqlText, t);
        v.remove(u'%');
        v = v.trimmed();
        if (!v.isEmpty() && !out.contains(v))
            out << v;
    }
    return out;
}

QList<std::pair<QString, QString>> literalLocations(db::Connection &connection, const db::Catalog &catalog, const QString &literal)
{
    QList<std::pair<QString, QString>> out;
    for (const db::TableInfo &t : catalog.tables) {
        for (const db::ColumnInfo &c : t.columns) {
            if (c.valueType != db::ValueType::Text && c.valueType != db::ValueType::Unknown)
                continue;
            QList<db::Row> rows;
            const db::ExecSummary s = connection.query(QStringLiteral("SELECT 1 FROM %1 WHERE CAST(%2 AS TEXT) = %3 COLLATE NOCASE LIMIT 1")
                                                           .arg(connection.dialect().quoteIdentifier(t.name),
                                                                connection.dialect().quoteIdentifier(c.name), connection.dialect().stringLiteral(literal)),
                                                       &rows);
            if (s.ok() && !rows.isEmpty())
                out.append({t.name, c.name});
        }
    }
    return out;
}

} // namespace assay::app

namespace assay::app {

std::unique_ptr<llm::LlmService> evalModel(const QStringList &extra, QTemporaryDir &dir, QString *name, QString *error)
{
    QString url, model, kind = QStringLiteral("openai");
    for (int i = 0; i + 1 < extra.size(); ++i) {
        if (extra[i] == u"--llm-base-url")
            url = extra[i + 1];
        else if (extra[i] == u"--llm-model")
            model = extra[i + 1];
        else if (extra[i] == u"--llm-kind")
            kind = extra[i + 1];
    }
    if (url.isEmpty() || model.isEmpty()) {
        if (error)
            *error = QStringLiteral("this evaluation needs a model: --llm-base-url URL --llm-model NAME (key in ASSAY_LLM_API_KEY)");
        return nullptr;
    }
    llm::LlmService::Options o;
    o.ledgerPath = dir.filePath(QStringLiteral("usage.sqlite"));
    o.logDirectory = dir.filePath(QStringLiteral("logs"));
    auto service = std::make_unique<llm::LlmService>(o);
    llm::ProviderConfig p;
    p.id = QStringLiteral("eval");
    p.name = QStringLiteral("eval");
    p.kind = kind == u"anthropic" ? llm::ProviderKind::Anthropic : kind == u"ollama" ? llm::ProviderKind::Ollama : llm::ProviderKind::OpenAICompatible;
    p.baseUrl = url;
    p.model = model;
    llm::LlmSettings settings;
    settings.providers = {p};
    settings.roles.insert(llm::Role::Fast, {p.id, model});
    settings.roles.insert(llm::Role::Reasoning, {p.id, model});
    service->applySettings(settings);
    service->setApiKey(p.id, qEnvironmentVariable("ASSAY_LLM_API_KEY", QStringLiteral("none")));
    if (name)
        *name = model;
    if (!service->isReady(llm::Role::Reasoning)) {
        if (error)
            *error = service->readiness(llm::Role::Reasoning).message;
        return nullptr;
    }
    return service;
}

namespace {

QString valueText(const QVariant &v)
{
    if (v.isNull() || !v.isValid())
        return QStringLiteral("\x01NULL");
    bool ok = false;
    const double d = v.toString().toDouble(&ok);
    if (ok && v.typeId() != QMetaType::QByteArray) {
        // Numbers compare by value, to a sensible precision (SUMs in floating point differ in
        // the last digits between engines and query shapes).
        if (std::abs(d) < 1e15 && d == std::floor(d))
            return QString::number(qint64(d));
        return QString::number(d, 'g', 10);
    }
    return v.toString();
}

QStringList rowKeys(const QList<db::Row> &rows)
{
    QStringList out;
    out.reserve(rows.size());
    for (const db::Row &r : rows) {
        QStringList cells;
        for (const QVariant &v : r)
            cells << valueText(v);
        out << cells.join(QChar(0x1f));
    }
    return out;
}

QStringList columnOf(const QList<db::Row> &rows, int c)
{
    QStringList out;
    for (const db::Row &r : rows)
        out << (c < r.size() ? valueText(r[c]) : QString());
    return out;
}

} // namespace

bool sameResult(const QList<db::Row> &gold, const QList<db::Row> &predicted, bool ordered)
{
    if (gold.size() != predicted.size())
        return false;
    QStringList a = rowKeys(gold);
    QStringList b = rowKeys(predicted);
    if (!ordered) {
        a.sort();
        b.sort();
    }
    return a == b;
}

namespace {

// Tries the predicted columns in every order that keeps each column's values equal to the gold
// column it stands for (as a multiset, or as a list when ordered), whole rows compared last.
bool permutedMatch(const QList<db::Row> &gold, const QList<db::Row> &predicted, bool ordered,
                   const QList<QStringList> &goldColumns, const QList<QStringList> &predColumns, QList<int> &mapping)
{
    const int g = int(mapping.size());
    if (g == goldColumns.size()) {
        QList<db::Row> projected;
        projected.reserve(predicted.size());
        for (const db::Row &r : predicted) {
            db::Row row;
            for (int p : mapping)
                row << r.value(p);
            projected << row;
        }
        return sameResult(gold, projected, ordered);
    }
    for (int p = 0; p < predColumns.size(); ++p) {
        if (mapping.contains(p) || predColumns[p] != goldColumns[g])
            continue;
        mapping << p;
        if (permutedMatch(gold, predicted, ordered, goldColumns, predColumns, mapping))
            return true;
        mapping.removeLast();
    }
    return false;
}

// Whether every gold column is one of the predicted columns, the rows matching whole.
bool goldColumnsAmongPredicted(const QList<db::Row> &gold, const QList<db::Row> &predicted, bool ordered)
{
    const int goldCols = int(gold.first().size());
    const int predCols = predicted.isEmpty() ? 0 : int(predicted.first().size());
    QList<QStringList> goldColumns, predColumns;
    for (int c = 0; c < goldCols; ++c)
        goldColumns << columnOf(gold, c);
    for (int c = 0; c < predCols; ++c)
        predColumns << columnOf(predicted, c);
    if (!ordered) {
        for (QList<QStringList> *columns : {&goldColumns, &predColumns})
            for (QStringList &column : *columns)
                column.sort();
    }
    QList<int> mapping;
    return permutedMatch(gold, predicted, ordered, goldColumns, predColumns, mapping);
}

} // namespace

bool sameResultAnyColumnOrder(const QList<db::Row> &gold, const QList<db::Row> &predicted, bool ordered)
{
    if (gold.size() != predicted.size())
        return false;
    if (gold.isEmpty() || sameResult(gold, predicted, ordered))
        return true;
    return predicted.first().size() == gold.first().size() && goldColumnsAmongPredicted(gold, predicted, ordered);
}

bool sameResultRelaxed(const QList<db::Row> &gold, const QList<db::Row> &predicted, bool ordered)
{
    if (gold.size() != predicted.size())
        return false;
    // Each gold column must be one of the predicted columns, row by row in the same rows.
    return gold.isEmpty() || goldColumnsAmongPredicted(gold, predicted, ordered);
}

QList<Paraphrase> loadSpiderParaphrases(const QString &file, const eval::Dataset &dataset, QString *error)
{
    QFile f(file);
    const QJsonArray entries = f.open(QIODevice::ReadOnly)
                                   ? QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("questions")).toArray()
                                   : QJsonArray();
    QHash<int, const eval::EvalQuestion *> byIndex;
    for (const eval::EvalQuestion &q : dataset.questions())
        byIndex.insert(q.index, &q);
    QList<Paraphrase> out;
    for (const QJsonValue &v : entries) {
        const eval::EvalQuestion *q = byIndex.value(v.toObject().value(QStringLiteral("dev_index")).toInt(-1));
        const QString question = v.toObject().value(QStringLiteral("question")).toString();
        if (q && !question.isEmpty())
            out << Paraphrase{q, question, v.toObject().value(QStringLiteral("split")).toString()};
    }
    if (out.isEmpty() && error)
        *error = QStringLiteral("no paraphrases in %1").arg(file);
    return out;
}

bool ordersResult(const QString &sqlText)
{
    int depth = 0;
    const QList<sql::Token> tokens = sql::significantTokens(sqlText);
    for (int i = 0; i < tokens.size(); ++i) {
        if (tokens[i].kind == sql::TokenKind::LeftParen)
            ++depth;
        else if (tokens[i].kind == sql::TokenKind::RightParen)
            --depth;
        else if (depth == 0 && sql::isWord(sqlText, tokens[i], u"ORDER"))
            return true;
    }
    return false;
}

} // namespace assay::app
