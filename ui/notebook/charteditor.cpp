#include "charteditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLayout>
#include <QList>
#include <QLabel>
#include <QSpinBox>
#include <QStandardItemModel>

#include <functional>

namespace assay::ui {
namespace {

const QString NoColumn = QStringLiteral("\x01none");
const QString RowsColumn = QStringLiteral("\x01rows");

// Lays its items out left to right and wraps to the next line when the width runs out, so the
// editor fits narrow notebooks and longer (translated) labels without clipping its controls.
class FlowLayout : public QLayout {
public:
    explicit FlowLayout(int spacing)
        : m_spacing(spacing)
    {
        setContentsMargins(0, 0, 0, 0);
    }
    ~FlowLayout() override
    {
        while (QLayoutItem *item = takeAt(0))
            delete item;
    }
    void addItem(QLayoutItem *item) override { m_items.append(item); }
    int count() const override { return int(m_items.size()); }
    QLayoutItem *itemAt(int index) const override { return m_items.value(index); }
    QLayoutItem *takeAt(int index) override
    {
        return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
    }
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return doLayout(QRect(0, 0, width, 0), true); }
    void setGeometry(const QRect &rect) override
    {
        QLayout::setGeometry(rect);
        doLayout(rect, false);
    }
    QSize sizeHint() const override
    {
        // Everything on one line when there is room.
        int w = 0;
        int h = 0;
        for (QLayoutItem *item : m_items) {
            if (item->isEmpty())
                continue;
            w += item->sizeHint().width() + m_spacing;
            h = std::max(h, item->sizeHint().height());
        }
        return {std::max(0, w - m_spacing), h};
    }
    QSize minimumSize() const override
    {
        QSize size;
        for (QLayoutItem *item : m_items)
            size = size.expandedTo(item->minimumSize());
        return size;
    }

private:
    int doLayout(const QRect &rect, bool testOnly) const
    {
        int x = rect.x();
        int y = rect.y();
        int lineHeight = 0;
        for (QLayoutItem *item : m_items) {
            if (item->isEmpty())
                continue;
            const QSize hint = item->sizeHint();
            if (x > rect.x() && x + hint.width() > rect.right() + 1) {
                x = rect.x();
                y += lineHeight + m_spacing;
                lineHeight = 0;
            }
            if (!testOnly)
                item->setGeometry(QRect(QPoint(x, y), hint));
            x += hint.width() + m_spacing;
            lineHeight = std::max(lineHeight, hint.height());
        }
        return y + lineHeight - rect.y();
    }

    QList<QLayoutItem *> m_items;
    int m_spacing;
};

// The data source list holds every SQL cell of the notebook (hundreds in a long one); a combo box
// fills its list at several microseconds an item. Until the list is about to be used (opened,
// focused, scrolled) it holds only the chosen source, so that a chart cell scrolled into view
// costs what a SQL cell does.
class SourceBox : public QComboBox {
public:
    using QComboBox::QComboBox;
    std::function<void()> fillAll; // adds the other sources; run once

protected:
    void showPopup() override
    {
        fill();
        QComboBox::showPopup();
    }
    void focusInEvent(QFocusEvent *event) override
    {
        fill();
        QComboBox::focusInEvent(event);
    }
    void wheelEvent(QWheelEvent *event) override
    {
        fill();
        QComboBox::wheelEvent(event);
    }

private:
    void fill()
    {
        if (!fillAll)
            return;
        const std::function<void()> f = std::move(fillAll);
        fillAll = nullptr;
        f();
    }
};

QComboBox *combo(QWidget *parent, const QString &accessibleName, QComboBox *c = nullptr)
{
    c = c ? c : new QComboBox(parent);
    c->setAccessibleName(accessibleName);
    // Long column names must not make the whole notebook wider than the window.
    c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    c->setMinimumContentsLength(9);
    c->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    return c;
}

void setCurrentData(QComboBox *box, const QVariant &data)
{
    const int i = box->findData(data);
    box->setCurrentIndex(i >= 0 ? i : 0);
}

} // namespace

