#pragma once
// Messages of file writes that are not inside a QObject: `Tr::tr("...")` gives them the fixed
// translation context "Assay::Io", which lupdate extracts and Qt's plural rules (%n) apply to.

#include <QCoreApplication>

namespace assay::io {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::Io)
};

} // namespace assay::io
