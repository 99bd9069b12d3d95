#pragma once
// Syntax highlighting for SQL with the same tokenizer the engine uses, so what looks like a
// string or a comment on screen is one to Assay too.

#include "sql/tokenizer.h"

#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace assay::ui {

class SqlHighlighter : public QSyntaxHighlighter {
    Q_OBJECT
public:
    explicit SqlHighlighter(QTextDocument *document);
    void setFlavor(sql::Flavor flavor);
    // Picks colours for the application palette (light or dark); call rehighlight() after.
    void applyTheme();

protected:
    void highlightBlock(const QString &text) override;

private:
    sql::Flavor m_flavor = sql::Flavor::Generic;
    QTextCharFormat m_keyword, m_string, m_number, m_comment, m_quoted, m_function;
};

} // namespace assay::ui
