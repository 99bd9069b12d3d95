// Questions in the analyst's words: WordNet compiled, cached and mapped (and its absence), names
// read as people write them, how words relate, and retrieval that finds a schema through those
// relations, says why, and stays sensible on words WordNet does not know, misspellings, mixed
// languages and a table of 20,000 columns. No database, no model: real WordNet files from
// Debian's wordnet-base.

#include "knowledge/abbreviations.h"
#include "knowledge/namewords.h"
#include "knowledge/retriever.h"
#include "knowledge/textanalysis.h"
#include "knowledge/valueindex.h"
#include "knowledge/wordmeaning.h"
#include "knowledge/wordnet.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace assay;
using namespace assay::knowledge;

namespace {

TableKnowledge table(const QString &name, const QStringList &columns, const QString &description = {})
{
    TableKnowledge t;
    t.name = name;
    t.description = description;
    for (const QString &c : columns) {
        ColumnKnowledge k;
        k.name = c;
        k.type = c.endsWith(QLatin1String("_id")) ? QStringLiteral("INTEGER") : QStringLiteral("TEXT");
        t.columns << k;
    }
    return t;
}

// A concert schema and a shop schema side by side, as one catalog might hold them.
DataContext concertsAndShop()
{
    DataContext c;
    c.tables << table(QStringLiteral("singer"), {QStringLiteral("singer_id"), QStringLiteral("name"), QStringLiteral("country"), QStringLiteral("age")});
    c.tables << table(QStringLiteral("stadium"), {QStringLiteral("stadium_id"), QStringLiteral("location"), QStringLiteral("capacity")});
    c.tables << table(QStringLiteral("concert"), {QStringLiteral("concert_id"), QStringLiteral("stadium_id"), QStringLiteral("year")});
    c.tables << table(QStringLiteral("singer_in_concert"), {QStringLiteral("concert_id"), QStringLiteral("singer_id")});
    c.tables << table(QStringLiteral("student"), {QStringLiteral("student_id"), QStringLiteral("fname"), QStringLiteral("lname"), QStringLiteral("dob")});
    c.tables << table(QStringLiteral("employee"), {QStringLiteral("employee_id"), QStringLiteral("dept"), QStringLiteral("hourly_wage")});
    c.tables << table(QStringLiteral("sales"), {QStringLiteral("sale_id"), QStringLiteral("employee_id"), QStringLiteral("qty"), QStringLiteral("amt")});
    c.tables << table(QStringLiteral("cust_addr"), {QStringLiteral("cust_id"), QStringLiteral("street"), QStringLiteral("city")});
    c.tables << table(QStringLiteral("countrylanguage"), {QStringLiteral("countrycode"), QStringLiteral("language"), QStringLiteral("isofficial")});
    for (const QString &from : {QStringLiteral("concert"), QStringLiteral("singer_in_concert")}) {
        Relationship r;
        r.fromTable = from;
        r.toTable = from == u"concert" ? QStringLiteral("stadium") : QStringLiteral("singer");
        c.relationships << r;
    }
    Relationship bridge;
    bridge.fromTable = QStringLiteral("singer_in_concert");
    bridge.toTable = QStringLiteral("concert");
    c.relationships << bridge;
    return c;
}

QString first(const QList<RetrievedItem> &hits)
{
    return hits.isEmpty() ? QString() : hits.first().item.table;
}

bool sharesSense(const WordMeaning &a, const QList<WeightedSynset> &via, const WordMeaning &b)
{
    Q_UNUSED(a)
    for (const WeightedSynset &x : via) {
        for (const WeightedSynset &y : b.senses) {
            if (x.synset == y.synset)
                return true;
        }
    }
    return false;
}

} // namespace

