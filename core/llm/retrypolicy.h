#pragma once
// When to try again and how long to wait first. Transient errors (network, timeouts, 429, 5xx) are
// retried up to ProviderLimits::maxRetries times. The wait is the server's Retry-After when it
// sends one (seconds, an HTTP-date, or Azure/OpenAI's retry-after-ms), else exponential backoff
// with "equal jitter": base * 2^(attempt-1), capped, then a random point in its upper half so a
// fan-out that failed together does not come back together. Backoff is capped at
// retryMaxDelayMs. A Retry-After beyond that cap is not waited for at all: retrying early would
// only be refused again, so the call fails at once saying when the provider will take requests.

#include "providerconfig.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

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

// Whether the server asked for a longer wait than Assay retries after (retryMaxDelayMs).
bool retryAfterExceedsCap(qint64 retryAfterMs, const ProviderLimits &limits);

// When the provider will take the next request, in local time: `now` plus the wait, rounded up
// to the whole minute because the locale's short time format shows no seconds and "after 14:31"
// must not send the analyst back too early.
QDateTime retryMoment(qint64 waitMs, const QDateTime &now = QDateTime::currentDateTime());

// "The provider asked Assay to wait 2 minutes before the next request; try again after 14:32."
// The time in the default locale's short format, with the date when it is not today.
QString retryLaterMessage(qint64 waitMs, const QDateTime &now = QDateTime::currentDateTime());

} // namespace assay::llm
