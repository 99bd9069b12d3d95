#pragma once
// A tool's arguments checked against its own inputSchema, the subset of JSON Schema the tools
// use: an object with typed properties (string, integer, number, boolean, array of strings),
// required names, enums, minimum/maximum, and no properties it does not know. The answer is a
// sentence for the caller ("\"sql\" must be a string"), empty when the arguments are good.

#include <QJsonObject>
#include <QString>

namespace assay::mcp {

QString checkArguments(const QJsonObject &inputSchema, const QJsonObject &arguments);

} // namespace assay::mcp
