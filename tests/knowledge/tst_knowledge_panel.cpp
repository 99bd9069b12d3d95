// The knowledge panel on the offscreen platform, driven by a real KnowledgeService over a SQLite
// file and the fake model server: what it shows after a build, editing a description, the
// glossary import, warnings from a bad model, retrieval search. Screenshots go to the test output
// directory for a person to look at.

#include "knowledgetesthelpers.h"
#include "testsupport.h"

#include "glossarymodel.h"
#include "knowledgepanel.h"
#include "correctionslist.h"
#include "knowledgetreemodel.h"
#include "relationshipslist.h"

#include "knowledgebuild/knowledgeservice.h"
#include "schema/patterncorrections.h"
#include "schema/schemagraph.h"

#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTreeView>
#include <QTreeWidget>

using namespace assay;
using namespace assay::knowledge;

namespace {

void save(QWidget *w, const QString &name)
{
    const QString path = test::outputDir() + QStringLiteral("/") + name;
    QVERIFY(w->grab().save(path));
}

} // namespace

class TestKnowledgePanel : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("AssayTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_knowledge_panel"));
        QSettings().clear();
    }

    void showsWhatWasBuiltAndTakesEdits()
    {
        const QString path = m_dir.filePath(QStringLiteral("shop.sqlite"));
        QCOMPARE(test::createShopDatabase(path), QString());
        test::FakeModel model;
        model.answerAsAnalyst(5);
        KnowledgeService::Options o;
        o.storeDirectory = m_dir.filePath(QStringLiteral("store"));
        KnowledgeService service(model.service.get(), o);
        ui::KnowledgePanel panel(&service);
        panel.resize(760, 620);
        panel.show();
        QCOMPARE(panel.statusLabel()->text(), QStringLiteral("Not connected."));
        QVERIFY(!panel.tabs()->isEnabled());

        QSignalSpy finished(&service, &KnowledgeService::buildFinished);
        QSignalSpy values(&service, &KnowledgeService::valuesReady);
        service.attach(test::sqliteConfig(path, QStringLiteral("panel")), {}, test::catalogOf(path));
        QVERIFY(finished.wait(60000));
        QVERIFY(values.wait(30000) || !values.isEmpty());
        QVERIFY(panel.tabs()->isEnabled());
        QVERIFY2(panel.statusLabel()->text().contains(QLatin1String("tables: 5, columns: 18")), qPrintable(panel.statusLabel()->text()));
        QVERIFY(panel.statusLabel()->text().contains(QLatin1String("described by the language model")));

        // Overview: the summary and clickable first questions.
        const QString overview = panel.overview()->toHtml();
        QVERIFY(overview.contains(QLatin1String("Questions to start with")));
        QVERIFY(overview.contains(QLatin1String("question:0")));
        QVERIFY(overview.contains(QLatin1String("How the tables connect")));
        save(&panel, QStringLiteral("knowledge-overview.png"));

        // Tables: five tables, columns underneath, descriptions from the model.
        panel.tabs()->setCurrentIndex(1);
        QAbstractItemModel *tree = panel.tablesView()->model();
        QCOMPARE(tree->rowCount(), 5);
        QModelIndex customers;
        for (int r = 0; r < tree->rowCount(); ++r) {
            if (tree->index(r, 0).data().toString() == u"customers")
                customers = tree->index(r, 0);
        }
        QVERIFY(customers.isValid());
        QCOMPARE(tree->rowCount(customers), 4);
        panel.tablesView()->expand(customers);
        const QModelIndex city = tree->index(2, ui::KnowledgeTreeModel::Description, customers);
        QCOMPARE(tree->index(2, 0, customers).data().toString(), QStringLiteral("city"));
        QCOMPARE(city.data().toString(), QStringLiteral("The city of each customer."));
        QVERIFY(tree->index(2, ui::KnowledgeTreeModel::Details, customers).data().toString().contains(QLatin1String("Berlin")));
        save(&panel, QStringLiteral("knowledge-tables.png"));

        // The user's edit goes to the service, is shown in italics and kept.
        QVERIFY(tree->setData(city, QStringLiteral("Where the customer lives (billing address)."), Qt::EditRole));
        QCOMPARE(service.snapshot()->context.table(u"customers")->column(u"city")->source, TextSource::User);
        QModelIndex edited;
        for (int r = 0; r < tree->rowCount(); ++r) {
            if (tree->index(r, 0).data().toString() == u"customers")
                edited = tree->index(2, ui::KnowledgeTreeModel::Description, tree->index(r, 0));
        }
        QCOMPARE(edited.data().toString(), QStringLiteral("Where the customer lives (billing address)."));
        QVERIFY(edited.data(Qt::FontRole).value<QFont>().italic());

        // Empty Glossary and Examples tabs say what they are for and how to fill them.
        panel.tabs()->setCurrentIndex(2);
        QVERIFY(panel.glossaryEmptyNote()->isVisible());
        QVERIFY(panel.glossaryEmptyNote()->text().contains(QLatin1String("import")));
        QCOMPARE(panel.examplesEmptyNote()->isHidden(), service.snapshot()->examples.size() > 0);
        QVERIFY(panel.examplesEmptyNote()->text().contains(QLatin1String("Add one")));

        // Glossary import from Markdown.
        const QString md = m_dir.filePath(QStringLiteral("terms.md"));
        QFile f(md);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("- **GMV** (gross merchandise value): Sum of order totals before refunds `SUM(orders.total_amount)`\n"
                "- **Returned**: An order with status 'returned'\n");
        f.close();
        QSignalSpy messages(&panel, &ui::KnowledgePanel::message);
        QVERIFY(panel.importGlossaryFile(md));
        QCOMPARE(panel.glossaryView()->model()->rowCount(), 2);
        QCOMPARE(panel.glossaryView()->model()->index(0, ui::GlossaryModel::Term).data().toString(), QStringLiteral("GMV"));
        QVERIFY(!messages.isEmpty());
        QVERIFY(panel.glossaryEmptyNote()->isHidden());
        save(&panel, QStringLiteral("knowledge-glossary.png"));
        // A file that is not a glossary says so, where the user looks.
        messages.clear();
        QVERIFY(!panel.importGlossaryFile(m_dir.filePath(QStringLiteral("missing.csv"))));
        QCOMPARE(messages.size(), 1);
        QVERIFY(messages.first().at(1).toBool());

        // Search: tables, columns and stored values for what the user types.
        panel.tabs()->setCurrentIndex(4);
        panel.searchBox()->setText(QStringLiteral("stockholm"));
        QTRY_VERIFY_WITH_TIMEOUT(panel.searchResults()->topLevelItemCount() > 0, 5000);
        QTreeWidgetItem *stored = panel.searchResults()->topLevelItem(0);
        QCOMPARE(stored->text(0), QStringLiteral("Stored values"));
        QVERIFY(stored->childCount() >= 1);
        QCOMPARE(stored->child(0)->text(0), QStringLiteral("customers.city = 'Stockholm'"));
        // "Customer 1" shares a few letters with "stockholm": too weak to show.
        for (int i = 0; i < stored->childCount(); ++i)
            QVERIFY(!stored->child(i)->text(0).contains(QLatin1String("Customer ")));
        save(&panel, QStringLiteral("knowledge-search.png"));
    }

    void listsCorrectionsAndTakesThemBack()
    {
        const QString path = m_dir.filePath(QStringLiteral("corrections.sqlite"));
        QCOMPARE(test::createShopDatabase(path), QString());
        test::FakeModel model;
        KnowledgeService::Options o;
        o.storeDirectory = m_dir.filePath(QStringLiteral("store-corrections"));
        o.buildOnAttach = false;
        KnowledgeService service(model.service.get(), o);
        ui::KnowledgePanel panel(&service);
        panel.resize(1366, 768);
        panel.show();
        QSignalSpy loaded(&service, &KnowledgeService::loaded);
        service.attach(test::sqliteConfig(path, QStringLiteral("corrections")), {}, test::catalogOf(path));
        QVERIFY(loaded.wait(10000));
        QTreeWidget *list = panel.corrections()->view();
        QCOMPARE(list->topLevelItemCount(), 0);
        schema::JoinPreference choice;
        choice.uses = {"customers", "orders"};
        choice.edges = {"customers.customer_id=orders.customer_id"};
        choice.description = QStringLiteral("orders to customers on orders.customer_id = customers.customer_id");
        QCOMPARE(service.addPatternCorrection(choice.toEntry()), QString());
        QCOMPARE(service.addPatternCorrection(schema::PatternCorrections::tableEntry(QStringLiteral("lookup"), QStringLiteral("products"))),
                 QString());
        QCOMPARE(list->topLevelItemCount(), 2);
        QCOMPARE(list->topLevelItem(0)->text(0), choice.description);
        QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("How tables join"));
        QVERIFY(list->topLevelItem(1)->text(0).contains(QLatin1String("products")));
        panel.tabs()->setCurrentWidget(panel.corrections());
        save(&panel, QStringLiteral("knowledge-corrections-1366.png"));
        panel.resize(1920, 1080);
        save(&panel, QStringLiteral("knowledge-corrections-1920.png"));

        // Take the join choice back: gone from the list and from what the next question reads.
        list->topLevelItem(0)->setSelected(true);
        panel.corrections()->removeSelected();
        QCOMPARE(list->topLevelItemCount(), 1);
        QCOMPARE(service.snapshot()->corrections.size(), 1);
        QCOMPARE(service.snapshot()->corrections.first().kind, QStringLiteral("lookup"));
    }

    void governsFoundRelationships()
    {
        // The shop declares no foreign key: orders.customer_id -> customers is found in the data.
        const QString path = m_dir.filePath(QStringLiteral("relationships.sqlite"));
        QCOMPARE(test::createShopDatabase(path), QString());
        KnowledgeService::Options o;
        o.storeDirectory = m_dir.filePath(QStringLiteral("store-relationships"));
        o.indexValues = false;
        auto service = std::make_unique<KnowledgeService>(nullptr, o);
        auto panel = std::make_unique<ui::KnowledgePanel>(service.get());
        panel->resize(1366, 768);
        panel->show();
        QSignalSpy built(service.get(), &KnowledgeService::buildFinished);
        service->attach(test::sqliteConfig(path, QStringLiteral("relationships")), {}, test::catalogOf(path));
        QVERIFY(built.wait(60000));
        ui::RelationshipsList *tab = panel->relationships();
        QTreeWidget *list = tab->view();
        auto row = [&](const QString &text) -> QTreeWidgetItem * {
            for (int i = 0; i < list->topLevelItemCount(); ++i) {
                if (list->topLevelItem(i)->text(0) == text)
                    return list->topLevelItem(i);
            }
            return nullptr;
        };
        const QString orders = QStringLiteral("orders.customer_id → customers.customer_id");
        QTreeWidgetItem *found = row(orders);
        QVERIFY(found);
        QCOMPARE(found->text(1), QStringLiteral("Found in the data"));
        QVERIFY(found->text(2).endsWith(u'%'));
        QVERIFY2(found->text(3).contains(QLatin1String("customers.customer_id")), qPrintable(found->text(3)));
        // Half the refunds name orders that are not there: not a relationship.
        QVERIFY(!row(QStringLiteral("refunds.order_id → orders.order_id")));
        found->setSelected(true);
        QVERIFY2(tab->details()->text().contains(QLatin1String("checked")), qPrintable(tab->details()->text()));
        QVERIFY(tab->acceptButton()->isEnabled());
        panel->tabs()->setCurrentWidget(tab);
        save(panel.get(), QStringLiteral("knowledge-relationships-1366.png"));
        panel->resize(1920, 1080);
        save(panel.get(), QStringLiteral("knowledge-relationships-1920.png"));

        // Accept: the user's now, and certain for the planner.
        tab->acceptSelected();
        QCOMPARE(row(orders)->text(1), QStringLiteral("Yours"));
        auto sourceOf = [&](const QString &from, const QString &to) -> int {
            for (const Relationship &r : service->snapshot()->context.relationships) {
                if (r.fromTable + u'.' + r.fromColumns.join(u',') == from && r.toTable == to)
                    return int(r.source);
            }
            return -1;
        };
        QCOMPARE(sourceOf(QStringLiteral("orders.customer_id"), QStringLiteral("customers")), int(Relationship::Source::User));
        // Reject another: gone from what everything reads, listed as rejected.
        const QString items = QStringLiteral("order_items.product_id → products.product_id");
        QVERIFY(row(items));
        list->clearSelection();
        row(items)->setSelected(true);
        tab->rejectSelected();
        QCOMPARE(row(items)->text(1), QStringLiteral("Rejected"));
        QCOMPARE(sourceOf(QStringLiteral("order_items.product_id"), QStringLiteral("products")), -1);
        // Add one by hand (the refunds that do point at orders, say).
        Relationship mine;
        mine.fromTable = QStringLiteral("refunds");
        mine.fromColumns = {QStringLiteral("order_id")};
        mine.toTable = QStringLiteral("orders");
        mine.toColumns = {QStringLiteral("order_id")};
        QVERIFY(tab->add(mine));
        QCOMPARE(sourceOf(QStringLiteral("refunds.order_id"), QStringLiteral("orders")), int(Relationship::Source::User));
        const schema::SchemaGraph graph = schema::SchemaGraph::fromKnowledge(service->snapshot()->catalog, service->snapshot()->context);
        QCOMPARE(graph.edgesBetween(graph.indexOf(u"refunds"), graph.indexOf(u"orders")).size(), 1);

        // The decisions outlive the window: a new service on the same connection applies them.
        panel.reset();
        service.reset();
        KnowledgeService again(nullptr, o);
        QSignalSpy loaded(&again, &KnowledgeService::loaded);
        again.attach(test::sqliteConfig(path, QStringLiteral("relationships")), {}, test::catalogOf(path));
        QVERIFY(loaded.wait(10000));
        bool accepted = false, added = false, rejected = true;
        for (const Relationship &r : again.snapshot()->context.relationships) {
            accepted = accepted || (r.fromTable == u"orders" && r.source == Relationship::Source::User);
            added = added || (r.fromTable == u"refunds" && r.source == Relationship::Source::User);
            rejected = rejected && !(r.fromTable == u"order_items" && r.toTable == u"products");
        }
        QVERIFY(accepted && added && rejected);
        // Taking the rejection back brings what was found back at once.
        Relationship items2;
        items2.fromTable = QStringLiteral("order_items");
        items2.fromColumns = {QStringLiteral("product_id")};
        items2.toTable = QStringLiteral("products");
        items2.toColumns = {QStringLiteral("product_id")};
        QCOMPARE(again.forgetRelationshipDecision(items2), QString());
        bool back = false;
        for (const Relationship &r : again.snapshot()->context.relationships)
            back = back || (r.fromTable == u"order_items" && r.toTable == u"products" && r.source == Relationship::Source::Inferred);
        QVERIFY(back);
    }

    void showsWarningsFromABadModel()
    {
        const QString path = m_dir.filePath(QStringLiteral("bad.sqlite"));
        QCOMPARE(test::createShopDatabase(path), QString());
        test::FakeModel model;
        model.server.on(fakellm::Match::any(), fakellm::Reply::text(QStringLiteral("I am not sure what you mean.")));
        KnowledgeService::Options o;
        o.storeDirectory = m_dir.filePath(QStringLiteral("store-bad"));
        KnowledgeService service(model.service.get(), o);
        ui::KnowledgePanel panel(&service);
        panel.resize(760, 620);
        panel.show();
        QSignalSpy finished(&service, &KnowledgeService::buildFinished);
        service.attach(test::sqliteConfig(path, QStringLiteral("bad")), {}, test::catalogOf(path));
        QVERIFY(finished.wait(60000));
        QVERIFY(panel.warningLabel()->isVisible());
        QVERIFY2(panel.warningLabel()->text().contains(QLatin1String("were not described by the model")), qPrintable(panel.warningLabel()->text()));
        QVERIFY2(panel.statusLabel()->text().contains(QLatin1String("could not be used")), qPrintable(panel.statusLabel()->text()));
        // Still usable: the tables are there, profiled.
        panel.tabs()->setCurrentIndex(1);
        QCOMPARE(panel.tablesView()->model()->rowCount(), 5);
        save(&panel, QStringLiteral("knowledge-warnings.png"));
    }
};

QTEST_MAIN(TestKnowledgePanel)
#include "tst_knowledge_panel.moc"
