#pragma once
// Messages of file imports that are not inside a QObject: `Tr::tr("...")` gives them the fixed
// translation context "Assay::Files", which lupdate extracts and Qt's plural rules (%n) apply to.

#include <QCoreApplication>

namespace assay::files {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::Files)
};

} // namespace assay::files
