#include "markdowntext.h"

#include "notebook/notebook.h"

#include "db/columnformats.h"

#include <QLocale>
#include <QRegularExpression>

#include <md4c-html.h>

#include <cmath>

namespace assay::exports {
namespace {

// A code span: a backtick inside (MySQL quotes names with them) would end it early.
QString inlineCode(QString text)
{
    return QStringLiteral("`%1`").arg(text.replace(u'`', u'\''));
}

} // namespace

QString fillPlaceholders(const notebook::Notebook &notebook, const QString &markdown)
{
    static const QRegularExpression ref(QStringLiteral("\\{\\{\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\}\\}"));
    QString out;
    qsizetype last = 0;
    auto it = ref.globalMatch(markdown);
    while (it.hasNext()) {
        const auto m = it.next();
        out += markdown.mid(last, m.capturedStart() - last);
        const QString problem = notebook.scalarProblem(m.captured(1));
        if (problem.isEmpty()) {
            out += notebook.scalarText(m.captured(1), db::readerLocale());
        } else {
            out += inlineCode(problem);
        }
        last = m.capturedEnd();
    }
    out += markdown.mid(last);
    return out;
}

QString markdownToHtml(const QString &markdown)
{
    const QByteArray in = markdown.toUtf8();
    QByteArray out;
    auto append = [](const MD_CHAR *text, MD_SIZE size, void *user) {
        static_cast<QByteArray *>(user)->append(text, qsizetype(size));
    };
    const unsigned parserFlags = MD_DIALECT_GITHUB | MD_FLAG_NOHTML;
    // Entities are translated to characters so the output stays well-formed XML.
    const unsigned rendererFlags = MD_HTML_FLAG_XHTML;
    if (md_html(in.constData(), MD_SIZE(in.size()), append, &out, parserFlags, rendererFlags) != 0)
        return QStringLiteral("<pre>%1</pre>").arg(markdown.toHtmlEscaped());
    return QString::fromUtf8(out);
}

} // namespace assay::exports
