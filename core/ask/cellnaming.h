#pragma once
// The name an answer's cell gets from its question: "revenue_by_region". Shared by the model's
// pipeline and the offline reader, so both name cells the same way.

#include <QString>
#include <QStringList>

namespace assay::ask {

// A stable name for a cell from what it answers: the question's first four content words, joined
// by "_"; a valid cell name, unique (case-insensitively) against `taken`.
QString cellNameFor(const QString &question, const QStringList &taken);

} // namespace assay::ask
