#include "keynames.h"

#include "knowledge/abbreviations.h"
#include "knowledge/textanalysis.h"

#include <QHash>
#include <QSet>

namespace assay::relationships {
namespace {

// Words that end (or start) a key's name and say nothing about what it identifies.
bool isKeyWord(const QString &w) {
    static const QSet<QString> words = {
        QStringLiteral("id"),         QStringLiteral("key"),   QStringLiteral("sk"),
        QStringLiteral("code"),       QStringLiteral("cd"),    QStringLiteral("no"),
        QStringLiteral("nr"),         QStringLiteral("num"),   QStringLiteral("number"),
        QStringLiteral("identifier"), QStringLiteral("ident"), QStringLiteral("ref"),
        QStringLiteral("fk"),         QStringLiteral("pk"),    QStringLiteral("uid"),
        QStringLiteral("guid"),       QStringLiteral("uuid"),  QStringLiteral("nbr"),
    };
    return words.contains(w);
}

// A key word written onto the word before it, as warehouses do ("orderkey", "custkey"), or in
// lower case ("customerid"). Only long words are cut, so "valid" and "monkey" stay whole.
bool cutGluedKeyWord(QString &word, QString *keyWord) {
    // The shortest word each may be cut from: "orderkey", "customerid", "countrycode", "invoiceno".
    static const std::pair<const char *, int> glued[] = {
        {"key", 6}, {"id", 6}, {"code", 8}, {"no", 8}, {"num", 8}};
    for (const auto &[text, shortest] : glued) {
        const QLatin1String suffix(text);
        if (word.size() >= shortest && word.endsWith(suffix)) {
            *keyWord = suffix;
            word.chop(suffix.size());
            return true;
        }
    }
    return false;
}

// Decorations of warehouse and lookup table names: what the table is, not what it holds.
bool isTableDecoration(const QString &w) {
    static const QSet<QString> words = {
        QStringLiteral("dim"),  QStringLiteral("dimension"), QStringLiteral("fact"),
        QStringLiteral("fct"),  QStringLiteral("tbl"),       QStringLiteral("tb"),
        QStringLiteral("tab"),  QStringLiteral("table"),     QStringLiteral("ref"),
        QStringLiteral("lkp"),  QStringLiteral("lu"),        QStringLiteral("lookup"),
        QStringLiteral("mst"),  QStringLiteral("master"),    QStringLiteral("stg"),
        QStringLiteral("raw"),  QStringLiteral("src"),       QStringLiteral("vw"),
        QStringLiteral("list"), QStringLiteral("data"),      QStringLiteral("info"),
        QStringLiteral("d"),    QStringLiteral("f"),         QStringLiteral("t"),
        QStringLiteral("v"),
    };
    return words.contains(w);
}

QStringList stemmed(const QStringList &words) {
    QStringList out;
    out.reserve(words.size());
    for (const QString &w : words)
        out << knowledge::stem(w);
    return out;
}

bool endsWithWords(const QStringList &words, const QStringList &tail) {
    if (tail.isEmpty() || tail.size() > words.size())
        return false;
    return std::equal(tail.begin(), tail.end(), words.end() - tail.size());
}

int letters(const QStringList &words) {
    int n = 0;
    for (const QString &w : words)
        n += int(w.size());
    return n;
}

// Pieces of `text` from `at` are prefixes of words[w], words[w + 1], ... up to the last word; at
// least one piece is three letters or more, and at least one is cut short (else nothing was
// abbreviated: "line" is the head noun of shipment_line, not an abbreviation of it).
bool prefixesFrom(const QString &text, qsizetype at, const QStringList &words, qsizetype w,
                  bool longPiece, bool shortened) {
    if (w == words.size())
        return at == text.size() && longPiece && shortened;
    if (at == text.size())
        return false;
    const QString &word = words[w];
    for (qsizetype len = std::min(word.size(), text.size() - at); len >= 1; --len) {
        if (QStringView(text).mid(at, len) != QStringView(word).left(len))
            continue;
        if (prefixesFrom(text, at + len, words, w + 1, longPiece || len >= 3,
                         shortened || len < word.size()))
            return true;
    }
    return false;
}

} // namespace

// A key named by an attribute every entity has ("name", "title") says nothing about what refers
// to it: "ship_name" is not a reference to whatever table has a unique name.
bool isAttributeName(const QStringList &stem) {
    static const QSet<QString> words = {
        QStringLiteral("name"),        QStringLiteral("title"), QStringLiteral("label"),
        QStringLiteral("description"), QStringLiteral("value"), QStringLiteral("text"),
        QStringLiteral("comment"),     QStringLiteral("note"),  QStringLiteral("email"),
        QStringLiteral("phone"),       QStringLiteral("url"),   QStringLiteral("status"),
        QStringLiteral("year"),        QStringLiteral("date"),  QStringLiteral("time"),
    };
    return stem.size() == 1 && words.contains(stem.first());
}

QString columnPrefix(const QStringList &columns) {
    if (columns.size() < 3)
        return {};
    QHash<QString, int> firstWords;
    for (const QString &c : columns) {
        const QStringList words = knowledge::identifierWords(c);
        if (words.size() >= 2 && words.first().size() <= 4 && words.first().at(0).isLetter())
            ++firstWords[words.first()];
    }
    for (auto it = firstWords.constBegin(); it != firstWords.constEnd(); ++it) {
        if (it.value() * 10 >= columns.size() * 6 && !isKeyWord(it.key()))
            return it.key();
    }
    return {};
}

ColumnName readColumnName(const QString &column, const QString &prefix) {
    ColumnName n;
    QStringList words = knowledge::identifierWords(column);
    n.full = words;
    if (!prefix.isEmpty() && words.size() > 1 && words.first() == prefix)
        words.removeFirst();
    n.words = words;
    // "fk_customer", "id_client": a key word in front says the same as one behind.
    if (words.size() > 1 && isKeyWord(words.first()) && !isKeyWord(words.last())) {
        n.keyWord = words.takeFirst();
    } else if (!words.isEmpty() && isKeyWord(words.last())) {
        n.keyWord = words.takeLast();
        if (!words.isEmpty() && isKeyWord(words.last())) // "customer_id_no"
            words.removeLast();
    } else if (!words.isEmpty()) {
        cutGluedKeyWord(words.last(), &n.keyWord);
    }
    n.stem = stemmed(words);
    return n;
}

QStringList tableStem(const QString &table) {
    QStringList words = knowledge::identifierWords(table.section(u'.', -1));
    QStringList kept = words;
    while (kept.size() > 1 && isTableDecoration(kept.first()))
        kept.removeFirst();
    while (kept.size() > 1 && isTableDecoration(kept.last()))
        kept.removeLast();
    return stemmed(kept.isEmpty() ? words : kept);
}

bool namesTable(const ColumnName &column, const QStringList &table) {
    return !column.stem.isEmpty() &&
           (column.stem == table || (table.size() == 1 && endsWithWords(column.stem, table)));
}

bool hasKeyWord(const ColumnName &column) {
    return !column.keyWord.isEmpty();
}

bool isHierarchyName(const ColumnName &column) {
    static const QSet<QString> words = {
        QStringLiteral("parent"),    QStringLiteral("manager"),    QStringLiteral("mgr"),
        QStringLiteral("report"),    QStringLiteral("supervisor"), QStringLiteral("boss"),
        QStringLiteral("superior"),  QStringLiteral("mentor"),     QStringLiteral("sponsor"),
        QStringLiteral("referrer"),  QStringLiteral("referred"),   QStringLiteral("predecessor"),
        QStringLiteral("successor"), QStringLiteral("previous"),   QStringLiteral("prior"),
        QStringLiteral("next"),      QStringLiteral("head"),       QStringLiteral("lead"),
        QStringLiteral("leader"),    QStringLiteral("spouse"),     QStringLiteral("partner"),
        QStringLiteral("replace"),   QStringLiteral("replaced"),   QStringLiteral("ancestor"),
    };
    for (const QString &w : column.stem) {
        if (words.contains(w))
            return true;
    }
    return false;
}

bool abbreviates(const QString &text, const QStringList &words) {
    if (text.size() < 3 || words.isEmpty() || text == words.join(QString()))
        return false;
    const QStringList expanded = stemmed(knowledge::expandAbbreviation(text));
    if (!expanded.isEmpty() && endsWithWords(expanded, words.mid(words.size() - 1)) &&
        (expanded == words || words.size() == 1 || endsWithWords(expanded, words)))
        return true;
    // Consecutive prefixes of the last words, in order ("c" + "demo" for customer demographics).
    for (qsizetype first = words.size() - 1; first >= 0; --first) {
        if (prefixesFrom(text, 0, words, first, false, false))
            return true;
    }
    return false;
}

NameMatch matchName(const ColumnName &column, const ColumnName &key, const QStringList &table,
                    bool sameTable) {
    const QStringList &s = column.stem;
    if (s.isEmpty())
        return NameMatch::None;
    // A key named by a plain attribute ("name") is matched by its table's name only.
    static const QStringList none;
    const bool attribute = key.keyWord.isEmpty() && isAttributeName(key.stem);
    const QStringList &k = attribute ? none : key.stem;
    if ((column.words == key.words && !k.isEmpty()) || (column.full == key.full && !attribute))
        return NameMatch::Same;
    if (s == table)
        return NameMatch::TableName;
    if (!k.isEmpty() && s == k)
        return NameMatch::KeyName;
    auto roleOf = [&](const QStringList &target) {
        return endsWithWords(s, target) && letters(target) >= 3;
    };
    // A role glued to the noun, as warehouses write it ("rt_fromcitykey" -> city).
    auto gluedRoleOf = [&](const QStringList &target) {
        return target.size() == 1 && target.first().size() >= 4 &&
               s.last().size() >= target.first().size() + 2 && s.last().endsWith(target.first());
    };
    // A role before the target's name ("manager_staff"), glued or not; or, for a bare name, the
    // target's head noun alone ("Maker" for car_makers, "Channel" for TV_Channel; "line_no" is a
    // number within its table, not a reference to a table of lines).
    if (roleOf(table) || (!k.isEmpty() && roleOf(k)) || gluedRoleOf(table) ||
        (!k.isEmpty() && gluedRoleOf(k)) ||
        (column.keyWord.isEmpty() && endsWithWords(table, s) && letters(s) >= 4))
        return NameMatch::Role;
    if (sameTable && isHierarchyName(column))
        return NameMatch::Hierarchy;
    const QString joined = s.join(QString());
    if (abbreviates(joined, table) || (!k.isEmpty() && abbreviates(joined, k)))
        return NameMatch::Abbreviation;
    // One word of a longer name abbreviating the table ("ShipVia" -> shippers).
    for (const QString &w : s) {
        if (w.size() >= 4 && s.size() <= 2 &&
            (abbreviates(w, table) || (!k.isEmpty() && abbreviates(w, k))))
            return NameMatch::Abbreviation;
    }
    return NameMatch::None;
}

} // namespace assay::relationships
