#pragma once
// Messages of the command line that are not inside a QObject: `Tr::tr("...")` gives them the fixed
// translation context "Assay::App", which lupdate extracts and Qt's plural rules (%n) apply to.

#include <QCoreApplication>

namespace assay::app {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::App)
};

} // namespace assay::app
