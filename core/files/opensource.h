#pragma once
// The reader for a file and its options: CSV, JSON or XLSX.

#include "recordsource.h"
#include "importoptions.h"

#include <memory>

namespace assay::files {

std::unique_ptr<RecordSource> openSource(const QString &path, const ImportOptions &options, QString *error);

// The text of a raw value, for header names.
QString headerText(const SourceValue &value);

} // namespace assay::files
