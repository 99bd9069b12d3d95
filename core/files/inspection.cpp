#include "inspection.h"
#include "filestr.h"

#include "opensource.h"
#include "tablewriter.h"
#include "textinput.h"
#include "typing.h"
#include "xlsxbook.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QStringDecoder>

#include <map>

namespace assay::files {
namespace {

struct OwnedValue {
    SourceValue::Kind kind = SourceValue::Kind::Missing;
    QByteArray text;
    bool boolean = false;
    SourceValue view() const { return {kind, text, boolean}; }
};

struct SampleRow {
    QList<OwnedValue> values;
    qint64 line = 0;
    qint64 lastLine = 0;
};

struct Sample {
    QList<SampleRow> rows;
    QStringList keys; // JSON
    QString error;
    std::unique_ptr<RecordSource> source; // kept for locate()
};

Sample readSample(const QString &path, const ImportOptions &options, int maxRows)
{
    Sample s;
    s.source = openSource(path, options, &s.error);
    if (!s.source)
        return s;
    Record r;
    qint64 values = 0; // a wide file samples fewer rows: 20,000 columns are 20,000 values a row
    while (s.rows.size() < maxRows && values < 2'000'000 && s.source->next(&r)) {
        values += r.values.size();
        SampleRow row;
        row.line = r.line;
        row.lastLine = r.lastLine;
        row.values.reserve(r.values.size());
        for (const SourceValue &v : r.values)
            row.values.append({v.kind, v.text.toByteArray(), v.boolean});
        s.rows.append(std::move(row));
    }
    s.error = s.source->error();
    s.keys = s.source->keys();
    return s;
}

QByteArray headAsUtf8(QByteArrayView head, TextEncoding encoding)
{
    switch (encoding) {
    case TextEncoding::Utf8:
        return head.toByteArray();
    case TextEncoding::Utf16LE:
        return QStringDecoder(QStringDecoder::Utf16LE).decode(head).operator QString().toUtf8();
    case TextEncoding::Utf16BE:
        return QStringDecoder(QStringDecoder::Utf16BE).decode(head).operator QString().toUtf8();
    case TextEncoding::Latin1:
        return QString::fromLatin1(head).toUtf8();
    }
    return {};
}

// Whether the first record is a header: a column whose other values are all numbers, dates or
// booleans, but whose first value is not, says yes; the first value fitting every typed column
// says no. With text columns only, a header is assumed (most files have one).
bool looksLikeHeader(const Sample &s, const ValueFormat &format)
{
    if (s.rows.size() < 2)
        return true;
    TypeInference inference;
    for (qsizetype r = 1; r < s.rows.size(); ++r) {
        for (qsizetype c = 0; c < s.rows[r].values.size(); ++c)
            inference.observe(int(c), s.rows[r].values[c].view());
    }
    ValueFormat f = format;
    const QList<ColumnType> types = inference.decide(int(s.rows[0].values.size()), &f);
    ValueConverter converter(f);
    int forHeader = 0, against = 0;
    for (qsizetype c = 0; c < types.size(); ++c) {
        if (types[c] == ColumnType::Text)
            continue;
        const SourceValue first = s.rows[0].values[c].view();
        if (first.kind == SourceValue::Kind::Missing || isEmptyValue(first.text))
            continue;
        (converter.convert(first, types[c]).kind == Converted::Kind::Invalid ? forHeader : against)++;
    }
    return forHeader > 0 || against == 0;
}

class Inspector {
public:
    Inspector(const QString &path, const InspectRequest &request) : m_path(path), m_request(request) {}
    Inspection run();

private:
    bool checkFile(QByteArray *head);
    void detectOptions(const QByteArray &head);
    bool buildColumns(const Sample &sample, QStringList *headers, int *firstData);
    void convertSample(const Sample &sample, int firstData);
    bool fail(const QString &message)
    {
        m_out.error = message;
        return false;
    }

