// Compiles WordNet's database files (wndb(5WN)) into the compact form of wordnetformat.h.
#include "wordnetformat.h"
#include "knowledgetr.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <cstring>
#include <vector>

namespace assay::knowledge::wordnet {
namespace {

const char *const PosFiles[] = {"noun", "verb", "adj", "adv"};
constexpr size_t MaxGlossLinks = 8; // a definition's first nouns: the rest are mostly its examples' detail

Pos posFromChar(char c)
{
    switch (c) {
    case 'n':
        return Pos::Noun;
    case 'v':
        return Pos::Verb;
    case 'a':
    case 's':
        return Pos::Adjective;
    case 'r':
        return Pos::Adverb;
    default:
        return Pos(0);
    }
}

std::uint8_t linkFromSymbol(QByteArrayView s)
{
    if (s == "@" || s == "@i")
        return std::uint8_t(Link::Hypernym);
    if (s == "+")
        return std::uint8_t(Link::Derivation);
    if (s == "\\")
        return std::uint8_t(Link::Pertainym);
    if (s == "&")
        return std::uint8_t(Link::SimilarTo);
    if (s == "=")
        return std::uint8_t(Link::Attribute);
    if (s == "<")
        return std::uint8_t(Link::Participle);
    return 0;
}

// Splits a line at spaces without copying.
std::vector<QByteArrayView> fields(QByteArrayView line)
{
    std::vector<QByteArrayView> out;
    qsizetype start = -1;
    for (qsizetype i = 0; i <= line.size(); ++i) {
        const bool space = i == line.size() || line[i] == ' ' || line[i] == '\n' || line[i] == '\r';
        if (space && start >= 0) {
            out.push_back(line.sliced(start, i - start));
            start = -1;
        } else if (!space && start < 0) {
            start = i;
        }
    }
    return out;
}

// The lines of `text`, without copying.
std::vector<QByteArrayView> lines(const QByteArray &text)
{
    std::vector<QByteArrayView> out;
    const QByteArrayView all(text);
    qsizetype start = 0;
    while (start < all.size()) {
        qsizetype end = all.indexOf('\n', start);
        if (end < 0)
            end = all.size();
        out.push_back(all.sliced(start, end - start));
        start = end + 1;
    }
    return out;
}

quint64 synsetKey(Pos pos, quint32 offset)
{
    return (quint64(pos) << 32) | offset;
}

class Compiler {
public:
    explicit Compiler(QString dir) : m_dir(std::move(dir)) {}

    QByteArray run(QString *error)
    {
        for (int p = 0; p < 4; ++p) {
            if (!readData(Pos(p + 1), PosFiles[p], error))
                return {};
        }
        for (int p = 0; p < 4; ++p) {
            if (!readIndex(Pos(p + 1), PosFiles[p], error))
                return {};
            readExceptions(Pos(p + 1), PosFiles[p]); // optional: morphology works without them
        }
        linkGlosses();
        readCounts(); // optional too: senses then weigh by WordNet's order alone
        return write();
    }

private:
    struct PendingLink {
        quint64 target;
        std::uint8_t kind, sourceWord, targetWord;
    };
    struct Lemma {
        std::uint32_t string;
        std::uint8_t pos, tagged;
        std::vector<std::uint32_t> senses;
    };
    struct Exception {
        std::uint32_t form, base;
        std::uint8_t pos;
    };

    bool readFile(const QString &name, QByteArray *out, QString *error) const
    {
        QFile f(QDir(m_dir).filePath(name));
        if (!f.open(QIODevice::ReadOnly)) {
            if (error)
                *error = Tr::tr("WordNet's file %1 cannot be read: %2").arg(f.fileName(), f.errorString());
            return false;
        }
        *out = f.readAll();
        return true;
    }

    std::uint32_t intern(QByteArrayView word)
    {
        QByteArray key = word.toByteArray().toLower();
        // Adjectives carry syntactic markers in data files: "galore(ip)".
        if (const qsizetype paren = key.indexOf('('); paren > 0)
            key.truncate(paren);
        const auto it = m_strings.constFind(key);
        if (it != m_strings.constEnd())
            return it.value();
        const std::uint32_t at = std::uint32_t(m_pool.size());
        m_pool.append(key);
        m_pool.append('\0');
        m_strings.insert(key, at);
        return at;
    }

