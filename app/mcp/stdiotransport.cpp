#include "stdiotransport.h"

#include <QMetaObject>
#include <QPointer>

#include <cerrno>
#include <cstdio>
#include <unistd.h>

namespace assay::app {

// What the reader thread and the owner share: the owner may go away first (the app exits while
// a read still blocks), so the reader reaches it only through a guarded pointer on its thread.
struct StdioTransport::Shared {
    QPointer<StdioTransport> owner;
    std::atomic<bool> stop{false};
};

StdioTransport::StdioTransport(QObject *parent)
    : QObject(parent)
    , m_shared(std::make_shared<Shared>())
{
    m_shared->owner = this;
}

StdioTransport::~StdioTransport()
{
    m_shared->stop = true;
    // A blocked read cannot be interrupted portably; the thread holds only the shared state, so
    // it may outlive us and end with the process.
    if (m_reader.joinable())
        m_reader.detach();
}

void StdioTransport::start()
{
    std::shared_ptr<Shared> shared = m_shared;
    QObject *owner = this;
    m_reader = std::thread([shared, owner] {
        auto deliver = [shared, owner](auto &&fn) {
            if (!shared->stop)
                QMetaObject::invokeMethod(owner, [shared, fn = std::forward<decltype(fn)>(fn)] {
                    if (shared->owner)
                        fn(shared->owner.data());
                }, Qt::QueuedConnection);
        };
        QByteArray line;
        qint64 skipped = -1; // >= 0 while skipping an oversized line: its length so far
        char buffer[65536];
        while (!shared->stop) {
            const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                break;
            qint64 start = 0;
            for (qint64 i = 0; i < n; ++i) {
                if (buffer[i] != '\n')
                    continue;
                if (skipped >= 0) {
                    const qint64 bytes = skipped + i - start;
                    deliver([bytes](StdioTransport *t) { emit t->oversizedLine(bytes); });
                    skipped = -1;
                } else {
                    line.append(buffer + start, i - start);
                    deliver([l = line](StdioTransport *t) { emit t->lineReceived(l); });
                    line.clear();
                }
                start = i + 1;
            }
            if (skipped >= 0) {
                skipped += n - start;
            } else {
                line.append(buffer + start, n - start);
                if (line.size() > MaxLineBytes) {
                    skipped = line.size();
                    line = QByteArray();
                }
            }
        }
        if (!line.trimmed().isEmpty() && skipped < 0)
            deliver([l = line](StdioTransport *t) { emit t->lineReceived(l); }); // a last line without '\n'
        deliver([](StdioTransport *t) { emit t->inputClosed(); });
    });
}

void StdioTransport::writeLine(const QByteArray &line)
{
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fflush(stdout);
}

} // namespace assay::app
