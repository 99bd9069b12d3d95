#include "importer.h"
#include "filestr.h"

#include "opensource.h"
#include "tablewriter.h"
#include "typing.h"
#include "workspace.h"
#include "xlsxbook.h"

#include <QElapsedTimer>
#include <QFileInfo>

namespace assay::files {
namespace {

class Import {
public:
    Import(const ImportPlan &plan, const db::CancelTokenPtr &cancel, const ImportProgress &progress)
        : m_plan(plan), m_cancel(cancel), m_progress(progress), m_converter(plan.options.values)
    {
    }
    ImportResult run(const QString &workspacePath);

private:
    bool writeRecord(const Record &record);
    bool addLateKeys(); // JSON keys first seen after the preview become text columns
    bool fail(const QString &message)
    {
        m_result.status = ImportResult::Status::Failed;
        m_result.error = message;
        return false;
    }

    ImportPlan m_plan;
    db::CancelTokenPtr m_cancel;
    ImportProgress m_progress;
    ValueConverter m_converter;
    std::unique_ptr<RecordSource> m_source;
    TableWriter m_writer;
    ImportResult m_result;
    QList<ColumnPlan> m_columns;
    // Only UTF-8 files pass their bytes through unchecked; other encodings were converted.
    bool m_validateUtf8 = m_plan.options.format == SourceFormat::Csv && m_plan.options.encoding == TextEncoding::Utf8;
};

bool Import::addLateKeys()
{
    const QStringList keys = m_source->keys();
    QStringList added;
    while (m_columns.size() < keys.size()) {
        QStringList names;
        for (const ColumnPlan &c : std::as_const(m_columns))
            names << c.name;
        names << keys[m_columns.size()];
        const ColumnPlan column{columnNamesFrom(names, nullptr).constLast(), ColumnType::Text};
        if (const QString e = m_writer.addColumn(column); !e.isEmpty())
            return fail(Tr::tr("The column for the key “%1” cannot be added: %2").arg(column.name, e));
        m_columns.append(column);
        added << column.name;
    }
    if (!added.isEmpty())
        m_result.notes << Tr::tr("Keys that first appear after the rows the preview read were added as text columns: %1.")
                              .arg(added.join(QStringLiteral(", ")));
    return true;
}

bool Import::writeRecord(const Record &record)
{
    const qsizetype width = record.values.size();
    if (m_plan.options.format == SourceFormat::Csv && width != m_columns.size()) {
        QString message = Tr::tr("Line %1 has %n value(s), but the table has %2 columns.", nullptr, int(width))
                              .arg(record.line).arg(m_columns.size());
        message += QLatin1Char(' ');
        message += record.lastLine > record.line
                       ? Tr::tr("The record runs on to line %1: a quote may open there that is not closed where it should be.")
                             .arg(record.lastLine)
                       : Tr::tr("A value with the delimiter in it may not be quoted. Quote it, or check the delimiter in the preview.");
        return fail(message);
    }
    if (m_plan.options.format == SourceFormat::Json && m_source->keys().size() > m_columns.size() && !addLateKeys())
        return false;
    for (qsizetype c = width; c-- > m_columns.size();) {
        if (record.values[c].kind != SourceValue::Kind::Missing)
            return fail(Tr::tr("At %1: there is a value right of the last column. Give that column a name in the first "
                               "row, or remove the value.").arg(m_source->locate(record, int(c), columnLetters(int(c)))));
    }
    const qsizetype n = std::min<qsizetype>(width, m_columns.size());
    for (qsizetype c = 0; c < m_columns.size(); ++c) {
        const SourceValue v = c < n ? record.values[c] : SourceValue();
        const Converted x = m_converter.convert(v, m_columns[c].type);
        switch (x.kind) {
        case Converted::Kind::Null:
            m_writer.bindNull(int(c));
            break;
        case Converted::Kind::Integer:
            m_writer.bindInteger(int(c), x.integer);
            break;
        case Converted::Kind::Real:
            m_writer.bindReal(int(c), x.real);
            break;
        case Converted::Kind::Text:
            if (m_validateUtf8 && !isValidUtf8(x.text))
                return fail(Tr::tr("At %1: the text is not valid %2. The file may mix encodings: convert it to UTF-8 (for "
                                   "example with iconv), or choose the encoding it was written in.")
                                .arg(m_source->locate(record, int(c), m_columns[c].name), encodingName(m_plan.options.encoding)));
            // Dates are written to the converter's scratch; everything else points into the reader.
            m_writer.bindText(int(c), x.text, m_columns[c].type == ColumnType::Text);
            break;
        case Converted::Kind::Invalid:
            return fail(Tr::tr("At %1: %2 Nothing was imported. Choose another type for this column in the preview "
                               "(text takes anything), or fix the value.")
                            .arg(m_source->locate(record, int(c), m_columns[c].name), m_converter.whyNot(v, m_columns[c].type)));
        }
    }
    if (const QString e = m_writer.insertRow(); !e.isEmpty())
        return fail(Tr::tr("At %1: the row cannot be stored: %2").arg(m_source->locate(record, -1, {}), e));
    return true;
}

ImportResult Import::run(const QString &workspacePath)
{
    QElapsedTimer clock;
    clock.start();
    m_result.table = m_plan.tableName;
    m_columns = m_plan.columns;
    auto finish = [&]() {
        m_result.elapsedMs = clock.elapsed();
        return m_result;
    };
    QString error;
    m_source = openSource(m_plan.sourcePath, m_plan.options, &error);
    if (!m_source) {
        fail(error);
        return finish();
    }
    if (QString e = m_writer.open(workspacePath); !e.isEmpty() || !(e = m_writer.begin(m_plan.tableName, m_columns)).isEmpty()) {
        fail(e);
        return finish();
    }
    Record record;
    bool skipHeader = m_plan.options.hasHeader && m_plan.options.format != SourceFormat::Json;
    qint64 rows = 0;
    while (m_source->next(&record)) {
        if (skipHeader) {
            skipHeader = false;
            continue;
        }
        if ((rows & 1023) == 0) {
            if (m_cancel && m_cancel->isCancelled()) {
                m_writer.rollback();
                m_result.status = ImportResult::Status::Cancelled;
                m_result.error = Tr::tr("The import was cancelled; nothing was imported.");
                return finish();
            }
            if (m_progress && (rows & 65535) == 0)
                m_progress(m_source->position(), m_source->size(), rows);
        }
        if (!writeRecord(record)) {
            m_writer.rollback();
            return finish();
        }
        ++rows;
    }
    if (!m_source->error().isEmpty()) {
        m_writer.rollback();
        fail(m_source->error() + QLatin1Char(' ') + Tr::tr("Nothing was imported."));
        return finish();
    }
    if (const QString e = m_writer.commit(); !e.isEmpty()) {
        m_writer.rollback();
        fail(Tr::tr("The table could not be saved: %1").arg(e));
        return finish();
    }
    if (m_progress)
        m_progress(m_source->size(), m_source->size(), rows);
    m_result.status = ImportResult::Status::Done;
    m_result.rows = rows;
    m_result.notes += m_source->notes();
    const QFileInfo info(m_plan.sourcePath);
    SourceRecord record2{m_plan.tableName, info.absoluteFilePath(), m_plan.options, m_columns,
                         info.size(), info.lastModified(), rows, QDateTime::currentDateTimeUtc()};
    if (const QString e = recordSource(workspacePath, record2); !e.isEmpty())
        m_result.notes << Tr::tr("The table was imported, but Assay could not note where it came from, so changes to the "
                                 "file will not be noticed: %1").arg(e);
    return finish();
}

} // namespace

ImportResult importFile(const ImportPlan &plan, const QString &workspacePath, const db::CancelTokenPtr &cancel,
                        const ImportProgress &progress)
{
    return Import(plan, cancel, progress).run(workspacePath);
}

} // namespace assay::files
