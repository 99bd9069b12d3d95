#include "exportfile.h"
#include "exporttr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <atomic>

namespace assay::exports {
namespace {

std::atomic<qint64> g_failAfter{-1};

} // namespace

// QSaveFile that can pretend the disk filled up, so tests reach the real failure path.
class ExportFile::Device : public QSaveFile {
public:
    explicit Device(const QString &name) : QSaveFile(name), m_limit(g_failAfter.load()) {}

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

void simulateExportFailureAfter(qint64 bytes)
{
    g_failAfter.store(bytes);
}

ExportFile::ExportFile(QString path)
    : m_path(std::move(path))
{
}

ExportFile::~ExportFile()
{
    discard();
}

bool ExportFile::open()
{
    const QString shown = QDir::toNativeSeparators(m_path);
    const QFileInfo info(m_path);
    if (m_path.isEmpty()) {
        m_error = Tr::tr("No file name was given for the export.");
        return false;
    }
    if (info.isDir()) {
        m_error = Tr::tr("Cannot write %1: it is a folder.").arg(shown);
        return false;
    }
    if (!info.absoluteDir().exists()) {
        m_error = Tr::tr("Cannot write %1: the folder %2 does not exist.").arg(shown, QDir::toNativeSeparators(info.absolutePath()));
        return false;
    }
    m_file = std::make_unique<Device>(m_path);
    // Never write in place: a half-written target is exactly what this class exists to avoid.
    m_file->setDirectWriteFallback(false);
    if (!m_file->open(QIODevice::WriteOnly)) {
        m_error = Tr::tr("Cannot write %1: %2").arg(shown, m_file->errorString());
        m_file.reset();
        return false;
    }
    m_written = 0;
    return true;
}

bool ExportFile::write(const char *data, qint64 size)
{
    if (!m_file)
        return false;
    qint64 done = 0;
    while (done < size) {
        const qint64 n = m_file->write(data + done, size - done);
        if (n <= 0) {
            m_error = Tr::tr("Cannot write %1: %2. Nothing was written there.")
                          .arg(QDir::toNativeSeparators(m_path), m_file->errorString());
            discard();
            return false;
        }
        done += n;
    }
    m_written += size;
    return true;
}

bool ExportFile::commit()
{
    if (!m_file)
        return false;
    if (!m_file->commit()) {
        m_error = Tr::tr("Cannot write %1: %2. Nothing was written there.")
                      .arg(QDir::toNativeSeparators(m_path), m_file->errorString());
        m_file.reset();
        return false;
    }
    m_file.reset();
    return true;
}

void ExportFile::discard()
{
    if (m_file) {
        m_file->cancelWriting();
        m_file.reset(); // an uncommitted QSaveFile removes its temporary file
    }
}

QString writeExportFile(const QString &path, const QByteArray &data)
{
    ExportFile file(path);
    if (!file.open() || !file.write(data) || !file.commit())
        return file.error();
    return {};
}

} // namespace assay::exports
