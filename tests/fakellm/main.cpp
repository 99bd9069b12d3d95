// assay-fake-llm: the fake model server on its own, for trying the app without a model.
//   assay-fake-llm [--port 8089] [--fixtures file.json] [--api-key KEY] [--log]
// Point a provider at http://127.0.0.1:8089/v1 (OpenAI-compatible), http://127.0.0.1:8089/v1
// (Anthropic) or http://127.0.0.1:8089 (Ollama).

#include "fakellmserver.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTimer>

#include <csignal>
#include <cstdio>

using namespace assay::fakellm;

int main(int argc, char *argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("assay-fake-llm"));
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("A scripted fake language-model server on loopback (OpenAI-compatible, "
                       "Anthropic, Ollama)."));
    parser.addHelpOption();
    QCommandLineOption portOption(QStringLiteral("port"),
                                  QStringLiteral("Port to listen on (0 picks one)."),
                                  QStringLiteral("port"), QStringLiteral("8089"));
    QCommandLineOption fixturesOption(
        QStringLiteral("fixtures"),
        QStringLiteral("A fixtures JSON file (see tests/fakellm/README.md)."),
        QStringLiteral("file"));
    QCommandLineOption keyOption(QStringLiteral("api-key"),
                                 QStringLiteral("Answer 401 unless requests carry this key."),
                                 QStringLiteral("key"));
    QCommandLineOption logOption(QStringLiteral("log"),
                                 QStringLiteral("Print each request line as it arrives."));
    parser.addOptions({portOption, fixturesOption, keyOption, logOption});
    parser.process(app);

    FakeLlmServer server;
    if (parser.isSet(fixturesOption)) {
        QString error;
        if (!server.loadFixturesFile(parser.value(fixturesOption), &error)) {
            std::fprintf(stderr, "assay-fake-llm: %s\n", qPrintable(error));
            return 2;
        }
    }
    if (parser.isSet(keyOption))
        server.setRequiredApiKey(parser.value(keyOption));
    if (!server.listen(quint16(parser.value(portOption).toUInt()))) {
        std::fprintf(stderr, "assay-fake-llm: cannot listen on port %s\n",
                     qPrintable(parser.value(portOption)));
        return 1;
    }
    std::printf("assay-fake-llm listening on %s\n", qPrintable(server.baseUrl()));
    std::printf("  OpenAI-compatible / Anthropic base URL: %s/v1\n  Ollama base URL: %s\n",
                qPrintable(server.baseUrl()), qPrintable(server.baseUrl()));
    std::fflush(stdout);

    std::signal(SIGINT, [](int) { QCoreApplication::quit(); });
    std::signal(SIGTERM, [](int) { QCoreApplication::quit(); });

    if (parser.isSet(logOption)) {
        auto *timer = new QTimer(&app);
        qsizetype seen = 0;
        QObject::connect(timer, &QTimer::timeout, [&server, &seen] {
            const auto all = server.requests();
            for (; seen < all.size(); ++seen) {
                const RecordedRequest &r = all[seen];
                std::printf("%s %s  %s\n", r.method.constData(), qPrintable(r.path),
                            qPrintable(r.lastMessage().left(80)));
            }
            std::fflush(stdout);
        });
        timer->start(200);
    }
    return app.exec();
}
