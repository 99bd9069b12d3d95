#pragma once
// What a column's name says about it. Result columns are often expressions ("COUNT(*)",
// "avg(pet_age)") or names like "order_total_eur", "PetID", "fiscal_year": the words and the
// aggregate around them tell a count from an average, an identifier from a measure, and a unit.

#include <QString>
#include <QStringList>

namespace assay::charts {

// Lower-case words of a name: "PetID" -> pet, id; "avg(T2.pet_age)" -> avg, t2, pet, age.
QStringList nameWords(const QString &name);

// Whether values add up to a meaningful whole (counts, amounts) or not (averages, rates, ages).
enum class Additivity { Unknown, Additive, NotAdditive };
Additivity additivityFromName(const QString &name);

bool nameLooksLikeIdentifier(const QString &name); // id, *_id, PetID, uuid, code keys
// An aggregate expression or its usual alias: "count(*)", "AVG(T1.age)", "ROUND(SUM(x), 2)".
bool nameIsAggregate(const QString &name);
// Levels with an order of their own: rank, grade, level, tier, stars, round, stage, floor.
bool nameLooksLikeLevel(const QString &name);
// Codes written with digits (zip, phone, sku, account number): text, never a measure.
bool nameLooksLikeCode(const QString &name);
bool nameLooksLikeYear(const QString &name);       // year, fiscal_year, yr
bool nameLooksLikeMonth(const QString &name);      // month, mon, *_month (month of the year)
bool nameLooksLikeDate(const QString &name);       // date, *_at, *_on, time, day, timestamp

// The unit a name states ("amount_eur" -> "EUR", "share_pct" -> "%", "weight_kg" -> "kg"),
// or empty when it states none.
QString unitFromName(const QString &name);

} // namespace assay::charts
