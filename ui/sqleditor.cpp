#include "sqleditor.h"

#include "sqlhighlighter.h"

#include "db/catalog.h"
#include "sql/statements.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QFontDatabase>
#include <QEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QStringListModel>
#include <QTextBlock>
#include <QTextLayout>
#include <QResizeEvent>

namespace assay::ui {
namespace {

class LineNumberArea : public QWidget {
public:
    explicit LineNumberArea(SqlEditor *editor) : QWidget(editor), m_editor(editor) {}
    QSize sizeHint() const override { return {m_editor->lineNumberAreaWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent *event) override { m_editor->paintLineNumbers(event); }

private:
    SqlEditor *m_editor;
};

const QStringList &sqlKeywords()
{
    static const QStringList words = {
        QStringLiteral("SELECT"), QStringLiteral("FROM"), QStringLiteral("WHERE"), QStringLiteral("GROUP BY"),
        QStringLiteral("ORDER BY"), QStringLiteral("HAVING"), QStringLiteral("LIMIT"), QStringLiteral("JOIN"),
        QStringLiteral("LEFT JOIN"), QStringLiteral("INNER JOIN"), QStringLiteral("DISTINCT"), QStringLiteral("COUNT"),
        QStringLiteral("SUM"), QStringLiteral("AVG"), QStringLiteral("MIN"), QStringLiteral("MAX"),
        QStringLiteral("CASE"), QStringLiteral("WHEN"), QStringLiteral("THEN"), QStringLiteral("ELSE"),
        QStringLiteral("END"), QStringLiteral("WITH"), QStringLiteral("UNION ALL"), QStringLiteral("BETWEEN"),
        QStringLiteral("COALESCE"), QStringLiteral("CAST"), QStringLiteral("OVER"), QStringLiteral("PARTITION BY"),
    };
    return words;
}

} // namespace

SqlCompletions::SqlCompletions(QObject *parent)
    : QObject(parent)
    , m_model(new QStringListModel(this))
{
    rebuild(); // the keywords, before any catalog
}

void SqlCompletions::setCatalog(const db::Catalog &catalog)
{
    QSet<QString> names;
    for (const db::TableInfo &t : catalog.tables) {
        names.insert(t.name);
        for (const db::ColumnInfo &c : t.columns)
            names.insert(c.name);
    }
    QStringList sorted(names.begin(), names.end());
    sorted.sort(); // a set has no order: sorted, the same catalog compares equal
    if (sorted == m_catalogNames)
        return;
    m_catalogNames = std::move(sorted);
    rebuild();
}

void SqlCompletions::setExtraNames(const QStringList &names)
{
    // Comparing is O(names); rebuilding sorts and resets every completer's view of the list.
    if (names == m_extraNames)
        return;
    m_extraNames = names;
    rebuild();
}

void SqlCompletions::rebuild()
{
    QStringList all = m_catalogNames + m_extraNames + sqlKeywords();
    all.removeDuplicates();
    // The completers use CaseInsensitivelySortedModel (a binary search): the order must match.
    std::sort(all.begin(), all.end(), [](const QString &a, const QString &b) { return a.compare(b, Qt::CaseInsensitive) < 0; });
    m_model->setStringList(all);
    ++m_rebuilds;
}

SqlEditor::SqlEditor(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_lineNumbers(new LineNumberArea(this))
    , m_highlighter(new SqlHighlighter(document()))
    , m_completer(new QCompleter(this))
    , m_completions(new SqlCompletions(this))
    , m_ownCompletions(m_completions)
{
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    setFont(mono);
    setTabStopDistance(fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 4);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setAccessibleName(tr("SQL editor"));
    setPlaceholderText(tr("Write SQL here. Ctrl+Enter runs the statement under the cursor."));

    connect(this, &QPlainTextEdit::blockCountChanged, this, &SqlEditor::updateLineNumberAreaWidth);
    connect(this, &QPlainTextEdit::updateRequest, this, &SqlEditor::updateLineNumberArea);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, &SqlEditor::updateExtraSelections);
    connect(this, &QPlainTextEdit::textChanged, this, [this] {
        if (m_errorPosition >= 0)
            clearErrorMark();
    });
    updateLineNumberAreaWidth();
    updateExtraSelections();

    m_completer->setModel(m_completions->model());
    m_completer->setWidget(this);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setModelSorting(QCompleter::CaseInsensitivelySortedModel);
    connect(m_completer, qOverload<const QString &>(&QCompleter::activated), this, &SqlEditor::insertCompletion);
}

void SqlEditor::setUndoDelegated(bool delegated)
{
    m_undoDelegated = delegated;
    setUndoRedoEnabled(!delegated);
}

void SqlEditor::setAutoHeight(int minLines, int maxLines)
{
    m_minLines = minLines;
    m_maxLines = maxLines;
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    connect(this, &QPlainTextEdit::textChanged, this, &SqlEditor::fitHeight, Qt::UniqueConnection);
    fitHeight();
}

int SqlEditor::visualLineCount(int cap) const
{
    // Lines as they show, wrapped at the editor's width: a long query on one line takes several.
    const qreal width = viewport()->width() - 2 * document()->documentMargin();
    if (lineWrapMode() == QPlainTextEdit::NoWrap || width <= 0)
        return blockCount();
    QTextOption option = document()->defaultTextOption();
    option.setWrapMode(wordWrapMode());
    int lines = 0;
    for (QTextBlock b = document()->begin(); b.isValid() && lines <= cap; b = b.next()) {
        QTextLayout layout(b.text(), font());
        layout.setTextOption(option);
        layout.beginLayout();
        int n = 0;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            ++n;
        }
        layout.endLayout();
        lines += std::max(1, n);
    }
    return lines;
}

void SqlEditor::fitHeight()
{
    if (m_maxLines <= 0)
        return;
    const int lines = std::clamp(visualLineCount(m_maxLines), m_minLines, m_maxLines);
    const int height = lines * fontMetrics().lineSpacing() + 2 * frameWidth() + int(document()->documentMargin() * 2) + 4;
    setFixedHeight(height + (horizontalScrollBar()->isVisible() ? horizontalScrollBar()->height() : 0));
}

bool SqlEditor::event(QEvent *e)
{
    if (m_undoDelegated && e->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(e);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            e->ignore(); // let the window's Undo/Redo actions have it
            return false;
        }
    }
    return QPlainTextEdit::event(e);
}