ChartEditor::ChartEditor(QWidget *parent)
    : QWidget(parent)
    , m_source(combo(this, tr("Data source"), new SourceBox(this)))
    , m_type(combo(this, tr("Chart type")))
    , m_x(combo(this, tr("X axis column")))
    , m_grain(combo(this, tr("Group dates by")))
    , m_measure(combo(this, tr("Measure column")))
    , m_agg(combo(this, tr("Aggregation")))
    , m_measure2(combo(this, tr("Second measure column")))
    , m_agg2(combo(this, tr("Second aggregation")))
    , m_series(combo(this, tr("Series column")))
    , m_sort(combo(this, tr("Sort")))
    , m_top(new QSpinBox(this))
    , m_stacked(new QCheckBox(tr("Stacked"), this))
    , m_other(new QCheckBox(tr("+ Other"), this))
    , m_forecast(new QCheckBox(tr("Forecast"), this))
    , m_forecastPeriods(new QSpinBox(this))
    , m_problem(new QLabel(this))
{
    for (charts::ChartType t : {charts::ChartType::Bar, charts::ChartType::Line, charts::ChartType::Area,
                                charts::ChartType::Pie, charts::ChartType::Scatter, charts::ChartType::Table})
        m_type->addItem(charts::chartTypeName(t), int(t));
    m_grain->addItem(tr("as is"), -1);
    for (db::TimeGrain g : {db::TimeGrain::Year, db::TimeGrain::Quarter, db::TimeGrain::Month, db::TimeGrain::Week,
                            db::TimeGrain::Day, db::TimeGrain::Hour})
        m_grain->addItem(charts::byTimeGrain(g), int(g));
    for (QComboBox *agg : {m_agg, m_agg2}) {
        for (charts::Aggregation a : {charts::Aggregation::Sum, charts::Aggregation::Avg, charts::Aggregation::Count,
                                      charts::Aggregation::CountDistinct, charts::Aggregation::Min, charts::Aggregation::Max,
                                      charts::Aggregation::None})
            agg->addItem(charts::aggregationName(a), int(a));
    }
    m_sort->addItem(tr("natural order"), int(charts::SortOrder::Natural));
    m_sort->addItem(tr("x ascending"), int(charts::SortOrder::XAscending));
    m_sort->addItem(tr("x descending"), int(charts::SortOrder::XDescending));
    m_sort->addItem(tr("largest first"), int(charts::SortOrder::YDescending));
    m_sort->addItem(tr("smallest first"), int(charts::SortOrder::YAscending));
    m_top->setRange(0, 10000);
    m_top->setSpecialValueText(tr("all"));
    m_top->setPrefix(tr("top "));
    m_top->setAccessibleName(tr("Show only the top N"));
    m_other->setAccessibleName(tr("Add up the rest as Other"));
    m_forecast->setAccessibleName(tr("Forecast the next periods"));
    m_forecastPeriods->setRange(1, charts::MaxForecastPeriods);
    m_forecastPeriods->setValue(12);
    m_forecastPeriods->setSuffix(tr(" periods"));
    m_forecastPeriods->setAccessibleName(tr("Periods to forecast"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color:#b3261e;"));
    m_problem->hide();

    // Two groups that flow left to right and wrap when the cell is narrow: what to draw, then how
    // to measure and order it. A label stays on the line of the control it names.
    auto *rows = new QVBoxLayout(this);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->setSpacing(4);
    auto row = [this, rows](std::initializer_list<std::pair<QString, QWidget *>> items) {
        auto *line = new FlowLayout(6);
        QHBoxLayout *group = nullptr;
        for (const auto &[text, w] : items) {
            // A label starts a group; an unlabelled combo box (grain, aggregation) joins the one
            // before it; check boxes and spin boxes stand alone.
            if (!text.isEmpty() || !group || !qobject_cast<QComboBox *>(w)) {
                auto *box = new QWidget(this);
                group = new QHBoxLayout(box);
                group->setContentsMargins(0, 0, 0, 0);
                group->setSpacing(4);
                line->addWidget(box);
            }
            if (!text.isEmpty()) {
                auto *l = new QLabel(text, this);
                l->setBuddy(w);
                group->addWidget(l);
            }
            group->addWidget(w);
        }
        rows->addLayout(line);
    };
    row({{tr("&Data:"), m_source}, {tr("&Type:"), m_type}, {tr("&X:"), m_x}, {QString(), m_grain}, {tr("&Series:"), m_series},
         {QString(), m_stacked}, {QString(), m_forecast}, {QString(), m_forecastPeriods}});
    row({{tr("&Measure:"), m_measure}, {QString(), m_agg}, {tr("and:"), m_measure2}, {QString(), m_agg2},
         {tr("S&ort:"), m_sort}, {QString(), m_top}, {QString(), m_other}});
    rows->addWidget(m_problem);

    for (QComboBox *box : {m_type, m_x, m_grain, m_measure, m_agg, m_measure2, m_agg2, m_series, m_sort})
        connect(box, &QComboBox::activated, this, &ChartEditor::controlsChanged);
    connect(m_top, &QSpinBox::editingFinished, this, &ChartEditor::controlsChanged);
    for (QCheckBox *box : {m_stacked, m_other, m_forecast})
        connect(box, &QCheckBox::toggled, this, &ChartEditor::controlsChanged);
    connect(m_forecastPeriods, &QSpinBox::editingFinished, this, &ChartEditor::controlsChanged);
    connect(m_source, &QComboBox::activated, this, [this] {
        if (!m_syncing)
            emit sourceChosen(m_source->currentData().toString());
    });
}

void ChartEditor::setSources(const QList<SourceOption> &sources, const QString &currentId)
{
    auto fill = [this, sources, currentId](bool all) {
        m_syncing = true;
        m_source->clear();
        if (currentId.isEmpty())
            m_source->addItem(tr("(choose a cell)"), QString());
        for (const SourceOption &s : sources)
            if (all || s.id == currentId)
                m_source->addItem(s.name, s.id);
        setCurrentData(m_source, currentId);
        m_syncing = false;
    };
    fill(false); // the others when the list is first used (SourceBox)
    static_cast<SourceBox *>(m_source)->fillAll = [fill] { fill(true); };
}

void ChartEditor::setColumns(const QList<db::ResultColumn> &columns)
{
    m_columns = columns;
    m_syncing = true;
    for (QComboBox *box : {m_x, m_measure, m_measure2, m_series}) {
        box->clear();
        if (box == m_series || box == m_measure2)
            box->addItem(tr("(none)"), NoColumn);
        if (box == m_measure || box == m_measure2)
            box->addItem(tr("(rows)"), RowsColumn);
        for (const db::ResultColumn &c : columns)
            box->addItem(QStringLiteral("%1").arg(c.name), c.name);
    }
    m_syncing = false;
    syncControls();
}

void ChartEditor::setSpec(const charts::ChartSpec &spec)
{
    m_spec = spec;
    syncControls();
}

void ChartEditor::syncControls()
{
    m_syncing = true;
    setCurrentData(m_type, int(m_spec.type));
    setCurrentData(m_x, m_spec.x);
    setCurrentData(m_grain, m_spec.timeBucketing ? int(m_spec.grain) : -1);
    const charts::Measure first = m_spec.y.value(0);
    setCurrentData(m_measure, first.column.isEmpty() ? RowsColumn : first.column);
    setCurrentData(m_agg, int(first.aggregation));
    if (m_spec.y.size() > 1) {
        const charts::Measure second = m_spec.y[1];
        setCurrentData(m_measure2, second.column.isEmpty() ? RowsColumn : second.column);
        setCurrentData(m_agg2, int(second.aggregation));
    } else {
        setCurrentData(m_measure2, NoColumn);
    }
    setCurrentData(m_series, m_spec.series.isEmpty() ? NoColumn : m_spec.series);
    setCurrentData(m_sort, int(m_spec.sort));
    m_top->setValue(m_spec.limit);
    m_stacked->setChecked(m_spec.stacked);
    m_other->setChecked(m_spec.otherBucket);
    m_forecast->setChecked(m_spec.forecastPeriods > 0);
    if (m_spec.forecastPeriods > 0)
        m_forecastPeriods->setValue(m_spec.forecastPeriods);
    m_syncing = false;
    updateAvailability();
}

charts::ChartSpec ChartEditor::specFromControls() const
{
    charts::ChartSpec s = m_spec;
    s.type = charts::ChartType(m_type->currentData().toInt());
    s.x = m_x->currentData().toString();
    const int grain = m_grain->currentData().toInt();
    s.timeBucketing = grain >= 0;
    if (grain >= 0)
        s.grain = db::TimeGrain(grain);
    s.y.clear();
    auto measure = [](const QComboBox *col, const QComboBox *agg) {
        charts::Measure m;
        const QString c = col->currentData().toString();
        m.column = c == RowsColumn ? QString() : c;
        m.aggregation = c == RowsColumn ? charts::Aggregation::Count : charts::Aggregation(agg->currentData().toInt());
        return m;
    };
    s.y << measure(m_measure, m_agg);
    if (m_measure2->currentData().toString() != NoColumn)
        s.y << measure(m_measure2, m_agg2);
    const QString series = m_series->currentData().toString();
    s.series = series == NoColumn ? QString() : series;
    s.sort = charts::SortOrder(m_sort->currentData().toInt());
    s.limit = m_top->value();
    s.stacked = m_stacked->isChecked();
    s.otherBucket = m_other->isChecked();
    if (s.otherBucket && s.limit <= 0)
        s.limit = 10; // "Other" means the rest past a top N; all categories have no rest
    s.forecastPeriods = m_forecast->isChecked() ? m_forecastPeriods->value() : 0;
    return s;
}

void ChartEditor::controlsChanged()
{
    if (m_syncing)
        return;
    charts::ChartSpec next = specFromControls();
    if (next == m_spec)
        return;
    // Chosen by hand now: the recommender's reasons no longer describe it.
    next.reasons.clear();
    m_spec = next;
    updateAvailability();
    emit specEdited(m_spec);
}

void ChartEditor::disableInvalid(QComboBox *box, const std::function<void(charts::ChartSpec &, const QVariant &)> &apply)
{
    auto *model = qobject_cast<QStandardItemModel *>(box->model());
    if (!model || m_columns.isEmpty())
        return;
    for (int i = 0; i < box->count(); ++i) {
        charts::ChartSpec candidate = m_spec;
        apply(candidate, box->itemData(i));
        const QString reason = charts::validateSpec(candidate, m_columns);
        QStandardItem *item = model->item(i);
        // The current choice stays selectable even when the spec is invalid for another reason.
        const bool ok = reason.isEmpty() || i == box->currentIndex();
        item->setEnabled(ok);
        item->setToolTip(reason);
    }
}

void ChartEditor::enableIfValid(QCheckBox *box, const std::function<void(charts::ChartSpec &)> &apply, const QString &help)
{
    // Unchecking is always possible; checking only when it gives a chart that can be drawn.
    if (box->isChecked() || m_columns.isEmpty()) {
        box->setEnabled(true);
        box->setToolTip(help);
        return;
    }
    charts::ChartSpec candidate = m_spec;
    apply(candidate);
    const QString reason = charts::validateSpec(candidate, m_columns);
    box->setEnabled(reason.isEmpty());
    box->setToolTip(reason.isEmpty() ? help : reason);
}

void ChartEditor::updateAvailability()
{
    disableInvalid(m_type, [](charts::ChartSpec &s, const QVariant &v) { s.type = charts::ChartType(v.toInt()); });
    disableInvalid(m_agg, [](charts::ChartSpec &s, const QVariant &v) {
        if (!s.y.isEmpty() && !s.y[0].column.isEmpty())
            s.y[0].aggregation = charts::Aggregation(v.toInt());
    });
    disableInvalid(m_grain, [](charts::ChartSpec &s, const QVariant &v) {
        s.timeBucketing = v.toInt() >= 0;
        if (v.toInt() >= 0)
            s.grain = db::TimeGrain(v.toInt());
    });
    disableInvalid(m_series, [](charts::ChartSpec &s, const QVariant &v) {
        s.series = v.toString() == NoColumn ? QString() : v.toString();
    });
    disableInvalid(m_x, [](charts::ChartSpec &s, const QVariant &v) { s.x = v.toString(); });
    disableInvalid(m_measure, [](charts::ChartSpec &s, const QVariant &v) {
        if (s.y.isEmpty())
            s.y << charts::Measure();
        s.y[0].column = v.toString() == RowsColumn ? QString() : v.toString();
        if (v.toString() == RowsColumn)
            s.y[0].aggregation = charts::Aggregation::Count;
    });
    disableInvalid(m_sort, [](charts::ChartSpec &s, const QVariant &v) { s.sort = charts::SortOrder(v.toInt()); });
    const bool barLike = m_spec.type == charts::ChartType::Bar;
    m_stacked->setEnabled(m_stacked->isChecked() || (barLike && (!m_spec.series.isEmpty() || m_spec.y.size() > 1)));
    m_stacked->setToolTip(m_stacked->isEnabled() ? tr("Stack the series on top of each other")
                                                 : tr("Stacking needs bars with a series or two measures."));
    enableIfValid(m_other, [](charts::ChartSpec &s) {
        s.otherBucket = true;
        if (s.limit <= 0)
            s.limit = 10; // checking it with "all" sets a top 10
    }, tr("Add up the categories past the top N into one Other bar or slice"));
    enableIfValid(m_forecast, [this](charts::ChartSpec &s) { s.forecastPeriods = m_forecastPeriods->value(); },
                  tr("Forecast the next periods (Holt-Winters or a seasonal trend, chosen by hold-out error)"));
    m_forecastPeriods->setEnabled(m_forecast->isChecked());
    m_agg->setEnabled(m_measure->currentData().toString() != RowsColumn);
    m_agg2->setEnabled(m_measure2->currentData().toString() != RowsColumn && m_measure2->currentData().toString() != NoColumn);
    const QString problem = m_columns.isEmpty() ? QString() : charts::validateSpec(m_spec, m_columns);
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
}

} // namespace assay::ui
