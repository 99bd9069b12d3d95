#pragma once
// The business vocabulary the data does not spell out: terms and their aliases or acronyms,
// business-logic definitions ("GMV = sum of order totals before refunds", optionally with the
// SQL expression), and value synonyms ("DE" means the value "Germany" in customers.country).
// Imported from and exported to CSV or Markdown, edited in the knowledge panel.

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace assay::knowledge {

struct GlossaryEntry {
    enum class Kind { Term, Acronym, BusinessLogic, ValueSynonym };

    qint64 id = 0;
    Kind kind = Kind::Term;
    QString term;
    QStringList aliases;
    QString definition;
    QString expression; // business logic as SQL, e.g. "SUM(order_lines.amount)"
    QString table;      // value synonyms and business logic may name where they apply
    QString column;
    QString value;      // value synonyms: the stored value the term stands for

    QString searchText() const; // for retrieval
    bool mentionedIn(const QString &text) const; // the term or an alias appears as words
};

QString glossaryKindKey(GlossaryEntry::Kind kind);
GlossaryEntry::Kind glossaryKindFromKey(const QString &key);

// CSV with a header row; columns by name (order free): term, kind, aliases (separated by ;),
// definition, expression, table, column, value. Returns the entries; `error` explains a file that
// cannot be read at all; `warnings` lists rows that were skipped and why.
QList<GlossaryEntry> importGlossaryCsv(const QByteArray &csv, QString *error, QStringList *warnings = nullptr);
QByteArray exportGlossaryCsv(const QList<GlossaryEntry> &entries);

// Markdown: one entry per list item, "- **Term** (alias, alias): definition", with an optional
// "`SQL`" after the definition; or a table with a header row naming the columns as in CSV.
QList<GlossaryEntry> importGlossaryMarkdown(const QString &markdown, QStringList *warnings = nullptr);
QString exportGlossaryMarkdown(const QList<GlossaryEntry> &entries);

// RFC 4180 CSV reading, shared by imports.
QList<QStringList> parseCsv(const QByteArray &data, QString *error);

} // namespace assay::knowledge
