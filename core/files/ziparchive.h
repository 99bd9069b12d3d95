#pragma once
// Reading members of a zip archive (an .xlsx workbook) with zlib's minizip, the library the XLSX
// export (libxlsxwriter) already uses. A member is read whole, or streamed through a QIODevice
// so QXmlStreamReader parses a sheet of any size in bounded memory.
//
// Why not QuaZip: its library exports minizip's own function names (zipOpen3, unzOpen, ...), so
// in a process that also loads the system minizip (through libxlsxwriter) those calls resolve to
// QuaZip's versions and the XLSX export crashes.

#include <QIODevice>
#include <QString>

#include <memory>

namespace assay::files {

class ZipArchive {
public:
    ZipArchive() = default;
    ~ZipArchive();
    ZipArchive(const ZipArchive &) = delete;
    ZipArchive &operator=(const ZipArchive &) = delete;

    bool open(const QString &path);
    bool contains(const QString &member) const; // case-insensitive, as Office is
    // The whole member; false when it is missing or damaged.
    bool read(const QString &member, QByteArray *data);
    // A device reading the member as it is decompressed; null when it is missing. One member is
    // open at a time: opening another ends the previous stream.
    std::unique_ptr<QIODevice> stream(const QString &member);

private:
    void *m_zip = nullptr; // unzFile
};

} // namespace assay::files
