#pragma once
// The widget a parameter's value is set with, compact enough for one row: a line for text and
// numbers, a date field (two for a range), a list to pick one value from, or a button opening a
// list to tick several. It reports a value only when the user sets one (Enter, leaving the field,
// a date or item picked), so typing does not re-run the cells at every key.

#include "notebook/parameter.h"

#include <QWidget>

class QComboBox;
class QDateEdit;
class QHBoxLayout;
class QLineEdit;
class QListWidget;
class QToolButton;

namespace assay::ui {

class ParameterInput : public QWidget {
    Q_OBJECT
public:
    explicit ParameterInput(QWidget *parent = nullptr);

    // Shows `values` in the editor for `spec` (rebuilt when the kind of editor changes);
    // `choices` are what a Choice offers.
    void display(const notebook::ParameterSpec &spec, const QStringList &values,
                 const QStringList &choices);
    // The first widget that takes the keys (for tests and focus).
    QWidget *editor() const;
    // A multiple choice's list (in its pop-up), or null.
    QListWidget *choiceList() const { return m_list; }
    QToolButton *choiceButton() const { return m_button; }

signals:
    void edited(const QStringList &values);

private:
    enum class Kind { None, Line, Date, Range, Single, Multiple };
    static Kind kindFor(const notebook::ParameterSpec &spec);
    void rebuild(Kind kind);
    void commitLine();
    void commitDates();
    void commitChecked();
    void setInvalid(QWidget *w, const QString &why);
    QStringList checkedValues() const;
    void updateButtonText();

    QHBoxLayout *m_layout;
    Kind m_kind = Kind::None;
    notebook::ParameterSpec m_spec;
    QStringList m_values;
    QLineEdit *m_line = nullptr;
    QDateEdit *m_from = nullptr;
    QDateEdit *m_to = nullptr;
    QComboBox *m_combo = nullptr;
    QToolButton *m_button = nullptr;
    QListWidget *m_list = nullptr;
    QLineEdit *m_filter = nullptr;
    bool m_syncing = false;
};

} // namespace assay::ui
