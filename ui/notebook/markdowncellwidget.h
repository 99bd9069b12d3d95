#pragma once

#include "cellwidget.h"

class QPlainTextEdit;
class QStackedWidget;
class QTextBrowser;

namespace assay::ui {

class InsightBar;

class MarkdownCellWidget : public CellWidget {
    Q_OBJECT
public:
    MarkdownCellWidget(NotebookDocument *doc, const QString &cellId, QWidget *parent = nullptr);

    void refreshContent() override;
    void refreshOutput() override;
    void focusEditor() override;
    void setEditing(bool editing);
    bool isEditing() const;
    // The markdown with {{name}} replaced by values, as rendered.
    QString renderedMarkdown() const;
    QTextBrowser *browser() const { return m_browser; }
    QPlainTextEdit *editor() const { return m_editor; }
    InsightBar *insightBar() const { return m_insightBar; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void render();
    void fitHeight();
    void refreshInsightBar();

    QStackedWidget *m_stack;
    QTextBrowser *m_browser;
    QPlainTextEdit *m_editor;
    InsightBar *m_insightBar;
    bool m_syncing = false;
};

} // namespace assay::ui
