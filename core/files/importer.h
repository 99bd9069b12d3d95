#pragma once
// Runs an import: the file's records, converted by the plan's column types, into one table of a
// workspace, in one transaction. Cancelled or failed, nothing of it stays (the previous table of
// that name, if any, is untouched); done, the workspace records where the table came from.
// Memory stays flat: records are streamed, the page cache is bounded.

#include "importoptions.h"

#include "db/resulttypes.h"

#include <functional>

namespace assay::files {

struct ImportResult {
    enum class Status { Done, Cancelled, Failed };
    Status status = Status::Failed;
    QString error;   // what went wrong, where (line or cell), and what to do
    QString table;
    qint64 rows = 0;
    QStringList notes;
    qint64 elapsedMs = 0;
    bool ok() const { return status == Status::Done; }
};

// Called from the importing thread with bytes read, the file size and rows written so far.
using ImportProgress = std::function<void(qint64 done, qint64 total, qint64 rows)>;

ImportResult importFile(const ImportPlan &plan, const QString &workspacePath, const db::CancelTokenPtr &cancel = {},
                        const ImportProgress &progress = {});

} // namespace assay::files
