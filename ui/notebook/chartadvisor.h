#pragma once
// The chart recommendation for a notebook's SQL cell: the rules on the first rows of its result
// (or on its column types when it has not run in this session), and, when the fast model is
// ready, TiChart's verify step on top. The model's answer arrives later; it replaces the chart
// only if the cell still shows the rules' choice (the user has not changed it meanwhile) and
// the answer is a chart the result can draw (agents::applyVerdict).

#include "charts/recommender.h"

#include <QObject>

namespace assay::llm {
class LlmService;
}
namespace assay::notebook {
class Notebook;
}

namespace assay::ui {

class NotebookDocument;

class ChartAdvisor : public QObject {
    Q_OBJECT
public:
    explicit ChartAdvisor(NotebookDocument *doc, QObject *parent = nullptr);

    void setLlmService(llm::LlmService *service) { m_llm = service; }
    static charts::Recommendation rulesFor(const notebook::Notebook *nb, const QString &sourceId);
    // Asks the model to check a chart cell's chart; does nothing without a ready model.
    void verify(const QString &chartId);

signals:
    void chartVerified(const QString &chartId, bool changed);

private:
    NotebookDocument *m_doc;
    llm::LlmService *m_llm = nullptr;
};

} // namespace assay::ui
