#include "postgresprivacy.h"
#include "dbtr.h"

#include "sql/tokenizer.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace assay::db {
namespace {

using sql::Token;
using sql::TokenKind;

// Plan fields that hold names or settings, not expressions.
bool isNameField(const QString &key) {
    static const QSet<QString> fields = {
        QStringLiteral("Node Type"),
        QStringLiteral("Parent Relationship"),
        QStringLiteral("Relation Name"),
        QStringLiteral("Schema"),
        QStringLiteral("Alias"),
        QStringLiteral("Index Name"),
        QStringLiteral("CTE Name"),
        QStringLiteral("Subplan Name"),
        QStringLiteral("Join Type"),
        QStringLiteral("Strategy"),
        QStringLiteral("Partial Mode"),
        QStringLiteral("Scan Direction"),
        QStringLiteral("Command"),
        QStringLiteral("Operation"),
        QStringLiteral("Function Name"),
        QStringLiteral("Tuplestore Name"),
        QStringLiteral("Custom Plan Provider"),
        QStringLiteral("Remote SQL"),
        QStringLiteral("Relations"),
        QStringLiteral("Sort Method"),
        QStringLiteral("Sort Space Type"),
    };
    return fields.contains(key);
}

bool isName(const Token &t) {
    return t.kind == TokenKind::Word || t.kind == TokenKind::QuotedIdentifier;
}

// Functions of pg_catalog that name or describe objects (a hidden table's name from its oid, a
// view's definition, a column's comment, whether a guessed column exists) or read a relation
// given by name. Everything called pg_* is refused but for a few that only describe values.
bool describesCatalog(const QString &f) {
    static const QSet<QString> harmless = {
        QStringLiteral("pg_typeof"),
        QStringLiteral("pg_size_pretty"),
        QStringLiteral("pg_size_bytes"),
        QStringLiteral("pg_column_size"),
        QStringLiteral("pg_client_encoding"),
        QStringLiteral("pg_backend_pid"),
        QStringLiteral("pg_postmaster_start_time"),
        QStringLiteral("pg_is_in_recovery"),
        QStringLiteral("pg_jit_available"),
        QStringLiteral("pg_input_is_valid"),
        QStringLiteral("pg_input_error_info"),
    };
    static const QSet<QString> describing = {
        QStringLiteral("obj_description"),
        QStringLiteral("col_description"),
        QStringLiteral("shobj_description"),
        QStringLiteral("format_type"),
        QStringLiteral("row_security_active"),
        QStringLiteral("currtid"),
        QStringLiteral("currtid2"),
        QStringLiteral("current_schemas"),
    };
    if (f.startsWith(u"pg_"))
        return !harmless.contains(f);
    return f.startsWith(u"to_reg") || (f.startsWith(u"has_") && f.endsWith(u"_privilege")) ||
           f.contains(u"_to_xml") || describing.contains(f);
}

struct PlanReader {
    PgPlanFacts facts;

    void addUnique(QStringList &list, const QString &value) {
        if (!value.isEmpty() && !list.contains(value))
            list << value;
    }

    // Column references, functions, operators and casts of one expression.
    void readExpression(const QString &text, int node, bool output, int position) {
        const QList<Token> tokens = sql::significantTokens(text, sql::Flavor::PostgreSQL);
        const int n = int(tokens.size());
        const int refsBefore = int(facts.refs.size());
        auto kindAt = [&](int i, TokenKind k) { return i >= 0 && i < n && tokens[i].kind == k; };
        auto textAt = [&](int i) { return tokens[i].text(text); };
        for (int i = 0; i < n; ++i) {
            const Token &t = tokens[i];
            if (t.kind == TokenKind::Operator) {
                QString op = textAt(i).toString();
                while (i + 1 < n && tokens[i + 1].kind == TokenKind::Operator &&
                       tokens[i + 1].begin == tokens[i].end())
                    op += textAt(++i);
                if (op == u"::") {
                    if (i + 1 < n && isName(tokens[i + 1]))
                        addUnique(facts.casts, sql::identifierText(text, tokens[i + 1]).toLower());
                } else if (op != u"*" || !kindAt(i - 1, TokenKind::Dot)) {
                    addUnique(facts.operators, op);
                }
                continue;
            }
            if (!isName(t) || kindAt(i - 1, TokenKind::Dot))
                continue;
            if (kindAt(i - 1, TokenKind::Operator) && textAt(i - 1) == u"::")
                continue; // the type of a cast
            if (kindAt(i + 1, TokenKind::LeftParen)) {
                addUnique(facts.functions, sql::identifierText(text, t).toLower());
                continue;
            }
            PgPlanFacts::Ref ref;
            ref.node = node;
            ref.output = output;
            ref.position = position;
            if (kindAt(i + 1, TokenKind::Dot) && i + 2 < n) {
                ref.alias = sql::identifierText(text, t);
                const Token &c = tokens[i + 2];
                if (isName(c))
                    ref.column = sql::identifierText(text, c);
                else if (c.kind == TokenKind::Operator && c.text(text) == u"*")
                    ref.column = QStringLiteral("*");
                else
                    continue;
                if (kindAt(i + 3, TokenKind::LeftParen)) {
                    addUnique(facts.functions, ref.column.toLower()); // schema.function(...)
                    i += 2;
                    continue;
                }
                i += 2;
            } else {
                ref.column = sql::identifierText(text, t);
            }
            facts.refs << ref;
        }
        // A bare output is one column and nothing else: "c.last_name" or "last_name".
        const bool oneName =
            (n == 1 && isName(tokens[0])) ||
            (n == 3 && isName(tokens[0]) && tokens[1].kind == TokenKind::Dot && isName(tokens[2]));
        if (output && oneName && int(facts.refs.size()) == refsBefore + 1)
            facts.refs.last().bare = true;
    }

