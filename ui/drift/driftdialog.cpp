#include "driftdialog.h"
#include "driftcontroller.h"

#include "wrappedlabel.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace assay::ui {
namespace {

constexpr int ImpactRole = Qt::UserRole + 1;

QString fixText(const drift::Impact &i)
{
    switch (i.fix) {
    case drift::FixKind::None:
        return DriftDialog::tr("No fix: %1").arg(i.note);
    case drift::FixKind::Rewrite:
        return DriftDialog::tr("Rewrite: %1").arg(i.note);
    case drift::FixKind::DropStale:
        return DriftDialog::tr("Drop it (unticked: keep it)");
    case drift::FixKind::MoveDescription:
        return DriftDialog::tr("Move the description to the new name");
    case drift::FixKind::Redescribe:
        return DriftDialog::tr("Describe again");
    }
    return {};
}

QString groupName(drift::ItemKind kind)
{
    switch (kind) {
    case drift::ItemKind::Cell:
        return DriftDialog::tr("Cells");
    case drift::ItemKind::Chart:
        return DriftDialog::tr("Charts");
    case drift::ItemKind::GlossaryTerm:
        return DriftDialog::tr("Glossary terms");
    case drift::ItemKind::Example:
        return DriftDialog::tr("Examples");
    case drift::ItemKind::Description:
        return DriftDialog::tr("Descriptions");
    case drift::ItemKind::Metric:
        return DriftDialog::tr("Metrics");
    case drift::ItemKind::AccessPolicy:
        return DriftDialog::tr("Privacy settings");
    }
    return {};
}

} // namespace

