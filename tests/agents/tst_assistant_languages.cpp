// The Assistant speaks the analyst's language. With the German and then the Chinese translation
// installed (the real .qm files the application embeds), the offline assistant and the ask
// pipeline (a scripted model behind the fake server) answer, decline, ask back and fail; every
// message a user would see (the chat's message, notes, the reading, its alternatives, stage
// names and progress lines, chart reasons, insights, errors) must be
//   - looked up in a context whose entry in the .ts is finished and differs from the English
//     source (unless the source is a name or a number), for every translate() call Assay made;
//   - free of English sentences that never went through a translator (the check looks for
//     English function words in German text, and for Latin words at all in Chinese text, once
//     names from the schema, SQL and quoted values are taken out).
// The model is told which language to write in: the scripted model answers in the language the
// prompt names, and the test fails if the prompt names none.

#include "agentstesthelpers.h"

#include "agents/askpipeline.h"
#include "llm/prompttemplate.h"
#include "offline/offlineassistant.h"

#include <algorithm>
#include <QFile>
#include <QMutex>
#include <QSet>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace assay;
using namespace assay::agents;
using namespace assay::ask;

namespace {

const QDate Today(2024, 6, 15);

// A translator that answers from the real .qm and remembers every lookup Assay made.
class RecordingTranslator : public QTranslator {
public:
    bool loadQm(const QString &path) { return m_real.load(path); }
    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const override
    {
        const QString ctx = QString::fromUtf8(context);
        if (ctx.startsWith(QLatin1String("Assay::")) || ctx.startsWith(QLatin1String("assay::"))) {
            QMutexLocker lock(&m_mutex);
            m_lookups.insert(ctx + QLatin1Char('\x1f') + QString::fromUtf8(sourceText));
        }
        return m_real.translate(context, sourceText, disambiguation, n);
    }
    bool isEmpty() const override { return false; }
    QSet<QString> takeLookups()
    {
        QMutexLocker lock(&m_mutex);
        return std::exchange(m_lookups, {});
    }

private:
    QTranslator m_real;
    mutable QMutex m_mutex;
    mutable QSet<QString> m_lookups;
};

struct TsEntry {
    QString translation;
    bool finished = false;
};

// context \x1f source -> the entry, straight from the .ts the .qm was made from.
QHash<QString, TsEntry> readTs(const QString &path)
{
    QHash<QString, TsEntry> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QXmlStreamReader xml(&f);
    QString context, source;
    TsEntry entry;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == u"name") {
                context = xml.readElementText();
            } else if (xml.name() == u"message") {
                source.clear();
                entry = {};
            } else if (xml.name() == u"source") {
                source = xml.readElementText();
            } else if (xml.name() == u"translation") {
                entry.finished = xml.attributes().value(QLatin1String("type")).isEmpty();
                entry.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            }
        } else if (xml.isEndElement() && xml.name() == u"message") {
            out.insert(context + QLatin1Char('\x1f') + source, entry);
        }
    }
    return out;
}

// A name or a number: nothing a translator could change ("%1", "SQL", "CSV", "%1 → %2").
bool isNameOrNumber(const QString &source)
{
    static const QRegularExpression prose(QStringLiteral("[A-Za-z]{2,}\\s+[A-Za-z]{2,}"));
    return !prose.match(source).hasMatch();
}

// English words that are not also German words: their presence in German text means a sentence
// never went through a translator.
const QSet<QString> &englishOnlyWords()
{
    static const QSet<QString> words = [] {
        QSet<QString> s;
        for (const char *w : {"the", "of", "and", "is", "are", "were", "with", "for", "from", "this", "that",
                              "these", "those", "which", "what", "when", "where", "why", "how", "not", "into", "only",
                              "than", "there", "their", "they", "you", "your", "has", "have", "had", "its", "been",
                              "by", "on", "at", "to", "or", "each", "rows", "row", "could", "would", "should",
                              "cannot", "first", "question", "answer", "answered", "chart", "query", "model"})
            s.insert(QString::fromLatin1(w));
        return s;
    }();
    return words;
}

} // namespace

class TestAssistantLanguages : public QObject {
    Q_OBJECT
    std::unique_ptr<db::Connection> m_db;
    std::shared_ptr<const knowledge::KnowledgeSnapshot> m_knowledge;
    QSet<QString> m_names; // schema names, lower case: they stay as they are in every language
    RecordingTranslator *m_translator = nullptr;
    QHash<QString, TsEntry> m_ts;
    QString m_language;

