#include "messagebanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

namespace assay::ui {

MessageBanner::MessageBanner(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_close(new QToolButton(this))
    , m_action(new QPushButton(this))
{
    setObjectName(QStringLiteral("messageBanner"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_action, 0, Qt::AlignVCenter);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    m_action->hide();
    connect(m_action, &QPushButton::clicked, this, [this] {
        clearMessage();
        emit actionTriggered();
    });
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Dismiss"));
    m_close->setAccessibleName(tr("Dismiss message"));
    connect(m_close, &QToolButton::clicked, this, &MessageBanner::clearMessage);
    setAccessibleName(tr("Message"));
    hide();
}

void MessageBanner::showMessage(Kind kind, const QString &text, const QString &actionText)
{
    showMessage(kind, text);
    m_action->setText(actionText);
    m_action->setAccessibleName(actionText);
    m_action->setVisible(!actionText.isEmpty());
}

void MessageBanner::showMessage(Kind kind, const QString &text)
{
    m_kind = kind;
    m_action->hide();
    QStyle::StandardPixmap pix = QStyle::SP_MessageBoxInformation;
    QString colors = QStringLiteral("background:#e8f1fb; border:1px solid #9cc0e8; color:#0f3a66;");
    switch (kind) {
    case Kind::Info:
        break;
    case Kind::Success:
        pix = QStyle::SP_DialogApplyButton;
        colors = QStringLiteral("background:#e9f6ec; border:1px solid #98cfa5; color:#1d4f2a;");
        break;
    case Kind::Warning:
        pix = QStyle::SP_MessageBoxWarning;
        colors = QStringLiteral("background:#fff6df; border:1px solid #e8c66b; color:#5c4300;");
        break;
    case Kind::Error:
        pix = QStyle::SP_MessageBoxCritical;
        colors = QStringLiteral("background:#fdecea; border:1px solid #eba19b; color:#6b1510;");
        break;
    }
    setStyleSheet(QStringLiteral("#messageBanner { %1 border-radius:4px; } #messageBanner QLabel { color: inherit; border: none; background: transparent; }").arg(colors));
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(style()->standardIcon(pix).pixmap(size, size));
    m_text->setText(text);
    setAccessibleDescription(text);
    show();
}

void MessageBanner::clearMessage()
{
    m_text->clear();
    hide();
}

QString MessageBanner::text() const
{
    return isVisible() ? m_text->text() : QString();
}

void MessageBanner::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        emit activated();
    QFrame::mouseReleaseEvent(event);
}

} // namespace assay::ui
