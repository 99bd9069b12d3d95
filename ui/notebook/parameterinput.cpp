#include "parameterinput.h"

#include <QCalendarWidget>
#include <QComboBox>
#include <QDateEdit>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>
#include <QWidgetAction>

namespace assay::ui {
namespace {

constexpr auto IsoFormat = "yyyy-MM-dd";

QDateEdit *newDateEdit(QWidget *parent) {
    auto *d = new QDateEdit(parent);
    d->setCalendarPopup(true);
    d->setDisplayFormat(
        QString::fromLatin1(IsoFormat)); // what SQL and the file say, in every language
    d->setMinimumWidth(110);
    return d;
}

// A number as the reader writes it (12,5 in German), and back; the value itself stays canonical.
QString localNumber(const QString &canonical) {
    bool ok = false;
    const qlonglong whole = canonical.toLongLong(&ok);
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    if (ok)
        return locale.toString(whole);
    const double d = canonical.toDouble(&ok);
    return ok ? locale.toString(d, 'g', QLocale::FloatingPointShortest) : canonical;
}

QString canonicalNumber(const QString &typed) {
    bool ok = false;
    const double d = QLocale().toDouble(typed.trimmed(), &ok);
    if (ok)
        return QString::number(d, 'g', QLocale::FloatingPointShortest);
    return typed.trimmed(); // C notation, or not a number (the parse below says which)
}

} // namespace

ParameterInput::ParameterInput(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QHBoxLayout(this)) {
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(4);
    setAccessibleName(tr("Parameter value"));
}

ParameterInput::Kind ParameterInput::kindFor(const notebook::ParameterSpec &spec) {
    switch (spec.type) {
    case notebook::ParameterType::Text:
    case notebook::ParameterType::Number:
        return Kind::Line;
    case notebook::ParameterType::Date:
        return Kind::Date;
    case notebook::ParameterType::DateRange:
        return Kind::Range;
    case notebook::ParameterType::Choice:
        return spec.multiple ? Kind::Multiple : Kind::Single;
    }
    return Kind::Line;
}

QWidget *ParameterInput::editor() const {
    if (m_line)
        return m_line;
    if (m_from)
        return m_from;
    if (m_combo)
        return m_combo;
    return m_button;
}

void ParameterInput::rebuild(Kind kind) {
    while (QLayoutItem *item = m_layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_line = nullptr;
    m_from = m_to = nullptr;
    m_combo = nullptr;
    m_button = nullptr;
    m_list = nullptr; // owned by the button's menu
    m_filter = nullptr;
    m_kind = kind;
    switch (kind) {
    case Kind::None:
        break;
    case Kind::Line:
        m_line = new QLineEdit(this);
        m_line->setMinimumWidth(180);
        m_line->setClearButtonEnabled(true);
        m_line->setAccessibleName(tr("Parameter value"));
        connect(m_line, &QLineEdit::editingFinished, this, &ParameterInput::commitLine);
        m_layout->addWidget(m_line);
        break;
    case Kind::Date:
    case Kind::Range:
        m_from = newDateEdit(this);
        m_from->setAccessibleName(kind == Kind::Range ? tr("From") : tr("Date"));
        m_layout->addWidget(m_from);
        if (kind == Kind::Range) {
            m_layout->addWidget(new QLabel(QStringLiteral("–"), this));
            m_to = newDateEdit(this);
            m_to->setAccessibleName(tr("To"));
            m_layout->addWidget(m_to);
        }
        for (QDateEdit *d : {m_from, m_to}) {
            if (!d)
                continue;
            connect(d, &QDateEdit::editingFinished, this, &ParameterInput::commitDates);
            // A day picked in the calendar is a choice made, as Enter is.
            connect(d->calendarWidget(), &QCalendarWidget::clicked, this,
                    [this] { commitDates(); });
        }
        break;
    case Kind::Single:
        m_combo = new QComboBox(this);
        m_combo->setMinimumWidth(160);
        m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        m_combo->setAccessibleName(tr("Parameter value"));
        connect(m_combo, &QComboBox::activated, this, [this](int index) {
            if (index >= 0)
                emit edited({m_combo->itemText(index)});
        });
        m_layout->addWidget(m_combo);
        break;
    case Kind::Multiple: {
        m_button = new QToolButton(this);
        m_button->setPopupMode(QToolButton::InstantPopup);
        m_button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        m_button->setMinimumWidth(160);
        m_button->setAccessibleName(tr("Parameter values"));
        auto *menu = new QMenu(m_button);
        auto *panel = new QWidget(menu);
        auto *v = new QVBoxLayout(panel);
        v->setContentsMargins(6, 6, 6, 6);
        m_filter = new QLineEdit(panel);
        m_filter->setPlaceholderText(tr("Filter"));
        m_filter->setClearButtonEnabled(true);
        m_list = new QListWidget(panel);
        m_list->setMinimumSize(220, 180);
        m_list->setAccessibleName(tr("Values to choose"));
        auto *buttons = new QHBoxLayout;
        auto *all = new QPushButton(tr("All"), panel);
        auto *none = new QPushButton(tr("None"), panel);
        buttons->addWidget(all);
        buttons->addWidget(none);
        buttons->addStretch(1);
        v->addWidget(m_filter);
        v->addWidget(m_list);
        v->addLayout(buttons);
        auto *action = new QWidgetAction(menu);
        action->setDefaultWidget(panel);
        menu->addAction(action);
        m_button->setMenu(menu);
        connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
            for (int i = 0; i < m_list->count(); ++i)
                m_list->item(i)->setHidden(
                    !m_list->item(i)->text().contains(text, Qt::CaseInsensitive));
        });
        auto setAll = [this](Qt::CheckState state) {
            for (int i = 0; i < m_list->count(); ++i) {
                if (!m_list->item(i)->isHidden())
                    m_list->item(i)->setCheckState(state);
            }
        };
        connect(all, &QPushButton::clicked, this, [setAll] { setAll(Qt::Checked); });
        connect(none, &QPushButton::clicked, this, [setAll] { setAll(Qt::Unchecked); });
        connect(m_list, &QListWidget::itemChanged, this, [this] {
            if (!m_syncing)
                updateButtonText();
        });
        // The choice is made when the list closes: ticking ten regions is one change, not ten.
        connect(menu, &QMenu::aboutToHide, this, &ParameterInput::commitChecked);
        m_layout->addWidget(m_button);
        break;
    }
    }
}

