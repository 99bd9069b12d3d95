#pragma once
// Messages of insights that are not inside a QObject: `Tr::tr("...")` gives them the fixed
// translation context "Assay::Insights", which lupdate extracts and Qt's plural rules (%n) apply to.

#include <QCoreApplication>

namespace assay::insights {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::Insights)
};

} // namespace assay::insights
