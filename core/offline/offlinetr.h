#pragma once
// Messages of the offline assistant that are not inside a QObject: `Tr::tr("...")` gives them the fixed
// translation context "Assay::Offline", which lupdate extracts and Qt's plural rules (%n) apply to.

#include <QCoreApplication>

namespace assay::offline {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::Offline)
};

} // namespace assay::offline
