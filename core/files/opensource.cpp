#include "opensource.h"

#include "csvreader.h"
#include "jsonreader.h"
#include "xlsxreader.h"

namespace assay::files {

std::unique_ptr<RecordSource> openSource(const QString &path, const ImportOptions &options, QString *error)
{
    switch (options.format) {
    case SourceFormat::Csv: {
        auto r = std::make_unique<CsvReader>(options);
        *error = r->open(path);
        return error->isEmpty() ? std::move(r) : nullptr;
    }
    case SourceFormat::Json: {
        auto r = std::make_unique<JsonReader>(options);
        *error = r->open(path);
        return error->isEmpty() ? std::move(r) : nullptr;
    }
    case SourceFormat::Xlsx: {
        auto r = std::make_unique<XlsxReader>(options);
        *error = r->open(path);
        return error->isEmpty() ? std::move(r) : nullptr;
    }
    }
    return nullptr;
}

QString headerText(const SourceValue &value)
{
    switch (value.kind) {
    case SourceValue::Kind::Missing:
        return {};
    case SourceValue::Kind::Boolean:
        return value.boolean ? QStringLiteral("TRUE") : QStringLiteral("FALSE");
    case SourceValue::Kind::Text:
    case SourceValue::Kind::Number:
        return QString::fromUtf8(value.text);
    }
    return {};
}

} // namespace assay::files
