#include "pricespage.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace assay::ui {

namespace {

QDoubleSpinBox *priceBox(double value) {
    auto *box = new QDoubleSpinBox;
    box->setRange(0, 10000);
    box->setDecimals(3);
    box->setSingleStep(0.05);
    box->setPrefix(QStringLiteral("$ "));
    box->setFrame(false);
    box->setValue(value);
    return box;
}

} // namespace

PricesPage::PricesPage(QWidget *parent)
    : QWidget(parent) {
    auto *note = new QLabel(
        tr("Prices per million tokens, used for the cost figures. A model matches its exact name, "
           "else the longest name it starts with (\"gpt-4o-mini-2024-07-18\" uses "
           "\"gpt-4o-mini\"). "
           "The defaults are list prices from late 2025: check your provider's page. "
           "A model without a price has an unknown cost, shown as such; enter 0 for a free "
           "one. Ollama's local models cost nothing."),
        this);
    note->setWordWrap(true);
    m_table = new QTableWidget(0, 3, this);
    m_table->setHorizontalHeaderLabels(
        {tr("Model"), tr("Input / 1M tokens"), tr("Output / 1M tokens")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAccessibleName(tr("Prices"));
    auto *add = new QPushButton(tr("Add"), this);
    auto *remove = new QPushButton(tr("Remove"), this);
    auto *defaults = new QPushButton(tr("Restore Defaults"), this);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    buttons->addWidget(defaults);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    connect(add, &QPushButton::clicked, this, [this] {
        addRow({QString(), 0, 0});
        m_table->setCurrentCell(m_table->rowCount() - 1, 0);
        m_table->editItem(m_table->item(m_table->rowCount() - 1, 0));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0)
            m_table->removeRow(m_table->currentRow());
    });
    connect(defaults, &QPushButton::clicked, this,
            [this] { setPrices(llm::PriceTable::defaults()); });
}

void PricesPage::addRow(const llm::ModelPrice &price) {
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, 0, new QTableWidgetItem(price.model));
    m_table->setCellWidget(row, 1, priceBox(price.inputPerMillion));
    m_table->setCellWidget(row, 2, priceBox(price.outputPerMillion));
}

void PricesPage::setPrices(const llm::PriceTable &prices) {
    m_table->setRowCount(0);
    for (const llm::ModelPrice &p : prices.entries())
        addRow(p);
}

llm::PriceTable PricesPage::prices() const {
    llm::PriceTable t;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QString model =
            m_table->item(row, 0) ? m_table->item(row, 0)->text().trimmed() : QString();
        if (model.isEmpty())
            continue;
        t.set({model, static_cast<QDoubleSpinBox *>(m_table->cellWidget(row, 1))->value(),
               static_cast<QDoubleSpinBox *>(m_table->cellWidget(row, 2))->value()});
    }
    return t;
}

} // namespace assay::ui
