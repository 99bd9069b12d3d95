#include "selectedparameter.h"

#include "queryplan.h"

#include <QRegularExpression>

namespace assay::offline {

std::optional<SelectedParameter> findSelectedParameter(const QString &question,
                                                       const QList<notebook::Cell> &cells) {
    for (const notebook::Cell &c : cells) {
        if (c.kind != notebook::CellKind::Parameter)
            continue;
        const notebook::ParameterSpec &spec = c.parameter;
        // One value that reads as words: a list, a number or a date is not a stored value to find.
        const bool textual = spec.type == notebook::ParameterType::Text ||
                             (spec.type == notebook::ParameterType::Choice && !spec.multiple);
        if (!textual || spec.value().size() != 1 || spec.value().first().trimmed().isEmpty())
            continue;
        QString words = QRegularExpression::escape(QString(c.name).replace(u'_', u' '));
        words.replace(QStringLiteral("\\ "), QStringLiteral("[ _]+"));
        const QRegularExpression phrase(
            QStringLiteral("\\b(?:the\\s+)?(?:selected|chosen)\\s+%1\\b").arg(words),
            QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch m = phrase.match(question);
        if (!m.hasMatch())
            continue;
        QString rewritten = question;
        rewritten.replace(m.capturedStart(), m.capturedLength(), spec.value().first());
        return SelectedParameter{c.name, spec.value().first(), rewritten};
    }
    return std::nullopt;
}

bool bindSelectedParameter(QueryPlan &plan, const SelectedParameter &selected) {
    bool bound = false;
    for (int i = 0; i < plan.filters.size(); ++i) {
        const Filter &f = plan.filters[i];
        // Only a filter on exactly that one value: "North or South" is not the selected region.
        const bool single =
            f.orValues.isEmpty() && f.andValues.isEmpty() && f.exceptValues.isEmpty() && !f.negated;
        if (single && f.value.compare(selected.value, Qt::CaseInsensitive) == 0) {
            plan.parameterOf.insert(i, selected.name);
            bound = true;
        }
    }
    return bound;
}

} // namespace assay::offline
