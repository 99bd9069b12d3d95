// `assay mcp [--connection SPEC]... [--notebook FILE]... [--privacy FILE] [--provider NAME]
//  [--rows N] [--timeout SECONDS]`: a Model Context Protocol server on standard input and output
// for the assistants analysts already use. Standard output carries protocol messages only;
// anything else goes to standard error. It ends when its input ends (after cancelling what runs)
// or on SIGTERM.

#include "apptr.h"
#include "assaybackend.h"
#include "cliargs.h"
#include "cliconnection.h"
#include "climodel.h"
#include "datasource.h"
#include "stdiotransport.h"

#include "db/dbsession.h"
#include "llm/llmservice.h"
#include "mcp/mcpserver.h"
#include "security/privacylog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTimer>

#include <cstdio>

namespace assay::app {

int mcpCommand(const QStringList &arguments)
{
    CliArgs args(arguments, {QStringLiteral("connection"), QStringLiteral("notebook"), QStringLiteral("privacy"),
                             QStringLiteral("provider"), QStringLiteral("rows"), QStringLiteral("timeout")},
                 {});
    BackendOptions options;
    options.defaultRows = args.intValue(QStringLiteral("rows"), 100, 1);
    options.timeoutSec = args.intValue(QStringLiteral("timeout"), 30, 1);
    if (!args.ok())
        return fail(ExitUsage, args.error());
    if (!args.positional().isEmpty())
        return fail(ExitUsage, Tr::tr("usage: assay mcp [--connection SPEC]... [--notebook FILE]... [--privacy FILE]"));
    security::AccessPolicy extra;
    std::unique_ptr<llm::LlmService> model;
    QString error;
    if (!readAssistantOptions(args, &extra, &model, &error))
        return fail(ExitUsage, error);
    options.llm = model.get();
    // What the privacy check refused or masked is also said here, where an MCP client shows the
    // server's log; the same lines go to the privacy log the window shows.
    security::PrivacyLog::instance().setEcho([](const QString &line) {
        std::fprintf(stderr, "assay mcp: %s\n", qPrintable(line));
    });

    // Connections are checked now (a typo should fail at once) but opened on first use.
    QList<DataSource *> sources;
    QObject owner;
    QStringList names;
    for (const QString &spec : args.values(QStringLiteral("connection"))) {
        const ResolvedConnection c = resolveConnection(spec, {}, QDir::currentPath());
        if (!c.error.isEmpty())
            return fail(ExitCannotOpen, c.error);
        QString name = c.config.name.isEmpty() ? spec : c.config.name;
        for (int n = 2; names.contains(name, Qt::CaseInsensitive); ++n)
            name = QStringLiteral("%1 (%2)").arg(c.config.name).arg(n);
        names << name;
        sources << new DataSource(name, c, extra, &owner);
    }
    QStringList notebooks;
    for (const QString &path : args.values(QStringLiteral("notebook")))
        notebooks << QFileInfo(path).absoluteFilePath();

    AssayBackend backend(sources, notebooks, options);
    mcp::McpServer server(backend, &StdioTransport::writeLine, QCoreApplication::applicationVersion());
    StdioTransport transport;
    QObject::connect(&transport, &StdioTransport::lineReceived, &server, &mcp::McpServer::receive);
    QObject::connect(&transport, &StdioTransport::oversizedLine, &server, &mcp::McpServer::rejectOversized);
    QObject::connect(&transport, &StdioTransport::inputClosed, &server, &mcp::McpServer::inputClosed);
    QObject::connect(&server, &mcp::McpServer::finished, qApp, [] { QCoreApplication::exit(ExitOk); });
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &server, [&server] {
        if (interrupted())
            server.inputClosed();
    });
    poll.start(100);
    transport.start();
    // The first connection is opened and its knowledge built while the client initializes.
    if (!sources.isEmpty())
        sources.first()->whenReady([](const QString &) {});
    const int code = QCoreApplication::exec();
    // Sessions close, and their workers (an ask still stopping uses the model service) end
    // before the backend they serve goes away.
    qDeleteAll(sources);
    db::DbSession::waitForRetired();
    return code;
}

} // namespace assay::app
