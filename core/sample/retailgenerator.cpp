#include "retailgenerator.h"
#include "sampletr.h"

#include "random.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QRegularExpression>
#include <QString>

#include <sqlite3.h>

#include <algorithm>
#include <array>
#include <cmath>

namespace assay::sample {
namespace {

struct City {
    const char *name;
    const char *country;
    int region; // 1-based region id
    double weight;
};

constexpr std::array<const char *[2], 7> Regions = {{
    {"Central Europe", "Europe"},
    {"Western Europe", "Europe"},
    {"Southern Europe", "Europe"},
    {"Northern Europe", "Europe"},
    {"British Isles", "Europe"},
    {"North America", "Americas"},
    {"Asia Pacific", "Asia Pacific"},
}};

constexpr City Cities[] = {
    {"Berlin", "Germany", 1, 3.6}, {"Munich", "Germany", 1, 1.5}, {"Hamburg", "Germany", 1, 1.8},
    {"Cologne", "Germany", 1, 1.1}, {"Vienna", "Austria", 1, 1.9}, {"Zurich", "Switzerland", 1, 1.4},
    {"Paris", "France", 2, 2.2}, {"Lyon", "France", 2, 0.9}, {"Brussels", "Belgium", 2, 1.2},
    {"Amsterdam", "Netherlands", 2, 1.6}, {"Rotterdam", "Netherlands", 2, 0.7},
    {"Madrid", "Spain", 3, 1.6}, {"Barcelona", "Spain", 3, 1.6}, {"Milan", "Italy", 3, 1.4},
    {"Rome", "Italy", 3, 1.3}, {"Lisbon", "Portugal", 3, 0.8},
    {"Stockholm", "Sweden", 4, 1.0}, {"Copenhagen", "Denmark", 4, 0.9}, {"Oslo", "Norway", 4, 0.7},
    {"Helsinki", "Finland", 4, 0.6},
    {"London", "United Kingdom", 5, 3.0}, {"Manchester", "United Kingdom", 5, 1.0},
    {"Edinburgh", "United Kingdom", 5, 0.6}, {"Dublin", "Ireland", 5, 0.9},
    {"New York", "United States", 6, 2.4}, {"Boston", "United States", 6, 0.9},
    {"Chicago", "United States", 6, 1.2}, {"San Francisco", "United States", 6, 1.0},
    {"Toronto", "Canada", 6, 1.1},
    {"Tokyo", "Japan", 7, 1.3}, {"Singapore", "Singapore", 7, 0.9}, {"Sydney", "Australia", 7, 1.0},
};
constexpr int CityCount = int(std::size(Cities));

// Physical stores: city index, name suffix, type, opening date, floor area.
struct StoreSeed {
    int city;
    const char *suffix;
    const char *type;
    const char *opened;
    int area;
    double traffic; // relative order volume
};
constexpr StoreSeed StoreSeeds[] = {
    {0, "Mitte", "flagship", "2012-03-01", 2400, 1.9}, {0, "Alexa", "mall", "2016-09-15", 900, 1.1},
    {1, "Marienplatz", "flagship", "2014-05-10", 1800, 1.4}, {2, "Jungfernstieg", "mall", "2015-04-01", 1100, 1.2},
    {3, "Ehrenfeld", "outlet", "2022-04-09", 1500, 0.8}, {4, "Mariahilfer", "mall", "2017-10-01", 950, 1.0},
    {5, "Bahnhofstrasse", "flagship", "2018-03-03", 1300, 1.1}, {6, "Le Marais", "flagship", "2013-06-20", 1600, 1.5},
    {7, "Part-Dieu", "mall", "2019-02-14", 800, 0.8}, {8, "Louise", "mall", "2016-11-05", 850, 0.9},
    {9, "Kalverstraat", "flagship", "2015-08-28", 1200, 1.2}, {11, "Gran Via", "flagship", "2014-09-09", 1500, 1.2},
    {12, "Diagonal", "mall", "2017-05-19", 1000, 1.1}, {13, "Duomo", "flagship", "2016-03-12", 1250, 1.1},
    {14, "Termini", "mall", "2023-03-25", 700, 0.7}, {15, "Baixa", "outlet", "2021-09-01", 1400, 0.6},
    {16, "Gamla Stan", "mall", "2018-08-18", 800, 0.8}, {17, "Strøget", "mall", "2019-11-01", 750, 0.8},
    {20, "Oxford Street", "flagship", "2011-10-10", 2600, 1.9}, {20, "Canary Wharf", "mall", "2020-02-20", 900, 1.0},
    {21, "Arndale", "mall", "2018-04-21", 950, 0.9}, {23, "Grafton Street", "mall", "2017-07-07", 800, 0.8},
    {24, "SoHo", "flagship", "2015-05-15", 2000, 1.6}, {26, "Magnificent Mile", "mall", "2019-06-01", 1000, 1.0},
    {27, "Union Square", "mall", "2024-05-04", 850, 0.8}, {28, "Yorkdale", "mall", "2018-10-13", 900, 0.9},
    {29, "Shibuya", "flagship", "2020-09-12", 1100, 1.1}, {31, "Pitt Street", "mall", "2022-08-20", 800, 0.7},
};

struct Department {
    const char *name;
    double basePrice;
    double returnRate;
    std::array<const char *, 4> categories;
    std::array<const char *, 5> brands;
    std::array<const char *, 4> nouns;
};
constexpr Department Departments[] = {
    {"Electronics", 180, 0.06, {"Headphones", "Smartphones", "Laptops", "Cameras"},
     {"Auralis", "Voltra", "Kestrel", "Nimbus", "Lumio"}, {"Pro", "Air", "Max", "Lite"}},
    {"Home & Kitchen", 55, 0.04, {"Cookware", "Small Appliances", "Tableware", "Storage"},
     {"Hearthly", "Casa Nova", "Brightline", "Oakfield", "Kitchenry"}, {"Classic", "Essential", "Deluxe", "Compact"}},
    {"Clothing", 45, 0.12, {"Jackets", "Shirts", "Trousers", "Shoes"},
     {"Northbay", "Urban Fox", "Linea", "Fjell", "Marlowe"}, {"Slim", "Relaxed", "Waterproof", "Everyday"}},
    {"Sports & Outdoors", 70, 0.05, {"Cycling", "Camping", "Fitness", "Running"},
     {"Summit", "Trailhead", "Pulse", "Arcadia", "Riverstone"}, {"Trail", "Sport", "Ultra", "Active"}},
    {"Toys", 30, 0.03, {"Building Sets", "Board Games", "Dolls", "Puzzles"},
     {"Brickly", "Playwell", "Tinytown", "Jigsawly", "Funforge"}, {"Junior", "Family", "Deluxe", "Mini"}},
    {"Books", 18, 0.02, {"Fiction", "Cookbooks", "Travel Guides", "Children's Books"},
     {"Penfold", "Harbor Press", "Quill & Co", "Lantern", "Bluebird"}, {"Collected", "Illustrated", "Pocket", "Complete"}},
    {"Beauty", 25, 0.04, {"Skincare", "Fragrance", "Hair Care", "Makeup"},
     {"Velour", "Aqualis", "Bloom", "Lune", "Saffira"}, {"Hydra", "Night", "Pure", "Glow"}},
    {"Garden", 40, 0.04, {"Tools", "Plants & Seeds", "Furniture", "Lighting"},
     {"Greenacre", "Thornbury", "Petalworks", "Yardly", "Meadow"}, {"Heavy-Duty", "Solar", "Folding", "Classic"}},
};
constexpr int DepartmentCount = int(std::size(Departments));

constexpr const char *FirstNames[] = {
    "Anna", "Lukas", "Sofia", "Noah", "Emma", "Liam", "Mia", "Elias", "Lea", "Felix", "Clara", "Jonas",
    "Marie", "Paul", "Lena", "Ben", "Hannah", "Leon", "Julia", "Finn", "Chloé", "Louis", "Camille", "Hugo",
    "Lucía", "Mateo", "Martina", "Pablo", "Giulia", "Lorenzo", "Alice", "Francesco", "Ines", "Tiago",
    "Ella", "Oscar", "Freja", "William", "Saga", "Olivia", "Jack", "Amelia", "George", "Aoife", "Sean",
    "Emily", "James", "Sophia", "Michael", "Ava", "Daniel", "Isabella", "Ethan", "Yuki", "Haruto",
    "Sakura", "Wei", "Mei", "Arjun", "Priya", "Chloe", "Lucas", "Zoe", "Max", "Nora", "Adam",
};
constexpr const char *LastNames[] = {
    "Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Hoffmann",
    "Schulz", "Martin", "Bernard", "Dubois", "Laurent", "García", "Fernández", "López", "Martínez",
    "Rossi", "Russo", "Ferrari", "Bianchi", "Silva", "Santos", "Andersson", "Johansson", "Nielsen",
    "Hansen", "Virtanen", "Smith", "Jones", "Taylor", "Brown", "Murphy", "Kelly", "Walsh", "Johnson",
    "Williams", "Miller", "Davis", "Wilson", "Anderson", "Thompson", "Tanaka", "Suzuki", "Sato", "Tan",
    "Lim", "Nguyen", "Chen", "Kowalski", "Novak", "Horvat", "de Vries", "Jansen", "Peeters", "Janssens",
};
constexpr const char *SupplierWords[] = {"Global", "Nordic", "Pacific", "Alpine", "Atlas", "Meridian", "Union",
                                         "Crescent", "Harbor", "Summit", "Evergreen", "Sterling", "Orion", "Delta"};
constexpr const char *SupplierKinds[] = {"Trading", "Manufacturing", "Supply", "Industries", "Goods", "Imports"};
constexpr const char *SupplierCountries[] = {"China", "Germany", "Vietnam", "Italy", "Poland", "Turkey", "India",
                                             "Portugal", "United States", "Japan", "Bangladesh", "Czechia"};
constexpr const char *CampaignThemes[] = {"New Year Sale", "Spring Refresh", "Easter Deals", "Summer Sale",
                                          "Back to School", "Autumn Collection", "Black Friday", "Cyber Week",
                                          "Holiday Gifts", "Loyalty Week", "Garden Season", "Outdoor Days"};
constexpr const char *CampaignChannels[] = {"email", "social", "search", "tv", "display"};
constexpr const char *ReturnReasons[] = {"damaged", "wrong size", "not as described", "changed mind", "late delivery"};
constexpr const char *MonthNames[] = {"January", "February", "March", "April", "May", "June", "July",
                                      "August", "September", "October", "November", "December"};
constexpr const char *DayNames[] = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};

double money(double v)
{
    return std::round(v * 100.0) / 100.0;
}

// A thin RAII layer over prepared statements, enough for bulk inserts.
class Db {
public:
    explicit Db(sqlite3 *db) : m_db(db) {}
    QString exec(const QByteArray &sql)
    {
        char *err = nullptr;
        if (sqlite3_exec(m_db, sql.constData(), nullptr, nullptr, &err) != SQLITE_OK) {
            const QString e = QString::fromUtf8(err ? err : sqlite3_errmsg(m_db));
            sqlite3_free(err);
            return e;
        }
        return {};
    }
    sqlite3 *handle() const { return m_db; }

private:
    sqlite3 *m_db;
};

class Insert {
public:
    Insert(sqlite3 *db, const char *sql) : m_db(db) { sqlite3_prepare_v2(db, sql, -1, &m_stmt, nullptr); }
    ~Insert() { sqlite3_finalize(m_stmt); }
    Insert &i(qint64 v)
    {
        sqlite3_bind_int64(m_stmt, ++m_col, v);
        return *this;
    }
    Insert &d(double v)
    {
        sqlite3_bind_double(m_stmt, ++m_col, v);
        return *this;
    }
    Insert &t(const QString &v)
    {
        const QByteArray b = v.toUtf8();
        sqlite3_bind_text(m_stmt, ++m_col, b.constData(), int(b.size()), SQLITE_TRANSIENT);
        return *this;
    }
    Insert &t(const char *v)
    {
        sqlite3_bind_text(m_stmt, ++m_col, v, -1, SQLITE_STATIC);
        return *this;
    }
    Insert &null()
    {
        sqlite3_bind_null(m_stmt, ++m_col);
        return *this;
    }
    Insert &iOrNull(qint64 v)
    {
        return v > 0 ? i(v) : null();
    }
    bool run()
    {
        const int rc = sqlite3_step(m_stmt);
        sqlite3_reset(m_stmt);
        sqlite3_clear_bindings(m_stmt);
        m_col = 0;
        if (rc != SQLITE_DONE)
            m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
        return rc == SQLITE_DONE;
    }
    QString error() const { return m_error; }

private:
    sqlite3 *m_db;
    sqlite3_stmt *m_stmt = nullptr;
    int m_col = 0;
    QString m_error;
};

QString iso(const QDate &d)
{
    return d.toString(Qt::ISODate);
}

struct Product {
    int id;
    int department;
    double price;
    QDate launched;
    bool discontinued;
};

struct Customer {
    int id;
    int region;
    QDate signup;
};

struct Campaign {
    int id;
    QDate start;
    QDate end;
    int discount;
    double lift;
};

class Generator {
public:
    Generator(sqlite3 *db, const RetailOptions &o, const std::function<bool(int)> &progress)
        : m_db(db)
        , m_o(o)
        , m_rng(o.seed)
        , m_progress(progress)
        , m_first(o.firstYear, 1, 1)
        , m_last(o.lastYear, 12, 31)
    {
    }

