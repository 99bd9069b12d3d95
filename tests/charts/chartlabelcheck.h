#pragma once
// What a chart shows that can be checked without eyes: texts QtCharts cut short to fit
// ("Asia P...", "Jan 2...", "120,0..."). Its axis labels and legend entries are
// QGraphicsTextItems in the chart's scene. Names Assay itself shortens at a word past 22
// characters ("Shipped by express…") keep their meaning and do not count.

#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QStringList>
#include <QtCharts/QChart>

namespace assay::test {

inline QStringList cutChartTexts(QChart *chart) {
    QStringList cut;
    for (QGraphicsItem *item : chart->scene()->items()) {
        auto *text = dynamic_cast<QGraphicsTextItem *>(item);
        if (!text || !item->isVisible())
            continue;
        const QString t = text->toPlainText();
        const bool shortenedByAssay = t.endsWith(QChar(0x2026)) && t.size() >= 12;
        if (t.endsWith(QLatin1String("...")) || (t.endsWith(QChar(0x2026)) && !shortenedByAssay))
            cut << t;
    }
    return cut;
}

} // namespace assay::test