    bool readData(Pos pos, const char *file, QString *error)
    {
        QByteArray text;
        if (!readFile(QStringLiteral("data.") + QLatin1String(file), &text, error))
            return false;
        for (QByteArrayView line : lines(text)) {
            if (line.isEmpty() || line.startsWith(' '))
                continue; // the licence header
            const qsizetype bar = line.indexOf('|');
            const std::vector<QByteArrayView> f = fields(bar >= 0 ? line.first(bar) : line);
            if (f.size() < 6)
                continue;
            bool ok = false;
            const quint32 offset = f[0].toUInt(&ok);
            const int words = f[3].toInt(nullptr, 16);
            if (!ok || words <= 0 || f.size() < size_t(4 + 2 * words + 1))
                continue;
            SynsetRecord s{};
            s.pos = std::uint8_t(pos);
            s.lexFile = std::uint8_t(f[1].toUInt());
            s.firstWord = std::uint32_t(m_words.size());
            s.wordCount = std::uint16_t(words);
            for (int w = 0; w < words; ++w)
                m_words.push_back(intern(f[4 + 2 * w]));
            size_t at = 4 + 2 * words;
            const int pointers = f[at++].toInt();
            std::vector<PendingLink> links;
            for (int p = 0; p < pointers && at + 3 < f.size(); ++p, at += 4) {
                const std::uint8_t kind = linkFromSymbol(f[at]);
                if (!kind)
                    continue;
                const quint32 target = f[at + 1].toUInt();
                const Pos targetPos = posFromChar(f[at + 2].isEmpty() ? '?' : f[at + 2][0]);
                const int st = f[at + 3].toInt(nullptr, 16);
                links.push_back({synsetKey(targetPos, target), kind, std::uint8_t(st >> 8), std::uint8_t(st & 0xff)});
            }
            m_synsetNumber.insert(synsetKey(pos, offset), std::uint32_t(m_synsets.size()));
            m_synsetKeys.push_back(synsetKey(pos, offset));
            m_synsets.push_back(s);
            m_pendingLinks.push_back(std::move(links));
            // A noun's definition, up to its examples ("...; \"a quote\""): linkGlosses() reads it.
            QByteArrayView definition = bar >= 0 ? line.sliced(bar + 1) : QByteArrayView();
            if (const qsizetype cut = definition.indexOf(';'); cut >= 0)
                definition = definition.first(cut);
            if (const qsizetype quote = definition.indexOf('"'); quote >= 0)
                definition = definition.first(quote);
            m_definitions.push_back(pos == Pos::Noun ? definition.toByteArray() : QByteArray());
        }
        return true;
    }

    bool readIndex(Pos pos, const char *file, QString *error)
    {
        QByteArray text;
        if (!readFile(QStringLiteral("index.") + QLatin1String(file), &text, error))
            return false;
        for (QByteArrayView line : lines(text)) {
            if (line.isEmpty() || line.startsWith(' '))
                continue;
            const std::vector<QByteArrayView> f = fields(line);
            if (f.size() < 6)
                continue;
            const int synsets = f[2].toInt();
            const int pointers = f[3].toInt();
            const size_t at = 4 + size_t(pointers);
            if (synsets <= 0 || f.size() < at + 2 + size_t(synsets))
                continue;
            Lemma lemma{intern(f[0]), std::uint8_t(pos), std::uint8_t(std::min(255, f[at + 1].toInt())), {}};
            for (int i = 0; i < synsets && lemma.senses.size() < 255; ++i) {
                const auto it = m_synsetNumber.constFind(synsetKey(pos, f[at + 2 + size_t(i)].toUInt()));
                if (it != m_synsetNumber.constEnd())
                    lemma.senses.push_back(it.value());
            }
            if (!lemma.senses.empty())
                m_lemmas.push_back(std::move(lemma));
        }
        return true;
    }

    void readExceptions(Pos pos, const char *file)
    {
        QByteArray text;
        if (!readFile(QLatin1String(file) + QStringLiteral(".exc"), &text, nullptr))
            return;
        for (QByteArrayView line : lines(text)) {
            const std::vector<QByteArrayView> f = fields(line);
            for (size_t i = 1; i < f.size(); ++i)
                m_exceptions.push_back({intern(f[0]), intern(f[i]), std::uint8_t(pos)});
        }
    }

    // cntlist.rev: "lemma%ss_type:lex_filenum:lex_id:head:head_id sense_number tag_count".
    void readCounts()
    {
        QByteArray text;
        if (!readFile(QStringLiteral("cntlist.rev"), &text, nullptr))
            return;
        for (QByteArrayView line : lines(text)) {
            const std::vector<QByteArrayView> f = fields(line);
            const qsizetype percent = f.size() == 3 ? f[0].indexOf('%') : -1;
            if (percent <= 0 || percent + 1 >= f[0].size())
                continue;
            const char type = f[0][percent + 1];
            const Pos pos = type == '1' ? Pos::Noun : type == '2' ? Pos::Verb : type == '3' || type == '5' ? Pos::Adjective
                          : type == '4'                          ? Pos::Adverb
                                                                  : Pos(0);
            const int sense = f[1].toInt();
            if (pos == Pos(0) || sense <= 0 || sense > 255)
                continue;
            const auto it = m_strings.constFind(f[0].first(percent).toByteArray().toLower());
            if (it != m_strings.constEnd())
                m_counts.insert(countKey(it.value(), pos, sense), std::uint16_t(std::min(65535, f[2].toInt())));
        }
    }

