// libFuzzer target for the notebook loader (core/notebook/notebookfile): parseNotebook on any
// bytes; a file it accepts is applied to a Notebook (dependency graph, cycles), every cell's
// query is composed (SqlComposer inlines its ancestors) and run plans are computed, as opening
// a file and pressing Ctrl+Enter would. Properties: nothing crashes; an accepted file saves
// and loads again, and the second save equals the first (load/save round trip is stable).

#include "fuzzinput.h"

#include "db/dialect.h"
#include "notebook/notebook.h"
#include "notebook/notebookfile.h"
#include "notebook/notebookrunner.h"
#include "notebook/sqlcomposer.h"

using namespace assay;
using namespace assay::notebook;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    NotebookDocument doc;
    QString error;
    if (!parseNotebook(bytes, &doc, &error)) {
        fuzz::check(!error.isEmpty(), "a refused notebook says why");
        return 0;
    }

    Notebook nb;
    applyDocument(nb, doc);
    const QByteArray saved = serializeNotebook(nb);
    NotebookDocument again;
    fuzz::check(parseNotebook(saved, &again, &error), "a saved notebook loads again");
    Notebook nb2;
    applyDocument(nb2, again);
    fuzz::check(serializeNotebook(nb2) == saved, "load/save round trip is stable");

    const db::Dialect &dialect = db::Dialect::forEngine(db::Engine::PostgreSQL);
    NotebookRunner runner(&nb);
    for (const Cell &cell : nb.cells()) {
        if (cell.kind == CellKind::Sql) {
            const ComposedQuery q = composeCellQuery(nb, cell.id, dialect);
            if (q.ok()) {
                fuzz::check(q.ownStart >= 0 && q.ownLength >= 0 && q.ownStart + q.ownLength <= q.sql.size(),
                            "the cell's own text lies inside the composed query");
                for (int p = 0; p <= q.sql.size(); p += 1 + q.sql.size() / 8)
                    (void)q.mapToCell(p);
            }
        } else if (cell.kind == CellKind::Chart) {
            (void)composeChartQuery(nb, cell.id, dialect);
        }
        (void)runner.plan(cell.id);
        (void)nb.graph().diagnostic(cell.id);
    }
    return 0;
}
