#pragma once

#include <QByteArray>
#include <QString>

namespace assay::io {

// Writes `data` to `path` atomically. Returns an empty string on success, otherwise a message
// that names the file and the reason; the previous file (if any) is left untouched and no
// temporary file remains.
QString writeFileAtomically(const QString &path, const QByteArray &data);

// Reads a whole file, refusing files larger than `maxBytes`. Returns an error message or empty.
QString readFile(const QString &path, QByteArray *data, qint64 maxBytes = 512LL * 1024 * 1024);

// For tests: make the next atomic writes fail after `bytes` bytes, as a full disk would (-1 = off).
void simulateWriteFailureAfter(qint64 bytes);

} // namespace assay::io
