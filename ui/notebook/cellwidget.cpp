#include "cellwidget.h"

#include "icons.h"
#include "messagebanner.h"
#include "notebookdocument.h"

#include "notebook/notebook.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPainter>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace assay::ui {
namespace {

struct BadgeStyle {
    const char *background;
    const char *foreground;
};

BadgeStyle badgeFor(notebook::CellState s)
{
    switch (s) {
    case notebook::CellState::Idle:
        return {"#eceff1", "#546e7a"};
    case notebook::CellState::Queued:
        return {"#e3eaf5", "#3f5f8f"};
    case notebook::CellState::Running:
        return {"#d7e7fb", "#0b57d0"};
    case notebook::CellState::Done:
        return {"#dff1e4", "#1d6b32"};
    case notebook::CellState::Stale:
        return {"#fff1cc", "#7a5600"};
    case notebook::CellState::Error:
        return {"#fde2df", "#b3261e"};
    case notebook::CellState::Cancelled:
        return {"#eceff1", "#5f6368"};
    }
    return {"#eceff1", "#546e7a"};
}

// The state badge: a rounded pill in the state's colours. Painted rather than styled with a style
// sheet: a style sheet puts the widget under QStyleSheetStyle, whose polish and rule matching
// made up a large share of building a cell while scrolling.
class StateBadge : public QLabel {
public:
    using QLabel::QLabel;
    void setColors(const BadgeStyle &style)
    {
        m_background = QColor(QLatin1String(style.background));
        QPalette p = palette();
        p.setColor(QPalette::WindowText, QColor(QLatin1String(style.foreground)));
        setPalette(p);
        update();
    }

protected:
    void paintEvent(QPaintEvent *event) override
    {
        {
            QPainter painter(this);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setPen(Qt::NoPen);
            painter.setBrush(m_background);
            const qreal radius = std::min(8.0, height() / 2.0);
            painter.drawRoundedRect(QRectF(rect()), radius, radius);
        }
        QLabel::paintEvent(event);
    }

private:
    QColor m_background;
};

const char *kindIcon(notebook::CellKind k)
{
    switch (k) {
    case notebook::CellKind::Sql:
        return "cell-sql";
    case notebook::CellKind::Chart:
        return "cell-chart";
    case notebook::CellKind::Markdown:
        return "cell-text";
    case notebook::CellKind::Parameter:
        return "cell-param";
    }
    return "cell-sql";
}

} // namespace

