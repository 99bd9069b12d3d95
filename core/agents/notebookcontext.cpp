#include "notebookcontext.h"

#include "knowledge/textanalysis.h"
#include "llm/tokenestimator.h"
#include "notebook/notebook.h"

#include <QSet>

namespace assay::agents {
namespace {

QString columnsText(const notebook::Cell &c)
{
    QStringList cols;
    for (const db::ResultColumn &col : c.output.columns)
        cols << QStringLiteral("%1 %2").arg(col.name, col.declaredType.isEmpty() ? db::valueTypeName(col.type) : col.declaredType);
    return cols.join(QStringLiteral(", "));
}

QString render(const notebook::Cell &c, const notebook::Notebook &nb, bool full)
{
    switch (c.kind) {
    case notebook::CellKind::Sql: {
        QString head = QStringLiteral("SQL cell %1").arg(c.name);
        if (!c.output.columns.isEmpty())
            head += QStringLiteral(" (columns: %1; %2 rows)").arg(columnsText(c)).arg(c.output.rowCount);
        const QString sql = full ? c.source : c.source.left(800);
        return head + QStringLiteral(":\n") + sql.trimmed();
    }
    case notebook::CellKind::Chart: {
        const notebook::Cell *src = nb.cell(c.chartSourceId);
        return QStringLiteral("Chart cell %1: %2 chart of %3").arg(c.name, charts::chartTypeKey(c.chart.type), src ? src->name : QStringLiteral("?"));
    }
    case notebook::CellKind::Markdown:
        return QStringLiteral("Note %1: %2").arg(c.name, full ? c.source.trimmed() : c.source.trimmed().left(300));
    }
    return {};
}

// Word overlap between the question and a text, for notes (cheap and good enough for a handful).
int overlap(const QSet<QString> &questionWords, const QString &text)
{
    int n = 0;
    for (const QString &w : knowledge::analyzeWords(text)) {
        if (questionWords.contains(w))
            ++n;
    }
    return n;
}

} // namespace

NotebookContext selectNotebookContext(const AskRequest &request)
{
    NotebookContext ctx;
    notebook::Notebook nb;
    nb.setFlavor(request.flavor);
    nb.replaceAll(request.cells);
    const auto &graph = nb.graph();
    QSet<QString> chosen;
    auto withAncestors = [&](const QString &id) {
        chosen.insert(id);
        for (const QString &a : graph.ancestors(id))
            chosen.insert(a);
    };
    // The selected cell and what it reads.
    for (const notebook::Cell &c : request.cells) {
        if (!request.currentCellName.isEmpty() && c.name.compare(request.currentCellName, Qt::CaseInsensitive) == 0)
            withAncestors(c.id);
    }
    // Cells the question names, with their neighbourhood.
    const QString lowerQuestion = request.question.toLower();
    const QSet<QString> questionWords = [&] {
        const QStringList w = knowledge::analyzeWords(request.question + QLatin1Char(' ') + request.clarification);
        return QSet<QString>(w.begin(), w.end());
    }();
    for (const notebook::Cell &c : request.cells) {
        if (c.kind == notebook::CellKind::Markdown || c.name.isEmpty())
            continue;
        const QString spaced = QString(c.name).replace(u'_', u' ').toLower();
        if (lowerQuestion.contains(c.name.toLower()) || (spaced.contains(u' ') && lowerQuestion.contains(spaced))) {
            withAncestors(c.id);
            for (const QString &d : graph.descendants(c.id))
                chosen.insert(d);
        }
    }
    // The last answers, for follow-ups ("and by region?").
    for (int i = int(request.history.size()) - 1; i >= 0 && i >= int(request.history.size()) - 2; --i) {
        for (const QString &name : request.history[i].cellNames) {
            for (const notebook::Cell &c : request.cells) {
                if (c.name == name)
                    withAncestors(c.id);
            }
        }
    }
    // Notes by word overlap: the two closest, if they share anything.
    QList<std::pair<int, QString>> notes;
    for (const notebook::Cell &c : request.cells) {
        if (c.kind == notebook::CellKind::Markdown && !c.isInsight()) {
            const int score = overlap(questionWords, c.source);
            if (score >= 2)
                notes.append({score, c.id});
        }
    }
    std::sort(notes.begin(), notes.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    for (int i = 0; i < notes.size() && i < 2; ++i)
        chosen.insert(notes[i].second);

    QStringList selected;
    QStringList everything;
    for (const notebook::Cell &c : request.cells) {
        everything << render(c, nb, true);
        if (!chosen.contains(c.id))
            continue;
        ctx.cells << c;
        selected << render(c, nb, false);
        if (c.kind == notebook::CellKind::Sql && c.output.error.isEmpty() && !graph.diagnostic(c.id).isError())
            ctx.readableCells << c.name;
    }
    ctx.text = selected.join(QStringLiteral("\n\n"));
    ctx.tokens = llm::estimateTokens(ctx.text);
    ctx.fullTokens = llm::estimateTokens(everything.join(QStringLiteral("\n\n")));
    return ctx;
}

} // namespace assay::agents
