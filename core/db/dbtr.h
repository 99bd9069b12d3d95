#pragma once
// Messages of connections and queries that are not inside a QObject: `Tr::tr("...")` gives them the fixed
// translation context "Assay::Db", which lupdate extracts and Qt's plural rules (%n) apply to.

#include <QCoreApplication>

namespace assay::db {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::Db)
};

} // namespace assay::db