    QString run()
    {
        QString e;
        if (!(e = regionsAndStores()).isEmpty() || !(e = catalogue()).isEmpty() || !(e = people()).isEmpty()
            || !(e = calendarAndCampaigns()).isEmpty() || !(e = sales()).isEmpty())
            return e;
        return {};
    }

private:
    bool report(int percent) { return !m_progress || m_progress(percent); }

    QString regionsAndStores()
    {
        Insert region(m_db, "INSERT INTO regions VALUES (?,?,?)");
        for (int r = 0; r < int(Regions.size()); ++r) {
            if (!region.i(r + 1).t(Regions[r][0]).t(Regions[r][1]).run())
                return region.error();
        }
        Insert store(m_db, "INSERT INTO stores VALUES (?,?,?,?,?,?,?,?)");
        // Store 1 is the online shop, run from Berlin.
        if (!store.i(1).t("Online Shop").t("Online").t("Germany").i(1).t("online").t("2014-01-01").null().run())
            return store.error();
        m_storeTraffic.append(0); // placeholder for id 0
        m_storeTraffic.append(18.0);
        m_storeOpened.append(QDate());
        m_storeOpened.append(QDate(2014, 1, 1));
        m_storeRegion = {0, 1};
        m_storeCity = {-1, -1};
        int id = 2;
        for (const StoreSeed &s : StoreSeeds) {
            const City &c = Cities[s.city];
            if (!store.i(id).t(QStringLiteral("%1 %2").arg(QString::fromUtf8(c.name), QString::fromUtf8(s.suffix)))
                     .t(c.name).t(c.country).i(c.region).t(s.type).t(s.opened).i(s.area).run())
                return store.error();
            m_storeTraffic.append(s.traffic * 1.55);
            m_storeOpened.append(QDate::fromString(QString::fromLatin1(s.opened), Qt::ISODate));
            m_storeRegion.append(c.region);
            m_storeCity.append(s.city);
            ++id;
        }
        return {};
    }

