#include "importoptions.h"
#include "filestr.h"

#include "notebook/sqlreferences.h"

#include <QFileInfo>
#include <QSet>

namespace assay::files {

QString encodingName(TextEncoding encoding)
{
    switch (encoding) {
    case TextEncoding::Utf8:
        return QStringLiteral("UTF-8");
    case TextEncoding::Utf16LE:
        return QStringLiteral("UTF-16 LE");
    case TextEncoding::Utf16BE:
        return QStringLiteral("UTF-16 BE");
    case TextEncoding::Latin1:
        return QStringLiteral("Latin-1");
    }
    return {};
}

QJsonObject ImportOptions::toJson() const
{
    static const char *formats[] = {"csv", "json", "xlsx"};
    QJsonObject o;
    o[QStringLiteral("format")] = QLatin1String(formats[int(format)]);
    o[QStringLiteral("encoding")] = int(encoding);
    o[QStringLiteral("delimiter")] = QString(QLatin1Char(delimiter));
    o[QStringLiteral("quote")] = quote ? QString(QLatin1Char(quote)) : QString();
    o[QStringLiteral("header")] = hasHeader;
    o[QStringLiteral("decimalComma")] = values.decimalComma;
    o[QStringLiteral("monthFirst")] = values.dateOrder == DateOrder::MonthFirst;
    if (!sheet.isEmpty())
        o[QStringLiteral("sheet")] = sheet;
    return o;
}

ImportOptions ImportOptions::fromJson(const QJsonObject &o)
{
    ImportOptions x;
    const QString f = o.value(QStringLiteral("format")).toString();
    x.format = f == u"json" ? SourceFormat::Json : f == u"xlsx" ? SourceFormat::Xlsx : SourceFormat::Csv;
    x.encoding = TextEncoding(std::clamp(o.value(QStringLiteral("encoding")).toInt(), 0, 3));
    const QString d = o.value(QStringLiteral("delimiter")).toString();
    x.delimiter = d.size() == 1 ? d[0].toLatin1() : ',';
    const QString q = o.value(QStringLiteral("quote")).toString();
    x.quote = q.size() == 1 ? q[0].toLatin1() : 0;
    x.hasHeader = o.value(QStringLiteral("header")).toBool(true);
    x.values.decimalComma = o.value(QStringLiteral("decimalComma")).toBool();
    x.values.dateOrder = o.value(QStringLiteral("monthFirst")).toBool() ? DateOrder::MonthFirst : DateOrder::DayFirst;
    x.sheet = o.value(QStringLiteral("sheet")).toString();
    return x;
}

bool formatForPath(const QString &path, SourceFormat *format)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"csv" || suffix == u"tsv" || suffix == u"tab" || suffix == u"txt")
        *format = SourceFormat::Csv;
    else if (suffix == u"json" || suffix == u"ndjson" || suffix == u"jsonl")
        *format = SourceFormat::Json;
    else if (suffix == u"xlsx" || suffix == u"xlsm")
        *format = SourceFormat::Xlsx;
    else
        return false;
    return true;
}

bool isDataFilePath(const QString &path)
{
    SourceFormat f;
    return formatForPath(path, &f);
}

QString tableNameFor(const QString &text)
{
    QString name = notebook::sanitizeCellName(text);
    // sqlite_ names are reserved by SQLite itself.
    if (name.startsWith(QLatin1String("sqlite_")))
        name.prepend(QLatin1String("t_"));
    return name;
}

QStringList columnNamesFrom(const QStringList &headers, QStringList *notes)
{
    QStringList names;
    QSet<QString> taken;
    for (int i = 0; i < headers.size(); ++i) {
        QString base = headers[i].simplified();
        if (base.isEmpty()) {
            base = QStringLiteral("column_%1").arg(i + 1);
            if (notes)
                notes->append(Tr::tr("Column %1 has no name in the header; it is called %2.").arg(i + 1).arg(base));
        }
        QString name = base;
        for (int n = 2; taken.contains(name.toLower()); ++n)
            name = QStringLiteral("%1_%2").arg(base).arg(n);
        if (name != base && notes)
            notes->append(Tr::tr("The header names “%1” more than once; column %2 is called %3.").arg(base).arg(i + 1).arg(name));
        taken.insert(name.toLower());
        names << name;
    }
    return names;
}

} // namespace assay::files
