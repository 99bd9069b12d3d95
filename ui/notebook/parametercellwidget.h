#pragma once
// A parameter cell: one compact row with the parameter's name, its value widget and which cells
// read it; the definition (type, choices, default) opens under it on demand. A new value is an
// undoable edit, and the cells that read it run again (or turn stale, per the notebook's setting).

#include "cellwidget.h"

class QLabel;
class QToolButton;

namespace assay::ui {

class ParameterDefinition;
class ParameterInput;

class ParameterCellWidget : public CellWidget {
    Q_OBJECT
public:
    ParameterCellWidget(NotebookDocument *doc, const QString &cellId, QWidget *parent = nullptr);

    void refreshContent() override;
    void refreshOutput() override;
    void focusEditor() override;

    ParameterInput *input() const { return m_input; }
    ParameterDefinition *definition() const { return m_definition; }
    QToolButton *defineButton() const { return m_define; }
    QLabel *readersLabel() const { return m_readers; }
    void setDefinitionShown(bool shown);

private:
    // A Choice's choices: its list, or the first column of its query's result.
    QStringList choices() const;
    void refreshReaders();

    ParameterInput *m_input;
    QLabel *m_readers;
    QToolButton *m_define;
    ParameterDefinition *m_definition;
};

} // namespace assay::ui
