#include "atomicfile.h"
#include "iotr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <atomic>

namespace assay::io {
namespace {

std::atomic<qint64> g_failAfter{-1};

// QSaveFile that can pretend the disk filled up, for tests of the failure path.
class FaultableSaveFile : public QSaveFile {
public:
    explicit FaultableSaveFile(const QString &name) : QSaveFile(name), m_limit(g_failAfter.load()) {}

protected:
    qint64 writeData(const char *data, qint64 len) override
    {
        if (m_limit >= 0 && m_written + len > m_limit) {
            setErrorString(Tr::tr("No space left on device (simulated)"));
            return -1;
        }
        const qint64 n = QSaveFile::writeData(data, len);
        if (n > 0)
            m_written += n;
        return n;
    }

private:
    qint64 m_limit;
    qint64 m_written = 0;
};

} // namespace

void simulateWriteFailureAfter(qint64 bytes)
{
    g_failAfter.store(bytes);
}

QString writeFileAtomically(const QString &path, const QByteArray &data)
{
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    if (!info.absoluteDir().exists())
        return Tr::tr("Cannot save %1: the folder %2 does not exist.").arg(shown, QDir::toNativeSeparators(info.absolutePath()));
    FaultableSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Tr::tr("Cannot save %1: %2").arg(shown, file.errorString());
    // Write in pieces so a failure part-way behaves like a real full disk.
    constexpr qint64 Chunk = 64 * 1024;
    // A short write is not an error yet (a nearly full disk takes what fits and reports ENOSPC
    // only on the next write): write the rest, so the reason shown is the real one rather than
    // "Unknown error".
    for (qint64 off = 0; off < data.size();) {
        const qint64 n = file.write(data.constData() + off, std::min(Chunk, data.size() - off));
        if (n <= 0) {
            const QString reason = file.errorString();
            file.cancelWriting();
            return Tr::tr("Cannot save %1: %2. The previous version is unchanged.").arg(shown, reason);
        }
        off += n;
    }
    if (!file.commit())
        return Tr::tr("Cannot save %1: %2. The previous version is unchanged.").arg(shown, file.errorString());
    return {};
}

QString readFile(const QString &path, QByteArray *data, qint64 maxBytes)
{
    const QString shown = QDir::toNativeSeparators(path);
    QFile f(path);
    if (!f.exists())
        return Tr::tr("%1 does not exist.").arg(shown);
    if (!f.open(QIODevice::ReadOnly))
        return Tr::tr("Cannot open %1: %2").arg(shown, f.errorString());
    if (f.size() > maxBytes)
        return Tr::tr("%1 is too large to open (%2 MB).").arg(shown).arg(f.size() / (1024 * 1024));
    *data = f.readAll();
    if (f.error() != QFile::NoError)
        return Tr::tr("Cannot read %1: %2").arg(shown, f.errorString());
    return {};
}

} // namespace assay::io
