#pragma once
// The prices tab: the per-model price table the cost figures come from, editable, with the
// defaults one click away.

#include "llm/pricetable.h"

#include <QWidget>

class QTableWidget;

namespace assay::ui {

class PricesPage : public QWidget {
    Q_OBJECT
public:
    explicit PricesPage(QWidget *parent = nullptr);

    void setPrices(const llm::PriceTable &prices);
    llm::PriceTable prices() const;
    QTableWidget *table() const { return m_table; }

private:
    void addRow(const llm::ModelPrice &price);

    QTableWidget *m_table;
};

} // namespace assay::ui
