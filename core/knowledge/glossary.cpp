#include "glossary.h"
#include "knowledgetr.h"

#include "textanalysis.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringDecoder>

namespace assay::knowledge {
namespace {

QString csvField(const QString &s)
{
    if (!s.contains(u',') && !s.contains(u'"') && !s.contains(u'\n') && !s.contains(u'\r'))
        return s;
    QString q = s;
    q.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

QStringList splitAliases(const QString &s)
{
    QStringList out;
    for (const QString &a : s.split(QRegularExpression(QStringLiteral("[;|]")), Qt::SkipEmptyParts)) {
        if (!a.trimmed().isEmpty())
            out << a.trimmed();
    }
    return out;
}

GlossaryEntry fromFields(const QHash<QString, QString> &f)
{
    GlossaryEntry e;
    e.term = f.value(QStringLiteral("term")).trimmed();
    e.kind = glossaryKindFromKey(f.value(QStringLiteral("kind")));
    e.aliases = splitAliases(f.value(QStringLiteral("aliases")));
    e.definition = f.value(QStringLiteral("definition")).trimmed();
    e.expression = f.value(QStringLiteral("expression")).trimmed();
    e.table = f.value(QStringLiteral("table")).trimmed();
    e.column = f.value(QStringLiteral("column")).trimmed();
    e.value = f.value(QStringLiteral("value")).trimmed();
    if (f.value(QStringLiteral("kind")).isEmpty()) {
        // Guess the kind from what the row has.
        if (!e.value.isEmpty())
            e.kind = GlossaryEntry::Kind::ValueSynonym;
        else if (!e.expression.isEmpty())
            e.kind = GlossaryEntry::Kind::BusinessLogic;
        else if (e.term.size() <= 6 && e.term == e.term.toUpper())
            e.kind = GlossaryEntry::Kind::Acronym;
    }
    return e;
}

} // namespace

QString glossaryKindKey(GlossaryEntry::Kind kind)
{
    switch (kind) {
    case GlossaryEntry::Kind::Term:
        return QStringLiteral("term");
    case GlossaryEntry::Kind::Acronym:
        return QStringLiteral("acronym");
    case GlossaryEntry::Kind::BusinessLogic:
        return QStringLiteral("business_logic");
    case GlossaryEntry::Kind::ValueSynonym:
        return QStringLiteral("value_synonym");
    }
    return {};
}

GlossaryEntry::Kind glossaryKindFromKey(const QString &key)
{
    const QString k = key.trimmed().toLower().replace(u' ', u'_').replace(u'-', u'_');
    for (auto kind : {GlossaryEntry::Kind::Term, GlossaryEntry::Kind::Acronym, GlossaryEntry::Kind::BusinessLogic,
                      GlossaryEntry::Kind::ValueSynonym}) {
        if (glossaryKindKey(kind) == k)
            return kind;
    }
    if (k == u"metric" || k == u"logic" || k == u"kpi")
        return GlossaryEntry::Kind::BusinessLogic;
    if (k == u"synonym" || k == u"value")
        return GlossaryEntry::Kind::ValueSynonym;
    return GlossaryEntry::Kind::Term;
}

QString GlossaryEntry::searchText() const
{
    QStringList parts = {term};
    parts += aliases;
    parts << definition << expression << table << column << value;
    parts.removeAll(QString());
    return parts.join(QStringLiteral(" "));
}

bool GlossaryEntry::mentionedIn(const QString &text) const
{
    const QStringList words = analyzeWords(text, false);
    auto contains = [&words](const QString &phrase) {
        const QStringList p = analyzeWords(phrase, false);
        if (p.isEmpty())
            return false;
        for (int i = 0; i + p.size() <= words.size(); ++i) {
            if (words.mid(i, p.size()) == p)
                return true;
        }
        return false;
    };
    if (contains(term))
        return true;
    for (const QString &a : aliases) {
        if (contains(a))
            return true;
    }
    return false;
}

QList<QStringList> parseCsv(const QByteArray &data, QString *error)
{
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString text = utf8(data);
    if (utf8.hasError()) {
        if (error)
            *error = Tr::tr("The file is not UTF-8 text.");
        return {};
    }
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    bool fieldStarted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text[i + 1] == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
            continue;
        }
        if (c == u'"' && !fieldStarted) {
            quoted = true;
            fieldStarted = true;
        } else if (c == u',') {
            row << field;
            field.clear();
            fieldStarted = false;
        } else if (c == u'\n' || c == u'\r') {
            if (c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n')
                ++i;
            row << field;
            if (!(row.size() == 1 && row.first().isEmpty()))
                rows << row;
            row.clear();
            field.clear();
            fieldStarted = false;
        } else if (c == QChar(0xFEFF) && i == 0) {
            continue; // byte order mark
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (quoted) {
        if (error)
            *error = Tr::tr("The file ends inside a quoted field.");
        return {};
    }
    if (fieldStarted || !field.isEmpty() || !row.isEmpty()) {
        row << field;
        rows << row;
    }
    return rows;
}

QList<GlossaryEntry> importGlossaryCsv(const QByteArray &csv, QString *error, QStringList *warnings)
{
    QString parseError;
    const QList<QStringList> rows = parseCsv(csv, &parseError);
    if (!parseError.isEmpty()) {
        if (error)
            *error = parseError;
        return {};
    }
    if (rows.isEmpty()) {
        if (error)
            *error = Tr::tr("The file is empty.");
        return {};
    }
    QStringList header;
    for (const QString &h : rows.first())
        header << h.trimmed().toLower();
    if (!header.contains(QStringLiteral("term"))) {
        if (error)
            *error = Tr::tr("The first row must name the columns, with at least one called \"term\".");
        return {};
    }
    QList<GlossaryEntry> out;
    for (int r = 1; r < rows.size(); ++r) {
        QHash<QString, QString> fields;
        for (int c = 0; c < header.size() && c < rows[r].size(); ++c)
            fields.insert(header[c], rows[r][c]);
        const GlossaryEntry e = fromFields(fields);
        if (e.term.isEmpty()) {
            if (warnings)
                *warnings << Tr::tr("Row %1 has no term and was skipped.").arg(r + 1);
            continue;
        }
        out << e;
    }
    return out;
}

QByteArray exportGlossaryCsv(const QList<GlossaryEntry> &entries)
{
    QString out = QStringLiteral("term,kind,aliases,definition,expression,table,column,value\r\n");
    for (const GlossaryEntry &e : entries) {
        out += QStringList{csvField(e.term), glossaryKindKey(e.kind), csvField(e.aliases.join(QStringLiteral("; "))),
                           csvField(e.definition), csvField(e.expression), csvField(e.table), csvField(e.column),
                           csvField(e.value)}
                   .join(u',')
               + QStringLiteral("\r\n");
    }
    return out.toUtf8();
}

QList<GlossaryEntry> importGlossaryMarkdown(const QString &markdown, QStringList *warnings)
{
    QList<GlossaryEntry> out;
    const QStringList lines = markdown.split(u'\n');
    // A table: | term | definition | ... with a separator row.
    QStringList header;
    static const QRegularExpression item(QStringLiteral("^\\s*[-*+]\\s+\\*\\*(.+?)\\*\\*\\s*(?:\\(([^)]*)\\))?\\s*[:\u2014-]?\\s*(.*)$"));
    static const QRegularExpression code(QStringLiteral("`([^`]+)`"));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.startsWith(u'|')) {
            QStringList cells = line.mid(1, line.endsWith(u'|') ? line.size() - 2 : -1).split(u'|');
            for (QString &c : cells)
                c = c.trimmed();
            if (header.isEmpty()) {
                for (const QString &c : cells)
                    header << c.toLower();
                continue;
            }
            if (std::all_of(cells.begin(), cells.end(), [](const QString &c) { return c.contains(QLatin1String("---")) || c.isEmpty(); }))
                continue; // the separator row
            QHash<QString, QString> fields;
            for (int c = 0; c < header.size() && c < cells.size(); ++c)
                fields.insert(header[c], cells[c]);
            GlossaryEntry e = fromFields(fields);
            if (!e.term.isEmpty())
                out << e;
            else if (warnings)
                *warnings << Tr::tr("Line %1 has no term and was skipped.").arg(i + 1);
            continue;
        }
        header.clear();
        const auto m = item.match(line);
        if (!m.hasMatch())
            continue;
        GlossaryEntry e;
        e.term = m.captured(1).trimmed();
        e.aliases = m.captured(2).isEmpty() ? QStringList() : splitAliases(m.captured(2).replace(u',', u';'));
        QString definition = m.captured(3).trimmed();
        if (const auto cm = code.match(definition); cm.hasMatch()) {
            e.expression = cm.captured(1).trimmed();
            e.kind = GlossaryEntry::Kind::BusinessLogic;
            definition.remove(cm.capturedStart(), cm.capturedLength());
        } else if (e.term.size() <= 6 && e.term == e.term.toUpper()) {
            e.kind = GlossaryEntry::Kind::Acronym;
        }
        e.definition = definition.trimmed();
        out << e;
    }
    return out;
}

QString exportGlossaryMarkdown(const QList<GlossaryEntry> &entries)
{
    QString out = QStringLiteral("# Glossary\n\n");
    for (const GlossaryEntry &e : entries) {
        out += QStringLiteral("- **%1**").arg(e.term);
        if (!e.aliases.isEmpty())
            out += QStringLiteral(" (%1)").arg(e.aliases.join(QStringLiteral(", ")));
        out += QStringLiteral(": %1").arg(e.definition);
        if (!e.expression.isEmpty())
            out += QStringLiteral(" `%1`").arg(e.expression);
        out += u'\n';
    }
    return out;
}

} // namespace assay::knowledge
