#pragma once
// DataLab's information units: what each agent hands on, in one shape (data source, role,
// action, description, content, timestamp), kept in a buffer every stage can read. The chat
// panel shows them as progress; the tests and the debug view read them to see what happened.

#include <QDateTime>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QMutex>
#include <QString>

#include <functional>

namespace assay::agents {

struct InformationUnit {
    QString source;      // where the content came from: "question", "knowledge", "model", "database", "notebook"
    QString role;        // the agent that wrote it: "proxy", "clarifier", "linker", "planner", "generator", ...
    QString action;      // what it did: "rewrite", "ask-back", "link", "plan-joins", "generate", "refine", "execute", ...
    QString description; // one line for people
    QJsonValue content;  // the structured result
    QDateTime timestamp;

    QJsonObject toJson() const;
    static InformationUnit fromJson(const QJsonObject &json);
};

// Shared by the stages of one question. Thread-safe; an observer hears about each unit as it is
// added (on the adding thread: post it on, never block).
class UnitBuffer {
public:
    using Observer = std::function<void(const InformationUnit &)>;

    void setObserver(Observer observer);
    void add(InformationUnit unit);
    void add(const QString &role, const QString &action, const QString &source, const QString &description,
             const QJsonValue &content = {});
    QList<InformationUnit> units() const;
    // The latest unit of an action ("generate"), or an empty one.
    InformationUnit latest(const QString &action) const;

private:
    mutable QMutex m_mutex;
    QList<InformationUnit> m_units;
    Observer m_observer;
};

} // namespace assay::agents
