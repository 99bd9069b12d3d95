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

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void fitColumns();

    db::ResultModel *m_model;
    bool m_fitted = false;
};

} // namespace assay::ui
