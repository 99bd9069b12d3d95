#pragma once
// What leaves an engine for a statement checked under PrivacyRules (privacy.md): rows with the
// redacted columns masked, and error messages that name nothing hidden and echo no value the
// statement did not write itself.

#include "privacyrules.h"
#include "resulttypes.h"

#include <QSet>

namespace assay::db {

// Passes rows on to `inner` with the values of `positions` replaced by PrivacyRules::mask(), NULL
// included (whether a redacted value is missing is itself something about it; and SQLite reads
// redacted columns as NULL already). Never hands out raw cells, so every value passes here.
class MaskingSink final : public RowSink {
public:
    // `expectedColumns` >= 0: the number of columns the check expected; a result with another
    // number has every column masked, since which is which is then unknown.
    MaskingSink(RowSink &inner, QList<int> positions, int expectedColumns = -1);

    void columns(const QList<ResultColumn> &columns) override;
    bool rows(QList<Row> &&batch) override;

    // The masked columns' names, once columns() has been called.
    const QStringList &maskedNames() const { return m_names; }
    int columnCount() const { return m_columnCount; }

private:
    RowSink &m_inner;
    QList<int> m_positions;
    int m_expectedColumns = -1;
    QStringList m_names;
    int m_columnCount = -1;
};

// An error from a statement checked under `rules`, made safe to pass on to a model: quoted text
// the statement did not write is withheld (a value a failed cast echoes), and a name the rules
// mention that the statement did not write is replaced (a hint that suggests a hidden column).
void scrubError(DbError &error, QStringView statement, const PrivacyRules &rules);

// The same for any text passed on with such a statement's outcome (a repair hint listing columns).
QString scrubText(const QString &text, QStringView statement, const PrivacyRules &rules);

// The error for a statement refused under privacy rules.
DbError privacyRefusal(const QString &reason);

} // namespace assay::db
