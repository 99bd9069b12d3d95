#include "pricetable.h"
#include "modelcatalog.h"

#include <QJsonObject>

#include <algorithm>

namespace assay::llm {

PriceTable PriceTable::defaults() {
    PriceTable t;
    for (const CatalogModel &m : ModelCatalog::shipped().models()) {
        if (!m.family && m.inputPerMillion && m.outputPerMillion)
            t.m_entries.append({m.id, *m.inputPerMillion, *m.outputPerMillion});
    }
    return t;
}

bool PriceTable::hasEntry(const QString &model) const {
    return std::any_of(m_entries.cbegin(), m_entries.cend(), [&](const ModelPrice &p) {
        return p.model.compare(model, Qt::CaseInsensitive) == 0;
    });
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
    if (auto exact = findAsNamed(model))
        return exact;
    const QString canonical = ModelCatalog::canonicalId(model);
    if (canonical != model)
        return findAsNamed(canonical);
    return std::nullopt;
}

std::optional<ModelPrice> PriceTable::findAsNamed(const QString &model) const {
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
