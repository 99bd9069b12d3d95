#pragma once
// Why Assay believes a relationship nobody declared: the evidence a person would weigh, kept with
// the relationship so the Knowledge panel, the model's context and MCP can show it ("99.8% of
// orders.cust_ref values are in customers.id; id is unique"). Filled by core/relationships
// (discovery from the data); plain values, JSON-able (they live in the knowledge store).

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace assay::knowledge {

struct Relationship;

struct RelationshipEvidence {
    // How sure it is that the referenced columns identify a row.
    enum class TargetKey {
        Unknown,
        Declared,       // the catalog's primary key (or part of it)
        Unique,         // unique and never NULL over the whole table
        UniqueInSample, // unique and never NULL in the sample profiled (a big table)
    };
    // What the names say, strongest last but one (Hierarchy only applies within one table).
    enum class NameMatch {
        None,
        Abbreviation, // "cust_ref" -> customers, "cdemo_sk" -> customer_demographics
        Hierarchy,    // a column of a table pointing at its own key ("reports_to", "manager_id")
        Role,         // the name ends with the target's ("manager_staff_id" -> staff)
        KeyName,      // the same words as the referenced key ("item_sk" -> "i_item_sk")
        TableName, // the words of the referenced table ("claim_amount_identifier" -> claim_amount)
        Same,      // the same column name ("customer_id" -> "customer_id")
    };

    TargetKey targetKey = TargetKey::Unknown;
    NameMatch name = NameMatch::None;
    qint64 checked = 0;      // distinct referencing values (or value combinations) checked
    qint64 found = 0;        // of them, present in the referenced key
    bool sampled = false;    // the referencing values came from a sample of a big table
    bool trimmed = false;    // they match only with surrounding spaces trimmed
    bool asText = false;     // numbers compared with text as text ('42' = 42)
    double targetShare = -1; // the share of the referenced key's values that are referenced
    double span = -1;        // the share of the key's values between the smallest and the largest
                             // referencing value (1: they spread over the whole key)
    double randomness = -1;  // how likely values picked at random from the key spread no wider
                             // than that (Zhang et al.): near 0 for 1..10 inside 1..1000
    double sparsity = -1;    // bits of surprise per value: how unlikely a value of the key's
                             // range is to be in the key at all (0 for a dense 1..n)
    int competitors = 0;     // other keys every value was also found in
    QString danglingTarget;  // the column's declared key names this table, which is not there
    bool noValues = false;   // nothing to check: an empty table or a column of NULLs

    double coverage() const { return checked > 0 ? double(found) / double(checked) : -1; }
    bool isEmpty() const {
        return targetKey == TargetKey::Unknown && name == NameMatch::None && checked == 0 &&
               !noValues;
    }
    QJsonObject toJson() const;
    static RelationshipEvidence fromJson(const QJsonObject &json);
};

QString targetKeyKey(RelationshipEvidence::TargetKey k);
QString nameMatchKey(RelationshipEvidence::NameMatch m);

// The evidence in sentences, translated, for the Knowledge panel and tooltips:
// "99.8% of the 2,000 values of orders.cust_ref checked are in customers.id", "customers.id is
// unique", "the name cust_ref abbreviates customers". Empty for a declared key.
QStringList explainRelationship(const Relationship &r);

} // namespace assay::knowledge
