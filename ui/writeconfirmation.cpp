#include "writeconfirmation.h"

#include <QMessageBox>
#include <QPushButton>

namespace assay::ui {

bool confirmWrite(QWidget *parent, const QString &what, const QStringList &changes)
{
    QMessageBox box(parent);
    box.setIcon(QMessageBox::Warning);
    box.setWindowTitle(QObject::tr("Change the Database?"));
    box.setText(QObject::tr("%1 will change the database:").arg(what));
    QStringList items;
    for (const QString &c : changes)
        items << QStringLiteral("<li>%1</li>").arg(c.toHtmlEscaped());
    box.setInformativeText(QStringLiteral("<ul>%1</ul>").arg(items.join(QString())) +
                           QObject::tr("This cannot be undone from Assay. Mark the connection read-only or production to "
                                       "prevent writes altogether."));
    QPushButton *run = box.addButton(QObject::tr("Run and Change"), QMessageBox::DestructiveRole);
    QPushButton *cancel = box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(cancel);
    box.setEscapeButton(cancel);
    box.exec();
    return box.clickedButton() == run;
}

} // namespace assay::ui
