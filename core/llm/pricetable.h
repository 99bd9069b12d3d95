#pragma once
// Prices per million tokens, by model. The user edits them in the settings dialog (they change
// more often than Assay is released); the defaults are the model catalog's list prices in USD
// (modelcatalog.h, with its date, shown in the dialog). A model matches its exact name first, then
// the longest entry that is a prefix of it ("gpt-4o-mini-2024-07-18" is priced as "gpt-4o-mini"),
// then the same for the id without a gateway's prefix ("openai/gpt-6.1-terra"). A model with no
// entry has an unknown cost (Usage::priced is false), never a cost of 0; Ollama's local models
// cost 0. Reasoning tokens are output tokens and priced as such.

#include <QJsonArray>
#include <QList>
#include <QString>

#include <optional>

namespace assay::llm {

struct ModelPrice {
    QString model;
    double inputPerMillion = 0;
    double outputPerMillion = 0;

    bool operator==(const ModelPrice &) const = default;
};

class PriceTable {
public:
    static PriceTable defaults();

    const QList<ModelPrice> &entries() const { return m_entries; }
    void setEntries(QList<ModelPrice> entries) { m_entries = std::move(entries); }
    void set(const ModelPrice &price); // inserts or replaces by model name
    void remove(const QString &model);

    std::optional<ModelPrice> find(const QString &model) const;
    bool hasEntry(const QString &model) const; // exactly this entry
    // nullopt when the model has no price.
    std::optional<double> cost(const QString &model, int promptTokens, int completionTokens) const;

    QString currency() const { return m_currency; }
    void setCurrency(const QString &currency) { m_currency = currency; }

    QJsonArray toJson() const;
    static PriceTable fromJson(const QJsonArray &json);

private:
    std::optional<ModelPrice> findAsNamed(const QString &model) const;
    QList<ModelPrice> m_entries;
    QString m_currency = QStringLiteral("USD");
};

} // namespace assay::llm