    QString m_path;
    InspectRequest m_request;
    Inspection m_out;
};

bool Inspector::checkFile(QByteArray *head)
{
    const QFileInfo info(m_path);
    if (!info.exists())
        return fail(Tr::tr("The file %1 does not exist.").arg(QDir::toNativeSeparators(m_path)));
    if (!info.isFile() || !info.isReadable())
        return fail(Tr::tr("The file %1 cannot be read.").arg(QDir::toNativeSeparators(m_path)));
    m_out.fileSize = info.size();
    if (info.size() == 0)
        return fail(Tr::tr("%1 is empty (0 bytes): there is nothing to import.").arg(info.fileName()));
    QFile f(m_path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(Tr::tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(m_path), f.errorString()));
    *head = f.read(64 * 1024);
    return true;
}

void Inspector::detectOptions(const QByteArray &head)
{
    ImportOptions o;
    o.values.dateOrder = m_request.preferredDateOrder;
    if (!formatForPath(m_path, &o.format)) {
        QByteArrayView t = head;
        while (!t.isEmpty() && (t.front() == ' ' || t.front() == '\n' || t.front() == '\r' || t.front() == '\t'))
            t = t.sliced(1);
        o.format = head.startsWith("PK\x03\x04") ? SourceFormat::Xlsx
                   : (t.startsWith("[") || t.startsWith("{")) ? SourceFormat::Json
                                                                 : SourceFormat::Csv;
    }
    if (o.format != SourceFormat::Xlsx) {
        const EncodingGuess guess = guessEncoding(head);
        o.encoding = guess.encoding;
        if (guess.mixedLine)
            m_out.error = Tr::tr("The file mixes encodings: line %1 is UTF-8 but line %2 is not, so some characters "
                                 "would come out wrong. Convert the file to UTF-8 (for example with iconv), or choose "
                                 "an encoding in the preview if you know which one it is.")
                              .arg(guess.utf8Line).arg(guess.mixedLine);
    }
    if (o.format == SourceFormat::Csv) {
        const QString suffix = QFileInfo(m_path).suffix().toLower();
        const char preferred = (suffix == u"tsv" || suffix == u"tab") ? '\t' : ',';
        o.delimiter = detectDelimiter(headAsUtf8(head, o.encoding), preferred);
    }
    m_out.plan.options = o;
}

bool Inspector::buildColumns(const Sample &sample, QStringList *headers, int *firstData)
{
    const ImportOptions &o = m_out.plan.options;
    *firstData = 0;
    int width = 0;
    if (o.format == SourceFormat::Json) {
        *headers = sample.keys;
        width = int(sample.keys.size());
    } else {
        if (sample.rows.isEmpty())
            return fail(Tr::tr("The file holds no rows to import."));
        if (o.hasHeader) {
            for (const OwnedValue &v : sample.rows[0].values)
                headers->append(headerText(v.view()));
            *firstData = 1;
        }
        for (const SampleRow &r : sample.rows)
            width = std::max<int>(width, int(r.values.size()));
        if (o.format == SourceFormat::Csv) {
            // Every record has as many fields as the first.
            const qsizetype expected = sample.rows[0].values.size();
            for (const SampleRow &r : sample.rows) {
                if (r.values.size() == expected)
                    continue;
                QString message = Tr::tr("Line %1 has %n value(s), but the first line has %2.", nullptr, int(r.values.size()))
                                      .arg(r.line).arg(expected);
                message += QLatin1Char(' ');
                if (r.lastLine > r.line)
                    message += Tr::tr("The record runs on to line %1: a quote may open there that is not closed where it "
                                      "should be.").arg(r.lastLine);
                else
                    message += Tr::tr("A value with the delimiter in it may not be quoted. Quote it, or check the delimiter "
                                      "in the preview.");
                return fail(message);
            }
        }
        while (headers->size() < width)
            headers->append(QString());
    }
    const int maxColumns = TableWriter::maxColumns();
    if (width > maxColumns)
        return fail(Tr::tr("The file has %1 columns, but a table can have at most %2. Split the file, or keep only "
                           "the columns you need (for example with cut -f1-%2).")
                        .arg(QLocale().toString(width)).arg(maxColumns));
    if (width == 0)
        return fail(Tr::tr("The file holds no columns to import."));
    const QStringList names = columnNamesFrom(*headers, &m_out.notes);
    if (m_request.columns && m_request.columns->size() == names.size()) {
        m_out.plan.columns = *m_request.columns;
        return true;
    }
    TypeInference inference;
    for (qsizetype r = *firstData; r < sample.rows.size(); ++r) {
        for (qsizetype c = 0; c < sample.rows[r].values.size(); ++c)
            inference.observe(int(c), sample.rows[r].values[c].view());
    }
    const QList<ColumnType> types = inference.decide(width, &m_out.plan.options.values);
    m_out.plan.columns.clear();
    for (int c = 0; c < width; ++c)
        m_out.plan.columns.append({names[c], types[c]});
    return true;
}

void Inspector::convertSample(const Sample &sample, int firstData)
{
    ValueConverter converter(m_out.plan.options.values);
    const QList<ColumnPlan> &columns = m_out.plan.columns;
    for (qsizetype r = firstData; r < sample.rows.size(); ++r) {
        const SampleRow &row = sample.rows[r];
        QList<QVariant> shown;
        for (qsizetype c = 0; c < columns.size(); ++c) {
            const SourceValue v = c < row.values.size() ? row.values[c].view() : SourceValue();
            const Converted x = converter.convert(v, columns[c].type);
            if (x.kind == Converted::Kind::Invalid && m_out.error.isEmpty()) {
                Record where;
                where.line = row.line;
                m_out.error = Tr::tr("At %1: %2 Choose another type for this column in the preview (text takes "
                                     "anything), or fix the value.")
                                  .arg(sample.source->locate(where, int(c), columns[c].name), converter.whyNot(v, columns[c].type));
            }
            if (r - firstData < m_request.previewRows)
                shown.append(converter.toVariant(x));
        }
        if (r - firstData < m_request.previewRows)
            m_out.preview.append(shown);
    }
}

Inspection Inspector::run()
{
    m_out.plan.sourcePath = QFileInfo(m_path).absoluteFilePath();
    m_out.plan.tableName = tableNameFor(QFileInfo(m_path).completeBaseName()); // XLSX: the sheet's, below
    QByteArray head;
    if (!checkFile(&head))
        return m_out;
    if (m_request.options)
        m_out.plan.options = *m_request.options;
    else
        detectOptions(head);
    const bool detectHeader = !m_request.options && m_out.plan.options.format == SourceFormat::Csv;
    const QString mixedEncoding = m_out.error;
    m_out.error.clear();
    ImportOptions &o = m_out.plan.options;
    if (const QString problem = contentProblem(head, o.format, QFileInfo(m_path).fileName()); !problem.isEmpty()) {
        m_out.error = problem;
        return m_out;
    }
    if (o.format == SourceFormat::Xlsx) {
        XlsxBook book;
        if (QString e = book.open(m_path); !e.isEmpty()) {
            m_out.error = e;
            return m_out;
        }
        m_out.sheets = book.sheetNames();
        if (o.sheet.isEmpty() || !m_out.sheets.contains(o.sheet))
            o.sheet = m_out.sheets.value(0);
        int merged = 0;
        if (const QString first = book.mergedCells(o.sheet, &merged); !first.isEmpty()) {
            m_out.error = Tr::tr("The sheet “%1” has %n merged cell range(s), the first at %2, so its rows do not line up "
                                 "as a table. Unmerge them in Excel or LibreOffice (Merge & Center → Unmerge Cells), fill "
                                 "in the values, and save again.", nullptr, merged).arg(o.sheet, first);
            return m_out;
        }
    }
    Sample sample = readSample(m_path, o, m_request.sampleRows + 1);
    if (!sample.source || !sample.error.isEmpty()) {
        m_out.error = sample.error;
        return m_out;
    }
    if (detectHeader)
        o.hasHeader = looksLikeHeader(sample, o.values);
    QStringList headers;
    int firstData = 0;
    if (!buildColumns(sample, &headers, &firstData))
        return m_out;
    const QString base = o.format == SourceFormat::Xlsx && !o.sheet.isEmpty() ? o.sheet : QFileInfo(m_path).completeBaseName();
    m_out.plan.tableName = tableNameFor(base);
    convertSample(sample, firstData);
    if (m_out.error.isEmpty())
        m_out.error = mixedEncoding;
    return m_out;
}

} // namespace

QString contentProblem(QByteArrayView head, SourceFormat format, const QString &fileName)
{
    if (format == SourceFormat::Xlsx)
        return {}; // XlsxBook::open says what is wrong with a workbook
    if (head.startsWith("PK\x03\x04"))
        return Tr::tr("%1 is a zip archive, not a text file; if it is an Excel workbook, rename it to .xlsx.").arg(fileName);
    if (head.startsWith("SQLite format 3"))
        return Tr::tr("%1 is a SQLite database, not a text file. Open it with File → Connect to a Database….").arg(fileName);
    if (head.startsWith("%PDF"))
        return Tr::tr("%1 is a PDF document, not a data file. Export the table from where it came from as CSV.").arg(fileName);
    if (head.startsWith("\xD0\xCF\x11\xE0"))
        return Tr::tr("%1 is an Office document (such as an .xls workbook), not a text file. Save it as .xlsx or CSV.").arg(fileName);
    if (head.startsWith("\x1F\x8B"))
        return Tr::tr("%1 is compressed (gzip). Decompress it first (gunzip), then open the file inside.").arg(fileName);
    if (guessEncoding(head).encoding == TextEncoding::Utf16LE || guessEncoding(head).encoding == TextEncoding::Utf16BE)
        return {};
    if (const qsizetype zero = head.indexOf('\0'); zero >= 0)
        return Tr::tr("%1 holds binary data (a zero byte at byte %2), not text: it is not a CSV or JSON file, whatever "
                      "its name says.").arg(fileName).arg(zero + 1);
    return {};
}

char detectDelimiter(QByteArrayView utf8Head, char preferred)
{
    char best = preferred;
    double bestScore = -1;
    for (const char delimiter : {preferred, ',', ';', '\t', '|'}) {
        std::map<int, int> counts; // fields per record -> records
        int fields = 1, records = 0;
        bool quoted = false;
        for (qsizetype i = 0; i < utf8Head.size() && records < 50; ++i) {
            const char c = utf8Head[i];
            if (c == '"')
                quoted = !quoted;
            else if (!quoted && c == delimiter)
                ++fields;
            else if (!quoted && c == '\n') {
                ++counts[fields];
                ++records;
                fields = 1;
            }
        }
        if (records == 0)
            ++counts[fields]; // one line without a break
        int mode = 1, modeRecords = 0, total = 0;
        for (const auto &[n, r] : counts) {
            total += r;
            if (r > modeRecords || (r == modeRecords && n > mode)) {
                mode = n;
                modeRecords = r;
            }
        }
        if (mode < 2)
            continue;
        const double score = double(modeRecords) / total;
        if (score > bestScore + 1e-9) {
            best = delimiter;
            bestScore = score;
        }
    }
    return best;
}

Inspection inspectFile(const QString &path, const InspectRequest &request)
{
    return Inspector(path, request).run();
}

} // namespace assay::files
