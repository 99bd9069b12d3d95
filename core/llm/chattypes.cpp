#include "chattypes.h"

namespace assay::llm {

QString roleName(Message::Role role) {
    switch (role) {
    case Message::Role::System:
        return QStringLiteral("system");
    case Message::Role::User:
        return QStringLiteral("user");
    case Message::Role::Assistant:
        return QStringLiteral("assistant");
    }
    return {};
}

} // namespace assay::llm
