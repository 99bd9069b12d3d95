#include "connectiondialog.h"
#include "async/whenfinished.h"

#include "knowledgepanel.h"
#include "privacydialog.h"

#include "icons.h"

#include "db/dbsession.h"
#include "db/savedconnections.h"
#include "security/secretstore.h"
#include "sample/sampledatabase.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFuture>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace assay::ui {

enum Page { FilePage = 0, ServerPage = 1, OdbcPage = 2 };

ConnectionDialog::ConnectionDialog(security::SecretStore *secrets, QWidget *parent)
    : QDialog(parent)
    , m_secrets(secrets)
{
    setWindowTitle(tr("Connect to a Database"));
    setWindowIcon(icon("connect"));
    buildForm();
    loadSaved();
    resize(760, 460);
}

ConnectionDialog::~ConnectionDialog() = default;

void ConnectionDialog::buildForm()
{
    m_saved = new QListWidget(this);
    m_saved->setAccessibleName(tr("Saved connections"));
    m_saved->setMinimumWidth(200);
    auto *newButton = new QPushButton(tr("New"), this);
    m_forget = new QPushButton(tr("Forget"), this);
    m_forget->setToolTip(tr("Remove the selected connection from the list"));
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(new QLabel(tr("Saved connections"), left));
    leftLayout->addWidget(m_saved, 1);
    auto *leftButtons = new QHBoxLayout;
    leftButtons->addWidget(newButton);
    leftButtons->addWidget(m_forget);
    leftLayout->addLayout(leftButtons);

    m_name = new QLineEdit(this);
    m_name->setPlaceholderText(tr("e.g. Sales warehouse"));
    m_engine = new QComboBox(this);
    for (db::Engine e : {db::Engine::SQLite, db::Engine::PostgreSQL, db::Engine::MySQL, db::Engine::ODBC})
        m_engine->addItem(db::engineDisplayName(e), int(e));
    m_engine->setAccessibleName(tr("Database type"));

    // SQLite
    auto *filePage = new QWidget(this);
    auto *fileForm = new QFormLayout(filePage);
    fileForm->setContentsMargins(0, 0, 0, 0);
    m_file = new QLineEdit(filePage);
    m_file->setPlaceholderText(tr("/path/to/database.sqlite"));
    auto *browse = new QPushButton(tr("Browse…"), filePage);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browse);
    auto *fileLabel = new QLabel(tr("&File:"), filePage);
    fileLabel->setBuddy(m_file); // a label made from text alone would show the "&"
    fileForm->addRow(fileLabel, fileRow);
    auto *sample = new QPushButton(icon("database"), tr("Use the Sample Database"), filePage);
    sample->setToolTip(tr("A retail business with five years of orders, bundled with Assay"));
    fileForm->addRow(QString(), sample);
    connect(browse, &QPushButton::clicked, this, &ConnectionDialog::browseFile);
    connect(sample, &QPushButton::clicked, this, [this] { setConfig(sample::sampleConnectionConfig()); });

    // PostgreSQL and MySQL
    auto *serverPage = new QWidget(this);
    auto *serverForm = new QFormLayout(serverPage);
    serverForm->setContentsMargins(0, 0, 0, 0);
    m_host = new QLineEdit(serverPage);
    m_host->setPlaceholderText(QStringLiteral("localhost"));
    m_port = new QSpinBox(serverPage);
    m_port->setRange(0, 65535);
    m_port->setSpecialValueText(tr("default"));
    m_database = new QLineEdit(serverPage);
    m_user = new QLineEdit(serverPage);
    m_password = new QLineEdit(serverPage);
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setAccessibleName(tr("Password"));
    m_sslMode = new QComboBox(serverPage);
    m_sslMode->addItem(tr("Prefer"), QStringLiteral("prefer"));
    m_sslMode->addItem(tr("Require"), QStringLiteral("require"));
    m_sslMode->addItem(tr("Disable"), QStringLiteral("disable"));
    serverForm->addRow(tr("&Host:"), m_host);
    serverForm->addRow(tr("&Port:"), m_port);
    serverForm->addRow(tr("&Database:"), m_database);
    serverForm->addRow(tr("&User:"), m_user);
    serverForm->addRow(tr("Pass&word:"), m_password);
    serverForm->addRow(tr("&Encryption:"), m_sslMode);

    // ODBC
    auto *odbcPage = new QWidget(this);
    auto *odbcForm = new QFormLayout(odbcPage);
    odbcForm->setContentsMargins(0, 0, 0, 0);
    m_odbc = new QLineEdit(odbcPage);
    m_odbc->setPlaceholderText(QStringLiteral("DSN=warehouse"));
    m_odbcUser = new QLineEdit(odbcPage);
    m_odbcPassword = new QLineEdit(odbcPage);
    m_odbcPassword->setEchoMode(QLineEdit::Password);
    odbcForm->addRow(tr("&Connection:"), m_odbc);
    odbcForm->addRow(tr("&User:"), m_odbcUser);
    odbcForm->addRow(tr("Pass&word:"), m_odbcPassword);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(filePage);
    m_pages->addWidget(serverPage);
    m_pages->addWidget(odbcPage);

    m_readOnly = new QCheckBox(tr("Read-only: every statement runs in a read-only transaction"), this);
    m_production = new QCheckBox(tr("Production: never write, not even from my own cells"), this);
    m_privacyButton = new QPushButton(tr("&Privacy…"), this);
    m_privacyButton->setToolTip(tr("What the assistant may see and query on this connection"));
    connect(m_privacyButton, &QPushButton::clicked, this, [this] {
        PrivacyDialog dialog(m_privacy, KnowledgePanel::shareSampleValues(), m_id, this);
        if (dialog.exec() == QDialog::Accepted)
            m_privacy = dialog.privacy();
    });
    m_rememberPassword = new QCheckBox(tr("Keep the password in the system keychain"), this);
    m_rememberPassword->setChecked(m_secrets != nullptr);
    m_rememberPassword->setEnabled(m_secrets != nullptr);
    m_passwordNote = new QLabel(this);
    m_passwordNote->setWordWrap(true);
    m_passwordNote->setEnabled(false);
    m_passwordNote->setText(m_secrets ? m_secrets->statusMessage()
                                      : tr("Passwords are not saved: Assay asks for them when it connects."));
    auto *note = m_passwordNote;
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setMinimumHeight(m_status->fontMetrics().height() * 3);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_status->setAccessibleName(tr("Connection test result"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Type:"), m_engine);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(form);
    rightLayout->addWidget(m_pages);
    rightLayout->addWidget(m_readOnly);
    rightLayout->addWidget(m_production);
    rightLayout->addLayout(buildTimeoutRow());
    rightLayout->addWidget(m_privacyButton, 0, Qt::AlignLeft);
    rightLayout->addWidget(m_rememberPassword);
    rightLayout->addWidget(note);
    rightLayout->addStretch(1);
    rightLayout->addWidget(m_status);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_connect = buttons->button(QDialogButtonBox::Ok);
    m_connect->setText(tr("Connect"));
    m_test = buttons->addButton(tr("Test"), QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &ConnectionDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_test, &QPushButton::clicked, this, &ConnectionDialog::testConnection);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);

    connect(m_engine, &QComboBox::currentIndexChanged, this, &ConnectionDialog::engineChanged);
    connect(newButton, &QPushButton::clicked, this, [this] {
        m_saved->clearSelection();
        db::ConnectionConfig fresh;
        fresh.engine = db::Engine(m_engine->currentData().toInt());
        setConfig(fresh);
        m_name->setFocus();
    });
    connect(m_forget, &QPushButton::clicked, this, [this] {
        if (auto *item = m_saved->currentItem()) {
            db::SavedConnections::forget(item->data(Qt::UserRole).toString());
            loadSaved();
        }
    });
    connect(m_saved, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        m_forget->setEnabled(item != nullptr);
        if (!item)
            return;
        const QString id = item->data(Qt::UserRole).toString();
        for (const db::ConnectionConfig &c : db::SavedConnections::load()) {
            if (c.id == id)
                setConfig(c);
        }
        fillSavedPassword(id);
    });
    connect(m_saved, &QListWidget::itemDoubleClicked, this, [this] { accept(); });
    engineChanged();
}

