#include "jsonreader.h"
#include "filestr.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace assay::files {

QString JsonReader::open(const QString &path)
{
    return m_text.open(path);
}

JsonReader::Scan JsonReader::skipSpace()
{
    while (true) {
        while (m_text.pos < m_text.data.size()) {
            const char c = m_text.data[m_text.pos];
            if (c == '\n')
                ++m_line;
            else if (c != ' ' && c != '\t' && c != '\r')
                return Scan::Found;
            ++m_text.pos;
        }
        if (!m_text.refill())
            return Scan::NeedMore; // the end of the file
    }
}

JsonReader::Scan JsonReader::scanObject(qsizetype *end, QList<QByteArrayView> *keys)
{
    const char *data = m_text.data.constData();
    const qsizetype size = m_text.data.size();
    int depth = 0;
    bool inString = false;
    qsizetype stringStart = 0;
    keys->clear();
    for (qsizetype p = m_text.pos; p < size; ++p) {
        const char c = data[p];
        if (inString) {
            if (c == '\\') {
                ++p;
            } else if (c == '"') {
                inString = false;
                if (depth == 1) {
                    // A key when a colon follows.
                    qsizetype q = p + 1;
                    while (q < size && (data[q] == ' ' || data[q] == '\t' || data[q] == '\n' || data[q] == '\r'))
                        ++q;
                    if (q < size && data[q] == ':')
                        keys->append(QByteArrayView(data + stringStart, p - stringStart));
                }
            }
            continue;
        }
        if (c == '"') {
            inString = true;
            stringStart = p + 1;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (--depth == 0) {
                *end = p + 1;
                return Scan::Found;
            }
        }
    }
    return Scan::NeedMore;
}

int JsonReader::columnFor(const QString &key)
{
    const auto it = m_keyIndex.constFind(key);
    if (it != m_keyIndex.constEnd())
        return *it;
    m_keyIndex.insert(key, int(m_keys.size()));
    m_keys.append(key);
    return int(m_keys.size()) - 1;
}

bool JsonReader::fillRecord(qsizetype end, const QList<QByteArrayView> &rawKeys, Record *record)
{
    const QByteArray text = QByteArray::fromRawData(m_text.data.constData() + m_text.pos, end - m_text.pos);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    const qint64 line = m_line;
    if (doc.isNull()) {
        const qint64 at = line + text.left(parseError.offset).count('\n');
        m_error = Tr::tr("Line %1: the JSON is not valid here (%2). Fix the file, or export it again from where it "
                         "came from.").arg(at).arg(parseError.errorString());
        return false;
    }
    const QJsonObject object = doc.object();
    // The order keys have in the file (QJsonObject sorts them).
    for (const QByteArrayView raw : rawKeys) {
        const QString key = raw.contains('\\') ? QJsonDocument::fromJson("[\"" + raw.toByteArray() + "\"]").array().at(0).toString()
                                               : QString::fromUtf8(raw);
        columnFor(key);
    }
    m_store.resize(m_keys.size());
    record->values.fill(SourceValue(), m_keys.size());
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        const int column = columnFor(it.key());
        if (column >= record->values.size()) {
            record->values.resize(m_keys.size());
            m_store.resize(m_keys.size());
        }
        SourceValue &v = record->values[column];
        const QJsonValue value = it.value();
        switch (value.type()) {
        case QJsonValue::Null:
        case QJsonValue::Undefined:
            break;
        case QJsonValue::Bool:
            v.kind = SourceValue::Kind::Boolean;
            v.boolean = value.toBool();
            break;
        case QJsonValue::Double: {
            const QVariant number = value.toVariant();
            m_store[column] = number.typeId() == QMetaType::LongLong ? QByteArray::number(number.toLongLong())
                                                                     : QByteArray::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
            v.kind = SourceValue::Kind::Number;
            v.text = m_store[column];
            break;
        }
        case QJsonValue::String:
            m_store[column] = value.toString().toUtf8();
            v.kind = SourceValue::Kind::Text;
            v.text = m_store[column];
            break;
        case QJsonValue::Array:
            m_store[column] = QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
            v.kind = SourceValue::Kind::Text;
            v.text = m_store[column];
            break;
        case QJsonValue::Object:
            m_store[column] = QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
            v.kind = SourceValue::Kind::Text;
            v.text = m_store[column];
            break;
        }
    }
    record->line = line;
    record->lastLine = line + text.count('\n');
    m_line = record->lastLine;
    m_text.pos = end;
    return true;
}

bool JsonReader::next(Record *record)
{
    if (!m_error.isEmpty() || m_mode == Mode::Done)
        return false;
    while (true) {
        if (skipSpace() == Scan::NeedMore) {
            if (m_mode == Mode::Array)
                m_error = Tr::tr("The file ends before the list of records is closed with ]. It may have been cut off "
                                 "while it was written.");
            else if (m_mode == Mode::Unknown)
                m_error = Tr::tr("The file holds no JSON records.");
            m_mode = Mode::Done;
            return false;
        }
        const char c = m_text.data[m_text.pos];
        if (m_mode == Mode::Unknown) {
            if (c == '[') {
                m_mode = Mode::Array;
                ++m_text.pos;
                continue;
            }
            if (c != '{') {
                m_error = Tr::tr("This is not a JSON file Assay can read as a table: it should hold a list of objects "
                                 "([{…}, {…}]) or one object per line.");
                return false;
            }
            m_mode = Mode::Lines;
        }
        if (m_mode == Mode::Array) {
            if (c == ']') {
                m_mode = Mode::Done;
                return false;
            }
            if (m_needComma) {
                if (c != ',') {
                    m_error = Tr::tr("Line %1: a comma or ] should follow the previous record.").arg(m_line);
                    return false;
                }
                ++m_text.pos;
                m_needComma = false;
                continue;
            }
        }
        if (c != '{') {
            m_error = Tr::tr("Line %1: record %2 is not an object with named values; Assay reads a list of objects.")
                          .arg(m_line).arg(m_records + 1);
            return false;
        }
        qsizetype end = 0;
        QList<QByteArrayView> rawKeys;
        Scan s;
        while ((s = scanObject(&end, &rawKeys)) == Scan::NeedMore) {
            if (!m_text.refill()) {
                m_error = Tr::tr("Line %1: record %2 is not closed before the end of the file. The file may have been "
                                 "cut off while it was written.").arg(m_line).arg(m_records + 1);
                return false;
            }
        }
        if (!fillRecord(end, rawKeys, record))
            return false;
        ++m_records;
        if (m_mode == Mode::Array) {
            m_needComma = true;
        } else {
            // One object per line: nothing else may follow on its line.
            while (m_text.pos < m_text.data.size() && (m_text.data[m_text.pos] == ' ' || m_text.data[m_text.pos] == '\t' || m_text.data[m_text.pos] == '\r'))
                ++m_text.pos;
            if (m_text.pos < m_text.data.size() && m_text.data[m_text.pos] != '\n') {
                m_error = Tr::tr("Line %1: more follows the record on the same line. Put one object on each line, or "
                                 "make the file a list ([{…}, {…}]).").arg(m_line);
                return false;
            }
        }
        return true;
    }
}

QString JsonReader::locate(const Record &record, int column, const QString &columnName) const
{
    if (column < 0)
        return Tr::tr("line %1").arg(record.line);
    return Tr::tr("line %1, key “%2”").arg(record.line).arg(columnName);
}

} // namespace assay::files
