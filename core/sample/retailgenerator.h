#pragma once
// Builds the sample retail database: schema from resources/sample/retail_schema.sql, data from a
// seeded generator. The same options always give the same rows.

#include <QString>

#include <functional>

namespace assay::sample {

struct RetailOptions {
    int firstYear = 2021;
    int lastYear = 2025;
    double scale = 1.0; // multiplies order volume; 1.0 gives about 290,000 order lines
    quint64 seed = 0xA55A7;
};

// `progress` receives 0-100 and returns false to cancel. Writes to a temporary file beside `path`
// and renames it into place, so `path` is either absent or complete. Returns an error text.
QString generateRetailDatabase(const QString &path, const RetailOptions &options = {},
                               const std::function<bool(int)> &progress = {});

} // namespace assay::sample
