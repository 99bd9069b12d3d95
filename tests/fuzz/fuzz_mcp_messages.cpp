// libFuzzer target for the MCP server's protocol side: the input is cut into lines (as the stdio
// transport delivers them) and fed to an McpServer over a backend with one synchronous tool, one
// that never finishes, and a resource. Properties: nothing crashes or hangs; every line the server
// writes is one JSON-RPC 2.0 object (a result or an error, never both, with the jsonrpc marker);
// no more answers than lines in; the end of input leaves nothing in flight.
// Built only with clang and -DASSAY_BUILD_FUZZERS=ON; see tests/fuzz/README.md.

#include "fuzzinput.h"

#include "mcp/mcpserver.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace assay::mcp;

namespace {

class Backend : public McpBackend {
public:
    QList<Done> pending;
    QJsonArray tools() const override
    {
        const QJsonObject schema{{"type", "object"},
                                 {"properties", QJsonObject{{"text", QJsonObject{{"type", "string"}}},
                                                            {"n", QJsonObject{{"type", "integer"}, {"minimum", 0}, {"maximum", 9}}},
                                                            {"list", QJsonObject{{"type", "array"}, {"items", QJsonObject{{"type", "string"}}}}}}},
                                 {"required", QJsonArray{"text"}}};
        return {QJsonObject{{"name", "echo"}, {"inputSchema", schema}}, QJsonObject{{"name", "slow"}, {"inputSchema", QJsonObject{{"type", "object"}}}}};
    }
    std::function<void()> callTool(const QString &name, const QJsonObject &arguments, Done done) override
    {
        if (name == u"slow") {
            pending << done;
            return [] {};
        }
        ToolResult r;
        r.text = arguments.value("text").toString();
        done({std::nullopt, r});
        return {};
    }
    QJsonArray resources() const override { return {}; }
    std::optional<QJsonArray> readResource(const QString &, QString *error) const override
    {
        *error = QStringLiteral("none");
        return std::nullopt;
    }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    assay::fuzz::FuzzInput input(data, size);
    const bool initialized = input.byte() & 1;
    Backend backend;
    int written = 0;
    McpServer server(backend, [&](const QByteArray &line) {
        ++written;
        if (!line.endsWith('\n') || line.chopped(1).contains('\n'))
            assay::fuzz::fail("one message per line");
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.value("jsonrpc").toString() != u"2.0")
            assay::fuzz::fail("jsonrpc 2.0 marker");
        if (o.contains("result") == o.contains("error"))
            assay::fuzz::fail("a result or an error");
    }, QStringLiteral("fuzz"));
    if (initialized)
        server.receive(R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18"}})");
    const QList<QByteArray> lines = QByteArray(input.rest().data(), input.rest().size()).split('\n');
    for (const QByteArray &line : lines)
        server.receive(line);
    if (written > lines.size() + (initialized ? 1 : 0))
        assay::fuzz::fail("no more answers than lines");
    server.inputClosed();
    if (server.inFlight() != 0)
        assay::fuzz::fail("nothing in flight after the end of input");
    return 0;
}
