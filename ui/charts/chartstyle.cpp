#include "chartstyle.h"

namespace assay::ui {

QColor paletteColor(int i, bool dark) {
    static const QRgb colors[] = {0x4e79a7, 0xf28e2b, 0xe15759, 0x76b7b2, 0x59a14f,
                                  0xedc948, 0xb07aa1, 0xff9da7, 0x9c755f, 0xbab0ac};
    const QColor c = QColor::fromRgb(colors[((i % 10) + 10) % 10]);
    return dark ? c.lighter(125) : c;
}

QColor bandColor(const QColor &series, bool dark) {
    QColor c = series;
    c.setAlphaF(dark ? 0.28 : 0.18);
    return c;
}

QLocale displayLocale() {
    const QLocale l;
    if (l.language() == QLocale::C)
        return QLocale(QLocale::English, QLocale::UnitedStates);
    return l;
}

} // namespace assay::ui
