#include "notebookfile.h"
#include "notebooktr.h"

#include "sqlreferences.h"

#include "io/atomicfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace assay::notebook {
namespace {

const char *const FormatMarker = "assay-notebook";

} // namespace

NotebookDocument documentOf(const Notebook &nb)
{
    NotebookDocument doc;
    doc.title = nb.title();
    doc.mode = nb.reactiveMode();
    doc.connection = nb.connection();
    doc.cells = nb.cells();
    doc.chat = nb.chat();
    doc.saveParameterValues = nb.saveParameterValues();
    return doc;
}

QByteArray serializeDocument(const NotebookDocument &doc)
{
    QJsonObject root;
    root[QStringLiteral("format")] = QLatin1String(FormatMarker);
    root[QStringLiteral("formatVersion")] = NotebookFormatVersion;
    root[QStringLiteral("title")] = doc.title;
    QJsonObject settings;
    settings[QStringLiteral("reactive")] = doc.mode == ReactiveMode::RunDescendants ? QStringLiteral("run")
                                                                                     : QStringLiteral("stale");
    if (!doc.saveParameterValues)
        settings[QStringLiteral("parameterValues")] = QStringLiteral("defaults");
    root[QStringLiteral("settings")] = settings;
    if (!doc.connection.id.isEmpty() || !doc.connection.filePath.isEmpty() || !doc.connection.host.isEmpty())
        root[QStringLiteral("connection")] = doc.connection.toJson(); // has no password field at all
    QJsonArray cells;
    for (const Cell &c : doc.cells)
        cells.append(c.toJson(doc.saveParameterValues));
    root[QStringLiteral("cells")] = cells;
    if (!doc.chat.isEmpty())
        root[QStringLiteral("chat")] = doc.chat;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QByteArray serializeNotebook(const Notebook &nb)
{
    return serializeDocument(documentOf(nb));
}

bool parseNotebook(const QByteArray &data, NotebookDocument *doc, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (data.trimmed().isEmpty())
        return fail(Tr::tr("The file is empty."));
    QJsonParseError parseError;
    const QJsonDocument json = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(Tr::tr("The file is not valid JSON (%1 at byte %2); it may be truncated or damaged.")
                        .arg(parseError.errorString())
                        .arg(parseError.offset));
    if (!json.isObject())
        return fail(Tr::tr("The file is not an Assay notebook."));
    const QJsonObject root = json.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(FormatMarker))
        return fail(Tr::tr("The file is not an Assay notebook (no \"format\": \"%1\").").arg(QLatin1String(FormatMarker)));
    const int version = root.value(QStringLiteral("formatVersion")).toInt(-1);
    if (version < 1)
        return fail(Tr::tr("The notebook has no valid format version."));
    if (version > NotebookFormatVersion)
        return fail(Tr::tr("The notebook was written by a newer Assay (format %1; this version reads up to %2). Update "
                       "Assay to open it; the file was not changed.")
                        .arg(version)
                        .arg(NotebookFormatVersion));
    if (!root.value(QStringLiteral("cells")).isArray())
        return fail(Tr::tr("The notebook has no list of cells."));

    NotebookDocument out;
    out.title = root.value(QStringLiteral("title")).toString();
    out.mode = root.value(QStringLiteral("settings")).toObject().value(QStringLiteral("reactive")).toString() == u"stale"
                   ? ReactiveMode::MarkStale
                   : ReactiveMode::RunDescendants;
    out.saveParameterValues =
        root.value(QStringLiteral("settings")).toObject().value(QStringLiteral("parameterValues")).toString() != u"defaults";
    out.connection = db::ConnectionConfig::fromJson(root.value(QStringLiteral("connection")).toObject());
    QSet<QString> ids;
    int index = 0;
    for (const QJsonValue &v : root.value(QStringLiteral("cells")).toArray()) {
        ++index;
        if (!v.isObject())
            return fail(Tr::tr("Cell %1 is not an object.").arg(index));
        QString cellError;
        Cell c = Cell::fromJson(v.toObject(), &cellError);
        if (!cellError.isEmpty())
            return fail(Tr::tr("Cell %1: %2.").arg(index).arg(cellError));
        if (ids.contains(c.id))
            return fail(Tr::tr("Two cells share the id %1.").arg(c.id));
        ids.insert(c.id);
        if (c.name.isEmpty())
            return fail(Tr::tr("Cell %1 has no name.").arg(index));
        out.cells.append(c);
    }
    // The conversation is optional; a malformed one is dropped rather than refusing the notebook.
    for (const QJsonValue &v : root.value(QStringLiteral("chat")).toArray()) {
        if (v.isObject())
            out.chat.append(v);
    }
    *doc = std::move(out);
    return true;
}

void applyDocument(Notebook &nb, const NotebookDocument &doc)
{
    nb.setTitle(doc.title);
    nb.setReactiveMode(doc.mode);
    nb.setConnection(doc.connection);
    nb.setSaveParameterValues(doc.saveParameterValues);
    nb.replaceAll(doc.cells);
    nb.setChat(doc.chat);
    nb.setModified(false);
}

QString saveNotebook(const Notebook &nb, const QString &path)
{
    return io::writeFileAtomically(path, serializeNotebook(nb));
}

QString loadNotebook(const QString &path, Notebook &nb)
{
    QByteArray data;
    if (QString e = io::readFile(path, &data); !e.isEmpty())
        return e;
    NotebookDocument doc;
    QString error;
    if (!parseNotebook(data, &doc, &error))
        return Tr::tr("Cannot open %1: %2").arg(path, error);
    applyDocument(nb, doc);
    return {};
}

} // namespace assay::notebook
