#include "tour.h"

#include <QApplication>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace assay::ui {

static const char *ShownKey = "tour/shown";

bool Tour::wasShown() {
    return QSettings().value(QLatin1String(ShownKey), false).toBool();
}

void Tour::setShown(bool shown) {
    QSettings().setValue(QLatin1String(ShownKey), shown);
}

Tour::Tour(QWidget *window, QList<Step> steps)
    : QObject(window)
    , m_window(window)
    , m_steps(std::move(steps))
    , m_bubble(new QFrame(window))
    , m_highlight(new QWidget(window))
    , m_counter(new QLabel(m_bubble))
    , m_title(new QLabel(m_bubble))
    , m_text(new QLabel(m_bubble))
    , m_back(new QPushButton(tr("Back"), m_bubble))
    , m_next(new QPushButton(tr("Next"), m_bubble))
    , m_skip(new QPushButton(tr("Skip Tour"), m_bubble)) {
    m_bubble->setObjectName(QStringLiteral("tourBubble"));
    m_bubble->setAccessibleName(tr("Tour"));
    m_bubble->setFrameShape(QFrame::StyledPanel);
    m_bubble->setAutoFillBackground(true);
    // Opaque, in the window's own colours (light and dark), framed in the accent colour.
    m_bubble->setStyleSheet(
        QStringLiteral("QFrame#tourBubble { background: palette(base); color: palette(text);"
                       " border: 2px solid palette(highlight); border-radius: 6px; }"
                       "QFrame#tourBubble QLabel { color: palette(text); background: transparent; "
                       "border: none; }"));
    m_highlight->setObjectName(QStringLiteral("tourHighlight"));
    m_highlight->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_highlight->setStyleSheet(QStringLiteral(
        "QWidget#tourHighlight { border: 3px solid palette(highlight); border-radius: 4px; }"));
    m_highlight->setAttribute(Qt::WA_StyledBackground);
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_counter->setEnabled(false);
    m_skip->setFlat(true);
    m_next->setDefault(true);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_counter);
    buttons->addStretch(1);
    buttons->addWidget(m_skip);
    buttons->addWidget(m_back);
    buttons->addWidget(m_next);
    auto *layout = new QVBoxLayout(m_bubble);
    layout->setContentsMargins(14, 12, 14, 10);
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    layout->addLayout(buttons);
    m_bubble->setFixedWidth(380);
    m_bubble->hide();
    m_highlight->hide();
    connect(m_next, &QPushButton::clicked, this, &Tour::next);
    connect(m_back, &QPushButton::clicked, this, &Tour::back);
    connect(m_skip, &QPushButton::clicked, this, &Tour::finish);
    window->installEventFilter(this);
    m_bubble->installEventFilter(this);
}

Tour::~Tour() = default;

bool Tour::isActive() const {
    return m_index >= 0;
}

void Tour::start() {
    m_index = 0;
    setShown(true);
    showStep();
}

void Tour::next() {
    if (m_index + 1 >= stepCount()) {
        finish();
        return;
    }
    ++m_index;
    showStep();
}

void Tour::back() {
    if (m_index > 0) {
        --m_index;
        showStep();
    }
}

void Tour::finish() {
    if (m_index < 0)
        return;
    m_index = -1;
    m_bubble->hide();
    m_highlight->hide();
    emit finished();
}

void Tour::showStep() {
    const Step &s = m_steps.at(m_index);
    m_title->setText(s.title);
    m_text->setText(s.text);
    m_counter->setText(tr("%1 of %2").arg(m_index + 1).arg(stepCount()));
    m_back->setEnabled(m_index > 0);
    m_next->setText(m_index + 1 == stepCount() ? tr("Done") : tr("Next"));
    m_bubble->setAccessibleDescription(s.title + QLatin1Char(' ') + s.text);
    // A dock may be hidden or behind another tab: bring it forward.
    if (s.target) {
        for (QWidget *w = s.target; w && w != m_window; w = w->parentWidget()) {
            if (!w->isVisible() && w->isWindow() == false)
                w->show();
        }
    }
    m_bubble->adjustSize();
    place();
    m_highlight->show();
    m_bubble->show();
    m_highlight->raise();
    m_bubble->raise();
    m_next->setFocus();
}

void Tour::place() {
    if (m_index < 0)
        return;
    const Step &s = m_steps.at(m_index);
    QRect target = m_window->rect().adjusted(40, 40, -40, -40);
    if (s.target && s.target->isVisible())
        target = QRect(s.target->mapTo(m_window, QPoint(0, 0)), s.target->size());
    m_highlight->setGeometry(target.adjusted(-2, -2, 2, 2));
    // Beside the target where there is room (right, then left), else inside it at the top.
    const QSize b = m_bubble->sizeHint().expandedTo(QSize(380, 0));
    const QRect area = m_window->rect().adjusted(8, 8, -8, -8);
    QPoint pos;
    if (target.right() + 16 + b.width() <= area.right())
        pos = QPoint(target.right() + 16, target.top() + 24);
    else if (target.left() - 16 - b.width() >= area.left())
        pos = QPoint(target.left() - 16 - b.width(), target.top() + 24);
    else
        pos = QPoint(target.center().x() - b.width() / 2, target.top() + 48);
    pos.setX(std::clamp(pos.x(), area.left(), std::max(area.left(), area.right() - b.width())));
    pos.setY(std::clamp(pos.y(), area.top(), std::max(area.top(), area.bottom() - b.height())));
    m_bubble->setGeometry(QRect(pos, b));
}

bool Tour::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_window &&
        (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest))
        place();
    if (watched == m_bubble && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        finish();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace assay::ui
