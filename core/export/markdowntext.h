#pragma once
// Markdown in reports: {{name}} placeholders filled with the single value of the named cell (as
// the notebook shows them), and CommonMark (with GitHub tables) turned into HTML by md4c. Raw
// HTML in a cell is escaped, never passed through: a report must not run someone's script.

#include <QString>

namespace assay::notebook {
class Notebook;
}

namespace assay::exports {

QString fillPlaceholders(const notebook::Notebook &notebook, const QString &markdown);
// XHTML-style output (<br />), so the report parses as XML too.
QString markdownToHtml(const QString &markdown);

} // namespace assay::exports