void SqlEditor::setFlavor(sql::Flavor flavor)
{
    if (flavor == m_flavor)
        return; // rehighlighting is the cost; the same flavor changes no colour
    m_flavor = flavor;
    m_highlighter->setFlavor(flavor);
}

void SqlEditor::setCatalog(const db::Catalog &catalog)
{
    m_completions->setCatalog(catalog);
}

void SqlEditor::setExtraCompletions(const QStringList &names)
{
    m_completions->setExtraNames(names);
}

void SqlEditor::setCompletionSource(SqlCompletions *source)
{
    if (m_completions != m_ownCompletions)
        disconnect(m_completions, &QObject::destroyed, this, nullptr);
    m_completions = source ? source : m_ownCompletions;
    m_completer->setModel(m_completions->model());
    // A shared source may go first (its owner closes): fall back to the editor's own list.
    if (m_completions != m_ownCompletions)
        connect(m_completions, &QObject::destroyed, this, [this] { setCompletionSource(nullptr); });
}

QString SqlEditor::statementAtCursor(int *offset) const
{
    const QTextCursor cursor = textCursor();
    if (cursor.hasSelection()) {
        if (offset)
            *offset = cursor.selectionStart();
        // QTextCursor uses U+2029 for line breaks inside a selection.
        return cursor.selectedText().replace(QChar(0x2029), QLatin1Char('\n'));
    }
    const QString text = toPlainText();
    const int pos = cursor.position();
    const QList<sql::StatementRange> statements = sql::splitStatements(text, m_flavor);
    const sql::StatementRange *best = nullptr;
    for (const sql::StatementRange &s : statements) {
        // The statement the cursor is in, or the last one that ends before it.
        if (s.begin <= pos)
            best = &s;
        if (pos <= s.end + 1)
            break;
    }
    if (!best && !statements.isEmpty())
        best = &statements.first();
    if (!best)
        return {};
    if (offset)
        *offset = best->begin;
    return best->text(text).toString();
}

void SqlEditor::markError(int position)
{
    m_errorPosition = position;
    updateExtraSelections();
}

void SqlEditor::moveCursorTo(int position)
{
    QTextCursor c = textCursor();
    c.setPosition(std::clamp(position, 0, int(document()->characterCount()) - 1));
    setTextCursor(c);
    setFocus();
}

void SqlEditor::updateExtraSelections()
{
    QList<QTextEdit::ExtraSelection> selections;
    QTextEdit::ExtraSelection line;
    const QColor base = palette().color(QPalette::Base);
    line.format.setBackground(base.lightness() < 128 ? base.lighter(130) : QColor(0xf3, 0xf6, 0xfb));
    line.format.setProperty(QTextFormat::FullWidthSelection, true);
    line.cursor = textCursor();
    line.cursor.clearSelection();
    selections.append(line);
    if (m_errorPosition >= 0 && m_errorPosition < document()->characterCount()) {
        QTextEdit::ExtraSelection error;
        error.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        error.format.setUnderlineColor(QColor(0xd0, 0x43, 0x3c));
        error.format.setBackground(QColor(0xd0, 0x43, 0x3c, 40));
        QTextCursor c(document());
        c.setPosition(m_errorPosition);
        c.movePosition(QTextCursor::EndOfWord, QTextCursor::KeepAnchor);
        if (!c.hasSelection())
            c.movePosition(QTextCursor::NextCharacter, QTextCursor::KeepAnchor);
        error.cursor = c;
        selections.append(error);
    }
    setExtraSelections(selections);
}

