#include "wordnet.h"
#include "knowledgetr.h"

#include "io/atomicfile.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include <algorithm>
#include <cstring>
#include <mutex>

namespace assay::knowledge {

using namespace wordnet;

namespace {

struct Detachment {
    const char *suffix;
    const char *ending;
};

// WordNet's own suffix rules (morph.c): tried in this order, each result kept only when the
// index lists it.
const Detachment NounRules[] = {{"s", ""},   {"ses", "s"},  {"xes", "x"}, {"zes", "z"},
                                {"ches", "ch"}, {"shes", "sh"}, {"men", "man"}, {"ies", "y"}};
const Detachment VerbRules[] = {{"s", ""}, {"ies", "y"}, {"es", "e"}, {"es", ""},
                                {"ed", "e"}, {"ed", ""}, {"ing", "e"}, {"ing", ""}};
const Detachment AdjectiveRules[] = {{"er", ""}, {"est", ""}, {"er", "e"}, {"est", "e"}};

int compare(const char *a, QByteArrayView b)
{
    const size_t n = size_t(b.size());
    const int c = std::strncmp(a, b.data(), n);
    if (c != 0)
        return c;
    return a[n] == '\0' ? 0 : 1; // `a` is longer
}

} // namespace

WordNet::~WordNet() = default;

QString WordNet::defaultDictionaryDirectory()
{
    const QString env = qEnvironmentVariable("ASSAY_WORDNET_DIR");
    return env.isEmpty() ? QStringLiteral("/usr/share/wordnet") : env;
}

const WordNet &WordNet::shared()
{
    static std::once_flag once;
    static std::unique_ptr<WordNet> instance;
    std::call_once(once, [] {
        const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        instance = open(defaultDictionaryDirectory(), data.isEmpty() ? QString() : data + QStringLiteral("/wordnet"));
    });
    return *instance;
}

std::unique_ptr<WordNet> WordNet::open(const QString &dictDir, const QString &cacheDir)
{
    std::unique_ptr<WordNet> wn(new WordNet);
    if (!QFileInfo::exists(QDir(dictDir).filePath(QStringLiteral("index.noun")))) {
        wn->m_error = Tr::tr("WordNet is not installed (no %1); questions are matched to the schema by its own words only.")
                          .arg(QDir(dictDir).filePath(QStringLiteral("index.noun")));
        return wn;
    }
    const quint64 stamp = sourceStamp(dictDir);
    if (!cacheDir.isEmpty()) {
        wn->m_cachePath = QDir(cacheDir).filePath(QStringLiteral("wordnet-%1.bin").arg(stamp, 16, 16, QLatin1Char('0')));
        auto file = std::make_unique<QFile>(wn->m_cachePath);
        if (file->open(QIODevice::ReadOnly)) {
            const qint64 size = file->size();
            const uchar *mapped = size > qint64(sizeof(Header)) ? file->map(0, size) : nullptr;
            QString ignored;
            if (mapped && wn->attach(reinterpret_cast<const char *>(mapped), size, &ignored)
                && (quint64(wn->m_header->sourceStampHigh) << 32 | wn->m_header->sourceStampLow) == stamp) {
                wn->m_file = std::move(file);
                wn->m_fromCache = true;
                return wn;
            }
            wn->m_base = nullptr; // a damaged or stale cache is compiled again
        }
    }
    QString error;
    QByteArray compiled = compile(dictDir, &error);
    if (compiled.isEmpty()) {
        wn->m_error = error;
        return wn;
    }
    if (!wn->m_cachePath.isEmpty() && QDir().mkpath(cacheDir))
        io::writeFileAtomically(wn->m_cachePath, compiled); // a failed write costs a compile next time
    wn->m_memory = std::move(compiled);
    if (!wn->attach(wn->m_memory.constData(), wn->m_memory.size(), &error)) {
        wn->m_error = error;
        wn->m_base = nullptr;
    }
    return wn;
}

bool WordNet::attach(const char *data, qint64 size, QString *error)
{
    auto fail = [&] {
        *error = Tr::tr("The compiled WordNet is damaged.");
        m_base = nullptr;
        return false;
    };
    if (size < qint64(sizeof(Header)))
        return fail();
    m_header = reinterpret_cast<const Header *>(data);
    const Header &h = *m_header;
    if (h.magic != Magic || h.version != FormatVersion)
        return fail();
    auto fits = [&](quint32 offset, quint64 count, size_t record) { return quint64(offset) + count * record <= quint64(size); };
    if (!fits(h.stringsOffset, h.stringsBytes, 1) || !fits(h.lemmasOffset, h.lemmaCount, sizeof(LemmaRecord))
        || !fits(h.sensesOffset, h.senseCount, 4) || !fits(h.synsetsOffset, h.synsetCount, sizeof(SynsetRecord))
        || !fits(h.wordsOffset, h.wordCount, 4) || !fits(h.linksOffset, h.linkCount, sizeof(LinkRecord))
        || !fits(h.exceptionsOffset, h.exceptionCount, sizeof(ExceptionRecord)) || !fits(h.countsOffset, h.senseCount, 2)
        || h.stringsBytes == 0
        || data[h.stringsOffset + h.stringsBytes - 1] != '\0')
        return fail();
    // Every record must point inside the file: a damaged cache is compiled again, never read past.
    auto lemmas = reinterpret_cast<const LemmaRecord *>(data + h.lemmasOffset);
    for (quint32 i = 0; i < h.lemmaCount; ++i) {
        if (lemmas[i].string >= h.stringsBytes || quint64(lemmas[i].firstSense) + lemmas[i].senseCount > h.senseCount)
            return fail();
    }
    auto senses = reinterpret_cast<const quint32 *>(data + h.sensesOffset);
    for (quint32 i = 0; i < h.senseCount; ++i) {
        if (senses[i] >= h.synsetCount)
            return fail();
    }
    auto synsets = reinterpret_cast<const SynsetRecord *>(data + h.synsetsOffset);
    for (quint32 i = 0; i < h.synsetCount; ++i) {
        if (quint64(synsets[i].firstWord) + synsets[i].wordCount > h.wordCount
            || quint64(synsets[i].firstLink) + synsets[i].linkCount > h.linkCount)
            return fail();
    }
    auto words = reinterpret_cast<const quint32 *>(data + h.wordsOffset);
    for (quint32 i = 0; i < h.wordCount; ++i) {
        if (words[i] >= h.stringsBytes)
            return fail();
    }
    auto exceptions = reinterpret_cast<const ExceptionRecord *>(data + h.exceptionsOffset);
    for (quint32 i = 0; i < h.exceptionCount; ++i) {
        if (exceptions[i].form >= h.stringsBytes || exceptions[i].base >= h.stringsBytes)
            return fail();
    }
    m_base = data;
    m_size = size;
    m_strings = data + h.stringsOffset;
    m_lemmas = reinterpret_cast<const LemmaRecord *>(data + h.lemmasOffset);
    m_senses = reinterpret_cast<const quint32 *>(data + h.sensesOffset);
    m_counts = reinterpret_cast<const quint16 *>(data + h.countsOffset);
    m_synsets = reinterpret_cast<const SynsetRecord *>(data + h.synsetsOffset);
    m_words = reinterpret_cast<const quint32 *>(data + h.wordsOffset);
    m_links = reinterpret_cast<const LinkRecord *>(data + h.linksOffset);
    m_exceptions = reinterpret_cast<const ExceptionRecord *>(data + h.exceptionsOffset);
    return true;
}

QByteArray WordNet::key(QStringView word)
{
    QByteArray out = word.trimmed().toString().toLower().toUtf8();
    out.replace(' ', '_');
    return out;
}

QString WordNet::readable(QByteArrayView lemma)
{
    QString out = QString::fromUtf8(lemma);
    out.replace(u'_', u' ');
    return out;
}

const LemmaRecord *WordNet::findLemma(QByteArrayView lemma, Pos pos) const
{
    if (!m_base || lemma.isEmpty())
        return nullptr;
    const LemmaRecord *begin = m_lemmas;
    const LemmaRecord *end = m_lemmas + m_header->lemmaCount;
    const LemmaRecord *it = std::lower_bound(begin, end, std::make_pair(lemma, pos), [this](const LemmaRecord &r, const auto &k) {
        const int c = compare(string(r.string), k.first);
        return c != 0 ? c < 0 : r.pos < std::uint8_t(k.second);
    });
    if (it != end && it->pos == std::uint8_t(pos) && compare(string(it->string), lemma) == 0)
        return it;
    return nullptr;
}

bool WordNet::hasLemma(QByteArrayView lemma) const
{
    for (Pos p : {Pos::Noun, Pos::Verb, Pos::Adjective, Pos::Adverb}) {
        if (findLemma(lemma, p))
            return true;
    }
    return false;
}

QList<WordNet::BaseForm> WordNet::baseForms(QStringView word) const
{
    QList<BaseForm> out;
    if (!m_base)
        return out;
    const QByteArray w = key(word);
    if (w.isEmpty() || w.size() > 80)
        return out;
    auto add = [&](QByteArrayView lemma, Pos pos) {
        if (!findLemma(lemma, pos))
            return;
        for (const BaseForm &b : std::as_const(out)) {
            if (b.pos == pos && b.lemma == lemma)
                return;
        }
        out.append({lemma.toByteArray(), pos});
    };
    for (Pos pos : {Pos::Noun, Pos::Verb, Pos::Adjective, Pos::Adverb}) {
        add(w, pos);
        // Irregular forms: "sold" -> sell, "children" -> child.
        const ExceptionRecord *begin = m_exceptions, *end = m_exceptions + m_header->exceptionCount;
        const ExceptionRecord *e = std::lower_bound(begin, end, w, [this](const ExceptionRecord &r, QByteArrayView k) {
            return compare(string(r.form), k) < 0;
        });
        for (; e != end && compare(string(e->form), w) == 0; ++e) {
            if (e->pos == std::uint8_t(pos))
                add(QByteArrayView(string(e->base)), pos);
        }
        const Detachment *rules = pos == Pos::Noun ? NounRules : pos == Pos::Verb ? VerbRules : AdjectiveRules;
        const size_t count = pos == Pos::Noun ? std::size(NounRules) : pos == Pos::Verb ? std::size(VerbRules)
                           : pos == Pos::Adjective                    ? std::size(AdjectiveRules)
                                                                      : 0;
        for (size_t i = 0; i < count; ++i) {
            const QByteArrayView suffix(rules[i].suffix);
            if (w.size() <= suffix.size() || !w.endsWith(suffix))
                continue;
            if (pos == Pos::Noun && suffix == "s" && w.endsWith("ss"))
                continue; // "glass" is not the plural of "glas"
            add(w.first(w.size() - suffix.size()) + QByteArray(rules[i].ending), pos);
        }
    }
    return out;
}

QList<WordNet::Sense> WordNet::senses(QByteArrayView lemma, Pos pos) const
{
    QList<Sense> out;
    const LemmaRecord *r = findLemma(lemma, pos);
    if (!r)
        return out;
    for (int i = 0; i < r->senseCount; ++i) {
        const quint32 s = m_senses[r->firstSense + quint32(i)];
        if (s < m_header->synsetCount)
            out.append({s, i, i < r->taggedSenses, int(m_counts[r->firstSense + quint32(i)])});
    }
    return out;
}

QList<WordNet::Relation> WordNet::relations(quint32 synset) const
{
    QList<Relation> out;
    if (!m_base || synset >= m_header->synsetCount)
        return out;
    const SynsetRecord &s = m_synsets[synset];
    for (quint32 i = 0; i < s.linkCount; ++i) {
        const LinkRecord &l = m_links[s.firstLink + i];
        if (l.target < m_header->synsetCount)
            out.append({l.target, Link(l.kind), l.sourceWord, l.targetWord});
    }
    return out;
}

int WordNet::wordCount(quint32 synset) const
{
    return m_base && synset < m_header->synsetCount ? m_synsets[synset].wordCount : 0;
}

QByteArray WordNet::word(quint32 synset, int index) const
{
    if (index < 0 || index >= wordCount(synset))
        return {};
    return QByteArray(string(m_words[m_synsets[synset].firstWord + quint32(index)]));
}

int WordNet::wordNumber(quint32 synset, QByteArrayView lemma) const
{
    for (int i = 0; i < wordCount(synset); ++i) {
        if (compare(string(m_words[m_synsets[synset].firstWord + quint32(i)]), lemma) == 0)
            return i + 1;
    }
    return 0;
}

WordNet::Pos WordNet::pos(quint32 synset) const
{
    return m_base && synset < m_header->synsetCount ? Pos(m_synsets[synset].pos) : Pos::Noun;
}

int WordNet::hyponymCount(quint32 synset) const
{
    return m_base && synset < m_header->synsetCount ? m_synsets[synset].hyponymCount : 0;
}

bool WordNet::isAttribute(quint32 synset) const
{
    constexpr std::uint8_t NounAttribute = 7; // lexnames(5WN)
    return m_base && synset < m_header->synsetCount && m_synsets[synset].pos == std::uint8_t(Pos::Noun)
           && m_synsets[synset].lexFile == NounAttribute;
}

int WordNet::synsetCount() const
{
    return m_base ? int(m_header->synsetCount) : 0;
}

bool modifierOnly(const WordNet &wordNet, QStringView word)
{
    const QList<WordNet::BaseForm> forms = wordNet.baseForms(word);
    return !forms.isEmpty() && std::none_of(forms.begin(), forms.end(), [](const WordNet::BaseForm &f) {
        return f.pos == WordNet::Pos::Verb || f.pos == WordNet::Pos::Adverb;
    });
}

bool hasBaseForm(const WordNet &wordNet, QStringView word, WordNet::Pos pos)
{
    const QList<WordNet::BaseForm> forms = wordNet.baseForms(word);
    return std::any_of(forms.begin(), forms.end(),
                       [pos](const WordNet::BaseForm &f) { return f.pos == pos; });
}

namespace {

// The usual noun senses of a word's base forms: the first few of each, in WordNet's order.
QList<quint32> usualNounSenses(const WordNet &wordNet, QStringView word, int perLemma)
{
    QList<quint32> out;
    for (const WordNet::BaseForm &f : wordNet.baseForms(word)) {
        if (f.pos != WordNet::Pos::Noun)
            continue;
        const QList<WordNet::Sense> senses = wordNet.senses(f.lemma, WordNet::Pos::Noun);
        for (int i = 0; i < senses.size() && i < perLemma; ++i)
            if (!out.contains(senses[i].synset))
                out << senses[i].synset;
    }
    return out;
}

} // namespace

QStringList pertainyms(const WordNet &wordNet, QStringView adjective)
{
    QStringList out;
    for (const WordNet::BaseForm &f : wordNet.baseForms(adjective)) {
        if (f.pos != WordNet::Pos::Adjective)
            continue;
        for (const WordNet::Sense &s : wordNet.senses(f.lemma, WordNet::Pos::Adjective)) {
            const int own = wordNet.wordNumber(s.synset, f.lemma);
            for (const WordNet::Relation &r : wordNet.relations(s.synset)) {
                if (r.kind != wordnet::Link::Pertainym ||
                    (r.sourceWord != 0 && r.sourceWord != own) || r.targetWord < 1)
                    continue;
                const QString noun = WordNet::readable(wordNet.word(r.target, r.targetWord - 1));
                if (!out.contains(noun))
                    out << noun;
            }
        }
    }
    return out;
}

bool broaderNoun(const WordNet &wordNet, QStringView general, QStringView specific, int maxDepth)
{
    const QList<quint32> targets = usualNounSenses(wordNet, general, 3);
    if (targets.isEmpty())
        return false;
    QList<quint32> frontier = usualNounSenses(wordNet, specific, 2);
    QList<quint32> seen = frontier;
    for (int depth = 0; depth <= maxDepth && !frontier.isEmpty(); ++depth) {
        QList<quint32> next;
        for (quint32 s : std::as_const(frontier)) {
            if (targets.contains(s))
                return true;
            for (const WordNet::Relation &r : wordNet.relations(s))
                if (r.kind == wordnet::Link::Hypernym && r.sourceWord == 0 &&
                    !seen.contains(r.target)) {
                    seen << r.target;
                    next << r.target;
                }
        }
        frontier = next;
    }
    return false;
}

} // namespace assay::knowledge
