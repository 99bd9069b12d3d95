#pragma once
// Writes a notebook's report without holding up the window: the report's text and tables are
// taken on the GUI thread (milliseconds), charts are drawn there one per event-loop turn (QtCharts
// needs the GUI thread; each takes tens of milliseconds), and the file is written on the thread
// pool. The command line uses the same class, in its own event loop.

#include "export/report.h"

#include <QObject>
#include <QPicture>
#include <QPointer>

namespace assay::db {
class ResultStore;
}
namespace assay::notebook {
class Notebook;
}

namespace assay::ui {

struct ReportRequest {
    QString path;
    exports::ReportFormat format = exports::ReportFormat::Html;
    exports::ReportOptions options;
};

class ReportExporter : public QObject {
    Q_OBJECT
public:
    explicit ReportExporter(QObject *parent = nullptr);
    ~ReportExporter() override;

    // Takes what it needs from `notebook` now (the notebook may change afterwards).
    void start(const notebook::Notebook &notebook, const ReportRequest &request);
    void cancel();
    bool isRunning() const { return m_running; }

    // Writes an assembled report (charts drawn) to a file; any thread. Error sentence or empty.
    static QString writeReport(const exports::Report &report, const ReportRequest &request);

signals:
    void progressed(int done, int total, const QString &step);
    void finished(const QString &error); // empty: written

private:
    void drawNextChart();
    void writeFile();
    void finish(const QString &error);

    struct PendingChart {
        int cellIndex;
        charts::ChartSpec spec;
        std::shared_ptr<db::ResultStore> rows;
        QPicture picture; // once drawn: rasterised to the PNG on the pool, with the file
    };
    exports::Report m_report;
    ReportRequest m_request;
    QList<PendingChart> m_charts;
    int m_drawn = 0;
    bool m_running = false;
    bool m_cancelled = false;
    bool m_writing = false; // the file is being written on the pool: a cancel waits for it
};

} // namespace assay::ui
