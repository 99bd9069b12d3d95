#pragma once
// Messages of evaluation data sets that are not inside a QObject: `Tr::tr("...")` gives them the fixed
// translation context "Assay::Eval", which lupdate extracts and Qt's plural rules (%n) apply to.

#include <QCoreApplication>

namespace assay::eval {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::Eval)
};

} // namespace assay::eval
