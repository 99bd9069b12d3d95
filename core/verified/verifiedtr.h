#pragma once
// Messages of the verified-answers layer that are not inside a QObject: `Tr::tr("...")` gives
// them the fixed translation context "Assay::Verified", which lupdate extracts.

#include <QCoreApplication>

namespace assay::verified {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::Verified)
};

} // namespace assay::verified
