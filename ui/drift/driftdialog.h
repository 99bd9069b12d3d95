#pragma once
// The review of a schema change: what changed (with the evidence for each probable rename), what
// it touches, and a fix for each thing that has one, ticked when Assay is sure (every rename it
// relies on is probable) and left for the user to tick otherwise. The selected item shows its
// text before and after. Apply Selected Fixes is one undoable step; Accept Without Fixing records
// the schema as seen and changes nothing.

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace assay::ui {

class DriftController;

class DriftDialog : public QDialog {
    Q_OBJECT
public:
    DriftDialog(DriftController *controller, QWidget *parent = nullptr);

    QTreeWidget *changesView() const { return m_changes; }
    QTreeWidget *impactsView() const { return m_impacts; }
    QPlainTextEdit *preview() const { return m_preview; }
    QPushButton *applyButton() const { return m_apply; }
    QPushButton *acceptButton() const { return m_accept; }
    // The impacts whose fix is ticked (indexes into the controller's impacts()).
    QList<int> chosenFixes() const;
    void reload();

private:
    void showPreview(QTreeWidgetItem *item);

    DriftController *m_controller;
    QLabel *m_summary;
    QTreeWidget *m_changes;
    QTreeWidget *m_impacts;
    QPlainTextEdit *m_preview;
    QPushButton *m_apply;
    QPushButton *m_accept;
};

} // namespace assay::ui
