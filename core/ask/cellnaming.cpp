#include "cellnaming.h"

#include "knowledge/textanalysis.h"
#include "notebook/sqlreferences.h"

#include <QRegularExpression>

namespace assay::ask {

QString cellNameFor(const QString &question, const QStringList &taken)
{
    // The question's own words (not stems: "orders", not "order"), without the filler.
    static const QRegularExpression wordRe(QStringLiteral("[a-z][a-z0-9]*"));
    QStringList words;
    for (auto it = wordRe.globalMatch(question.toLower()); it.hasNext();) {
        const QString w = it.next().captured(0);
        if (w.size() >= 2 && !knowledge::isStopword(w) && !words.contains(w))
            words << w;
        if (words.size() == 4)
            break;
    }
    QString base = words.join(u'_');
    if (base.isEmpty())
        base = QStringLiteral("answer");
    if (!notebook::isValidCellName(base))
        base += QStringLiteral("_result"); // a lone keyword ("orders" is fine, "order" is not)
    QString name = base;
    for (int n = 2; taken.contains(name, Qt::CaseInsensitive) || !notebook::isValidCellName(name); ++n)
        name = base + QLatin1Char('_') + QString::number(n);
    return name;
}

} // namespace assay::ask