    QString catalogue()
    {
        Insert category(m_db, "INSERT INTO categories VALUES (?,?,?)");
        Insert product(m_db, "INSERT INTO products VALUES (?,?,?,?,?,?,?,?,?)");
        int categoryId = 1;
        int productId = 1;
        for (int d = 0; d < DepartmentCount; ++d) {
            const Department &dep = Departments[d];
            const int deptId = categoryId++;
            if (!category.i(deptId).t(dep.name).null().run())
                return category.error();
            for (int c = 0; c < 4; ++c) {
                const int catId = categoryId++;
                if (!category.i(catId).t(dep.categories[c]).i(deptId).run())
                    return category.error();
                const int count = m_rng.range(11, 17);
                for (int p = 0; p < count; ++p) {
                    const char *brand = dep.brands[m_rng.range(0, 4)];
                    const char *noun = dep.nouns[m_rng.range(0, 3)];
                    QString catName = QString::fromUtf8(dep.categories[c]);
                    if (catName.endsWith(u's') && !catName.endsWith(QLatin1String("ss")))
                        catName.chop(1);
                    const QString name = QStringLiteral("%1 %2 %3 %4")
                                             .arg(QString::fromUtf8(brand), QString::fromUtf8(noun), catName)
                                             .arg(m_rng.range(1, 9) * 100 + (p % 10) * 10);
                    const double price = money(std::max(2.99, dep.basePrice * std::exp(0.55 * m_rng.normal()))) ;
                    const double rounded = std::floor(price) + 0.99;
                    const double cost = money(rounded * (0.42 + 0.25 * m_rng.uniform()));
                    const QDate launched = QDate(2018, 1, 1).addDays(m_rng.range(0, 365 * 7));
                    const bool discontinued = m_rng.chance(0.06);
                    if (!product.i(productId).t(QStringLiteral("SKU-%1-%2").arg(d + 1).arg(productId, 5, 10, QLatin1Char('0')))
                             .t(name).i(catId).t(brand).d(rounded).d(cost).t(iso(launched)).i(discontinued ? 1 : 0).run())
                        return product.error();
                    m_products.append({productId, d, rounded, launched, discontinued});
                    ++productId;
                }
            }
        }
        // Popularity: a shuffled order so that skewed picks favour some products in every department.
        for (int i = int(m_products.size()) - 1; i > 0; --i)
            std::swap(m_products[i], m_products[m_rng.range(0, i)]);

        Insert supplier(m_db, "INSERT INTO suppliers VALUES (?,?,?,?)");
        const int suppliers = 60;
        for (int s = 1; s <= suppliers; ++s) {
            const QString name = QStringLiteral("%1 %2 %3")
                                     .arg(QString::fromUtf8(m_rng.pick(SupplierWords, int(std::size(SupplierWords)))),
                                          QString::fromUtf8(m_rng.pick(SupplierKinds, int(std::size(SupplierKinds)))),
                                          s % 3 == 0 ? QStringLiteral("Ltd") : s % 3 == 1 ? QStringLiteral("GmbH") : QStringLiteral("Co"));
            if (!supplier.i(s).t(name).t(m_rng.pick(SupplierCountries, int(std::size(SupplierCountries))))
                     .d(std::round((2.0 + 3.0 * m_rng.uniform()) * 10) / 10).run())
                return supplier.error();
        }
        Insert link(m_db, "INSERT INTO product_suppliers VALUES (?,?,?,?,?)");
        for (const Product &p : std::as_const(m_products)) {
            const int n = m_rng.range(1, 3);
            QList<int> used;
            for (int k = 0; k < n; ++k) {
                int s = m_rng.range(1, suppliers);
                while (used.contains(s))
                    s = s % suppliers + 1;
                used.append(s);
                if (!link.i(p.id).i(s).d(money(p.price * (0.38 + 0.3 * m_rng.uniform()))).i(m_rng.range(3, 45)).i(k == 0 ? 1 : 0).run())
                    return link.error();
            }
        }
        return {};
    }

