#include "ziparchive.h"

#include <QFile>

#include <unzip.h>

namespace assay::files {
namespace {

constexpr int CaseInsensitive = 2; // unzLocateFile's iCaseSensitivity

// The current member of an archive, decompressed as it is read.
class ZipMemberDevice final : public QIODevice {
public:
    ZipMemberDevice(unzFile zip, qint64 size) : m_zip(zip), m_size(size) { QIODevice::open(QIODevice::ReadOnly); }
    ~ZipMemberDevice() override { unzCloseCurrentFile(m_zip); }
    bool isSequential() const override { return true; }
    qint64 size() const override { return m_size; }

protected:
    qint64 readData(char *data, qint64 max) override
    {
        const int n = unzReadCurrentFile(m_zip, data, unsigned(std::min<qint64>(max, 1 << 20)));
        return n < 0 ? -1 : n;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    unzFile m_zip;
    qint64 m_size;
};

} // namespace

ZipArchive::~ZipArchive()
{
    if (m_zip)
        unzClose(m_zip);
}

bool ZipArchive::open(const QString &path)
{
    m_zip = unzOpen64(QFile::encodeName(path).constData());
    return m_zip != nullptr;
}

bool ZipArchive::contains(const QString &member) const
{
    return m_zip && unzLocateFile(m_zip, member.toUtf8().constData(), CaseInsensitive) == UNZ_OK;
}

std::unique_ptr<QIODevice> ZipArchive::stream(const QString &member)
{
    if (!contains(member))
        return nullptr;
    unz_file_info64 info{};
    if (unzGetCurrentFileInfo64(m_zip, &info, nullptr, 0, nullptr, 0, nullptr, 0) != UNZ_OK || unzOpenCurrentFile(m_zip) != UNZ_OK)
        return nullptr;
    return std::make_unique<ZipMemberDevice>(m_zip, qint64(info.uncompressed_size));
}

bool ZipArchive::read(const QString &member, QByteArray *data)
{
    std::unique_ptr<QIODevice> device = stream(member);
    if (!device)
        return false;
    data->clear();
    char buffer[1 << 16];
    qint64 n = 0;
    while ((n = device->read(buffer, sizeof buffer)) > 0)
        data->append(buffer, n);
    return n == 0; // -1: the member is damaged
}

} // namespace assay::files
