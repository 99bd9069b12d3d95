#pragma once
// A disk that fills up: a 256 KiB tmpfs mounted at a directory (root only; `mounted` says whether
// it worked), filled but for 8 KiB by a ballast file that makeRoom() removes again. Unmounted when
// destroyed. Used by tst_faults_gui and `assay-bench gui-heartbeat`.

#include <QDir>
#include <QFile>
#include <QString>

#include <algorithm>

#include <sys/mount.h>

namespace assay::test {

class FullDisk {
public:
    explicit FullDisk(const QString &directory)
        : m_dir(directory)
    {
        QDir().mkpath(m_dir);
        m_mounted = ::mount("assay-test-full", QFile::encodeName(m_dir).constData(), "tmpfs", MS_NOSUID | MS_NODEV,
                            "size=262144") == 0;
    }
    ~FullDisk()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_dir).constData(), MNT_DETACH);
    }
    FullDisk(const FullDisk &) = delete;
    FullDisk &operator=(const FullDisk &) = delete;

    bool mounted() const { return m_mounted; }
    QString path(const QString &name) const { return m_dir + QLatin1Char('/') + name; }

    // Fills the disk but for 8 KiB. False when the ballast file could not be created.
    bool fill() const
    {
        QFile ballast(path(QStringLiteral("ballast")));
        if (!ballast.open(QIODevice::WriteOnly))
            return false;
        const QByteArray block(4096, 'b');
        while (ballast.write(block) == block.size() && ballast.flush()) {
        }
        ballast.close();
        ballast.resize(std::max<qint64>(0, ballast.size() - 8192));
        return true;
    }
    void makeRoom() const { QFile::remove(path(QStringLiteral("ballast"))); }

private:
    QString m_dir;
    bool m_mounted = false;
};

} // namespace assay::test