    // The nouns a noun synset's definition uses, each as its lemma's most frequent noun sense
    // (plurals and WordNet's irregular nouns reduced to the lemma): Link::Gloss. WordNet keeps
    // "treatment" and "procedure", "match" and "contest" apart in its hierarchy, but the
    // definitions join them.
    void linkGlosses()
    {
        QHash<QByteArray, std::uint32_t> firstNounSense;
        for (const Lemma &l : m_lemmas) {
            if (l.pos == std::uint8_t(Pos::Noun) && !l.senses.empty())
                firstNounSense.insert(QByteArray(str(l.string)), l.senses.front());
        }
        QHash<QByteArray, QByteArray> irregular;
        for (const Exception &e : m_exceptions) {
            if (e.pos == std::uint8_t(Pos::Noun))
                irregular.insert(QByteArray(str(e.form)), QByteArray(str(e.base)));
        }
        auto lemmaOf = [&](const QByteArray &w) -> QByteArray {
            if (const auto it = irregular.constFind(w); it != irregular.constEnd())
                return it.value();
            if (firstNounSense.contains(w))
                return w;
            for (const auto &[suffix, replacement] : {std::pair{"ies", "y"}, std::pair{"es", ""}, std::pair{"s", ""}}) {
                if (w.endsWith(suffix)) {
                    const QByteArray b = w.first(w.size() - qsizetype(std::strlen(suffix))) + replacement;
                    if (firstNounSense.contains(b))
                        return b;
                }
            }
            return {};
        };
        for (size_t i = 0; i < m_synsets.size(); ++i) {
            const QByteArray &definition = m_definitions[i];
            if (definition.isEmpty())
                continue;
            std::vector<std::uint32_t> targets;
            qsizetype at = 0;
            while (at < definition.size() && targets.size() < MaxGlossLinks) {
                while (at < definition.size() && !(definition[at] >= 'a' && definition[at] <= 'z'))
                    ++at;
                const qsizetype start = at;
                while (at < definition.size() && definition[at] >= 'a' && definition[at] <= 'z')
                    ++at;
                if (at - start < 3)
                    continue;
                const QByteArray lemma = lemmaOf(definition.sliced(start, at - start));
                const auto it = firstNounSense.constFind(lemma);
                if (it == firstNounSense.constEnd() || it.value() == i)
                    continue;
                if (std::find(targets.begin(), targets.end(), it.value()) == targets.end())
                    targets.push_back(it.value());
            }
            for (std::uint32_t t : targets)
                m_pendingLinks[i].push_back({m_synsetKeys[t], std::uint8_t(Link::Gloss), 0, 0});
        }
        m_definitions.clear();
    }

    static quint64 countKey(std::uint32_t string, Pos pos, int sense)
    {
        return (quint64(string) << 16) | (quint64(pos) << 8) | quint64(sense);
    }

    const char *str(std::uint32_t at) const { return m_pool.constData() + at; }

    template <typename T>
    static void append(QByteArray &out, const T &record)
    {
        out.append(reinterpret_cast<const char *>(&record), sizeof(T));
    }

    static std::uint32_t align(QByteArray &out)
    {
        while (out.size() % 4)
            out.append('\0');
        return std::uint32_t(out.size());
    }

