#pragma once
// The knowledge of one connection, kept in a SQLite file in the application's data directory
// (knowledge/<connection id>.sqlite): the data context with the catalog fingerprint it was built
// from, the user's own descriptions (which win over generated text and survive rebuilds), the
// glossary, the example memory, the analyst's pattern corrections (how tables join) and the
// distinct values that value search indexes. The vector
// index lives in files beside it. Thread-safe: one handle behind a mutex.

#include "datacontext.h"
#include "examples.h"
#include "glossary.h"
#include "patterncorrection.h"

#include <QHash>
#include <QMutex>
#include <QString>

struct sqlite3;

namespace assay::knowledge {

struct StoredValue {
    QString table; // qualified name
    QString column;
    QString value;
    qint64 frequency = 0;
};

class KnowledgeStore {
public:
    KnowledgeStore() = default;
    ~KnowledgeStore();
    KnowledgeStore(const KnowledgeStore &) = delete;
    KnowledgeStore &operator=(const KnowledgeStore &) = delete;

    static QString defaultPath(const QString &connectionId);

    QString open(const QString &path); // creates the file and its tables when new
    void close();
    bool isOpen() const { return m_db != nullptr; }
    QString path() const { return m_path; }

    // --- the data context --------------------------------------------------------------------
    QString saveContext(const DataContext &context);
    QString saveTable(const TableKnowledge &table); // one table, as the build finishes it
    QString removeTable(const QString &qualifiedName);
    bool loadContext(DataContext *context, QString *error = nullptr) const;

    // --- the user's descriptions (key "table" or "table.column", lower-cased) ----------------
    QString setUserDescription(const QString &table, const QString &column, const QString &text);
    QHash<QString, QString> userDescriptions() const;
    void applyUserDescriptions(DataContext &context) const;

    // --- glossary ----------------------------------------------------------------------------
    QList<GlossaryEntry> glossary() const;
    qint64 saveGlossaryEntry(const GlossaryEntry &entry, QString *error = nullptr); // insert or update
    QString removeGlossaryEntry(qint64 id);

    // --- examples ----------------------------------------------------------------------------
    QList<ExampleEntry> examples() const;
    qint64 saveExample(const ExampleEntry &entry, QString *error = nullptr);
    QString removeExample(qint64 id);

    // --- the analyst's corrections to the schema's patterns (join choices, lookups) ----------
    QList<PatternCorrectionEntry> patternCorrections() const;
    qint64 savePatternCorrection(const PatternCorrectionEntry &entry, QString *error = nullptr); // insert or update
    QString removePatternCorrection(qint64 id);

    // --- the user's query history (for SQL2NL), most recent first --------------------------
    QString recordQuery(const QString &sql);
    QStringList recentQueries(int limit) const;
    // --- values for value search -------------------------------------------------------------
    QString replaceValues(const QString &table, const QString &column, const QList<std::pair<QString, qint64>> &values);
    QString removeValuesOf(const QString &table);
    // Which tables' values were collected completely, and from which table fingerprint (so a
    // cancelled collection resumes and a changed table is read again). Keys are lower-cased.
    QString markValuesCollected(const QString &table, const QString &fingerprint);
    QHash<QString, QString> valuesCollected() const;
    QList<StoredValue> values() const;

    // --- small facts -------------------------------------------------------------------------
    QString meta(const QString &key) const;
    QString setMeta(const QString &key, const QString &value);

private:
    QString exec(const char *sql) const;
    QString lastError() const;

    sqlite3 *m_db = nullptr;
    QString m_path;
    mutable QMutex m_mutex;
};

} // namespace assay::knowledge
