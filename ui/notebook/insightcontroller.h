#pragma once
// "Describe this result": computes the facts of a SQL or chart cell's result on a worker thread,
// has them phrased (by the fast model when one is ready, every number checked; else by the
// template), and writes them into an insight cell below the source through the document, so the
// edit can be undone. The insight records the data hash it was written from; asking again on an
// insight rewrites it from its source's current result. The GUI thread never waits: each step
// continues from a future, and a newer request for the same cell makes older answers moot.
// Under the connection's privacy settings the facts go to the model only when the database's
// privacy check finds that the cell reads nothing hidden or redacted (core/db/privacy.md); else
// the template phrases them, and the note says why.

#include <QHash>
#include <QObject>
#include <QString>

namespace assay::llm {
class LlmService;
}
namespace assay::insights {
struct Insight;
struct InsightFacts;
struct InsightOptions;
}

namespace assay::ui {

class NotebookDocument;

class InsightController : public QObject {
    Q_OBJECT
public:
    explicit InsightController(NotebookDocument *doc, QObject *parent = nullptr);

    void setLlmService(llm::LlmService *service) { m_llm = service; }
    // A SQL or chart cell: a new insight about its result. An insight cell: rewritten.
    void describe(const QString &cellId);
    bool isBusy() const { return !m_pending.isEmpty(); }

signals:
    // The insight cell now holds text about `sourceId`'s result (new or rewritten).
    void insightWritten(const QString &insightId, const QString &sourceId, bool fromModel,
                        const QString &note);
    void status(const QString &message, bool isError);

private:
    // Phrases `facts` (with the model when `useModel`) and writes them, if still current.
    void phrase(const QString &sourceId, const QString &targetId, const QString &dataHash, quint64 generation,
                const insights::InsightFacts &facts, const insights::InsightOptions &options, bool useModel,
                const QString &withheldNote);
    void write(const QString &sourceId, const QString &targetId, const QString &dataHash,
               const insights::Insight &insight);

    NotebookDocument *m_doc;
    llm::LlmService *m_llm = nullptr;
    QHash<QString, quint64> m_pending; // source id -> generation of the request in flight
    quint64 m_generation = 0;
};

} // namespace assay::ui
