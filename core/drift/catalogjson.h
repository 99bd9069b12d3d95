#pragma once
// A catalog as JSON, so the one Assay last saw can be kept (in the knowledge store) and compared
// with the next. Everything drift compares is kept: names, kinds, declared types, nullability,
// keys, foreign keys, row estimates; comments and defaults are left out (they change nothing a
// query names).

#include "db/catalog.h"

#include <QJsonObject>

namespace assay::drift {

QJsonObject catalogToJson(const db::Catalog &catalog);
// False (with `error`) when the text is not a catalog this version wrote.
bool catalogFromJson(const QJsonObject &json, db::Catalog *catalog, QString *error);
// What the record keeps, hashed: equal for a catalog and its record (comments left out).
QByteArray shapeFingerprint(const db::Catalog &catalog);

} // namespace assay::drift
