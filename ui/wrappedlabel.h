#pragma once
// A word-wrapped QLabel that remembers its height for the last width. QLabel lays its text out
// again for every heightForWidth and minimumSizeHint call, and a layout pass of the notebook asks
// every built cell's wrapped labels several times, at more than one width: with thirty cells that
// text layout was a quarter of a scrolling frame. The answer only changes with the width, the
// text or the font, so the last few widths' heights are kept. (setMargin, setIndent and
// setTextFormat send no event: set them before the text, as the notebook's labels do.)

#include <QLabel>

namespace assay::ui {

class WrappedLabel : public QLabel {
    Q_OBJECT
public:
    explicit WrappedLabel(QWidget *parent = nullptr);

    int heightForWidth(int width) const override;
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    bool cacheValid() const;

    void forget() const;

    static constexpr int Widths = 4;
    mutable QString m_text; // what the cached figures were computed for
    mutable int m_widths[Widths];
    mutable int m_heights[Widths];
    mutable int m_next = 0; // the entry to overwrite next
    mutable QSize m_minimum;
};

} // namespace assay::ui
