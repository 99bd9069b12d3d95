// libFuzzer target for the SQL text analysis everything else builds on: the tokenizer, statement
// splitting, relations and joins (core/sql) and the notebook's reference finder and renamer
// (core/notebook/sqlreferences), and the parameter finder and binder (core/notebook/sqlparameters,
// parameterbinding). The first byte picks the dialect. Properties: nothing crashes or
// hangs; tokens cover the text exactly once, in order; every range and span lies inside the text.

#include "fuzzinput.h"

#include "notebook/parameterbinding.h"
#include "notebook/sqlparameters.h"
#include "notebook/sqlreferences.h"
#include "sql/joins.h"
#include "sql/relations.h"
#include "sql/statements.h"
#include "sql/tokenizer.h"

using namespace assay;
using fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fuzz::FuzzInput in(data, size);
    const auto flavor = sql::Flavor(in.byte() % 4);
    const QString text = in.restAsText();
    const int n = int(text.size());

    int at = 0;
    for (const sql::Token &t : sql::tokenize(text, flavor)) {
        check(t.begin == at && t.length > 0, "tokens are contiguous and not empty");
        at = t.end();
        if (t.kind == sql::TokenKind::Word || t.kind == sql::TokenKind::QuotedIdentifier)
            (void)sql::identifierText(text, t);
    }
    check(at == n, "tokens cover the whole text");
    (void)sql::significantTokens(text, flavor);

    int previousEnd = 0;
    for (const sql::StatementRange &r : sql::splitStatements(text, flavor)) {
        check(r.begin >= previousEnd && r.begin <= r.end && r.end <= n, "statements are ordered ranges in the text");
        previousEnd = r.end;
        (void)sql::firstKeyword(r.text(text), flavor);
    }
    (void)sql::firstKeyword(text, flavor);
    (void)sql::positionOf(text, n);
    (void)sql::positionOf(text, n / 2);

    const sql::RelationReferences refs = sql::findRelations(text, flavor);
    for (const sql::RelationReference &r : refs.relations)
        check(r.begin >= 0 && r.length >= 0 && r.begin + r.length <= n, "relation spans lie in the text");
    (void)refs.candidateNames();
    (void)sql::findJoinGroups(text, flavor);

    const notebook::SqlReferences cellRefs = notebook::findReferences(text, flavor);
    const QStringList names = cellRefs.candidateNames();
    const QString from = names.isEmpty() ? QStringLiteral("orders") : names.first();
    int changed = 0;
    const QString renamed = notebook::renameReferences(text, from, QStringLiteral("renamed_cell"), flavor, &changed);
    check(changed >= 0 && changed <= cellRefs.relations.size(), "a rename changes at most the references found");
    if (changed == 0)
        check(renamed == text, "a rename that changes nothing leaves the text alone");
    (void)notebook::renameReferences(text, from, QStringLiteral("Odd \"name\""), flavor);

    (void)notebook::findMarkdownReferences(text);
    (void)notebook::renameMarkdownReferences(text, from, QStringLiteral("x"));
    const QString cellName = notebook::sanitizeCellName(text);
    check(!cellName.isEmpty() && notebook::isValidCellName(cellName), "a sanitized cell name is valid");

    // Parameters: spans in the text; binding every name (text, a list for l*, a range for r*)
    // never crashes, and every position of the bound text maps back into the original.
    for (const notebook::ParameterReference &r : notebook::findParameterReferences(text, flavor)) {
        check(r.begin >= 0 && r.length > 1 && r.begin + r.length <= n, "parameter spans lie in the text");
        check(r.listBegin < 0 || (r.listBegin <= r.begin && r.listBegin + r.listLength <= n), "list spans lie in the text");
    }
    for (const db::Engine engine : {db::Engine::SQLite, db::Engine::PostgreSQL, db::Engine::MySQL}) {
        notebook::ParameterBinder binder(engine, flavor, [](const QString &name) -> std::optional<notebook::ParameterBinding> {
            notebook::ParameterBinding b;
            b.name = name;
            if (name.startsWith(u'l')) {
                b.spec.type = notebook::ParameterType::Choice;
                b.spec.multiple = true;
                b.values = {QStringLiteral("a"), QStringLiteral("' OR 1=1 --")};
            } else if (name.startsWith(u'r')) {
                b.spec.type = notebook::ParameterType::DateRange;
                b.values = {QStringLiteral("2025-01-01"), QStringLiteral("2025-02-01")};
            } else {
                b.values = {QStringLiteral("' OR 1=1 --")};
            }
            return b;
        });
        QList<notebook::TextEdit> edits;
        const QString bound = binder.bind(text, &edits);
        if (!binder.error().isEmpty())
            continue;
        check(!bound.contains(QStringLiteral("' OR 1=1 --")) || text.contains(QStringLiteral("' OR 1=1 --")), "values never enter the text");
        for (int p = 0; p <= bound.size(); p += std::max<int>(1, int(bound.size()) / 16)) {
            const int back = notebook::mapThroughEdits(edits, p);
            check(back >= 0 && back <= n, "a bound position maps back into the text");
        }
    }
    return 0;
}
