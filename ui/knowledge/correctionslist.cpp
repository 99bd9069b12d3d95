#include "correctionslist.h"

#include "knowledgebuild/knowledgeservice.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace assay::ui {
namespace {

QString kindName(const QString &kind)
{
    if (kind == u"join")
        return CorrectionsList::tr("How tables join");
    if (kind == u"lookup" || kind == u"not_lookup")
        return CorrectionsList::tr("Lookup table");
    if (kind == u"bridge" || kind == u"not_bridge")
        return CorrectionsList::tr("Link table");
    if (kind == u"relationship" || kind == u"not_relationship")
        return CorrectionsList::tr("Relationship");
    return kind;
}

} // namespace

CorrectionsList::CorrectionsList(knowledge::KnowledgeService *service, QWidget *parent)
    : QWidget(parent)
    , m_service(service)
    , m_view(new QTreeWidget(this))
    , m_remove(new QPushButton(tr("Remove"), this))
{
    auto *hint = new QLabel(tr("Your answers about how this database's tables connect. Questions that need the same tables use "
                               "them instead of asking again; remove one to be asked next time."),
                            this);
    hint->setWordWrap(true);
    m_view->setHeaderLabels({tr("Correction"), tr("Kind"), tr("Added")});
    m_view->setRootIsDecorated(false);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(true);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_remove->setAutoDefault(false);
    m_remove->setEnabled(false);
    connect(m_view, &QTreeWidget::itemSelectionChanged, this, [this] { m_remove->setEnabled(!m_view->selectedItems().isEmpty()); });
    connect(m_remove, &QPushButton::clicked, this, &CorrectionsList::removeSelected);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_remove);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 6, 0, 0);
    layout->addWidget(hint);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);
    connect(m_service, &knowledge::KnowledgeService::correctionsChanged, this, &CorrectionsList::refresh);
    connect(m_service, &knowledge::KnowledgeService::detached, this, &CorrectionsList::refresh);
    refresh();
}

void CorrectionsList::refresh()
{
    m_view->clear();
    const QLocale locale;
    for (const knowledge::PatternCorrectionEntry &e : m_service->snapshot()->corrections) {
        const QString when = e.createdAt.isValid() ? locale.toString(e.createdAt.toLocalTime(), QLocale::ShortFormat) : QString();
        auto *item = new QTreeWidgetItem(m_view, {e.description, kindName(e.kind), when});
        item->setData(0, Qt::UserRole, e.id);
        item->setToolTip(0, e.description);
    }
    m_remove->setEnabled(false);
}

void CorrectionsList::removeSelected()
{
    QList<qint64> ids;
    for (QTreeWidgetItem *item : m_view->selectedItems())
        ids << item->data(0, Qt::UserRole).toLongLong();
    for (qint64 id : std::as_const(ids)) {
        if (const QString error = m_service->removePatternCorrection(id); !error.isEmpty())
            emit message(tr("The correction could not be removed: %1").arg(error), true);
    }
}

} // namespace assay::ui