void ParameterInput::display(const notebook::ParameterSpec &spec, const QStringList &values,
                             const QStringList &choices) {
    const Kind kind = kindFor(spec);
    if (kind != m_kind)
        rebuild(kind);
    m_spec = spec;
    m_values = values;
    m_syncing = true;
    switch (kind) {
    case Kind::None:
        break;
    case Kind::Line: {
        const QString text = values.value(0);
        const QString shown =
            spec.type == notebook::ParameterType::Number ? localNumber(text) : text;
        if (m_line->text() != shown && !m_line->hasFocus())
            m_line->setText(shown);
        m_line->setPlaceholderText(spec.type == notebook::ParameterType::Number ? tr("a number")
                                                                                : tr("text"));
        setInvalid(m_line, {});
        break;
    }
    case Kind::Date:
    case Kind::Range: {
        const QDate from = QDate::fromString(values.value(0), Qt::ISODate);
        m_from->setDate(from.isValid() ? from : QDate::currentDate());
        if (m_to) {
            const QDate to = QDate::fromString(values.value(1), Qt::ISODate);
            m_to->setDate(to.isValid() ? to : QDate::currentDate());
        }
        break;
    }
    case Kind::Single: {
        QStringList items = choices;
        // A value that is no longer among the choices is still what the cells read: show it.
        if (!values.isEmpty() && !items.contains(values.first()))
            items.prepend(values.first());
        m_combo->clear();
        m_combo->addItems(items);
        m_combo->setCurrentIndex(values.isEmpty() ? -1 : int(items.indexOf(values.first())));
        break;
    }
    case Kind::Multiple: {
        QStringList items = choices;
        for (const QString &v : values) {
            if (!items.contains(v))
                items.append(v);
        }
        m_list->clear();
        for (const QString &item : std::as_const(items)) {
            auto *i = new QListWidgetItem(item, m_list);
            i->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            i->setCheckState(values.contains(item) ? Qt::Checked : Qt::Unchecked);
        }
        updateButtonText();
        break;
    }
    }
    m_syncing = false;
}

void ParameterInput::setInvalid(QWidget *w, const QString &why) {
    // A value that is not one: said where it was typed, and nothing is re-run with it.
    w->setToolTip(why);
    w->setStyleSheet(why.isEmpty() ? QString()
                                   : QStringLiteral("QLineEdit { border: 1px solid #b3261e; }"));
}

void ParameterInput::commitLine() {
    if (m_syncing || !m_line)
        return;
    const QString typed = m_spec.type == notebook::ParameterType::Number
                              ? canonicalNumber(m_line->text())
                              : m_line->text();
    QString error;
    const QStringList values = notebook::parseParameterText(m_spec, typed, &error);
    if (!error.isEmpty()) {
        setInvalid(m_line, error);
        return;
    }
    setInvalid(m_line, {});
    if (values != m_values) {
        m_values = values;
        emit edited(values);
    }
}

void ParameterInput::commitDates() {
    if (m_syncing || !m_from)
        return;
    QStringList values{m_from->date().toString(Qt::ISODate)};
    if (m_to) {
        // A range picked backwards is the same range.
        QDate a = m_from->date();
        QDate b = m_to->date();
        if (a > b)
            std::swap(a, b);
        values = {a.toString(Qt::ISODate), b.toString(Qt::ISODate)};
    }
    if (values != m_values) {
        m_values = values;
        emit edited(values);
    }
}

QStringList ParameterInput::checkedValues() const {
    QStringList out;
    for (int i = 0; m_list && i < m_list->count(); ++i) {
        if (m_list->item(i)->checkState() == Qt::Checked)
            out << m_list->item(i)->text();
    }
    return out;
}

void ParameterInput::updateButtonText() {
    if (!m_button)
        return;
    const QStringList checked = checkedValues();
    m_button->setText(checked.isEmpty() ? tr("(none chosen)")
                                        : notebook::parameterDisplayText(m_spec, checked));
    m_button->setToolTip(checked.join(QStringLiteral(", ")));
}

void ParameterInput::commitChecked() {
    const QStringList values = checkedValues();
    if (values != m_values) {
        m_values = values;
        emit edited(values);
    }
}

} // namespace assay::ui
