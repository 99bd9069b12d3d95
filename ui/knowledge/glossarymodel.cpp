#include "glossarymodel.h"

namespace assay::ui {

using knowledge::GlossaryEntry;

GlossaryModel::GlossaryModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

QString GlossaryModel::kindName(GlossaryEntry::Kind kind)
{
    switch (kind) {
    case GlossaryEntry::Kind::Term:
        return tr("Term");
    case GlossaryEntry::Kind::Acronym:
        return tr("Acronym");
    case GlossaryEntry::Kind::BusinessLogic:
        return tr("Business logic");
    case GlossaryEntry::Kind::ValueSynonym:
        return tr("Value synonym");
    }
    return {};
}

void GlossaryModel::setEntries(const QList<GlossaryEntry> &entries)
{
    beginResetModel();
    m_entries = entries;
    std::sort(m_entries.begin(), m_entries.end(), [](const GlossaryEntry &a, const GlossaryEntry &b) {
        return a.term.compare(b.term, Qt::CaseInsensitive) < 0;
    });
    endResetModel();
}

const GlossaryEntry *GlossaryModel::entry(int row) const
{
    return row >= 0 && row < m_entries.size() ? &m_entries[row] : nullptr;
}

int GlossaryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int GlossaryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GlossaryModel::data(const QModelIndex &index, int role) const
{
    const GlossaryEntry *e = entry(index.row());
    if (!e || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    switch (index.column()) {
    case Term:
        return e->term;
    case Kind:
        return kindName(e->kind);
    case Aliases:
        return e->aliases.join(QStringLiteral(", "));
    case Meaning: {
        QString text = e->definition;
        if (e->kind == GlossaryEntry::Kind::ValueSynonym && !e->value.isEmpty()) {
            const QString where = e->column.isEmpty() ? e->table : e->table + QLatin1Char('.') + e->column;
            text = tr("means the value '%1'%2").arg(e->value, where.isEmpty() ? QString() : tr(" in %1").arg(where));
        }
        if (!e->expression.isEmpty())
            text += (text.isEmpty() ? QString() : QStringLiteral(" — ")) + e->expression;
        return text;
    }
    }
    return {};
}

QVariant GlossaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Term:
        return tr("Term");
    case Kind:
        return tr("Kind");
    case Aliases:
        return tr("Also called");
    case Meaning:
        return tr("Meaning");
    }
    return {};
}

} // namespace assay::ui
