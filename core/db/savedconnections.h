#pragma once
// The connections a user has saved, in QSettings as JSON. Never holds passwords (the config type
// has no field for one); secrets go to core/security's keychain store.

#include "connectionconfig.h"

#include <QList>

namespace assay::db {

class SavedConnections {
public:
    static QList<ConnectionConfig> load();
    static void save(const QList<ConnectionConfig> &connections);
    // Inserts or replaces by id, most recently used first. Gives the config an id when it has none.
    static ConnectionConfig remember(ConnectionConfig config);
    static void forget(const QString &id);
};

} // namespace assay::db
