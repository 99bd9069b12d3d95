#pragma once
// The main window only assembles: docks, actions, menus, and the wiring between the connection
// manager and the views. Behaviour lives in the widgets and in core.

#include "db/connectionconfig.h"

#include <QMainWindow>

class QLabel;

namespace assay::db {
class ConnectionManager;
struct DbError;
} // namespace assay::db

namespace assay::ui {

class SchemaTree;
class SqlConsole;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    db::ConnectionManager *connections() const { return m_connections; }
    SchemaTree *schemaTree() const { return m_schema; }
    SqlConsole *console() const { return m_console; }

public slots:
    void showConnectDialog();
    void openSampleDatabase();          // creates it on first use, on a worker thread
    void openConnection(const db::ConnectionConfig &config, const QString &password = {});
    void openSqliteFile(const QString &path);

private:
    void createActions();
    void onConnectFailed(const db::ConnectionConfig &config, const db::DbError &error);
    void queryTable(const QString &schema, const QString &table);

    db::ConnectionManager *m_connections;
    SchemaTree *m_schema;
    SqlConsole *m_console;
    QLabel *m_connectionLabel;
};

} // namespace assay::ui
