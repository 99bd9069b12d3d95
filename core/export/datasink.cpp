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
    std::unique_ptr<DataSink> sink;
    if (options.format == DataFormat::Xlsx)
        sink = std::make_unique<XlsxSink>(path, options);
    else
        sink = std::make_unique<CsvSink>(path, options);
    sink->m_headers = options.headers;
    return sink;
}

QList<db::ResultColumn> DataSink::named(QList<db::ResultColumn> columns) const
{
    if (m_headers.size() == columns.size()) {
        for (int i = 0; i < columns.size(); ++i)
            columns[i].name = m_headers[i];
    }
    return columns;
}

} // namespace assay::exports
