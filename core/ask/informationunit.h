#pragma once
// DataLab's information units: what each agent hands on, in one shape (data source, role,
// action, description, content, timestamp), kept in a buffer every stage reads. They are the
// channel between the pipeline's stages: a stage leaves its typed result in its unit's `value`
// and the stages after it take it from the buffer by type (latestOf<LinkedSchema>()), never from
// shared members. The chat panel shows units as progress; the units of an answer are saved with
// the cells it wrote and become the context of follow-up questions.

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QMutex>
#include <QString>

#include <any>
#include <functional>
#include <optional>

namespace assay::ask {

struct InformationUnit {
    QString source;      // where the content came from: "question", "knowledge", "model", "database", "notebook"
    QString role;        // the agent that wrote it: "proxy", "clarifier", "linker", "planner", "generator", ...
    QString action;      // what it did: "rewrite", "ask-back", "link", "plan-joins", "generate", "refine", "execute", ...
    QString description; // one line for people
    QJsonValue content;  // the structured result
    QDateTime timestamp;
    std::any value;      // the stage's typed result for the stages after it; never saved or shown

    QJsonObject toJson() const; // without `value`
    static InformationUnit fromJson(const QJsonObject &json);
};

// For saving with a cell, and back.
QJsonArray unitsToJson(const QList<InformationUnit> &units);
QList<InformationUnit> unitsFromJson(const QJsonArray &json);

// Shared by the stages of one question. Thread-safe; an observer hears about each unit as it is
// added (on the adding thread: post it on, never block), without its typed value.
class UnitBuffer {
public:
    using Observer = std::function<void(const InformationUnit &)>;

    void setObserver(Observer observer);
    void add(InformationUnit unit);
    void add(const QString &role, const QString &action, const QString &source, const QString &description,
             const QJsonValue &content = {}, std::any value = {});
    int size() const;
    // The units from `from` on, without their typed values (for results, files and the chat).
    QList<InformationUnit> units(int from = 0) const;
    // The typed value of the latest unit from `from` on that carries a T, if any.
    template <class T>
    std::optional<T> latestOf(int from = 0) const
    {
        QMutexLocker lock(&m_mutex);
        for (qsizetype i = m_units.size() - 1; i >= from; --i) {
            if (const T *v = std::any_cast<T>(&m_units[i].value))
                return *v;
        }
        return std::nullopt;
    }

private:
    mutable QMutex m_mutex;
    QList<InformationUnit> m_units;
    Observer m_observer;
};

// The unit a step of an answer opens with, in the shape agents::cellPurpose reads: the question as
// the analyst asked it, the step it answers, and the whole question as read.
void addStepUnit(UnitBuffer &units, const QString &asked, const QString &step, const QString &rewritten);

} // namespace assay::ask
