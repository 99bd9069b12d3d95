#pragma once
// Messages of notebooks that are not inside a QObject: `Tr::tr("...")` gives them the fixed
// translation context "Assay::Notebook", which lupdate extracts and Qt's plural rules (%n) apply to.

#include <QCoreApplication>

namespace assay::notebook {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::Notebook)
};

} // namespace assay::notebook