int SqlEditor::lineNumberAreaWidth() const
{
    int digits = 1;
    for (int max = std::max(1, blockCount()); max >= 10; max /= 10)
        ++digits;
    return 12 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * std::max(2, digits);
}

void SqlEditor::updateLineNumberAreaWidth()
{
    setViewportMargins(lineNumberAreaWidth(), 0, 0, 0);
}

void SqlEditor::updateLineNumberArea(const QRect &rect, int dy)
{
    if (dy)
        m_lineNumbers->scroll(0, dy);
    else
        m_lineNumbers->update(0, rect.y(), m_lineNumbers->width(), rect.height());
    if (rect.contains(viewport()->rect()))
        updateLineNumberAreaWidth();
}

void SqlEditor::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        m_highlighter->applyTheme();
        m_highlighter->rehighlight();
        updateExtraSelections();
    }
}

void SqlEditor::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect cr = contentsRect();
    m_lineNumbers->setGeometry(QRect(cr.left(), cr.top(), lineNumberAreaWidth(), cr.height()));
    // A new width wraps the lines differently; only the height follows, so this settles at once.
    if (event->size().width() != event->oldSize().width())
        fitHeight();
}

void SqlEditor::focusInEvent(QFocusEvent *event)
{
    m_completer->setWidget(this);
    QPlainTextEdit::focusInEvent(event);
}

void SqlEditor::paintLineNumbers(QPaintEvent *event)
{
    QPainter painter(m_lineNumbers);
    const QColor base = palette().color(QPalette::Window);
    painter.fillRect(event->rect(), base);
    QTextBlock block = firstVisibleBlock();
    int number = block.blockNumber();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    int bottom = top + qRound(blockBoundingRect(block).height());
    const int errorBlock = m_errorPosition >= 0 ? document()->findBlock(m_errorPosition).blockNumber() : -1;
    while (block.isValid() && top <= event->rect().bottom()) {
        if (block.isVisible() && bottom >= event->rect().top()) {
            painter.setPen(number == errorBlock ? QColor(0xd0, 0x43, 0x3c) : palette().color(QPalette::PlaceholderText));
            painter.drawText(0, top, m_lineNumbers->width() - 6, fontMetrics().height(), Qt::AlignRight,
                             QString::number(number + 1));
        }
        block = block.next();
        top = bottom;
        bottom = top + qRound(blockBoundingRect(block).height());
        ++number;
    }
}

QString SqlEditor::wordUnderCursor() const
{
    QTextCursor c = textCursor();
    const QString line = c.block().text();
    int i = c.positionInBlock();
    int start = i;
    while (start > 0 && (line[start - 1].isLetterOrNumber() || line[start - 1] == u'_'))
        --start;
    return line.mid(start, i - start);
}

void SqlEditor::insertCompletion(const QString &completion)
{
    QTextCursor c = textCursor();
    const int prefix = int(m_completer->completionPrefix().size());
    c.movePosition(QTextCursor::Left, QTextCursor::KeepAnchor, prefix);
    c.insertText(completion);
    setTextCursor(c);
}

void SqlEditor::keyPressEvent(QKeyEvent *event)
{
    const bool popupVisible = m_completer->popup()->isVisible();
    if (popupVisible) {
        switch (event->key()) {
        case Qt::Key_Enter:
        case Qt::Key_Return:
        case Qt::Key_Tab:
        case Qt::Key_Escape:
        case Qt::Key_Backtab:
            event->ignore(); // the completer handles these
            return;
        default:
            break;
        }
    }
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)) {
        if (event->modifiers() & Qt::ControlModifier) {
            emit runRequested();
            return;
        }
        if (event->modifiers() & Qt::ShiftModifier) {
            emit runAndAdvanceRequested();
            return;
        }
    }
    const bool forceComplete = event->key() == Qt::Key_Space && (event->modifiers() & Qt::ControlModifier);
    if (!forceComplete)
        QPlainTextEdit::keyPressEvent(event);

    const QString prefix = wordUnderCursor();
    const bool typedWordChar = !event->text().isEmpty() && (event->text()[0].isLetterOrNumber() || event->text()[0] == u'_');
    if (!forceComplete && (!typedWordChar || prefix.size() < 2)) {
        m_completer->popup()->hide();
        return;
    }
    if (prefix != m_completer->completionPrefix()) {
        m_completer->setCompletionPrefix(prefix);
        m_completer->popup()->setCurrentIndex(m_completer->completionModel()->index(0, 0));
    }
    if (m_completer->completionCount() == 0) {
        m_completer->popup()->hide();
        return;
    }
    QRect r = cursorRect();
    r.setWidth(m_completer->popup()->sizeHintForColumn(0) + m_completer->popup()->verticalScrollBar()->sizeHint().width() + 8);
    r.translate(viewportMargins().left(), 0);
    m_completer->complete(r);
}

} // namespace assay::ui
