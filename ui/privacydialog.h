#pragma once
// A connection's privacy settings (security::AccessPolicy): which tables and columns the
// assistant never sees or queries, which columns' values never leave the machine, and whether
// sample values may go to the model at all. Opened from the connection dialog.

#include <QDialog>
#include <QJsonObject>

class QCheckBox;
class QLineEdit;

namespace assay::ui {

class PrivacyDialog : public QDialog {
    Q_OBJECT
public:
    PrivacyDialog(const QJsonObject &privacy, bool shareByDefault, QWidget *parent = nullptr);
    QJsonObject privacy() const;

private:
    QCheckBox *m_share;
    QLineEdit *m_hiddenTables;
    QLineEdit *m_blockedTables;
    QLineEdit *m_hiddenColumns;
    QLineEdit *m_redactedColumns;
};

} // namespace assay::ui
