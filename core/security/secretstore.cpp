#include "secretstore.h"

#include <qt6keychain/keychain.h>

#include <QCoreApplication>
#include <QPointer>
#include <QPromise>
#include <QTimer>

#include <memory>

namespace assay::security {

namespace {

// Errors that mean "there is no usable keychain here" rather than "this one secret failed".
bool meansNoKeychain(QKeychain::Error error) {
    return error == QKeychain::NoBackendAvailable || error == QKeychain::NotImplemented ||
           error == QKeychain::OtherError;
}

} // namespace

SecretStore::SecretStore(QString serviceName, QObject *parent)
    : QObject(parent)
    , m_service(std::move(serviceName)) {
}

SecretStore::~SecretStore() = default;

QString SecretStore::providerKey(const QString &providerId) {
    return QStringLiteral("provider/%1/apiKey").arg(providerId);
}

QString SecretStore::connectionKey(const QString &connectionId) {
    return QStringLiteral("connection/%1/password").arg(connectionId);
}

SecretStore::Status SecretStore::status() const {
    QMutexLocker lock(&m_mutex);
    return m_status;
}

QString SecretStore::statusMessage() const {
    QMutexLocker lock(&m_mutex);
    switch (m_status) {
    case Status::Unknown:
        return tr("Keys and passwords go to the system keychain.");
    case Status::Keychain:
        return tr(
            "Keys and passwords are kept in the system keychain, never in Assay's settings files.");
    case Status::SessionOnly:
        return m_reason;
    }
    return {};
}

void SecretStore::setKeychainEnabled(bool enabled) {
    {
        QMutexLocker lock(&m_mutex);
        m_keychainEnabled = enabled;
    }
    if (!enabled)
        fallBack(tr("The system keychain is switched off; Assay keeps keys for this session only "
                    "and will ask for them again next time."));
}

void SecretStore::setStatus(Status status, const QString &reason) {
    bool changed = false;
    {
        QMutexLocker lock(&m_mutex);
        changed = m_status != status;
        m_status = status;
        m_reason = reason;
    }
    if (changed)
        emit statusChanged(status);
}

void SecretStore::fallBack(const QString &reason) {
    setStatus(Status::SessionOnly, reason);
}

void SecretStore::runJob(Op op, const QString &key, const QString &value,
                         std::function<void(SecretResult)> done) {
    QKeychain::Job *job = nullptr;
    switch (op) {
    case Op::Read:
        job = new QKeychain::ReadPasswordJob(m_service, this);
        break;
    case Op::Write: {
        auto *w = new QKeychain::WritePasswordJob(m_service, this);
        w->setTextData(value);
        job = w;
        break;
    }
    case Op::Remove:
        job = new QKeychain::DeletePasswordJob(m_service, this);
        break;
    }
    job->setKey(key);
    job->setAutoDelete(false);
    job->setInsecureFallback(false); // never plaintext on disk
    // Whichever comes first, the job's answer or the timeout, decides; the other is ignored.
    auto decided = std::make_shared<bool>(false);
    auto *timer = new QTimer(job);
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, this, [this, job, decided, done] {
        if (*decided)
            return;
        *decided = true;
        fallBack(tr("The system keychain did not answer; Assay keeps keys for this session only "
                    "and will ask for them again next time."));
        SecretResult r;
        done(r);
        job->disconnect(this);
        job->deleteLater();
    });
    connect(job, &QKeychain::Job::finished, this, [this, op, decided, done](QKeychain::Job *j) {
        j->deleteLater();
        if (*decided)
            return;
        *decided = true;
        SecretResult r;
        const QKeychain::Error error = j->error();
        if (error == QKeychain::NoError || error == QKeychain::EntryNotFound) {
            setStatus(Status::Keychain, {});
            r.persisted = true;
            if (op == Op::Read && error == QKeychain::NoError) {
                r.found = true;
                r.value = static_cast<QKeychain::ReadPasswordJob *>(j)->textData();
            }
        } else if (meansNoKeychain(error)) {
            fallBack(
                tr("No system keychain is running; Assay will ask for this key again next time."));
            r.error = QStringLiteral("no-keychain"); // the caller falls back; see write()
        } else {
            r.error = j->errorString().isEmpty() ? tr("The system keychain refused access.")
                                                 : j->errorString();
        }
        done(r);
    });
    timer->start(m_timeoutMs);
    job->start();
}

