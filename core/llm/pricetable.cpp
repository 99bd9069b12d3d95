#include "pricetable.h"

#include <QJsonObject>

namespace assay::llm {

PriceTable PriceTable::defaults() {
    PriceTable t;
    t.m_entries = {
        {QStringLiteral("gpt-4o-mini"), 0.15, 0.60},
        {QStringLiteral("gpt-4o"), 2.50, 10.00},
        {QStringLiteral("gpt-4.1-mini"), 0.40, 1.60},
        {QStringLiteral("gpt-4.1"), 2.00, 8.00},
        {QStringLiteral("text-embedding-3-small"), 0.02, 0},
        {QStringLiteral("text-embedding-3-large"), 0.13, 0},
        {QStringLiteral("gpt-5-mini"), 0.25, 2.00},
        {QStringLiteral("gpt-5-nano"), 0.05, 0.40},
        {QStringLiteral("claude-haiku-4-5"), 1.00, 5.00},
        {QStringLiteral("claude-sonnet-4-5"), 3.00, 15.00},
        {QStringLiteral("claude-3-5-haiku"), 0.80, 4.00},
        {QStringLiteral("claude-3-5-sonnet"), 3.00, 15.00},
        {QStringLiteral("claude-3-7-sonnet"), 3.00, 15.00},
    };
    return t;
}

void PriceTable::set(const ModelPrice &price) {
    for (ModelPrice &p : m_entries) {
        if (p.model == price.model) {
            p = price;
            return;
        }
    }
    m_entries.append(price);
}

void PriceTable::remove(const QString &model) {
    m_entries.removeIf([&](const ModelPrice &p) { return p.model == model; });
}

std::optional<ModelPrice> PriceTable::find(const QString &model) const {
    const ModelPrice *best = nullptr;
    for (const ModelPrice &p : m_entries) {
        if (p.model.compare(model, Qt::CaseInsensitive) == 0)
            return p;
        if (model.startsWith(p.model, Qt::CaseInsensitive) &&
            (!best || p.model.size() > best->model.size()))
            best = &p;
    }
    if (best)
        return *best;
    return std::nullopt;
}

std::optional<double> PriceTable::cost(const QString &model, int promptTokens,
                                       int completionTokens) const {
    const auto price = find(model);
    if (!price)
        return std::nullopt;
    return (promptTokens * price->inputPerMillion + completionTokens * price->outputPerMillion) /
           1e6;
}

QJsonArray PriceTable::toJson() const {
    QJsonArray array;
    for (const ModelPrice &p : m_entries)
        array.append(QJsonObject{{QStringLiteral("model"), p.model},
                                 {QStringLiteral("input"), p.inputPerMillion},
                                 {QStringLiteral("output"), p.outputPerMillion}});
    return array;
}

PriceTable PriceTable::fromJson(const QJsonArray &json) {
    PriceTable t;
    for (const QJsonValue &v : json) {
        const QJsonObject o = v.toObject();
        ModelPrice p{o.value(QStringLiteral("model")).toString(),
                     o.value(QStringLiteral("input")).toDouble(),
                     o.value(QStringLiteral("output")).toDouble()};
        if (!p.model.isEmpty() && p.inputPerMillion >= 0 && p.outputPerMillion >= 0)
            t.set(p);
    }
    return t;
}

} // namespace assay::llm