// "Stop queries after: [no limit]": the connection's statement timeout, for every engine.
QLayout *ConnectionDialog::buildTimeoutRow()
{
    m_statementTimeout = new QSpinBox(this);
    m_statementTimeout->setObjectName(QStringLiteral("statementTimeout"));
    m_statementTimeout->setRange(0, db::ConnectionConfig::MaxStatementTimeoutSec);
    m_statementTimeout->setSingleStep(30);
    m_statementTimeout->setSpecialValueText(tr("no limit"));
    m_statementTimeout->setSuffix(tr(" s"));
    m_statementTimeout->setAccessibleName(tr("Statement timeout in seconds"));
    m_statementTimeout->setToolTip(tr("A query from the console or a notebook cell that is still running after this "
                                      "long is stopped. The assistant's queries have a limit of their own."));
    auto *label = new QLabel(tr("&Stop queries after:"), this);
    label->setBuddy(m_statementTimeout);
    auto *row = new QHBoxLayout;
    row->addWidget(label);
    row->addWidget(m_statementTimeout);
    row->addStretch(1);
    return row;
}

void ConnectionDialog::loadSaved()
{
    m_saved->clear();
    for (const db::ConnectionConfig &c : db::SavedConnections::load()) {
        auto *item = new QListWidgetItem(icon("database"), c.name.isEmpty() ? c.displayLocation() : c.name, m_saved);
        item->setToolTip(QStringLiteral("%1 — %2").arg(db::engineDisplayName(c.engine), c.displayLocation()));
        item->setData(Qt::UserRole, c.id);
    }
    m_forget->setEnabled(false);
}

