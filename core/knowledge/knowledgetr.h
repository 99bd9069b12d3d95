#pragma once
// Messages of the knowledge layer that are not inside a QObject: `Tr::tr("...")` gives them the fixed
// translation context "Assay::Knowledge", which lupdate extracts and Qt's plural rules (%n) apply to.

#include <QCoreApplication>

namespace assay::knowledge {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::Knowledge)
};

} // namespace assay::knowledge
