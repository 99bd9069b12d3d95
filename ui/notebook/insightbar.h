#pragma once
// The strip above an insight cell's text: which result it describes, and when that result has
// changed since the text was written, a button to write it again.

#include <QWidget>

class QLabel;
class QPushButton;

namespace assay::ui {

class InsightBar : public QWidget {
    Q_OBJECT
public:
    explicit InsightBar(QWidget *parent = nullptr);

    // Shown only for insight cells; `outdated` when the source's data hash differs.
    void showFor(const QString &sourceName, bool outdated);
    QPushButton *regenerateButton() const { return m_regenerate; }
    bool isOutdatedShown() const;

signals:
    void regenerateRequested();

private:
    QLabel *m_label;
    QPushButton *m_regenerate;
};

} // namespace assay::ui