CellWidget::CellWidget(NotebookDocument *doc, const QString &cellId, QWidget *parent)
    : QFrame(parent)
    , m_doc(doc)
    , m_id(cellId)
    , m_icon(new QLabel(this))
    , m_name(new QLabel(this))
    , m_nameEdit(new QLineEdit(this))
    , m_badge(new StateBadge(this))
    , m_stats(new QLabel(this))
    , m_run(new QToolButton(this))
    , m_menu(new QToolButton(this))
    , m_body(new QVBoxLayout)
    , m_header(new QHBoxLayout)
    , m_parameters(new QLabel(this))
    , m_banner(new MessageBanner(this))
{
    setObjectName(QStringLiteral("cell"));
    setFocusPolicy(Qt::ClickFocus);
    // paintEvent draws the frame: a 1 px border and a 4 px bar on the left (2 and 6 px in command
    // mode, which reach into the layout's margins rather than move the cell's contents).
    setFrameShape(QFrame::NoFrame);
    setContentsMargins(4, 1, 1, 1);

    QHBoxLayout *header = m_header;
    header->setContentsMargins(0, 0, 0, 0);
    header->setSpacing(6);
    m_icon->setFixedSize(16, 16);
    QFont bold = m_name->font();
    bold.setBold(true);
    m_name->setFont(bold);
    m_name->setTextInteractionFlags(Qt::NoTextInteraction);
    m_name->setToolTip(tr("Double-click to rename"));
    m_nameEdit->hide();
    m_nameEdit->setAccessibleName(tr("Cell name"));
    m_badge->setContentsMargins(6, 1, 6, 1);
    m_stats->setEnabled(false);
    m_run->setIcon(icon("run"));
    m_run->setAutoRaise(true);
    m_run->setToolTip(tr("Run this cell (Ctrl+Enter)"));
    m_run->setAccessibleName(tr("Run cell"));
    m_stats->setAccessibleName(tr("Result figures"));
    m_icon->setAccessibleName(tr("Cell kind"));
    m_menu->setText(QStringLiteral("⋯"));
    m_menu->setAutoRaise(true);
    m_menu->setToolTip(tr("Cell actions"));
    m_menu->setAccessibleName(tr("Cell actions"));
    header->addWidget(m_icon);
    header->addWidget(m_name);
    header->addWidget(m_nameEdit);
    header->addWidget(m_badge);
    header->addStretch(1);
    header->addWidget(m_stats);
    header->addWidget(m_run);
    header->addWidget(m_menu);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 8);
    layout->setSpacing(4);
    layout->addLayout(header);
    m_body->setContentsMargins(0, 0, 0, 0);
    m_body->setSpacing(4);
    layout->addLayout(m_body);
    m_parameters->setEnabled(false); // secondary text, like the figures in the header
    m_parameters->setWordWrap(true);
    m_parameters->setAccessibleName(tr("Parameters used"));
    m_parameters->hide();
    layout->addWidget(m_parameters);
    layout->addWidget(m_banner);
    connect(m_banner, &MessageBanner::actionTriggered, this, [this] {
        const QStringList undeclared = m_doc->notebook()->graph().undeclaredParameters(m_id);
        if (!undeclared.isEmpty())
            emit parameterCellRequested(undeclared.first());
    });

    m_name->installEventFilter(this);
    m_nameEdit->installEventFilter(this);
    connect(m_nameEdit, &QLineEdit::returnPressed, this, &CellWidget::finishRename);
    connect(m_run, &QToolButton::clicked, this, [this] { emit runRequested(m_id, false); });
    connect(m_menu, &QToolButton::clicked, this, &CellWidget::showMenu);
    for (QWidget *w : {static_cast<QWidget *>(m_run), static_cast<QWidget *>(m_menu)})
        watchForActivation(w);
    updateStyle();
}

const notebook::Cell *CellWidget::cell() const
{
    return m_doc->notebook()->cell(m_id);
}

void CellWidget::watchForActivation(QWidget *w)
{
    // Every part of it: a chart's clicks land on the QChartView's viewport, a grid's on its own.
    w->installEventFilter(this);
    for (QWidget *child : w->findChildren<QWidget *>())
        child->installEventFilter(this);
}

void CellWidget::refreshContent()
{
    const notebook::Cell *c = cell();
    if (!c)
        return;
    m_icon->setPixmap(icon(kindIcon(c->kind)).pixmap(16, 16));
    m_name->setText(c->name);
    setAccessibleName(tr("Cell %1").arg(c->name));
    refreshDiagnostic();
}

void CellWidget::refreshOutput()
{
    m_stats->setText(statsText());
    refreshParameters();
    refreshDiagnostic();
}

void CellWidget::refreshParameters()
{
    const notebook::Cell *c = cell();
    const notebook::Notebook *nb = m_doc->notebook();
    QString text;
    if (c && (c->kind == notebook::CellKind::Sql || c->kind == notebook::CellKind::Chart) && c->output.error.isEmpty()
        && !c->output.parameters.isEmpty()) {
        text = tr("Computed with %1").arg(notebook::describeParameters(c->output.parameters));
    } else if (c && c->isInsight() && !nb->isInsightOutdated(m_id)) {
        // The text was written from this very result, so from these values.
        const notebook::Cell *source = nb->cell(c->insightSourceId);
        if (source && !source->output.parameters.isEmpty())
            text = tr("Written for %1").arg(notebook::describeParameters(source->output.parameters));
    }
    m_parameters->setText(text);
    m_parameters->setVisible(!text.isEmpty());
}

void CellWidget::setBadgeShown(bool shown)
{
    m_badge->setVisible(shown);
}