void ConnectionDialog::selectEngine(db::Engine engine)
{
    m_engine->setCurrentIndex(m_engine->findData(int(engine)));
}

void ConnectionDialog::fillSavedPassword(const QString &connectionId)
{
    if (!m_secrets || connectionId.isEmpty())
        return;
    const QFuture<security::SecretResult> read = m_secrets->read(security::SecretStore::connectionKey(connectionId));
    async::whenFinished(read, this, [this, connectionId](const security::SecretResult &r) {
        if (m_id != connectionId)
            return; // the user moved on to another connection
        if (r.found) {
            m_password->setText(r.value);
            m_odbcPassword->setText(r.value);
        }
        m_passwordNote->setText(m_secrets->statusMessage());
    });
}

void ConnectionDialog::engineChanged()
{
    const auto engine = db::Engine(m_engine->currentData().toInt());
    switch (engine) {
    case db::Engine::SQLite:
        m_pages->setCurrentIndex(FilePage);
        break;
    case db::Engine::PostgreSQL:
    case db::Engine::MySQL:
        m_pages->setCurrentIndex(ServerPage);
        m_port->setSpecialValueText(tr("default (%1)").arg(engine == db::Engine::PostgreSQL ? 5432 : 3306));
        break;
    case db::Engine::ODBC:
        m_pages->setCurrentIndex(OdbcPage);
        break;
    }
    m_status->clear();
}

void ConnectionDialog::setConfig(const db::ConnectionConfig &c)
{
    m_id = c.id;
    m_name->setText(c.name);
    selectEngine(c.engine);
    m_file->setText(c.filePath);
    m_host->setText(c.host);
    m_port->setValue(c.port);
    m_database->setText(c.database);
    m_user->setText(c.engine == db::Engine::ODBC ? QString() : c.user);
    m_odbcUser->setText(c.engine == db::Engine::ODBC ? c.user : QString());
    m_sslMode->setCurrentIndex(std::max(0, m_sslMode->findData(c.sslMode)));
    m_odbc->setText(c.odbcConnectionString);
    m_readOnly->setChecked(c.readOnly);
    m_production->setChecked(c.production);
    m_statementTimeout->setValue(c.statementTimeoutSec);
    m_privacy = c.privacy;
    m_password->clear();
    m_odbcPassword->clear();
    m_status->clear();
}