class TestKnowledgeWords : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        if (!WordNet::shared().isAvailable())
            QFAIL(qPrintable(QStringLiteral("WordNet is needed (packaging/deps.sh installs wordnet-base): ") + WordNet::shared().error()));
    }

    void compilesOnceThenMapsTheCache()
    {
        QTemporaryDir cache;
        const std::unique_ptr<WordNet> compiled = WordNet::open(WordNet::defaultDictionaryDirectory(), cache.path());
        QVERIFY(compiled->isAvailable());
        QVERIFY(!compiled->fromCache());
        QVERIFY(QFile::exists(compiled->cachePath()));
        const std::unique_ptr<WordNet> mapped = WordNet::open(WordNet::defaultDictionaryDirectory(), cache.path());
        QVERIFY(mapped->isAvailable());
        QVERIFY(mapped->fromCache());
        QCOMPARE(mapped->synsetCount(), compiled->synsetCount());
        QVERIFY(mapped->synsetCount() > 100000); // WordNet 3.0 has 117,659
        const auto a = compiled->senses("singer", WordNet::Pos::Noun);
        const auto b = mapped->senses("singer", WordNet::Pos::Noun);
        QCOMPARE(a.size(), b.size());
        QVERIFY(!a.isEmpty());
        QCOMPARE(a.first().synset, b.first().synset);
    }

    void aDamagedCacheIsCompiledAgain()
    {
        QTemporaryDir cache;
        QString path = WordNet::open(WordNet::defaultDictionaryDirectory(), cache.path())->cachePath();
        for (const QByteArray &damage : {QByteArray("AWN1 but not really"), QByteArray(4096, '\xff')}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(damage);
            f.close();
            const std::unique_ptr<WordNet> wn = WordNet::open(WordNet::defaultDictionaryDirectory(), cache.path());
            QVERIFY(wn->isAvailable());
            QVERIFY(!wn->fromCache());
            QVERIFY(wn->knows(QStringLiteral("singer")));
        }
    }

    void withoutWordNetOnlyTheSchemasWordsCount()
    {
        QTemporaryDir nowhere;
        const std::unique_ptr<WordNet> none = WordNet::open(nowhere.filePath(QStringLiteral("missing")), nowhere.path());
        QVERIFY(!none->isAvailable());
        QVERIFY(none->error().contains(QLatin1String("WordNet")));
        QVERIFY(none->baseForms(QStringLiteral("sold")).isEmpty());
        QVERIFY(!meaningOf(QStringLiteral("vocalists"), *none).known());
        SemanticIndex index(*none);
        index.add(0, SemanticIndex::Field::Name, QStringLiteral("singer"));
        index.add(1, SemanticIndex::Field::Name, QStringLiteral("cust_addr"));
        index.finalize();
        QVERIFY(index.search(index.analyzeQuery(QStringLiteral("vocalists")), 5).isEmpty());
        const auto exact = index.search(index.analyzeQuery(QStringLiteral("singers")), 5);
        QCOMPARE(exact.size(), 1);
        QCOMPARE(exact.first().item, 0);
        // The abbreviation table needs no WordNet.
        const auto address = index.search(index.analyzeQuery(QStringLiteral("customer address")), 5);
        QCOMPARE(address.size(), 1);
        QCOMPARE(address.first().item, 1);
    }

    void baseForms_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("lemma");
        QTest::newRow("irregular verb") << "sold" << "sell";
        QTest::newRow("irregular plural") << "mice" << "mouse";
        QTest::newRow("plural") << "vocalists" << "vocalist";
        QTest::newRow("third person") << "employs" << "employ";
        QTest::newRow("ies") << "categories" << "category";
        QTest::newRow("collocation") << "United States" << "united_states";
    }
    void baseForms()
    {
        QFETCH(QString, word);
        QFETCH(QString, lemma);
        QStringList lemmas;
        for (const WordNet::BaseForm &b : WordNet::shared().baseForms(word))
            lemmas << QString::fromUtf8(b.lemma);
        QVERIFY2(lemmas.contains(lemma), qPrintable(lemmas.join(u',')));
    }

    // What the offline reader's word ledger asks of WordNet: parts of speech, broader nouns at any
    // depth, and the nouns an adjective pertains to (demonyms name stored places).
    void partsOfSpeechBroaderWordsAndPertainyms() {
        const WordNet &wn = WordNet::shared();
        QVERIFY(hasBaseForm(wn, u"owned", WordNet::Pos::Verb));
        QVERIFY(!hasBaseForm(wn, u"owned", WordNet::Pos::Noun));
        QVERIFY(hasBaseForm(wn, u"tracks", WordNet::Pos::Noun));
        QVERIFY(hasBaseForm(wn, u"tracks", WordNet::Pos::Verb));
        QVERIFY(!hasBaseForm(wn, u"zxqv", WordNet::Pos::Noun));
        QVERIFY(broaderNoun(wn, u"person", u"teacher")); // several hypernym steps up
        QVERIFY(broaderNoun(wn, u"vehicle", u"cars"));
        QVERIFY(broaderNoun(wn, u"nation", u"country"));  // the same sense
        QVERIFY(!broaderNoun(wn, u"teacher", u"person")); // narrower, not broader
        QVERIFY(!broaderNoun(wn, u"vehicle", u"singer"));
        QVERIFY(pertainyms(wn, u"French").contains(QStringLiteral("france")));
        QVERIFY(pertainyms(wn, u"Asian").contains(QStringLiteral("asia")));
        QVERIFY(pertainyms(wn, u"red").isEmpty());
        QVERIFY(pertainyms(wn, u"").isEmpty());
    }

    void wordsRelateThroughWordNet() {
        const WordNet &wn = WordNet::shared();
        const WordMeaning vocalists = meaningOf(QStringLiteral("vocalists"), wn);
        const WordMeaning singer = meaningOf(QStringLiteral("singer"), wn, WordSide::Schema);
        QVERIFY(sharesSense(vocalists, vocalists.senses, singer));
        const WordMeaning employs = meaningOf(QStringLiteral("employs"), wn);
        QVERIFY(sharesSense(employs, employs.derived, meaningOf(QStringLiteral("employee"), wn, WordSide::Schema)));
        // "sold" derives "selling", and sales are a kind of selling.
        const WordMeaning sold = meaningOf(QStringLiteral("sold"), wn);
        const WordMeaning sales = meaningOf(QStringLiteral("sales"), wn, WordSide::Schema);
        bool viaKind = false;
        for (const WeightedSynset &d : sold.derived)
            viaKind = viaKind || std::any_of(sales.broader.begin(), sales.broader.end(), [&](const WeightedSynset &b) { return b.synset == d.synset; });
        QVERIFY(viaKind);
        const WordMeaning pupils = meaningOf(QStringLiteral("pupils"), wn);
        QVERIFY(sharesSense(pupils, pupils.senses, meaningOf(QStringLiteral("student"), wn, WordSide::Schema)));
        // A column's name means the property: "sex" in running text is mostly the act, yet its
        // noun.attribute sense (shared with "gender") is kept at the attribute weight.
        const WordMeaning gender = meaningOf(QStringLiteral("gender"), wn);
        const WordMeaning sex = meaningOf(QStringLiteral("sex"), wn, WordSide::Schema);
        bool property = false;
        for (const WeightedSynset &g : gender.senses) {
            for (const WeightedSynset &x : sex.senses)
                property = property || (g.synset == x.synset && wn.isAttribute(x.synset) && x.weight >= 0.7f && g.weight >= 0.7f);
        }
        QVERIFY(property);
        // Schema words are things: "shop" the place, never the verb "to shop".
        const WordMeaning shop = meaningOf(QStringLiteral("shop"), wn, WordSide::Schema);
        for (const WeightedSynset &s : shop.senses)
            QCOMPARE(wn.pos(s.synset), WordNet::Pos::Noun);
        // Exact before morphological before WordNet's relations.
        QVERIFY(matchWeight(MatchKind::Exact) > matchWeight(MatchKind::Morphological));
        QVERIFY(matchWeight(MatchKind::Morphological) > matchWeight(MatchKind::Synonym));
        QVERIFY(matchWeight(MatchKind::Synonym) > matchWeight(MatchKind::Broader));
    }

    void namesReadAsPeopleWriteThem_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("words");
        QTest::newRow("snake") << "order_date" << "order date";
        QTest::newRow("camel") << "firstName" << "first name";
        QTest::newRow("acronym") << "CustomerID" << "customer id";
        QTest::newRow("run together") << "countrylanguage" << "country language";
        QTest::newRow("run together id") << "employeeid" << "employee id";
        QTest::newRow("abbreviations") << "cust_addr" << "customer address";
        QTest::newRow("several words") << "dob" << "date of birth";
        QTest::newRow("abbreviation and word") << "qty_sold" << "quantity sold";
        QTest::newRow("a word stays") << "season" << "season";
        QTest::newRow("plural stays") << "nationalities" << "nationalities";
        QTest::newRow("unknown stays") << "xqzzyv" << "xqzzyv";
        QTest::newRow("digits") << "floor_area_m2" << "floor area m 2";
        QTest::newRow("one-letter shortening") << "LName" << "last name";
        QTest::newRow("one letter, no shortening") << "XCoord" << "x coord";
    }
    void namesReadAsPeopleWriteThem()
    {
        QFETCH(QString, name);
        QFETCH(QString, words);
        QCOMPARE(readableName(name, WordNet::shared()), words);
    }

    void theAbbreviationTableExpandsIntoRealWords()
    {
        const auto table = abbreviationTable();
        QVERIFY(table.size() >= 30);
        for (const auto &[abbreviation, words] : table) {
            QVERIFY2(abbreviation == abbreviation.toLower(), qPrintable(abbreviation));
            QCOMPARE(expandAbbreviation(abbreviation).join(u' '), words);
            for (const QString &w : words.split(u' ')) {
                if (w != u"of")
                    QVERIFY2(WordNet::shared().knows(w), qPrintable(abbreviation + QStringLiteral(" -> ") + w));
            }
        }
        QVERIFY(expandAbbreviation(QStringLiteral("cat")).isEmpty()); // category or animal: left out
    }

    void findsTablesInTheAnalystsWords_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("table");
        QTest::newRow("synonym") << "How many vocalists are there?" << "singer";
        QTest::newRow("synonym plural") << "List the pupils born after 2001" << "student";
        QTest::newRow("derivation") << "How much was sold in total?" << "sales";
        QTest::newRow("derivation of a verb") << "Which department employs the most?" << "employee";
        QTest::newRow("abbreviation") << "Where do customers live, by street?" << "cust_addr";
        QTest::newRow("run together") << "Which languages does each country speak?" << "countrylanguage";
        QTest::newRow("arena") << "Which arena holds the most people?" << "stadium";
    }
    void findsTablesInTheAnalystsWords()
    {
        QFETCH(QString, question);
        QFETCH(QString, table);
        Retriever r;
        r.build(concertsAndShop(), {}, {}, localEmbedder());
        const QList<RetrievedItem> hits = r.searchTables(question, 3);
        QVERIFY2(!hits.isEmpty(), qPrintable(question));
        QCOMPARE(first(hits), table);
    }

    void theSchemasOwnWordWinsOverARelatedOne()
    {
        DataContext c;
        c.tables << table(QStringLiteral("vocalist"), {QStringLiteral("vocalist_id"), QStringLiteral("band")});
        c.tables << table(QStringLiteral("singer"), {QStringLiteral("singer_id"), QStringLiteral("name")});
        Retriever r;
        r.build(c, {}, {}, localEmbedder());
        QCOMPARE(first(r.searchTables(QStringLiteral("list every singer"), 2)), QStringLiteral("singer"));
        QCOMPARE(first(r.searchTables(QStringLiteral("list every vocalist"), 2)), QStringLiteral("vocalist"));
    }

    void aBridgeTableComesWithTheTablesItJoins()
    {
        Retriever r;
        r.build(concertsAndShop(), {}, {}, localEmbedder());
        QStringList top;
        for (const RetrievedItem &h : r.searchTables(QStringLiteral("singers and the stadiums of their concerts"), 4))
            top << h.item.table;
        QVERIFY2(top.contains(QStringLiteral("singer_in_concert")), qPrintable(top.join(u',')));
    }

    void saysWhichWordMatchedWhatAndWhy()
    {
        Retriever r;
        r.build(concertsAndShop(), {}, {}, localEmbedder());
        const QList<WordMatch> matches = r.wordMatches(QStringLiteral("How many vocalists live in each dept?"));
        const auto find = [&](const QString &word, const QString &table, const QString &column) -> const WordMatch * {
            for (const WordMatch &m : matches) {
                if (m.questionWord == word && m.table == table && m.column == column)
                    return &m;
            }
            return nullptr;
        };
        const WordMatch *vocalists = find(QStringLiteral("vocalists"), QStringLiteral("singer"), QString());
        QVERIFY(vocalists);
        QCOMPARE(vocalists->relation, MatchKind::Synonym);
        QCOMPARE(vocalists->schemaWord, QStringLiteral("singer"));
        QCOMPARE(vocalists->field, MatchField::Name);
        QCOMPARE(vocalists->explain(), QStringLiteral("vocalists ~ singer (WordNet synonym)"));
        QCOMPARE(vocalists->begin, 9);
        QCOMPARE(vocalists->end, 18);
        const WordMatch *dept = find(QStringLiteral("dept"), QStringLiteral("employee"), QStringLiteral("dept"));
        QVERIFY(dept);
        QCOMPARE(dept->relation, MatchKind::Abbreviation); // both wrote "dept": expanded alike
        QVERIFY(vocalists->weight < dept->weight);
    }

    // What a word names is its strongest relation to the item, not the rarest word it relates to:
    // "country" is in every table's names here, "state" only in HeadOfState, yet "nations" names
    // table country by its own name (a synonym), not by the column ("nation" ~ state).
    void theEvidenceIsTheStrongestRelationNotTheRarest()
    {
        DataContext c;
        c.tables << table(QStringLiteral("country"), {QStringLiteral("code"), QStringLiteral("name"), QStringLiteral("HeadOfState")});
        c.tables << table(QStringLiteral("city"), {QStringLiteral("id"), QStringLiteral("CountryCode"), QStringLiteral("population")});
        c.tables << table(QStringLiteral("countrylanguage"), {QStringLiteral("CountryCode"), QStringLiteral("language")});
        Retriever r;
        r.build(c, {}, {}, localEmbedder());
        bool named = false;
        for (const WordMatch &m : r.wordMatches(QStringLiteral("How many nations are in Asia?"), {ItemKind::Table}, 10)) {
            if (m.table == u"country") {
                QCOMPARE(m.schemaWord, QStringLiteral("country"));
                QCOMPARE(m.field, MatchField::Name);
                QCOMPARE(m.relation, MatchKind::Synonym);
                named = true;
            }
        }
        QVERIFY(named);
    }

    void definitionsJoinWhatTheHierarchyKeepsApart()
    {
        // WordNet's hierarchy keeps treatment and procedure apart; treatment's definition ("care
        // provided ... especially medical procedures") joins them.
        const WordNet &wn = WordNet::shared();
        const WordMeaning treatment = meaningOf(QStringLiteral("treatments"), wn, WordSide::Schema);
        const WordMeaning procedures = meaningOf(QStringLiteral("procedures"), wn);
        QVERIFY(sharesSense(procedures, treatment.glossed, procedures));
        QVERIFY(matchWeight(MatchKind::Definition) < matchWeight(MatchKind::Sibling));
        DataContext c;
        c.tables << table(QStringLiteral("Treatments"), {QStringLiteral("treatment_id"), QStringLiteral("date_of_treatment"), QStringLiteral("cost_of_treatment")});
        c.tables << table(QStringLiteral("Owners"), {QStringLiteral("owner_id"), QStringLiteral("first_name")});
        Retriever r;
        r.build(c, {}, {}, localEmbedder());
        bool byDefinition = false;
        for (const WordMatch &m : r.wordMatches(QStringLiteral("What did the most recent procedure cost?"), {ItemKind::Table}, 10))
            byDefinition = byDefinition || (m.table == u"Treatments" && m.relation == MatchKind::Definition && m.questionWord == u"procedure");
        QVERIFY(byDefinition);
        // A word of a large family ("person": hundreds of kinds) is in too many definitions to
        // name anything through one: owner's definition says "someone", never matched that way.
        for (const WordMatch &m : r.wordMatches(QStringLiteral("Which person is it?"), {ItemKind::Table}, 10))
            QVERIFY2(m.relation != MatchKind::Definition, qPrintable(m.questionWord + QStringLiteral(" -> ") + m.table));
    }

    void modelSynonymsAndGlossaryAliasesAreMatchedToo()
    {
        DataContext c = concertsAndShop();
        c.table(u"employee")->column(u"hourly_wage")->synonyms = {QStringLiteral("pay rate")};
        GlossaryEntry g;
        g.id = 7;
        g.term = QStringLiteral("GMV");
        g.aliases = {QStringLiteral("gross merchandise value")};
        g.table = QStringLiteral("sales");
        g.column = QStringLiteral("amt");
        Retriever r;
        r.build(c, {g}, {}, localEmbedder());
        const auto columns = r.searchColumns(QStringLiteral("average pay rate"), 3);
        QVERIFY(!columns.isEmpty());
        QCOMPARE(columns.first().item.column, QStringLiteral("hourly_wage"));
        // The glossary's alias, through a synonym ("commodity" ~ merchandise), leads to its table.
        QCOMPARE(first(r.searchTables(QStringLiteral("gross commodity value per week"), 3)), QStringLiteral("sales"));
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("table"); // expected first, or empty: anything, just no crash
        QTest::newRow("unknown words") << "How many zorblats frobnicate?" << "";
        QTest::newRow("misspelt schema word") << "How many emplyees are there?" << "employee";
        QTest::newRow("misspelt twice") << "How many singrs per countri?" << "singer";
        QTest::newRow("mixed German") << "Wie viele singers gibt es pro Land?" << "singer";
        QTest::newRow("mixed Chinese") << "有多少 singers 在 Berlin?" << "singer";
        QTest::newRow("empty") << "" << "";
        QTest::newRow("punctuation") << "?!?... ---" << "";
        QTest::newRow("very long") << QString(QStringLiteral("vocalists ")).repeated(5000) << "singer";
        QTest::newRow("one huge word") << QString(20000, u'a') << "";
    }
    void badInput()
    {
        QFETCH(QString, question);
        QFETCH(QString, table);
        Retriever r;
        r.build(concertsAndShop(), {}, {}, localEmbedder());
        const QList<RetrievedItem> hits = r.searchTables(question, 5);
        r.wordMatches(question);
        if (!table.isEmpty())
            QCOMPARE(first(hits), table);
    }

    void aTableOfTwentyThousandColumns()
    {
        DataContext c = concertsAndShop();
        TableKnowledge wide = table(QStringLiteral("measurements"), {QStringLiteral("measurement_id")});
        for (int i = 0; i < 20000; ++i) {
            ColumnKnowledge k;
            k.name = QStringLiteral("sensor_%1_reading").arg(i);
            k.type = QStringLiteral("REAL");
            wide.columns << k;
        }
        ColumnKnowledge headcount;
        headcount.name = QStringLiteral("headcount");
        wide.columns << headcount;
        c.tables << wide;
        Retriever r;
        r.build(c, {}, {}, localEmbedder());
        QCOMPARE(r.size(), int(c.tables.size()) + c.columnCount()); // every table and column, once
        QCOMPARE(first(r.searchTables(QStringLiteral("How many vocalists are there?"), 3)), QStringLiteral("singer"));
        const auto columns = r.searchColumns(QStringLiteral("the head count"), 3);
        QVERIFY(!columns.isEmpty());
        QCOMPARE(columns.first().item.column, QStringLiteral("headcount"));
    }

    void valuesByTheirWordNetSynonyms()
    {
        ValueIndex index;
        index.build({{QStringLiteral("countries"), QStringLiteral("name"), QStringLiteral("Netherlands"), 1},
                     {QStringLiteral("countries"), QStringLiteral("name"), QStringLiteral("United States"), 1},
                     {QStringLiteral("stores"), QStringLiteral("city"), QStringLiteral("Berlin"), 5},
                     {QStringLiteral("stores"), QStringLiteral("city"), QStringLiteral("Stockholm"), 3}});
        const QList<ValueHit> hits = index.mentions(QStringLiteral("Vocalists from Holland who toured Berlin"), 5);
        QCOMPARE(hits.size(), 2);
        QCOMPARE(hits[0].value, QStringLiteral("Berlin")); // exact first
        QCOMPARE(hits[0].match, MatchKind::Exact);
        QCOMPARE(hits[1].value, QStringLiteral("Netherlands"));
        QCOMPARE(hits[1].match, MatchKind::Synonym);
        QCOMPARE(hits[1].mention, QStringLiteral("Holland"));
        QCOMPARE(index.mentions(QStringLiteral("sales in America"), 5).value(0).value, QStringLiteral("United States"));
        // Typos stay SearchValue's business, as before.
        QCOMPARE(index.search(QStringLiteral("Stockhlm"), 1).value(0).value, QStringLiteral("Stockholm"));
        QVERIFY(index.mentions(QStringLiteral("Stockhlm"), 5).isEmpty());
    }

    // A country code in capitals is found when typed, never as the word it spells; a number
    // written out is a number, not a synonym of a stored word ("one" ~ "ane").
    void codesAndSpelledNumbersAreNotWords()
    {
        ValueIndex index;
        index.build({{QStringLiteral("country"), QStringLiteral("code"), QStringLiteral("TON"), 1},
                     {QStringLiteral("countrylanguage"), QStringLiteral("language"), QStringLiteral("Ane"), 1}});
        QVERIFY(index.mentions(QStringLiteral("ships that displace more than 500 tons"), 5).isEmpty());
        QCOMPARE(index.mentions(QStringLiteral("cities in TON"), 5).value(0).value, QStringLiteral("TON"));
        QVERIFY(index.mentions(QStringLiteral("pupils with more than one pet"), 5).isEmpty());
        // An auxiliary or a pronoun is a code only when typed as one.
        ValueIndex codes;
        codes.build({{QStringLiteral("country"), QStringLiteral("code"), QStringLiteral("CAN"), 1},
                     {QStringLiteral("country"), QStringLiteral("code"), QStringLiteral("US"), 1}});
        QVERIFY(codes.mentions(QStringLiteral("how many people a venue can hold, and who told us"), 5).isEmpty());
        QCOMPARE(codes.mentions(QStringLiteral("stadiums in CAN"), 5).value(0).value, QStringLiteral("CAN"));
        QCOMPARE(codes.mentions(QStringLiteral("players from the US"), 5).value(0).value, QStringLiteral("US"));
        QVERIFY(isNumberWord(QStringLiteral("twelve")));
        QVERIFY(isQuestionStructureWord(QStringLiteral("two")));
    }

    void orderingPhrasesAreNotContent_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("expected");
        QTest::newRow("superlative first") << "singers by net worth, smallest first" << "singers by net worth, smallest      ";
        QTest::newRow("most recent last") << "orders, most recent last" << "orders, most recent     ";
        QTest::newRow("alphabetical order") << "names in alphabetical order" << "names in                   ";
        QTest::newRow("reverse alphabetical order") << "ships in reverse alphabetical order" << "ships in                           ";
        QTest::newRow("in order of") << "players in order of age" << "players in       of age";
        QTest::newRow("orders the table") << "how many orders were placed" << "how many orders were placed";
        QTest::newRow("first name") << "sorted by first name" << "sorted by first name";
        QTest::newRow("longest first name") << "the longest first name" << "the longest first name";
        QTest::newRow("first, then") << "oldest first, then by name" << "oldest      , then by name";
        QTest::newRow("first order") << "the first order of each customer" << "the first order of each customer";
    }
    void orderingPhrasesAreNotContent()
    {
        QFETCH(QString, question);
        QFETCH(QString, expected);
        QCOMPARE(withoutOrderingPhrases(question), expected);
        QCOMPARE(withoutOrderingPhrases(question).size(), question.size()); // positions still hold
    }

    // "first" in "smallest first" is how to sort: it must not find every first_name column.
    void theSortsFirstDoesNotFindFirstNames()
    {
        DataContext c = concertsAndShop();
        c.tables << table(QStringLiteral("person"), {QStringLiteral("person_id"), QStringLiteral("first_name")});
        Retriever r;
        r.build(c, {}, {}, localEmbedder());
        auto tables = [&](const QString &question) {
            QStringList out;
            for (const RetrievedItem &h : r.searchTables(question, 20))
                out << h.item.table;
            return out;
        };
        const QString question = QStringLiteral("List the vocalists, youngest first");
        QCOMPARE(tables(question).value(0), QStringLiteral("singer"));
        for (const WordMatch &m : r.wordMatches(question, {}, 100))
            QVERIFY2(m.table != u"person", qPrintable(m.explain()));
        QCOMPARE(tables(QStringLiteral("List people by first name")).value(0), QStringLiteral("person"));
    }
};

QTEST_GUILESS_MAIN(TestKnowledgeWords)
#include "tst_knowledge_words.moc"
