#include "privacyrules.h"

namespace assay::db {

PrivacyRules::PrivacyRules(const QSet<QString> &hiddenTables, const QSet<QString> &hiddenColumns,
                           const QSet<QString> &redactedColumns) {
    for (const QString &t : hiddenTables)
        add(t, Kind::HiddenTable);
    for (const QString &c : hiddenColumns)
        add(c, Kind::HiddenColumn);
    for (const QString &c : redactedColumns)
        add(c, Kind::RedactedColumn);
}

void PrivacyRules::add(const QString &entry, Kind kind) {
    QStringList parts = entry.trimmed().toLower().split(u'.');
    for (QString &p : parts)
        p = p.trimmed();
    parts.removeAll(QString());
    Rule rule;
    rule.kind = kind;
    if (kind != Kind::HiddenTable) {
        if (parts.size() < 2)
            return; // a column needs its table: "customers.email"
        rule.column = parts.takeLast();
    }
    if (parts.isEmpty() || parts.size() > 2)
        return;
    const QString table = parts.takeLast();
    if (!parts.isEmpty())
        rule.schema = parts.first();
    // Hidden names are secret; a redacted column's name, and the table of a column rule, are not.
    if (kind == Kind::HiddenTable)
        m_names.insert(table);
    else if (kind == Kind::HiddenColumn)
        m_names.insert(rule.column);
    m_byTable[table].append(rule);
}

QList<const PrivacyRules::Rule *> PrivacyRules::rulesFor(QStringView schema,
                                                         QStringView table) const {
    QList<const Rule *> out;
    const auto it = m_byTable.constFind(table.toString().toLower());
    if (it == m_byTable.constEnd())
        return out;
    for (const Rule &r : *it) {
        // An entry without a schema applies in every schema; an engine that names no schema is
        // matched by every entry, so the stricter reading wins.
        if (r.schema.isEmpty() || schema.isEmpty() ||
            schema.compare(r.schema, Qt::CaseInsensitive) == 0)
            out << &r;
    }
    return out;
}

bool PrivacyRules::tableHidden(QStringView schema, QStringView table) const {
    for (const Rule *r : rulesFor(schema, table)) {
        if (r->kind == Kind::HiddenTable)
            return true;
    }
    return false;
}

bool PrivacyRules::columnHidden(QStringView schema, QStringView table, QStringView column) const {
    for (const Rule *r : rulesFor(schema, table)) {
        if (r->kind == Kind::HiddenColumn && column.compare(r->column, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

bool PrivacyRules::columnRedacted(QStringView schema, QStringView table, QStringView column) const {
    bool redacted = false;
    for (const Rule *r : rulesFor(schema, table)) {
        if (column.compare(r->column, Qt::CaseInsensitive) != 0)
            continue;
        if (r->kind == Kind::HiddenColumn)
            return false; // hidden wins: it may not be read at all
        redacted = redacted || r->kind == Kind::RedactedColumn;
    }
    return redacted;
}

QStringList PrivacyRules::columnsOf(QStringView schema, QStringView table, Kind kind) const {
    QStringList out;
    for (const Rule *r : rulesFor(schema, table)) {
        if (r->kind == kind && !out.contains(r->column))
            out << r->column;
    }
    return out;
}

QStringList PrivacyRules::hiddenColumnsOf(QStringView schema, QStringView table) const {
    return columnsOf(schema, table, Kind::HiddenColumn);
}

QStringList PrivacyRules::redactedColumnsOf(QStringView schema, QStringView table) const {
    QStringList out;
    for (const QString &c : columnsOf(schema, table, Kind::RedactedColumn)) {
        if (!columnHidden(schema, table, c))
            out << c;
    }
    return out;
}

bool PrivacyRules::restrictsColumnsOf(QStringView schema, QStringView table) const {
    for (const Rule *r : rulesFor(schema, table)) {
        if (r->kind != Kind::HiddenTable)
            return true;
    }
    return false;
}

QStringList PrivacyRules::tablesNamed() const {
    QStringList out;
    for (auto it = m_byTable.cbegin(); it != m_byTable.cend(); ++it) {
        for (const Rule &r : it.value()) {
            const QString name = r.schema.isEmpty() ? it.key() : r.schema + u'.' + it.key();
            if (!out.contains(name))
                out << name;
        }
    }
    out.sort();
    return out;
}

PrivacyRules PrivacyRules::withoutRedaction() const {
    PrivacyRules out = *this;
    for (auto it = out.m_byTable.begin(); it != out.m_byTable.end(); ++it)
        it->removeIf([](const Rule &r) { return r.kind == Kind::RedactedColumn; });
    out.m_byTable.removeIf([](const auto &it) { return it.value().isEmpty(); });
    return out;
}

QString PrivacyRules::mask() {
    return QStringLiteral("[redacted]");
}

} // namespace assay::db
