#include "abbreviations.h"

#include <QHash>

namespace assay::knowledge {
namespace {

struct Entry {
    const char *abbreviation;
    const char *words;
};

// Sorted by abbreviation. Each is a shortening that naming conventions (SQL style guides, ERP and
// warehouse schemas) use for exactly one meaning inside an identifier. Left out on purpose, as
// they mean two things in names: cat, comm, dist (distance, district), div, hr, inv (invoice,
// inventory), pop, pos, st, temp.
const Entry Table[] = {
    {"acct", "account"},
    {"addr", "address"},
    {"admin", "administrator"},
    {"amt", "amount"},
    {"approx", "approximate"},
    {"attr", "attribute"},
    {"avg", "average"},
    {"bal", "balance"},
    {"bday", "birthday"},
    {"cnt", "count"},
    {"cntry", "country"},
    {"config", "configuration"},
    {"ctry", "country"},
    {"curr", "currency"},
    {"cust", "customer"},
    {"deg", "degree"},
    {"dept", "department"},
    {"desc", "description"},   // in names; a query's DESC is a keyword, never a column word
    {"descr", "description"},
    {"dest", "destination"},
    {"dob", "date of birth"},
    {"doj", "date of joining"},
    {"dt", "date"},
    {"dur", "duration"},
    {"emp", "employee"},
    {"empl", "employee"},
    {"fname", "first name"},
    {"freq", "frequency"},
    {"grp", "group"},
    {"hrs", "hours"},
    {"ht", "height"},
    {"img", "image"},
    {"info", "information"},
    {"lang", "language"},
    {"lat", "latitude"},
    {"lname", "last name"},
    {"lng", "longitude"},
    {"loc", "location"},
    {"lon", "longitude"},
    {"mgmt", "management"},
    {"mgr", "manager"},
    {"mname", "middle name"},
    {"msg", "message"},
    {"mth", "month"},
    {"nbr", "number"},
    {"nm", "name"},
    {"nr", "number"},
    {"num", "number"},
    {"org", "organization"},
    {"pct", "percent"},
    {"perc", "percent"},
    {"pwd", "password"},
    {"qty", "quantity"},
    {"ref", "reference"},
    {"sal", "salary"},
    {"seq", "sequence"},
    {"src", "source"},
    {"ssn", "social security number"},
    {"tel", "telephone"},
    {"tot", "total"},
    {"txn", "transaction"},
    {"txt", "text"},
    {"usr", "user"},
    {"val", "value"},
    {"wk", "week"},
    {"wt", "weight"},
    {"yr", "year"},
};

const QHash<QString, QStringList> &lookup()
{
    static const QHash<QString, QStringList> map = [] {
        QHash<QString, QStringList> m;
        for (const Entry &e : Table)
            m.insert(QLatin1String(e.abbreviation), QString::fromLatin1(e.words).split(u' '));
        return m;
    }();
    return map;
}

} // namespace

QStringList expandAbbreviation(const QString &word)
{
    return lookup().value(word);
}

QList<std::pair<QString, QString>> abbreviationTable()
{
    QList<std::pair<QString, QString>> out;
    for (const Entry &e : Table)
        out.append({QLatin1String(e.abbreviation), QLatin1String(e.words)});
    return out;
}

} // namespace assay::knowledge