    void readValue(const QString &key, const QJsonValue &value, int node) {
        if (value.isString()) {
            readExpression(value.toString(), node, false, -1);
        } else if (value.isArray()) {
            for (const QJsonValue &v : value.toArray())
                readValue(key, v, node);
        } else if (value.isObject()) {
            const QJsonObject o = value.toObject();
            for (auto it = o.begin(); it != o.end(); ++it) {
                if (!isNameField(it.key()))
                    readValue(it.key(), it.value(), node);
            }
        }
    }

    void readNode(const QJsonObject &o, int parent) {
        const int index = int(facts.nodes.size());
        PgPlanFacts::Node node;
        node.parent = parent;
        node.type = o.value(QStringLiteral("Node Type")).toString();
        node.relationship = o.value(QStringLiteral("Parent Relationship")).toString();
        node.hasOutput = o.contains(QStringLiteral("Output"));
        const bool transparent = node.relationship == u"Outer" || node.relationship == u"Inner";
        node.outputsCount = parent < 0 || !transparent || !facts.nodes[parent].hasOutput;
        facts.nodes << node;
        if (o.contains(QStringLiteral("Relation Name"))) {
            facts.scans << PgPlanFacts::Scan{index, o.value(QStringLiteral("Alias")).toString(),
                                             o.value(QStringLiteral("Schema")).toString(),
                                             o.value(QStringLiteral("Relation Name")).toString()};
        } else if (node.type == u"Foreign Scan" || node.type == u"Custom Scan") {
            addUnique(facts.unresolved, node.type); // a join pushed down, a custom executor
        }
        addUnique(facts.indexes, o.value(QStringLiteral("Index Name")).toString());
        addUnique(facts.functions, o.value(QStringLiteral("Function Name")).toString().toLower());
        const QJsonArray output = o.value(QStringLiteral("Output")).toArray();
        for (int i = 0; i < output.size(); ++i)
            readExpression(output[i].toString(), index, true, i);
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.key() == u"Plans" || it.key() == u"Output" || isNameField(it.key()))
                continue;
            readValue(it.key(), it.value(), index);
        }
        for (const QJsonValue &child : o.value(QStringLiteral("Plans")).toArray())
            readNode(child.toObject(), index);
    }
};

} // namespace

PgPlanFacts readPostgresPlan(const QByteArray &explainJson) {
    PlanReader r;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(explainJson, &error);
    const QJsonObject plan =
        doc.array().first().toObject().value(QStringLiteral("Plan")).toObject();
    if (error.error != QJsonParseError::NoError || plan.isEmpty()) {
        r.facts.parses = false;
        return r.facts;
    }
    r.readNode(plan, -1);
    return r.facts;
}

bool isObjectNameType(const QString &lowerName) {
    static const QSet<QString> types = {
        QStringLiteral("regclass"),     QStringLiteral("regtype"),
        QStringLiteral("regproc"),      QStringLiteral("regprocedure"),
        QStringLiteral("regoper"),      QStringLiteral("regoperator"),
        QStringLiteral("regnamespace"), QStringLiteral("regrole"),
        QStringLiteral("regconfig"),    QStringLiteral("regdictionary"),
        QStringLiteral("regcollation"),
    };
    return types.contains(lowerName);
}