    QByteArray write()
    {
        std::sort(m_lemmas.begin(), m_lemmas.end(), [this](const Lemma &a, const Lemma &b) {
            const int c = std::strcmp(str(a.string), str(b.string));
            return c != 0 ? c < 0 : a.pos < b.pos;
        });
        std::sort(m_exceptions.begin(), m_exceptions.end(), [this](const Exception &a, const Exception &b) {
            const int c = std::strcmp(str(a.form), str(b.form));
            return c != 0 ? c < 0 : a.pos < b.pos;
        });
        Header h{};
        h.magic = Magic;
        h.version = FormatVersion;
        QByteArray out(sizeof(Header), '\0');
        h.stringsOffset = align(out);
        h.stringsBytes = std::uint32_t(m_pool.size());
        out.append(m_pool);

        std::vector<std::uint32_t> senses;
        std::vector<std::uint16_t> counts;
        h.lemmasOffset = align(out);
        h.lemmaCount = std::uint32_t(m_lemmas.size());
        for (const Lemma &l : m_lemmas) {
            append(out, LemmaRecord{l.string, std::uint32_t(senses.size()), l.pos, std::uint8_t(l.senses.size()), l.tagged, 0});
            senses.insert(senses.end(), l.senses.begin(), l.senses.end());
            for (size_t i = 0; i < l.senses.size(); ++i)
                counts.push_back(m_counts.value(countKey(l.string, Pos(l.pos), int(i) + 1), 0));
        }
        h.sensesOffset = align(out);
        h.senseCount = std::uint32_t(senses.size());
        for (std::uint32_t s : senses)
            append(out, s);

        std::vector<LinkRecord> links;
        for (size_t i = 0; i < m_synsets.size(); ++i) {
            m_synsets[i].firstLink = std::uint32_t(links.size());
            for (const PendingLink &p : m_pendingLinks[i]) {
                const auto it = m_synsetNumber.constFind(p.target);
                if (it != m_synsetNumber.constEnd() && links.size() - m_synsets[i].firstLink < 0xffff)
                    links.push_back({it.value(), p.kind, p.sourceWord, p.targetWord, 0});
            }
            m_synsets[i].linkCount = std::uint16_t(links.size() - m_synsets[i].firstLink);
        }
        for (const LinkRecord &l : links) {
            if (l.kind == std::uint8_t(Link::Hypernym) && m_synsets[l.target].hyponymCount < 0xffff)
                ++m_synsets[l.target].hyponymCount;
        }
        h.synsetsOffset = align(out);
        h.synsetCount = std::uint32_t(m_synsets.size());
        for (const SynsetRecord &s : m_synsets)
            append(out, s);
        h.wordsOffset = align(out);
        h.wordCount = std::uint32_t(m_words.size());
        for (std::uint32_t w : m_words)
            append(out, w);
        h.linksOffset = align(out);
        h.linkCount = std::uint32_t(links.size());
        for (const LinkRecord &l : links)
            append(out, l);
        h.countsOffset = align(out);
        for (std::uint16_t c : counts)
            append(out, c);
        h.exceptionsOffset = align(out);
        h.exceptionCount = std::uint32_t(m_exceptions.size());
        for (const Exception &e : m_exceptions)
            append(out, ExceptionRecord{e.form, e.base, e.pos, {0, 0, 0}});
        const quint64 stamp = sourceStamp(m_dir);
        h.sourceStampLow = std::uint32_t(stamp);
        h.sourceStampHigh = std::uint32_t(stamp >> 32);
        std::memcpy(out.data(), &h, sizeof(Header));
        return out;
    }

    QString m_dir;
    QByteArray m_pool;
    QHash<QByteArray, std::uint32_t> m_strings;
    QHash<quint64, std::uint32_t> m_synsetNumber;
    std::vector<SynsetRecord> m_synsets;
    std::vector<quint64> m_synsetKeys; // by synset number
    std::vector<QByteArray> m_definitions; // by synset number: nouns' definitions, until linkGlosses()
    std::vector<std::vector<PendingLink>> m_pendingLinks;
    std::vector<std::uint32_t> m_words;
    std::vector<Lemma> m_lemmas;
    std::vector<Exception> m_exceptions;
    QHash<quint64, std::uint16_t> m_counts; // countKey -> tag count
};

} // namespace

quint64 sourceStamp(const QString &dictDir)
{
    QCryptographicHash h(QCryptographicHash::Sha1);
    h.addData(QByteArrayView("assay-wordnet"));
    h.addData(QByteArray::number(FormatVersion));
    for (const char *pos : PosFiles) {
        for (const QString &name : {QStringLiteral("index.%1").arg(QLatin1String(pos)), QStringLiteral("data.%1").arg(QLatin1String(pos)),
                                    QStringLiteral("%1.exc").arg(QLatin1String(pos)), QStringLiteral("cntlist.rev")}) {
            const QFileInfo info(QDir(dictDir).filePath(name));
            h.addData(name.toUtf8());
            h.addData(QByteArray::number(info.exists() ? info.size() : -1));
            h.addData(QByteArray::number(info.exists() ? info.lastModified().toMSecsSinceEpoch() : 0));
        }
    }
    const QByteArray d = h.result();
    quint64 out = 0;
    std::memcpy(&out, d.constData(), sizeof(out));
    return out;
}

QByteArray compile(const QString &dictDir, QString *error)
{
    return Compiler(dictDir).run(error);
}

} // namespace assay::knowledge::wordnet
