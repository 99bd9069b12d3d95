#include "match.h"

namespace assay::fakellm {

Match::Match(QString description, std::function<bool(const RecordedRequest &)> test)
    : m_description(std::move(description))
    , m_test(std::move(test)) {
}

Match Match::any() {
    return Match(QStringLiteral("any"), [](const RecordedRequest &) { return true; });
}

Match Match::path(const QString &path) {
    return Match(QStringLiteral("path %1").arg(path), [path](const RecordedRequest &r) {
        return path.startsWith(QLatin1Char('*')) ? r.path.endsWith(path.mid(1)) : r.path == path;
    });
}

Match Match::model(const QString &model) {
    return Match(QStringLiteral("model %1").arg(model),
                 [model](const RecordedRequest &r) { return r.model() == model; });
}

Match Match::lastMessageContains(const QString &phrase) {
    return Match(QStringLiteral("last message contains \"%1\"").arg(phrase),
                 [phrase](const RecordedRequest &r) {
                     return r.lastMessage().contains(phrase, Qt::CaseInsensitive);
                 });
}

Match Match::lastMessageMatches(const QRegularExpression &regex) {
    return Match(
        QStringLiteral("last message matches /%1/").arg(regex.pattern()),
        [regex](const RecordedRequest &r) { return regex.match(r.lastMessage()).hasMatch(); });
}

Match Match::lastMessageMatches(const QString &pattern) {
    return lastMessageMatches(
        QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption));
}

Match Match::roleContains(const QString &role, const QString &phrase) {
    return Match(QStringLiteral("a %1 message contains \"%2\"").arg(role, phrase),
                 [role, phrase](const RecordedRequest &r) {
                     for (const auto &m : r.messages()) {
                         if (m.role == role && m.content.contains(phrase, Qt::CaseInsensitive))
                             return true;
                     }
                     return false;
                 });
}

Match Match::header(const QByteArray &name, const QByteArray &value) {
    return Match(QStringLiteral("header %1").arg(QString::fromLatin1(name)),
                 [name, value](const RecordedRequest &r) { return r.header(name) == value; });
}

Match Match::streaming(bool stream) {
    return Match(stream ? QStringLiteral("streaming") : QStringLiteral("not streaming"),
                 [stream](const RecordedRequest &r) { return r.wantsStream() == stream; });
}

Match Match::custom(QString description, std::function<bool(const RecordedRequest &)> test) {
    return Match(std::move(description), std::move(test));
}

Match Match::operator&&(const Match &other) const {
    auto a = m_test;
    auto b = other.m_test;
    return Match(m_description + QStringLiteral(" and ") + other.m_description,
                 [a, b](const RecordedRequest &r) { return a(r) && b(r); });
}

} // namespace assay::fakellm
