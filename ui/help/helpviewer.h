#pragma once
// Help → User Guide (F1): the guide shipped as markdown in resources/help (":/help/*.md"), shown
// in a QTextBrowser with a contents list and a filter. One window, raised again on the next F1.

#include <QWidget>

class QLineEdit;
class QListWidget;
class QTextBrowser;

namespace assay::ui {

class HelpViewer : public QWidget {
    Q_OBJECT
public:
    explicit HelpViewer(QWidget *parent = nullptr);

    // Page names in contents order ("index", "connections", ...).
    static QStringList pageNames();
    // The title of a page: its first "# " heading.
    static QString pageTitle(const QString &page);

    void showPage(const QString &page);
    QString currentPage() const;
    QListWidget *contents() const { return m_contents; }
    QTextBrowser *browser() const { return m_browser; }

private:
    void filter(const QString &text);
    void syncContents();

    QLineEdit *m_filter;
    QListWidget *m_contents;
    QTextBrowser *m_browser;
};

} // namespace assay::ui