    AskRequest request(const QString &question) const
    {
        AskRequest r;
        r.question = question;
        r.questionId = QStringLiteral("q");
        r.notebookId = QStringLiteral("nb");
        r.flavor = sql::Flavor::SQLite;
        r.today = Today;
        r.rowCap = 100000;
        return r;
    }

    // What the chat panel shows of a result, one string per place.
    static QStringList shownTexts(const AskResult &r)
    {
        QStringList out;
        out << r.message << r.notes << r.interpretation << r.clarification.question << r.clarification.options;
        for (const ReadingChoice &c : r.alternatives)
            out << c.label;
        for (const AskStep &s : r.steps)
            out << s.explanation << s.error << s.chartReasons << s.insight << s.joinNotes;
        for (const InformationUnit &u : r.units)
            out << stageName(u.action) << u.description;
        out.removeAll(QString());
        return out;
    }

    // The text with what stays untranslated by design taken out: SQL, quoted values, schema and
    // cell names, numbers, and `foreign` text (a database's own error message).
    QString withoutNames(QString text, const QStringList &foreign) const
    {
        QStringList longestFirst = foreign; // a whole question before a name inside it
        std::sort(longestFirst.begin(), longestFirst.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
        for (const QString &f : std::as_const(longestFirst))
            text.replace(f, QStringLiteral(" "));
        static const QList<QRegularExpression> patterns = {
            QRegularExpression(QStringLiteral("```.*?```"), QRegularExpression::DotMatchesEverythingOption),
            QRegularExpression(QStringLiteral("`[^`]*`")),
            QRegularExpression(QStringLiteral("\\*\\*[^*]+\\*\\*")), // values from the data, in bold
            QRegularExpression(QStringLiteral("“[^”]*”|„[^“”]*[“”]|\"[^\"]*\"|'[^']*'|‘[^’]*’|「[^」]*」")),
            QRegularExpression(QStringLiteral("\\b(SELECT|WITH)\\b.*$"), QRegularExpression::DotMatchesEverythingOption),
            QRegularExpression(QStringLiteral("\\b[A-Za-z0-9]+(_[A-Za-z0-9]+)+\\b")), // snake_case names
            QRegularExpression(QStringLiteral("\\b\\w+\\.\\w+\\b")),                    // table.column
        };
        for (const QRegularExpression &p : patterns)
            text.replace(p, QStringLiteral(" "));
        return text;
    }

    // English words left in `text` (names taken out), for the language under test.
    QStringList englishIn(const QString &shown, const QStringList &foreign) const
    {
        static const QRegularExpression word(QStringLiteral("[A-Za-z]+"));
        // Words any language uses as they are.
        static const QSet<QString> allowed = {QStringLiteral("sql"), QStringLiteral("csv"), QStringLiteral("assay"),
                                              QStringLiteral("id"), QStringLiteral("top"), QStringLiteral("sqlite"),
                                              QStringLiteral("json"), QStringLiteral("http")};
        QStringList out;
        const QString text = withoutNames(shown, foreign);
        for (auto it = word.globalMatch(text); it.hasNext();) {
            const QString w = it.next().captured().toLower();
            if (m_names.contains(w) || allowed.contains(w))
                continue;
            const bool english = m_language == u"zh_CN" ? w.size() >= 2 : englishOnlyWords().contains(w);
            if (english)
                out << w;
        }
        return out;
    }

    void checkShown(const AskResult &r, const QString &what, QStringList foreign = {})
    {
        // The analyst's own words and the names the SQL gives its columns stay as they are.
        foreign << r.rewritten << what;
        for (const InformationUnit &u : r.units) {
            if (u.action == u"start")
                foreign << u.description; // the question, as asked
        }
        static const QRegularExpression alias(QStringLiteral("\\bAS\\s+\"?(\\w+)"), QRegularExpression::CaseInsensitiveOption);
        for (const AskStep &s : r.steps) {
            for (auto it = alias.globalMatch(s.sql); it.hasNext();)
                foreign << it.next().captured(1);
        }
        foreign.removeAll(QString());
        for (const QString &text : shownTexts(r)) {
            const QStringList english = englishIn(text, foreign);
            QVERIFY2(english.isEmpty(), qPrintable(QStringLiteral("%1 [%2]: English words %3 in: %4")
                                                       .arg(what, m_language, english.join(u','), text)));
        }
    }

    // Every lookup since the last check found a finished translation that differs from the
    // source (or the source is a name or a number).
    void checkLookups(const QString &what)
    {
        QStringList problems;
        for (const QString &key : m_translator->takeLookups()) {
            const QString source = key.section(QLatin1Char('\x1f'), 1);
            const auto it = m_ts.constFind(key);
            if (it == m_ts.constEnd())
                problems << QStringLiteral("not in the .ts: ") + key.section(QLatin1Char('\x1f'), 0, 0) + QStringLiteral(" | ") + source;
            else if (!it->finished)
                problems << QStringLiteral("unfinished: ") + source;
            else if (it->translation == source && !isNameOrNumber(source))
                problems << QStringLiteral("same as English: ") + source;
        }
        QVERIFY2(problems.isEmpty(), qPrintable(what + QLatin1Char(' ') + m_language + QStringLiteral(":\n  ") + problems.join(QStringLiteral("\n  "))));
    }

    void install(const QString &language)
    {
        m_language = language;
        m_translator = new RecordingTranslator;
        QVERIFY(m_translator->loadQm(QStringLiteral(":/i18n/assay_%1.qm").arg(language)));
        QCoreApplication::installTranslator(m_translator);
        QLocale::setDefault(QLocale(language)); // as ui::installTranslations() does
        m_ts = readTs(QStringLiteral("%1/translations/assay_%2.ts").arg(qEnvironmentVariable("ASSAY_SOURCE_DIR"), language));
        QVERIFY(!m_ts.isEmpty());
    }

private slots:
    void initTestCase()
    {
        m_db = db::createConnection(test::sampleConfig());
        QVERIFY(!m_db->open({}));
        m_knowledge = test::sampleKnowledge(*m_db);
        for (const db::TableInfo &t : m_knowledge->catalog.tables) {
            for (const QString &part : t.name.toLower().split(u'_'))
                m_names.insert(part);
            for (const db::ColumnInfo &c : t.columns)
                for (const QString &part : c.name.toLower().split(u'_'))
                    m_names.insert(part);
        }
    }

    void cleanup()
    {
        if (m_translator) {
            QCoreApplication::removeTranslator(m_translator);
            delete m_translator;
            m_translator = nullptr;
            QLocale::setDefault(QLocale::c());
        }
    }

    void promptsNameTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("name");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("German");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("Simplified Chinese");
    }

