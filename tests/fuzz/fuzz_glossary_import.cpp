// libFuzzer target for the knowledge imports: RFC 4180 CSV reading, the glossary's CSV and
// Markdown imports (core/knowledge/glossary) and the example memory's SQL analysis against a
// catalog (core/knowledge/examples). The first byte picks the reader. Properties: nothing
// crashes or hangs; what an import accepts exports and imports again to the same entries.

#include "fuzzinput.h"

#include "knowledge/examples.h"
#include "knowledge/glossary.h"

using namespace assay;
using namespace assay::knowledge;
using fuzz::check;

namespace {

db::Catalog catalog() {
    auto col = [](const char *name, const char *type) {
        db::ColumnInfo c;
        c.name = QString::fromLatin1(name);
        c.type = QString::fromLatin1(type);
        c.valueType = db::valueTypeFromDeclared(c.type);
        return c;
    };
    db::TableInfo orders;
    orders.schema = QStringLiteral("public");
    orders.name = QStringLiteral("orders");
    orders.columns = {col("id", "integer"), col("customer_id", "integer"), col("total", "numeric(10,2)"),
                      col("ordered_at", "timestamp")};
    orders.primaryKey = {QStringLiteral("id")};
    db::TableInfo customers;
    customers.schema = QStringLiteral("public");
    customers.name = QStringLiteral("customers");
    customers.columns = {col("id", "integer"), col("name", "text"), col("country", "varchar(40)")};
    db::ForeignKeyInfo fk;
    fk.columns = {QStringLiteral("customer_id")};
    fk.refSchema = QStringLiteral("public");
    fk.refTable = QStringLiteral("customers");
    fk.refColumns = {QStringLiteral("id")};
    orders.foreignKeys = {fk};
    db::Catalog c;
    c.defaultSchema = QStringLiteral("public");
    c.schemas = {QStringLiteral("public")};
    c.tables = {orders, customers};
    return c;
}

bool sameEntries(const QList<GlossaryEntry> &a, const QList<GlossaryEntry> &b) {
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a[i].kind != b[i].kind || a[i].term != b[i].term || a[i].aliases != b[i].aliases
            || a[i].definition != b[i].definition || a[i].expression != b[i].expression
            || a[i].table != b[i].table || a[i].column != b[i].column || a[i].value != b[i].value)
            return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const db::Catalog cat = catalog();
    fuzz::FuzzInput in(data, size);
    const uint8_t mode = in.byte();
    const QByteArray bytes = in.rest().toByteArray();
    QString error;
    QStringList warnings;
    switch (mode % 3) {
    case 0: {
        (void)parseCsv(bytes, &error);
        const QList<GlossaryEntry> entries = importGlossaryCsv(bytes, &error, &warnings);
        for (const GlossaryEntry &e : entries) {
            (void)e.searchText();
            (void)e.mentionedIn(QStringLiteral("monthly GMV by country"));
        }
        if (!entries.isEmpty()) {
            QString again;
            check(sameEntries(importGlossaryCsv(exportGlossaryCsv(entries), &again), entries),
                  "glossary CSV export imports to the same entries");
        }
        break;
    }
    case 1: {
        const QList<GlossaryEntry> entries = importGlossaryMarkdown(QString::fromUtf8(bytes), &warnings);
        (void)exportGlossaryMarkdown(entries);
        break;
    }
    default: {
        const QString sql = QString::fromUtf8(bytes);
        for (int f = 0; f < 4; ++f)
            (void)analyzeSqlUsage(sql, cat, sql::Flavor(f));
        break;
    }
    }
    return 0;
}
