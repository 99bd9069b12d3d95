#pragma once
// A connection's privacy settings (security::AccessPolicy): which tables and columns the
// assistant never sees or queries, which columns' values never leave the machine, and whether
// sample values may go to the model at all. Opened from the connection dialog. Below the
// settings, what the database engine's privacy check decided on this connection lately
// (security::PrivacyLog): which statements were refused or masked, and why.

#include <QDialog>
#include <QJsonObject>

class QCheckBox;
class QLineEdit;
class QTreeWidget;

namespace assay::ui {

class PrivacyDialog : public QDialog {
    Q_OBJECT
public:
    // `connectionId` empty: a connection not saved yet, with no decisions to show.
    PrivacyDialog(const QJsonObject &privacy, bool shareByDefault, const QString &connectionId = {}, QWidget *parent = nullptr);
    QJsonObject privacy() const;

    static constexpr int ShownDecisions = 100;

private:
    void loadDecisions(const QString &connectionId);

    QCheckBox *m_share;
    QLineEdit *m_hiddenTables;
    QLineEdit *m_blockedTables;
    QLineEdit *m_hiddenColumns;
    QLineEdit *m_redactedColumns;
    QTreeWidget *m_decisions;
};

} // namespace assay::ui