DriftDialog::DriftDialog(DriftController *controller, QWidget *parent)
    : QDialog(parent)
    , m_controller(controller)
    , m_summary(new WrappedLabel(this))
    , m_changes(new QTreeWidget(this))
    , m_impacts(new QTreeWidget(this))
    , m_preview(new QPlainTextEdit(this))
    , m_apply(new QPushButton(tr("Apply Selected Fixes"), this))
    , m_accept(new QPushButton(tr("Accept Without Fixing"), this))
{
    setWindowTitle(tr("Schema Changes"));
    m_changes->setHeaderLabels({tr("What changed")});
    m_changes->setRootIsDecorated(true);
    m_changes->setWordWrap(true);
    m_impacts->setHeaderLabels({tr("What it touches"), tr("Fix")});
    m_impacts->header()->setStretchLastSection(true);
    m_impacts->setColumnWidth(0, 300);
    m_impacts->setWordWrap(true);
    m_changes->setAccessibleName(tr("What changed"));
    m_impacts->setAccessibleName(tr("What it touches"));
    m_preview->setAccessibleName(tr("Before and after the fix"));
    m_preview->setReadOnly(true);
    m_preview->setPlaceholderText(tr("Select an item to see its text before and after the fix."));
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_apply->setDefault(true);
    m_apply->setToolTip(tr("Rewrite what is ticked (one undo step), then compare with this schema from now on"));
    m_accept->setToolTip(tr("Change nothing; compare with this schema from now on"));
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_apply, QDialogButtonBox::AcceptRole);
    buttons->addButton(m_accept, QDialogButtonBox::DestructiveRole);
    buttons->addButton(QDialogButtonBox::Close);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_changes);
    split->addWidget(m_impacts);
    split->addWidget(m_preview);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    resize(820, 620);

    connect(m_impacts, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) { showPreview(item); });
    connect(m_apply, &QPushButton::clicked, this, [this] { m_controller->applyFixes(chosenFixes()); });
    connect(m_accept, &QPushButton::clicked, this, [this] { m_controller->acceptWithoutFixing(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    reload();
}

void DriftDialog::reload()
{
    const drift::DriftCheck &check = m_controller->lastCheck();
    const drift::DriftReport &r = check.report;
    const QLocale locale;
    m_changes->clear();
    m_impacts->clear();
    if (r.status == drift::DriftReport::Status::DatabaseReplaced) {
        m_summary->setText(r.message);
        m_apply->setEnabled(false);
        m_accept->setText(tr("Start Over With This Database"));
        return;
    }
    m_summary->setText(tr("Compared with the schema seen %1 (%2 tables then, %3 now): %4.")
                           .arg(locale.toString(r.baselineAt.toLocalTime(), QLocale::ShortFormat))
                           .arg(r.baselineTables)
                           .arg(r.currentTables)
                           .arg(r.summary()));
    for (const drift::SchemaChange &c : r.changes) {
        auto *item = new QTreeWidgetItem(m_changes, {c.describe()});
        for (const QString &e : c.evidence)
            new QTreeWidgetItem(item, {e});
        if (c.confidence == drift::RenameConfidence::Possible)
            item->setToolTip(0, tr("Only possibly renamed: check the evidence before you apply a fix that relies on it."));
    }
    for (const QString &w : r.warnings)
        new QTreeWidgetItem(m_changes, {w});
    QHash<drift::ItemKind, QTreeWidgetItem *> groups;
    const QList<drift::Impact> &impacts = m_controller->impacts();
    for (int i = 0; i < impacts.size(); ++i) {
        const drift::Impact &impact = impacts[i];
        QTreeWidgetItem *&group = groups[impact.kind];
        if (!group) {
            group = new QTreeWidgetItem(m_impacts, {groupName(impact.kind)});
            group->setExpanded(true);
            group->setFirstColumnSpanned(true);
        }
        QString label = impact.label;
        if ((impact.kind == drift::ItemKind::Cell || impact.kind == drift::ItemKind::Chart) && !impact.inOpenNotebook)
            label = tr("%1 (in %2)").arg(impact.label, QFileInfo(impact.notebook).fileName());
        auto *item = new QTreeWidgetItem(group, {label, fixText(impact)});
        item->setData(0, ImpactRole, i);
        item->setToolTip(0, impact.touches.join(QLatin1Char('\n')));
        item->setToolTip(1, impact.note);
        const bool fixable = impact.fix != drift::FixKind::None
                             && (impact.inOpenNotebook || (impact.kind != drift::ItemKind::Cell && impact.kind != drift::ItemKind::Chart));
        if (fixable)
            item->setCheckState(0, impact.fixIsSure ? Qt::Checked : Qt::Unchecked);
    }
    if (impacts.isEmpty())
        new QTreeWidgetItem(m_impacts, {tr("Nothing Assay keeps names what changed.")});
    m_apply->setEnabled(!impacts.isEmpty());
}

QList<int> DriftDialog::chosenFixes() const
{
    QList<int> out;
    for (int g = 0; g < m_impacts->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_impacts->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem *item = group->child(i);
            if (item->data(0, Qt::CheckStateRole).isValid() && item->checkState(0) == Qt::Checked)
                out << item->data(0, ImpactRole).toInt();
        }
    }
    return out;
}

void DriftDialog::showPreview(QTreeWidgetItem *item)
{
    const QVariant index = item ? item->data(0, ImpactRole) : QVariant();
    if (!index.isValid()) {
        m_preview->clear();
        return;
    }
    const drift::Impact &impact = m_controller->impacts().at(index.toInt());
    QString text = impact.touches.join(QLatin1Char('\n')) + QStringLiteral("\n\n");
    if (impact.kind == drift::ItemKind::Chart) {
        text += tr("The chart's columns: %1").arg(impact.note);
    } else if (!impact.before.isEmpty()) {
        text += tr("Before:") + QLatin1Char('\n') + impact.before + QStringLiteral("\n\n");
        if (impact.fix == drift::FixKind::Rewrite)
            text += tr("After:") + QLatin1Char('\n') + impact.after + QLatin1Char('\n');
    }
    if (!impact.note.isEmpty())
        text += QLatin1Char('\n') + impact.note;
    m_preview->setPlainText(text);
}

} // namespace assay::ui
