#include "timeexpressions.h"

#include <QRegularExpression>
#include <QStringList>

namespace assay::ask {
namespace {

const QStringList &monthNames()
{
    static const QStringList names = {QStringLiteral("january"), QStringLiteral("february"), QStringLiteral("march"),
                                      QStringLiteral("april"),   QStringLiteral("may"),      QStringLiteral("june"),
                                      QStringLiteral("july"),    QStringLiteral("august"),   QStringLiteral("september"),
                                      QStringLiteral("october"), QStringLiteral("november"), QStringLiteral("december")};
    return names;
}

int monthNumber(const QString &word)
{
    const QString w = word.toLower();
    for (int i = 0; i < 12; ++i) {
        if (monthNames()[i] == w || (w.size() >= 3 && monthNames()[i].startsWith(w) && w.size() <= 4))
            return i + 1;
    }
    return 0;
}

QDate quarterStart(const QDate &d)
{
    return QDate(d.year(), ((d.month() - 1) / 3) * 3 + 1, 1);
}

QDate weekStart(const QDate &d)
{
    return d.addDays(1 - d.dayOfWeek()); // Monday
}

struct Finder {
    const QString &text;
    const QDate today;
    QList<TimeRange> found;

    bool overlaps(int begin, int length) const
    {
        for (const TimeRange &r : found) {
            if (begin < r.begin + r.length && r.begin < begin + length)
                return true;
        }
        return false;
    }

    void add(const QRegularExpressionMatch &m, const QDate &from, const QDate &to)
    {
        if (!from.isValid() || !to.isValid() || overlaps(int(m.capturedStart()), int(m.capturedLength())))
            return;
        found << TimeRange{m.captured(0), int(m.capturedStart()), int(m.capturedLength()), from, to};
    }

