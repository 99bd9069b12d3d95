#pragma once
// The window's side of the statement history: follows the connected database (its own file per
// connection), records what the console, the cells and the Assistant ran, and searches, all on a
// single background thread in order (the GUI thread never waits on the file). Production
// connections keep no history when the user says so (a setting, off by default).

#include "history/historystore.h"

#include "db/connectionconfig.h"

#include <QObject>
#include <QThreadPool>

#include <functional>
#include <memory>

namespace assay::ui {

class HistoryService : public QObject {
    Q_OBJECT
public:
    explicit HistoryService(QObject *parent = nullptr);
    ~HistoryService() override;

    // `key` names the connection's file (the knowledge store's key); `directory` overrides the
    // data directory (tests).
    void setConnection(const db::ConnectionConfig &config, const QString &key, const QString &directory = {});
    void clearConnection();
    bool hasConnection() const { return m_store != nullptr; }
    QString connectionName() const { return m_config.name; }
    // False for a production connection while "keep no history for production" is on.
    bool isRecording() const;

    void record(history::HistoryEntry entry);
    // `done` runs on the GUI thread with the page, unless a newer search started meanwhile.
    void search(const history::HistoryQuery &query, std::function<void(const history::HistoryPage &)> done);
    void clear();
    // Waits for what was queued (tests, and the window closing).
    void waitForIdle();

    static bool skipProduction();
    static void setSkipProduction(bool skip);
    static int sizeLimit();
    static void setSizeLimit(int entries);

signals:
    void recorded();
    void cleared();
    void connectionChanged();
    void failed(const QString &message);

private:
    QThreadPool m_pool; // one thread: opening, recording and searching happen in order
    std::shared_ptr<history::HistoryStore> m_store;
    db::ConnectionConfig m_config;
    quint64 m_searchGeneration = 0;
};

} // namespace assay::ui
