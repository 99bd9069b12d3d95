#pragma once
// Secrets (API keys, database passwords) in the system keychain through QtKeychain: the Secret
// Service (GNOME Keyring, KWallet 5.97+, KeePassXC) on Linux, Keychain on macOS, the Credential
// Manager on Windows. There is deliberately no plaintext fallback (QtKeychain's "insecure
// fallback" stays off): when no keychain service answers, a secret is kept in this process's
// memory for the session only and status() says so, with a sentence for the UI. The next session
// asks again.
//
// Keys: "provider/<id>/apiKey", "connection/<id>/password" (see providerKey(), connectionKey()).
// Every method may be called from any thread; the work runs on the store's thread, whose event
// loop must be running (the GUI thread in the app), and results arrive as futures.

#include <QFuture>
#include <QHash>
#include <QMutex>
#include <QObject>
#include <QString>

namespace assay::security {

struct SecretResult {
    QString value;          // read: the secret
    bool found = false;     // read: there is a secret under the key
    bool persisted = false; // kept by the system keychain (false: in memory for this session only)
    QString error;          // empty on success; a session-only write is a success (see status())

    bool ok() const { return error.isEmpty(); }
};

class SecretStore : public QObject {
    Q_OBJECT
public:
    enum class Status {
        Unknown,     // not tried yet
        Keychain,    // the system keychain answered
        SessionOnly, // no keychain: secrets live in memory until Assay quits
    };
    Q_ENUM(Status)

    explicit SecretStore(QString serviceName = QStringLiteral("Assay"), QObject *parent = nullptr);
    ~SecretStore() override;

    static QString providerKey(const QString &providerId);     // "provider/<id>/apiKey"
    static QString connectionKey(const QString &connectionId); // "connection/<id>/password"

    QFuture<SecretResult> read(const QString &key);
    QFuture<SecretResult> write(const QString &key, const QString &value);
    QFuture<SecretResult> remove(const QString &key);
    // Asks the keychain once (a read of a key that does not exist) to learn the status early.
    QFuture<Status> probe();

    Status status() const;
    // A sentence for the settings dialog: where secrets go, and why, when it is session-only.
    QString statusMessage() const;

    // A keychain that does not answer in this time counts as absent (an unlock prompt the user
    // ignores, a hung D-Bus service). Default 30 s.
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    // Tests and headless runs: never touch the system keychain, behave as if it were absent.
    void setKeychainEnabled(bool enabled);

signals:
    void statusChanged(assay::security::SecretStore::Status status);

private:
    enum class Op { Read, Write, Remove };
    void runJob(Op op, const QString &key, const QString &value,
                std::function<void(SecretResult)> done);
    void fallBack(const QString &reason);
    void setStatus(Status status, const QString &reason);

    QString m_service;
    int m_timeoutMs = 30000;
    mutable QMutex m_mutex;
    bool m_keychainEnabled = true;
    Status m_status = Status::Unknown;
    QString m_reason;
    QHash<QString, QString> m_session; // secrets kept for this session only
};

} // namespace assay::security
