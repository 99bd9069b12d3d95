#include "knowledgetreemodel.h"

#include <QApplication>
#include <QFont>
#include <QLocale>
#include <QPalette>

namespace assay::ui {

using namespace knowledge;

namespace {

// Top-level rows have internal id 0; a column row stores its table's row + 1.
constexpr quintptr TableRow = 0;

QString sourceText(TextSource s)
{
    switch (s) {
    case TextSource::User:
        return KnowledgeTreeModel::tr("Written by you; kept over anything generated.");
    case TextSource::Model:
        return KnowledgeTreeModel::tr("Written by the language model from names, types and statistics.");
    case TextSource::Comment:
        return KnowledgeTreeModel::tr("The database's own comment.");
    case TextSource::Derived:
        return KnowledgeTreeModel::tr("Derived from the schema.");
    case TextSource::None:
        break;
    }
    return KnowledgeTreeModel::tr("No description yet. Double-click to write one.");
}

QString roleText(TableRole r)
{
    switch (r) {
    case TableRole::Fact:
        return KnowledgeTreeModel::tr("fact");
    case TableRole::Dimension:
        return KnowledgeTreeModel::tr("dimension");
    case TableRole::Bridge:
        return KnowledgeTreeModel::tr("bridge");
    case TableRole::Lookup:
        return KnowledgeTreeModel::tr("lookup");
    case TableRole::Unknown:
        break;
    }
    return {};
}

QString tableDetails(const TableKnowledge &t)
{
    QStringList parts;
    if (const QString role = roleText(t.role); !role.isEmpty())
        parts << role;
    if (t.profile.rowCount >= 0)
        parts << KnowledgeTreeModel::tr("%Ln row(s)", nullptr, int(std::min<qint64>(t.profile.rowCount, INT_MAX)));
    if (!t.primaryKey.isEmpty())
        parts << KnowledgeTreeModel::tr("key %1").arg(t.primaryKey);
    if (!t.mainEntity.isEmpty())
        parts << KnowledgeTreeModel::tr("about: %1").arg(t.mainEntity);
    return parts.join(QStringLiteral(" · "));
}

} // namespace

KnowledgeTreeModel::KnowledgeTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void KnowledgeTreeModel::setSnapshot(std::shared_ptr<const KnowledgeSnapshot> snapshot)
{
    beginResetModel();
    m_snapshot = std::move(snapshot);
    endResetModel();
}

const TableKnowledge *KnowledgeTreeModel::tableAt(const QModelIndex &index) const
{
    if (!m_snapshot || !index.isValid())
        return nullptr;
    const int row = index.internalId() == TableRow ? index.row() : int(index.internalId() - 1);
    return row >= 0 && row < m_snapshot->context.tables.size() ? &m_snapshot->context.tables[row] : nullptr;
}

QModelIndex KnowledgeTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, TableRow);
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex KnowledgeTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == TableRow)
        return {};
    return createIndex(int(child.internalId() - 1), 0, TableRow);
}

int KnowledgeTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!m_snapshot)
        return 0;
    if (!parent.isValid())
        return int(m_snapshot->context.tables.size());
    if (parent.internalId() != TableRow || parent.column() != 0)
        return 0;
    return int(m_snapshot->context.tables[parent.row()].columns.size());
}

int KnowledgeTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant KnowledgeTreeModel::data(const QModelIndex &index, int role) const
{
    const TableKnowledge *t = tableAt(index);
    if (!t)
        return {};
    const bool isTable = index.internalId() == TableRow;
    const ColumnKnowledge *c = isTable ? nullptr : &t->columns[index.row()];
    const QString description = isTable ? t->description : c->description;
    const TextSource source = isTable ? t->source : c->source;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Name:
            return isTable ? t->qualifiedName() : c->name;
        case Description:
            return description.isEmpty() ? QStringLiteral("—") : description;
        case Details:
            return isTable ? tableDetails(*t) : QStringLiteral("%1 · %2").arg(c->type, c->profile.summary(true, t->profile.sampledRows));
        }
        break;
    case Qt::EditRole:
        return index.column() == Description ? description : data(index, Qt::DisplayRole);
    case Qt::ToolTipRole:
        if (index.column() == Description)
            return description.isEmpty() ? sourceText(source) : QStringLiteral("%1\n\n%2").arg(description, sourceText(source));
        if (index.column() == Details)
            return data(index, Qt::DisplayRole);
        break;
    case Qt::FontRole:
        if (index.column() == Description && source == TextSource::User) {
            QFont f;
            f.setItalic(true); // the user's own words stand out from generated text
            return f;
        }
        if (isTable && index.column() == Name) {
            QFont f;
            f.setBold(true);
            return f;
        }
        break;
    case Qt::ForegroundRole:
        if ((index.column() == Description && description.isEmpty()) || index.column() == Details)
            return QApplication::palette().color(QPalette::PlaceholderText);
        break;
    case TableRole:
        return t->qualifiedName();
    case ColumnNameRole:
        return c ? c->name : QString();
    case SourceRole:
        return int(source);
    }
    return {};
}

bool KnowledgeTreeModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const TableKnowledge *t = tableAt(index);
    if (!t || role != Qt::EditRole || index.column() != Description)
        return false;
    const bool isTable = index.internalId() == TableRow;
    const QString old = isTable ? t->description : t->columns[index.row()].description;
    const QString text = value.toString().trimmed();
    if (text == old)
        return false;
    emit descriptionEdited(t->qualifiedName(), isTable ? QString() : t->columns[index.row()].name, text);
    return true;
}

Qt::ItemFlags KnowledgeTreeModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractItemModel::flags(index);
    if (index.isValid() && index.column() == Description)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant KnowledgeTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Table / column");
    case Description:
        return tr("Description");
    case Details:
        return tr("What the data shows");
    }
    return {};
}

QModelIndex KnowledgeTreeModel::tableIndex(const QString &qualifiedName) const
{
    if (!m_snapshot)
        return {};
    for (int i = 0; i < m_snapshot->context.tables.size(); ++i) {
        if (m_snapshot->context.tables[i].qualifiedName() == qualifiedName)
            return index(i, 0);
    }
    return {};
}

} // namespace assay::ui
