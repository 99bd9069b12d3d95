#pragma once
// A lazy table model over a ResultStore. Rows are exposed in chunks through canFetchMore() and
// fetchMore() as the view scrolls, and read from the store's pages on demand, so the first rows
// show at once and a result of any size costs bounded memory.

#include "periodtext.h"
#include "resulttypes.h"

#include <QAbstractTableModel>
#include <QPointer>

#include <memory>

class QLocale;

namespace assay::db {

class ColumnFormats;
class QueryJob;
class ResultStore;

class ResultModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Roles {
        IsNullRole = Qt::UserRole + 1, // bool: the value is SQL NULL (views draw it dimmed)
        ValueTypeRole,                 // int: the column's ValueType
        RawValueRole,                  // the value as stored (same as EditRole)
    };

    explicit ResultModel(QObject *parent = nullptr);
    ~ResultModel() override;

    // Shows the rows of `job` as they arrive. The model keeps the store, not the job.
    void setJob(QueryJob *job);
    void setStore(std::shared_ptr<ResultStore> store);
    void clear();
    std::shared_ptr<ResultStore> store() const { return m_store; }

    // How many rows each fetchMore() exposes; also the initial chunk shown automatically.
    void setChunkSize(int rows) { m_chunk = std::max(1, rows); }
    qint64 availableRows() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    // Text for display: numbers without binary noise, declared decimals kept, blobs summarised.
    // Locale-independent (C-locale numbers): copies and exports read it back as data.
    static QString displayText(const QVariant &value, ValueType type, int scale = -1);
    // What the grid shows: displayText with numbers written as `locale` writes them (thousands
    // separators, its decimal point). Decimal strings keep every digit; dates and times stay ISO
    // 8601, which reads the same in every language and sorts as text (a column of period starts
    // shows its periods, "2021", "2021-Q1", "2021-03": see periodtext.h).
    static QString localizedText(const QVariant &value, ValueType type, int scale, const QLocale &locale);
    // Keys and years ("customer_id", "orderId", "year") are labels, not quantities: thousands
    // separators would misread them ("2.024"), so their numbers are shown without.
    static bool isLabelColumn(const QString &name);
    // The s of a declared NUMERIC(p,s) / DECIMAL(p,s), or -1.
    static int declaredScale(const QString &declaredType);

public slots:
    // The store grew (or its columns arrived): update columns and show the first chunk.
    void storeChanged();

private:
    void exposeUpTo(qint64 rows); // announces rows up to `rows` as inserted
    void inferColumnFormats(); // decimals of real columns, periods of date columns
    void readColumns(const QList<ResultColumn> &columns); // m_columns and what follows from them
    QString gridText(const QVariant &value, int column) const;

    std::shared_ptr<ResultStore> m_store;
    QList<ResultColumn> m_columns;
    std::unique_ptr<ColumnFormats> m_formats; // how values are written (columnformats.h)
    qint64 m_exposed = 0;
    int m_chunk = 1000;
    bool m_inserting = false;
    bool m_formatsInferred = false;
};

} // namespace assay::db
