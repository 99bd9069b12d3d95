#pragma once
// What every stage of the offline reader returns: its typed result, or the reason the question is
// declined. A decline stops the reading; nothing after it runs. A reason is a type
// (ask::DeclineReason) with the words it quotes; what is said for it is declines.cpp's.

#include "ask/declinereason.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace assay::offline {

struct Decline {
    ask::DeclineReason reason = ask::DeclineReason::None;
    QStringList args;   // what the words quote (names, words of the question, numbers), in their order
    QString recognised; // what the question's words were found to name, said before what it can do

    Decline() = default;
    Decline(ask::DeclineReason r, QStringList a = {}) : reason(r), args(std::move(a)) {}

    bool isEmpty() const { return reason == ask::DeclineReason::None; }
    // What the analyst reads: the reason's words, what was recognised, and what the assistant can
    // answer instead where the reason calls for it (declines.cpp).
    QString text() const;
};

template <typename T>
class Staged {
public:
    Staged(T value) : m_value(std::move(value)) {}
    Staged(Decline decline) : m_decline(std::move(decline)) {}

    bool ok() const { return m_value.has_value(); }
    const Decline &decline() const { return m_decline; }
    T &operator*() { return *m_value; }
    const T &operator*() const { return *m_value; }
    T *operator->() { return &*m_value; }
    const T *operator->() const { return &*m_value; }

private:
    std::optional<T> m_value;
    Decline m_decline;
};

// What the offline assistant can answer, said after most declines.
QString canDo();

} // namespace assay::offline
