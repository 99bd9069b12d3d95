#pragma once
// The first look at a file: format, encoding, delimiter, quote and header detected (or taken as
// the user set them), a sample read, column names and types inferred, and the first rows
// converted exactly as the import will store them. Problems that would stop the import (an empty
// or binary file, a stray quote, ragged rows, too many columns, merged cells, a value that does
// not fit a chosen type) are found here when they are in the sample, with the line or cell and
// what to do.

#include "importoptions.h"

#include <QVariant>

#include <optional>

namespace assay::files {

struct InspectRequest {
    std::optional<ImportOptions> options;     // as the user set them; detected when absent
    std::optional<QList<ColumnPlan>> columns; // as the user set them; inferred when absent
    DateOrder preferredDateOrder = DateOrder::DayFirst; // for dates that read either way
    int previewRows = 100;
    int sampleRows = 10000;
};

struct Inspection {
    ImportPlan plan;
    QStringList sheets; // XLSX
    QList<QList<QVariant>> preview;
    QStringList notes;  // choices made that the user should know about
    QString error;      // empty when the plan can be imported as it stands
    qint64 fileSize = 0;
    bool ok() const { return error.isEmpty(); }
};

Inspection inspectFile(const QString &path, const InspectRequest &request = {});

// Why the first bytes of a file do not fit the format (a zip, a database, a PDF or binary data
// named .csv); empty when they do.
QString contentProblem(QByteArrayView head, SourceFormat format, const QString &fileName);

// The delimiter that splits the first lines of a CSV text into the same number of fields most
// consistently; `preferred` wins ties (a .tsv file prefers tabs).
char detectDelimiter(QByteArrayView utf8Head, char preferred);

} // namespace assay::files
