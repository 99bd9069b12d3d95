#pragma once
// Messages of the SQL guard and access policy that are not inside a QObject: `Tr::tr("...")` gives them the fixed
// translation context "Assay::Security", which lupdate extracts and Qt's plural rules (%n) apply to.

#include <QCoreApplication>

namespace assay::security {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::Security)
};

} // namespace assay::security
