#pragma once
// A streaming JSON reader for tables: a top-level array of objects ([{…}, {…}]) or one object
// per line (NDJSON / JSON Lines). Each object is cut out of the buffer and parsed alone with
// QJsonDocument, so a file of any size is read in bounded memory. Columns are the keys in the
// order they first appear; nested objects and arrays are kept as JSON text.

#include "recordsource.h"
#include "textinput.h"

#include <QHash>

namespace assay::files {

class JsonReader final : public RecordSource {
public:
    explicit JsonReader(const ImportOptions &options) : m_text(options.encoding) {}
    QString open(const QString &path);

    bool next(Record *record) override;
    QString error() const override { return m_error; }
    QString locate(const Record &record, int column, const QString &columnName) const override;
    QStringList keys() const override { return m_keys; }
    qint64 position() const override { return m_text.position(); }
    qint64 size() const override { return m_text.size(); }

private:
    enum class Mode { Unknown, Array, Lines, Done };
    enum class Scan { Found, NeedMore, Failed };
    Scan skipSpace();
    // Finds the end of the object starting at m_pos; records its top-level keys in order.
    Scan scanObject(qsizetype *end, QList<QByteArrayView> *keys);
    bool fillRecord(qsizetype end, const QList<QByteArrayView> &rawKeys, Record *record);
    int columnFor(const QString &key);

    TextBuffer m_text;
    qint64 m_line = 1;
    Mode m_mode = Mode::Unknown;
    bool m_needComma = false;
    qint64 m_records = 0;
    QStringList m_keys;
    QHash<QString, int> m_keyIndex;
    QList<QByteArray> m_store;
    QString m_error;
};

} // namespace assay::files