void PgCatalogFacts::addRow(const QString &kind, const QString &a, const QString &b,
                            const QString &c) {
    if (kind == u"a") {
        ancestors[a.toLower()] << b.toLower();
    } else if (kind == u"m") {
        materializedFrom[a.toLower()] << Dependency{b.toLower(), c.toLower()};
    } else if (kind == u"i") {
        Index &index = indexes[a.toLower()];
        index.relation = b.toLower();
        if (c == u"*")
            index.expressions = true;
        else if (!c.isEmpty())
            index.columns << c.toLower();
    } else if (kind == u"f") {
        userFunctions.insert(a.toLower());
    } else if (kind == u"o") {
        userOperators.insert(a);
    }
}

const char *postgresLookupSql() {
    return R"SQL(WITH RECURSIVE
rel AS (SELECT c.oid, n.nspname AS sch, c.relname AS name, c.relkind
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname || '.' || c.relname = ANY (string_to_array($1, E'\n'))),
up(child, parent, depth) AS (
        SELECT i.inhrelid, i.inhparent, 1 FROM pg_inherits i JOIN rel ON rel.oid = i.inhrelid
        UNION ALL
        SELECT up.child, i.inhparent, up.depth + 1 FROM up JOIN pg_inherits i ON i.inhrelid = up.parent WHERE up.depth < 16)
SELECT 'a', cn.nspname || '.' || c.relname, pn.nspname || '.' || p.relname, ''
  FROM up JOIN pg_class c ON c.oid = up.child JOIN pg_namespace cn ON cn.oid = c.relnamespace
  JOIN pg_class p ON p.oid = up.parent JOIN pg_namespace pn ON pn.oid = p.relnamespace
UNION ALL
SELECT 'm', rel.sch || '.' || rel.name, dn.nspname || '.' || d.relname, coalesce(a.attname::text, '')
  FROM rel JOIN pg_rewrite r ON r.ev_class = rel.oid
  JOIN pg_depend dep ON dep.objid = r.oid AND dep.classid = 'pg_rewrite'::regclass AND dep.refclassid = 'pg_class'::regclass
  JOIN pg_class d ON d.oid = dep.refobjid AND d.oid <> rel.oid JOIN pg_namespace dn ON dn.oid = d.relnamespace
  LEFT JOIN pg_attribute a ON a.attrelid = d.oid AND a.attnum = dep.refobjsubid AND dep.refobjsubid > 0
  WHERE rel.relkind = 'm'
UNION ALL
SELECT 'i', i.relname, tn.nspname || '.' || t.relname,
       CASE WHEN x.indexprs IS NOT NULL THEN '*' ELSE coalesce(a.attname::text, '') END
  FROM pg_class i JOIN pg_index x ON x.indexrelid = i.oid JOIN pg_class t ON t.oid = x.indrelid
  JOIN pg_namespace tn ON tn.oid = t.relnamespace
  LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY (x.indkey) AND a.attnum > 0
  WHERE i.relname = ANY (string_to_array($4, E'\n'))
UNION ALL
SELECT 'f', p.proname, n.nspname, '' FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
  WHERE p.proname = ANY (string_to_array($2, E'\n')) AND n.nspname <> 'pg_catalog'
UNION ALL
SELECT 'o', o.oprname, n.nspname, '' FROM pg_operator o JOIN pg_namespace n ON n.oid = o.oprnamespace
  WHERE o.oprname = ANY (string_to_array($3, E'\n')) AND n.nspname <> 'pg_catalog')SQL";
}

namespace {

struct PlanJudge {
    const PgPlanFacts &plan;
    const PgCatalogFacts &catalog;
    const PrivacyRules &rules;
    QString statementLower;
    bool countsOnly = false;
    PgJudgement out;

    bool refuse(const QString &reason, const QString &detail) {
        if (!out.refused) {
            out.refused = true;
            out.reason = reason;
            out.detail = detail;
        }
        return false;
    }

    QString written(const QString &name) const {
        return statementLower.contains(name.toLower()) ? name
                                                       : Tr::tr("a view or subquery it reads");
    }

    // The relation and its parents: a partition is governed by its partitioned table's rules.
    QList<std::pair<QString, QString>> governing(const QString &schema,
                                                 const QString &relation) const {
        QList<std::pair<QString, QString>> out{{schema, relation}};
        for (const QString &parent :
             catalog.ancestors.value((schema + u'.' + relation).toLower())) {
            const int dot = int(parent.indexOf(u'.'));
            out.append({parent.left(dot), parent.mid(dot + 1)});
        }
        return out;
    }

