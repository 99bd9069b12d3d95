#pragma once
// Messages of the schema graph and join planning that are not inside a QObject: `Tr::tr("...")` gives them the fixed
// translation context "Assay::Schema", which lupdate extracts and Qt's plural rules (%n) apply to.

#include <QCoreApplication>

namespace assay::schema {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::Schema)
};

} // namespace assay::schema
