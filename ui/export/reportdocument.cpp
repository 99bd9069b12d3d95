#include "reportdocument.h"
#include "uitr.h"

#include "export/exportfile.h"
#include "export/htmlreport.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QFontDatabase>
#include <QLocale>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgRenderer>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextObjectInterface>
#include <QTextTable>

#include <cmath>

namespace assay::ui {
namespace {

constexpr int ChartObjectType = QTextFormat::UserObject + 1;
enum ChartProperty { SvgData = QTextFormat::UserProperty + 1, LogicalSize };

// Draws a chart's SVG where the text layout placed it: vector paths and text on a PDF page.
class ChartObjectHandler : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    QSizeF intrinsicSize(QTextDocument *doc, int, const QTextFormat &format) override
    {
        // Charts are sized in 96-dpi pixels; the layout works in its device's units, and a
        // chart never runs past the text width.
        QSizeF size = format.property(LogicalSize).toSizeF();
        const QPaintDevice *device = doc->documentLayout()->paintDevice();
        const qreal dpi = device ? device->logicalDpiX() : 96.0;
        size *= dpi / 96.0;
        const qreal width = doc->pageSize().width() - 2 * doc->rootFrame()->frameFormat().margin() - 4;
        if (width > 0 && size.width() > width)
            size *= width / size.width();
        return size;
    }

    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int, const QTextFormat &format) override
    {
        QSvgRenderer svg(format.property(SvgData).toByteArray());
        svg.render(painter, rect);
    }
};

QTextCharFormat textFormat(qreal pointSize, bool bold = false, QColor color = QColor(0x1f, 0x23, 0x28))
{
    QTextCharFormat f;
    f.setFontPointSize(pointSize);
    f.setFontWeight(bold ? QFont::DemiBold : QFont::Normal);
    f.setForeground(color);
    return f;
}

const QColor Secondary(0x57, 0x60, 0x6a);

void insertParagraph(QTextCursor &c, const QString &text, const QTextCharFormat &format, qreal topMargin = 0,
                     qreal bottomMargin = 4)
{
    QTextBlockFormat block;
    block.setTopMargin(topMargin);
    block.setBottomMargin(bottomMargin);
    c.insertBlock(block, format);
    c.insertText(text, format);
}

void insertTable(QTextCursor &c, const exports::ReportTable &t)
{
    if (t.columns.isEmpty())
        return;
    QTextTableFormat tf;
    tf.setHeaderRowCount(1); // repeated at the top of every page the table continues on
    tf.setBorder(0.5);
    tf.setBorderBrush(QColor(0xd0, 0xd7, 0xde));
    tf.setBorderCollapse(true);
    tf.setCellPadding(3);
    tf.setCellSpacing(0);
    tf.setAlignment(Qt::AlignLeft);
    tf.setTopMargin(4);
    QTextTable *table = c.insertTable(int(t.rows.size()) + 1, int(t.columns.size()), tf);
    const QTextCharFormat header = textFormat(8, true);
    const QTextCharFormat body = textFormat(8);
    const QTextCharFormat null = [] {
        QTextCharFormat f = textFormat(8, false, QColor(0x8c, 0x95, 0x9f));
        f.setFontItalic(true);
        return f;
    }();
    auto fill = [&](int row, int col, const QString &text, const QTextCharFormat &format, bool right, QColor background) {
        QTextTableCell cell = table->cellAt(row, col);
        if (background.isValid()) {
            QTextCharFormat cf = cell.format();
            cf.setBackground(background);
            cell.setFormat(cf);
        }
        QTextCursor cc = cell.firstCursorPosition();
        QTextBlockFormat bf;
        bf.setAlignment(right ? Qt::AlignRight : Qt::AlignLeft);
        cc.setBlockFormat(bf);
        cc.insertText(text, format);
    };
    for (int col = 0; col < t.columns.size(); ++col)
        fill(0, col, t.columns[col].name, header, t.isNumeric(col), QColor(0xf6, 0xf8, 0xfa));
    for (int r = 0; r < t.rows.size(); ++r) {
        for (int col = 0; col < t.rows[r].size(); ++col) {
            const bool isNull = t.nulls[r].value(col);
            fill(r + 1, col, t.rows[r][col], isNull ? null : body, t.isNumeric(col) && !isNull, QColor());
        }
    }
    c = table->document()->rootFrame()->lastCursorPosition();
    insertParagraph(c, exports::tableCaption(t), textFormat(7.5, false, Secondary), 2, 6);
}

void insertCode(QTextCursor &c, const QString &code)
{
    QTextFrameFormat ff;
    ff.setBackground(QColor(0xf6, 0xf8, 0xfa));
    ff.setBorder(0.5);
    ff.setBorderBrush(QColor(0xd0, 0xd7, 0xde));
    ff.setPadding(5);
    ff.setTopMargin(3);
    ff.setBottomMargin(3);
    c.insertFrame(ff);
    QTextCharFormat mono;
    mono.setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    mono.setFontPointSize(8);
    mono.setForeground(QColor(0x1f, 0x23, 0x28));
    c.setCharFormat(mono);
    // One block per line keeps the line breaks when the frame breaks across pages.
    const QStringList lines = code.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        if (i)
            c.insertBlock(QTextBlockFormat(), mono);
        c.insertText(lines[i], mono);
    }
    c = c.document()->rootFrame()->lastCursorPosition();
}

