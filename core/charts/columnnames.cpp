#include "columnnames.h"

#include <algorithm>

#include <QRegularExpression>
#include <QSet>

namespace assay::charts {
namespace {

bool anyOf(const QStringList &words, std::initializer_list<const char *> candidates) {
    for (const QString &w : words) {
        for (const char *c : candidates) {
            if (w == QLatin1String(c))
                return true;
        }
    }
    return false;
}

// The aggregate a result column was written with, inside any rounding or casting:
// "avg(pet_age)" -> "avg", "ROUND(SUM(amount), 2)" -> "sum".
QString aggregateFunction(const QString &name) {
    static const QRegularExpression re(
        QStringLiteral("\\b(count|sum|total|avg|average|mean|max|min|median|stddev)\\s*\\("),
        QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(name);
    return m.hasMatch() ? m.captured(1).toLower() : QString();
}

} // namespace

QStringList nameWords(const QString &name) {
    QStringList words;
    QString current;
    auto flush = [&] {
        if (!current.isEmpty())
            words << current.toLower();
        current.clear();
    };
    for (int i = 0; i < name.size(); ++i) {
        const QChar c = name[i];
        if (!c.isLetterOrNumber()) {
            flush();
            continue;
        }
        // camelCase and PascalCase boundaries: "petId" and "PetID" both give pet, id.
        if (c.isUpper() && !current.isEmpty()) {
            const bool prevLower = current.back().isLower() || current.back().isDigit();
            const bool nextLower = i + 1 < name.size() && name[i + 1].isLower();
            if (prevLower || (nextLower && current.size() > 1))
                flush();
        }
        current += c;
    }
    flush();
    return words;
}

Additivity additivityFromName(const QString &name) {
    const QString fn = aggregateFunction(name);
    if (fn == u"count" || fn == u"sum" || fn == u"total")
        return Additivity::Additive;
    if (!fn.isEmpty())
        return Additivity::NotAdditive; // averages, extremes, medians
    const QStringList words = nameWords(name);
    // Averages, rates and states of a thing do not add up across categories.
    if (anyOf(words, {"avg",        "average", "mean",    "median",      "max",    "maximum",
                      "min",        "minimum", "rate",    "ratio",       "pct",    "percent",
                      "percentage", "share",   "price",   "age",         "score",  "rating",
                      "level",      "rank",    "ranking", "temperature", "temp",   "latitude",
                      "longitude",  "lat",     "lon",     "lng",         "year",   "version",
                      "speed",      "height",  "weight",  "width",       "length", "density",
                      "margin",     "index",   "grade",   "gpa"}))
        return Additivity::NotAdditive;
    if (anyOf(words,
              {"count",    "cnt",      "num",        "number",     "total",  "sum",     "amount",
               "qty",      "quantity", "sales",      "revenue",    "cost",   "costs",   "profit",
               "volume",   "units",    "population", "visits",     "orders", "spend",   "spent",
               "income",   "expense",  "expenses",   "budget",     "gross",  "net",     "killed",
               "injured",  "deaths",   "votes",      "attendance", "tons",   "tonnage", "gmv",
               "turnover", "items",    "lines"}))
        return Additivity::Additive;
    return Additivity::Unknown;
}

bool nameIsAggregate(const QString &name) {
    return !aggregateFunction(name).isEmpty();
}

bool nameLooksLikeLevel(const QString &name) {
    const QStringList words = nameWords(name);
    if (words.isEmpty() || nameIsAggregate(name))
        return false;
    return anyOf({words.last()}, {"rank", "ranking", "grade", "level", "tier", "stars", "round",
                                  "stage", "floor", "division", "seed", "generation"});
}

bool nameLooksLikeIdentifier(const QString &name) {
    const QStringList words = nameWords(name);
    if (words.isEmpty() || !aggregateFunction(name).isEmpty())
        return false;
    const QString last = words.last();
    return last == u"id" || last == u"uuid" || last == u"guid" || last == u"pk" || last == u"fk" ||
           (words.size() > 1 && last == u"key") ||
           (words.size() > 1 && last == u"no" && words.first() != u"yes");
}

bool nameLooksLikeCode(const QString &name) {
    static const QStringList codes = {QStringLiteral("code"),  QStringLiteral("zip"),    QStringLiteral("zipcode"),
                                      QStringLiteral("postal"), QStringLiteral("postcode"), QStringLiteral("phone"),
                                      QStringLiteral("tel"),   QStringLiteral("fax"),    QStringLiteral("sku"),
                                      QStringLiteral("ean"),   QStringLiteral("isbn"),   QStringLiteral("iban")};
    const QStringList words = nameWords(name);
    if (words.isEmpty())
        return false;
    // "order_number" is a code, "number_of_orders" a count.
    const bool numbered = words.size() > 1 && (words.last() == u"number" || words.last() == u"num");
    return nameLooksLikeIdentifier(name) || numbered ||
           std::any_of(words.begin(), words.end(), [](const QString &w) { return codes.contains(w); });
}

bool nameLooksLikeYear(const QString &name) {
    const QStringList words = nameWords(name);
    return !words.isEmpty() &&
           (words.last() == u"year" || words.last() == u"yr" || words.last() == u"yyyy" ||
            (words.size() == 1 && words.first() == u"year"));
}

bool nameLooksLikeMonth(const QString &name) {
    const QStringList words = nameWords(name);
    return !words.isEmpty() &&
           (words.last() == u"month" || words.last() == u"mon" || words.last() == u"mm");
}

bool nameLooksLikeDate(const QString &name) {
    const QStringList words = nameWords(name);
    if (words.isEmpty())
        return false;
    return anyOf(words, {"date", "datetime", "timestamp", "time", "day", "ts", "dt"}) ||
           (words.size() > 1 && (words.last() == u"at" || words.last() == u"on"));
}

QString unitFromName(const QString &name) {
    const QStringList words = nameWords(name);
    struct Unit {
        const char *word;
        const char *unit;
    };
    static const Unit units[] = {
        {"usd", "USD"},
        {"dollars", "USD"},
        {"eur", "EUR"},
        {"euro", "EUR"},
        {"euros", "EUR"},
        {"gbp", "GBP"},
        {"jpy", "JPY"},
        {"chf", "CHF"},
        {"cny", "CNY"},
        {"pct", "%"},
        {"percent", "%"},
        {"percentage", "%"},
        {"kg", "kg"},
        {"kgs", "kg"},
        {"grams", "g"},
        {"km", "km"},
        {"miles", "mi"},
        {"ms", "ms"},
        {"seconds", "s"},
        {"secs", "s"},
        {"sec", "s"},
        {"minutes", "min"},
        {"mins", "min"},
        {"hours", "h"},
        {"hrs", "h"},
        {"days", "days"},
        {"mb", "MB"},
        {"gb", "GB"},
        {"kb", "KB"},
        {"bytes", "bytes"},
        {"millions", "millions"},
        {"thousands", "thousands"},
        {"billions", "billions"},
        {"celsius", "°C"},
    };
    // The last word that names a unit wins.
    for (auto it = words.crbegin(); it != words.crend(); ++it) {
        for (const Unit &u : units) {
            if (*it == QLatin1String(u.word))
                return QString::fromUtf8(u.unit);
        }
    }
    return {};
}

} // namespace assay::charts
