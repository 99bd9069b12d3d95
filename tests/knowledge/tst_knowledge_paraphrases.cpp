// The hand-written paraphrase set (fixtures/sample_paraphrases.json): questions about the sample
// database that use none of its table or column names. The fixture's own rule is checked against
// the real schema, then retrieval over the sample's no-model knowledge (comments, profiles,
// values) must find the gold tables and columns; and it must find them better with the WordNet
// layer than without, or the layer is not doing its job. `assay eval retrieval --paraphrases`
// reports the same set pooled among Spider's schemas.

#include "knowledge/namewords.h"
#include "knowledge/profiler.h"
#include "knowledge/retriever.h"
#include "knowledge/textanalysis.h"
#include "knowledge/valueindex.h"
#include "knowledge/wordnet.h"

#include "db/connection.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

using namespace assay;
using namespace assay::knowledge;

namespace {

struct Gold {
    QString question;
    QList<QStringList> tables;  // slots of alternatives
    QList<QStringList> columns; // "table.column" alternatives
};

QList<QStringList> goldSlots(const QJsonArray &a)
{
    QList<QStringList> out;
    for (const QJsonValue &v : a)
        out << v.toString().split(u'|');
    return out;
}

double recall(const QList<QStringList> &gold, const QStringList &ranked)
{
    if (gold.isEmpty())
        return 1;
    int found = 0;
    for (const QStringList &slot : gold)
        found += std::any_of(slot.begin(), slot.end(), [&](const QString &g) { return ranked.contains(g, Qt::CaseInsensitive); });
    return double(found) / double(gold.size());
}

// The forms of a word that would make it the schema's word: its light stem and WordNet's base forms.
QSet<QString> forms(const QString &word)
{
    QSet<QString> out = {stem(word.toLower())};
    for (const WordNet::BaseForm &b : WordNet::shared().baseForms(word))
        out.insert(QString::fromUtf8(b.lemma));
    return out;
}

} // namespace

class TestKnowledgeParaphrases : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<db::Connection> m_db;
    db::Catalog m_catalog;
    DataContext m_context;
    ValueIndex m_values;
    QList<Gold> m_gold;

    struct Figures {
        double tables = 0;
        double columns = 0;
    };
    Figures measure(bool expand) const
    {
        Retriever::Options options;
        options.expand = expand;
        Retriever r(options);
        r.build(m_context, {}, {}, localEmbedder());
        Figures f;
        for (const Gold &g : m_gold) {
            QStringList tables, columns;
            for (const RetrievedItem &h : r.searchTables(g.question, 5, m_values.mentions(g.question, 8)))
                tables << h.item.table;
            for (const RetrievedItem &h : r.searchColumns(g.question, 10))
                columns << h.item.table + u'.' + h.item.column;
            f.tables += recall(g.tables, tables) / double(m_gold.size());
            f.columns += recall(g.columns, columns) / double(m_gold.size());
            if (expand && recall(g.tables, tables) < 1)
                qInfo().noquote() << "not in the top 5:" << g.question << "->" << tables.join(u',');
        }
        return f;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(WordNet::shared().isAvailable(), qPrintable(WordNet::shared().error()));
        const QString path = qEnvironmentVariable("ASSAY_TEST_SAMPLE");
        QVERIFY2(QFile::exists(path), "run through ctest: the sample_db fixture creates the sample database");
        db::ConnectionConfig config;
        config.engine = db::Engine::SQLite;
        config.filePath = path;
        config.readOnly = true;
        m_db = db::createConnection(config);
        QVERIFY(!m_db->open({}));
        QVERIFY(!m_db->introspect(&m_catalog, {}));
        m_catalog.tables.removeIf([](const db::TableInfo &t) { return t.name.startsWith(QLatin1String("sqlite_")); });
        Profiler::Options o;
        o.sampleRows = 5000;
        for (const db::TableInfo &t : std::as_const(m_catalog.tables)) {
            TableKnowledge k = knowledgeFromCatalog(t);
            k.profile = Profiler(*m_db, o).profile(t);
            for (ColumnKnowledge &c : k.columns) {
                if (const ColumnProfile *p = k.profile.column(c.name))
                    c.profile = *p;
            }
            m_context.tables << k;
        }
        m_context.relationships = declaredRelationships(m_catalog);
        m_values.build(ValueCollector(*m_db).collectAll(m_context.tables, {}));

        QFile f(QStringLiteral(ASSAY_SAMPLE_PARAPHRASES));
        QVERIFY(f.open(QIODevice::ReadOnly));
        for (const QJsonValue &v : QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("questions")).toArray()) {
            const QJsonObject o = v.toObject();
            m_gold << Gold{o.value(QStringLiteral("question")).toString(), goldSlots(o.value(QStringLiteral("tables")).toArray()),
                           goldSlots(o.value(QStringLiteral("columns")).toArray())};
        }
    }

    void theFixtureKeepsItsOwnRule()
    {
        QVERIFY2(m_gold.size() >= 60, "at least 60 questions");
        // Every content word of every table and column name, in every form.
        QSet<QString> schema;
        for (const db::TableInfo &t : std::as_const(m_catalog.tables)) {
            QStringList names = {t.name};
            for (const db::ColumnInfo &c : t.columns)
                names << c.name;
            for (const QString &n : std::as_const(names)) {
                for (const QString &w : analyzeWords(n, false) + readableName(n, WordNet::shared()).split(u' ')) {
                    if (w.size() >= 3 && !isStopword(w))
                        schema += forms(w);
                }
            }
        }
        for (const Gold &g : std::as_const(m_gold)) {
            QVERIFY(!g.tables.isEmpty());
            for (const QStringList &slot : g.tables + g.columns) {
                for (const QString &name : slot) {
                    const QString table = name.section(u'.', 0, 0);
                    QVERIFY2(m_catalog.find(table), qPrintable(name));
                    if (name.contains(u'.'))
                        QVERIFY2(m_catalog.find(table)->column(name.section(u'.', 1)), qPrintable(name));
                }
            }
            static const QRegularExpression word(QStringLiteral("[A-Za-z]+"));
            for (auto it = word.globalMatch(g.question); it.hasNext();) {
                const QString w = it.next().captured(0).toLower();
                if (w.size() < 3 || isStopword(w))
                    continue;
                const QSet<QString> mine = forms(w);
                QVERIFY2(!mine.intersects(schema), qPrintable(QStringLiteral("“%1” uses the schema word “%2”").arg(g.question, w)));
            }
        }
    }

    void findsTheTablesAndColumnsInOtherWords()
    {
        const Figures with = measure(true);
        const Figures without = measure(false);
        qInfo("paraphrases, sample database: table recall@5 %.3f (%.3f without WordNet), column recall@10 %.3f (%.3f)", with.tables,
              without.tables, with.columns, without.columns);
        QVERIFY2(with.tables >= 0.85, qPrintable(QString::number(with.tables)));
        QVERIFY2(with.columns >= 0.7, qPrintable(QString::number(with.columns)));
        QVERIFY(with.tables > without.tables);
        QVERIFY(with.columns > without.columns);
    }
};

QTEST_GUILESS_MAIN(TestKnowledgeParaphrases)
#include "tst_knowledge_paraphrases.moc"
