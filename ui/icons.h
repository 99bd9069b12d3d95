#pragma once
// Application icons from resources/icons (SVG, so they stay sharp at any scale).

#include <QIcon>

namespace assay::ui {

inline QIcon icon(const char *name)
{
    return QIcon(QStringLiteral(":/icons/%1.svg").arg(QLatin1String(name)));
}

} // namespace assay::ui
