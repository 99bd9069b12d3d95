#pragma once
// When to try again and how long to wait first. Transient errors (network, timeouts, 429, 5xx) are
// retried up to ProviderLimits::maxRetries times. The wait is the server's Retry-After when it
// sends one (seconds, an HTTP-date, or Azure/OpenAI's retry-after-ms), else exponential backoff
// with "equal jitter": base * 2^(attempt-1), capped, then a random point in its upper half so a
// fan-out that failed together does not come back together. Both are capped at retryMaxDelayMs.

#include "providerconfig.h"

#include <QByteArray>
#include <QDateTime>

namespace assay::llm {

// Milliseconds a Retry-After header value asks for; -1 when absent or unreadable. A date in the
// past means 0.
qint64 parseRetryAfter(const QByteArray &value,
                       const QDateTime &nowUtc = QDateTime::currentDateTimeUtc());

// An HTTP-date in any of the three forms RFC 9110 allows; invalid when unreadable.
QDateTime parseHttpDate(const QByteArray &value);

// `attempt` is the number of the attempt that just failed (1 = the first). `random01` in [0, 1).
qint64 backoffDelayMs(int attempt, const ProviderLimits &limits, double random01);

// The delay before the next attempt: Retry-After when given (capped), else backoff.
qint64 retryDelayMs(int attempt, qint64 retryAfterMs, const ProviderLimits &limits,
                    double random01);

} // namespace assay::llm
