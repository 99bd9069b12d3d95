#pragma once
// Inside the key fixtures (keyfixtures.h): deterministic values from a row number and short
// constructors for tables and links, shared by the files that build the families.

#include "keyfixtures.h"

#include <QDate>

#include <cmath>

namespace assay::test::fixture {

// Deterministic values from a row number: splitmix64.
inline quint64 mix(quint64 x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

inline qint64 pick(qint64 row, int salt, qint64 n) {
    return n > 0 ? qint64(mix(quint64(row) * 1000003ULL + quint64(salt)) % quint64(n)) : 0;
}

inline double unit(qint64 row, int salt) {
    return double(mix(quint64(row) * 7919ULL + quint64(salt) * 104729ULL) >> 11) /
           9007199254740992.0;
}

// Skewed towards small values: a few customers place most orders.
inline qint64 skewed(qint64 row, int salt, qint64 n) {
    return std::min(n - 1, qint64(std::pow(unit(row, salt), 1.8) * double(n)));
}

inline QVariant none() {
    return QVariant();
}

inline QString date(qint64 days) {
    return QDate(2022, 1, 1).addDays(days).toString(Qt::ISODate);
}

inline QString letters(qint64 i, int width) {
    QString s(width, u'A');
    for (int k = width - 1; k >= 0; --k) {
        s[k] = QChar(u'A' + int(i % 26));
        i /= 26;
    }
    return s;
}

inline double money(qint64 row, int salt, double scale) {
    return std::round(unit(row, salt) * scale * 100.0) / 100.0;
}

inline FixtureColumn I(const char *name) {
    return {QString::fromLatin1(name), QStringLiteral("INTEGER")};
}
inline FixtureColumn B(const char *name) {
    return {QString::fromLatin1(name), QStringLiteral("BIGINT")};
}
inline FixtureColumn T(const char *name, int n = 40) {
    return {QString::fromLatin1(name), QStringLiteral("VARCHAR(%1)").arg(n)};
}
inline FixtureColumn D(const char *name) {
    return {QString::fromLatin1(name), QStringLiteral("DATE")};
}
inline FixtureColumn M(const char *name) {
    return {QString::fromLatin1(name), QStringLiteral("DECIMAL(12,2)")};
}

inline FixtureTable table(const char *name, QList<FixtureColumn> columns, qint64 rows,
                          std::function<QVariantList(qint64)> row) {
    FixtureTable t;
    t.name = QString::fromLatin1(name);
    t.columns = std::move(columns);
    t.rows = rows;
    t.row = std::move(row);
    return t;
}

inline FixtureLink link(const char *from, QStringList fromColumns, const char *to,
                        QStringList toColumns) {
    return {QString::fromLatin1(from), fromColumns, QString::fromLatin1(to), toColumns};
}

inline qint64 scaled(double scale, qint64 n) {
    return std::max<qint64>(1, qint64(std::llround(double(n) * scale)));
}

struct StarSizes {
    qint64 dates = 730, items = 500, stores = 12, addresses = 1000, cdemo = 200, hdemo = 72,
           customers = 800, promos = 30, sales = 20000, returns = 2000;
};

// The families (keyfixturewarehouses.cpp, keyfixtureshapes.cpp).
void salesWarehouse(KeyFixture &f, double scale);
KeyFixture logisticsWarehouse();
void retailStar(KeyFixture &f, const StarSizes &n, bool withCustomer, const char *customerTable,
                const char *customerKey);
KeyFixture webStar();
KeyFixture partySubtypes();
KeyFixture assetSubtypes();
KeyFixture subscriptionExport();
KeyFixture staffExport();
KeyFixture shopHierarchies();
KeyFixture documentHierarchies();

} // namespace assay::test::fixture
