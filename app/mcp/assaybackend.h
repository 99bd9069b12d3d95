#pragma once
// The tools and resources `assay mcp` offers (McpBackend): the connections given on the command
// line (DataSource each) and the notebooks, readable as resources and extended by add_cell.
// Every tool that reads data goes through the same guard and privacy policy as the window:
// the knowledge it searches is restricted, and SQL runs through StepRunner (one read-only
// statement, checked against the policy, enforced by the engine, capped and timed).

#include "db/resulttypes.h"
#include "mcp/mcpserver.h"

#include <QObject>
#include <QStringList>

#include <atomic>

namespace assay::db {
class DbSession;
}
namespace assay::llm {
class LlmService;
}

namespace assay::app {

class DataSource;

struct BackendOptions {
    int defaultRows = 100;    // run_query's max_rows when not given
    int maxRows = 10000;      // the most any call may ask for
    int timeoutSec = 30;      // a query's default statement timeout
    llm::LlmService *llm = nullptr; // the ask tool's model; null for the offline assistant
};

class AssayBackend : public QObject, public mcp::McpBackend {
    Q_OBJECT
public:
    AssayBackend(QList<DataSource *> sources, QStringList notebooks, BackendOptions options, QObject *parent = nullptr);

    QJsonArray tools() const override;
    std::function<void()> callTool(const QString &name, const QJsonObject &arguments, Done done) override;
    QJsonArray resources() const override;
    std::optional<QJsonArray> readResource(const QString &uri, QString *error) const override;

private:
    // What a running call shares with its cancel function: the client's cancellation (or the
    // input ending) sets it; work reads it before it starts, and the token stops a statement.
    struct Call {
        std::atomic<bool> cancelled{false};
        db::CancelTokenPtr token = std::make_shared<db::CancelToken>();
        db::DbSession *session = nullptr; // set once the work is on a session
    };
    DataSource *source(const QJsonObject &arguments, QString *error) const;
    // Runs `work` once the source is ready; `work` is given the call's cancel state.
    std::function<void()> withSource(const QJsonObject &arguments, Done done,
                                     std::function<void(DataSource &, const std::shared_ptr<Call> &, Done)> work);

    mcp::ToolResult listConnections() const;
    mcp::ToolResult describeSchema(const DataSource &source, const QJsonObject &arguments) const;
    mcp::ToolResult searchSchema(const DataSource &source, const QJsonObject &arguments) const;
    mcp::ToolResult searchValues(const DataSource &source, const QJsonObject &arguments) const;
    mcp::ToolResult planJoins(const DataSource &source, const QJsonObject &arguments) const;
    void runQuery(DataSource &source, const QJsonObject &arguments, const std::shared_ptr<Call> &call, Done done);
    void ask(DataSource &source, const QJsonObject &arguments, const std::shared_ptr<Call> &call, Done done);
    mcp::ToolResult addCell(const QJsonObject &arguments);
    void runNotebook(DataSource &source, const QJsonObject &arguments, const std::shared_ptr<Call> &call, Done done);

    QList<DataSource *> m_sources;
    QStringList m_notebooks; // absolute paths, in the order given or created
    BackendOptions m_options;
};

QJsonArray assayToolDefinitions(); // name, title, description, inputSchema of each tool

} // namespace assay::app
