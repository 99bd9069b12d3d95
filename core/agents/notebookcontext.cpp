#include "notebookcontext.h"

#include "vectors/hashedembedder.h"
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
        const QString purpose = cellPurpose(c);
        return head + QStringLiteral(":\n") + (purpose.isEmpty() ? QString() : QStringLiteral("-- ") + purpose + u'\n') + sql.trimmed();
    }
    case notebook::CellKind::Chart: {
        const notebook::Cell *src = nb.cell(c.chartSourceId);
        return QStringLiteral("Chart cell %1: %2 chart of %3").arg(c.name, charts::chartTypeKey(c.chart.type), src ? src->name : QStringLiteral("?"));
    }
    case notebook::CellKind::Markdown:
        return QStringLiteral("Note %1: %2").arg(c.name, full ? c.source.trimmed() : c.source.trimmed().left(300));
    case notebook::CellKind::Parameter:
        return {}; // listed apart, every one of them (parametersText)
    }
    return {};
}

// The text a cell is ranked by: what it is called, what it was asked for, what it returns and
// what it says. Names are read with spaces so "revenue_by_region" meets "revenue by region".
QString meaningText(const notebook::Cell &c, const notebook::Notebook &nb)
{
    const QString name = QString(c.name).replace(u'_', u' ');
    switch (c.kind) {
    case notebook::CellKind::Sql: {
        QStringList cols;
        for (const db::ResultColumn &col : c.output.columns)
            cols << QString(col.name).replace(u'_', u' ');
        return QStringList{name, cellPurpose(c), cols.join(u' '), c.source.left(600)}.join(u'\n');
    }
    case notebook::CellKind::Chart: {
        const notebook::Cell *src = nb.cell(c.chartSourceId);
        return QStringList{name, c.chart.title, charts::chartTypeKey(c.chart.type) + QStringLiteral(" chart"),
                           src ? QString(src->name).replace(u'_', u' ') : QString()}
            .join(u'\n');
    }
    case notebook::CellKind::Markdown:
        return c.source.left(600);
    case notebook::CellKind::Parameter:
        return {};
    }
    return {};
}

// How close in meaning each cell is to the question (cosine of their embeddings), best first.
struct Similar {
    double similarity = 0;
    const notebook::Cell *cell = nullptr;
};

QList<Similar> rankByMeaning(const QString &question, const QList<notebook::Cell> &cells, const notebook::Notebook &nb,
                             const CellEmbedder &embed, QString *source)
{
    QStringList texts{question};
    QList<const notebook::Cell *> ranked;
    for (const notebook::Cell &c : cells) {
        const QString text = meaningText(c, nb).trimmed();
        if (text.isEmpty())
            continue;
        texts << text;
        ranked << &c;
    }
    if (ranked.isEmpty())
        return {};
    QList<llm::EmbeddingVector> vectors;
    if (embed) {
        QString error;
        vectors = embed(texts, &error);
    }
    // A model that failed or answered short: the local embedder still ranks (never a silent skip).
    if (vectors.size() != texts.size())
        vectors = vectors::HashedEmbedder().embed(texts);
    *source = vectors.first().source;
    QList<Similar> out;
    for (int i = 0; i < ranked.size(); ++i)
        out.append({llm::cosineSimilarity(vectors.first(), vectors[i + 1]).value, ranked[i]});
    std::stable_sort(out.begin(), out.end(), [](const Similar &a, const Similar &b) { return a.similarity > b.similarity; });
    return out;
}

// The cells the meaning ranking takes: the closest few that are clearly close (near the best and
// above a floor, so a question about nothing in the notebook brings nothing), and the closest
// notes. Insight cells count as the query they describe.
QList<const notebook::Cell *> closestCells(const QList<Similar> &ranked)
{
    constexpr int MaxCells = 3;
    constexpr int MaxNotes = 2;
    constexpr double Floor = 0.18;     // below this, shared words are incidental
    constexpr double NearBest = 0.75;  // a cell well behind the best one is not what was meant
    QList<const notebook::Cell *> out;
    int cells = 0;
    int notes = 0;
    double best = -1;
    for (const Similar &s : ranked) {
        const bool note = s.cell->kind == notebook::CellKind::Markdown && !s.cell->isInsight();
        if (s.similarity < Floor)
            break;
        if (note) {
            if (notes < MaxNotes) {
                out << s.cell;
                ++notes;
            }
            continue;
        }
        if (best < 0)
            best = s.similarity;
        if (cells < MaxCells && s.similarity >= NearBest * best) {
            out << s.cell;
            ++cells;
        }
    }
    return out;
}

} // namespace

