#pragma once
// Messages of the sample database that are not inside a QObject: `Tr::tr("...")` gives them the fixed
// translation context "Assay::Sample", which lupdate extracts and Qt's plural rules (%n) apply to.

#include <QCoreApplication>

namespace assay::sample {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::Sample)
};

} // namespace assay::sample