QString CellWidget::statsText() const
{
    const notebook::Cell *c = cell();
    if (!c || !c->output.hasRun() || !c->output.error.isEmpty())
        return {};
    QStringList parts;
    const QLocale locale;
    if (c->kind != notebook::CellKind::Markdown && c->output.rowCount >= 0) {
        parts << (c->output.rowCount == 1 ? tr("1 row") : tr("%1 rows").arg(locale.toString(c->output.rowCount)));
        if (c->output.truncated)
            parts.last() += tr(" (limit reached)");
    }
    if (c->output.elapsedMs > 0 || c->kind == notebook::CellKind::Sql)
        parts << (c->output.elapsedMs < 1000 ? tr("%1 ms").arg(c->output.elapsedMs)
                                             : tr("%1 s").arg(c->output.elapsedMs / 1000.0, 0, 'f', 1));
    return parts.join(QStringLiteral(" · "));
}

void CellWidget::refreshState()
{
    const notebook::CellState s = m_doc->notebook()->state(m_id);
    const BadgeStyle b = badgeFor(s);
    m_badge->setText(notebook::cellStateName(s));
    static_cast<StateBadge *>(m_badge)->setColors(b);
    m_badge->setAccessibleName(tr("State: %1").arg(notebook::cellStateName(s)));
    m_run->setEnabled(s != notebook::CellState::Running && s != notebook::CellState::Queued);
}

QString CellWidget::diagnosticOrError() const
{
    const notebook::Diagnostic d = m_doc->notebook()->graph().diagnostic(m_id);
    if (d.kind != notebook::Diagnostic::Kind::None)
        return d.message;
    const notebook::Cell *c = cell();
    return c ? c->output.error : QString();
}

void CellWidget::refreshDiagnostic()
{
    const notebook::Diagnostic d = m_doc->notebook()->graph().diagnostic(m_id);
    const notebook::Cell *c = cell();
    if (d.isError())
        m_banner->showMessage(MessageBanner::Kind::Error, d.message);
    else if (d.kind == notebook::Diagnostic::Kind::UndeclaredParameter)
        m_banner->showMessage(MessageBanner::Kind::Warning, d.message,
                              tr("Create Parameter %1").arg(m_doc->notebook()->graph().undeclaredParameters(m_id).value(0)));
    else if (c && !c->output.error.isEmpty())
        m_banner->showMessage(m_doc->notebook()->state(m_id) == notebook::CellState::Cancelled ? MessageBanner::Kind::Warning
                                                                                              : MessageBanner::Kind::Error,
                              c->output.error);
    else if (d.kind == notebook::Diagnostic::Kind::ParseError)
        m_banner->showMessage(MessageBanner::Kind::Info, d.message);
    else
        m_banner->clearMessage();
}

void CellWidget::setCurrent(bool current)
{
    if (m_current == current)
        return;
    m_current = current;
    updateStyle();
}

void CellWidget::setCommandMode(bool on)
{
    if (m_commandMode == on)
        return;
    m_commandMode = on;
    updateStyle();
}

void CellWidget::updateStyle()
{
    if (m_current && m_commandMode)
        setAccessibleDescription(tr("Selected in command mode"));
    else
        setAccessibleDescription(m_current ? tr("Current cell") : QString());
    update();
}

void CellWidget::paintEvent(QPaintEvent *event)
{
    Q_UNUSED(event)
    // The current cell: an accent border and bar; in command mode (the whole cell selected)
    // thicker, over a tint of the accent. Other cells: a quiet border and no bar. Straight edges
    // are filled rectangles and only the small corners are antialiased: one antialiased outline
    // of the whole cell cost about 0.5 ms a cell, a sixth of a scrolling frame.
    const QColor accent = palette().color(QPalette::Highlight);
    const bool selected = m_current && m_commandMode;
    const qreal b = selected ? 2 : 1; // border
    const qreal bar = selected ? 6 : 4;
    const qreal r = 4; // corner radius
    const qreal w = width();
    const qreal h = height();
    const QColor line = m_current ? accent : palette().color(QPalette::Mid);
    QPainter painter(this);
    if (selected) {
        QColor tint = accent;
        tint.setAlpha(28);
        painter.fillRect(QRectF(b, b, w - 2 * b, h - 2 * b), tint);
    }
    painter.fillRect(QRectF(r, 0, w - 2 * r, b), line);
    painter.fillRect(QRectF(r, h - b, w - 2 * r, b), line);
    painter.fillRect(QRectF(0, r, b, h - 2 * r), line);
    painter.fillRect(QRectF(w - b, r, b, h - 2 * r), line);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(line, b, Qt::SolidLine, Qt::FlatCap));
    const qreal c = b / 2;
    const qreal d = 2 * r - b;
    painter.drawArc(QRectF(c, c, d, d), 90 * 16, 90 * 16);
    painter.drawArc(QRectF(w - c - d, c, d, d), 0, 90 * 16);
    painter.drawArc(QRectF(c, h - c - d, d, d), 180 * 16, 90 * 16);
    painter.drawArc(QRectF(w - c - d, h - c - d, d, d), 270 * 16, 90 * 16);
    if (!m_current)
        return;
    // The bar: the frame's rounded left end, cut at `bar`.
    painter.fillRect(QRectF(0, r, bar, h - 2 * r), accent);
    painter.setPen(Qt::NoPen);
    painter.setBrush(accent);
    for (const qreal y : {qreal(0), h - 2 * r - 1}) {
        painter.setClipRect(QRectF(0, y == 0 ? 0 : h - r, bar, r));
        painter.drawRoundedRect(QRectF(0, y, bar + 2 * r, 2 * r + 1), r, r);
    }
}

