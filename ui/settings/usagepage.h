#pragma once
// The usage tab: requests, tokens and cost from the ledger for a period, by day and by model.
// The ledger is read on the thread pool; the tab refreshes when the service records a call.

#include "llm/usageledger.h"

#include <QFuture>
#include <QWidget>

class QComboBox;
class QLabel;
class QTableWidget;

namespace assay::llm {
class LlmService;
}

namespace assay::ui {

class UsagePage : public QWidget {
    Q_OBJECT
public:
    explicit UsagePage(llm::LlmService *service, QWidget *parent = nullptr);

    void refresh();
    QString summaryText() const;
    QTableWidget *dayTable() const { return m_days; }
    QTableWidget *modelTable() const { return m_models; }

signals:
    void refreshed();

protected:
    void showEvent(QShowEvent *event) override;

private:
    struct Snapshot {
        llm::UsageTotals total;
        QList<llm::UsageTotals> days;
        QList<llm::UsageTotals> models;
    };
    void show(const Snapshot &s);
    static void fill(QTableWidget *table, const QList<llm::UsageTotals> &rows);

    llm::LlmService *m_service;
    QComboBox *m_period;
    QLabel *m_summary;
    QTableWidget *m_days;
    QTableWidget *m_models;
    QFuture<Snapshot> m_reading; // the ledger read in flight: one at a time
    quint64 m_readRun = 0;       // which read the finishing future belongs to: only the latest shows
};

} // namespace assay::ui
