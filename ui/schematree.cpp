#include "schematree.h"

#include "icons.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMimeData>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace assay::ui {
namespace {

// Tables drag into the notebook as "schema\ttable" (NotebookView makes a SQL cell of them).
class SchemaItemModel : public QStandardItemModel {
public:
    using QStandardItemModel::QStandardItemModel;
    QStringList mimeTypes() const override { return {QStringLiteral("application/x-assay-table"), QStringLiteral("text/plain")}; }
    QMimeData *mimeData(const QModelIndexList &indexes) const override
    {
        for (const QModelIndex &i : indexes) {
            const QString table = i.data(SchemaTree::TableRole).toString();
            if (table.isEmpty())
                continue;
            auto *data = new QMimeData;
            data->setData(QStringLiteral("application/x-assay-table"),
                          (i.data(SchemaTree::SchemaRole).toString() + QLatin1Char('\t') + table).toUtf8());
            const QString column = i.data(SchemaTree::ColumnRole).toString();
            data->setText(column.isEmpty() ? table : column);
            return data;
        }
        return nullptr;
    }
};

QString rowsText(qint64 rows)
{
    if (rows < 0)
        return QString();
    return QCoreApplication::translate("SchemaTree", "about %1 rows").arg(QLocale().toString(rows));
}

} // namespace

SchemaTree::SchemaTree(QWidget *parent)
    : QWidget(parent)
    , m_filter(new QLineEdit(this))
    , m_view(new QTreeView(this))
    , m_status(new QLabel(this))
    , m_model(new SchemaItemModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    m_filter->setPlaceholderText(tr("Filter tables and columns"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter the schema"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setRecursiveFilteringEnabled(true);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_view->setModel(m_proxy);
    m_view->setHeaderHidden(true);
    m_view->setUniformRowHeights(true);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setDragEnabled(true);
    m_view->setDragDropMode(QAbstractItemView::DragOnly);
    m_view->setAccessibleName(tr("Database schema"));
    m_status->setWordWrap(true);
    m_status->setContentsMargins(4, 2, 4, 2);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);

    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterFixedString(text);
        if (!text.isEmpty())
            m_view->expandAll();
    });
    connect(m_view, &QTreeView::doubleClicked, this, [this](const QModelIndex &index) {
        const auto kind = NodeKind(index.data(KindRole).toInt());
        if (kind == NodeKind::Table || kind == NodeKind::View)
            emit tableActivated(index.data(SchemaRole).toString(), index.data(TableRole).toString());
    });
    connect(m_view, &QTreeView::customContextMenuRequested, this, &SchemaTree::showContextMenu);
    clear(tr("Not connected.\n\nConnect with File → Connect to a Database… (Ctrl+Shift+N), or open the sample "
             "database with File → Open Sample Database."));
}

void SchemaTree::clear(const QString &message)
{
    m_model->clear();
    m_tableCount = 0;
    m_status->setText(message);
}

void SchemaTree::setLoading(const QString &message)
{
    m_model->clear();
    m_status->setText(message);
}