db::ConnectionConfig ConnectionDialog::config() const
{
    db::ConnectionConfig c;
    c.id = m_id;
    c.engine = db::Engine(m_engine->currentData().toInt());
    c.filePath = c.engine == db::Engine::SQLite ? m_file->text().trimmed() : QString();
    if (c.engine == db::Engine::PostgreSQL || c.engine == db::Engine::MySQL) {
        c.host = m_host->text().trimmed().isEmpty() ? QStringLiteral("localhost") : m_host->text().trimmed();
        c.port = m_port->value();
        c.database = m_database->text().trimmed();
        c.user = m_user->text().trimmed();
        c.sslMode = m_sslMode->currentData().toString();
    } else if (c.engine == db::Engine::ODBC) {
        c.odbcConnectionString = m_odbc->text().trimmed();
        c.user = m_odbcUser->text().trimmed();
    }
    c.readOnly = m_readOnly->isChecked();
    c.production = m_production->isChecked();
    c.statementTimeoutSec = m_statementTimeout->value();
    c.privacy = m_privacy;
    c.name = m_name->text().trimmed().isEmpty() ? c.displayLocation() : m_name->text().trimmed();
    return c;
}

QString ConnectionDialog::password() const
{
    const auto engine = db::Engine(m_engine->currentData().toInt());
    return engine == db::Engine::ODBC ? m_odbcPassword->text() : m_password->text();
}

void ConnectionDialog::browseFile()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Open SQLite Database"), m_file->text(),
                                                      tr("SQLite databases (*.sqlite *.sqlite3 *.db *.db3);;All files (*)"));
    if (!file.isEmpty()) {
        m_file->setText(file);
        if (m_name->text().isEmpty())
            m_name->setText(QFileInfo(file).completeBaseName());
    }
}

void ConnectionDialog::showStatus(const QString &text, bool error)
{
    m_status->setStyleSheet(error ? QStringLiteral("color:#b3261e;") : QStringLiteral("color:#1d6b32;"));
    m_status->setText(text);
}

void ConnectionDialog::tryConnection(const db::ConnectionConfig &c, std::function<void(const db::DbError &)> done)
{
    m_test->setEnabled(false);
    m_connect->setEnabled(false);
    showStatus(tr("Connecting…"), false);
    m_status->setStyleSheet(QString());
    m_testSession = std::make_unique<db::DbSession>(c);
    connect(m_testSession.get(), &db::DbSession::opened, this, [this](const QString &v) { m_serverVersion = v; });
    async::whenFinished(m_testSession->open(password()), this,
        [this, done](const db::DbError &e) {
            m_test->setEnabled(true);
            m_connect->setEnabled(true);
            done(e);
        },
        [this] {
            m_test->setEnabled(true);
            m_connect->setEnabled(true);
        });
}

void ConnectionDialog::testConnection()
{
    const db::ConnectionConfig c = config();
    if (const QString problem = c.validate(); !problem.isEmpty()) {
        showStatus(problem, true);
        return;
    }
    tryConnection(c, [this](const db::DbError &e) {
        showStatus(e ? e.displayText() : tr("Connected successfully."), bool(e));
        m_testSession.reset();
    });
}

void ConnectionDialog::accept()
{
    const db::ConnectionConfig c = config();
    if (const QString problem = c.validate(); !problem.isEmpty()) {
        showStatus(problem, true);
        return;
    }
    if (c.id == sample::sampleConnectionConfig().id) {
        finishAccept(); // made on first use, by the window
        return;
    }
    // Connect means connected: the dialog stays open, with the error, until it is.
    m_connecting = true;
    tryConnection(c, [this](const db::DbError &e) {
        m_connecting = false;
        if (e) {
            showStatus(e.displayText(), true);
            m_testSession.reset();
            return;
        }
        m_opened = std::move(m_testSession);
        finishAccept();
    });
}

void ConnectionDialog::finishAccept()
{
    const db::ConnectionConfig c = config();
    // Remember everything but the password in settings; the password goes to the keychain (or
    // this session's memory) when the user asks for it, never to a file.
    if (c.id != sample::sampleConnectionConfig().id)
        m_id = db::SavedConnections::remember(c).id;
    if (m_secrets && c.needsPassword() && m_rememberPassword->isChecked() && !password().isEmpty())
        m_secrets->write(security::SecretStore::connectionKey(m_id), password());
    QDialog::accept();
}

QString ConnectionDialog::statusText() const
{
    return m_status->text();
}

std::unique_ptr<db::DbSession> ConnectionDialog::takeOpenedSession()
{
    return std::move(m_opened);
}

} // namespace assay::ui
