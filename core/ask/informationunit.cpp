#include "informationunit.h"

namespace assay::ask {

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

QJsonArray unitsToJson(const QList<InformationUnit> &units)
{
    QJsonArray out;
    for (const InformationUnit &u : units)
        out.append(u.toJson());
    return out;
}

QList<InformationUnit> unitsFromJson(const QJsonArray &json)
{
    QList<InformationUnit> out;
    for (const QJsonValue &v : json) {
        if (v.isObject())
            out << InformationUnit::fromJson(v.toObject());
    }
    return out;
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
    if (observer) {
        unit.value.reset();
        observer(unit);
    }
}

void UnitBuffer::add(const QString &role, const QString &action, const QString &source, const QString &description,
                     const QJsonValue &content, std::any value)
{
    add(InformationUnit{source, role, action, description, content, {}, std::move(value)});
}

int UnitBuffer::size() const
{
    QMutexLocker lock(&m_mutex);
    return int(m_units.size());
}

QList<InformationUnit> UnitBuffer::units(int from) const
{
    QMutexLocker lock(&m_mutex);
    QList<InformationUnit> out = m_units.mid(from);
    for (InformationUnit &u : out)
        u.value.reset();
    return out;
}

void addStepUnit(UnitBuffer &units, const QString &asked, const QString &step, const QString &rewritten)
{
    units.add(QStringLiteral("proxy"), QStringLiteral("step"), QStringLiteral("question"), step,
              QJsonObject{{QStringLiteral("question"), asked}, {QStringLiteral("rewritten"), rewritten}});
}

} // namespace assay::ask
