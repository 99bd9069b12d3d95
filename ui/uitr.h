#pragma once
// Messages of free functions of the user interface that are not inside a QObject: `Tr::tr("...")` gives them the fixed
// translation context "Assay::Ui", which lupdate extracts and Qt's plural rules (%n) apply to.

#include <QCoreApplication>

namespace assay::ui {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::Ui)
};

} // namespace assay::ui