    QString people()
    {
        double totalWeight = 0;
        for (const City &c : Cities)
            totalWeight += c.weight;
        Insert customer(m_db, "INSERT INTO customers VALUES (?,?,?,?,?,?,?,?,?,?,?)");
        const int customers = int(24000 * std::sqrt(m_o.scale));
        static const char *segments[] = {"consumer", "small business", "corporate"};
        static const char *tiers[] = {"none", "silver", "gold", "platinum"};
        m_customersByRegion.resize(int(Regions.size()) + 1);
        for (int id = 1; id <= customers; ++id) {
            double pick = m_rng.uniform() * totalWeight;
            int ci = 0;
            while (ci < CityCount - 1 && pick >= Cities[ci].weight) {
                pick -= Cities[ci].weight;
                ++ci;
            }
            const City &c = Cities[ci];
            const QString first = QString::fromUtf8(m_rng.pick(FirstNames, int(std::size(FirstNames))));
            const QString last = QString::fromUtf8(m_rng.pick(LastNames, int(std::size(LastNames))));
            QString handle = (first + QLatin1Char('.') + last).toLower().normalized(QString::NormalizationForm_KD);
            handle.remove(QRegularExpression(QStringLiteral("[^a-z.]")));
            const QString email = QStringLiteral("%1%2@example.com").arg(handle).arg(id);
            const double s = m_rng.uniform();
            const char *segment = s < 0.8 ? segments[0] : s < 0.95 ? segments[1] : segments[2];
            const double t = m_rng.uniform();
            const char *tier = t < 0.55 ? tiers[0] : t < 0.8 ? tiers[1] : t < 0.94 ? tiers[2] : tiers[3];
            // Sign-ups spread over the years, more of them recently (the business grows).
            const int span = int(QDate(2018, 1, 1).daysTo(m_last));
            const QDate signup = QDate(2018, 1, 1).addDays(int(span * std::pow(m_rng.uniform(), 0.8)));
            const int birthYear = m_rng.chance(0.1) ? 0 : m_rng.range(1950, 2006);
            if (!customer.i(id).t(first).t(last).t(email).t(c.name).t(c.country).i(c.region).t(segment).t(tier)
                     .t(iso(signup)).iOrNull(birthYear).run())
                return customer.error();
            m_customersByRegion[c.region].append({id, c.region, signup});
            m_allCustomers.append({id, c.region, signup});
        }
        auto bySignup = [](const Customer &a, const Customer &b) { return a.signup < b.signup || (a.signup == b.signup && a.id < b.id); };
        for (auto &list : m_customersByRegion)
            std::sort(list.begin(), list.end(), bySignup);
        std::sort(m_allCustomers.begin(), m_allCustomers.end(), bySignup);

        Insert employee(m_db, "INSERT INTO employees VALUES (?,?,?,?,?,?,?,?)");
        static const char *roles[] = {"sales associate", "sales associate", "cashier", "stock clerk"};
        int id = 1;
        m_staffByStore.resize(m_storeOpened.size());
        for (int store = 2; store < m_storeOpened.size(); ++store) {
            const int manager = id;
            const QDate opened = m_storeOpened[store];
            auto hire = [&] { return opened.addDays(m_rng.range(-60, int(opened.daysTo(m_last)) / 2)); };
            if (!employee.i(id++).t(m_rng.pick(FirstNames, int(std::size(FirstNames))))
                     .t(m_rng.pick(LastNames, int(std::size(LastNames)))).i(store).null().t("store manager")
                     .t(iso(opened.addDays(-60))).d(money(28 + 8 * m_rng.uniform())).run())
                return employee.error();
            const int staff = m_rng.range(5, 9);
            for (int k = 0; k < staff; ++k) {
                m_staffByStore[store].append(id);
                if (!employee.i(id++).t(m_rng.pick(FirstNames, int(std::size(FirstNames))))
                         .t(m_rng.pick(LastNames, int(std::size(LastNames)))).i(store).i(manager)
                         .t(roles[m_rng.range(0, 3)]).t(iso(hire())).d(money(13 + 6 * m_rng.uniform())).run())
                    return employee.error();
            }
        }
        return {};
    }

