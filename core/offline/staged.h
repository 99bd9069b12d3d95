#pragma once
// What every stage of the offline reader returns: its typed result, or the reason the question is
// declined (said to the analyst as is). A decline stops the reading; nothing after it runs.

#include <QString>

#include <optional>
#include <utility>

namespace assay::offline {

struct Decline {
    QString why;
};

template <typename T>
class Staged {
public:
    Staged(T value) : m_value(std::move(value)) {}
    Staged(Decline decline) : m_decline(std::move(decline.why)) {}

    bool ok() const { return m_value.has_value(); }
    const QString &decline() const { return m_decline; }
    T &operator*() { return *m_value; }
    const T &operator*() const { return *m_value; }
    T *operator->() { return &*m_value; }
    const T *operator->() const { return &*m_value; }

private:
    std::optional<T> m_value;
    QString m_decline;
};

// What the offline assistant can answer, appended to most declines.
QString canDo();

// A decline with what it can do appended.
inline Decline declineWith(const QString &why)
{
    return Decline{why + canDo()};
}

} // namespace assay::offline