    bool scansAllowed() {
        if (!plan.unresolved.isEmpty())
            return refuse(Tr::tr("The plan reads through a %1 whose tables and columns it does not "
                                 "name, so it cannot be "
                                 "checked against the privacy settings.")
                              .arg(plan.unresolved.first()),
                          Tr::tr("unresolved %1 in the plan").arg(plan.unresolved.first()));
        for (const PgPlanFacts::Scan &s : plan.scans) {
            const QString key = s.schema + u'.' + s.relation;
            if (!out.tablesRead.contains(key))
                out.tablesRead << key;
            if (s.schema == u"pg_catalog" || s.schema == u"information_schema" ||
                s.schema == u"pg_toast")
                return refuse(
                    Tr::tr(
                        "The statement reads the database's own catalog (%1), which names tables "
                        "and columns "
                        "hidden from the assistant; the schema it may see is given to it instead.")
                        .arg(written(s.relation)),
                    Tr::tr("reads the catalog %1").arg(key));
            for (const auto &[schema, relation] : governing(s.schema, s.relation)) {
                if (rules.tableHidden(schema, relation))
                    return refuse(Tr::tr("The assistant may not read %1 (the connection's privacy "
                                         "settings hide it).")
                                      .arg(written(relation)),
                                  Tr::tr("reads the hidden table %1.%2").arg(schema, relation));
            }
            for (const PgCatalogFacts::Dependency &d :
                 catalog.materializedFrom.value(key.toLower())) {
                const int dot = int(d.relation.indexOf(u'.'));
                const QString schema = d.relation.left(dot), relation = d.relation.mid(dot + 1);
                const bool restricted =
                    rules.tableHidden(schema, relation) ||
                    (d.column.isEmpty() ? rules.restrictsColumnsOf(schema, relation)
                                        : rules.columnHidden(schema, relation, d.column) ||
                                              rules.columnRedacted(schema, relation, d.column));
                if (restricted)
                    return refuse(Tr::tr("%1 is a materialized view built from data the "
                                         "connection's privacy settings hide "
                                         "or redact.")
                                      .arg(written(s.relation)),
                                  Tr::tr("reads the materialized view %1, built from %2")
                                      .arg(key, d.column.isEmpty() ? d.relation
                                                                   : d.relation + u'.' + d.column));
            }
        }
        return true;
    }

    bool callsAllowed() {
        for (const QString &t : plan.casts) {
            if (isObjectNameType(t))
                return refuse(Tr::tr("Casts to %1 turn object numbers into names, hidden ones "
                                     "included; they are not allowed "
                                     "under the connection's privacy settings.")
                                  .arg(t),
                              Tr::tr("a cast to %1").arg(t));
        }
        for (const QString &f : plan.functions) {
            if (describesCatalog(f))
                return refuse(Tr::tr("%1() describes the database's objects, hidden ones included; "
                                     "it is not allowed under the "
                                     "connection's privacy settings.")
                                  .arg(f),
                              Tr::tr("calls %1()").arg(f));
            if (catalog.userFunctions.contains(f))
                return refuse(Tr::tr("%1() is defined in this database, and what it reads cannot "
                                     "be checked against the "
                                     "privacy settings.")
                                  .arg(f),
                              Tr::tr("calls the database's own function %1()").arg(f));
        }
        for (const QString &op : plan.operators) {
            if (catalog.userOperators.contains(op))
                return refuse(Tr::tr("The operator %1 is defined in this database, and what it "
                                     "reads cannot be checked against "
                                     "the privacy settings.")
                                  .arg(op),
                              Tr::tr("uses the database's own operator %1").arg(op));
        }
        for (const QString &name : plan.indexes) {
            const auto index = catalog.indexes.constFind(name.toLower());
            if (index == catalog.indexes.constEnd())
                continue;
            const int dot = int(index->relation.indexOf(u'.'));
            for (const auto &[schema, relation] :
                 governing(index->relation.left(dot), index->relation.mid(dot + 1))) {
                bool restricted = index->expressions && rules.restrictsColumnsOf(schema, relation);
                for (const QString &c : index->columns)
                    restricted = restricted || rules.columnHidden(schema, relation, c) ||
                                 rules.columnRedacted(schema, relation, c);
                // An index scan reads rows in the index's order: over a restricted column that
                // order alone tells how the hidden or redacted values compare.
                if (restricted)
                    return refuse(Tr::tr("The plan reads through an index on a hidden or redacted "
                                         "column (sorting or "
                                         "filtering by it), which the connection's privacy "
                                         "settings do not allow."),
                                  Tr::tr("uses the index %1 on %2.%3").arg(name, schema, relation));
            }
        }
        return true;
    }

