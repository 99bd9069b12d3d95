#pragma once
// Messages of core/ask that are not inside a QObject: `Tr::tr("...")` gives them the fixed
// translation context "Assay::Ask", which lupdate extracts and Qt's plural rules (%n) apply to.

#include <QCoreApplication>

namespace assay::ask {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::Ask)
};

} // namespace assay::ask
