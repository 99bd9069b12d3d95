#pragma once
// A scratch SQL console: editor, Run/Stop, a message banner for errors and a lazy result grid.

#include "db/resulttypes.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QAction;
class QElapsedTimer;
class QTimer;

namespace assay::db {
class ConnectionManager;
class QueryJob;
struct ExecSummary;
struct DbError;
} // namespace assay::db

namespace assay::ui {

class MessageBanner;
class ResultGrid;
class SqlEditor;

class SqlConsole : public QWidget {
    Q_OBJECT
public:
    explicit SqlConsole(db::ConnectionManager *connections, QWidget *parent = nullptr);
    ~SqlConsole() override;

    SqlEditor *editor() const { return m_editor; }
    ResultGrid *grid() const { return m_grid; }
    MessageBanner *banner() const { return m_banner; }
    QAction *runAction() const { return m_run; }
    QAction *stopAction() const { return m_stop; }
    bool isRunning() const;

public slots:
    void run();                       // the selection or the statement under the cursor
    void runSql(const QString &sql);  // replaces nothing in the editor; runs `sql`
    void stop();

signals:
    void queryFinished(bool ok);
    void querySucceeded(const QString &sql); // a query that returned rows (for the query history)
    void statementFinished(const QString &sql, const assay::db::ExecSummary &summary); // every run, for the History panel

private:
    void startJob(const QString &sql, int offsetInEditor);
    void runConfirmed(const QString &sql, int offsetInEditor);
    void showSyntaxError(const db::DbError &error, const QString &sql, int offsetInEditor);
    void onFinished(const db::ExecSummary &summary);
    QString resultStatus(const db::ExecSummary &summary, const QString &elapsed) const;
    void updateActions();
    void updateProgress();

    db::ConnectionManager *m_connections;
    SqlEditor *m_editor;
    MessageBanner *m_banner;
    ResultGrid *m_grid;
    QLabel *m_status;
    QAction *m_run;
    QAction *m_stop;
    QPointer<db::QueryJob> m_job;
    bool m_checking = false; // a write's syntax check is under way
    int m_jobOffset = 0;
    QString m_jobSql;
    qint64 m_jobRowCap = -1; // the cap this console put on the running job, or -1
    QTimer *m_progressTimer;
    std::unique_ptr<QElapsedTimer> m_clock;
};

} // namespace assay::ui
