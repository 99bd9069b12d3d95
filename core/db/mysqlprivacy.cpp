#include "mysqlprivacy.h"
#include "dbtr.h"

#include "sql/statements.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace assay::db {
namespace {

bool isCatalogSchema(const QString &schema) {
    const QString s = schema.toLower();
    return s == u"information_schema" || s == u"mysql" || s == u"performance_schema" || s == u"sys";
}

struct Expander {
    MysqlPrivacyCatalog &catalog;
    const PrivacyRules &rules;
    QString statementLower;
    MysqlJudgement out;
    QStringList functions;

    struct Level {
        bool refused = false;
        QString reason;
        QString detail;
        TextJudgement judgement;
        QStringList redactedOutputs;
    };

    void known(const QString &name) {
        const QString n = name.toLower();
        if (!n.isEmpty() && !out.knownNames.contains(n))
            out.knownNames << n;
    }

    QString written(const QString &name) const {
        return statementLower.contains(name.toLower()) ? name : Tr::tr("a view it reads");
    }

    static Level refused(const QString &reason, const QString &detail) {
        Level l;
        l.refused = true;
        l.reason = reason;
        l.detail = detail;
        return l;
    }

    // One SELECT: the statement (depth 0) or a view's definition.
    Level level(QStringView text, const QString &schema, int depth) {
        if (depth > 16)
            return refused(
                Tr::tr("Views nest too deep to be checked against the privacy settings."),
                Tr::tr("views nest more than 16 deep"));
        const TextFacts facts = readSelectText(text, sql::Flavor::MySQL);
        for (const QString &c : facts.cteNames)
            known(c);
        for (const QString &f : facts.calledFunctions) {
            if (!functions.contains(f))
                functions << f;
        }
        QList<std::pair<QString, QString>> names;
        for (const TextRelation &r : facts.relations) {
            known(r.name);
            known(r.alias);
            names.append({r.qualifier.isEmpty() ? schema : r.qualifier, r.name});
        }
        QList<MysqlPrivacyCatalog::Relation> found;
        if (!names.isEmpty() && !catalog.relations(names, &found))
            return refused(Tr::tr("The server did not say what the statement's tables are, so it "
                                  "cannot be checked against the "
                                  "privacy settings."),
                           Tr::tr("information_schema did not answer"));
        bool star = false;
        for (const SelectItem &item : facts.items)
            star = star || item.star;
        QList<RelationInfo> infos;
        for (int i = 0; i < facts.relations.size(); ++i) {
            const TextRelation &r = facts.relations[i];
            RelationInfo info;
            info.schema = names[i].first;
            info.name = r.name;
            if (isCatalogSchema(info.schema)) {
                info.kind = RelationInfo::Kind::Catalog;
                infos << info;
                continue;
            }
            for (const MysqlPrivacyCatalog::Relation &f : std::as_const(found)) {
                if (f.schema.compare(info.schema, Qt::CaseInsensitive) != 0 ||
                    f.name.compare(r.name, Qt::CaseInsensitive) != 0)
                    continue;
                info.kind = f.view ? RelationInfo::Kind::View : RelationInfo::Kind::Table;
                info.schema = f.schema;
                info.name = f.name;
                if (!f.view) {
                    const QString key = f.schema + u'.' + f.name;
                    if (!out.tablesRead.contains(key))
                        out.tablesRead << key;
                    break;
                }
                if (f.definition.trimmed().isEmpty())
                    return refused(Tr::tr("The server does not show what the view %1 reads (SHOW "
                                          "VIEW is not granted), so it "
                                          "cannot be checked against the privacy settings.")
                                       .arg(written(f.name)),
                                   Tr::tr("the definition of the view %1.%2 is not shown")
                                       .arg(f.schema, f.name));
                const Level inner = level(f.definition, f.schema, depth + 1);
                if (inner.refused)
                    return refused(
                        depth == 0 ? Tr::tr("The view %1 reads data the connection's privacy "
                                            "settings hide, or uses a "
                                            "redacted column other than as a plain column.")
                                         .arg(r.name)
                                   : inner.reason,
                        depth == 0
                            ? Tr::tr("the view %1.%2: %3").arg(f.schema, f.name, inner.detail)
                            : inner.detail);
                info.redactedColumns = inner.redactedOutputs;
                break;
            }
            if (star && r.outermost && info.kind != RelationInfo::Kind::Unknown)
                info.columns = catalog.columns(info.schema, info.name);
            infos << info;
        }
        Level l;
        l.judgement = judgeSelectText(facts, infos, rules);
        if (l.judgement.refused)
            return refused(l.judgement.reason, l.judgement.detail);
        for (int p : std::as_const(l.judgement.maskedOutputs)) {
            if (p < l.judgement.outputNames.size())
                l.redactedOutputs << l.judgement.outputNames[p];
        }
        return l;
    }
};

void collectTableNames(const QJsonValue &v, QStringList *out) {
    if (v.isArray()) {
        for (const QJsonValue &e : v.toArray())
            collectTableNames(e, out);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.key() == u"table_name" && it.value().isString()) {
                const QString name = it.value().toString();
                if (!name.startsWith(u'<') && !out->contains(name))
                    *out << name;
            } else {
                collectTableNames(it.value(), out);
            }
        }
    }
}

} // namespace

MysqlJudgement judgeMysqlStatement(QStringView statement, const QString &defaultSchema,
                                   MysqlPrivacyCatalog &catalog, const PrivacyRules &rules,
                                   bool countsOnly) {
    const PrivacyRules effective = countsOnly ? rules.withoutRedaction() : rules;
    Expander e{catalog, effective, statement.toString().toLower(), {}, {}};
    auto refuse = [&](const QString &reason, const QString &detail) {
        e.out.refused = true;
        e.out.reason = reason;
        e.out.detail = detail;
        return e.out;
    };
    const QString first = sql::firstKeyword(statement, sql::Flavor::MySQL);
    if (first != u"SELECT" && first != u"WITH" && first != u"VALUES")
        return refuse(Tr::tr("Only a query may run under the connection's privacy settings; this "
                             "statement begins with %1.")
                          .arg(first),
                      Tr::tr("a %1 statement").arg(first));
    const Expander::Level top = e.level(statement, defaultSchema, 0);
    if (top.refused)
        return refuse(top.reason, top.detail);
    if (!e.functions.isEmpty()) {
        const QStringList stored = catalog.storedFunctions(e.functions);
        if (!stored.isEmpty())
            return refuse(Tr::tr("%1() is a stored function of this database, and what it reads "
                                 "cannot be checked against the "
                                 "privacy settings.")
                              .arg(e.written(stored.first())),
                          Tr::tr("calls the stored function %1()").arg(stored.first()));
    }
    e.out.maskedOutputs = top.judgement.maskedOutputs;
    e.out.outputCount = top.judgement.outputsKnown ? int(top.judgement.outputNames.size()) : -1;
    return e.out;
}

QStringList mysqlPlanTables(const QByteArray &explainJson, bool *parses) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(explainJson, &error);
    *parses = error.error == QJsonParseError::NoError && doc.isObject();
    QStringList out;
    if (*parses)
        collectTableNames(doc.object(), &out);
    return out;
}

} // namespace assay::db
