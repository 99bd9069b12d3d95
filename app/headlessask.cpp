#include "headlessask.h"

#include "assistant/questionrouter.h"
#include "charts/chartspec.h"

#include "db/columnformats.h"
#include "db/connection.h"
#include "db/privacyrules.h"
#include "knowledge/knowledgesnapshot.h"

#include <QJsonArray>

namespace assay::app {

AskEnding endingOf(const ask::AskResult &result)
{
    using O = ask::AskResult::Outcome;
    switch (result.outcome) {
    case O::Answered:
        return AskEnding::Answered;
    case O::NeedsClarification:
        return AskEnding::NeedsClarification;
    case O::Cancelled:
        return AskEnding::Cancelled;
    case O::NoModel:
    case O::Failed:
        // The offline assistant says why it will not guess before anything runs: a decline. A
        // query that ran and failed, or a model that could not be reached, is a failure.
        return result.offline && result.steps.isEmpty() ? AskEnding::Declined : AskEnding::Failed;
    }
    return AskEnding::Failed;
}

QString endingName(AskEnding ending)
{
    switch (ending) {
    case AskEnding::Answered:
        return QStringLiteral("answered");
    case AskEnding::Declined:
        return QStringLiteral("declined");
    case AskEnding::NeedsClarification:
        return QStringLiteral("needs_clarification");
    case AskEnding::Failed:
        return QStringLiteral("failed");
    case AskEnding::Cancelled:
        return QStringLiteral("cancelled");
    }
    return {};
}

ask::AskResult answerHeadless(db::Connection &connection, const HeadlessAsk &setup, const QString &question,
                                 const QString &clarification, const db::CancelTokenPtr &cancel)
{
    ask::AskRequest request;
    request.question = question;
    request.clarification = clarification;
    request.flavor = connection.dialect().flavor();
    request.rowCap = setup.rowCap;
    request.timeoutMs = setup.timeoutMs;
    request.policy = setup.policy;
    request.shareSampleValues = setup.policy.shareSampleValues;
    return assistant::answerQuestion(connection, {setup.knowledge, setup.llm}, request, cancel);
}

QJsonValue jsonValueOf(const QVariant &v)
{
    if (!v.isValid() || v.isNull())
        return QJsonValue::Null;
    switch (v.typeId()) {
    case QMetaType::Bool:
        return v.toBool();
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        return v.toLongLong();
    case QMetaType::Double:
    case QMetaType::Float:
        return v.toDouble();
    case QMetaType::QByteArray:
        return QString::fromLatin1(v.toByteArray().toBase64());
    default:
        return v.toString();
    }
}

QJsonArray jsonRowsOf(const QList<QList<QVariant>> &rows, qsizetype max)
{
    QJsonArray out;
    for (qsizetype r = 0; r < rows.size() && r < max; ++r) {
        QJsonArray row;
        for (const QVariant &v : rows[r])
            row << jsonValueOf(v);
        out << row;
    }
    return out;
}

namespace {

QString cellText(const db::ColumnFormats &formats, const QVariant &v, int column)
{
    if (!v.isValid() || v.isNull())
        return QStringLiteral("NULL");
    if (v.typeId() == QMetaType::QByteArray)
        return QStringLiteral("<%1 bytes>").arg(v.toByteArray().size());
    // As the grid writes it (columnformats.h): a SUM reads 1,899,466.05, not 1899466.0499999726.
    return formats.text(v, column, db::readerLocale());
}

} // namespace

QJsonObject answerJson(const ask::AskResult &result, int maxRows)
{
    QJsonObject o{{QStringLiteral("outcome"), endingName(endingOf(result))},
                  {QStringLiteral("message"), result.message},
                  {QStringLiteral("offline"), result.offline}};
    if (!result.interpretation.isEmpty())
        o.insert(QStringLiteral("interpretation"), result.interpretation);
    if (!result.notes.isEmpty())
        o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(result.notes));
    if (!result.offlineReason.isEmpty())
        o.insert(QStringLiteral("offline_reason"), result.offlineReason);
    if (result.outcome == ask::AskResult::Outcome::NeedsClarification) {
        o.insert(QStringLiteral("clarification"), result.clarification.question);
        o.insert(QStringLiteral("options"), QJsonArray::fromStringList(result.clarification.options));
    }
    if (result.steps.isEmpty())
        return o;
    const ask::AskStep &step = result.steps.last();
    o.insert(QStringLiteral("sql"), step.sql);
    o.insert(QStringLiteral("tables"), QJsonArray::fromStringList(step.tables));
    if (!step.error.isEmpty())
        o.insert(QStringLiteral("error"), step.error);
    QJsonArray columns;
    for (const db::ResultColumn &c : step.sample.columns)
        columns << c.name;
    const QJsonArray rows = jsonRowsOf(step.sample.rows, maxRows);
    o.insert(QStringLiteral("columns"), columns);
    o.insert(QStringLiteral("rows"), rows);
    o.insert(QStringLiteral("row_count"), step.sample.totalRows);
    o.insert(QStringLiteral("truncated"), step.sample.totalRows > rows.size());
    if (!step.maskedColumns.isEmpty()) {
        o.insert(QStringLiteral("masked_columns"), QJsonArray::fromStringList(step.maskedColumns));
        o.insert(QStringLiteral("mask"), db::PrivacyRules::mask());
    }
    if (!step.chartIsTable)
        o.insert(QStringLiteral("chart"), step.chart.toJson());
    if (!step.insight.isEmpty())
        o.insert(QStringLiteral("insight"), step.insight);
    return o;
}

