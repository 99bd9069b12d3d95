#pragma once
// The question asked before a statement the user wrote changes the database (security::
// describeWrites says what). Cancel is the default button: Enter alone never writes.

#include <QStringList>

class QWidget;

namespace assay::ui {

bool confirmWrite(QWidget *parent, const QString &what, const QStringList &changes);

} // namespace assay::ui
