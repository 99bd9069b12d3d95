#pragma once
// Choose or describe a connection: saved connections on the left, the form on the right, a Test
// button that tries the connection on a worker thread. Passwords are asked for, never saved here.

#include "db/connectionconfig.h"

#include <QDialog>
#include <QJsonObject>

#include <functional>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLayout;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QStackedWidget;

namespace assay::db {
class DbSession;
struct DbError;
}
namespace assay::security {
class SecretStore;
}

namespace assay::ui {

class ConnectionDialog : public QDialog {
    Q_OBJECT
public:
    // With a SecretStore the dialog offers to keep the password in the system keychain and fills
    // it in for saved connections.
    explicit ConnectionDialog(security::SecretStore *secrets = nullptr, QWidget *parent = nullptr);
    ~ConnectionDialog() override;

    void setConfig(const db::ConnectionConfig &config);
    db::ConnectionConfig config() const;
    QString password() const;

    // For tests and for "open this file" from the command line.
    void selectEngine(db::Engine engine);

    // Connect opens the connection before the dialog closes: on an error the dialog stays open
    // and says why. After exec() returns Accepted, the open session (null for the sample
    // database, which is made on first use) and the server's version.
    std::unique_ptr<db::DbSession> takeOpenedSession();
    QString serverVersion() const { return m_serverVersion; }
    QString statusText() const; // what the dialog says about the last test or connect

public slots:
    void accept() override;

private:
    void buildForm();
    QLayout *buildTimeoutRow();
    void loadSaved();
    void engineChanged();
    void testConnection();
    // Opens `c` on a worker; `done` gets the error (null when open) on the GUI thread.
    void tryConnection(const db::ConnectionConfig &c, std::function<void(const db::DbError &)> done);
    void finishAccept();
    void showStatus(const QString &text, bool error);
    void browseFile();
    void fillSavedPassword(const QString &connectionId);

    QListWidget *m_saved;
    QLineEdit *m_name;
    QComboBox *m_engine;
    QStackedWidget *m_pages;
    QLineEdit *m_file;
    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QLineEdit *m_password;
    QComboBox *m_sslMode;
    QLineEdit *m_odbc;
    QLineEdit *m_odbcUser;
    QLineEdit *m_odbcPassword;
    QCheckBox *m_readOnly;
    QCheckBox *m_production;
    QSpinBox *m_statementTimeout;
    QPushButton *m_privacyButton;
    QJsonObject m_privacy; // security::AccessPolicy as stored in the connection
    QCheckBox *m_rememberPassword;
    QLabel *m_passwordNote;
    security::SecretStore *m_secrets;
    QLabel *m_status;
    QPushButton *m_test;
    QPushButton *m_forget;
    QString m_id;
    std::unique_ptr<db::DbSession> m_testSession;
    std::unique_ptr<db::DbSession> m_opened;  // Connect's session, handed to the window
    QString m_serverVersion;
    QPushButton *m_connect = nullptr;
    bool m_connecting = false;
};

} // namespace assay::ui