    QString calendarAndCampaigns()
    {
        Insert day(m_db, "INSERT INTO calendar VALUES (?,?,?,?,?,?,?,?,?,?)");
        for (QDate d = m_first; d <= m_last; d = d.addDays(1)) {
            const bool holiday = (d.month() == 1 && d.day() == 1) || (d.month() == 12 && (d.day() == 25 || d.day() == 26))
                                 || (d.month() == 5 && d.day() == 1);
            if (!day.t(iso(d)).i(d.year()).i((d.month() - 1) / 3 + 1).i(d.month()).t(MonthNames[d.month() - 1])
                     .i(d.weekNumber()).i(d.dayOfWeek()).t(DayNames[d.dayOfWeek() - 1]).i(d.dayOfWeek() >= 6 ? 1 : 0)
                     .i(holiday ? 1 : 0).run())
                return day.error();
        }
        Insert campaign(m_db, "INSERT INTO campaigns VALUES (?,?,?,?,?,?,?)");
        int id = 1;
        // Month each theme runs in (1-based), in the order of CampaignThemes.
        static const int themeMonth[] = {1, 3, 4, 7, 8, 9, 11, 11, 12, 5, 5, 6};
        for (int year = m_o.firstYear; year <= m_o.lastYear; ++year) {
            for (int t = 0; t < int(std::size(CampaignThemes)); ++t) {
                if (t > 0 && m_rng.chance(0.2))
                    continue; // not every campaign runs every year
                QDate start(year, themeMonth[t], 1);
                start = start.addDays(t == 6 ? 21 : m_rng.range(0, 14)); // Black Friday late in November
                const int length = t == 6 ? 4 : m_rng.range(7, 24);
                const QDate end = start.addDays(length - 1);
                const int discount = t == 6 || t == 7 ? 25 : 5 * m_rng.range(1, 4);
                const QString name = QStringLiteral("%1 %2").arg(QString::fromUtf8(CampaignThemes[t])).arg(year);
                const double budget = money(20000 + 180000 * m_rng.uniform());
                if (!campaign.i(id).t(name).t(CampaignChannels[m_rng.range(0, 4)]).t(iso(start)).t(iso(end)).d(budget)
                         .i(discount).run())
                    return campaign.error();
                m_campaigns.append({id, start, end, discount, 1.15 + 0.5 * (discount / 25.0)});
                ++id;
            }
        }
        return {};
    }