    QList<const PgPlanFacts::Scan *> scansOf(const PgPlanFacts::Ref &ref) const {
        QList<const PgPlanFacts::Scan *> out;
        for (const PgPlanFacts::Scan &s : plan.scans) {
            // An unqualified name may be any scan's column (the plan qualifies them whenever it
            // reads more than one relation): the stricter reading wins.
            if (ref.alias.isEmpty() || s.alias == ref.alias)
                out << &s;
        }
        return out;
    }

    bool refAllowed(const PgPlanFacts::Ref &ref) {
        const PgPlanFacts::Node &node = plan.nodes[ref.node];
        const bool used = !ref.output || node.outputsCount;
        for (const PgPlanFacts::Scan *s : scansOf(ref)) {
            for (const auto &[schema, relation] : governing(s->schema, s->relation)) {
                const QString where = schema + u'.' + relation;
                if (ref.column == u"*") {
                    if (used && rules.restrictsColumnsOf(schema, relation))
                        return refuse(Tr::tr("%1 is used as a whole row, which would read columns "
                                             "the connection's privacy "
                                             "settings hide or redact; name the columns instead.")
                                          .arg(written(ref.alias)),
                                      Tr::tr("a whole row of %1").arg(where));
                    continue;
                }
                if (rules.columnHidden(schema, relation, ref.column)) {
                    if (used)
                        return refuse(
                            Tr::tr("The assistant may not read %1 (hidden by the connection's "
                                   "privacy settings).")
                                .arg(written(ref.column)),
                            Tr::tr("reads the hidden column %1.%2").arg(where, ref.column));
                    continue;
                }
                if (!rules.columnRedacted(schema, relation, ref.column))
                    continue;
                if (!ref.output || !ref.bare)
                    return refuse(
                        Tr::tr("%1 is redacted by the connection's privacy settings: it may only "
                               "be selected as a "
                               "plain column (its values are then masked), not filtered, joined, "
                               "sorted, grouped, "
                               "compared or computed with.")
                            .arg(written(ref.column)),
                        Tr::tr("uses the redacted column %1.%2 other than as a plain output")
                            .arg(where, ref.column));
                if (node.type == u"Unique" || node.type == u"SetOp" || node.type == u"Group")
                    return refuse(Tr::tr("%1 is redacted; it may not be compared by DISTINCT or a "
                                         "set operation.")
                                      .arg(written(ref.column)),
                                  Tr::tr("compares the redacted column %1.%2 (%3)")
                                      .arg(where, ref.column, node.type));
                if (ref.node == 0) {
                    if (!out.maskedOutputs.contains(ref.position))
                        out.maskedOutputs << ref.position;
                } else if (node.outputsCount && !countsOnly) {
                    return refuse(Tr::tr("%1 is redacted; it may be selected only directly, not "
                                         "through a set operation, a "
                                         "subquery or a CTE that passes it on under another name.")
                                      .arg(written(ref.column)),
                                  Tr::tr("passes the redacted column %1.%2 on through %3")
                                      .arg(where, ref.column, node.relationship));
                }
            }
        }
        return true;
    }
};

} // namespace

PgJudgement judgePostgresPlan(const PgPlanFacts &plan, const PgCatalogFacts &catalog,
                              const PrivacyRules &rules, QStringView statement, bool countsOnly) {
    PlanJudge j{plan, catalog, rules, statement.toString().toLower(), countsOnly, {}};
    if (!plan.parses || plan.nodes.isEmpty()) {
        j.refuse(Tr::tr("The server's plan could not be read, so the statement cannot be checked "
                        "against the privacy "
                        "settings."),
                 Tr::tr("unreadable EXPLAIN output"));
        return j.out;
    }
    if (!j.scansAllowed() || !j.callsAllowed())
        return j.out;
    for (const PgPlanFacts::Ref &ref : plan.refs) {
        if (!j.refAllowed(ref))
            return j.out;
    }
    std::sort(j.out.maskedOutputs.begin(), j.out.maskedOutputs.end());
    return j.out;
}

} // namespace assay::db
