#pragma once
// Messages of the history layer that are not inside a QObject: `Tr::tr("...")` gives them the
// fixed translation context "Assay::History", which lupdate extracts.

#include <QCoreApplication>

namespace assay::history {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::History)
};

} // namespace assay::history
