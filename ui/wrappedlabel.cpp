#include "wrappedlabel.h"

#include <QEvent>

#include <algorithm>
#include <iterator>

namespace assay::ui {

WrappedLabel::WrappedLabel(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
    forget();
}

void WrappedLabel::forget() const
{
    std::fill(std::begin(m_widths), std::end(m_widths), -1);
    m_minimum = {};
}

bool WrappedLabel::cacheValid() const
{
    if (m_text == text()) // a comparison, far cheaper than laying the text out
        return true;
    m_text = text();
    forget();
    return false;
}

int WrappedLabel::heightForWidth(int width) const
{
    if (cacheValid()) {
        for (int i = 0; i < Widths; ++i) {
            if (m_widths[i] == width)
                return m_heights[i];
        }
    }
    const int height = QLabel::heightForWidth(width);
    m_widths[m_next] = width;
    m_heights[m_next] = height;
    m_next = (m_next + 1) % Widths;
    return height;
}

QSize WrappedLabel::minimumSizeHint() const
{
    if (!cacheValid() || !m_minimum.isValid())
        m_minimum = QLabel::minimumSizeHint();
    return m_minimum;
}

void WrappedLabel::changeEvent(QEvent *event)
{
    // A new font, style or margins lay the same text out differently.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange || event->type() == QEvent::ContentsRectChange) {
        forget();
    }
    QLabel::changeEvent(event);
}

} // namespace assay::ui
