#include "calendarparts.h"
#include "chartstr.h"

#include "columnnames.h"

#include <QHash>
#include <QLocale>

#include <algorithm>

namespace assay::charts {
namespace {

struct Position {
    CalendarPart part = CalendarPart::None;
    int index = 0;
};

QString key(const QString &text) {
    QString k = text.trimmed().toLower();
    if (k.endsWith(u'.'))
        k.chop(1); // "Mär.", "Di."
    return k;
}

// Month and weekday names in every form QLocale knows for our three languages and the system's.
const QHash<QString, Position> &names() {
    static const QHash<QString, Position> table = [] {
        QHash<QString, Position> t;
        const QList<QLocale> locales = {QLocale(QLocale::English), QLocale(QLocale::German),
                                        QLocale(QLocale::Chinese), QLocale::system()};
        for (const QLocale &l : locales) {
            for (QLocale::FormatType f : {QLocale::LongFormat, QLocale::ShortFormat}) {
                for (int m = 1; m <= 12; ++m) {
                    t.insert(key(l.monthName(m, f)), {CalendarPart::MonthOfYear, m - 1});
                    t.insert(key(l.standaloneMonthName(m, f)), {CalendarPart::MonthOfYear, m - 1});
                }
                for (int d = 1; d <= 7; ++d) {
                    t.insert(key(l.dayName(d, f)), {CalendarPart::Weekday, d - 1});
                    t.insert(key(l.standaloneDayName(d, f)), {CalendarPart::Weekday, d - 1});
                }
            }
        }
        // Common forms the locales do not list: "Sept", "Tues", "Thurs", "周日" for Sunday.
        t.insert(QStringLiteral("sept"), {CalendarPart::MonthOfYear, 8});
        t.insert(QStringLiteral("tues"), {CalendarPart::Weekday, 1});
        t.insert(QStringLiteral("thur"), {CalendarPart::Weekday, 3});
        t.insert(QStringLiteral("thurs"), {CalendarPart::Weekday, 3});
        t.insert(QStringLiteral("周日"), {CalendarPart::Weekday, 6});
        t.insert(QStringLiteral("星期天"), {CalendarPart::Weekday, 6});
        t.remove(QString());
        return t;
    }();
    return table;
}

} // namespace

std::optional<int> calendarPosition(const QString &value, CalendarPart *part) {
    const QString k = key(value);
    if (k.size() == 2 && (k[0] == u'q') && k[1] >= u'1' && k[1] <= u'4') {
        *part = CalendarPart::Quarter;
        return k[1].unicode() - u'1';
    }
    const auto it = names().constFind(k);
    if (it == names().constEnd())
        return std::nullopt;
    *part = it->part;
    return it->index;
}

CalendarPart numberedCalendarPart(const QString &columnName, double min, double max) {
    const QStringList words = nameWords(columnName);
    if (words.isEmpty() || min < 0)
        return CalendarPart::None;
    const QString last = words.last();
    const bool weekday = last == u"weekday" || last == u"dow" ||
                         (words.size() >= 3 && words.last() == u"week" &&
                          words[words.size() - 3] == u"day");
    if (weekday && max <= 7)
        return CalendarPart::Weekday;
    if (nameLooksLikeMonth(columnName) && min >= 1 && max <= 12)
        return CalendarPart::MonthOfYear;
    if ((last == u"quarter" || last == u"qtr") && min >= 1 && max <= 4)
        return CalendarPart::Quarter;
    const bool hour = last == u"hour" || last == u"hr" ||
                      (words.size() >= 3 && last == u"day" && words[words.size() - 3] == u"hour");
    if (hour && max <= 23)
        return CalendarPart::HourOfDay;
    return CalendarPart::None;
}

QString calendarPartName(CalendarPart part) {
    switch (part) {
    case CalendarPart::MonthOfYear:
        return Tr::tr("month of the year");
    case CalendarPart::Weekday:
        return Tr::tr("day of the week");
    case CalendarPart::Quarter:
        return Tr::tr("quarter of the year");
    case CalendarPart::HourOfDay:
        return Tr::tr("hour of the day");
    case CalendarPart::None:
        break;
    }
    return {};
}

QList<int> calendarOrder(const QStringList &labels) {
    QList<std::pair<int, int>> keyed; // (position or a large number, original index)
    CalendarPart first = CalendarPart::None;
    for (int i = 0; i < labels.size(); ++i) {
        CalendarPart part = CalendarPart::None;
        const std::optional<int> p = calendarPosition(labels[i], &part);
        if (p && first == CalendarPart::None)
            first = part;
        keyed.append({p && part == first ? *p : 1000 + i, i});
    }
    std::stable_sort(keyed.begin(), keyed.end());
    QList<int> order;
    for (const auto &k : std::as_const(keyed))
        order << k.second;
    return order;
}

} // namespace assay::charts
