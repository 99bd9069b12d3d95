#pragma once
// What profiling learns about a table without any model: per column its type, nulls, distinct
// values, ranges, typical values; per table its row count and likely keys. Plain values, JSON-able
// (they live in the knowledge store).

#include "db/resulttypes.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace assay::knowledge {

struct ColumnProfile {
    QString name;
    db::ValueType type = db::ValueType::Unknown;
    qint64 nonNull = 0;
    double nullRatio = 0;
    qint64 distinct = -1;  // among the sampled rows
    QVariant min;          // numbers and dates
    QVariant max;
    double averageLength = 0; // text
    QList<std::pair<QString, qint64>> topValues; // most frequent, for categorical columns
    QStringList samples;   // a few distinct values
    bool keyCandidate = false;

    bool isCategorical(qint64 sampledRows) const;
    // "text, 2% null, 38 distinct: Berlin (1,204), Paris (998)…" for prompts and tooltips.
    // With shareValues false, no cell value appears (only types and counts).
    QString summary(bool shareValues, qint64 sampledRows) const;
    QJsonObject toJson() const;
    static ColumnProfile fromJson(const QJsonObject &json);
};

struct TableProfile {
    QString schema;
    QString table;
    qint64 rowCount = -1;
    bool rowCountExact = false;
    qint64 sampledRows = 0; // rows the column figures come from
    QList<ColumnProfile> columns;
    QStringList keyCandidates;
    QDateTime profiledAt;
    QString warning;        // what could not be profiled, if anything

    const ColumnProfile *column(QStringView name) const;
    QJsonObject toJson() const;
    static TableProfile fromJson(const QJsonObject &json);
};

} // namespace assay::knowledge
