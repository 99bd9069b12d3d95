#include "relationshipslist.h"
#include "relationshipdialog.h"

#include "knowledge/relationshipdecisions.h"
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

using knowledge::Relationship;

QString stateName(RelationshipsList::State s) {
    switch (s) {
    case RelationshipsList::State::Found:
        return RelationshipsList::tr("Found in the data");
    case RelationshipsList::State::Yours:
        return RelationshipsList::tr("Yours");
    case RelationshipsList::State::Rejected:
        return RelationshipsList::tr("Rejected");
    case RelationshipsList::State::Declared:
        return RelationshipsList::tr("Declared");
    case RelationshipsList::State::Dangling:
        return RelationshipsList::tr("Declared, table missing");
    }
    return {};
}

QString side(const QString &table, const QStringList &columns) {
    const QString bare = table.section(u'.', -1);
    return columns.size() == 1
               ? bare + u'.' + columns.first()
               : QStringLiteral("%1(%2)").arg(bare, columns.join(QStringLiteral(", ")));
}

} // namespace

RelationshipsList::RelationshipsList(knowledge::KnowledgeService *service, QWidget *parent)
    : QWidget(parent)
    , m_service(service)
    , m_view(new QTreeWidget(this))
    , m_details(new QLabel(this))
    , m_accept(new QPushButton(tr("Accept"), this))
    , m_reject(new QPushButton(tr("Reject"), this))
    , m_add(new QPushButton(tr("Add…"), this))
    , m_undo(new QPushButton(tr("Undo Decision"), this)) {
    auto *hint = new QLabel(tr("How the tables connect: keys the database declares, and "
                               "relationships Assay found in the data "
                               "with the evidence for each. Accept or reject what was found, or "
                               "add one; questions, the model "
                               "and other assistants use what you decide."),
                            this);
    hint->setWordWrap(true);
    m_view->setHeaderLabels({tr("Relationship"), tr("Source"), tr("Confidence"), tr("Evidence")});
    m_view->setRootIsDecorated(false);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setUniformRowHeights(true);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(0, QHeaderView::Interactive);
    m_view->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_details->setMinimumHeight(m_details->fontMetrics().lineSpacing() * 4);
    m_details->setContentsMargins(4, 4, 4, 4);
    for (QPushButton *b : {m_accept, m_reject, m_add, m_undo})
        b->setAutoDefault(false);
    m_accept->setToolTip(
        tr("Keep the selected relationships: joins use them as surely as declared keys."));
    m_reject->setToolTip(tr("Drop the selected relationships: no join uses them, and rebuilding "
                            "does not bring them back."));
    m_undo->setToolTip(tr("Take back your decision about the selected relationships."));
    connect(m_view, &QTreeWidget::itemSelectionChanged, this, &RelationshipsList::showSelection);
    connect(m_accept, &QPushButton::clicked, this, &RelationshipsList::acceptSelected);
    connect(m_reject, &QPushButton::clicked, this, &RelationshipsList::rejectSelected);
    connect(m_undo, &QPushButton::clicked, this, &RelationshipsList::undoSelected);
    connect(m_add, &QPushButton::clicked, this, &RelationshipsList::addRelationship);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_accept);
    buttons->addWidget(m_reject);
    buttons->addWidget(m_undo);
    buttons->addStretch();
    buttons->addWidget(m_add);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 6, 0, 0);
    layout->addWidget(hint);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_details);
    layout->addLayout(buttons);
    for (auto signal :
         {&knowledge::KnowledgeService::contextChanged,
          &knowledge::KnowledgeService::correctionsChanged, &knowledge::KnowledgeService::detached,
          &knowledge::KnowledgeService::loaded})
        connect(m_service, signal, this, &RelationshipsList::refresh);
    refresh();
}

QList<RelationshipsList::Row> RelationshipsList::rows() const {
    const auto snapshot = m_service->snapshot();
    QList<Row> out;
    for (const Relationship &r : snapshot->context.relationships) {
        State s = State::Found;
        if (r.source == Relationship::Source::Declared)
            s = r.dangling ? State::Dangling : State::Declared;
        else if (r.source == Relationship::Source::User)
            s = State::Yours;
        out << Row{r, s};
    }
    for (const knowledge::PatternCorrectionEntry &e : snapshot->corrections) {
        knowledge::RelationshipDecision d;
        if (!knowledge::isRelationshipDecision(e))
            continue;
        const Relationship r = knowledge::decidedRelationship(e, &d);
        if (d == knowledge::RelationshipDecision::Reject)
            out << Row{r, State::Rejected};
    }
    // What needs a look first: found ones (surest first), then the analyst's, then the rest.
    std::stable_sort(out.begin(), out.end(), [](const Row &a, const Row &b) {
        if (a.state != b.state)
            return int(a.state) < int(b.state);
        return a.state == State::Found && a.relationship.confidence > b.relationship.confidence;
    });
    return out;
}