void SchemaTree::setCatalog(const db::Catalog &catalog)
{
    m_catalog = catalog;
    m_model->clear();
    m_tableCount = 0;
    // Show schema folders only when there is more than one schema to tell apart.
    QSet<QString> schemaNames;
    for (const db::TableInfo &t : catalog.tables)
        schemaNames.insert(t.schema);
    const bool groupBySchema = schemaNames.size() > 1;
    QHash<QString, QStandardItem *> schemaItems;
    int views = 0;

    for (const db::TableInfo &t : catalog.tables) {
        QStandardItem *parent = m_model->invisibleRootItem();
        if (groupBySchema) {
            QStandardItem *&s = schemaItems[t.schema];
            if (!s) {
                // SQLite's own tables have no schema name; beside an attached workspace they are "main".
                s = new QStandardItem(icon("schema"), t.schema.isEmpty() ? QStringLiteral("main") : t.schema);
                s->setData(int(NodeKind::Schema), KindRole);
                s->setData(t.schema, SchemaRole);
                s->setEditable(false);
                s->setDragEnabled(false);
                m_model->appendRow(s);
            }
            parent = s;
        }
        auto *item = new QStandardItem(icon(t.isView() ? "view" : "table"), t.name);
        item->setEditable(false);
        item->setData(int(t.isView() ? NodeKind::View : NodeKind::Table), KindRole);
        item->setData(t.schema, SchemaRole);
        item->setData(t.name, TableRole);
        QStringList tip = {QStringLiteral("<b>%1</b> (%2)").arg(t.qualifiedName().toHtmlEscaped(), db::tableKindName(t.kind))};
        if (!t.comment.isEmpty())
            tip << t.comment.toHtmlEscaped();
        if (t.rowEstimate >= 0)
            tip << rowsText(t.rowEstimate);
        item->setToolTip(tip.join(QStringLiteral("<br>")));
        t.isView() ? ++views : ++m_tableCount;

        QHash<QString, QString> fkTargets;
        for (const db::ForeignKeyInfo &fk : t.foreignKeys) {
            for (int i = 0; i < fk.columns.size(); ++i)
                fkTargets.insert(fk.columns[i], QStringLiteral("%1.%2").arg(fk.refTable, fk.refColumns.value(i)));
        }
        for (const db::ColumnInfo &c : t.columns) {
            const bool isKey = t.primaryKey.contains(c.name);
            const bool isFk = fkTargets.contains(c.name);
            auto *col = new QStandardItem(icon(isKey ? "key" : isFk ? "foreignkey" : "column"),
                                          QStringLiteral("%1  %2").arg(c.name, c.type.toLower()));
            col->setEditable(false);
            col->setData(int(NodeKind::Column), KindRole);
            col->setData(t.schema, SchemaRole);
            col->setData(t.name, TableRole);
            col->setData(c.name, ColumnRole);
            QStringList ctip = {QStringLiteral("<b>%1</b> %2%3").arg(c.name.toHtmlEscaped(), c.type.toHtmlEscaped(),
                                                                        c.nullable ? QString() : tr(", not null"))};
            if (isKey)
                ctip << tr("Primary key");
            if (isFk)
                ctip << tr("References %1").arg(fkTargets.value(c.name).toHtmlEscaped());
            if (!c.comment.isEmpty())
                ctip << c.comment.toHtmlEscaped();
            col->setToolTip(ctip.join(QStringLiteral("<br>")));
            item->appendRow(col);
        }
        parent->appendRow(item);
    }
    if (groupBySchema)
        m_view->expandToDepth(0);
    m_status->setText(catalog.tables.isEmpty() ? tr("This database has no tables yet.")
                                               : tr("%n table(s)", nullptr, m_tableCount)
                                                     + (views ? tr(", %n view(s)", nullptr, views) : QString()));
}

void SchemaTree::showContextMenu(const QPoint &pos)
{
    const QModelIndex index = m_view->indexAt(pos);
    if (!index.isValid())
        return;
    const auto kind = NodeKind(index.data(KindRole).toInt());
    const QString schema = index.data(SchemaRole).toString();
    const QString table = index.data(TableRole).toString();
    QMenu menu(this);
    if (kind == NodeKind::Table || kind == NodeKind::View) {
        menu.addAction(icon("run"), tr("Select First 100 Rows"), this, [this, schema, table] { emit tableActivated(schema, table); });
        menu.addAction(tr("Copy Name"), this, [table] { QApplication::clipboard()->setText(table); });
    } else if (kind == NodeKind::Column) {
        const QString column = index.data(ColumnRole).toString();
        menu.addAction(icon("cell-chart"), tr("Distribution of %1").arg(column), this, [this, schema, table, column] {
            emit columnExplorationRequested(schema, table, column, QString());
        });
        if (const db::TableInfo *t = m_catalog.find(table, schema)) {
            for (const db::ColumnInfo &c : t->columns) {
                if (!db::isTemporal(c.valueType))
                    continue;
                const QString date = c.name;
                const QString text = date == column ? tr("Rows over Time by %1").arg(date)
                                                    : tr("%1 over Time by %2").arg(column, date);
                menu.addAction(icon("cell-chart"), text, this, [this, schema, table, column, date] {
                    emit columnExplorationRequested(schema, table, column, date);
                });
            }
        }
        menu.addSeparator();
        menu.addAction(tr("Copy Name"), this, [column] { QApplication::clipboard()->setText(column); });
    } else {
        return;
    }
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

} // namespace assay::ui
