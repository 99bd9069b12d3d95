#pragma once
// A report laid out for pages: PDF (QPdfWriter) and printing (QPrinter, print preview). Built
// as a QTextDocument with real tables whose header row repeats on every page, and charts as
// vector objects drawn from their SVG, so they stay crisp at any zoom. Each page has a footer
// with the title and "page n of m". Works on any thread (no widgets); a PDF is usually written
// on a worker.

#include "export/report.h"

#include <QSet>

#include <memory>

QT_BEGIN_NAMESPACE
class QPagedPaintDevice;
class QTextDocument;
QT_END_NAMESPACE

namespace assay::ui {

class ReportDocument {
public:
    explicit ReportDocument(const exports::Report &report);
    ~ReportDocument();

    // Lays the report out for the device's pages and paints them. Returns the page count.
    int print(QPagedPaintDevice *device);
    QTextDocument *document() const { return m_doc.get(); }

private:
    void build();
    void rebuild(); // a new document from m_report, with m_breaks set before any layout
    void keepHeadingsWithContent(QPagedPaintDevice *device, const QSizeF &page);

    // A cell's heading and the block that must stay on its page ("keep with next"), plus how
    // much more room should follow the last block (the first lines of a table).
    struct Keep {
        int heading;
        int last;
        qreal extraInches;
    };
    QList<Keep> m_keeps;
    QSet<int> m_breaks; // heading blocks that start a new page

    exports::Report m_report;
    std::unique_ptr<QTextDocument> m_doc;
    std::unique_ptr<QObject> m_chartHandler;
};

// Writes the report as a PDF (A4, or Letter where that is the custom) through an ExportFile.
// Returns an error sentence, or empty.
QString writePdfReport(const exports::Report &report, const QString &path);

} // namespace assay::ui
