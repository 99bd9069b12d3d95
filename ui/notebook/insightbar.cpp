#include "insightbar.h"

#include "wrappedlabel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace assay::ui {

InsightBar::InsightBar(QWidget *parent)
    : QWidget(parent)
    , m_label(new WrappedLabel(this))
    , m_regenerate(new QPushButton(tr("Regenerate"), this)) {
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed); // never takes the text's room
    m_label->setTextFormat(Qt::RichText);
    m_label->setWordWrap(true);
    m_regenerate->setToolTip(tr("Describe the current result again"));
    m_regenerate->setAccessibleName(tr("Regenerate insight"));
    layout->addWidget(m_label, 1);
    layout->addWidget(m_regenerate);
    connect(m_regenerate, &QPushButton::clicked, this, &InsightBar::regenerateRequested);
    hide();
}

void InsightBar::showFor(const QString &sourceName, bool outdated) {
    const QString about = tr("Insight about <b>%1</b>").arg(sourceName.toHtmlEscaped());
    if (outdated) {
        m_label->setText(about + QStringLiteral(" · <span style=\"color:#b26a00\">%1</span>")
                                     .arg(tr("the result has changed since this was written")));
    } else {
        m_label->setText(about);
    }
    m_label->setEnabled(outdated); // the palette's secondary text colour while all is well
    m_regenerate->setVisible(outdated);
    setVisible(true);
}

bool InsightBar::isOutdatedShown() const {
    return !isHidden() && !m_regenerate->isHidden();
}

} // namespace assay::ui