QFuture<SecretResult> SecretStore::read(const QString &key) {
    auto promise = std::make_shared<QPromise<SecretResult>>();
    promise->start();
    QFuture<SecretResult> future = promise->future();
    QMetaObject::invokeMethod(
        this,
        [this, key, promise] {
            auto finish = [promise](SecretResult r) {
                promise->addResult(std::move(r));
                promise->finish();
            };
            {
                QMutexLocker lock(&m_mutex);
                const auto it = m_session.constFind(key);
                if (it != m_session.cend()) {
                    SecretResult r;
                    r.found = true;
                    r.value = *it;
                    lock.unlock();
                    finish(r);
                    return;
                }
                if (!m_keychainEnabled || m_status == Status::SessionOnly) {
                    lock.unlock();
                    finish(SecretResult{});
                    return;
                }
            }
            runJob(Op::Read, key, {}, [finish](SecretResult r) {
                if (r.error == QLatin1String("no-keychain"))
                    r.error.clear(); // nothing stored anywhere: simply not found
                finish(r);
            });
        },
        Qt::QueuedConnection);
    return future;
}

QFuture<SecretResult> SecretStore::write(const QString &key, const QString &value) {
    auto promise = std::make_shared<QPromise<SecretResult>>();
    promise->start();
    QFuture<SecretResult> future = promise->future();
    QMetaObject::invokeMethod(
        this,
        [this, key, value, promise] {
            auto finish = [promise](SecretResult r) {
                promise->addResult(std::move(r));
                promise->finish();
            };
            auto keepForSession = [this, key, value, finish] {
                {
                    QMutexLocker lock(&m_mutex);
                    m_session.insert(key, value);
                }
                SecretResult r;
                r.persisted = false;
                finish(r);
            };
            bool useKeychain = false;
            {
                QMutexLocker lock(&m_mutex);
                useKeychain = m_keychainEnabled && m_status != Status::SessionOnly;
            }
            if (!useKeychain) {
                keepForSession();
                return;
            }
            runJob(Op::Write, key, value, [this, key, keepForSession, finish](SecretResult r) {
                if (r.ok() && r.persisted) {
                    QMutexLocker lock(&m_mutex);
                    m_session.remove(key);
                    lock.unlock();
                    finish(r);
                } else if (r.error == QLatin1String("no-keychain") || (r.ok() && !r.persisted)) {
                    keepForSession(); // no keychain (or it timed out): this session only
                } else {
                    finish(r);
                }
            });
        },
        Qt::QueuedConnection);
    return future;
}

QFuture<SecretResult> SecretStore::remove(const QString &key) {
    auto promise = std::make_shared<QPromise<SecretResult>>();
    promise->start();
    QFuture<SecretResult> future = promise->future();
    QMetaObject::invokeMethod(
        this,
        [this, key, promise] {
            auto finish = [promise](SecretResult r) {
                promise->addResult(std::move(r));
                promise->finish();
            };
            bool useKeychain = false;
            {
                QMutexLocker lock(&m_mutex);
                m_session.remove(key);
                useKeychain = m_keychainEnabled && m_status != Status::SessionOnly;
            }
            if (!useKeychain) {
                finish(SecretResult{});
                return;
            }
            runJob(Op::Remove, key, {}, [finish](SecretResult r) {
                if (r.error == QLatin1String("no-keychain"))
                    r.error.clear();
                finish(r);
            });
        },
        Qt::QueuedConnection);
    return future;
}

QFuture<SecretStore::Status> SecretStore::probe() {
    auto promise = std::make_shared<QPromise<Status>>();
    promise->start();
    QFuture<Status> future = promise->future();
    QMetaObject::invokeMethod(
        this,
        [this, promise] {
            if (status() != Status::Unknown) {
                promise->addResult(status());
                promise->finish();
                return;
            }
            runJob(Op::Read, QStringLiteral("assay/probe"), {}, [this, promise](SecretResult) {
                promise->addResult(status());
                promise->finish();
            });
        },
        Qt::QueuedConnection);
    return future;
}

} // namespace assay::security
