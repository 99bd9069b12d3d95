#pragma once
// What an import reads and how: the file's format, encoding and CSV dialect, how values are
// written, and the table it becomes (its name and typed columns). The preview dialog shows and
// edits exactly this; the importer follows it and nothing else.

#include "values.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace assay::files {

enum class SourceFormat : quint8 { Csv, Json, Xlsx };
enum class TextEncoding : quint8 { Utf8, Utf16LE, Utf16BE, Latin1 };

QString encodingName(TextEncoding encoding); // "UTF-8", "UTF-16 LE", ...

struct ImportOptions {
    SourceFormat format = SourceFormat::Csv;
    TextEncoding encoding = TextEncoding::Utf8;   // CSV and JSON
    char delimiter = ',';                         // CSV: ',', ';', '\t', '|'
    char quote = '"';                             // CSV: '"', '\'' or 0 for none
    bool hasHeader = true;                        // CSV and XLSX: the first row names the columns
    ValueFormat values;
    QString sheet;                                // XLSX: the sheet to read

    QJsonObject toJson() const;
    static ImportOptions fromJson(const QJsonObject &json);
    bool operator==(const ImportOptions &) const = default;
};

struct ColumnPlan {
    QString name; // as it will be in the table (unique, never empty)
    ColumnType type = ColumnType::Text;
    bool operator==(const ColumnPlan &) const = default;
};

struct ImportPlan {
    QString sourcePath;
    QString tableName;
    ImportOptions options;
    QList<ColumnPlan> columns;
};

// The format a file name says (.csv, .tsv, .txt, .json, .ndjson, .jsonl, .xlsx), if any.
bool formatForPath(const QString &path, SourceFormat *format);
bool isDataFilePath(const QString &path);
// "Sales Q1 (2024).csv" -> "sales_q1_2024"; a sheet "Orders 2024" -> "orders_2024".
QString tableNameFor(const QString &text);
// Header texts made into column names: trimmed, empty ones become column_N, duplicates (in any
// case, since SQL names are case-insensitive) get _2, _3. `notes` says what was renamed.
QStringList columnNamesFrom(const QStringList &headers, QStringList *notes);

} // namespace assay::files