    double seasonality(const QDate &d) const
    {
        static const double month[] = {0.82, 0.78, 0.9, 0.95, 1.0, 0.97, 0.95, 0.98, 1.0, 1.05, 1.3, 1.6};
        static const double weekday[] = {0.85, 0.88, 0.92, 0.97, 1.12, 1.35, 0.9};
        return month[d.month() - 1] * weekday[d.dayOfWeek() - 1];
    }

    int pickCustomer(int region, const QDate &date, bool online)
    {
        const QList<Customer> &pool = online || m_rng.chance(0.12) ? m_allCustomers : m_customersByRegion[region];
        // Only customers who had signed up by then; the earliest ones are the most loyal.
        const auto end = std::upper_bound(pool.begin(), pool.end(), date,
                                          [](const QDate &d, const Customer &c) { return d < c.signup; });
        const int eligible = int(end - pool.begin());
        if (eligible == 0)
            return 0;
        return pool[m_rng.skewed(eligible, 1.6)].id;
    }

    QString sales()
    {
        Insert order(m_db, "INSERT INTO orders VALUES (?,?,?,?,?,?,?,?,?,?)");
        Insert line(m_db, "INSERT INTO order_lines VALUES (?,?,?,?,?,?,?)");
        Insert ret(m_db, "INSERT INTO returns VALUES (?,?,?,?,?,?)");
        qint64 orderId = 1, lineId = 1, returnId = 1;
        const int totalDays = int(m_first.daysTo(m_last)) + 1;
        const QDate discontinuedAfter(2024, 6, 30);
        int dayIndex = 0;
        for (QDate d = m_first; d <= m_last; d = d.addDays(1), ++dayIndex) {
            if (dayIndex % 30 == 0 && !report(int(100.0 * dayIndex / totalDays)))
                return Tr::tr("Cancelled.");
            const double years = m_first.daysTo(d) / 365.25;
            const double growth = std::pow(1.14, years);
            const bool closed = (d.month() == 12 && d.day() == 25) || (d.month() == 1 && d.day() == 1);
            QList<const Campaign *> active;
            for (const Campaign &c : std::as_const(m_campaigns)) {
                if (c.start <= d && d <= c.end)
                    active.append(&c);
            }
            double lift = 1.0;
            for (const Campaign *c : std::as_const(active))
                lift *= c->lift;

            for (int store = 1; store < m_storeOpened.size(); ++store) {
                if (d < m_storeOpened[store] || (closed && store != 1))
                    continue;
                const bool online = store == 1;
                // The online share grows over the years.
                const double channelGrowth = online ? std::pow(1.09, years) : 1.0;
                const double mean = m_storeTraffic[store] * growth * channelGrowth * seasonality(d) * lift * m_o.scale;
                const int orders = std::max(0, int(std::round(mean + std::sqrt(mean) * m_rng.normal())));
                for (int k = 0; k < orders; ++k) {
                    const QString channel = online ? (m_rng.chance(0.25 + 0.05 * years) ? QStringLiteral("mobile")
                                                                                          : QStringLiteral("web"))
                                                   : QStringLiteral("store");
                    int customer = (!online && m_rng.chance(0.2)) ? 0 : pickCustomer(m_storeRegion[store], d, online);
                    const QList<int> &staff = m_staffByStore.value(store);
                    const int employee = online || staff.isEmpty() ? 0 : staff[m_rng.range(0, int(staff.size()) - 1)];
                    const Campaign *campaign = nullptr;
                    if (!active.isEmpty() && m_rng.chance(online ? 0.38 : 0.22))
                        campaign = active[m_rng.range(0, int(active.size()) - 1)];
                    const char *payment = online ? (m_rng.chance(0.6) ? "card" : m_rng.chance(0.75) ? "paypal" : "invoice")
                                                 : (m_rng.chance(0.72) ? "card" : "cash");
                    const bool cancelled = m_rng.chance(online ? 0.035 : 0.01);

                    // Lines first: the order's status depends on whether something comes back.
                    const int lines = 1 + std::min(7, int(-std::log(1.0 - m_rng.uniform()) * 1.25));
                    double total = 0;
                    bool anyReturn = false;
                    const qint64 firstLine = lineId;
                    for (int l = 0; l < lines; ++l) {
                        const Product *p = nullptr;
                        for (int attempt = 0; attempt < 8 && !p; ++attempt) {
                            const Product &cand = m_products[m_rng.skewed(int(m_products.size()), 2.2)];
                            if (cand.launched <= d && !(cand.discontinued && d > discontinuedAfter))
                                p = &cand;
                        }
                        if (!p)
                            continue;
                        const double r = m_rng.uniform();
                        const int qty = r < 0.72 ? 1 : r < 0.92 ? 2 : m_rng.range(3, 6);
                        // Prices rose about 3% a year up to the current list price.
                        const double unitPrice = money(p->price * std::pow(0.97, m_o.lastYear - d.year()));
                        const int discount = campaign ? campaign->discount : (m_rng.chance(0.03) ? 10 : 0);
                        const double amount = money(qty * unitPrice * (1.0 - discount / 100.0));
                        if (!line.i(lineId).i(orderId).i(p->id).i(qty).d(unitPrice).i(discount).d(amount).run())
                            return line.error();
                        total += amount;
                        if (!cancelled && m_rng.chance(Departments[p->department].returnRate * (online ? 1.6 : 0.8))) {
                            const QDate when = d.addDays(m_rng.range(2, 30));
                            if (when <= m_last) {
                                const int back = m_rng.range(1, qty);
                                const bool isClothing = p->department == 2;
                                const char *reason = isClothing && m_rng.chance(0.55) ? "wrong size"
                                                                                     : ReturnReasons[m_rng.range(0, 4)];
                                if (!ret.i(returnId++).i(lineId).t(iso(when)).i(back).t(reason).d(money(amount * back / qty)).run())
                                    return ret.error();
                                anyReturn = true;
                            }
                        }
                        ++lineId;
                    }
                    if (lineId == firstLine)
                        continue; // nothing could be sold: no order
                    const double shipping = online && total < 50 ? 4.95 : 0.0;
                    const char *status = cancelled ? "cancelled" : anyReturn ? "returned" : "completed";
                    if (!order.i(orderId).iOrNull(customer).i(store).iOrNull(employee).iOrNull(campaign ? campaign->id : 0)
                             .t(iso(d)).t(channel).t(payment).t(status).d(shipping).run())
                        return order.error();
                    ++orderId;
                }
            }
        }
        return {};
    }

