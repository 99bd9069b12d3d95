#pragma once
// The result grid: a QTableView over db::ResultModel (lazy, windowed), NULLs drawn dimmed,
// Ctrl+C copies the selection as tab-separated text.

#include <QTableView>

namespace assay::db {
class ResultModel;
class QueryJob;
} // namespace assay::db

namespace assay::ui {

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
