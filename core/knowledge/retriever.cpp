#include "retriever.h"

#include "textanalysis.h"

#include "io/atomicfile.h"
#include "llm/hashedembedder.h"

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
    return [](const QStringList &texts, QString *) { return llm::HashedEmbedder().embed(texts); };
}

QString Retriever::tableDocument(const TableKnowledge &t, bool includeValues)
{
    QStringList parts = {t.name, humanize(t.name)};
    if (!t.schema.isEmpty())
        parts << t.schema << humanize(t.schema);
    parts << t.description << t.mainEntity;
    for (const ColumnKnowledge &c : t.columns) {
        parts << c.name << humanize(c.name) << c.description;
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
    QStringList parts = {c.name, humanize(c.name), t.name, humanize(t.name), c.description, c.type};
    // Questions ask "when" and "since" where schemas say "date": give temporal columns the words.
    const QString type = c.type.toLower();
    if (db::isTemporal(c.profile.type) || type.contains(QLatin1String("date")) || type.contains(QLatin1String("time")))
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
    m_vectors = HnswIndex();
    m_embed = embed;
    m_haveVectors = false;
    m_vectorsFromCache = false;
    for (const TableKnowledge &t : context.tables) {
        m_items.append({ItemKind::Table, t.qualifiedName(), {}, 0, t.qualifiedName(), tableDocument(t, m_options.includeValues)});
        for (const ColumnKnowledge &c : t.columns) {
            if (!m_options.indexColumns)
                break;
            m_items.append({ItemKind::Column, t.qualifiedName(), c.name, 0, t.qualifiedName() + QLatin1Char('.') + c.name,
                            columnDocument(t, c, m_options.includeValues)});
        }
    }
    for (const GlossaryEntry &g : glossary)
        m_items.append({ItemKind::Glossary, g.table, g.column, g.id, g.term, g.searchText()});
    for (const ExampleEntry &e : examples)
        m_items.append({ItemKind::Example, {}, {}, e.id, e.question, e.question + QLatin1Char(' ') + e.tables.join(u' ')});

    QStringList texts;
    texts.reserve(m_items.size());
    for (const IndexedItem &item : std::as_const(m_items)) {
        m_bm25.add(analyzeWords(item.text));
        texts << item.text;
    }
    m_bm25.finalize();
    if (!embed || texts.isEmpty())
        return;
    // The cache is valid for exactly these texts, in this order (labels are item numbers).
    QCryptographicHash digest(QCryptographicHash::Sha1);
    for (const QString &t : std::as_const(texts)) {
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
            m_embed = embed;
            return;
        }
        m_vectors = HnswIndex();
    }
    QString embedError;
    const QList<llm::EmbeddingVector> vectors = embed(texts, &embedError);
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
    if (!vectorCache.isEmpty()) {
        // A failed save costs only time on the next start; retrieval works either way.
        QMutexLocker cacheLock(&vectorCacheMutex());
        if (m_vectors.save(vectorCache).isEmpty())
            io::writeFileAtomically(keyPath, key);
    }
}

QList<RetrievedItem> Retriever::search(const QString &query, const QList<ItemKind> &kinds, int k) const
{
    auto wanted = [&](int i) { return kinds.isEmpty() || kinds.contains(m_items[i].kind); };
    QHash<int, RetrievedItem> fused;
    const QList<Bm25Index::Hit> lexical = m_bm25.search(analyzeWords(query), m_options.pool, wanted);
    for (int r = 0; r < lexical.size(); ++r) {
        RetrievedItem &hit = fused[lexical[r].doc];
        hit.item = m_items[lexical[r].doc];
        hit.lexical = lexical[r].score;
        hit.score += 1.0 / (m_options.fusionK + r + 1);
    }
    if (m_haveVectors && m_embed) {
        const QList<llm::EmbeddingVector> q = m_embed({query}, nullptr);
        if (!q.isEmpty()) {
            // The vector side searches all kinds; ask for more so the wanted kinds fill the pool.
            const int ask = kinds.isEmpty() ? m_options.pool : std::min<int>(int(m_items.size()), m_options.pool * 4);
            const QList<HnswIndex::Hit> semantic = m_vectors.search(q.first(), ask);
            int rank = 0;
            for (const HnswIndex::Hit &h : semantic) {
                const int i = int(h.label);
                if (i < 0 || i >= m_items.size() || !wanted(i) || h.similarity <= 0)
                    continue;
                RetrievedItem &hit = fused[i];
                hit.item = m_items[i];
                hit.semantic = h.similarity;
                hit.score += 1.0 / (m_options.fusionK + rank + 1);
                if (++rank >= m_options.pool)
                    break;
            }
        }
    }
    QList<RetrievedItem> out = fused.values();
    std::sort(out.begin(), out.end(), [](const RetrievedItem &a, const RetrievedItem &b) {
        if (a.score != b.score)
            return a.score > b.score;
        return a.item.title < b.item.title;
    });
    if (out.size() > k)
        out.resize(k);
    return out;
}

QList<RetrievedItem> Retriever::searchColumns(const QString &query, int k, const QString &table) const
{
    QList<RetrievedItem> hits = search(query, {ItemKind::Column}, table.isEmpty() ? k : m_options.pool);
    if (!table.isEmpty()) {
        hits.removeIf([&](const RetrievedItem &h) { return h.item.table.compare(table, Qt::CaseInsensitive) != 0; });
        if (hits.size() > k)
            hits.resize(k);
    }
    return hits;
}

} // namespace assay::knowledge