NotebookContext selectNotebookContext(const ask::AskRequest &request, const CellEmbedder &embed)
{
    NotebookContext ctx;
    notebook::Notebook nb;
    nb.setFlavor(request.flavor);
    nb.replaceAll(request.cells);
    const auto &graph = nb.graph();
    QSet<QString> chosen;
    // A cell brings what it reads: a query its ancestors, a chart or an insight its query too.
    auto withAncestors = [&](const notebook::Cell &c) {
        chosen.insert(c.id);
        QString root = c.id;
        if (c.kind == notebook::CellKind::Chart)
            root = c.chartSourceId;
        else if (c.isInsight())
            root = c.insightSourceId;
        if (root.isEmpty() || !nb.cell(root))
            return;
        chosen.insert(root);
        for (const QString &a : graph.ancestors(root))
            chosen.insert(a);
    };
    // The selected cell.
    for (const notebook::Cell &c : request.cells) {
        if (!request.currentCellName.isEmpty() && c.name.compare(request.currentCellName, Qt::CaseInsensitive) == 0)
            withAncestors(c);
    }
    // Cells the question names, with what reads them.
    const QString lowerQuestion = request.question.toLower();
    for (const notebook::Cell &c : request.cells) {
        if (c.kind == notebook::CellKind::Markdown || c.name.isEmpty())
            continue;
        const QString spaced = QString(c.name).replace(u'_', u' ').toLower();
        if (lowerQuestion.contains(c.name.toLower()) || (spaced.contains(u' ') && lowerQuestion.contains(spaced))) {
            withAncestors(c);
            for (const QString &d : graph.descendants(c.id))
                chosen.insert(d);
        }
    }
    // The last answers, for follow-ups ("and by region?").
    for (int i = int(request.history.size()) - 1; i >= 0 && i >= int(request.history.size()) - 2; --i) {
        for (const QString &name : request.history[i].cellNames) {
            for (const notebook::Cell &c : request.cells) {
                if (c.name == name)
                    withAncestors(c);
            }
        }
    }
    // Cells close in meaning.
    const QString question = (request.question + QLatin1Char(' ') + request.clarification).trimmed();
    for (const notebook::Cell *c : closestCells(rankByMeaning(question, request.cells, nb, embed, &ctx.embeddingSource))) {
        if (!chosen.contains(c->id))
            ctx.byMeaning << c->name;
        withAncestors(*c);
    }

    QStringList selected;
    QStringList everything;
    ctx.parameters = parametersText(request.cells);
    if (!ctx.parameters.isEmpty()) {
        const QString block = QStringLiteral("Notebook parameters (write :name in SQL for the value the analyst selects; "
                                             "never write the value itself):\n") + ctx.parameters;
        selected << block;
        everything << block;
    }
    for (const notebook::Cell &c : request.cells) {
        if (c.kind == notebook::CellKind::Parameter)
            continue;
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

QString parametersText(const QList<notebook::Cell> &cells)
{
    QStringList lines;
    for (const notebook::Cell &c : cells) {
        if (c.kind != notebook::CellKind::Parameter)
            continue;
        const notebook::ParameterSpec &spec = c.parameter;
        QString how;
        switch (spec.type) {
        case notebook::ParameterType::Text:
            how = QStringLiteral("text");
            break;
        case notebook::ParameterType::Number:
            how = QStringLiteral("number");
            break;
        case notebook::ParameterType::Date:
            how = QStringLiteral("date");
            break;
        case notebook::ParameterType::DateRange:
            how = QStringLiteral("date range: write :%1.start and :%1.end, or BETWEEN :%1").arg(c.name);
            break;
        case notebook::ParameterType::Choice:
            how = spec.multiple ? QStringLiteral("several values: write IN (:%1)").arg(c.name) : QStringLiteral("one of a list");
            if (spec.choices == notebook::ChoiceSource::Fixed && !spec.options.isEmpty())
                how += QStringLiteral("; choices ") + spec.options.mid(0, 12).join(QStringLiteral(", "));
            break;
        }
        lines << QStringLiteral("- :%1 (%2, now \u201c%3\u201d)").arg(c.name, how, notebook::parameterDisplayText(spec, spec.value()));
    }
    return lines.join(u'\n');
}

QString cellPurpose(const notebook::Cell &cell)
{
    QStringList parts;
    for (const ask::InformationUnit &u : ask::unitsFromJson(cell.units)) {
        const QJsonObject content = u.content.toObject();
        if (u.action == u"step") {
            const QString asked = content.value(QStringLiteral("question")).toString();
            QString line = QStringLiteral("asked \u201c%1\u201d").arg(asked.isEmpty() ? u.description : asked);
            const QString read = content.value(QStringLiteral("rewritten")).toString();
            if (!read.isEmpty() && read != asked)
                line += QStringLiteral(" (read as \u201c%1\u201d)").arg(read);
            if (!u.description.isEmpty() && u.description != asked && u.description != read)
                line += QStringLiteral(", step \u201c%1\u201d").arg(u.description);
            parts << line;
        } else if (u.action == u"link") {
            QStringList tables;
            for (const QJsonValue &t : content.value(QStringLiteral("tables")).toArray())
                tables << t.toString();
            if (!tables.isEmpty())
                parts << QStringLiteral("tables %1").arg(tables.join(QStringLiteral(", ")));
        } else if (u.action == u"plan-joins") {
            const QString from = content.value(QStringLiteral("from")).toString();
            if (!from.isEmpty())
                parts << QStringLiteral("joined %1").arg(from.simplified());
        }
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace assay::agents
