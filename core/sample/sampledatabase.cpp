#include "sampledatabase.h"
#include "sampletr.h"

#include "retailgenerator.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QStandardPaths>

namespace assay::sample {

// Bump when the schema or the generator changes, so existing installs get the new data.
static constexpr int SampleVersion = 1;

QString sampleDatabasePath()
{
    const QString base = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return base + QStringLiteral("/sample/retail-v%1.sqlite").arg(SampleVersion);
}

bool sampleDatabaseExists()
{
    return QFileInfo::exists(sampleDatabasePath());
}

QString ensureSampleDatabase(const std::function<bool(int)> &progress)
{
    if (sampleDatabaseExists())
        return {};
    return generateRetailDatabase(sampleDatabasePath(), RetailOptions{}, progress);
}

db::ConnectionConfig sampleConnectionConfig()
{
    db::ConnectionConfig c;
    c.id = QStringLiteral("sample-retail");
    c.name = Tr::tr("Sample: Northwind Outfitters");
    c.engine = db::Engine::SQLite;
    c.filePath = sampleDatabasePath();
    return c;
}

} // namespace assay::sample