    void promptsNameTheLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, name);
        QCOMPARE(llm::analystLanguage(), QStringLiteral("English"));
        install(language);
        QCOMPARE(llm::analystLanguage(), name);
        for (const char *prompt : {"ask_clarify", "ask_generate", "ask_repair", "charts_verify", "insights_phrase"}) {
            const QList<llm::Message> m = llm::PromptTemplate::load(QString::fromLatin1(prompt)).render({});
            QVERIFY2(m.first().content.contains(QStringLiteral("in %1").arg(name)), prompt);
        }
    }

    void offlineAssistant_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void offlineAssistant()
    {
        QFETCH(QString, language);
        install(language);
        offline::OfflineAssistant assistant(m_knowledge, db::Engine::SQLite);
        // Answers of several shapes, with their readings and alternatives.
        for (const char *q : {"How many customers are there?", "revenue by region", "monthly revenue in 2023",
                              "top 5 products by revenue", "list products in Board Games", "average list price per category"}) {
            const AskResult r = assistant.answer(request(QString::fromLatin1(q)), *m_db, {});
            QVERIFY2(r.answered(), q);
            checkShown(r, QString::fromLatin1(q));
            checkLookups(QString::fromLatin1(q));
        }
        // Declines say why, in the analyst's language.
        // ("average order value by channel", declined here once for want of a figure, is now read
        // as an average per order by a segment: issue 47.)
        for (const char *q : {"why did sales drop?", "predict next year's revenue", "", "the of and",
                              "Umsatz nach Region"}) {
            const AskResult r = assistant.answer(request(QString::fromLatin1(q)), *m_db, {});
            QVERIFY2(!r.answered(), q);
            QVERIFY(!r.message.isEmpty());
            checkShown(r, QString::fromLatin1(q));
            checkLookups(QString::fromLatin1(q));
        }
        // A clicked alternative reading answers again.
        const AskResult first = assistant.answer(request(QStringLiteral("revenue by region")), *m_db, {});
        QVERIFY(!first.alternatives.isEmpty());
        AskRequest again = request(QStringLiteral("revenue by region"));
        again.readingOverrides = first.alternatives.first().overrides;
        const AskResult chosen = assistant.answer(again, *m_db, {});
        checkShown(chosen, QStringLiteral("alternative"), {again.question});
        checkLookups(QStringLiteral("alternative"));
        // A failure: the knowledge describes tables this (empty) database does not have. The
        // database's own message stays as the database wrote it.
        QTemporaryDir dir;
        db::ConnectionConfig emptyConfig;
        emptyConfig.engine = db::Engine::SQLite;
        emptyConfig.filePath = dir.filePath(QStringLiteral("empty.sqlite"));
        QFile(emptyConfig.filePath).open(QIODevice::WriteOnly); // an empty file is an empty database
        auto empty = db::createConnection(emptyConfig);
        QVERIFY(!empty->open({}));
        const AskResult failed = assistant.answer(request(QStringLiteral("How many customers are there?")), *empty, {});
        QCOMPARE(failed.outcome, AskResult::Outcome::Failed);
        QList<db::Row> rows;
        const db::ExecSummary raw = empty->query(QStringLiteral("SELECT COUNT(*) FROM customers"), &rows);
        QVERIFY(!raw.ok());
        checkShown(failed, QStringLiteral("failed"), {raw.error.message, raw.error.detail, QStringLiteral("customers"), QStringLiteral("How many customers are there?")});
        checkLookups(QStringLiteral("failed"));
    }

    // The tool loop keeps the last query that ran, for when its rounds run out. Whether a query
    // ran was once read from the translated observation ("Error: ..."), so in a German window a
    // failed query ("Fehler: ...") was kept as good and became the answer's SQL.
    void toolLoopKeepsOnlyQueriesThatRanInGerman() {
        install(QStringLiteral("de"));
        test::ScriptedModel model;
        model.script.tools = [](const QString &, int round) -> QString {
            if (round == 0)
                return QStringLiteral("Action: ExecuteSQL(SELECT no_such_column FROM orders)");
            return QStringLiteral("Action: SearchColumn(orders)");
        };
        model.answerByScript();
        AskEnvironment env;
        env.llm = model.service.get();
        env.knowledge = m_knowledge;
        env.connection = m_db.get();
        AskPipeline pipeline(env);
        AskRequest q = request(QStringLiteral("How many orders are there?"));
        q.mode = AskMode::Tools;
        q.maxToolRounds = 3;
        const AskResult r = test::ask(pipeline, q);
        QVERIFY(!r.answered());
        for (const AskStep &step : r.steps)
            QVERIFY2(!step.sql.contains(QLatin1String("no_such_column")), qPrintable(step.sql));
        // What the analyst reads is why: no answer within the rounds, not the failed query's error.
        const QString noAnswer =
            QCoreApplication::translate("Assay::Agents", "No answer within %1 rounds.").arg(3);
        QVERIFY2(noAnswer != QStringLiteral("No answer within 3 rounds."),
                 "the German translation is installed");
        QVERIFY2(r.message.contains(noAnswer) ||
                     std::any_of(r.steps.begin(), r.steps.end(),
                                 [&](const AskStep &s) { return s.error.contains(noAnswer); }),
                 qPrintable(r.message));
    }

    void modelPipeline_data()
    {
        offlineAssistant_data();
    }

    void modelPipeline()
    {
        QFETCH(QString, language);
        install(language);
        const QString languageName = llm::analystLanguage();
        const bool german = language == u"de";
        test::ScriptedModel model;
        // The scripted model writes for the analyst in the language its prompt names.
        auto inLanguage = [&](const QString &user, const QString &de, const QString &zh) {
            Q_UNUSED(user);
            return german ? de : zh;
        };
        model.script.clarify = [&](const QString &q, const QString &) {
            return QJsonObject{{QStringLiteral("rewritten"), q}, {QStringLiteral("ambiguous"), false}, {QStringLiteral("steps"), QJsonArray{q}}};
        };
        model.script.generate = [&](const QString &, const QString &) {
            return QStringLiteral("SELECT r.name AS region, ROUND(SUM(ol.amount), 2) AS revenue FROM order_lines ol JOIN orders o ON o.order_id = ol.order_id "
                                  "JOIN stores s ON s.store_id = o.store_id JOIN regions r ON r.region_id = s.region_id GROUP BY r.name ORDER BY revenue DESC");
        };
        // The linker keeps the tables of one join path (with customers too, the sample's regions
        // join two ways and the pipeline rightly asks which).
        model.script.linkTables = {QStringLiteral("order_lines"), QStringLiteral("orders"), QStringLiteral("stores"), QStringLiteral("regions")};
        // Every prompt that asks for text the analyst reads names the language (registered before
        // the script's answers: the first matching fixture answers).
        model.server.on(fakellm::Match::systemContains(QStringLiteral("You write one SQL query")),
                        fakellm::Reply::generated([&](const fakellm::RecordedRequest &r) {
                            const bool told = r.lastMessage(QStringLiteral("system")).contains(QStringLiteral("in %1").arg(languageName));
                            const QString explanation = told ? inLanguage({}, QStringLiteral("Umsatz je Region"), QStringLiteral("各地区的收入"))
                                                             : QStringLiteral("Revenue per region (the prompt named no language)");
                            return QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("sql"), model.script.generate({}, {})},
                                                                               {QStringLiteral("explanation"), explanation}})
                                                         .toJson(QJsonDocument::Compact));
                        }));
        model.answerByScript();
        AskEnvironment env;
        env.llm = model.service.get();
        env.knowledge = m_knowledge;
        env.connection = m_db.get();
        AskPipeline pipeline(env);

        const AskResult answered = test::ask(pipeline, request(QStringLiteral("What is the revenue by region?")));
        QVERIFY2(answered.answered(), qPrintable(answered.message));
        checkShown(answered, QStringLiteral("answered"));
        checkLookups(QStringLiteral("answered"));

        // Asking back, with the question and the options in the analyst's language.
        model.script.clarify = [&](const QString &q, const QString &) {
            return QJsonObject{{QStringLiteral("rewritten"), q},
                               {QStringLiteral("ambiguous"), true},
                               {QStringLiteral("clarification"),
                                QJsonObject{{QStringLiteral("question"), german ? QStringLiteral("Am besten wonach?") : QStringLiteral("按什么衡量最好？")},
                                            {QStringLiteral("options"), german ? QJsonArray{QStringLiteral("nach Umsatz"), QStringLiteral("nach Stückzahl")}
                                                                               : QJsonArray{QStringLiteral("按收入"), QStringLiteral("按销量")}}}}};
        };
        const AskResult askBack = test::ask(pipeline, request(QStringLiteral("Which product is best?")));
        QCOMPARE(askBack.outcome, AskResult::Outcome::NeedsClarification);
        checkShown(askBack, QStringLiteral("ask back"));
        checkLookups(QStringLiteral("ask back"));

        // The model answers garbage: a clear message, ours.
        model.server.clearFixtures(); // the first matching fixture answers: only this one now
        model.server.on(fakellm::Match::any(), fakellm::Reply::text(QStringLiteral("Sure, happy to help! What would you like?")));
        const AskResult garbage = test::ask(pipeline, request(QStringLiteral("What is the revenue by region?")));
        QVERIFY(!garbage.answered());
        checkShown(garbage, QStringLiteral("garbage"));
        checkLookups(QStringLiteral("garbage"));

        // The model's server fails: the question ends at once and offers the offline assistant.
        model.server.clearFixtures();
        model.server.on(fakellm::Match::any(), fakellm::Reply::serverError(503));
        const AskResult failed = test::ask(pipeline, request(QStringLiteral("What is the revenue by region?")));
        QCOMPARE(failed.outcome, AskResult::Outcome::Failed);
        QVERIFY(failed.modelUnreachable);
        checkShown(failed, QStringLiteral("server error"));
        checkLookups(QStringLiteral("server error"));

        // No model at all.
        AskEnvironment none = env;
        none.llm = nullptr;
        AskPipeline withoutModel(none);
        const AskResult noModel = test::ask(withoutModel, request(QStringLiteral("What is the revenue by region?")));
        QCOMPARE(noModel.outcome, AskResult::Outcome::NoModel);
        checkShown(noModel, QStringLiteral("no model"));
        checkLookups(QStringLiteral("no model"));
    }
};

QTEST_GUILESS_MAIN(TestAssistantLanguages)
#include "tst_assistant_languages.moc"
