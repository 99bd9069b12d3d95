#include "values.h"
#include "filestr.h"

#include <charconv>
#include <cstring>

namespace assay::files {
namespace {

QByteArrayView trimmed(QByteArrayView t)
{
    while (!t.isEmpty() && (t.front() == ' ' || t.front() == '\t'))
        t = t.sliced(1);
    while (!t.isEmpty() && (t.back() == ' ' || t.back() == '\t'))
        t.chop(1);
    return t;
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c + 32) : c;
}

bool equalsLower(QByteArrayView t, const char *word)
{
    const qsizetype n = qsizetype(std::strlen(word));
    if (t.size() != n)
        return false;
    for (qsizetype i = 0; i < n; ++i) {
        if (lower(t[i]) != word[i])
            return false;
    }
    return true;
}

// Digits with optional thousands groups ("1,234,567" with ',' as `group`); writes the bare digits
// to `out` and returns how many input bytes it read, or -1 when the grouping is malformed.
qsizetype readGroupedDigits(QByteArrayView t, char group, char *out, int *outLen, int maxOut)
{
    qsizetype i = 0;
    int n = 0;
    int run = 0;
    bool grouped = false;
    while (i < t.size()) {
        const char c = t[i];
        if (isDigit(c)) {
            if (n >= maxOut)
                return -1;
            out[n++] = c;
            ++run;
        } else if (c == group && i + 1 < t.size() && isDigit(t[i + 1])) {
            // A group separator: the run before it is 1-3 digits the first time, 3 later.
            if ((grouped && run != 3) || (!grouped && (run < 1 || run > 3)))
                return -1;
            grouped = true;
            run = 0;
        } else {
            break;
        }
        ++i;
    }
    if (grouped && run != 3)
        return -1;
    *outLen = n;
    return i;
}

bool hasMeaningfulLeadingZero(const char *digits, int n)
{
    return n > 1 && digits[0] == '0';
}

constexpr int daysInMonth(int y, int m)
{
    constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return m == 2 && leap ? 29 : days[m - 1];
}

// Howard Hinnant's days-from-civil and its inverse, for converting offsets to UTC.
qint64 daysFromCivil(qint64 y, unsigned m, unsigned d)
{
    y -= m <= 2;
    const qint64 era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = unsigned(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + qint64(doe) - 719468;
}

void civilFromDays(qint64 z, int *y, int *m, int *d)
{
    z += 719468;
    const qint64 era = (z >= 0 ? z : z - 146096) / 146097;
    const unsigned doe = unsigned(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    *d = int(doy - (153 * mp + 2) / 5 + 1);
    *m = int(mp < 10 ? mp + 3 : mp - 9);
    *y = int(yoe + era * 400 + (*m <= 2));
}

struct Cursor {
    QByteArrayView t;
    qsizetype i = 0;
    bool atEnd() const { return i >= t.size(); }
    char peek() const { return atEnd() ? '\0' : t[i]; }
    // Up to `max` digits (at least `min`); -1 when fewer.
    int number(int min, int max)
    {
        int v = 0;
        int n = 0;
        while (n < max && !atEnd() && isDigit(t[i])) {
            v = v * 10 + (t[i] - '0');
            ++i;
            ++n;
        }
        return n >= min ? v : -1;
    }
    bool take(char c)
    {
        if (peek() != c)
            return false;
        ++i;
        return true;
    }
};

int monthFromName(Cursor &c)
{
    static const char *names[] = {"january", "february", "march", "april", "may", "june", "july",
                                  "august", "september", "october", "november", "december"};
    qsizetype end = c.i;
    while (end < c.t.size() && ((c.t[end] >= 'a' && c.t[end] <= 'z') || (c.t[end] >= 'A' && c.t[end] <= 'Z')))
        ++end;
    const QByteArrayView word = c.t.sliced(c.i, end - c.i);
    for (int m = 0; m < 12; ++m) {
        const QByteArrayView full(names[m]);
        const bool abbreviated = word.size() == 3 || (word.size() == 4 && m == 8 && equalsLower(word, "sept"));
        if ((abbreviated && equalsLower(word, QByteArray(names[m], int(word.size())).constData()))
            || (word.size() == full.size() && equalsLower(word, names[m]))) {
            c.i = end;
            return m + 1;
        }
    }
    return -1;
}

struct Ymd {
    int y = 0, m = 0, d = 0;
    int first = 0, second = 0; // the two leading numbers of a day/month date, else 0
};

// The date at the start of `c`, in any of the supported forms; false when there is none.
bool readDate(Cursor &c, DateOrder order, Ymd *out)
{
    const qsizetype start = c.i;
    if (isDigit(c.peek())) {
        const int a = c.number(1, 4);
        const qsizetype afterA = c.i;
        const char sep = c.peek();
        if (afterA - start == 4 && (sep == '-' || sep == '/' || sep == '.')) { // YYYY-MM-DD
            c.take(sep);
            const int m = c.number(1, 2);
            if (m < 0 || !c.take(sep))
                return false;
            const int d = c.number(1, 2);
            *out = {a, m, d, 0, 0};
        } else if (afterA - start <= 2 && (sep == '-' || sep == '/' || sep == '.')) { // D/M/YYYY
            c.take(sep);
            if (isDigit(c.peek())) {
                const int b = c.number(1, 2);
                if (b < 0 || !c.take(sep))
                    return false;
                const int y = c.number(4, 4);
                if (y < 0 || isDigit(c.peek()))
                    return false;
                *out = order == DateOrder::DayFirst ? Ymd{y, b, a, a, b} : Ymd{y, a, b, a, b};
            } else { // 5-Jan-2024
                const int m = monthFromName(c);
                if (m < 0 || !c.take(sep))
                    return false;
                const int y = c.number(4, 4);
                *out = {y, m, a, 0, 0};
            }
        } else if (afterA - start <= 2 && sep == ' ') { // 5 Jan 2024
            c.take(' ');
            const int m = monthFromName(c);
            if (m < 0 || !c.take(' '))
                return false;
            const int y = c.number(4, 4);
            *out = {y, m, a, 0, 0};
        } else {
            return false;
        }
    } else { // Jan 5, 2024
        const int m = monthFromName(c);
        if (m < 0 || !c.take(' '))
            return false;
        const int d = c.number(1, 2);
        c.take(',');
        if (d < 0 || !c.take(' '))
            return false;
        const int y = c.number(4, 4);
        *out = {y, m, d, 0, 0};
    }
    if (isDigit(c.peek()))
        return false;
    return out->y >= 1 && out->m >= 1 && out->m <= 12 && out->d >= 1 && out->d <= daysInMonth(out->y, out->m);
}

struct Hms {
    int h = 0, mi = 0, s = 0;
    int fraction = -1; // milliseconds, -1 when none was written
    int offsetMinutes = 0;
    bool hasOffset = false;
};

bool readTime(Cursor &c, Hms *out)
{
    int h = c.number(1, 2);
    if (h < 0 || !c.take(':'))
        return false;
    const int mi = c.number(2, 2);
    int s = 0;
    int fraction = -1;
    if (c.take(':')) {
        s = c.number(2, 2);
        if (s < 0)
            return false;
        if (c.take('.') || c.take(',')) {
            int digits = 0;
            fraction = 0;
            while (isDigit(c.peek())) {
                if (digits < 3)
                    fraction = fraction * 10 + (c.peek() - '0');
                ++digits;
                ++c.i;
            }
            if (digits == 0)
                return false;
            for (; digits < 3; ++digits)
                fraction *= 10;
        }
    }
    if (mi < 0 || mi > 59 || s > 59)
        return false;
    // 3:45 PM
    const qsizetype save = c.i;
    c.take(' ');
    const char a = lower(c.peek());
    if ((a == 'a' || a == 'p') && c.i + 1 < c.t.size() && lower(c.t[c.i + 1]) == 'm') {
        if (h < 1 || h > 12)
            return false;
        h = (h % 12) + (a == 'p' ? 12 : 0);
        c.i += 2;
    } else {
        c.i = save;
    }
    if (h > 23)
        return false;
    *out = {h, mi, s, fraction, 0, false};
    if (c.take('Z')) {
        out->hasOffset = true;
    } else if (c.peek() == '+' || c.peek() == '-') {
        const int sign = c.peek() == '-' ? -1 : 1;
        ++c.i;
        const int oh = c.number(2, 2);
        c.take(':');
        const int om = c.atEnd() ? 0 : c.number(2, 2);
        if (oh < 0 || om < 0 || oh > 14 || om > 59)
            return false;
        out->hasOffset = true;
        out->offsetMinutes = sign * (oh * 60 + om);
    }
    return true;
}

int writeDate(const Ymd &d, char *out)
{
    return std::snprintf(out, 32, "%04d-%02d-%02d", d.y, d.m, d.d);
}

} // namespace

QString columnTypeName(ColumnType type)
{
    switch (type) {
    case ColumnType::Integer:
        return Tr::tr("integer");
    case ColumnType::Real:
        return Tr::tr("real");
    case ColumnType::Boolean:
        return Tr::tr("boolean");
    case ColumnType::Date:
        return Tr::tr("date");
    case ColumnType::Timestamp:
        return Tr::tr("timestamp");
    case ColumnType::Text:
        return Tr::tr("text");
    }
    return {};
}

const char *sqlTypeName(ColumnType type)
{
    switch (type) {
    case ColumnType::Integer:
        return "INTEGER";
    case ColumnType::Real:
        return "REAL";
    case ColumnType::Boolean:
        return "BOOLEAN";
    case ColumnType::Date:
        return "DATE";
    case ColumnType::Timestamp:
        return "TIMESTAMP";
    case ColumnType::Text:
        return "TEXT";
    }
    return "TEXT";
}

bool isEmptyValue(QByteArrayView text)
{
    return trimmed(text).isEmpty();
}

bool isNullWord(QByteArrayView text)
{
    const QByteArrayView t = trimmed(text);
    if (t.isEmpty())
        return true;
    if (t.size() > 4)
        return false;
    return equalsLower(t, "null") || equalsLower(t, "na") || equalsLower(t, "n/a") || equalsLower(t, "#n/a")
           || equalsLower(t, "none") || equalsLower(t, "nan");
}

std::optional<qint64> parseInteger(QByteArrayView text)
{
    const QByteArrayView t = trimmed(text);
    qsizetype i = 0;
    bool negative = false;
    if (i < t.size() && (t[i] == '+' || t[i] == '-')) {
        negative = t[i] == '-';
        ++i;
    }
    if (i >= t.size() || t.size() - i > 19)
        return std::nullopt;
    if (t[i] == '0' && t.size() - i > 1)
        return std::nullopt;
    quint64 v = 0;
    for (; i < t.size(); ++i) {
        if (!isDigit(t[i]))
            return std::nullopt;
        v = v * 10 + quint64(t[i] - '0');
    }
    if (v > quint64(INT64_MAX) + (negative ? 1 : 0))
        return std::nullopt;
    return negative ? qint64(0 - v) : qint64(v);
}

std::optional<double> parseReal(QByteArrayView text, bool decimalComma)
{
    const QByteArrayView t = trimmed(text);
    char buf[80];
    int n = 0;
    qsizetype i = 0;
    if (i < t.size() && (t[i] == '+' || t[i] == '-'))
        buf[n++] = t[i++];
    int intDigits = 0;
    const qsizetype read = readGroupedDigits(t.sliced(i), decimalComma ? '.' : ',', buf + n, &intDigits, 40);
    if (read < 0 || hasMeaningfulLeadingZero(buf + n, intDigits))
        return std::nullopt;
    n += intDigits;
    i += read;
    int fractionDigits = 0;
    if (i < t.size() && t[i] == (decimalComma ? ',' : '.')) {
        buf[n++] = '.';
        ++i;
        while (i < t.size() && isDigit(t[i]) && n < 70) {
            buf[n++] = t[i++];
            ++fractionDigits;
        }
    }
    if (intDigits + fractionDigits == 0)
        return std::nullopt;
    if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
        buf[n++] = 'e';
        ++i;
        if (i < t.size() && (t[i] == '+' || t[i] == '-'))
            buf[n++] = t[i++];
        int expDigits = 0;
        while (i < t.size() && isDigit(t[i]) && expDigits < 4) {
            buf[n++] = t[i++];
            ++expDigits;
        }
        if (expDigits == 0)
            return std::nullopt;
    }
    if (i != t.size())
        return std::nullopt;
    double v = 0;
    const char *begin = buf[0] == '+' ? buf + 1 : buf;
    const auto r = std::from_chars(begin, buf + n, v);
    if (r.ec != std::errc() || r.ptr != buf + n)
        return std::nullopt;
    return v;
}

std::optional<int> parseBoolean(QByteArrayView text)
{
    const QByteArrayView t = trimmed(text);
    if (equalsLower(t, "true") || equalsLower(t, "t") || equalsLower(t, "yes") || equalsLower(t, "y"))
        return 1;
    if (equalsLower(t, "false") || equalsLower(t, "f") || equalsLower(t, "no") || equalsLower(t, "n"))
        return 0;
    return std::nullopt;
}

int parseDate(QByteArrayView text, DateOrder order, char *out)
{
    Cursor c{trimmed(text)};
    Ymd d;
    if (!readDate(c, order, &d) || !c.atEnd())
        return 0;
    return writeDate(d, out);
}

int parseTimestamp(QByteArrayView text, DateOrder order, char *out)
{
    Cursor c{trimmed(text)};
    Ymd d;
    if (!readDate(c, order, &d))
        return 0;
    Hms t;
    if (c.atEnd()) {
        // A date alone is midnight: a column of timestamps may hold a few bare dates.
    } else if (!(c.take('T') || c.take(' ')) || !readTime(c, &t) || !c.atEnd()) {
        return 0;
    }
    if (t.hasOffset && t.offsetMinutes != 0) {
        qint64 minutes = daysFromCivil(d.y, unsigned(d.m), unsigned(d.d)) * 1440 + t.h * 60 + t.mi - t.offsetMinutes;
        qint64 days = minutes / 1440;
        qint64 rest = minutes % 1440;
        if (rest < 0) {
            rest += 1440;
            --days;
        }
        civilFromDays(days, &d.y, &d.m, &d.d);
        t.h = int(rest / 60);
        t.mi = int(rest % 60);
    }
    if (t.fraction >= 0)
        return std::snprintf(out, 32, "%04d-%02d-%02d %02d:%02d:%02d.%03d", d.y, d.m, d.d, t.h, t.mi, t.s, t.fraction);
    return std::snprintf(out, 32, "%04d-%02d-%02d %02d:%02d:%02d", d.y, d.m, d.d, t.h, t.mi, t.s);
}

DateEvidence dateEvidence(QByteArrayView text)
{
    DateEvidence e;
    for (const DateOrder order : {DateOrder::DayFirst, DateOrder::MonthFirst}) {
        char out[32];
        if (parseTimestamp(text, order, out) > 0)
            (order == DateOrder::DayFirst ? e.dayFirstPossible : e.monthFirstPossible) = true;
    }
    return e;
}

bool isValidUtf8(QByteArrayView text)
{
    const auto *p = reinterpret_cast<const unsigned char *>(text.data());
    const auto *end = p + text.size();
    while (p < end) {
        if (*p < 0x80) {
            ++p;
            continue;
        }
        int extra = 0;
        unsigned min = 0;
        if ((*p & 0xE0) == 0xC0) {
            extra = 1;
            min = 0x80;
        } else if ((*p & 0xF0) == 0xE0) {
            extra = 2;
            min = 0x800;
        } else if ((*p & 0xF8) == 0xF0) {
            extra = 3;
            min = 0x10000;
        } else {
            return false;
        }
        if (end - p <= extra)
            return false;
        unsigned cp = *p & (0x3F >> extra);
        for (int k = 1; k <= extra; ++k) {
            if ((p[k] & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (p[k] & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        p += extra + 1;
    }
    return true;
}

} // namespace assay::files
