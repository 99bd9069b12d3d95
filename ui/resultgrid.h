#pragma once
// The result grid: a QTableView over db::ResultModel (lazy, windowed), NULLs drawn dimmed,
// Ctrl+C copies the selection as tab-separated text.

#include <QTableView>

namespace assay::db {
class ResultModel;
class QueryJob;
} // namespace assay::db

namespace assay::ui {

// Whether `text` is wider than the room its cell gives it (then the cell elides it in the middle
// and the tooltip shows it whole).
bool cellElides(const QAbstractItemView *view, const QStyleOptionViewItem &option, const QString &text);

class ResultGrid : public QTableView {
    Q_OBJECT
public:
    explicit ResultGrid(QWidget *parent = nullptr);

    db::ResultModel *resultModel() const { return m_model; }
    void showJob(db::QueryJob *job);
    void clearResult();
    QString selectionAsText() const;
    // Inside a scrolling page (the notebook): the wheel scrolls the page until the grid is
    // clicked, and again once the grid cannot scroll further, so a long result never traps it.
    void setWheelNeedsFocus(bool needsFocus) { m_wheelNeedsFocus = needsFocus; }

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    void fitColumns();
    void passWheelToPage(QWheelEvent *event);

    db::ResultModel *m_model;
    bool m_fitted = false;
    bool m_wheelNeedsFocus = false;
};

} // namespace assay::ui