void insertChart(QTextCursor &c, const exports::ReportCell &cell)
{
    const exports::ReportChart &chart = cell.chart;
    if (chart.svg.isEmpty()) {
        QTextCharFormat f = textFormat(9, false, Secondary);
        f.setFontItalic(true);
        insertParagraph(c, chart.error.isEmpty() ? Tr::tr("No chart to show.") : chart.error, f);
        return;
    }
    QTextBlockFormat block;
    block.setAlignment(Qt::AlignLeft);
    block.setTopMargin(4);
    c.insertBlock(block);
    QTextCharFormat object;
    object.setObjectType(ChartObjectType);
    object.setProperty(SvgData, chart.svg);
    object.setProperty(LogicalSize, QSizeF(chart.size));
    c.insertText(QString(QChar::ObjectReplacementCharacter), object);
    QStringList caption;
    if (!cell.sourceName.isEmpty())
        caption << Tr::tr("From %1.").arg(cell.sourceName);
    caption += chart.notes;
    if (!caption.isEmpty())
        insertParagraph(c, caption.join(QLatin1Char(' ')), textFormat(7.5, false, Secondary), 2, 6);
}

QString runLine(const exports::ReportCell &cell)
{
    QString line = exports::runSummary(cell);
    if (!cell.output.dataHash.isEmpty())
        line += Tr::tr(" \u00b7 data hash %1").arg(cell.output.dataHash);
    return line;
}

} // namespace

ReportDocument::ReportDocument(const exports::Report &report)
    : m_report(report)
    , m_chartHandler(std::make_unique<ChartObjectHandler>())
{
    rebuild();
}

void ReportDocument::rebuild()
{
    m_doc = std::make_unique<QTextDocument>();
    m_doc->documentLayout()->registerHandler(ChartObjectType, m_chartHandler.get());
    QFont base = QFontDatabase::systemFont(QFontDatabase::GeneralFont);
    base.setPointSizeF(9.5);
    m_doc->setDefaultFont(base);
    m_doc->setDocumentMargin(0);
    m_keeps.clear();
    build();
    for (int number : std::as_const(m_breaks)) {
        const QTextBlock block = m_doc->findBlockByNumber(number);
        QTextBlockFormat f = block.blockFormat();
        f.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        QTextCursor(block).setBlockFormat(f);
    }
}

ReportDocument::~ReportDocument() = default;

