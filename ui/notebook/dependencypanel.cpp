#include "dependencypanel.h"

#include "icons.h"
#include "notebookdocument.h"

#include "notebook/notebook.h"

#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace assay::ui {
namespace {

void fill(QListWidget *list, const notebook::Notebook *nb, const QStringList &ids, const QString &empty)
{
    list->clear();
    for (const QString &id : ids) {
        const notebook::Cell *c = nb->cell(id);
        if (!c)
            continue;
        const char *iconName = c->kind == notebook::CellKind::Sql         ? "cell-sql"
                               : c->kind == notebook::CellKind::Chart     ? "cell-chart"
                               : c->kind == notebook::CellKind::Parameter ? "cell-param"
                                                                          : "cell-text";
        auto *item = new QListWidgetItem(icon(iconName), QStringLiteral("%1  (%2)").arg(c->name, notebook::cellStateName(nb->state(id))), list);
        item->setData(Qt::UserRole, id);
    }
    if (list->count() == 0) {
        auto *item = new QListWidgetItem(empty, list);
        item->setFlags(Qt::NoItemFlags);
    }
}

} // namespace

DependencyPanel::DependencyPanel(NotebookDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_title(new QLabel(this))
    , m_reads(new QListWidget(this))
    , m_readBy(new QListWidget(this))
    , m_summary(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    layout->addWidget(m_title);
    layout->addWidget(new QLabel(tr("Reads:"), this));
    layout->addWidget(m_reads, 1);
    layout->addWidget(new QLabel(tr("Read by:"), this));
    layout->addWidget(m_readBy, 1);
    m_summary->setWordWrap(true);
    m_summary->setEnabled(false);
    layout->addWidget(m_summary);
    m_reads->setAccessibleName(tr("Cells this cell reads"));
    m_readBy->setAccessibleName(tr("Cells that read this cell"));
    for (QListWidget *list : {m_reads, m_readBy}) {
        connect(list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
            const QString id = item->data(Qt::UserRole).toString();
            if (!id.isEmpty())
                emit cellActivated(id);
        });
    }
    notebook::Notebook *nb = doc->notebook();
    for (auto signal : {&notebook::Notebook::graphChanged, &notebook::Notebook::reset})
        connect(nb, signal, this, &DependencyPanel::refresh);
    connect(nb, &notebook::Notebook::cellStateChanged, this, &DependencyPanel::refresh);
    connect(nb, &notebook::Notebook::cellChanged, this, &DependencyPanel::refresh);
    refresh();
}

void DependencyPanel::setCell(const QString &id)
{
    m_id = id;
    refresh();
}

void DependencyPanel::refresh()
{
    const notebook::Notebook *nb = m_doc->notebook();
    const notebook::Cell *c = nb->cell(m_id);
    if (!c) {
        m_title->setText(tr("No cell selected"));
        m_reads->clear();
        m_readBy->clear();
        m_summary->clear();
        return;
    }
    m_title->setText(c->name);
    const notebook::DependencyGraph &g = nb->graph();
    fill(m_reads, nb, g.parents(m_id), tr("(nothing: it reads only tables)"));
    fill(m_readBy, nb, g.children(m_id), tr("(no cell reads it)"));
    m_summary->setText(tr("Upstream: %1 cell(s). Downstream: %2 cell(s) re-run when this one changes.")
                           .arg(g.ancestors(m_id).size())
                           .arg(g.descendants(m_id).size()));
}

} // namespace assay::ui
