#include "retriever.h"

#include "fusion.h"
#include "namewords.h"
#include "textanalysis.h"

#include "io/atomicfile.h"
#include "vectors/hashedembedder.h"

#include <QCryptographicHash>
#include <QFile>
#include <QHash>
#include <QMutex>

namespace assay::knowledge {

QString itemKindKey(ItemKind kind)
{
    switch (kind) {
    case ItemKind::Table:
        return QStringLiteral("table");
    case ItemKind::Column:
        return QStringLiteral("column");
    case ItemKind::Glossary:
        return QStringLiteral("glossary");
    case ItemKind::Example:
        return QStringLiteral("example");
    }
    return {};
}

Embedder localEmbedder()
{
    return [](const QStringList &texts, QString *) { return vectors::HashedEmbedder().embed(texts); };
}

namespace {

// A name as written and as read ("custAddr customer address"); the reading only when it adds.
QString nameAndReading(const QString &name)
{
    const QString reading = readableName(name, WordNet::shared());
    return reading.isEmpty() || reading == name.toLower() ? name : name + QLatin1Char(' ') + reading;
}

bool temporal(const ColumnKnowledge &c)
{
    const QString type = c.type.toLower();
    return db::isTemporal(c.profile.type) || type.contains(QLatin1String("date")) || type.contains(QLatin1String("time"));
}

} // namespace

QString Retriever::tableDocument(const TableKnowledge &t, bool includeValues)
{
    QStringList parts = {nameAndReading(t.name)};
    if (!t.schema.isEmpty())
        parts << nameAndReading(t.schema);
    parts << t.description << t.mainEntity;
    for (const ColumnKnowledge &c : t.columns) {
        parts << nameAndReading(c.name) << c.description << c.synonyms;
        if (includeValues && c.profile.isCategorical(t.profile.sampledRows)) {
            for (const auto &[v, n] : c.profile.topValues)
                parts << v;
        }
    }
    parts.removeAll(QString());
    return parts.join(QLatin1Char(' '));
}

QString Retriever::columnDocument(const TableKnowledge &t, const ColumnKnowledge &c, bool includeValues)
{
    // Interactive-T2S embeds "a column named {column} in table {table} about {desc}".
    QStringList parts = {nameAndReading(c.name), nameAndReading(t.name), c.description, c.type};
    parts << c.synonyms;
    // Questions ask "when" and "since" where schemas say "date": give temporal columns the words.
    if (temporal(c))
        parts << QStringLiteral("when date time");
    if (includeValues) {
        for (const QString &v : c.profile.samples)
            parts << v;
    }
    parts.removeAll(QString());
    return parts.join(QLatin1Char(' '));
}

namespace {
QMutex &vectorCacheMutex()
{
    static QMutex mutex;
    return mutex;
}
} // namespace

void Retriever::build(const DataContext &context, const QList<GlossaryEntry> &glossary, const QList<ExampleEntry> &examples,
                      const Embedder &embed, QString *error, const QString &vectorCache)
{
    m_items.clear();
    m_bm25 = Bm25Index();
    m_semantic = SemanticIndex();
    m_vectors = HnswIndex();
    m_embed = embed;
    m_haveVectors = false;
    m_vectorsFromCache = false;
    m_tableItem.clear();
    m_neighbours.clear();
    // BM25 normalises by length without the stored values: they are data, not what the item is
    // about, and a table of many distinct values must not read as a long, diluted description.
    QList<int> lengths;
    for (const TableKnowledge &t : context.tables) {
        m_tableItem.insert(t.qualifiedName().toLower(), int(m_items.size()));
        m_items.append({ItemKind::Table, t.qualifiedName(), {}, 0, t.qualifiedName(), tableDocument(t, m_options.includeValues)});
        lengths << int(analyzeWords(tableDocument(t, false)).size());
        for (const ColumnKnowledge &c : t.columns) {
            if (!m_options.indexColumns)
                break;
            m_items.append({ItemKind::Column, t.qualifiedName(), c.name, 0, t.qualifiedName() + QLatin1Char('.') + c.name,
                            columnDocument(t, c, m_options.includeValues)});
            lengths << int(analyzeWords(columnDocument(t, c, false)).size());
        }
    }
    for (const GlossaryEntry &g : glossary)
        m_items.append({ItemKind::Glossary, g.table, g.column, g.id, g.term, g.searchText()});
    for (const ExampleEntry &e : examples)
        m_items.append({ItemKind::Example, {}, {}, e.id, e.question, e.question + QLatin1Char(' ') + e.tables.join(u' ')});
    for (const Relationship &r : context.relationships) {
        const int a = m_tableItem.value(r.fromTable.toLower(), -1), b = m_tableItem.value(r.toTable.toLower(), -1);
        if (a >= 0 && b >= 0 && a != b) {
            if (!m_neighbours[a].contains(b))
                m_neighbours[a] << b;
            if (!m_neighbours[b].contains(a))
                m_neighbours[b] << a;
        }
    }

    QStringList texts;
    texts.reserve(m_items.size());
    for (int i = 0; i < m_items.size(); ++i) {
        m_bm25.add(analyzeWords(m_items[i].text), i < lengths.size() ? lengths[i] : -1);
        texts << m_items[i].text;
    }
    m_bm25.finalize();
    if (m_options.expand)
        indexSemantics(context, glossary, examples);
    if (embed && !texts.isEmpty())
        buildVectors(texts, embed, error, vectorCache);
}

void Retriever::indexSemantics(const DataContext &context, const QList<GlossaryEntry> &glossary, const QList<ExampleEntry> &examples)
{
    using Field = SemanticIndex::Field;
    // Items were appended in this very order by build().
    int item = 0;
    for (const TableKnowledge &t : context.tables) {
        const int table = item++;
        m_semantic.add(table, Field::Name, t.name);
        m_semantic.add(table, Field::Description, t.schema);
        m_semantic.add(table, Field::Description, t.description);
        m_semantic.add(table, Field::Description, t.mainEntity);
        for (const ColumnKnowledge &c : t.columns) {
            m_semantic.add(table, Field::MemberName, c.name);
            m_semantic.add(table, Field::Description, c.description);
            m_semantic.add(table, Field::MemberName, c.synonyms.join(u' '));
            const bool categorical = c.profile.isCategorical(t.profile.sampledRows);
            if (m_options.includeValues && categorical) {
                for (const auto &[v, n] : c.profile.topValues)
                    m_semantic.add(table, Field::Value, v);
            }
            if (!m_options.indexColumns)
                continue;
            const int column = item++;
            m_semantic.add(column, Field::Name, c.name);
            m_semantic.add(column, Field::MemberName, t.name);
            m_semantic.add(column, Field::Description, c.description);
            m_semantic.add(column, Field::Synonym, c.synonyms.join(u' '));
            if (temporal(c))
                m_semantic.add(column, Field::Description, QStringLiteral("when date time"));
            if (m_options.includeValues) {
                for (const QString &v : c.profile.samples)
                    m_semantic.add(column, Field::Value, v);
            }
        }
    }
    for (const GlossaryEntry &g : glossary) {
        const int entry = item++;
        m_semantic.add(entry, Field::Name, g.term);
        m_semantic.add(entry, Field::Synonym, g.aliases.join(u' '));
        m_semantic.add(entry, Field::Description, g.definition);
        m_semantic.add(entry, Field::Value, g.value);
    }
    for (const ExampleEntry &e : examples)
        m_semantic.add(item++, Field::Description, e.question);
    m_semantic.finalize();
}

void Retriever::buildVectors(const QStringList &texts, const Embedder &embed, QString *error, const QString &vectorCache)
{
    // The cache is valid for exactly these texts, in this order (labels are item numbers).
    QCryptographicHash digest(QCryptographicHash::Sha1);
    for (const QString &t : texts) {
        digest.addData(t.toUtf8());
        digest.addData(QByteArrayView("\x1f", 1));
    }
    const QByteArray key = digest.result().toHex();
    const QString keyPath = vectorCache + QStringLiteral(".key");
    if (!vectorCache.isEmpty()) {
        // Re-indexes can overlap (a build finishing while values arrive): the index and its key
        // are read and written as one pair, never interleaved with another build's pair.
        QMutexLocker cacheLock(&vectorCacheMutex());
        QFile keyFile(keyPath);
        if (keyFile.open(QIODevice::ReadOnly) && keyFile.readAll().trimmed() == key && m_vectors.load(vectorCache).isEmpty()
            && m_vectors.size() == texts.size()) {
            m_haveVectors = true;
            m_vectorsFromCache = true;
            m_localVectors = m_vectors.source() == vectors::HashedEmbedder().source();
            return;
        }
        m_vectors = HnswIndex();
    }
    QString embedError;
    const QList<vectors::EmbeddingVector> vectors = embed(texts, &embedError);
    if (vectors.size() != texts.size()) {
        if (error)
            *error = embedError.isEmpty() ? QStringLiteral("The embedder returned %1 vectors for %2 texts.").arg(vectors.size()).arg(texts.size())
                                          : embedError;
        return;
    }
    if (QString e = m_vectors.create(vectors.first().source, vectors.first().dimension(), int(vectors.size())); !e.isEmpty()) {
        if (error)
            *error = e;
        return;
    }
    for (int i = 0; i < vectors.size(); ++i) {
        if (QString e = m_vectors.add(quint64(i), vectors[i]); !e.isEmpty()) {
            if (error)
                *error = e;
            return;
        }
    }
    m_haveVectors = true;
    m_localVectors = m_vectors.source() == vectors::HashedEmbedder().source();
    if (!vectorCache.isEmpty()) {
        // A failed save costs only time on the next start; retrieval works either way.
        QMutexLocker cacheLock(&vectorCacheMutex());
        if (m_vectors.save(vectorCache).isEmpty())
            io::writeFileAtomically(keyPath, key);
    }
}

Retriever::Query Retriever::prepare(const QString &query) const
{
    Query q;
    q.words = analyzeQuery(query);
    if (m_options.expand)
        q.related = m_semantic.analyzeQuery(query);
    if (m_haveVectors && m_embed) {
        // One nearest-neighbour search for every kind of item: the kinds a caller wants are
        // taken from it (a search per kind would cost as much again each time).
        const QList<vectors::EmbeddingVector> vector = m_embed({query}, nullptr);
        if (!vector.isEmpty())
            q.neighbours = m_vectors.search(vector.first(), std::min<int>(int(m_items.size()), m_options.pool * 2));
    }
    return q;
}

QList<RetrievedItem> Retriever::fuse(const Query &query, const std::function<bool(int)> &wanted) const
{
    QHash<int, RetrievedItem> details;
    auto detail = [&](int i) -> RetrievedItem & {
        RetrievedItem &hit = details[i];
        hit.item = m_items[i];
        return hit;
    };
    QList<fusion::RankedList> lists;
    fusion::RankedList lexical{{}, {}, fusion::LexicalWeight};
    for (const Bm25Index::Hit &h : m_bm25.search(query.words, m_options.pool, wanted)) {
        lexical.add(h.doc, h.score);
        detail(h.doc).lexical = h.score;
    }
    lists << lexical;
    if (m_options.expand) {
        fusion::RankedList expanded{{}, {}, fusion::ExpandedWeight};
        for (const SemanticIndex::Hit &h : m_semantic.search(query.related, m_options.pool, wanted)) {
            expanded.add(h.item, h.score);
            detail(h.item).expanded = h.score;
        }
        lists << expanded;
    }
    if (!query.neighbours.isEmpty()) {
        fusion::RankedList vectors{{}, {}, m_localVectors ? fusion::LocalVectorWeight : fusion::VectorWeight};
        for (const HnswIndex::Hit &h : query.neighbours) {
            const int i = int(h.label);
            if (i < 0 || i >= m_items.size() || !wanted(i) || h.similarity <= 0)
                continue;
            vectors.add(i, h.similarity);
            detail(i).semantic = h.similarity;
            if (vectors.items.size() >= m_options.pool)
                break;
        }
        lists << vectors;
    }
    const QHash<int, double> fused = fusion::combine(lists);
    QList<RetrievedItem> out;
    out.reserve(fused.size());
    for (auto it = fused.constBegin(); it != fused.constEnd(); ++it) {
        RetrievedItem hit = details.value(it.key());
        hit.score = it.value();
        out << hit;
    }
    sortByScore(out);
    return out;
}

void sortByScore(QList<RetrievedItem> &items)
{
    std::sort(items.begin(), items.end(), [](const RetrievedItem &a, const RetrievedItem &b) {
        if (a.score != b.score)
            return a.score > b.score;
        return a.item.title < b.item.title;
    });
}

QList<RetrievedItem> Retriever::search(const QString &query, const QList<ItemKind> &kinds, int k) const
{
    auto wanted = [&](int i) { return kinds.isEmpty() || kinds.contains(m_items[i].kind); };
    QList<RetrievedItem> out = fuse(prepare(query), wanted);
    if (out.size() > k)
        out.resize(k);
    return out;
}

} // namespace assay::knowledge
