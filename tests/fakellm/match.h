#pragma once
// Which requests a fixture answers. Matches combine with &&:
//   Match::path("/v1/messages") && Match::lastMessageContains("describe the columns")

#include "recordedrequest.h"

#include <QRegularExpression>

#include <functional>

namespace assay::fakellm {

class Match {
public:
    static Match any();
    static Match path(const QString &path); // exact, or a suffix when it starts with '*'
    static Match model(const QString &model);
    static Match lastMessageContains(const QString &phrase); // case-insensitive
    static Match lastMessageMatches(const QRegularExpression &regex);
    static Match lastMessageMatches(const QString &pattern); // case-insensitive regex
    // Any message of that role ("system", "user", "assistant") contains the phrase.
    static Match roleContains(const QString &role, const QString &phrase);
    static Match systemContains(const QString &phrase) {
        return roleContains(QStringLiteral("system"), phrase);
    }
    static Match header(const QByteArray &name, const QByteArray &value);
    static Match streaming(bool stream);
    static Match custom(QString description, std::function<bool(const RecordedRequest &)> test);

    Match operator&&(const Match &other) const;
    bool matches(const RecordedRequest &request) const { return m_test(request); }
    QString description() const { return m_description; }

private:
    Match(QString description, std::function<bool(const RecordedRequest &)> test);
    QString m_description;
    std::function<bool(const RecordedRequest &)> m_test;
};

} // namespace assay::fakellm
