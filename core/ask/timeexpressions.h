#pragma once
// Time references in a question, normalised against today's date (TiInsight 3.2, DataLab's query
// rewrite): "last year", "in March 2023", "past 30 days", "Q2 2024", "since 2022", "year to date".
// Deterministic, so the model gets exact ranges instead of guessing what today is, and the
// offline assistant can filter without a model. Ranges are half-open: [from, to).

#include <QDate>
#include <QList>
#include <QString>

namespace assay::ask {

enum class TimeGrainHint { None, Day, Week, Month, Quarter, Year };

struct TimeRange {
    QString text; // as written in the question
    int begin = 0;
    int length = 0;
    QDate from;   // first day included
    QDate to;     // first day after the range

    // "last year = 2025-01-01 to 2025-12-31"
    QString describe() const;
    // "before 2009": no first day; `from` is noStart() and a filter has no lower bound.
    static QDate noStart();
    bool openStart() const { return from == noStart(); }
};

QList<TimeRange> findTimeExpressions(const QString &question, const QDate &today);
// "monthly", "per week", "by quarter", "each year", "daily": the grain a question asks for.
TimeGrainHint findTimeGrain(const QString &question);

} // namespace assay::ask
