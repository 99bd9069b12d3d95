#include "informationunit.h"

namespace assay::agents {

QJsonObject InformationUnit::toJson() const
{
    return {{QStringLiteral("source"), source},
            {QStringLiteral("role"), role},
            {QStringLiteral("action"), action},
            {QStringLiteral("description"), description},
            {QStringLiteral("content"), content},
            {QStringLiteral("timestamp"), timestamp.toString(Qt::ISODateWithMs)}};
}

InformationUnit InformationUnit::fromJson(const QJsonObject &json)
{
    InformationUnit u;
    u.source = json.value(QStringLiteral("source")).toString();
    u.role = json.value(QStringLiteral("role")).toString();
    u.action = json.value(QStringLiteral("action")).toString();
    u.description = json.value(QStringLiteral("description")).toString();
    u.content = json.value(QStringLiteral("content"));
    u.timestamp = QDateTime::fromString(json.value(QStringLiteral("timestamp")).toString(), Qt::ISODateWithMs);
    return u;
}

void UnitBuffer::setObserver(Observer observer)
{
    QMutexLocker lock(&m_mutex);
    m_observer = std::move(observer);
}

void UnitBuffer::add(InformationUnit unit)
{
    if (!unit.timestamp.isValid())
        unit.timestamp = QDateTime::currentDateTimeUtc();
    Observer observer;
    {
        QMutexLocker lock(&m_mutex);
        m_units << unit;
        observer = m_observer;
    }
    if (observer)
        observer(unit);
}

void UnitBuffer::add(const QString &role, const QString &action, const QString &source, const QString &description,
                     const QJsonValue &content)
{
    add(InformationUnit{source, role, action, description, content, {}});
}

QList<InformationUnit> UnitBuffer::units() const
{
    QMutexLocker lock(&m_mutex);
    return m_units;
}

InformationUnit UnitBuffer::latest(const QString &action) const
{
    QMutexLocker lock(&m_mutex);
    for (auto it = m_units.crbegin(); it != m_units.crend(); ++it) {
        if (it->action == action)
            return *it;
    }
    return {};
}

} // namespace assay::agents
