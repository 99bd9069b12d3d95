#pragma once
// Point-and-click editing of a chart spec: type, source, x (and its time grain), up to two
// measures with aggregations, series, sort, top-N (with or without an "Other" category),
// stacking and a forecast. Choices that would make an invalid chart are disabled, with the
// reason as their tooltip.

#include "charts/chartspec.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace assay::ui {

class ChartEditor : public QWidget {
    Q_OBJECT
public:
    explicit ChartEditor(QWidget *parent = nullptr);

    struct SourceOption {
        QString id;
        QString name;
    };
    void setSources(const QList<SourceOption> &sources, const QString &currentId);
    void setColumns(const QList<db::ResultColumn> &columns);
    void setSpec(const charts::ChartSpec &spec);
    charts::ChartSpec spec() const { return m_spec; }

    // For tests and keyboard users: the combo boxes by role.
    QComboBox *typeBox() const { return m_type; }
    QComboBox *xBox() const { return m_x; }
    QComboBox *measureBox() const { return m_measure; }
    QComboBox *aggregationBox() const { return m_agg; }
    QComboBox *seriesBox() const { return m_series; }
    QComboBox *grainBox() const { return m_grain; }
    QComboBox *sortBox() const { return m_sort; }
    QSpinBox *topBox() const { return m_top; }
    QCheckBox *otherBox() const { return m_other; }
    QCheckBox *stackedBox() const { return m_stacked; }
    QCheckBox *forecastBox() const { return m_forecast; }
    QSpinBox *forecastPeriodsBox() const { return m_forecastPeriods; }

signals:
    void specEdited(const assay::charts::ChartSpec &spec);
    void sourceChosen(const QString &sourceId);

private:
    charts::ChartSpec specFromControls() const;
    void controlsChanged();
    void syncControls();
    void updateAvailability();
    void disableInvalid(QComboBox *box, const std::function<void(charts::ChartSpec &, const QVariant &)> &apply);
    // A check box is enabled when checking it gives a valid chart; the reason is its tooltip.
    void enableIfValid(QCheckBox *box, const std::function<void(charts::ChartSpec &)> &apply, const QString &help);

    QComboBox *m_source;
    QComboBox *m_type;
    QComboBox *m_x;
    QComboBox *m_grain;
    QComboBox *m_measure;
    QComboBox *m_agg;
    QComboBox *m_measure2;
    QComboBox *m_agg2;
    QComboBox *m_series;
    QComboBox *m_sort;
    QSpinBox *m_top;
    QCheckBox *m_stacked;
    QCheckBox *m_other;
    QCheckBox *m_forecast;
    QSpinBox *m_forecastPeriods;
    QLabel *m_problem;
    QList<db::ResultColumn> m_columns;
    charts::ChartSpec m_spec;
    bool m_syncing = false;
};

} // namespace assay::ui
