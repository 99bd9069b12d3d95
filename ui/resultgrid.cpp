#include "resultgrid.h"

#include <QScrollBar>
#include <QWheelEvent>

#include "export/exportactions.h"

#include "db/dbsession.h"
#include "db/resultmodel.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QKeyEvent>
#include <QPainter>
#include <QStyle>
#include <QHelpEvent>
#include <QStyledItemDelegate>
#include <QToolTip>

namespace assay::ui {
namespace {

// Draws SQL NULL dimmed and italic so it never looks like the text "NULL".
class NullAwareDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.data(db::ResultModel::IsNullRole).toBool()) {
            option->font.setItalic(true);
            option->palette.setColor(QPalette::Text, option->palette.color(QPalette::PlaceholderText));
        }
    }

public:
    // A value too wide for its column shows whole in the tooltip (the cell loses its middle).
    bool helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                   const QModelIndex &index) override
    {
        if (event->type() == QEvent::ToolTip && index.data(Qt::ToolTipRole).isNull()) {
            const QString text = index.data(Qt::DisplayRole).toString();
            if (cellElides(view, option, text)) {
                QToolTip::showText(event->globalPos(), text, view);
                return true;
            }
        }
        return QStyledItemDelegate::helpEvent(event, view, option, index);
    }
};

} // namespace

bool cellElides(const QAbstractItemView *view, const QStyleOptionViewItem &option, const QString &text)
{
    // The text's room: the cell less the style's margins on either side.
    const int margin = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
    return option.fontMetrics.horizontalAdvance(text) > option.rect.width() - 2 * margin;
}

ResultGrid::ResultGrid(QWidget *parent)
    : QTableView(parent)
    , m_model(new db::ResultModel(this))
{
    setModel(m_model);
    setItemDelegate(new NullAwareDelegate(this));
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    setWordWrap(false);
    // Names that share a start differ at their end ("Munich Marienplatz", "Munich Marienhof"):
    // a cut takes the middle, and the tooltip shows the whole value.
    setTextElideMode(Qt::ElideMiddle);
    setAccessibleName(tr("Query result"));
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setSectionsMovable(true);
    addResultExportActions(this); // right-click: copy, export data
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (!m_fitted && m_model->rowCount() > 0) {
            m_fitted = true;
            fitColumns();
        }
    });
}

void ResultGrid::showJob(db::QueryJob *job)
{
    m_fitted = false;
    m_model->setJob(job);
}

void ResultGrid::clearResult()
{
    m_fitted = false;
    m_model->clear();
}

void ResultGrid::fitColumns()
{
    // Size columns to the first rows only: measuring every row would read the whole result.
    // At most half the grid's width, but never so narrow that common names are cut (a grid may
    // be filled before its cell has its final width).
    const int maxWidth = std::max(fontMetrics().averageCharWidth() * 32, viewport()->width() / 2);
    for (int c = 0; c < m_model->columnCount(); ++c) {
        int w = horizontalHeader()->fontMetrics().horizontalAdvance(m_model->headerData(c, Qt::Horizontal).toString()) + 24;
        const int rows = std::min(m_model->rowCount(), 50);
        for (int r = 0; r < rows; ++r)
            w = std::max(w, fontMetrics().horizontalAdvance(m_model->index(r, c).data().toString()) + 16);
        setColumnWidth(c, std::min(w, maxWidth));
    }
}

QString ResultGrid::selectionAsText() const
{
    QModelIndexList indexes = selectionModel() ? selectionModel()->selectedIndexes() : QModelIndexList();
    if (indexes.isEmpty())
        return {};
    std::sort(indexes.begin(), indexes.end());
    QString out;
    int row = indexes.first().row();
    bool first = true;
    for (const QModelIndex &i : std::as_const(indexes)) {
        if (i.row() != row) {
            out += QLatin1Char('\n');
            row = i.row();
            first = true;
        }
        if (!first)
            out += QLatin1Char('\t');
        const QVariant v = i.data(db::ResultModel::RawValueRole);
        out += v.isNull() ? QString() : db::ResultModel::displayText(v, db::ValueType::Unknown);
        first = false;
    }
    return out;
}

void ResultGrid::wheelEvent(QWheelEvent *event)
{
    if (m_wheelNeedsFocus && !hasFocus()) {
        passWheelToPage(event);
        return;
    }
    const int vertical = verticalScrollBar()->value();
    const int horizontal = horizontalScrollBar()->value();
    QTableView::wheelEvent(event);
    // At its end the grid does not move: the page behind it does.
    if (m_wheelNeedsFocus && verticalScrollBar()->value() == vertical && horizontalScrollBar()->value() == horizontal)
        passWheelToPage(event);
}

void ResultGrid::passWheelToPage(QWheelEvent *event)
{
    // Handed to the scroll area around the grid directly: left to propagate, the wheel stops at
    // the cell's frame.
    for (QWidget *w = parentWidget(); w; w = w->parentWidget()) {
        if (auto *page = qobject_cast<QAbstractScrollArea *>(w)) {
            const QPointF at = page->viewport()->mapFromGlobal(event->globalPosition());
            QWheelEvent copy(at, event->globalPosition(), event->pixelDelta(), event->angleDelta(), event->buttons(),
                             event->modifiers(), event->phase(), event->inverted(), event->source());
            QCoreApplication::sendEvent(page->viewport(), &copy);
            event->accept();
            return;
        }
    }
    event->ignore();
}

void ResultGrid::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Copy)) {
        QApplication::clipboard()->setText(selectionAsText());
        return;
    }
    QTableView::keyPressEvent(event);
}

} // namespace assay::ui
