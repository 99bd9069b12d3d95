#pragma once
// Messages of language-model calls that are not inside a QObject: `Tr::tr("...")` gives them the fixed
// translation context "Assay::Llm", which lupdate extracts and Qt's plural rules (%n) apply to.

#include <QCoreApplication>

namespace assay::llm {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Assay::Llm)
};

} // namespace assay::llm