    template <typename F>
    void each(const QString &pattern, F &&f)
    {
        const QRegularExpression re(pattern, QRegularExpression::CaseInsensitiveOption);
        for (auto it = re.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            f(m);
        }
    }
};

} // namespace

QDate TimeRange::noStart()
{
    return QDate(1, 1, 1);
}

QString TimeRange::describe() const
{
    if (openStart())
        return QStringLiteral("%1 = before %2").arg(text, to.toString(Qt::ISODate));
    return QStringLiteral("%1 = %2 to %3").arg(text, from.toString(Qt::ISODate), to.addDays(-1).toString(Qt::ISODate));
}

QList<TimeRange> findTimeExpressions(const QString &question, const QDate &today)
{
    Finder f{question, today, {}};
    const QString months = QStringLiteral("(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
                                          "oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)");
    // Longest forms first: they claim their words before shorter patterns see them.
    f.each(QStringLiteral("\\bbetween\\s+((?:19|20)\\d\\d)\\s+and\\s+((?:19|20)\\d\\d)\\b"), [&](const QRegularExpressionMatch &m) {
        f.add(m, QDate(m.captured(1).toInt(), 1, 1), QDate(m.captured(2).toInt() + 1, 1, 1));
    });
    f.each(QStringLiteral("\\b(?:in\\s+)?") + months + QStringLiteral("\\s+((?:19|20)\\d\\d)\\b"), [&](const QRegularExpressionMatch &m) {
        const QDate from(m.captured(2).toInt(), monthNumber(m.captured(1)), 1);
        f.add(m, from, from.addMonths(1));
    });
    f.each(QStringLiteral("\\bq([1-4])\\s*((?:19|20)\\d\\d)\\b"), [&](const QRegularExpressionMatch &m) {
        const QDate from(m.captured(2).toInt(), (m.captured(1).toInt() - 1) * 3 + 1, 1);
        f.add(m, from, from.addMonths(3));
    });
    f.each(QStringLiteral("\\b(?:in the\\s+)?(?:last|past|previous)\\s+(\\d+)\\s+(day|week|month|quarter|year)s?\\b"),
           [&](const QRegularExpressionMatch &m) {
               const int n = m.captured(1).toInt();
               const QString unit = m.captured(2).toLower();
               const QDate to = today.addDays(1);
               const QDate from = unit == u"day"       ? to.addDays(-n)
                                  : unit == u"week"    ? to.addDays(-7 * n)
                                  : unit == u"month"   ? to.addMonths(-n)
                                  : unit == u"quarter" ? to.addMonths(-3 * n)
                                                       : to.addYears(-n);
               f.add(m, from, to);
           });
    f.each(QStringLiteral("\\b(this|current|last|previous|past)\\s+(week|month|quarter|year)\\b"), [&](const QRegularExpressionMatch &m) {
        const bool previous = m.captured(1).compare(QLatin1String("this"), Qt::CaseInsensitive) != 0
                              && m.captured(1).compare(QLatin1String("current"), Qt::CaseInsensitive) != 0;
        const QString unit = m.captured(2).toLower();
        QDate from;
        QDate to;
        if (unit == u"week") {
            from = weekStart(today).addDays(previous ? -7 : 0);
            to = from.addDays(7);
        } else if (unit == u"month") {
            from = QDate(today.year(), today.month(), 1).addMonths(previous ? -1 : 0);
            to = from.addMonths(1);
        } else if (unit == u"quarter") {
            from = quarterStart(today).addMonths(previous ? -3 : 0);
            to = from.addMonths(3);
        } else {
            from = QDate(today.year() - (previous ? 1 : 0), 1, 1);
            to = from.addYears(1);
        }
        f.add(m, from, to);
    });
    f.each(QStringLiteral("\\b(year|month)[- ]to[- ]date\\b|\\b(ytd|mtd)\\b"), [&](const QRegularExpressionMatch &m) {
        const bool year = m.captured(0).startsWith(u'y', Qt::CaseInsensitive);
        f.add(m, year ? QDate(today.year(), 1, 1) : QDate(today.year(), today.month(), 1), today.addDays(1));
    });
    f.each(QStringLiteral("\\bsince\\s+((?:19|20)\\d\\d)\\b"), [&](const QRegularExpressionMatch &m) {
        f.add(m, QDate(m.captured(1).toInt(), 1, 1), today.addDays(1));
    });
    // "founded after 1950", "opened before 2009": open on one side. Before has no first day
    // (TimeRange::openStart); after ends today, as "since" does.
    f.each(QStringLiteral("\\b(?:after|later than)\\s+((?:19|20)\\d\\d)\\b"), [&](const QRegularExpressionMatch &m) {
        const QDate from(m.captured(1).toInt() + 1, 1, 1);
        if (from < today)
            f.add(m, from, today.addDays(1));
    });
    f.each(QStringLiteral("\\b(?:before|prior to|earlier than)\\s+((?:19|20)\\d\\d)\\b"), [&](const QRegularExpressionMatch &m) {
        f.add(m, TimeRange::noStart(), QDate(m.captured(1).toInt(), 1, 1));
    });
    f.each(QStringLiteral("\\b(today|yesterday)\\b"), [&](const QRegularExpressionMatch &m) {
        const QDate d = m.captured(1).compare(QLatin1String("today"), Qt::CaseInsensitive) == 0 ? today : today.addDays(-1);
        f.add(m, d, d.addDays(1));
    });
    // A bare year last ("orders in 2023", "2023 revenue"), not a number of something ("2023 orders" is ambiguous, but a
    // four-digit count that looks like a recent year is rare in questions).
    f.each(QStringLiteral("\\b(?:in\\s+|during\\s+)?((?:19[5-9]|20[0-9])\\d)\\b"), [&](const QRegularExpressionMatch &m) {
        const int year = m.captured(1).toInt();
        if (year > today.year() + 1)
            return;
        f.add(m, QDate(year, 1, 1), QDate(year + 1, 1, 1));
    });
    std::sort(f.found.begin(), f.found.end(), [](const TimeRange &a, const TimeRange &b) { return a.begin < b.begin; });
    return f.found;
}

TimeGrainHint findTimeGrain(const QString &question)
{
    static const QList<std::pair<QRegularExpression, TimeGrainHint>> rules = {
        {QRegularExpression(QStringLiteral("\\b(daily|per day|by day|each day|every day|day by day)\\b"), QRegularExpression::CaseInsensitiveOption),
         TimeGrainHint::Day},
        {QRegularExpression(QStringLiteral("\\b(weekly|per week|by week|each week|every week|week by week)\\b"), QRegularExpression::CaseInsensitiveOption),
         TimeGrainHint::Week},
        {QRegularExpression(QStringLiteral("\\b(monthly|per month|by month|each month|every month|month by month|month over month)\\b"),
                            QRegularExpression::CaseInsensitiveOption),
         TimeGrainHint::Month},
        {QRegularExpression(QStringLiteral("\\b(quarterly|per quarter|by quarter|each quarter|every quarter)\\b"), QRegularExpression::CaseInsensitiveOption),
         TimeGrainHint::Quarter},
        {QRegularExpression(QStringLiteral("\\b(yearly|annual|annually|per year|by year|each year|every year|year over year)\\b"),
                            QRegularExpression::CaseInsensitiveOption),
         TimeGrainHint::Year},
    };
    for (const auto &[re, grain] : rules) {
        if (re.match(question).hasMatch())
            return grain;
    }
    return TimeGrainHint::None;
}

} // namespace assay::ask
