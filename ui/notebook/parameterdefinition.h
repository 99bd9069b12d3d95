#pragma once
// A parameter's definition, under its row when asked for: the type, for a choice whether several
// values may be chosen and where the choices come from (a list written here, or the first column
// of a query), and the default. Every change is one undoable edit of the cell.

#include "notebook/parameter.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace assay::ui {

class ParameterDefinition : public QWidget {
    Q_OBJECT
public:
    explicit ParameterDefinition(QWidget *parent = nullptr);

    void display(const notebook::ParameterSpec &spec, const QString &query);
    QComboBox *typeBox() const { return m_type; }
    QCheckBox *multipleBox() const { return m_multiple; }
    QComboBox *sourceBox() const { return m_source; }
    QLineEdit *optionsEdit() const { return m_options; }
    QPlainTextEdit *queryEdit() const { return m_query; }
    QLineEdit *defaultEdit() const { return m_default; }

    // The spec with a new type, its values carried over where they still fit.
    static notebook::ParameterSpec withType(const notebook::ParameterSpec &spec,
                                            notebook::ParameterType type);

signals:
    void specEdited(const notebook::ParameterSpec &spec);
    void queryEdited(const QString &query);

private:
    void commitType();
    void commitChoices();
    void commitDefault();
    void updateVisibility();

    notebook::ParameterSpec m_spec;
    QComboBox *m_type;
    QCheckBox *m_multiple;
    QLabel *m_sourceLabel;
    QComboBox *m_source;
    QLineEdit *m_options;
    QPlainTextEdit *m_query;
    QLineEdit *m_default;
    QLabel *m_defaultError;
    bool m_syncing = false;
};

} // namespace assay::ui
