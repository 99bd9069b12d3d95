#pragma once
// A file written by an export: a temporary file beside the target, renamed over it only when
// everything was written (QSaveFile underneath). A failure or a cancel leaves the target as it
// was and no temporary file behind. Errors are sentences that name the file and the reason.

#include <QByteArray>
#include <QString>

#include <memory>

class QIODevice;

namespace assay::exports {

class ExportFile {
public:
    explicit ExportFile(QString path);
    ~ExportFile(); // discards the temporary file unless commit() succeeded
    ExportFile(const ExportFile &) = delete;
    ExportFile &operator=(const ExportFile &) = delete;

    bool open();
    bool write(const char *data, qint64 size);
    bool write(const QByteArray &data) { return write(data.constData(), data.size()); }
    // Renames the temporary file over the target. False (and error()) when that fails.
    bool commit();
    void discard();

    QString path() const { return m_path; }
    QString error() const { return m_error; }
    qint64 bytesWritten() const { return m_written; }

private:
    class Device;
    QString m_path;
    std::unique_ptr<Device> m_file;
    QString m_error;
    qint64 m_written = 0;
};

// Writes `data` to `path` through an ExportFile. Returns an error sentence or empty.
QString writeExportFile(const QString &path, const QByteArray &data);

// For tests: make export writes fail after `bytes` bytes, as a full disk would (-1 = off).
void simulateExportFailureAfter(qint64 bytes);

} // namespace assay::exports
