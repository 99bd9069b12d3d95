#pragma once
// MCP's stdio transport, the reading half: standard input read on a thread of its own (a read
// blocks, and the event loop must stay free to finish calls and take cancellations), cut into
// lines, each handed to the owner's thread as a signal. A line longer than the limit is skipped
// to its end and reported by size; the end of input is reported once. Writing is the owner's:
// writeLine() from its thread only.

#include <QObject>

#include <atomic>
#include <memory>
#include <thread>

namespace assay::app {

class StdioTransport : public QObject {
    Q_OBJECT
public:
    static constexpr qint64 MaxLineBytes = 16 * 1024 * 1024;

    explicit StdioTransport(QObject *parent = nullptr);
    ~StdioTransport() override;
    void start();
    static void writeLine(const QByteArray &line); // stdout, flushed; `line` ends with '\n'

signals:
    void lineReceived(const QByteArray &line);
    void oversizedLine(qint64 bytes);
    void inputClosed();

private:
    struct Shared;
    std::shared_ptr<Shared> m_shared;
    std::thread m_reader;
};

} // namespace assay::app