void RelationshipsList::refresh() {
    m_rows = rows();
    m_view->clear();
    const QLocale locale;
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows[i];
        const Relationship &r = row.relationship;
        const QStringList evidence = knowledge::explainRelationship(r);
        const bool found =
            row.state == State::Found || (row.state == State::Yours && !r.evidence.isEmpty());
        const QString confidence =
            found ? locale.toString(qRound(r.confidence * 100)) + QLatin1Char('%')
                  : QStringLiteral("—");
        auto *item = new QTreeWidgetItem(
            m_view, {QStringLiteral("%1 → %2").arg(side(r.fromTable, r.fromColumns),
                                                   side(r.toTable, r.toColumns)),
                     stateName(row.state), confidence, evidence.value(0)});
        item->setData(0, Qt::UserRole, i);
        item->setToolTip(3, evidence.join(u'\n'));
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
    }
    m_view->resizeColumnToContents(0);
    m_view->setColumnWidth(0, m_view->columnWidth(0) + m_view->fontMetrics().averageCharWidth() *
                                                           2); // air before the next column
    showSelection();
}

QList<RelationshipsList::Row> RelationshipsList::selectedRows() const {
    QList<Row> out;
    for (QTreeWidgetItem *item : m_view->selectedItems())
        out << m_rows.value(item->data(0, Qt::UserRole).toInt());
    return out;
}

void RelationshipsList::showSelection() {
    const QList<Row> selected = selectedRows();
    bool canAccept = false, canReject = false, canUndo = false;
    for (const Row &row : selected) {
        canAccept = canAccept || row.state == State::Found || row.state == State::Rejected;
        canReject = canReject || row.state == State::Found || row.state == State::Yours;
        canUndo = canUndo || row.state == State::Yours || row.state == State::Rejected;
    }
    const bool attached = m_service->isAttached();
    m_accept->setEnabled(attached && canAccept);
    m_reject->setEnabled(attached && canReject);
    m_undo->setEnabled(attached && canUndo);
    m_add->setEnabled(attached);
    if (selected.size() == 1) {
        const Row &row = selected.first();
        QStringList lines = knowledge::explainRelationship(row.relationship);
        if (lines.isEmpty())
            lines << (row.state == State::Declared ? tr("The database declares this foreign key.")
                                                   : tr("You stated this relationship."));
        m_details->setText(lines.join(u'\n'));
    } else {
        m_details->setText(selected.isEmpty()
                               ? tr("Select a relationship to see why Assay believes it.")
                               : QString());
    }
}

void RelationshipsList::decide(bool keep) {
    for (const Row &row : selectedRows()) {
        QString error;
        if (keep && (row.state == State::Found || row.state == State::Rejected))
            error = m_service->decideRelationship(row.relationship,
                                                  knowledge::RelationshipDecision::Keep);
        else if (!keep && row.state == State::Yours && row.relationship.evidence.isEmpty())
            error = m_service->forgetRelationshipDecision(row.relationship); // one you added: gone
        else if (!keep && (row.state == State::Found || row.state == State::Yours))
            error = m_service->decideRelationship(row.relationship,
                                                  knowledge::RelationshipDecision::Reject);
        if (!error.isEmpty())
            emit message(tr("The decision could not be saved: %1").arg(error), true);
    }
}

void RelationshipsList::acceptSelected() {
    decide(true);
}

void RelationshipsList::rejectSelected() {
    decide(false);
}

void RelationshipsList::undoSelected() {
    for (const Row &row : selectedRows()) {
        if (row.state != State::Yours && row.state != State::Rejected)
            continue;
        if (const QString error = m_service->forgetRelationshipDecision(row.relationship);
            !error.isEmpty())
            emit message(tr("The decision could not be taken back: %1").arg(error), true);
    }
}

bool RelationshipsList::add(const knowledge::Relationship &relationship) {
    const QString error =
        m_service->decideRelationship(relationship, knowledge::RelationshipDecision::Keep);
    if (!error.isEmpty())
        emit message(tr("The relationship could not be added: %1").arg(error), true);
    return error.isEmpty();
}

void RelationshipsList::addRelationship() {
    RelationshipDialog dialog(m_service->snapshot()->catalog, this);
    if (const QList<Row> selected = selectedRows(); selected.size() == 1) {
        const Relationship &r = selected.first().relationship;
        dialog.setRelationship(r.fromTable, r.fromColumns.value(0), r.toTable,
                               r.toColumns.value(0));
    }
    if (dialog.exec() == QDialog::Accepted)
        add(dialog.relationship());
}

} // namespace assay::ui
