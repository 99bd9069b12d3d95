#pragma once
// Messages of reports and data exports that are not inside a QObject: `Tr::tr("...")` gives them the fixed
// translation context "Assay::Export", which lupdate extracts and Qt's plural rules (%n) apply to.

#include <QCoreApplication>

namespace assay::exports {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::Export)
};

} // namespace assay::exports