void ReportDocument::build()
{
    QTextCursor c(m_doc.get());
    const exports::Report &r = m_report;
    c.setCharFormat(textFormat(18, true));
    c.insertText(r.title);
    const auto when = [](const QDateTime &t) { return t.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'")); };
    const QTextCharFormat meta = textFormat(8.5, false, Secondary);
    insertParagraph(c, Tr::tr("Data source: %1").arg(r.dataSource), meta, 6, 0);
    insertParagraph(c, Tr::tr("Run: %1").arg(r.ranAt.isValid() ? when(r.ranAt) : Tr::tr("not run")), meta, 0, 0);
    if (!r.parameters.isEmpty())
        insertParagraph(c, Tr::tr("Parameters: %1").arg(notebook::describeParameters(r.parameters)), meta, 0, 0);
    insertParagraph(c, Tr::tr("Report written: %1 by %2").arg(when(r.generatedAt), r.generator), meta, 0, 10);

    for (const exports::ReportCell &cell : r.cells) {
        switch (cell.kind) {
        case notebook::CellKind::Markdown: {
            QTextBlockFormat block;
            block.setTopMargin(6);
            c.insertBlock(block, textFormat(9.5));
            c.insertMarkdown(cell.markdown, QTextDocument::MarkdownDialectGitHub);
            c = m_doc->rootFrame()->lastCursorPosition();
            break;
        }
        case notebook::CellKind::Sql:
        case notebook::CellKind::Chart: {
            QTextCharFormat name = textFormat(10.5, true, QColor(0x09, 0x69, 0xda));
            name.setFontFamilies({QFontDatabase::systemFont(QFontDatabase::FixedFont).family()});
            insertParagraph(c, cell.name, name, 12, 0);
            const int heading = c.block().blockNumber();
            insertParagraph(c, runLine(cell), textFormat(7.5, false, Secondary), 0, 3);
            if (cell.kind == notebook::CellKind::Chart) {
                insertChart(c, cell);
                // The chart itself never breaks, so its heading goes wherever it goes.
                m_keeps.append({heading, cell.chart.svg.isEmpty() ? c.block().blockNumber() : heading + 2, 0.0});
                break;
            }
            m_keeps.append({heading, heading + 1, 0.9});
            if (!cell.sql.isEmpty())
                insertCode(c, cell.sql);
            if (!cell.output.error.isEmpty())
                insertParagraph(c, Tr::tr("Error: %1").arg(cell.output.error), textFormat(9, false, QColor(0xcf, 0x22, 0x2e)));
            else if (cell.hasTable)
                insertTable(c, cell.table);
            else if (!cell.output.hasRun())
                insertParagraph(c, Tr::tr("This cell has not run."), textFormat(9, false, Secondary));
            break;
        }
        case notebook::CellKind::Parameter: // in the header, with every parameter's value
            break;
        }
    }
}

void ReportDocument::keepHeadingsWithContent(QPagedPaintDevice *device, const QSizeF &page)
{
    // QTextDocument has no "keep with next": after laying out, a heading left at the foot of a
    // page (with its chart or the start of its SQL on the next) gets a page break before it, and
    // the layout runs again. A few passes settle it; each break only moves content down.
    // Each pass lays out a document built afresh with the breaks set before its first layout:
    // changing block formats of a document already laid out leaves QTextDocumentLayout's
    // incremental relayout with stale checkpoints, and its draw() then silently skips whole runs
    // of root-frame blocks (names, charts, captions, insights) while frames and tables still
    // draw (issue 44 item 1).
    const qreal dpi = device->logicalDpiY();
    for (int pass = 0; pass < 6; ++pass) {
        m_doc->documentLayout()->setPaintDevice(device);
        m_doc->setPageSize(page);
        QAbstractTextDocumentLayout *layout = m_doc->documentLayout();
        const qreal pageHeight = page.height();
        bool changed = false;
        for (const Keep &k : std::as_const(m_keeps)) {
            const QTextBlock heading = m_doc->findBlockByNumber(k.heading);
            const QTextBlock last = m_doc->findBlockByNumber(k.last);
            if (!heading.isValid() || !last.isValid() || m_breaks.contains(k.heading))
                continue;
            const QRectF top = layout->blockBoundingRect(heading);
            const QRectF bottom = layout->blockBoundingRect(last);
            const qreal needed = bottom.bottom() - top.top() + k.extraInches * dpi;
            const qreal pageTop = std::floor(top.top() / pageHeight) * pageHeight;
            const bool atTopAlready = top.top() - pageTop < dpi * 0.3;
            if (needed < pageHeight * 0.9 && top.top() + needed > pageTop + pageHeight && !atTopAlready) {
                m_breaks.insert(k.heading);
                changed = true;
            }
        }
        if (!changed)
            return;
        rebuild();
    }
    m_doc->documentLayout()->setPaintDevice(device);
    m_doc->setPageSize(page);
}

int ReportDocument::print(QPagedPaintDevice *device)
{
    QPainter p;
    if (!p.begin(device))
        return 0;
    // Lay out in the device's own units so fonts are measured as they will be printed.
    const QRect paper = device->pageLayout().paintRectPixels(device->logicalDpiX());
    const qreal dpi = device->logicalDpiY();
    const qreal footer = dpi * 0.35; // room for "page n of m" under the text
    const QSizeF page(paper.width(), paper.height() - footer);
    if (!m_breaks.isEmpty()) { // printed before (print preview repaints): start from no breaks
        m_breaks.clear();
        rebuild();
    }
    keepHeadingsWithContent(device, page);
    const int pages = m_doc->pageCount();
    QFont footerFont = m_doc->defaultFont();
    footerFont.setPointSizeF(7.5);
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            device->newPage();
        p.save();
        p.translate(0, -i * page.height());
        const QRectF clip(0, i * page.height(), page.width(), page.height());
        QAbstractTextDocumentLayout::PaintContext ctx;
        ctx.clip = clip;
        ctx.palette.setColor(QPalette::Text, Qt::black);
        p.setClipRect(clip);
        m_doc->documentLayout()->draw(&p, ctx);
        p.restore();
        p.setFont(footerFont);
        p.setPen(Secondary);
        const QRectF footerRect(0, paper.height() - footer * 0.8, paper.width(), footer * 0.8);
        p.drawText(footerRect, Qt::AlignLeft | Qt::AlignBottom, m_report.title);
        p.drawText(footerRect, Qt::AlignRight | Qt::AlignBottom, Tr::tr("Page %1 of %2").arg(i + 1).arg(pages));
    }
    p.end();
    return pages;
}

QString writePdfReport(const exports::Report &report, const QString &path)
{
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter pdf(&buffer);
        const QLocale::Territory t = QLocale().territory();
        const bool letter = t == QLocale::UnitedStates || t == QLocale::Canada || t == QLocale::Mexico;
        pdf.setPageSize(QPageSize(letter ? QPageSize::Letter : QPageSize::A4));
        pdf.setPageMargins(QMarginsF(18, 18, 18, 16), QPageLayout::Millimeter);
        pdf.setResolution(300);
        pdf.setTitle(report.title);
        pdf.setCreator(report.generator);
        ReportDocument doc(report);
        if (doc.print(&pdf) == 0)
            return Tr::tr("Cannot lay out the report for %1.").arg(path);
    }
    return exports::writeExportFile(path, bytes);
}

} // namespace assay::ui

#include "reportdocument.moc"
