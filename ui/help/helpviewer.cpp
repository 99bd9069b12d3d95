#include "helpviewer.h"

#include "appearance.h"

#include <QFile>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLineEdit>
#include <QListWidget>
#include <QShortcut>
#include <QSplitter>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace assay::ui {
namespace {

QString pagePath(const QString &page) {
    return localizedResource(QStringLiteral(":/help/%1.md").arg(page));
}

QString pageText(const QString &page) {
    QFile f(pagePath(page));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

} // namespace

QStringList HelpViewer::pageNames() {
    return {QStringLiteral("index"),    QStringLiteral("connections"), QStringLiteral("notebooks"),
            QStringLiteral("keyboard"), QStringLiteral("asking"),      QStringLiteral("charts"),
            QStringLiteral("exports"),  QStringLiteral("privacy"),     QStringLiteral("settings")};
}

QString HelpViewer::pageTitle(const QString &page) {
    const QString text = pageText(page);
    for (const QString &line : text.split(u'\n')) {
        if (line.startsWith(QLatin1String("# ")))
            return line.mid(2).trimmed();
    }
    return page;
}

HelpViewer::HelpViewer(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_filter(new QLineEdit(this))
    , m_contents(new QListWidget(this))
    , m_browser(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("helpViewer"));
    setWindowTitle(tr("Assay User Guide"));
    m_filter->setPlaceholderText(tr("Search the guide"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Search the guide"));
    m_contents->setAccessibleName(tr("Contents"));
    m_browser->setAccessibleName(tr("Guide page"));
    m_browser->setOpenExternalLinks(true);
    m_browser->setSearchPaths({QStringLiteral(":/help")});
    for (const QString &page : pageNames()) {
        auto *item = new QListWidgetItem(pageTitle(page), m_contents);
        item->setData(Qt::UserRole, page);
    }

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_filter);
    leftLayout->addWidget(m_contents, 1);
    auto *split = new QSplitter(this);
    split->addWidget(left);
    split->addWidget(m_browser);
    split->setStretchFactor(1, 1);
    split->setSizes({220, 640});
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(split);

    connect(m_contents, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (item && item->data(Qt::UserRole).toString() != currentPage())
            showPage(item->data(Qt::UserRole).toString());
    });
    connect(m_browser, &QTextBrowser::sourceChanged, this, &HelpViewer::syncContents);
    connect(m_filter, &QLineEdit::textChanged, this, &HelpViewer::filter);
    auto *find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, this, [this] {
        m_filter->setFocus();
        m_filter->selectAll();
    });
    auto *close = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(close, &QShortcut::activated, this, &QWidget::close);
    resize(900, 640);
    showPage(QStringLiteral("index"));
}

void HelpViewer::showPage(const QString &page) {
    m_browser->setSource(QUrl(QStringLiteral("qrc") + pagePath(page)),
                         QTextDocument::MarkdownResource);
    syncContents();
}

QString HelpViewer::currentPage() const {
    const QString file = m_browser->source().fileName();
    return file.endsWith(QLatin1String(".md")) ? file.chopped(3) : file;
}

void HelpViewer::syncContents() {
    const QString page = currentPage();
    for (int i = 0; i < m_contents->count(); ++i) {
        if (m_contents->item(i)->data(Qt::UserRole).toString() == page) {
            QSignalBlocker block(m_contents);
            m_contents->setCurrentRow(i);
        }
    }
}

void HelpViewer::filter(const QString &text) {
    const QString needle = text.trimmed();
    for (int i = 0; i < m_contents->count(); ++i) {
        QListWidgetItem *item = m_contents->item(i);
        const bool match =
            needle.isEmpty() ||
            pageText(item->data(Qt::UserRole).toString()).contains(needle, Qt::CaseInsensitive);
        item->setHidden(!match);
    }
}

} // namespace assay::ui
