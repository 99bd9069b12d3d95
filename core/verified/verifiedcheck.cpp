#include "verifiedcheck.h"
#include "verifiedtr.h"

#include "db/connection.h"
#include "notebook/notebook.h"
#include "notebook/sqlcomposer.h"

namespace assay::verified {

QString answerSql(const ask::AskResult &result, const QList<notebook::Cell> &cells, const db::Dialect &dialect, QString *error)
{
    const ask::AskStep *last = nullptr;
    for (const ask::AskStep &s : result.steps) {
        if (s.ok())
            last = &s;
    }
    if (!last) {
        *error = result.message.isEmpty() ? Tr::tr("The answer ran no query.") : result.message;
        return {};
    }
    // A scratch notebook with the cells and the answer's steps: the composer inlines exactly what
    // the step read when it ran.
    QList<notebook::Cell> all = cells;
    QString lastId;
    for (const ask::AskStep &s : result.steps) {
        if (!s.ok())
            continue;
        notebook::Cell c;
        c.id = notebook::newCellId();
        c.kind = notebook::CellKind::Sql;
        c.name = s.cellName;
        c.source = s.sql;
        all.removeIf([&c](const notebook::Cell &x) { return x.name.compare(c.name, Qt::CaseInsensitive) == 0; });
        all << c;
        if (&s == last)
            lastId = c.id;
    }
    notebook::Notebook nb;
    nb.setFlavor(dialect.flavor());
    nb.replaceAll(all);
    const notebook::ComposedQuery q = notebook::composeCellQuery(nb, lastId, dialect);
    if (!q.ok()) {
        *error = q.error;
        return {};
    }
    return q.sql;
}

VerifiedAnswer verifyAnswer(db::Connection &connection, const QString &question, const QString &sql, const QString &answeredBy,
                            const db::CancelTokenPtr &cancel, QString *error)
{
    VerifiedAnswer a;
    a.question = question.trimmed();
    a.sql = sql;
    a.answeredBy = answeredBy;
    a.verifiedAt = QDateTime::currentDateTimeUtc();
    const ResultRun run = runAndFingerprint(connection, sql, cancel);
    if (!run.ok) {
        *error = Tr::tr("The answer's query did not run, so it cannot be verified: %1").arg(run.error);
        return a;
    }
    a.digest = run.digest;
    a.rows = run.rows;
    a.truncated = run.truncated;
    a.columns = run.columns;
    a.sample = run.sample;
    return a;
}

QString answeredBy(const ask::AskResult &result)
{
    return result.offline ? QStringLiteral("offline") : QStringLiteral("model");
}

CheckResult recheckAnswer(db::Connection &connection, const VerifiedAnswer &answer, const Asker &ask, const db::CancelTokenPtr &cancel)
{
    CheckResult out;
    out.checkedAt = QDateTime::currentDateTimeUtc();
    const ask::AskResult result = ask(answer.question);
    out.answeredBy = answeredBy(result);
    if (cancel && cancel->isCancelled()) {
        out.message = Tr::tr("Stopped before the question was answered.");
        return out;
    }
    // The verified query as it runs now: the reference when the data moved on since.
    const ResultRun verifiedNow = runAndFingerprint(connection, answer.sql, cancel);
    QString error;
    const QString sql = result.answered() ? answerSql(result, {}, connection.dialect(), &error) : QString();
    if (sql.isEmpty()) {
        out.status = CheckStatus::Unanswerable;
        out.message = !result.answered() && !result.message.isEmpty() ? result.message : error;
        if (out.message.isEmpty())
            out.message = Tr::tr("The assistant gave no answer.");
        if (!verifiedNow.ok)
            out.message += QLatin1Char(' ') + Tr::tr("The verified query does not run either: %1").arg(verifiedNow.error);
        return out;
    }
    out.sql = sql;
    const ResultRun now = runAndFingerprint(connection, sql, cancel);
    if (!now.ok) {
        out.status = CheckStatus::Unanswerable;
        out.message = Tr::tr("The assistant's query fails: %1").arg(now.error);
        return out;
    }
    out.digest = now.digest;
    out.rows = now.rows;
    out.columns = now.columns;
    out.sample = now.sample;
    out.dataChanged = verifiedNow.ok && verifiedNow.digest != answer.digest;
    const bool same = (verifiedNow.ok && now.digest == verifiedNow.digest) || now.digest == answer.digest;
    out.status = same ? CheckStatus::Same : CheckStatus::Different;
    if (out.dataChanged)
        out.message = Tr::tr("The data changed since the answer was verified: the verified query now returns %n row(s).", nullptr, int(verifiedNow.rows));
    else if (!verifiedNow.ok)
        out.message = Tr::tr("The verified query no longer runs: %1").arg(verifiedNow.error);
    return out;
}

} // namespace assay::verified