QString maskedNote(const QStringList &columns)
{
    return QStringLiteral("Masked by the connection's privacy settings: %1 (shown as %2).")
        .arg(columns.join(QStringLiteral(", ")), db::PrivacyRules::mask());
}

QString answerText(const ask::AskResult &result, int maxRows)
{
    QStringList out;
    if (!result.message.isEmpty())
        out << result.message;
    if (!result.interpretation.isEmpty())
        out << QStringLiteral("Read as: %1").arg(result.interpretation);
    if (result.outcome == ask::AskResult::Outcome::NeedsClarification) {
        out << result.clarification.question;
        for (int i = 0; i < result.clarification.options.size(); ++i)
            out << QStringLiteral("  %1. %2").arg(i + 1).arg(result.clarification.options[i]);
    }
    if (result.steps.isEmpty())
        return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
    const ask::AskStep &step = result.steps.last();
    out << QString() << step.sql << QString();
    if (!step.error.isEmpty())
        out << QStringLiteral("Error: %1").arg(step.error);
    QStringList header;
    for (const db::ResultColumn &c : step.sample.columns)
        header << c.name;
    if (!header.isEmpty())
        out << header.join(QLatin1Char('\t'));
    db::ColumnFormats formats(step.sample.columns);
    formats.inferFrom(step.sample.rows.size(), [&step](qint64 row, int column) { return step.sample.rows[row].value(column); });
    for (qsizetype r = 0; r < step.sample.rows.size() && r < maxRows; ++r) {
        QStringList cells;
        for (int c = 0; c < step.sample.rows[r].size(); ++c)
            cells << cellText(formats, step.sample.rows[r][c], c);
        out << cells.join(QLatin1Char('\t'));
    }
    if (step.sample.totalRows > qMin<qint64>(maxRows, step.sample.rows.size()))
        out << QStringLiteral("(%1 rows in all)").arg(step.sample.totalRows);
    if (!step.maskedColumns.isEmpty())
        out << maskedNote(step.maskedColumns);
    if (!step.chartIsTable)
        out << QString() << QStringLiteral("Chart: %1").arg(step.chart.title.isEmpty() ? charts::chartTypeName(step.chart.type) : step.chart.title);
    if (!step.insight.isEmpty())
        out << QString() << step.insight;
    // One question per run: the reason no model answered is said once here as well.
    // A list of its own: `QStringList(...) << x` in the loop's head would be a reference to a
    // temporary gone before the loop runs.
    const QStringList notes = QStringList(result.notes) << result.offlineReason;
    for (const QString &n : notes) {
        if (!n.isEmpty())
            out << QStringLiteral("Note: %1").arg(n);
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace assay::app
