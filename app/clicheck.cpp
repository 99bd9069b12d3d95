// `assay check NOTEBOOK [--connection SPEC] [--json] [--accept]`: compares the schema with the one
// recorded for the connection (the same record the window keeps) and prints what changed and
// every cell, chart, glossary term, example, description and privacy setting it breaks, with the
// fix the window would offer. Exit 0 when nothing is affected, 8 when something is, 3 when the
// notebook, the database or its catalog cannot be read. Nothing is rewritten; --accept records
// the schema as seen once the report is printed. For cron and CI: no display, plain text.

#include "apptr.h"
#include "cliargs.h"
#include "clicommands.h"
#include "cliconnection.h"
#include "cliwait.h"

#include "db/connection.h"
#include "db/dbsession.h"
#include "drift/driftcheck.h"
#include "drift/driftstore.h"
#include "drift/impact.h"
#include "knowledge/knowledgestore.h"
#include "knowledge/profiler.h"
#include "knowledgebuild/knowledgeservice.h"
#include "notebook/notebook.h"
#include "notebook/notebookfile.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QScopeGuard>

namespace assay::app {
namespace {

// What the connection's knowledge store holds that a schema change can touch.
struct Kept {
    knowledge::DataContext context;
    QList<knowledge::GlossaryEntry> glossary;
    QList<knowledge::ExampleEntry> examples;
    QHash<QString, QString> userDescriptions;
};

Kept readKnowledge(const QString &path)
{
    Kept k;
    if (!QFileInfo::exists(path))
        return k;
    knowledge::KnowledgeStore store;
    if (!store.open(path).isEmpty())
        return k;
    store.loadContext(&k.context);
    k.glossary = store.glossary();
    k.examples = store.examples();
    k.userDescriptions = store.userDescriptions();
    return k;
}

QString fixName(drift::FixKind fix)
{
    switch (fix) {
    case drift::FixKind::None:
        return Tr::tr("none: change it by hand");
    case drift::FixKind::Rewrite:
        return Tr::tr("rewrite");
    case drift::FixKind::DropStale:
        return Tr::tr("drop it, or keep it");
    case drift::FixKind::MoveDescription:
        return Tr::tr("move the description");
    case drift::FixKind::Redescribe:
        return Tr::tr("describe again");
    }
    return {};
}

void printText(const drift::DriftCheck &check, const QList<drift::Impact> &impacts, const QString &name)
{
    const drift::DriftReport &r = check.report;
    const QLocale c = QLocale::c();
    QTextStream &out = cliOut();
    switch (r.status) {
    case drift::DriftReport::Status::NoBaseline:
        out << Tr::tr("No schema was recorded for %1 before; recorded now (%n table(s)). Later checks compare with it.", nullptr, r.currentTables).arg(name) << "\n";
        return;
    case drift::DriftReport::Status::Unchanged:
        out << Tr::tr("No schema changes on %1 since %2.").arg(name, c.toString(r.baselineAt.toUTC(), QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"))) << "\n";
        return;
    case drift::DriftReport::Status::DatabaseReplaced:
    case drift::DriftReport::Status::CatalogUnreadable:
        out << r.message << "\n";
        return;
    case drift::DriftReport::Status::Changed:
        break;
    }
    out << Tr::tr("The schema of %1 changed since %2 (%3 tables then, %4 now):")
               .arg(name, c.toString(r.baselineAt.toUTC(), QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")))
               .arg(r.baselineTables)
               .arg(r.currentTables)
           << "\n";
    for (const drift::SchemaChange &ch : r.changes) {
        out << "  " << ch.describe() << "\n";
        if (!ch.evidence.isEmpty())
            out << "      " << ch.evidence.join(QStringLiteral("; ")) << "\n";
    }
    for (const QString &w : r.warnings)
        out << "  " << w << "\n";
    if (impacts.isEmpty()) {
        out << Tr::tr("Nothing the notebook or the knowledge keeps is affected.") << "\n";
        return;
    }
    out << Tr::tr("Affected (%n):", nullptr, int(impacts.size())) << "\n";
    for (const drift::Impact &i : impacts) {
        QString where = i.notebook.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(QFileInfo(i.notebook).fileName());
        out << "  " << drift::itemKindName(i.kind) << " " << i.label << where << (i.breaks ? Tr::tr(": breaks") : Tr::tr(": may change")) << "\n";
        for (const QString &t : i.touches)
            out << "      " << t << "\n";
        out << "      " << Tr::tr("fix: %1").arg(fixName(i.fix)) << (i.note.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(i.note)) << "\n";
        if (i.fix == drift::FixKind::Rewrite && !i.after.isEmpty() && i.after != i.before)
            out << "      " << QString(i.after).replace(QLatin1Char('\n'), QStringLiteral("\n      ")) << "\n";
    }
}

QJsonObject reportJson(const drift::DriftCheck &check, const QList<drift::Impact> &impacts)
{
    const drift::DriftReport &r = check.report;
    static const char *const statuses[] = {"no_baseline", "unchanged", "changed", "database_replaced", "catalog_unreadable"};
    QJsonArray changes;
    for (const drift::SchemaChange &c : r.changes) {
        changes.append(QJsonObject{{QStringLiteral("kind"), drift::changeKindKey(c.kind)},
                                   {QStringLiteral("table"), c.table},
                                   {QStringLiteral("old_table"), c.oldTable},
                                   {QStringLiteral("column"), c.column},
                                   {QStringLiteral("old_column"), c.oldColumn},
                                   {QStringLiteral("old_type"), c.oldType},
                                   {QStringLiteral("new_type"), c.newType},
                                   {QStringLiteral("confidence"), c.confidence == drift::RenameConfidence::Probable ? QStringLiteral("probable")
                                                                  : c.confidence == drift::RenameConfidence::Possible ? QStringLiteral("possible")
                                                                                                                      : QString()},
                                   {QStringLiteral("evidence"), QJsonArray::fromStringList(c.evidence)},
                                   {QStringLiteral("text"), c.describe()}});
    }
    QJsonArray affected;
    for (const drift::Impact &i : impacts) {
        affected.append(QJsonObject{{QStringLiteral("kind"), drift::itemKindKey(i.kind)},
                                    {QStringLiteral("name"), i.label},
                                    {QStringLiteral("notebook"), i.notebook},
                                    {QStringLiteral("breaks"), i.breaks},
                                    {QStringLiteral("touches"), QJsonArray::fromStringList(i.touches)},
                                    {QStringLiteral("fix"), fixName(i.fix)},
                                    {QStringLiteral("fix_is_sure"), i.fixIsSure},
                                    {QStringLiteral("before"), i.before},
                                    {QStringLiteral("after"), i.after},
                                    {QStringLiteral("note"), i.note}});
    }
    return QJsonObject{{QStringLiteral("status"), QString::fromLatin1(statuses[int(r.status)])},
                       {QStringLiteral("message"), r.message},
                       {QStringLiteral("recorded_at"), r.baselineAt.toUTC().toString(Qt::ISODate)},
                       {QStringLiteral("changes"), changes},
                       {QStringLiteral("affected"), affected},
                       {QStringLiteral("detect_ms"), double(r.detectMs)}};
}

} // namespace

int checkCommand(const QStringList &arguments)
{
    if (arguments.contains(QStringLiteral("--verified")))
        return checkVerifiedCommand(arguments);
    CliArgs args(arguments, {QStringLiteral("connection")}, {QStringLiteral("json"), QStringLiteral("accept")});
    if (!args.ok())
        return fail(ExitUsage, args.error());
    if (args.positional().size() != 1)
        return fail(ExitUsage, Tr::tr("usage: assay check NOTEBOOK [--connection SPEC] [--json] [--accept]\n"
                                      "       assay check --verified --connection SPEC [--json] [--provider NAME]"));
    const QString file = args.positional().first();
    notebook::Notebook nb;
    if (const QString error = notebook::loadNotebook(file, nb); !error.isEmpty())
        return fail(ExitCannotOpen, error);
    const ResolvedConnection connection = resolveConnection(args.value(QStringLiteral("connection")), nb.connection(), QFileInfo(file).absolutePath());
    if (!connection.error.isEmpty())
        return fail(ExitCannotOpen, Tr::tr("%1 (the notebook names a connection that cannot be used; give one with --connection)").arg(connection.error));
    const auto workersEnded = qScopeGuard([] { db::DbSession::waitForRetired(); });
    QString error;
    std::unique_ptr<db::DbSession> session = openSession(connection, &error);
    if (!session)
        return fail(interrupted() ? ExitInterrupted : ExitCannotOpen, error);
    QFuture<db::CatalogResult> catalogFuture = session->loadCatalog();
    if (!waitInEventLoop(catalogFuture, [] { return !interrupted(); }) || catalogFuture.resultCount() == 0)
        return fail(ExitInterrupted, Tr::tr("interrupted"));
    if (!catalogFuture.result().error.isNull())
        return fail(ExitCannotOpen, Tr::tr("the schema cannot be read, so nothing was compared: %1").arg(catalogFuture.result().error.displayText()));
    const db::Catalog catalog = catalogFuture.result().catalog;
    const QString storePath = knowledge::KnowledgeService::storePathFor({}, connection.config);
    const Kept kept = readKnowledge(storePath);
    auto cancel = std::make_shared<db::CancelToken>();
    const auto known = drift::profilesFromContext(kept.context, catalog);
    QFuture<drift::DriftCheck> checked = session->submit<drift::DriftCheck>(
        [storePath, catalog, known, cancel](db::Connection &c) {
            // The first record profiles what the knowledge does not cover, so the next check has
            // values to compare (the window's knowledge build does this there).
            QHash<QString, knowledge::TableProfile> profiles = known;
            drift::DriftStore probe;
            drift::Baseline existing;
            QString error;
            if (probe.open(storePath).isEmpty() && !probe.load(&existing, &error) && error.isEmpty()) {
                for (const db::TableInfo &t : catalog.tables) {
                    if (cancel->isCancelled())
                        break;
                    if (!profiles.contains(t.qualifiedName().toLower()))
                        profiles.insert(t.qualifiedName().toLower(), knowledge::Profiler(c).profile(t, cancel));
                }
            }
            return drift::runDriftCheck(&c, storePath, catalog, profiles, cancel);
        },
        cancel);
    if (!waitInEventLoop(checked, [&] {
            if (interrupted())
                session->cancel(cancel);
            return !interrupted();
        }) || checked.resultCount() == 0)
        return fail(ExitInterrupted, Tr::tr("interrupted"));
    const drift::DriftCheck check = checked.result();
    if (check.report.status == drift::DriftReport::Status::CatalogUnreadable)
        return fail(ExitCannotOpen, check.report.message);
    drift::ImpactInputs inputs;
    inputs.flavor = session->dialect().flavor();
    drift::NotebookInput input;
    input.path = QFileInfo(file).absoluteFilePath();
    input.title = nb.title();
    input.open = true;
    input.cells = nb.cells();
    inputs.notebooks << input;
    inputs.glossary = kept.glossary;
    inputs.examples = kept.examples;
    inputs.userDescriptions = kept.userDescriptions;
    inputs.policy = security::AccessPolicy::fromJson(connection.config.privacy);
    const QList<drift::Impact> impacts = drift::findImpacts(check.report, check.baseline.catalog, inputs);
    if (args.has(QStringLiteral("json")))
        cliOut() << QJsonDocument(reportJson(check, impacts)).toJson(QJsonDocument::Indented);
    else
        printText(check, impacts, connection.config.name.isEmpty() ? connection.config.displayLocation() : connection.config.name);
    cliOut().flush();
    if (args.has(QStringLiteral("accept")) && check.report.status != drift::DriftReport::Status::NoBaseline) {
        if (const QString e = drift::acceptSchema(storePath, check, known); !e.isEmpty())
            return fail(ExitWriteFailed, e);
        cliErr() << Tr::tr("The schema as it is now was recorded; later checks compare with it.") << Qt::endl;
    }
    const bool affected = !impacts.isEmpty() || check.report.status == drift::DriftReport::Status::DatabaseReplaced;
    return affected ? ExitDriftAffects : ExitOk;
}

} // namespace assay::app
