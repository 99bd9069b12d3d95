#include "prompttemplate.h"
#include "llmtr.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

namespace assay::llm {

PromptTemplate PromptTemplate::load(const QString &name, QString *error)
{
    PromptTemplate t;
    t.name = name;
    QFile f(QStringLiteral(":/prompts/%1.txt").arg(name));
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = Tr::tr("The prompt %1 is missing from the resources.").arg(name);
        return t;
    }
    const QString text = QString::fromUtf8(f.readAll());
    static const QRegularExpression separator(QStringLiteral("\\n=== user ===\\n"));
    const auto m = separator.match(text);
    if (m.hasMatch()) {
        t.system = text.left(m.capturedStart()).trimmed();
        t.user = text.mid(m.capturedEnd()).trimmed();
    } else {
        t.user = text.trimmed();
    }
    return t;
}

QString PromptTemplate::fill(QString text, const QHash<QString, QString> &values)
{
    for (auto it = values.constBegin(); it != values.constEnd(); ++it)
        text.replace(QStringLiteral("{{%1}}").arg(it.key()), it.value());
    return text;
}

QList<Message> PromptTemplate::render(const QHash<QString, QString> &given) const
{
    QHash<QString, QString> values = given;
    if (!values.contains(QStringLiteral("language")))
        values.insert(QStringLiteral("language"), analystLanguage());
    QList<Message> out;
    if (!system.isEmpty())
        out << Message::system(fill(system, values));
    out << Message::user(fill(user, values));
    return out;
}

QString analystLanguage()
{
    return Tr::tr("English", "The name, in English, of the language of this translation, for a prompt that "
                             "tells the model which language to write in: German, Simplified Chinese");
}

} // namespace assay::llm