    sqlite3 *m_db;
    RetailOptions m_o;
    Random m_rng;
    std::function<bool(int)> m_progress;
    QDate m_first;
    QDate m_last;
    QList<double> m_storeTraffic;
    QList<QDate> m_storeOpened;
    QList<int> m_storeRegion;
    QList<int> m_storeCity;
    QList<QList<int>> m_staffByStore;
    QList<Product> m_products;
    QList<QList<Customer>> m_customersByRegion;
    QList<Customer> m_allCustomers;
    QList<Campaign> m_campaigns;
};

QString readSchema()
{
    QFile f(QStringLiteral(":/sample/retail_schema.sql"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

} // namespace

QString generateRetailDatabase(const QString &path, const RetailOptions &options, const std::function<bool(int)> &progress)
{
    const QString schema = readSchema();
    if (schema.isEmpty())
        return Tr::tr("The sample database schema is missing from the application's resources.");
    QDir().mkpath(QFileInfo(path).absolutePath());
    const QString tmp = path + QStringLiteral(".partial");
    QFile::remove(tmp);

    sqlite3 *handle = nullptr;
    if (sqlite3_open_v2(QFile::encodeName(tmp).constData(), &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr)
        != SQLITE_OK) {
        const QString e = QString::fromUtf8(sqlite3_errmsg(handle));
        sqlite3_close(handle);
        return Tr::tr("Cannot create %1: %2").arg(QDir::toNativeSeparators(tmp), e);
    }
    Db db(handle);
    QString error;
    auto fail = [&](const QString &e) {
        sqlite3_close(handle);
        QFile::remove(tmp);
        return e;
    };
    // Bulk load: no journal, no fsync until the end; the file is renamed into place only when done.
    db.exec("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA foreign_keys = OFF;");
    if (!(error = db.exec(schema.toUtf8())).isEmpty())
        return fail(Tr::tr("The sample schema does not load: %1").arg(error));
    db.exec("BEGIN");
    Generator generator(handle, options, progress);
    if (!(error = generator.run()).isEmpty())
        return fail(error);
    if (!(error = db.exec("COMMIT")).isEmpty())
        return fail(error);
    db.exec("ANALYZE; PRAGMA journal_mode = DELETE;");
    if (progress)
        progress(100);
    if (sqlite3_close(handle) != SQLITE_OK)
        return Tr::tr("Cannot finish writing %1.").arg(QDir::toNativeSeparators(tmp));
    QFile::remove(path);
    if (!QFile::rename(tmp, path)) {
        QFile::remove(tmp);
        return Tr::tr("Cannot move the sample database into place at %1.").arg(QDir::toNativeSeparators(path));
    }
    return {};
}

} // namespace assay::sample
