#include "datasink.h"

#include "csvsink.h"
#include "xlsxsink.h"

#include <QFileInfo>

namespace assay::exports {

bool dataFormatForPath(const QString &path, DataFormat *format, char *delimiter)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    char d = ',';
    DataFormat f;
    if (suffix == u"csv") {
        f = DataFormat::Csv;
    } else if (suffix == u"tsv" || suffix == u"tab") {
        f = DataFormat::Csv;
        d = '\t';
    } else if (suffix == u"xlsx") {
        f = DataFormat::Xlsx;
    } else {
        return false;
    }
    if (format)
        *format = f;
    if (delimiter)
        *delimiter = d;
    return true;
}

std::unique_ptr<DataSink> DataSink::create(const QString &path, const DataExportOptions &options)
{
    if (options.format == DataFormat::Xlsx)
        return std::make_unique<XlsxSink>(path, options);
    return std::make_unique<CsvSink>(path, options);
}

} // namespace assay::exports
