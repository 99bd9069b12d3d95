#pragma once
// Messages of the ask pipeline that are not inside a QObject: `Tr::tr("...")` gives them the fixed
// translation context "Assay::Agents", which lupdate extracts and Qt's plural rules (%n) apply to.

#include <QCoreApplication>

namespace assay::agents {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::Agents)
};

} // namespace assay::agents
