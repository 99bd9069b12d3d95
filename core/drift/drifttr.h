#pragma once
// Messages of the drift layer that are not inside a QObject: `Tr::tr("...")` gives them the fixed
// translation context "Assay::Drift", which lupdate extracts and Qt's plural rules (%n) apply to.

#include <QCoreApplication>

namespace assay::drift {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::Drift)
};

} // namespace assay::drift