bool CellWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::MouseButtonPress)
        emit activated(m_id);
    // a part made later (a chart's drawing, made when it is first drawn) is watched too
    if (event->type() == QEvent::ChildAdded)
        if (auto *child = qobject_cast<QWidget *>(static_cast<QChildEvent *>(event)->child()))
            watchForActivation(child);
    // Esc in an editor (with no completion or menu open): command mode, as in Jupyter.
    if (event->type() == QEvent::KeyPress && watched != m_nameEdit) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape && key->modifiers() == Qt::NoModifier && !QApplication::activePopupWidget()) {
            emit commandModeRequested(m_id);
            return true;
        }
    }
    if (watched == m_name && event->type() == QEvent::MouseButtonDblClick) {
        startRename();
        return true;
    }
    if (watched == m_nameEdit) {
        if (event->type() == QEvent::KeyPress && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
            m_nameEdit->hide();
            m_name->show();
            return true;
        }
        if (event->type() == QEvent::FocusOut && m_nameEdit->isVisible())
            finishRename();
    }
    return QFrame::eventFilter(watched, event);
}

void CellWidget::mousePressEvent(QMouseEvent *event)
{
    emit activated(m_id);
    QFrame::mousePressEvent(event);
}

void CellWidget::focusInEvent(QFocusEvent *event)
{
    emit activated(m_id);
    QFrame::focusInEvent(event);
}

void CellWidget::startRename()
{
    m_nameEdit->setText(m_name->text());
    m_name->hide();
    m_nameEdit->show();
    m_nameEdit->selectAll();
    m_nameEdit->setFocus();
}

void CellWidget::finishRename()
{
    const QString name = m_nameEdit->text().trimmed();
    m_nameEdit->hide();
    m_name->show();
    if (!name.isEmpty() && name != m_name->text())
        emit renameRequested(m_id, name);
}

void CellWidget::showMenu()
{
    const notebook::Cell *c = cell();
    if (!c)
        return;
    QMenu menu(this);
    menu.addAction(icon("run"), tr("Run"), this, [this] { emit runRequested(m_id, false); });
    if (c->kind == notebook::CellKind::Sql)
        menu.addAction(icon("cell-chart"), tr("Chart This Result"), this, [this] { emit chartRequested(m_id); });
    if (c->kind == notebook::CellKind::Sql || c->kind == notebook::CellKind::Chart)
        menu.addAction(icon("cell-text"), tr("Describe This Result"), this, [this] { emit insightRequested(m_id); });
    if (c->isInsight())
        menu.addAction(tr("Regenerate Insight"), this, [this] { emit insightRequested(m_id); });
    menu.addSeparator();
    menu.addAction(tr("Rename…"), this, &CellWidget::startRename);
    menu.addAction(tr("Move Up"), this, [this] { emit moveRequested(m_id, -1); });
    menu.addAction(tr("Move Down"), this, [this] { emit moveRequested(m_id, 1); });
    menu.addSeparator();
    menu.addAction(style()->standardIcon(QStyle::SP_TrashIcon), tr("Delete"), this, [this] { emit deleteRequested(m_id); });
    menu.exec(m_menu->mapToGlobal(QPoint(0, m_menu->height())));
}

} // namespace assay::ui
