#pragma once
// Messages of charts that are not inside a QObject: `Tr::tr("...")` gives them the fixed
// translation context "Assay::Charts", which lupdate extracts and Qt's plural rules (%n) apply to.

#include <QCoreApplication>

namespace assay::charts {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::Charts)
};

} // namespace assay::charts
